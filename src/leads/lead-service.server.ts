import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { AbuseGuard } from '../abuse/abuse-guard.server.ts';
import type { SubmissionMeta } from '../abuse/admission.ts';
import type { Logger } from '../config/logger.server.ts';
import type { Database } from '../db/schema.ts';
import { contactEnquiryPayloadSchema } from '../domain/contact/contact-enquiry-schema.ts';
import { CONTACT_MESSAGES } from '../domain/contact/contact-enquiry-rules.ts';
import { formatPrice } from '../domain/format/number-format.ts';
import { detailPath } from '../domain/listing/title-slug.ts';
import type { MailSite } from '../mail/mail-layout.ts';
import { buyerCopyMail, sellerLeadMail, type LeadMailBuyer, type LeadMailListing } from '../mail/templates/lead-mails.ts';
import { isListingAvailable } from '../listings/listing-mapper.ts';
import type { Outbox } from '../outbox/outbox.server.ts';
import { insertAutomatchRequest } from '../repositories/automatch.repository.ts';
import { findLeadByLeadId, findLeadTarget, insertLead } from '../repositories/lead.repository.ts';

export type EnquiryResult =
  /** stored and queued; `identifier` is the message id the API returns (payload.data.Identifier) */
  | { kind: 'sent'; identifier: string }
  | { kind: 'invalid'; field: string; message: string }
  | { kind: 'not-found' }
  /** SPEC §8: 412 'Dieses Fahrzeug ist leider nicht mehr verfügbar.' */
  | { kind: 'sold'; message: string }
  | { kind: 'limited'; retryAfterSeconds: number };

export interface LeadService {
  /**
   * The one way an enquiry enters the system, for the JSON API and the detail page's no-JS form
   * action alike: validation (the shared zod schema), honeypot and rate limits, the lead row and
   * its mails (seller, optional copy, automatch request) in one transaction.
   */
  submitEnquiry(input: unknown, meta: SubmissionMeta): Promise<EnquiryResult>;
}

export interface LeadServiceDeps {
  db: Kysely<Database>;
  outbox: Outbox;
  abuse: AbuseGuard;
  site: MailSite;
  logger: Logger;
  now?: () => Date;
}

export function createLeadService(deps: LeadServiceDeps): LeadService {
  const { db, outbox, abuse, site, logger } = deps;
  const clock = deps.now ?? (() => new Date());

  return {
    async submitEnquiry(input, meta) {
      const now = clock();
      const admission = await abuse.admit('lead', contactEnquiryPayloadSchema, input, meta, now, {
        fallbackMessage: CONTACT_MESSAGES.retry,
        email: (p) => p.emailaddress,
        // A bot gets the same answer as a person, so it learns nothing.
        botAnswer: { kind: 'sent', identifier: randomUUID() },
      });
      if (admission.kind !== 'admitted') return admission;
      const payload = admission.data;

      // A retried submit (same leadId) answers with the first one's identifier and sends nothing again.
      const previous = await findLeadByLeadId(db, payload.leadId);
      if (previous) return { kind: 'sent', identifier: previous.identifier };

      const target = await findLeadTarget(db, payload.classifiedGuid);
      if (!target) return { kind: 'not-found' };
      if (!isListingAvailable(target, now)) return { kind: 'sold', message: CONTACT_MESSAGES.sold };

      const automatch = target.seller_type === 'P' && (payload.automatch || payload.leadMetadata?.isOptedInToAutoMatch === true);
      const identifier = randomUUID();
      const listing: LeadMailListing = { id: target.id, title: target.title, price: formatPrice(target.price), detailPath: detailPath(target.title, target.id) };
      const buyer: LeadMailBuyer = { name: payload.name, email: payload.emailaddress, phone: payload.phone, comment: payload.comment };

      const stored = await db.transaction().execute(async (trx) => {
        const leadRowId = await insertLead(trx, {
          identifier,
          lead_id: payload.leadId,
          listing_id: target.id,
          seller_id: target.seller_id,
          name: payload.name,
          email: payload.emailaddress,
          phone: payload.phone || null,
          comment: payload.comment,
          automatch: automatch ? 1 : 0,
          send_copy: payload.sendcopy ? 1 : 0,
          source: payload.source,
          device_category: payload.leadMetadata?.deviceCategory ?? null,
          created_at: now.toISOString(),
        });
        if (leadRowId === null) return null;
        await outbox.enqueue(trx, { kind: 'lead-seller', key: `lead-${identifier}`, to: target.seller_email, replyTo: payload.emailaddress, mail: sellerLeadMail(site, listing, buyer) }, now);
        if (payload.sendcopy) {
          await outbox.enqueue(trx, { kind: 'lead-copy', key: `lead-copy-${identifier}`, to: payload.emailaddress, mail: buyerCopyMail(site, listing, buyer) }, now);
        }
        if (automatch) await insertAutomatchRequest(trx, { lead_id: leadRowId, listing_id: target.id, due_at: now.toISOString(), created_at: now.toISOString() });
        return identifier;
      });
      if (stored === null) {
        // Lost a race against a concurrent submit with the same leadId: answer with its identifier.
        const winner = await findLeadByLeadId(db, payload.leadId);
        return winner ? { kind: 'sent', identifier: winner.identifier } : { kind: 'not-found' };
      }
      outbox.notify();
      logger.info({ listingId: target.id, identifier, sendCopy: payload.sendcopy, automatch }, 'lead stored');
      return { kind: 'sent', identifier };
    },
  };
}
