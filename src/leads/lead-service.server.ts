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
import type { RenderedMail } from '../mail/mail-layout.ts';
import {
  buyerCopyMail,
  dealerCopyMail,
  dealerLeadMail,
  sellerLeadMail,
  type LeadMailBuyer,
  type LeadMailDealer,
  type LeadAnswerLink,
  type LeadMailListing,
} from '../mail/templates/lead-mails.ts';
import { absoluteUrl } from '../mail/mail-layout.ts';
import { ROUTE_PATHS } from '../domain/navigation/route-paths.ts';
import { storedToken } from '../repositories/stored-token.ts';
import { LINK_TOKEN_PATTERN, newSubscriptionToken } from '../subscription/double-opt-in.server.ts';
import { recordLeadAnswer, refreshAnswerFigures, type AnswerOutcome } from './lead-answers.server.ts';
import { DEALER_CARS_DEFAULT_SORT, dealerCarsPath } from '../domain/dealers/dealer-cars-query.ts';
import { isListingAvailable } from '../listings/listing-mapper.ts';
import type { Outbox } from '../outbox/outbox.server.ts';
import { insertAutomatchRequest } from '../repositories/automatch.repository.ts';
import { findDealerLeadTarget, findLeadByAnswerToken, findLeadByLeadId, findLeadTarget, insertLead } from '../repositories/lead.repository.ts';

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
   * The one way an enquiry enters the system, for the JSON API and the no-JS form actions of the
   * detail and dealer pages alike (about a car, or in general to a dealer): validation (the shared zod schema), honeypot and rate limits, the lead row and
   * its mails (seller, optional copy, automatch request) in one transaction.
   */
  submitEnquiry(input: unknown, meta: SubmissionMeta): Promise<EnquiryResult>;
  /** The enquiry behind a seller's 'Anfrage beantwortet' link; null for an unknown or malformed token. Records nothing (mail scanners open links). */
  answerLinkTarget(token: string): Promise<AnswerLinkTarget | null>;
  /** The page's button: records the answer (idempotent); null for an unknown token. */
  recordAnswer(token: string): Promise<AnswerOutcome | null>;
}

/** What the 'Anfrage beantwortet' page names: who asked, about which car (null: a general enquiry), and whether it is recorded already. */
export interface AnswerLinkTarget {
  buyerName: string;
  listingTitle: string | null;
  answeredAt: string | null;
}

interface EnquiryRecipient {
  kind: 'found';
  listingId: number | null;
  sellerId: number;
  sellerEmail: string;
  privateSeller: boolean;
  sellerMail: RenderedMail;
  copyMail: RenderedMail;
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

  /**
   * Who gets the enquiry and which mails: the seller of an available car, or a dealer asked in
   * general from the dealer page (issue 27 §9; private sellers have no page of their own).
   */
  async function enquiryRecipient(
    listingId: number | undefined,
    dealerId: number | undefined,
    buyer: LeadMailBuyer,
    answered: LeadAnswerLink,
    now: Date,
  ): Promise<EnquiryRecipient | Exclude<EnquiryResult, { kind: 'sent' }>> {
    if (listingId === undefined) {
      const dealer = dealerId === undefined ? undefined : await findDealerLeadTarget(db, dealerId);
      if (!dealer) return { kind: 'not-found' };
      const mailDealer: LeadMailDealer = {
        companyName: dealer.company_name ?? '',
        pagePath: dealerCarsPath({ cid: dealer.id, safemake: null, safemodel: null, ...DEALER_CARS_DEFAULT_SORT, page: 1, origin: null }),
      };
      return {
        kind: 'found',
        listingId: null,
        sellerId: dealer.id,
        sellerEmail: dealer.email,
        privateSeller: false,
        sellerMail: dealerLeadMail(site, mailDealer, buyer, answered),
        copyMail: dealerCopyMail(site, mailDealer, buyer),
      };
    }
    const target = await findLeadTarget(db, listingId);
    if (!target) return { kind: 'not-found' };
    if (!isListingAvailable(target, now)) return { kind: 'sold', message: CONTACT_MESSAGES.sold };
    const listing: LeadMailListing = { id: target.id, title: target.title, price: formatPrice(target.price), detailPath: detailPath(target.title, target.id) };
    return {
      kind: 'found',
      listingId: target.id,
      sellerId: target.seller_id,
      sellerEmail: target.seller_email,
      privateSeller: target.seller_type === 'P',
      sellerMail: sellerLeadMail(site, listing, buyer, answered),
      copyMail: buyerCopyMail(site, listing, buyer),
    };
  }

