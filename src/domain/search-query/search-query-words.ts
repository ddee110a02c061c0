/**
 * The words of a free-text search (src/domain/search-query/search-query-parser.ts): the catalogue it
 * knows, typed text cut into tokens, the word index compiled once from vocabulary and catalogue, and
 * the walk that turns tokens into items (the longest known phrase, one-edit and inflected forms).
 */
import type { StateSlug } from '../geo/austrian-states.ts';
import { MAKE_ALIASES, MODEL_ALIASES, VOCABULARY, type NumberCue, type NumberUnit, type WordMeaning } from './search-query-vocabulary.ts';

export interface CatalogueNamed<I> {
  id: I;
  name: string;
}
/** What the parser knows of the marketplace: the taxonomy's makes, models, places and names. */
export interface SearchQueryCatalogue {
  makes: readonly { id: number; name: string; models: readonly { id: number; name: string }[] }[];
  cities: readonly { name: string; zip: string; lat: number; lon: number }[];
  states: readonly { slug: StateSlug; name: string }[];
  bodyTypes: readonly CatalogueNamed<number>[];
  fuels: readonly CatalogueNamed<string>[];
  transmissions: readonly CatalogueNamed<number>[];
  bodyColors: readonly CatalogueNamed<number>[];
  equipment: readonly CatalogueNamed<number>[];
  offerTypes: readonly CatalogueNamed<string>[];
}

// ---------------------------------------------------------------------------------------------
// words

export interface Token {
  /** normalised form */
  norm: string;
  /** as typed */
  text: string;
  start: number;
  end: number;
  /** the value when the token is a number ('20.000' → 20000, '2,5' → 2.5) */
  num: number | null;
  /** the typed digits: a postcode or a year keeps its form */
  digits: number;
  /** joined to the previous token without a space ('ID.3', 'C-Klasse', '15k') */
  joined: boolean;
}

