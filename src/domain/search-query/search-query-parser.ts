/**
 * Search in your own words (issue 29): a sentence such as 'Octavia Kombi Diesel Automatik bis
 * 20.000 € ab 2018 bei Linz' becomes the ordinary `SearchFilters`, with what each part was
 * understood as and the words that were not used. Deterministic and pure: the catalogue (makes and
 * models, places) comes in as data, `compileSearchQueryParser` builds the word index once, and each
 * parse is a walk over the typed words (well under a millisecond).
 *
 * Reading rules, in order: words are normalised (case, umlauts ä→ae, accents, ß→ss); the longest
 * known phrase wins ('sehr guter Preis' before 'guter Preis'); an unknown word of 5+ letters may
 * differ from a known one by one edit, or be an inflected form ('schwarzer', 'Kombis'); numbers are
 * read with the cue before them ('bis', 'ab', 'zwischen … und', 'Baujahr', 'nicht älter als') and
 * the unit after them ('€', 'k', 'Tsd', 'km', 'tkm', 'PS', 'kW', 'Jahre', 'Sitzer').
 */
import { formatKm, formatNumber, formatPrice } from '../format/number-format.ts';
import type { StateSlug } from '../geo/austrian-states.ts';
import { gradeDefinition, type PriceGrade } from '../pricing/price-rating.ts';
import { createFilters, type SearchFilters } from '../search/search-filters.ts';
import { SEARCH_NUMBER_MAX } from '../search/search-params.ts';
import { DEFAULT_RADIUS_KM, MAX_MAKE_MODEL_PAIRS, PARTICULARITY_LABELS, SORT_LABELS, type Particularity } from '../search/search-options.ts';
import { MAKE_ALIASES, MODEL_ALIASES, PREFERRED_MAKES, VOCABULARY, type NumberCue, type NumberUnit, type WordMeaning } from './search-query-vocabulary.ts';

// ---------------------------------------------------------------------------------------------
// input and output

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

export type UnderstoodFilter =
  | 'make'
  | 'model'
  | 'body'
  | 'fuel'
  | 'gear'
  | 'price'
  | 'registration'
  | 'mileage'
  | 'power'
  | 'place'
  | 'state'
  | 'equipment'
  | 'seats'
  | 'colour'
  | 'seller'
  | 'offer'
  | 'accident'
  | 'priceRating'
  | 'sort'
  | 'evRange';

/** One understood part: the words as typed, the filter it sets and that filter's label. */
export interface UnderstoodTerm {
  text: string;
  filter: UnderstoodFilter;
  label: string;
}

export interface SearchQueryReading {
  filters: SearchFilters;
  understood: UnderstoodTerm[];
  /** the typed words that set no filter, in their order */
  unrecognized: string[];
}

// ---------------------------------------------------------------------------------------------
// words

