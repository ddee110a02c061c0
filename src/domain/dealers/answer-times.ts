/**
 * Dealer answer times (issue 37 point 4): how fast a seller answers enquiries, from when each lead
 * arrived and when the seller recorded its answer ('Anfrage beantwortet' link or partner API).
 *
 * - Window: the enquiries of the last 90 days, so a dealer who got better is judged by now, not by last year.
 * - An enquiry younger than 24 h that is not answered yet is left out: it may still be answered in time.
 * - An enquiry never answered counts as slower than every answer (it pulls the median up, and is
 *   not within 24 h); when more than half were never answered there is no median to show.
 * - Shown only from 5 counted enquiries on: fewer say more about chance than about the dealer.
 */
export const ANSWER_WINDOW_DAYS = 90;
export const MIN_ENQUIRIES_SHOWN = 5;
const MINUTE_MS = 60_000;
const DAY_MINUTES = 24 * 60;

export interface EnquiryTiming {
  createdAt: string;
  answeredAt: string | null;
}

export interface AnswerFigures {
  /** enquiries counted (see the rules above) */
  enquiries: number;
  /** median minutes from enquiry to answer; null when none counted or more than half unanswered */
  medianMinutes: number | null;
  /** whole percent of counted enquiries answered within 24 h; null when none counted */
  withinDayPercent: number | null;
}

/** The earliest enquiry time that still counts at `now`, as an ISO string (repositories read from it). */
export function answerWindowStart(now: Date): string {
  return new Date(now.getTime() - ANSWER_WINDOW_DAYS * DAY_MINUTES * MINUTE_MS).toISOString();
}

export function answerFigures(enquiries: readonly EnquiryTiming[], now: Date): AnswerFigures {
  const since = Date.parse(answerWindowStart(now));
  const minutes: number[] = [];
  for (const { createdAt, answeredAt } of enquiries) {
    const created = Date.parse(createdAt);
    if (created < since) continue;
    if (answeredAt !== null) minutes.push(Math.max(0, (Date.parse(answeredAt) - created) / MINUTE_MS));
    else if (now.getTime() - created >= DAY_MINUTES * MINUTE_MS) minutes.push(Number.POSITIVE_INFINITY);
  }
  if (minutes.length === 0) return { enquiries: 0, medianMinutes: null, withinDayPercent: null };
  minutes.sort((a, b) => a - b);
  const middle = minutes.length / 2;
  const median = minutes.length % 2 === 1 ? minutes[Math.floor(middle)]! : (minutes[middle - 1]! + minutes[middle]!) / 2;
  const withinDay = minutes.filter((m) => m <= DAY_MINUTES).length;
  return {
    enquiries: minutes.length,
    medianMinutes: Number.isFinite(median) ? Math.round(median) : null,
    withinDayPercent: Math.round((withinDay / minutes.length) * 100),
  };
}

export interface AnswerTimeTexts {
  /** 'antwortet meist innerhalb von 3 Std.'; null when most enquiries went unanswered */
  time: string | null;
  /** '95 % der Anfragen in 24 Std. beantwortet' */
  share: string;
}

/**
 * The German lines of a dealer page and card. 'innerhalb von' is an upper bound, so times round up:
 * under an hour reads '1 Std.', up to a day whole hours ('24 Std.'), beyond it whole days ('2 Tagen').
 */
export function answerTimeTexts(figures: AnswerFigures): AnswerTimeTexts | null {
  if (figures.enquiries < MIN_ENQUIRIES_SHOWN || figures.withinDayPercent === null) return null;
  return {
    time: figures.medianMinutes === null ? null : `antwortet meist innerhalb von ${answerBound(figures.medianMinutes)}`,
    share: `${figures.withinDayPercent} % der Anfragen in 24 Std. beantwortet`,
  };
}

function answerBound(minutes: number): string {
  if (minutes <= DAY_MINUTES) return `${Math.max(1, Math.ceil(minutes / 60))} Std.`;
  const days = Math.ceil(minutes / DAY_MINUTES);
  return `${days} Tagen`;
}
