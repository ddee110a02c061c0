/**
 * The words of advance-payment fraud in a German message or listing text (issue 37 point 1). Watchlist
 * Internet and the Europäische Verbraucherzentrum Österreich describe the pattern: the "seller" is abroad,
 * wants a deposit or the whole price by transfer, Western Union or gift cards, sends the car through a
 * "Spedition" with a fake "Treuhand" service and moves the buyer to WhatsApp or e-mail, away from the
 * portal's fraud detection. Each signal carries a weight: the strong ones alone are enough, the weak
 * ones ('Anzahlung', 'Kaution', 'Spedition') only count together, because honest ads use them too
 * ('Anzahlung ab 0 %' in a dealer's financing text, 'Lieferung per Spedition möglich').
 */

export type ScamTextSignalKind = 'iban' | 'bic' | 'payment-service' | 'escrow' | 'advance-payment' | 'shipping' | 'messenger' | 'foreign-mobile' | 'email';

export interface ScamTextSignal {
  kind: ScamTextSignalKind;
  /** the words as they stand in the text, for the moderator */
  match: string;
  /** 1 is enough on its own; 0.5 needs a second signal */
  weight: number;
}

/** a buyer's enquiry (to any seller: the buyer's words are what count), or a private or dealer listing text */
export type ScamTextContext = { source: 'enquiry' } | { source: 'listing'; seller: 'private' | 'dealer' };

const dealerListing = (context: ScamTextContext) => context.source === 'listing' && context.seller === 'dealer';

export interface ScamTextCheck {
  signals: ScamTextSignal[];
  /** the weights add up to a suspicion */
  suspicious: boolean;
}

const STRONG = 1;
const WEAK = 0.5;

/** 'keine Anzahlung', 'ohne Treuhand', 'kein Versand': honest sellers write what they will not do */
const NEGATION = /\b(?:kein(?:e|en|er)?|ohne|nicht|nie|niemals)\b[^.!?;\n]{0,40}$/i;

function negated(text: string, index: number): boolean {
  return NEGATION.test(text.slice(Math.max(0, index - 60), index));
}

interface WordRule {
  kind: ScamTextSignalKind;
  pattern: RegExp;
  weight: (context: ScamTextContext, text: string, index: number) => number;
}

const always = (weight: number) => () => weight;

/** 'Anzahlung ab 0 %', 'ohne Anzahlung finanzieren': a dealer's financing or leasing offer */
const FINANCING = /finanzier|leasing|kredit|rate[n]?\b|restwert|laufzeit|effektiv|sollzins|%/i;

/** `\b` does not see a word start before 'Ü' without the u flag: the rules look behind for a letter instead */
const WORD_RULES: readonly WordRule[] = [
  {
    kind: 'payment-service',
    pattern:
      /(?<![\p{L}\p{N}])(?:western\s*union|money\s*gram|paysafe\s*card|paysafe|(?:amazon|itunes|apple|google[-\s]?play|steam)[-\s]?(?:gutschein|karte|guthaben|gift\s*card)\w*|geschenkkarten?|gutscheinkarten?|gift\s*cards?|bitcoin\w*|btc|krypto\w*|crypto\w*|ethereum|usdt|tether|paypal\s+(?:an\s+)?(?:freunde|familie)\w*)/giu,
    weight: always(STRONG),
  },
  {
    kind: 'escrow',
    pattern: /(?<![\p{L}\p{N}])(?:treuh[aä]nd\w*|escrow\w*|(?:dhl|ups|fedex|post)[-\s]?(?:käuferschutz|treuhand)\w*|käuferschutzprogramm\w*)/giu,
    weight: always(STRONG),
  },
  {
    kind: 'advance-payment',
    pattern:
      /(?<![\p{L}\p{N}])(?:vorauszahlung\w*|vorauskasse|(?:im\s+voraus|vorab|vorher)\s+(?:zu\s+)?(?:überweis\w*|bezahl\w*|zahl\w*)|überweis\w*\s+(?:im\s+voraus|vorab|vorher)|reservierungsgebühr\w*|transportgebühr\w*|bearbeitungsgebühr\w*)/giu,
    weight: always(STRONG),
  },
  {
    kind: 'advance-payment',
    pattern: /(?<![\p{L}\p{N}])(?:anzahlung\w*|kaution\w*)/giu,
    weight: (context, text, index) => {
      const around = text.slice(Math.max(0, index - 60), index + 60);
      return dealerListing(context) && FINANCING.test(around) ? 0 : WEAK;
    },
  },
  {
    kind: 'shipping',
    pattern:
      /(?<![\p{L}\p{N}])(?:spedition\w*|speditions\w*|transportunternehmen|transportfirma|versandkosten|lieferkosten|transportkosten|(?:lieferung|zustellung)\s+(?:bis\s+)?(?:vor\s+die\s+haustür|nach\s+hause|zu\s+ihnen))/giu,
    weight: always(WEAK),
  },
  {
    kind: 'messenger',
    pattern:
      /(?<![\p{L}\p{N}])(?:whats\s?app|telegram|viber|threema|wechat|t\.me\/\w+|(?:per|über|auf|via|bei)\s+signal\b|signal[-\s]?(?:nummer|messenger|app))/giu,
    // a dealer offering WhatsApp beside the phone is common; a buyer or private seller pushing there is the pattern
    weight: (context) => (dealerListing(context) ? WEAK : STRONG),
  },
];

const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)*\.[a-z]{2,}/gi;