interface Token {
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

function tokenize(text: string): Token[] {
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

interface CityPlace {
  name: string;
  zip: string;
  lat: number;
  lon: number;
}
interface ModelCandidate {
  make: number;
  model: number;
  needsMake: boolean;
}

type Meaning = WordMeaning | { kind: 'make'; make: number } | { kind: 'model'; candidates: ModelCandidate[] } | { kind: 'city'; city: CityPlace };

const MAX_PHRASE_TOKENS = 5;
const FUZZY_MIN_LENGTH = 5;
const INFLECTION_ENDINGS = ['en', 'er', 'es', 'em', 'e', 's', 'n'] as const;
const INFLECTING_KINDS = new Set<Meaning['kind']>(['colour', 'body', 'fuel', 'gear', 'offer', 'equipment', 'seller']);
const ROMAN_GENERATIONS = new Set(['ii', 'iii', 'iv', 'v', 'vi', 'vii', 'viii']);

interface CompiledIndex {
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

function compileIndex(catalogue: SearchQueryCatalogue): CompiledIndex {
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
    if (meanings.every((m) => m.kind === 'filler' || m.kind === 'cue' || m.kind === 'unit' || m.kind === 'negation' || m.kind === 'trim')) continue;
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

interface Item {
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

function segment(index: CompiledIndex, tokens: readonly Token[]): Item[] {
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

const cueOf = (item: Item | undefined): NumberCue | null => {
  const m = item?.meanings?.find((x): x is Extract<Meaning, { kind: 'cue' }> => x.kind === 'cue');
  return m ? m.cue : null;
};
const unitOf = (item: Item | undefined): NumberUnit | null => {
  const m = item?.meanings?.find((x): x is Extract<Meaning, { kind: 'unit' }> => x.kind === 'unit');
  return m ? m.unit : null;
};

/** One reading of the text, built up while walking the items. */
class Reading {
  readonly filters = createFilters();
  readonly understood: (UnderstoodTerm & { from: number })[] = [];
  readonly used = new Set<number>();
  constructor(
    private readonly text: string,
    private readonly tokens: readonly Token[],
  ) {}

  textOf(from: number, to: number): string {
    const first = this.tokens[from] as Token;
    const last = this.tokens[to - 1] as Token;
    return this.text.slice(first.start, last.end);
  }

  understand(from: number, to: number, filter: UnderstoodFilter, label: string) {
    for (let i = from; i < to; i++) this.used.add(i);
    this.understood.push({ text: this.textOf(from, to), filter, label, from });
  }

  silent(from: number, to: number) {
    for (let i = from; i < to; i++) this.used.add(i);
  }
}

export interface SearchQueryParser {
  parse(text: string, now: Date): SearchQueryReading;
}

/** Builds the word index of `catalogue` once; `parse` then reads any number of texts. */
export function compileSearchQueryParser(catalogue: SearchQueryCatalogue): SearchQueryParser {
  const index = compileIndex(catalogue);
  return { parse: (text, now) => parseWith(index, text, now.getFullYear()) };
}

const nameIn = <I>(list: readonly CatalogueNamed<I>[], id: I) => list.find((x) => x.id === id)?.name ?? String(id);
const addUnique = <T>(list: T[], value: T) => {
  if (!list.includes(value)) list.push(value);
};

function parseWith(index: CompiledIndex, text: string, currentYear: number): SearchQueryReading {
  const tokens = tokenize(text);
  const items = segment(index, tokens);
  const reading = new Reading(text, tokens);
  const { filters } = reading;
  const { catalogue } = index;

  const mentionedMakes = new Set<number>();
  for (const item of items) for (const m of item.meanings ?? []) if (m.kind === 'make') mentionedMakes.add(m.make);

  const isYear = (n: number, digits: number) => digits === 4 && n >= 1900 && n <= currentYear + 1;
  const numberAt = (i: number): Token | null => {
    const item = items[i];
    if (!item || item.to - item.from !== 1) return null;
    const token = tokens[item.from] as Token;
    return token.num === null ? null : token;
  };

  let lastModelItem = -1;
  let negated = false;

  for (let i = 0; i < items.length; i++) {
    const item = items[i] as Item;
    if (reading.used.has(item.from)) continue;
    const meanings = item.meanings;

    // 'ohne AHK', 'kein Diesel': the next thing is not understood, so both words are shown back
    if (meanings?.some((m) => m.kind === 'negation')) {
      negated = true;
      continue;
    }
    if (negated) {
      negated = false;
      continue;
    }

    const model = meanings?.find((m): m is Extract<Meaning, { kind: 'model' }> => m.kind === 'model');
    const withMake = model?.candidates.filter((c) => mentionedMakes.has(c.make)) ?? [];
    // a number is a model only right after its make's mention ('Peugeot 2008'), never after a cue ('ab 2008')
    const num = numberAt(i);
    if (num && !(withMake.length > 0 && cueOf(items[i - 1]) === null)) {
      const consumed = readNumber(i);
      if (consumed > 0) {
        i += consumed - 1;
        continue;
      }
    }

    if (!meanings) continue;
    const cue = cueOf(item);
    if (cue && (numberAt(i + 1) || (cueOf(items[i + 1]) && numberAt(i + 2)))) {
      const consumed = readNumber(i);
      if (consumed > 0) {
        i += consumed - 1;
        continue;
      }
    }

    const others = meanings.filter((m) => m.kind !== 'model' && m.kind !== 'make');
    const make = meanings.find((m): m is Extract<Meaning, { kind: 'make' }> => m.kind === 'make');
    if (make && !(model && withMake.length > 0 && !mentionedMakes.has(make.make))) {
      addMake(make.make, item);
      continue;
    }
    if (model) {
      const standalone = model.candidates.filter((c) => !c.needsMake);
      const pick = withMake.length > 0 ? withMake : others.length > 0 ? [] : standalone;
      if (pick.length > 0) {
        addModel(choose(pick), item);
        lastModelItem = i;
        continue;
      }
    }
    if (others.length === 0) continue;
    if (others.some((m) => m.kind === 'trim') && lastModelItem === i - 1) {
      extendLastModel(item);
      lastModelItem = i;
      continue;
    }
    applyMeaning(others, item);
  }

  function choose(candidates: ModelCandidate[]): ModelCandidate {
    const preferred = candidates.find((c) => PREFERRED_MAKES.includes(index.makeNames.get(c.make) ?? ''));
    return (
      preferred ?? ([...candidates].sort((a, b) => (index.modelCountByMake.get(b.make) ?? 0) - (index.modelCountByMake.get(a.make) ?? 0))[0] as ModelCandidate)
    );
  }

  function addMake(makeId: number, item: Item) {
    const pairs = filters.makeModels;
    if (!pairs.some((p) => p.make === makeId) && pairs.length < MAX_MAKE_MODEL_PAIRS) pairs.push({ make: makeId, model: null });
    reading.understand(item.from, item.to, 'make', index.makeNames.get(makeId) ?? String(makeId));
  }

  function addModel(candidate: ModelCandidate, item: Item) {
    const pairs = filters.makeModels;
    const open = pairs.find((p) => p.make === candidate.make && p.model === null);
    if (open) open.model = candidate.model;
    else if (!pairs.some((p) => p.model === candidate.model) && pairs.length < MAX_MAKE_MODEL_PAIRS)
      pairs.push({ make: candidate.make, model: candidate.model });
    reading.understand(item.from, item.to, 'model', index.modelNames.get(candidate.model) ?? String(candidate.model));
    // 'Golf 7', 'Golf VII': a generation number after the model belongs to it
    const next = items[items.indexOf(item) + 1];
    const token = next && next.to - next.from === 1 ? tokens[next.from] : undefined;
    const after = next ? items[items.indexOf(next) + 1] : undefined;
    if (token && ((token.num !== null && token.num >= 1 && token.num <= 9 && token.digits === 1 && !unitOf(after)) || ROMAN_GENERATIONS.has(token.norm))) {
      extendLastModel(next as Item);
    }
  }

  function extendLastModel(item: Item) {
    const last = reading.understood.findLast((u) => u.filter === 'model');
    if (!last) return;
    reading.silent(item.from, item.to);
    last.text = text.slice(tokens[last.from]?.start ?? 0, tokens[item.to - 1]?.end ?? text.length);
  }

  function applyMeaning(ms: Meaning[], item: Item) {
    // a place name that is also a state ('Salzburg', 'Wien') is the town; 'Land Salzburg' is the state
    const m = ms.find((x) => x.kind === 'city') ?? (ms[0] as Meaning);
    const understand = (filter: UnderstoodFilter, label: string) => reading.understand(item.from, item.to, filter, label);
    switch (m.kind) {
      case 'body':
        addUnique(filters.bodyTypes, m.id);
        understand('body', nameIn(catalogue.bodyTypes, m.id));
        return;
      case 'fuel':
        addUnique(filters.fuels, m.id);
        understand('fuel', nameIn(catalogue.fuels, m.id));
        return;
      case 'gear':
        addUnique(filters.gearboxes, m.id);
        understand('gear', nameIn(catalogue.transmissions, m.id));
        return;
      case 'equipment':
        addUnique(filters.equipment, m.id);
        understand('equipment', nameIn(catalogue.equipment, m.id));
        return;
      case 'particularity':
        addUnique<Particularity>(filters.particularities, m.id);
        understand('equipment', PARTICULARITY_LABELS[m.id]);
        return;
      case 'colour':
        addUnique(filters.bodyColors, m.id);
        understand('colour', nameIn(catalogue.bodyColors, m.id));
        return;
      case 'seller':
        filters.dealerOnly = true;
        understand('seller', 'Nur Händler');
        return;
      case 'offer':
        addUnique(filters.offerTypes, m.id);
        understand('offer', nameIn(catalogue.offerTypes, m.id));
        return;
      case 'accident':
        filters.accident = 'A';
        understand('accident', 'Nur Unfallfahrzeuge');
        return;
      case 'priceRating':
        filters.priceRatings = [...m.grades];
        understand('priceRating', m.grades.map((g: PriceGrade) => gradeDefinition(g).label).join(', '));
        return;
      case 'sort':
        filters.sort = m.key;
        filters.desc = m.desc;
        understand('sort', `${SORT_LABELS[m.key]} ${m.desc ? 'absteigend' : 'aufsteigend'}`);
        return;
      case 'state':
        filters.state = m.slug;
        understand('state', catalogue.states.find((s) => s.slug === m.slug)?.name ?? m.slug);
        return;
      case 'city':
        setCity(m.city, item.from, item.to);
        return;
      case 'cue':
      case 'unit':
      case 'filler':
      case 'trim':
      case 'negation':
        // function words and lone units: understood as part of the sentence, no filter of their own
        if (m.kind !== 'trim') reading.silent(item.from, item.to);
        return;
      default:
        return;
    }
  }

  function setCity(city: CityPlace, from: number, to: number) {
    filters.city = { value: city.name, lat: city.lat, lon: city.lon };
    filters.radius ??= DEFAULT_RADIUS_KM;
    reading.understand(from, to, 'place', city.name);
    const place = reading.understood[reading.understood.length - 1];
    if (place) place.label = `${city.name} (${filters.radius} km)`;
  }

  /**
   * Reads the number phrase that starts at item i (a cue or the number itself). Returns how many
   * items it used, 0 when it is no number phrase.
   */
  function readNumber(i: number): number {
    let at = i;
    let cue: NumberCue | null = cueOf(items[at]);
    if (cue === 'around') cue = 'upTo';
    if (cue) at += 1;
    // 'Baujahr ab 2018', 'ab Baujahr 2018', 'Preis bis 20.000', 'Kilometerstand unter 100.000'
    let topic: NumberCue | null = null;
    if (cue === 'year' || cue === 'price' || cue === 'mileage' || cue === 'power' || cue === 'radius' || cue === 'electricRange') {
      topic = cue;
      cue = null;
      const second = cueOf(items[at]);
      if (second && numberAt(at + 1)) {
        cue = second;
        at += 1;
      }
    } else if (cue && !numberAt(at)) {
      const second = cueOf(items[at]);
      if ((second === 'year' || second === 'price' || second === 'mileage' || second === 'power') && numberAt(at + 1)) {
        topic = second;
        at += 1;
      }
    }
    const first = numberAt(at);
    if (!first || first.num === null) return 0;
    let value = first.num;
    at += 1;
    // 'zwischen 10 und 15 Tausend', 'von 10.000 bis 15.000 €', '10-15k'
    let upper: number | null = null;
    const joiner = cueOf(items[at]);
    const rangeCue = cue === 'between' ? joiner === 'and' || joiner === 'upTo' : joiner === 'upTo' && (cue === 'from' || (cue === null && topic !== null));
    if (rangeCue) {
      const second = numberAt(at + 1);
      // 'ab 2019 unter 35k' is two phrases: a range joins two numbers of one kind (both years or neither)
      if (second?.num != null && isYear(first.num, first.digits) === isYear(second.num, second.digits)) {
        upper = second.num;
        at += 2;
      }
    }
    let unit = unitOf(items[at]);
    let units = 0;
    const multiply = (n: number) => (n < 1000 ? n * 1000 : n);
    if (unit === 'thousand') {
      value = upper === null || value < upper ? multiply(value) : value;
      if (upper !== null) upper = multiply(upper);
      units += 1;
      const next = unitOf(items[at + 1]);
      if (next === 'km' || next === 'eur') {
        unit = next;
        units += 1;
      } else unit = 'eur';
    } else if (unit) units += 1;
    if (unit === 'tkm') {
      value = multiply(value);
      if (upper !== null) upper = multiply(upper);
      unit = 'km';
    }
    // 'bis 20.000 Euro Preis', '80 tkm Laufleistung', '400 km Reichweite': a trailing topic word is part of the phrase
    const trailing = cueOf(items[at + units]);
    if (!topic && trailing === 'electricRange') {
      topic = trailing;
      units += 1;
    } else if (unit === 'km' && trailing === 'around' && !cue) {
      topic = 'radius';
      units += 1;
    } else if (!topic && (trailing === 'price' || trailing === 'mileage' || trailing === 'power') && !numberAt(at + units + 1)) {
      topic = trailing;
      units += 1;
    }
    const end = at + units;
    const span = (fromItem: number) => [items[fromItem]?.from ?? 0, items[end - 1]?.to ?? 0] as const;
    const [from, to] = span(i);
    const token = first;
    const understand = (filter: UnderstoodFilter, label: string) => reading.understand(from, to, filter, label);

    const kind = ((): 'price' | 'year' | 'age' | 'mileage' | 'power-ps' | 'power-kw' | 'seats' | 'zip' | 'radius' | 'ev-range' | null => {
      // 'Reichweite ab 400 km', '400 km Reichweite': the electric range, never the mileage
      if (topic === 'electricRange') return unit === 'km' || unit === null ? 'ev-range' : null;
      if (unit === 'km') {
        // '30 km um Linz', 'Linz 30 km': a distance next to a place is the radius ('um' reads as a price cue)
        const isPlace = (item: Item | undefined) => item?.meanings?.some((m) => m.kind === 'city') ?? false;
        const nextIsPlace = isPlace(items[end]) || (items[end]?.meanings?.some((m) => m.kind === 'filler' || m.kind === 'cue') && isPlace(items[end + 1]));
        if (topic === 'radius' || (!cue && !topic && (nextIsPlace || isPlace(items[i - 1])))) return 'radius';
        return 'mileage';
      }
      if (unit === 'ps') return 'power-ps';
      if (unit === 'kw') return 'power-kw';
      if (unit === 'seats') return 'seats';
      if (unit === 'years') return 'age';
      if (unit === 'eur') return 'price';
      if (topic === 'price') return 'price';
      if (topic === 'mileage') return 'mileage';
      if (topic === 'year' || cue === 'newerThan' || cue === 'olderThan') return isYear(value, token.digits) ? 'year' : null;
      // a bare four-digit number is a postcode we know ('8010'), else a year ('Golf 2018')
      if (cue === null && token.digits === 4 && index.zips.has(token.text)) return 'zip';
      if (isYear(value, token.digits) && (cue === 'from' || cue === 'between' || cue === null)) return 'year';
      if (cue && value >= 500) return 'price';
      return null;
    })();
    // A number no filter takes ('bis 99999999999999999999999999 €') stays in `unrecognized`, never a parameter the API refuses.
    if (kind === null || !withinFilterRange(kind, value) || (upper !== null && !withinFilterRange(kind, upper))) return 0;

    const bound = cue === 'upTo' || cue === 'olderThan' ? 'to' : cue === 'from' || cue === 'newerThan' ? 'from' : null;
    switch (kind) {
      case 'price': {
        if (upper !== null) {
          filters.priceFrom = value;
          filters.priceTo = upper;
          understand('price', `Preis ${formatPrice(value)} bis ${formatPrice(upper)}`);
        } else if (bound === 'from') {
          filters.priceFrom = value;
          understand('price', `Preis ab ${formatPrice(value)}`);
        } else {
          filters.priceTo = value;
          understand('price', `Preis bis ${formatPrice(value)}`);
        }
        break;
      }
      case 'year': {
        const newer = cue === 'newerThan';
        if (upper !== null) {
          filters.regFrom = value;
          filters.regTo = upper;
          understand('registration', `EZ ${value} bis ${upper}`);
        } else if (bound === 'from' || newer) {
          filters.regFrom = value;
          understand('registration', `EZ ab ${value}`);
        } else if (bound === 'to') {
          filters.regTo = value;
          understand('registration', `EZ bis ${value}`);
        } else {
          filters.regFrom = value;
          filters.regTo = value;
          understand('registration', `EZ ${value}`);
        }
        break;
      }
      case 'age': {
        // 'nicht älter als 5 Jahre', 'max. 3 Jahre alt', 'jünger als 4 Jahre': first registered since then
        if (cue === 'olderThan' || cue === 'from') {
          filters.regTo = currentYear - value;
          understand('registration', `EZ bis ${currentYear - value}`);
        } else {
          filters.regFrom = currentYear - value;
          understand('registration', `EZ ab ${currentYear - value}`);
        }
        break;
      }
      case 'mileage': {
        if (upper !== null) {
          filters.kmFrom = value;
          filters.kmTo = upper;
          understand('mileage', `${formatKm(value)} bis ${formatKm(upper)}`);
        } else if (bound === 'from') {
          filters.kmFrom = value;
          understand('mileage', `ab ${formatKm(value)}`);
        } else {
          filters.kmTo = value;
          understand('mileage', `bis ${formatKm(value)}`);
        }
        break;
      }
      case 'power-ps':
      case 'power-kw': {
        filters.powerUnit = kind === 'power-kw' ? 'kw' : 'ps';
        const unitLabel = kind === 'power-kw' ? 'kW' : 'PS';
        if (upper !== null) {
          filters.powerFrom = value;
          filters.powerTo = upper;
          understand('power', `${formatNumber(value)} bis ${formatNumber(upper)} ${unitLabel}`);
        } else if (bound === 'to') {
          filters.powerTo = value;
          understand('power', `bis ${formatNumber(value)} ${unitLabel}`);
        } else {
          filters.powerFrom = value;
          understand('power', `ab ${formatNumber(value)} ${unitLabel}`);
        }
        break;
      }
      case 'ev-range': {
        filters.rangeFrom = value;
        understand('evRange', `Reichweite ab ${formatKm(value)}`);
        break;
      }
      case 'seats': {
        filters.seats = { from: value, to: null };
        understand('seats', `Sitze: ${value}+`);
        break;
      }
      case 'radius': {
        filters.radius = value;
        reading.silent(from, to);
        const place = reading.understood.find((u) => u.filter === 'place');
        if (place && filters.city) place.label = `${filters.city.value} (${value} km)`;
        break;
      }
      case 'zip': {
        const city = index.zips.get(token.text);
        if (!city) return 0;
        // '8010 Graz': the postcode and the town name are one place
        const next = items[end];
        const sameCity = next?.meanings?.some((m) => m.kind === 'city' && m.city.name === city.name);
        setCity(city, from, sameCity && next ? next.to : to);
        const place = reading.understood[reading.understood.length - 1];
        if (place) place.text = text.slice(tokens[from]?.start ?? 0, tokens[(sameCity && next ? next.to : to) - 1]?.end ?? text.length);
        return end - i + (sameCity ? 1 : 0);
      }
      default:
        return 0;
    }
    return end - i;
  }

  function withinFilterRange(kind: string, value: number): boolean {
    const max =
      kind === 'power-ps' || kind === 'power-kw'
        ? SEARCH_NUMBER_MAX.power
        : kind === 'ev-range'
          ? SEARCH_NUMBER_MAX.evRangeKm
          : kind === 'radius'
            ? SEARCH_NUMBER_MAX.radiusKm
            : kind === 'seats'
              ? SEARCH_NUMBER_MAX.count
              : SEARCH_NUMBER_MAX.amount;
    return Number.isSafeInteger(value) && value <= max && (kind !== 'ev-range' || value >= 1);
  }

  const unrecognized: string[] = [];
  for (let t = 0; t < tokens.length; t++) {
    if (reading.used.has(t)) continue;
    const token = tokens[t] as Token;
    if (token.norm === '/') continue;
    const item = items.find((x) => x.from <= t && t < x.to);
    const silent = item?.meanings?.every((m) => m.kind === 'filler' || (m.kind === 'cue' && m.cue !== 'electricRange') || m.kind === 'unit') ?? false;
    if (silent && !precededByNegation(t)) continue;
    unrecognized.push(token.text);
  }

  function precededByNegation(t: number): boolean {
    const item = items.findIndex((x) => x.from <= t && t < x.to);
    return items[item - 1]?.meanings?.some((m) => m.kind === 'negation') ?? false;
  }

  const understood = reading.understood.sort((a, b) => a.from - b.from).map(({ text: typed, filter, label }) => ({ text: typed, filter, label }));
  return { filters, understood, unrecognized };
}
