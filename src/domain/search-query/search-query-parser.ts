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
import { gradeDefinition, type PriceGrade } from '../pricing/price-rating.ts';
import { createFilters, type SearchFilters } from '../search/search-filters.ts';
import { SEARCH_Q_MAX_LENGTH, SEARCH_Q_MAX_WORDS } from '../search/search-params.ts';
import {
  ACCIDENT_STATE_LABELS,
  DEFAULT_RADIUS_KM,
  MAX_MAKE_MODEL_PAIRS,
  PARTICULARITY_LABELS,
  SORT_LABELS,
  type Particularity,
} from '../search/search-options.ts';
import { outOfRangeNote, withinFilterRange, type NumberKind } from './search-query-bounds.ts';
import { TRIM_BODY_BY_MAKE } from './search-query-trims.ts';
import { PREFERRED_MAKES, type NumberCue } from './search-query-vocabulary.ts';
import {
  compileIndex,
  cueOf,
  normaliseWord,
  ROMAN_GENERATIONS,
  segment,
  tokenize,
  unitOf,
  type CatalogueNamed,
  type CityPlace,
  type CompiledIndex,
  type Item,
  type Meaning,
  type ModelCandidate,
  type SearchQueryCatalogue,
  type Token,
} from './search-query-words.ts';

// ---------------------------------------------------------------------------------------------
// input and output

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
  | 'evRange'
  | 'evCharge'
  /** searched in the ad's title (`q`): trims and versions no filter takes */
  | 'text';

/** One understood part: the words as typed, the filter it sets and that filter's label. */
export interface UnderstoodTerm {
  text: string;
  filter: UnderstoodFilter;
  label: string;
}

export interface SearchQueryReading {
  filters: SearchFilters;
  understood: UnderstoodTerm[];
  /** the typed words that set no filter, in their order; a number no filter takes carries a note of what it would take */
  unrecognized: string[];
}

/** One reading of the text, built up while walking the items. */
class Reading {
  readonly filters = createFilters();
  readonly understood: (UnderstoodTerm & { from: number })[] = [];
  readonly used = new Set<number>();
  /** typed phrases set aside with a note, by their first token ('bis 99999999999999 € (Preis höchstens …)') */
  readonly notes = new Map<number, string>();
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