/** country codes and the first digits of their mobile numbers; a code not listed here counts as mobile */
const MOBILE_PREFIXES: Readonly<Record<string, readonly string[]>> = {
  '49': ['15', '16', '17'],
  '41': ['7'],
  '44': ['7'],
  '33': ['6', '7'],
  '39': ['3'],
  '34': ['6', '7'],
  '31': ['6'],
  '32': ['4'],
  '36': ['20', '30', '31', '50', '70'],
  '420': ['6', '7'],
  '421': ['9'],
  '386': ['3', '4', '5', '6', '7'],
  '385': ['9'],
  '48': ['4', '5', '6', '7', '8'],
  '40': ['7'],
  '423': ['6', '7'],
  '352': ['6'],
};
const COUNTRY_CODES = Object.keys(MOBILE_PREFIXES).sort((a, b) => b.length - a.length);

const INTERNATIONAL_NUMBER = /(?<![\w.,])(?:\+|00)\s?(\d[\d\s/().-]{6,18}\d)/g;

function foreignMobile(digits: string): boolean {
  if (digits.startsWith('43')) return false;
  const code = COUNTRY_CODES.find((c) => digits.startsWith(c));
  if (!code) return true;
  const national = digits.slice(code.length).replace(/^0/, '');
  return (MOBILE_PREFIXES[code] ?? []).some((p) => national.startsWith(p));
}

const IBAN_CANDIDATE = /\b[A-Z]{2}\d{2}(?:[ ]?[A-Z0-9]){11,30}\b/g;
const IBAN_LENGTHS: Readonly<Record<string, number>> = {
  AT: 20,
  DE: 22,
  CH: 21,
  LI: 21,
  IT: 27,
  ES: 24,
  FR: 27,
  GB: 22,
  NL: 18,
  BE: 16,
  PL: 28,
  RO: 24,
  HU: 28,
  CZ: 24,
  SK: 24,
  SI: 19,
  HR: 21,
  LT: 20,
  LV: 21,
  BG: 22,
  PT: 25,
  IE: 22,
  LU: 20,
};

/** ISO 13616 check: the country and check digits moved to the end, letters as numbers, mod 97 = 1 */
export function validIban(candidate: string): boolean {
  const iban = candidate.replace(/\s+/g, '').toUpperCase();
  const expected = IBAN_LENGTHS[iban.slice(0, 2)];
  if (expected !== undefined && iban.length !== expected) return false;
  if (iban.length < 15 || iban.length > 34) return false;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const ch of rearranged) {
    const value = ch >= 'A' && ch <= 'Z' ? String(ch.charCodeAt(0) - 55) : ch;
    for (const digit of value) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

const BIC = /\b(?:BIC|SWIFT)(?:[-\s]?Code)?\s*:?\s*([A-Z]{6}[A-Z0-9]{2}(?:[A-Z0-9]{3})?)\b/g;

function ibanSignals(text: string): ScamTextSignal[] {
  const signals: ScamTextSignal[] = [];
  for (const m of text.matchAll(IBAN_CANDIDATE)) {
    // the candidate may run into the next word: try the longest prefix that is a valid IBAN
    const compact = m[0].replace(/\s+/g, '');
    for (let end = Math.min(compact.length, 34); end >= 15; end--) {
      if (validIban(compact.slice(0, end))) {
        signals.push({ kind: 'iban', match: compact.slice(0, end), weight: STRONG });
        break;
      }
    }
  }
  for (const m of text.matchAll(BIC)) signals.push({ kind: 'bic', match: m[1] ?? m[0], weight: STRONG });
  return signals;
}

function phoneSignals(text: string): ScamTextSignal[] {
  const signals: ScamTextSignal[] = [];
  for (const m of text.matchAll(INTERNATIONAL_NUMBER)) {
    const digits = (m[1] ?? '').replace(/\D/g, '');
    if (digits.length >= 8 && foreignMobile(digits)) signals.push({ kind: 'foreign-mobile', match: m[0].trim(), weight: STRONG });
  }
  return signals;
}

export function scamTextSignals(text: string, context: ScamTextContext): ScamTextSignal[] {
  const signals: ScamTextSignal[] = [...ibanSignals(text), ...phoneSignals(text)];
  for (const rule of WORD_RULES) {
    for (const m of text.matchAll(rule.pattern)) {
      if (negated(text, m.index)) continue;
      const weight = rule.weight(context, text, m.index);
      if (weight > 0) signals.push({ kind: rule.kind, match: m[0], weight });
    }
  }
  // an address in a private ad's text invites the buyer to write outside the portal
  if (context.source === 'listing' && context.seller === 'private')
    for (const m of text.matchAll(EMAIL)) signals.push({ kind: 'email', match: m[0], weight: STRONG });
  return signals;
}

/** the same words twice weigh once: 'Anzahlung … Anzahlung' is one weak signal, not a strong one */
export function checkScamText(text: string, context: ScamTextContext): ScamTextCheck {
  const signals = scamTextSignals(text, context);
  const byWord = new Map<string, number>();
  for (const s of signals) {
    const key = `${s.kind}:${s.match.toLowerCase()}`;
    byWord.set(key, Math.max(byWord.get(key) ?? 0, s.weight));
  }
  const score = [...byWord.values()].reduce((sum, w) => sum + w, 0);
  return { signals, suspicious: score >= STRONG };
}

/** the matched words, once each, for the moderation list */
export function matchedWords(signals: readonly ScamTextSignal[]): string[] {
  return [...new Set(signals.map((s) => s.match))];
}
