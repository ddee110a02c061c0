/**
 * The demo dealers' enquiries of the last 90 days with their answer times (issue 37 point 4), so the
 * dealer pages and cards show believable 'antwortet meist innerhalb von …' lines. Derived from the
 * seller's id only, never from the seed's random sequence, so the rest of the demo inventory stays
 * exactly as it was. Dealers differ: most answer within hours, some within the day, a few take days,
 * and a few leave most enquiries unanswered; some have too few enquiries for a figure.
 */
import type { Insertable } from 'kysely';
import type { LeadTable } from '../db/schema.ts';
import { ANSWER_WINDOW_DAYS } from '../domain/dealers/answer-times.ts';
import { createSeededRandom, type SeededRandom } from '../domain/random/seeded-random.ts';
import { FIRST_NAMES, SURNAMES } from './austrian-names.ts';

interface AnswerHabit {
  share: number;
  /** median hours of an answer and the spread of its logarithm */
  medianHours: number;
  spread: number;
  /** probability that an enquiry is never answered */
  unanswered: number;
}

const HABITS: readonly AnswerHabit[] = [
  { share: 0.55, medianHours: 1.5, spread: 0.8, unanswered: 0.03 },
  { share: 0.25, medianHours: 7, spread: 0.7, unanswered: 0.08 },
  { share: 0.12, medianHours: 36, spread: 0.5, unanswered: 0.2 },
  { share: 0.08, medianHours: 20, spread: 0.9, unanswered: 0.65 },
];

const QUESTIONS = [
  'Ist das Fahrzeug noch verfügbar?',
  'Wäre eine Probefahrt am Samstag möglich?',
  'Gibt es ein Serviceheft und wann war das letzte Pickerl?',
  'Nehmen Sie meinen Gebrauchten in Zahlung?',
  'Was wäre Ihr bester Preis bei Barzahlung?',
  'Können Sie mir ein Finanzierungsangebot schicken?',
];

const HOUR_MS = 3_600_000;

/** A deterministic UUID-shaped identifier, as the contact API gives a lead. */
function seededUuid(random: SeededRandom): string {
  const hex = Array.from({ length: 32 }, () => random.int(0, 15).toString(16)).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20)}`;
}

/** Daytime hours weigh more: enquiries are written in the evening and at lunch, rarely at night. */
function enquiryTime(random: SeededRandom, now: Date): number {
  const daysAgo = random.int(0, ANSWER_WINDOW_DAYS - 1);
  const hour = random.weighted([7, 9, 11, 12, 13, 15, 17, 19, 20, 21, 22, 23], (h) => (h >= 19 ? 3 : h === 12 || h === 13 ? 2 : h === 23 ? 0.5 : 1));
  const day = new Date(now.getTime() - daysAgo * 24 * HOUR_MS);
  day.setUTCHours(hour - 1, random.int(0, 59), 0, 0);
  return Math.min(day.getTime(), now.getTime() - HOUR_MS);
}

/** One dealer's enquiries; `firstLeadId` numbers them (explicit ids keep a reseed identical). */
export function dealerAnswerHistory(sellerId: number, firstLeadId: number, now: Date): Insertable<LeadTable>[] {
  const random = createSeededRandom(sellerId * 2_654_435_761 + 0xa75);
  const habit = random.weighted(HABITS, (h) => h.share);
  const count = random.weighted([2, 4, 6, 9, 14, 22, 35], (n) => (n <= 4 ? 1 : n >= 22 ? 1.5 : 2.5));
  const rows: Insertable<LeadTable>[] = [];
  for (let i = 0; i < count; i += 1) {
    const created = enquiryTime(random, now);
    const hours = Math.exp(Math.log(habit.medianHours) + habit.spread * random.normal(0, 1));
    const answered = random.chance(habit.unanswered) ? null : created + Math.max(0.1, hours) * HOUR_MS;
    const first = random.pick(FIRST_NAMES);
    const last = random.pick(SURNAMES);
    const identifier = seededUuid(random);
    rows.push({
      id: firstLeadId + i,
      identifier,
      lead_id: `seed-${identifier}`,
      listing_id: null,
      seller_id: sellerId,
      name: `${first} ${last}`,
      email: `${first}.${last}@example.at`
        .toLowerCase()
        .normalize('NFD')
        .replace(/[^a-z0-9.@]/g, ''),
      phone: null,
      comment: random.pick(QUESTIONS),
      automatch: 0,
      send_copy: 0,
      source: 'DealerPage-GW',
      device_category: random.chance(0.6) ? 'mobile' : 'desktop',
      created_at: new Date(created).toISOString(),
      // An answer still to come is not recorded yet.
      answered_at: answered === null || answered > now.getTime() ? null : new Date(answered).toISOString(),
    });
  }
  return rows;
}