  note(from: number, to: number, note: string) {
    this.silent(from, to);
    this.notes.set(from, `${this.textOf(from, to)} (${note})`);
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

/** 'Schnellladen' alone: DC charging at all, from the smallest fast-charging power (SPEC's DC steps start at 50 kW) */
const DC_FAST_CHARGING_KW = 50;

/** BMW's engine letters besides 'd': '320i' petrol, '330e' plug-in hybrid */
const ENGINE_FUELS_BMW: Record<string, string | undefined> = { i: 'B', e: 'H' };

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

  // where the last make, model or trim ended: a weak trim ('Style', 'Sport') counts only right there
  let lastNamedEnd = -1;
  let lastNamedMake: number | null = null;
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
    if (num && readEngineName(i, num)) {
      i += 1;
      continue;
    }
    if (num && !(withMake.length > 0 && cueOf(items[i - 1]) === null)) {
      const consumed = readNumber(i);
      if (consumed > 0) {
        i += consumed - 1;
        continue;
      }
      // 'Golf 1.5 TSI Life': a displacement carries the name on (it stays in `unrecognized`)
      if (item.from === lastNamedEnd && num.num !== null && !Number.isInteger(num.num)) lastNamedEnd = item.to;
    }

    if (!meanings) continue;
    const cue = cueOf(item);
    // 'bis 20.000', 'ab Baujahr 2018', 'bis € 14.000', '€ 14.000'
    const eurBefore = (at: number) => unitOf(items[at]) === 'eur' && numberAt(at + 1) !== null;
    if ((cue && (numberAt(i + 1) || (cueOf(items[i + 1]) && numberAt(i + 2)) || eurBefore(i + 1))) || eurBefore(i)) {
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
        continue;
      }
    }
    if (others.length === 0) continue;
    const trim = others.find((m): m is Extract<Meaning, { kind: 'trim' }> => m.kind === 'trim');
    if (trim && (!trim.weak || lastNamedEnd === item.from)) {
      addTrim(trim.term, item);
      continue;
    }
    applyMeaning(others, item);
  }

  /**
   * '320d', 'xDrive20d', 'C 220 d', '330e': an engine name says the fuel ('d' diesel; at BMW 'i' petrol,
   * 'e' plug-in) and, at BMW, the series ('3er'); 'C 220 d' at Mercedes the class.
   */
  function readEngineName(i: number, num: Token): boolean {
    const next = items[i + 1];
    const letter = next && next.to - next.from === 1 ? (tokens[next.from] as Token) : null;
    if (!next || !letter || num.digits < 2 || num.digits > 3 || !Number.isInteger(num.num)) return false;
    const makeNamed = (name: string) => [...mentionedMakes].find((id) => index.makeNames.get(id) === name);
    const bmw = makeNamed('BMW');
    const fuel = letter.norm === 'd' ? 'D' : bmw !== undefined && letter.joined ? ENGINE_FUELS_BMW[letter.norm] : undefined;
    if (!fuel || !(letter.joined || num.digits === 3)) return false;
    const model = (makeId: number | undefined, name: string) =>
      catalogue.makes.find((m) => m.id === makeId)?.models.find((m) => normaliseWord(m.name) === normaliseWord(name));
    const before = items[i - 1];
    const classLetter = before && before.to - before.from === 1 && !reading.used.has(before.from) ? tokens[before.from]?.norm : undefined;
    const series = bmw !== undefined && num.digits === 3 ? model(bmw, `${String(num.num).charAt(0)}er`) : undefined;
    const mercedes = makeNamed('Mercedes-Benz');
    const klasse = classLetter && /^[a-z]$/.test(classLetter) && mercedes !== undefined ? model(mercedes, `${classLetter}-Klasse`) : undefined;
    const pairs = filters.makeModels;
    if (series && bmw !== undefined && !pairs.some((p) => p.make === bmw && p.model !== null))
      addModel({ make: bmw, model: series.id, needsMake: false }, item(i));
    if (klasse && mercedes !== undefined && before && !pairs.some((p) => p.make === mercedes && p.model !== null))
      addModel({ make: mercedes, model: klasse.id, needsMake: false }, before);
    addUnique(filters.fuels, fuel);
    reading.understand(items[i]?.from ?? 0, next.to, 'fuel', nameIn(catalogue.fuels, fuel));
    return true;
  }
  function item(i: number): Item {
    return items[i] as Item;
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
    lastNamedEnd = item.to;
    lastNamedMake = makeId;
  }

  function addModel(candidate: ModelCandidate, item: Item) {
    const pairs = filters.makeModels;
    const open = pairs.find((p) => p.make === candidate.make && p.model === null);
    if (open) open.model = candidate.model;
    else if (!pairs.some((p) => p.model === candidate.model) && pairs.length < MAX_MAKE_MODEL_PAIRS)
      pairs.push({ make: candidate.make, model: candidate.model });
    reading.understand(item.from, item.to, 'model', index.modelNames.get(candidate.model) ?? String(candidate.model));
    lastNamedEnd = item.to;
    lastNamedMake = candidate.make;
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
    lastNamedEnd = item.to;
  }

  /**
   * 'GTI', 'S line', 'Long Range': no filter takes a trim, so it is searched in the ad's title (`q`).
   * Terms beyond what `q` takes stay in `unrecognized`; 'Leon ST' names the estate body instead.
   */
  function addTrim(term: string, item: Item) {
    const make = lastNamedMake === null ? '' : (index.makeNames.get(lastNamedMake) ?? '');
    const body = TRIM_BODY_BY_MAKE.find(([t, m]) => t === term && m === make && lastNamedEnd === item.from);
    lastNamedEnd = item.to;
    if (body) {
      addUnique(filters.bodyTypes, body[2]);
      reading.understand(item.from, item.to, 'body', nameIn(catalogue.bodyTypes, body[2]));
      return;
    }
    const terms = filters.text === null ? [] : filters.text.split(' ');
    const joined = [...terms, term].join(' ');
    if (!terms.includes(term)) {
      if (joined.length > SEARCH_Q_MAX_LENGTH || joined.split(' ').length > SEARCH_Q_MAX_WORDS) return;
      filters.text = joined;
    }
    reading.understand(item.from, item.to, 'text', `Titel enthält „${term}“`);
  }

  function applyMeaning(ms: Meaning[], item: Item) {
    // a place name that is also a state ('Salzburg', 'Wien') is the town; 'Land Salzburg' is the state
    const m = ms.find((x) => x.kind === 'city') ?? (ms[0] as Meaning);
    // 'Golf TDI Highline', 'Octavia Combi Style': the version's words carry the name on to a weak trim
    if (item.from === lastNamedEnd && (m.kind === 'fuel' || m.kind === 'gear' || m.kind === 'body' || m.kind === 'equipment')) lastNamedEnd = item.to;
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
        understand('accident', ACCIDENT_STATE_LABELS.A);
        return;
      case 'accidentFree':
        // the default already hides accident cars; 'unfallfrei' after 'Unfallwagen' does not undo it
        if (filters.accident !== 'A') filters.accident = 'N';
        understand('accident', ACCIDENT_STATE_LABELS.N);
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
        // 'Schnellladen' without a number: DC charging at all (the smallest fast-charging power)
        if (m.cue === 'dcCharge') {
          filters.dcFrom ??= DC_FAST_CHARGING_KW;
          understand('evCharge', `DC-Laden ab ${filters.dcFrom} kW`);
          return;
        }
        reading.silent(item.from, item.to);
        return;
      case 'unit':
      case 'filler':
      case 'negation':
        // function words and lone units: understood as part of the sentence, no filter of their own
        reading.silent(item.from, item.to);
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
    if (cue === 'year' || cue === 'price' || cue === 'mileage' || cue === 'power' || cue === 'radius' || cue === 'electricRange' || cue === 'dcCharge') {
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
    // 'bis € 14.000': the Austrian way puts the euro sign first
    const euroFirst = unitOf(items[at]) === 'eur' && numberAt(at + 1) !== null;
    if (euroFirst) at += 1;
    const first = numberAt(at);
    if (!first || first.num === null) return 0;
    let value = first.num;
    at += 1;
    // 'zwischen 10 und 15 Tausend', 'von 10.000 bis 15.000 €', '10-15k'
    let upper: number | null = null;
    const joiner = cueOf(items[at]);
    const rangeCue = cue === 'between' ? joiner === 'and' || joiner === 'upTo' : joiner === 'upTo' && (cue === 'from' || (cue === null && topic !== null));
    // '2017-2019', '10-15k': two numbers joined by a dash are a range
    const dashed = numberAt(at) !== null && /^\s*[-–]\s*$/.test(text.slice(first.end, numberAt(at)?.start ?? 0));
    if (rangeCue || dashed) {
      const secondAt = dashed ? at : at + 1;
      const second = numberAt(secondAt);
      // 'ab 2019 unter 35k' is two phrases: a range joins two numbers of one kind (both years or neither)
      // 'ab Bj. 18 bis 15k': after a year word two digits are a year too
      const yearish = (t: Token, unitAfter: Item | undefined) => isYear(t.num ?? 0, t.digits) || (topic === 'year' && t.digits === 2 && !unitOf(unitAfter));
      if (second?.num != null && yearish(first, items[at]) === yearish(second, items[secondAt + 1])) {
        upper = second.num;
        at = secondAt + 1;
      }
    }
    let unit = unitOf(items[at]) ?? (euroFirst ? 'eur' : null);
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
    } else if (unit && unitOf(items[at])) units += 1;
    if (unit === 'tkm') {
      value = multiply(value);
      if (upper !== null) upper = multiply(upper);
      unit = 'km';
    }
    // 'bis 20.000 Euro Preis', '80 tkm Laufleistung', '400 km Reichweite': a trailing topic word is part of the phrase
    const trailing = cueOf(items[at + units]);
    if (!topic && (trailing === 'electricRange' || trailing === 'dcCharge')) {
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
    const token = first;
    const understand = (filter: UnderstoodFilter, label: string) => reading.understand(from, to, filter, label);

    // 'ab Bj. 18', 'EZ 09': two digits after a year word are the year of this or the last century
    if (topic === 'year' && first.digits === 2 && upper === null) value += value <= (currentYear % 100) + 1 ? 2000 : 1900;
    const kind = ((): NumberKind | null => {
      // 'Reichweite ab 400 km', '400 km Reichweite': the electric range, never the mileage
      if (topic === 'electricRange') return unit === 'km' || unit === null ? 'ev-range' : null;
      // 'Schnellladen 150', 'Ladeleistung ab 100 kW'; 'Schnellladung bis 20000' is a price after the charging wish
      if (topic === 'dcCharge') return unit === 'kw' || (unit === null && cue === null) ? 'dc' : null;
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
      // 'Baujahr 2050', 'ab Bj. 1850': a year the filter does not take gets its note below
      if (topic === 'year') return 'year';
      if (cue === 'newerThan' || cue === 'olderThan') return isYear(value, token.digits) ? 'year' : null;
      // a bare four-digit number is a postcode we know ('8010'), else a year ('Golf 2018')
      if (cue === null && token.digits === 4 && index.zips.has(token.text)) return 'zip';
      if (isYear(value, token.digits) && (cue === 'from' || cue === 'between' || cue === null)) return 'year';
      if (cue && value >= 500) return 'price';
      return null;
    })();
    if (kind === null) return 0;
    const [from, to] = span(i);
    // A number no filter takes ('bis 99999999999999999999999999 €', 'Baujahr 2050') is never a parameter the
    // API refuses: it stays in `unrecognized`, with a note of what the filter takes.
    const inRange = (n: number) => (kind === 'year' ? isYear(n, 4) && withinFilterRange(kind, n, currentYear) : withinFilterRange(kind, n, currentYear));
    if (!inRange(value) || (upper !== null && !inRange(upper))) {
      reading.note(from, to, outOfRangeNote(kind, currentYear));
      return end - i;
    }
    // the range filter only has a lower bound: 'bis 300 km Reichweite' cannot be asked for
    if (kind === 'ev-range' && (cue === 'upTo' || upper !== null)) {
      reading.note(from, to, 'nur „Reichweite ab“ möglich');
      return end - i;
    }

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
      case 'dc': {
        filters.dcFrom = value;
        understand('evCharge', `DC-Laden ab ${value} kW`);
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

  const unrecognized: string[] = [];
  for (let t = 0; t < tokens.length; t++) {
    const note = reading.notes.get(t);
    if (note) unrecognized.push(note);
    if (reading.used.has(t)) continue;
    const token = tokens[t] as Token;
    if (token.norm === '/') continue;
    const item = items.find((x) => x.from <= t && t < x.to);
    // 'erste Hand', 'Wärmepumpe': a wish no filter takes is shown back whole
    if (item && item.to - item.from > 1 && item.meanings?.some((m) => m.kind === 'unfilterable')) {
      unrecognized.push(reading.textOf(item.from, item.to));
      t = item.to - 1;
      continue;
    }
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
