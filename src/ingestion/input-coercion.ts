import { z } from 'zod';
import { formatNumber } from '../domain/format/number-format.ts';
import { parseAustrianNumber } from '../domain/format/number-parse.ts';
import type { FieldIssue } from './ingest-error.ts';

/**
 * Field types shared by the ingestion schemas. JSON bodies carry numbers and booleans; CSV feeds
 * carry text, so each type also accepts its text form ('5,4', 'ja'). An empty value or null is absent.
 */

const blankToUndefined = (value: unknown): unknown => (value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value);

/** Text as an Austrian export writes it ('19.000,-', '84.000 km'); what is not a number stays text and fails as such. */
const toNumber =
  (units: readonly string[]) =>
  (value: unknown): unknown => {
    const v = blankToUndefined(value);
    return typeof v === 'string' ? (parseAustrianNumber(v, units) ?? v) : v;
  };

const TRUE_WORDS = new Set(['true', '1', 'ja', 'j', 'yes', 'y', 'x']);
const FALSE_WORDS = new Set(['false', '0', 'nein', 'n', 'no']);
function toBoolean(value: unknown): unknown {
  const v = blankToUndefined(value);
  if (typeof v === 'number' && (v === 0 || v === 1)) return v === 1;
  if (typeof v !== 'string') return v;
  const word = v.trim().toLowerCase();
  return TRUE_WORDS.has(word) ? true : FALSE_WORDS.has(word) ? false : v;
}

/** Lists arrive as JSON arrays or, in CSV, separated by '|'. */
function toList(value: unknown): unknown {
  const v = blankToUndefined(value);
  return typeof v === 'string'
    ? v
        .split('|')
        .map((s) => s.trim())
        .filter((s) => s !== '')
    : v;
}

const trimmed = (value: unknown): unknown => {
  const v = blankToUndefined(value);
  return typeof v === 'string' ? v.trim() : v;
};

/**
 * Numbers take the units their field may carry in text ('€', 'km'). The range is checked before
 * "integer", so 1e20 is told the field's maximum rather than zod's safe-integer bound.
 */
export const requiredInt = (min: number, max: number, units: readonly string[] = []) => z.preprocess(toNumber(units), z.number().min(min).max(max).int());
export const optionalInt = (min: number, max: number, units: readonly string[] = []) =>
  z.preprocess(toNumber(units), z.number().min(min).max(max).int().optional());
export const optionalDecimal = (min: number, max: number) => z.preprocess(toNumber([]), z.number().min(min).max(max).optional());
export const optionalBoolean = () => z.preprocess(toBoolean, z.boolean().optional());
export const requiredText = (max: number) => z.preprocess(trimmed, z.string().min(1).max(max));
export const optionalText = (max: number) => z.preprocess(trimmed, z.string().max(max).optional());
export const optionalList = <T extends z.ZodType>(item: T, max: number) => z.preprocess(toList, z.array(item).max(max).optional());

/** A taxonomy value: an id (number, or a code such as 'B') or a name ('Benzin'); resolved later. */
export const taxonomyRef = z
  .union([z.number().int(), z.string().trim().min(1).max(100)])
  .describe('Id (Zahl oder Code) oder Name aus der Taxonomie (/api/taxonomy/…)');
export const requiredRef = () => z.preprocess(blankToUndefined, taxonomyRef);
export const optionalRef = () => z.preprocess(blankToUndefined, taxonomyRef.optional());
export type TaxonomyRef = z.infer<typeof taxonomyRef>;

function fieldPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const part of path) out += typeof part === 'number' ? `[${part}]` : out === '' ? String(part) : `.${String(part)}`;
  return out;
}

/**
 * zod's issues (parsed with `reportInput: true`) as short German messages naming the field, in the
 * partner's own field names; one per field, the first (a value too big is not also "unsafe").
 */
export function toFieldIssues(error: z.ZodError, prefix = ''): FieldIssue[] {
  const issues: FieldIssue[] = [];
  const named = new Set<string>();
  for (const issue of error.issues) {
    const base = fieldPath([...(prefix ? [prefix] : []), ...issue.path]);
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) issues.push({ field: base ? `${base}.${key}` : key, message: 'Unbekanntes Feld' });
      continue;
    }
    const field = base || '(Nachricht)';
    if (named.has(field)) continue;
    named.add(field);
    issues.push({ field, message: issueMessage(issue) });
  }
  return issues;
}

/** The offending text in a message, shortened: a whole description would drown the reason. */
const quoted = (input: unknown) => {
  const text = String(input);
  return `'${text.length > 40 ? `${text.slice(0, 40)}…` : text}'`;
};

function issueMessage(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return 'Pflichtfeld fehlt';
      if (issue.expected === 'int') return 'Ganze Zahl erwartet';
      if (issue.expected === 'number' && typeof issue.input === 'string')
        return `Zahl erwartet, nicht ${quoted(issue.input)} (Tausender mit Punkt, Dezimalkomma: 19.000 oder 19.000,50)`;
      return issue.expected === 'number'
        ? 'Zahl erwartet'
        : issue.expected === 'boolean'
          ? 'true oder false erwartet'
          : issue.expected === 'array'
            ? 'Liste erwartet'
            : issue.expected === 'object'
              ? 'Objekt erwartet'
              : 'Text erwartet';
    case 'invalid_union':
      return 'ID oder Name erwartet';
    case 'too_small':
      return issue.origin === 'string'
        ? Number(issue.minimum) <= 1
          ? 'Darf nicht leer sein'
          : `Mindestens ${issue.minimum} Zeichen`
        : `Mindestens ${formatNumber(Number(issue.minimum))}`;
    case 'too_big':
      return issue.origin === 'string'
        ? `Höchstens ${issue.maximum} Zeichen`
        : issue.origin === 'array'
          ? `Höchstens ${issue.maximum} Einträge`
          : `Höchstens ${formatNumber(Number(issue.maximum))}`;
    case 'invalid_format':
      return 'Ungültiges Format';
    case 'invalid_value':
      return `Erlaubt: ${issue.values.map(String).join(', ')}`;
    case 'not_multiple_of':
      return 'Ganze Zahl erwartet';
    default:
      return issue.message;
  }
}
