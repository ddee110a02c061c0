import { writeDealerProfile } from '../domain/dealers/dealer-profile.ts';
import { z } from 'zod';
import type { NewSeller, PhoneType, SellerType, Tier } from '../db/schema.ts';
import { titleSlug } from '../domain/listing/title-slug.ts';
import type { SellerContactValues } from '../repositories/ingestion.repository.ts';
import type { FieldIssue } from './ingest-error.ts';
import { optionalBoolean, optionalDecimal, optionalInt, optionalText, requiredText, toFieldIssues } from './input-coercion.ts';
import type { IngestTaxonomy } from './taxonomy-lookup.ts';
import { UNKNOWN_CITY_MESSAGE } from '../domain/taxonomy/unknown-value-messages.ts';

const PHONE_TYPES = ['Tracker', 'Office', 'Private', 'Fax', 'Mobile', 'Whatsapp'] as const satisfies readonly PhoneType[];
const SELLER_TYPES = ['D', 'P', 'C'] as const satisfies readonly SellerType[];
const TIERS = ['T10', 'T20', 'T30', 'T40'] as const satisfies readonly Tier[];

/** The partner's own id of a seller; the ingestion API addresses sellers by it. */
export const SellerReferenceSchema = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .regex(/^[^\u0000-\u001f\u007f]+$/);

const PhoneNumber = z
  .string()
  .trim()
  .min(6)
  .max(25)
  .regex(/^[0-9A-Za-z +\-/()]+$/);

/**
 * A seller as the partner portal sends it (SPEC §3 Seller): dealers (D), private sellers (P) or
 * agents (C), with address, contacts and ratings. Logos are not accepted: pages only load images from our own origin.
 */
export const SellerInputSchema = z
  .strictObject({
    type: z.enum(SELLER_TYPES),
    tier: z.enum(TIERS).optional(),
    companyName: optionalText(120),
    contactName: optionalText(120),
    email: z.string().trim().max(120).pipe(z.email()),
    address: z.strictObject({
      street: optionalText(120),
      zip: z
        .string()
        .trim()
        .regex(/^\d{4}$/),
      city: requiredText(80),
    }),
    contacts: z
      .array(
        z.strictObject({
          phoneType: z.enum(PHONE_TYPES),
          formattedNumber: PhoneNumber,
          callTo: PhoneNumber.optional(),
        }),
      )
      .max(8)
      .optional(),
    homepage: optionalText(200),
    /** opening hours as the dealer words them, one line each ('Mo–Fr 08:00–18:00') */
    openingHours: z.array(requiredText(80)).max(14).optional(),
    dealerRatings: z
      .strictObject({
        ratingsCount: optionalInt(0, 1_000_000),
        ratingsStars: optionalDecimal(0, 5),
        ratingsEnabled: optionalBoolean(),
        ratingsReviewUrl: z
          .url({ protocol: /^https?$/ })
          .max(300)
          .optional(),
        /** how many ratings gave 1, 2, 3, 4 and 5 stars (issue 27 point 9) */
        distribution: z.array(z.number().int().min(0).max(1_000_000)).length(5).optional(),
        /** individual ratings shown on the dealer page, newest first */
        reviews: z
          .array(z.strictObject({ stars: z.number().int().min(1).max(5), text: requiredText(1000), author: optionalText(60), date: z.iso.date().optional() }))
          .max(20)
          .optional(),
      })
      .optional(),
    callTracking: optionalBoolean(),
    /** Firmenbuchnummer and UID-Nummer (issue 27): the legal details a business gives; ignored for P */
    companyRegister: z
      .string()
      .trim()
      .regex(/^FN ?\d{1,6}[a-z]$/i)
      .optional(),
    vatId: z
      .string()
      .trim()
      .regex(/^ATU\d{8}$/)
      .optional(),
  })
  .superRefine((seller, ctx) => {
    if (seller.type !== 'P' && !seller.companyName) ctx.addIssue({ code: 'custom', path: ['companyName'], message: 'Pflichtfeld für Händler und Agenturen' });
  });

export interface ResolvedSeller {
  /** Everything but the logo, which ingestion never sets (an update keeps the existing one). */
  values: Omit<NewSeller, 'id' | 'created_at' | 'logo_url'>;
  contacts: SellerContactValues[];
}

export type ResolveSellerResult = { ok: true; seller: ResolvedSeller } | { ok: false; issues: FieldIssue[] };

export function resolveSellerInput(raw: unknown, taxonomy: IngestTaxonomy): ResolveSellerResult {
  const parsed = SellerInputSchema.safeParse(raw, { reportInput: true });
  if (!parsed.success) return { ok: false, issues: toFieldIssues(parsed.error) };
  const input = parsed.data;
  const place = taxonomy.places.resolve(input.address.zip, input.address.city);
  if (!place) return { ok: false, issues: [{ field: 'address.zip', message: UNKNOWN_CITY_MESSAGE }] };
  const ratings = input.dealerRatings;
  const companyName = input.type === 'P' ? null : (input.companyName ?? null);
  return {
    ok: true,
    seller: {
      values: {
        type: input.type,
        tier: input.tier ?? 'T10',
        company_name: companyName,
        contact_name: input.contactName ?? null,
        url_name: companyName ? titleSlug(companyName) : null,
        street: input.address.street ?? null,
        zip: input.address.zip,
        city: input.address.city,
        state_slug: place.stateSlug,
        lat: place.lat,
        lon: place.lon,
        homepage: input.homepage ?? null,
        email: input.email,
        ratings_count: ratings?.ratingsCount ?? 0,
        ratings_stars: ratings?.ratingsStars ?? 0,
        ratings_enabled: ratings?.ratingsEnabled ? 1 : 0,
        ratings_review_url: ratings?.ratingsReviewUrl ?? null,
        call_tracking: input.callTracking ? 1 : 0,
        company_register: input.type === 'P' ? null : (input.companyRegister ?? null),
        vat_id: input.type === 'P' ? null : (input.vatId ?? null),
        ...writeDealerProfile({
          openingHours: input.openingHours ?? [],
          distribution: ratings?.distribution ?? null,
          reviews: (ratings?.reviews ?? []).map((r) => ({ stars: r.stars, text: r.text, author: r.author ?? null, date: r.date ?? null })),
        }),
      },
      contacts: (input.contacts ?? []).map((c) => ({
        phone_type: c.phoneType,
        formatted_number: c.formattedNumber,
        call_to: (c.callTo ?? c.formattedNumber).replace(/[^0-9+]/g, ''),
      })),
    },
  };
}