  /** A token of the wrong shape is refused without a query. */
  async function leadByAnswerToken(token: string) {
    return LINK_TOKEN_PATTERN.test(token) ? findLeadByAnswerToken(db, storedToken(token)) : undefined;
  }

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

      const buyer: LeadMailBuyer = { name: payload.name, email: payload.emailaddress, phone: payload.phone, comment: payload.comment };
      const identifier = randomUUID();
      const answerToken = newSubscriptionToken();
      const answered: LeadAnswerLink = { url: absoluteUrl(site, `${ROUTE_PATHS.enquiryAnswered}${answerToken}/`), identifier };
      const recipient = await enquiryRecipient(payload.classifiedGuid, payload.dealerId, buyer, answered, now);
      if (recipient.kind !== 'found') return recipient;
      const { listingId, sellerId, sellerEmail, sellerMail, copyMail, privateSeller } = recipient;
      const automatch = listingId !== null && privateSeller && (payload.automatch || payload.leadMetadata?.isOptedInToAutoMatch === true);

      const stored = await db.transaction().execute(async (trx) => {
        const leadRowId = await insertLead(trx, {
          identifier,
          lead_id: payload.leadId,
          listing_id: listingId,
          seller_id: sellerId,
          name: payload.name,
          email: payload.emailaddress,
          phone: payload.phone || null,
          comment: payload.comment,
          automatch: automatch ? 1 : 0,
          send_copy: payload.sendcopy ? 1 : 0,
          source: payload.source,
          device_category: payload.leadMetadata?.deviceCategory ?? null,
          created_at: now.toISOString(),
          answer_token_hash: storedToken(answerToken),
        });
        if (leadRowId === null) return null;
        await refreshAnswerFigures(trx, sellerId, now);
        await outbox.enqueue(trx, { kind: 'lead-seller', key: `lead-${identifier}`, to: sellerEmail, replyTo: payload.emailaddress, mail: sellerMail }, now);
        if (payload.sendcopy) {
          await outbox.enqueue(trx, { kind: 'lead-copy', key: `lead-copy-${identifier}`, to: payload.emailaddress, mail: copyMail }, now);
        }
        if (automatch && listingId !== null)
          await insertAutomatchRequest(trx, { lead_id: leadRowId, listing_id: listingId, due_at: now.toISOString(), created_at: now.toISOString() });
        return identifier;
      });
      if (stored === null) {
        // Lost a race against a concurrent submit with the same leadId: answer with its identifier.
        const winner = await findLeadByLeadId(db, payload.leadId);
        return winner ? { kind: 'sent', identifier: winner.identifier } : { kind: 'not-found' };
      }
      outbox.notify();
      logger.info({ listingId, sellerId, identifier, sendCopy: payload.sendcopy, automatch }, 'lead stored');
      return { kind: 'sent', identifier };
    },

    async answerLinkTarget(token) {
      const lead = await leadByAnswerToken(token);
      return lead ? { buyerName: lead.name, listingTitle: lead.listing_title, answeredAt: lead.answered_at } : null;
    },

    async recordAnswer(token) {
      const lead = await leadByAnswerToken(token);
      if (!lead) return null;
      const outcome = await recordLeadAnswer(db, lead, clock());
      logger.info({ sellerId: lead.seller_id, outcome }, 'lead answer recorded');
      return outcome;
    },
  };
}