const TOKEN_PATTERN = /\d{1,3}(?:[.'’]\d{3})+(?!\d)|\d{1,3}(?: (?:000|500))+(?!\d)|\d+(?:[.,]\d{1,2})?(?!\d)|\p{L}+|€|\//gu;

/** Lower case, umlauts as ae/oe/ue, ß as ss, other accents dropped ('Škoda' → 'skoda'). */
export function normaliseWord(text: string): string {
  return text.toLowerCase().replace(/ä/g, 'ae').replace(/ö/g, 'oe').replace(/ü/g, 'ue').replace(/ß/g, 'ss').normalize('NFD').replace(/\p{M}/gu, '');
}

export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let previousEnd = -1;
  for (const match of text.matchAll(TOKEN_PATTERN)) {
    const raw = match[0];
    const start = match.index;
    const isNumber = /^\d/.test(raw);
    const digits = isNumber ? raw.replace(/\D/g, '').length : 0;
    const num = isNumber ? Number(/^\d{1,3}(?:[.'’ ]\d{3})+$/.test(raw) ? raw.replace(/\D/g, '') : raw.replace(',', '.')) : null;
    const between = previousEnd < 0 ? ' ' : text.slice(previousEnd, start);
    tokens.push({ norm: normaliseWord(raw), text: raw, start, end: start + raw.length, num, digits, joined: !/\s/.test(between) && previousEnd >= 0 });
    previousEnd = start + raw.length;
  }
  return tokens;
}

/** A phrase's key: its normalised tokens with spaces, and (for 'ID.3', 'T-Roc', 'A4') without. */
function phraseKeys(phrase: string): string[] {
  const tokens = tokenize(phrase).map((t) => t.norm);
  const spaced = tokens.join(' ');
  const joined = tokens.join('');
  return spaced === joined ? [spaced] : [spaced, joined];
}

// ---------------------------------------------------------------------------------------------
// the index

export interface CityPlace {
  name: string;
  zip: string;
  lat: number;
  lon: number;
}
export interface ModelCandidate {
  make: number;
  model: number;
  needsMake: boolean;
}

export type Meaning = WordMeaning | { kind: 'make'; make: number } | { kind: 'model'; candidates: ModelCandidate[] } | { kind: 'city'; city: CityPlace };

const MAX_PHRASE_TOKENS = 5;
const FUZZY_MIN_LENGTH = 5;
const INFLECTION_ENDINGS = ['en', 'er', 'es', 'em', 'e', 's', 'n'] as const;
const INFLECTING_KINDS = new Set<Meaning['kind']>(['colour', 'body', 'fuel', 'gear', 'offer', 'equipment', 'seller']);
export const ROMAN_GENERATIONS = new Set(['ii', 'iii', 'iv', 'v', 'vi', 'vii', 'viii']);

export interface CompiledIndex {
  phrases: Map<string, Meaning[]>;
  /** keys without spaces of at least FUZZY_MIN_LENGTH - 1 characters, by length */
  fuzzyKeys: Map<number, string[]>;
  zips: Map<string, CityPlace>;
  catalogue: SearchQueryCatalogue;
  makeNames: Map<number, string>;
  modelNames: Map<number, string>;
  modelCountByMake: Map<number, number>;
}

function addPhrase(index: Map<string, Meaning[]>, phrase: string, meaning: Meaning) {
  for (const key of phraseKeys(phrase)) {
    if (key === '') continue;
    const list = index.get(key) ?? [];
    if (meaning.kind === 'model') {
      const existing = list.find((m): m is Extract<Meaning, { kind: 'model' }> => m.kind === 'model');
      if (existing) {
        for (const c of meaning.candidates) if (!existing.candidates.some((e) => e.model === c.model)) existing.candidates.push(c);
        index.set(key, list);
        continue;
      }
      list.push({ kind: 'model', candidates: [...meaning.candidates] });
    } else if (!list.some((m) => JSON.stringify(m) === JSON.stringify(meaning))) {
      list.push(meaning);
    }
    index.set(key, list);
  }
}

/** Model names that say little without their make: numbers ('3', '308'), one or two letters ('e', 'GT'). */
function needsMake(name: string): boolean {
  const plain = normaliseWord(name).replace(/[^a-z0-9]/g, '');
  return /^\d+$/.test(plain) || /^[a-z]{1,2}$/.test(plain);
}

export function compileIndex(catalogue: SearchQueryCatalogue): CompiledIndex {
  const phrases = new Map<string, Meaning[]>();
  const makeByName = new Map(catalogue.makes.map((m) => [m.name, m]));
  for (const [phrase, meaning] of VOCABULARY) addPhrase(phrases, phrase, meaning);
  const generic = new Set(phrases.keys());
  for (const make of catalogue.makes) {
    addPhrase(phrases, make.name, { kind: 'make', make: make.id });
    for (const model of make.models) {
      const key = phraseKeys(model.name)[0] ?? '';
      // a model named like a common word ('Transporter', 'Roadster', 'Coupé') counts only with its make
      const candidate = { make: make.id, model: model.id, needsMake: needsMake(model.name) || generic.has(key) };
      addPhrase(phrases, model.name, { kind: 'model', candidates: [candidate] });
      // 'C-Klasse' is typed 'C Klasse', 'C-Class' and 'CKlasse'; the tokenizer gives all but 'Class'
    }
  }
  for (const [alias, makeName] of MAKE_ALIASES) {
    const make = makeByName.get(makeName);
    if (make) addPhrase(phrases, alias, { kind: 'make', make: make.id });
  }
  for (const [alias, makeName, modelName] of MODEL_ALIASES) {
    const make = makeByName.get(makeName);
    const model = make?.models.find((m) => m.name === modelName);
    if (make && model) addPhrase(phrases, alias, { kind: 'model', candidates: [{ make: make.id, model: model.id, needsMake: false }] });
  }
  for (const state of catalogue.states) addPhrase(phrases, state.name, { kind: 'state', slug: state.slug });
  const zips = new Map<string, CityPlace>();
  for (const city of catalogue.cities) {
    addPhrase(phrases, city.name, { kind: 'city', city });
    // 'St. Pölten' is also 'Sankt Pölten'; 'Klagenfurt am Wörthersee' is 'Klagenfurt'
    if (/^St\. /.test(city.name)) addPhrase(phrases, city.name.replace(/^St\. /, 'Sankt '), { kind: 'city', city });
    const short = city.name.replace(/ (am|an der|im|in|bei) .*$/, '');
    if (short !== city.name && !phrases.has(normaliseWord(short))) addPhrase(phrases, short, { kind: 'city', city });
    if (!zips.has(city.zip)) zips.set(city.zip, city);
  }
  const fuzzyKeys = new Map<number, string[]>();
  for (const [key, meanings] of phrases) {
    if (key.includes(' ') || key.length < FUZZY_MIN_LENGTH - 1 || /\d/.test(key)) continue;
    // a strong trim is typed wrong too ('Alspace'); a weak one ('Style') is too common a word
    const notFuzzy = (m: Meaning) => m.kind === 'filler' || m.kind === 'cue' || m.kind === 'unit' || m.kind === 'negation' || (m.kind === 'trim' && m.weak);
    if (meanings.every(notFuzzy)) continue;
    const list = fuzzyKeys.get(key.length) ?? [];
    list.push(key);
    fuzzyKeys.set(key.length, list);
  }
  return {
    phrases,
    fuzzyKeys,
    zips,
    catalogue,
    makeNames: new Map(catalogue.makes.map((m) => [m.id, m.name])),
    modelNames: new Map(catalogue.makes.flatMap((m) => m.models.map((model) => [model.id, model.name] as const))),
    modelCountByMake: new Map(catalogue.makes.map((m) => [m.id, m.models.length])),
  };
}

/** At most one edit (insert, delete, replace, swap of neighbours) between a and b. */
function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  const la = a.length;
  const lb = b.length;
  if (Math.abs(la - lb) > 1) return false;
  let i = 0;
  while (i < la && i < lb && a[i] === b[i]) i++;
  if (la === lb) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  return la > lb ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

// ---------------------------------------------------------------------------------------------
// reading

export interface Item {
  from: number;
  to: number;
  meanings: Meaning[] | null;
}

function lookup(index: CompiledIndex, tokens: readonly Token[], at: number): Item | null {
  for (let length = Math.min(MAX_PHRASE_TOKENS, tokens.length - at); length >= 1; length--) {
    const slice = tokens.slice(at, at + length);
    const spaced = slice.map((t) => t.norm).join(' ');
    const found =
      index.phrases.get(spaced) ??
      (length > 1 && slice.every((t, i) => i === 0 || t.joined) ? index.phrases.get(slice.map((t) => t.norm).join('')) : undefined);
    // 'RS 4x4' is no 'RS 4': a phrase ending in a number does not cut a typed word in two
    const next = tokens[at + length];
    if (found && length > 1 && slice[length - 1]?.num !== null && next?.joined) continue;
    if (found) return { from: at, to: at + length, meanings: found };
  }
  return null;
}

function approximate(index: CompiledIndex, token: Token): Meaning[] | null {
  const word = token.norm;
  if (token.num !== null || word.length < 3) return null;
  for (const ending of INFLECTION_ENDINGS) {
    if (!word.endsWith(ending) || word.length - ending.length < 3) continue;
    const found = index.phrases.get(word.slice(0, -ending.length))?.filter((m) => INFLECTING_KINDS.has(m.kind));
    if (found && found.length > 0) return found;
  }
  if (word.length < FUZZY_MIN_LENGTH) return null;
  for (const length of [word.length, word.length - 1, word.length + 1]) {
    for (const key of index.fuzzyKeys.get(length) ?? []) {
      if (key.length >= FUZZY_MIN_LENGTH && withinOneEdit(word, key)) return index.phrases.get(key) ?? null;
    }
  }
  return null;
}

export function segment(index: CompiledIndex, tokens: readonly Token[]): Item[] {
  const items: Item[] = [];
  let at = 0;
  while (at < tokens.length) {
    const token = tokens[at] as Token;
    // a number is read by the number rules unless it is part of a longer name ('ID.3', '4x4', 'MG4')
    const found = lookup(index, tokens, at);
    if (found && (token.num === null || found.to - found.from > 1)) {
      items.push(found);
      at = found.to;
      continue;
    }
    if (token.num !== null || token.norm === '/') {
      items.push({ from: at, to: at + 1, meanings: found?.meanings ?? null });
      at += 1;
      continue;
    }
    items.push({ from: at, to: at + 1, meanings: approximate(index, token) });
    at += 1;
  }
  return items;
}

export const cueOf = (item: Item | undefined): NumberCue | null => {
  const m = item?.meanings?.find((x): x is Extract<Meaning, { kind: 'cue' }> => x.kind === 'cue');
  return m ? m.cue : null;
};
export const unitOf = (item: Item | undefined): NumberUnit | null => {
  const m = item?.meanings?.find((x): x is Extract<Meaning, { kind: 'unit' }> => x.kind === 'unit');
  return m ? m.unit : null;
};
