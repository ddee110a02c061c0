/**
 * The in-memory, column-oriented copy of every searchable listing: one typed array per attribute,
 * one row per listing (the bitmap index, bitmap-index.ts, refers to rows by number). Rows are appended; a changed or removed listing gets its old row flagged dead
 * (and appended again when still searchable); now and then `compacted()` copies the live rows to a new store.
 */
import { STATE_SLUGS } from '../domain/geo/austrian-states.ts';
import { FULL_SERVICE_EQUIPMENT_ID, WARRANTY_EQUIPMENT_ID, kwToPs } from '../domain/search/search-options.ts';
import { firstSeenAt } from '../domain/listing/days-online.ts';
import type { IndexRow } from '../repositories/search-index.repository.ts';
import { monthlyCostCents } from '../domain/costs/ownership-costs.ts';
import { costFactsOf } from '../listings/cost-facts.ts';

/** Interns strings (fuel codes, titles, city names) so rows store small integers. */
export class Dictionary {
  readonly values: string[] = [];
  private readonly ids = new Map<string, number>();
  intern(value: string): number {
    let id = this.ids.get(value);
    if (id === undefined) {
      id = this.values.length;
      this.values.push(value);
      this.ids.set(value, id);
    }
    return id;
  }
  idOf(value: string): number | undefined {
    return this.ids.get(value);
  }
  get size(): number {
    return this.values.length;
  }
}

export const FLAG_WARRANTY = 1;
export const FLAG_SERVICE = 2;
export const FLAG_VAT = 4;
export const FLAG_DEALER = 8;
export const FLAG_PHOTOS = 16;
export const FLAG_ACCIDENT = 32;
/** A paid top ad (T30/T40): 'Beste Ergebnisse' gives it every TOP_AD_EVERY-th place. */
export const FLAG_TOP = 64;
/** The `cost` of a car whose monthly cost cannot be computed. */
export const UNKNOWN_COST = 2 ** 31 - 1;

/** Words of the 128-bit equipment set per row (equipment ids 1..127). */
export const EQ_WORDS = 4;
// Top ads get their own places in the list (see topRows); the bonus only orders them among themselves.
const TIER_BONUS_DAYS: Record<string, number> = { T40: 7, T30: 3, T20: 3, T10: 0 };
const DAY_MS = 86_400_000;
const STATE_INDEX = new Map<string, number>(STATE_SLUGS.map((s, i) => [s, i + 1]));

export type IntArray = Int32Array | Uint8Array | Int16Array | Uint16Array | Float64Array | Float32Array | Uint32Array;

/** A store as plain data: what an index snapshot keeps on disk. */
export interface StoreSnapshotParts {
  length: number;
  deadCount: number;
  maxMakeId: number;
  maxModelId: number;
  modelMake: [number, number][];
  dictionaries: Record<'fuels' | 'offers' | 'titles' | 'cityNames' | 'zips', string[]>;
  /** each column's rows (`width` values a row), named and typed as this build lays them out */
  columns: { name: string; type: string; width: number; data: IntArray }[];
}
type IntArrayCtor = { new (n: number): IntArray };

/**
 * Relevance of 'Beste Ergebnisse' in days of freshness: newer is better, highlighted ads (T20) are
 * lifted by three days, photos and a description add a little, a car without photos drops ten days.
 * Top ads (T30/T40) are not lifted above everything: they take every fifth place (topRows).
 */
export function isTopTier(tier: string): boolean {
  return tier === 'T30' || tier === 'T40';
}

export function standardScore(row: Pick<IndexRow, 'created_at' | 'first_seen_at' | 'tier' | 'photo_count' | 'has_description'>): number {
  // Freshness from the first appearance: a car listed again does not pass for a new one.
  const created = Date.parse(firstSeenAt(row)) / DAY_MS;
  const photos = row.photo_count === 0 ? -10 : Math.min(row.photo_count, 10) * 0.3;
  return created + (TIER_BONUS_DAYS[row.tier] ?? 0) + photos + (Number(row.has_description) === 1 ? 1 : 0);
}

/** 'YYYY-MM' → months since year 0 (sortable); a new car without registration counts from its ad date. */
export function registrationMonths(firstRegistration: string | null, createdAt: string): number {
  const source = firstRegistration ?? createdAt.slice(0, 7);
  const year = Number(source.slice(0, 4));
  const month = Number(source.slice(5, 7));
  return year * 12 + (Number.isFinite(month) && month >= 1 ? month - 1 : 0);
}

/** A growable list of row numbers (rows of one seller or one model). */
export class RowList {
  rows = new Int32Array(16);
  length = 0;
  push(row: number) {
    if (this.length === this.rows.length) {
      const grown = new Int32Array(this.rows.length * 2);
      grown.set(this.rows);
      this.rows = grown;
    }
    this.rows[this.length++] = row;
  }
}

export class ColumnStore {
  length = 0;
  deadCount = 0;
  capacity: number;
  readonly fuels: Dictionary;
  readonly offers: Dictionary;
  readonly titles: Dictionary;
  readonly cityNames: Dictionary;
  readonly zips: Dictionary;
  maxMakeId = 0;
  maxModelId = 0;
  /** model id → make id, as seen in the data (a make+model pair must agree) */
  readonly modelMake: Map<number, number>;

  id!: Int32Array;
  dead!: Uint8Array;
  make!: Int32Array;
  model!: Int32Array;
  price!: Int32Array;
  reg!: Int32Array;
  km!: Int32Array;
  kw!: Int32Array;
  ps!: Int32Array;
  fuel!: Uint8Array;
  body!: Uint8Array;
  doors!: Uint8Array;
  seats!: Uint8Array;
  gear!: Uint8Array;
  color!: Uint8Array;
  offer!: Uint8Array;
  eq!: Uint32Array;
  flags!: Uint8Array;
  sellerId!: Int32Array;
  uph!: Uint8Array;
  emclass!: Uint8Array;
  lat!: Float64Array;
  lon!: Float64Array;
  state!: Uint8Array;
  city!: Int32Array;
  zip!: Int32Array;
  /** first appearance (ms): 'Neueste zuerst' and 'Neu seit' */
  created!: Float64Array;
  expires!: Float64Array;
  score!: Float64Array;
  title!: Int32Array;
  /** price grade 1..5 of the stored rating (issue 17), 0 = none */
  rating!: Uint8Array;
  /** electric cars (issue 26): WLTP range in km, usable battery in tenths of a kWh, DC charging in kW; 0 = unknown */
  evRange!: Int32Array;
  battery!: Int32Array;
  dc!: Int32Array;
  /** the battery certificate's state of health in percent (issue 37 point 5, electric and hybrid cars); 0 = no certificate */
  soh!: Uint8Array;
  /**
   * motor tax + energy per month at the default mileage in cents (issue 26 B7), twice: `cost` with an
   * unknown cost as the highest value (last when ascending, outside every 'bis' bound), `costDown`
   * with it as -1 (last when descending)
   */
  cost!: Int32Array;
  costDown!: Int32Array;
  /** rows per seller (dead rows stay until compaction; readers skip them) */
  bySeller = new Map<number, RowList>();
  /** listing id → row + 1 (0 = not in the index) */
  private rowOfId = new Int32Array(1024);

  /** `shared`: a store whose dictionaries this one continues (a compacted copy keeps the interned ids). */
  constructor(initialCapacity = 1024, shared?: ColumnStore) {
    this.fuels = shared?.fuels ?? new Dictionary();
    this.offers = shared?.offers ?? new Dictionary();
    this.titles = shared?.titles ?? new Dictionary();
    this.cityNames = shared?.cityNames ?? new Dictionary();
    this.zips = shared?.zips ?? new Dictionary();
    this.modelMake = shared?.modelMake ?? new Map();
    this.maxMakeId = shared?.maxMakeId ?? 0;
    this.maxModelId = shared?.maxModelId ?? 0;
    this.capacity = Math.max(16, initialCapacity);
    this.allocate(this.capacity);
  }

  private static readonly COLUMNS: [keyof ColumnStore, IntArrayCtor, number][] = [
    ['id', Int32Array, 1],
    ['dead', Uint8Array, 1],
    ['make', Int32Array, 1],
    ['model', Int32Array, 1],
    ['price', Int32Array, 1],
    ['reg', Int32Array, 1],
    ['km', Int32Array, 1],
    ['kw', Int32Array, 1],
    ['ps', Int32Array, 1],
    ['fuel', Uint8Array, 1],
    ['body', Uint8Array, 1],
    ['doors', Uint8Array, 1],
    ['seats', Uint8Array, 1],
    ['gear', Uint8Array, 1],
    ['color', Uint8Array, 1],
    ['offer', Uint8Array, 1],
    ['eq', Uint32Array, EQ_WORDS],
    ['flags', Uint8Array, 1],
    ['sellerId', Int32Array, 1],
    ['uph', Uint8Array, 1],
    ['emclass', Uint8Array, 1],
    ['lat', Float64Array, 1],
    ['lon', Float64Array, 1],
    ['state', Uint8Array, 1],
    ['city', Int32Array, 1],
    ['zip', Int32Array, 1],
    ['created', Float64Array, 1],
    ['expires', Float64Array, 1],
    ['score', Float64Array, 1],
    ['title', Int32Array, 1],
    ['rating', Uint8Array, 1],
    ['evRange', Int32Array, 1],
    ['battery', Int32Array, 1],
    ['dc', Int32Array, 1],
    ['soh', Uint8Array, 1],
    ['cost', Int32Array, 1],
    ['costDown', Int32Array, 1],
  ];

  private allocate(capacity: number) {
    const self = this as unknown as Record<string, IntArray | undefined>;
    for (const [name, Ctor, width] of ColumnStore.COLUMNS) {
      const next = new Ctor(capacity * width);
      const prev = self[name];
      if (prev) next.set(prev.subarray(0, this.length * width) as never);
      self[name] = next;
    }
    this.capacity = capacity;
  }

  rowOf(listingId: number): number {
    return listingId < this.rowOfId.length ? (this.rowOfId[listingId] as number) - 1 : -1;
  }

  /** Number of live rows. */
  get liveCount(): number {
    return this.length - this.deadCount;
  }

  markDead(row: number) {
    if (row < 0 || this.dead[row] === 1) return;
    this.dead[row] = 1;
    this.deadCount++;
    const id = this.id[row] as number;
    if (this.rowOf(id) === row) this.rowOfId[id] = 0;
  }

  /** Appends a listing (replacing a live row of the same id). */
  append(r: IndexRow) {
    this.markDead(this.rowOf(r.id));
    if (this.length === this.capacity) this.allocate(this.capacity * 2);
    const i = this.length++;
    this.id[i] = r.id;
    this.dead[i] = 0;
    this.make[i] = r.make_id;
    this.model[i] = r.model_id;
    if (r.make_id > this.maxMakeId) this.maxMakeId = r.make_id;
    if (r.model_id > this.maxModelId) this.maxModelId = r.model_id;
    this.modelMake.set(r.model_id, r.make_id);
    this.price[i] = r.price;
    this.reg[i] = registrationMonths(r.first_registration, r.created_at);
    this.km[i] = r.mileage;
    this.kw[i] = r.power_kw;
    this.ps[i] = kwToPs(r.power_kw);
    this.fuel[i] = this.fuels.intern(r.fuel);
    this.body[i] = r.body_type_id;
    this.doors[i] = r.doors ?? 0;
    this.seats[i] = r.seats ?? 0;
    this.gear[i] = r.transmission_id ?? 0;
    this.color[i] = r.body_color_id ?? 0;
    this.offer[i] = this.offers.intern(r.offer_type);
    const base = i * EQ_WORDS;
    for (let w = 0; w < EQ_WORDS; w++) this.eq[base + w] = 0;
    if (r.equipment_ids !== '') {
      for (const part of r.equipment_ids.split(',')) {
        const e = Number(part);
        if (e >= 0 && e < EQ_WORDS * 32) this.eq[base + (e >>> 5)] = ((this.eq[base + (e >>> 5)] as number) | (1 << (e & 31))) >>> 0;
      }
    }
    const hasEq = (e: number) => (((this.eq[base + (e >>> 5)] as number) >>> (e & 31)) & 1) === 1;
    this.flags[i] =
      (Number(r.warranty) === 1 || hasEq(WARRANTY_EQUIPMENT_ID) ? FLAG_WARRANTY : 0) |
      (Number(r.full_service) === 1 || hasEq(FULL_SERVICE_EQUIPMENT_ID) ? FLAG_SERVICE : 0) |
      (Number(r.vat_deductible) === 1 ? FLAG_VAT : 0) |
      (r.seller_type === 'D' ? FLAG_DEALER : 0) |
      (r.photo_count > 0 ? FLAG_PHOTOS : 0) |
      (Number(r.had_accident) === 1 ? FLAG_ACCIDENT : 0) |
      (isTopTier(r.tier) ? FLAG_TOP : 0);
    this.sellerId[i] = r.seller_id;
    this.uph[i] = r.upholstery_id ?? 0;
    this.emclass[i] = r.pollution_class_id ?? 0;
    this.lat[i] = r.lat ?? Number.NaN;
    this.lon[i] = r.lon ?? Number.NaN;
    this.state[i] = r.state_slug ? (STATE_INDEX.get(r.state_slug) ?? 0) : 0;
    this.city[i] = this.cityNames.intern((r.city ?? '').toLowerCase());
    this.zip[i] = this.zips.intern(r.zip ?? '');
    this.created[i] = Date.parse(firstSeenAt(r));
    // Only electric cars carry the EV facts: a plug-in's electric range is no 'Reichweite' filter match.
    const electric = r.fuel === 'E';
    this.evRange[i] = electric ? (r.electric_range ?? 0) : 0;
    this.battery[i] = electric ? Math.round((r.battery_kwh ?? 0) * 10) : 0;
    this.dc[i] = electric ? (r.dc_charge_kw ?? 0) : 0;
    this.soh[i] = r.battery_soh ?? 0;
    // A new car counts as registered when its ad went online (the index keeps no clock of its own).
    const cost = monthlyCostCents(costFactsOf(r), new Date(r.created_at));
    this.cost[i] = cost ?? UNKNOWN_COST;
    this.costDown[i] = cost ?? -1;
    this.expires[i] = Date.parse(r.expires_at);
    this.score[i] = standardScore(r);
    this.title[i] = this.titles.intern(r.title);
    this.rating[i] = r.grade ?? 0;
    if (r.id >= this.rowOfId.length) {
      const grown = new Int32Array(Math.max(r.id + 1, this.rowOfId.length * 2));
      grown.set(this.rowOfId);
      this.rowOfId = grown;
    }
    this.rowOfId[r.id] = i + 1;
    this.indexRow(i);
  }

  /** The store as plain data (src/search/index-snapshot.ts): its columns up to `length`, its dictionaries and bounds. */
  snapshotParts(): StoreSnapshotParts {
    const self = this as unknown as Record<string, IntArray>;
    return {
      length: this.length,
      deadCount: this.deadCount,
      maxMakeId: this.maxMakeId,
      maxModelId: this.maxModelId,
      modelMake: [...this.modelMake],
      dictionaries: {
        fuels: this.fuels.values,
        offers: this.offers.values,
        titles: this.titles.values,
        cityNames: this.cityNames.values,
        zips: this.zips.values,
      },
      columns: ColumnStore.COLUMNS.map(([name, Ctor, width]) => ({
        name,
        type: Ctor.name,
        width,
        data: (self[name] as IntArray).subarray(0, this.length * width),
      })),
    };
  }

  /** A store made again from `snapshotParts` (null when its columns are not this build's). */
  static fromSnapshotParts(parts: StoreSnapshotParts): ColumnStore | null {
    const expected = ColumnStore.COLUMNS.map(([name, Ctor, width]) => `${name}:${Ctor.name}:${width}`).join(',');
    if (parts.columns.map((c) => `${c.name}:${c.type}:${c.width}`).join(',') !== expected) return null;
    const store = new ColumnStore(Math.ceil(parts.length * 1.25));
    const self = store as unknown as Record<string, IntArray>;
    for (const column of parts.columns) {
      if (column.data.length !== parts.length * column.width) return null;
      (self[column.name] as IntArray).set(column.data as never);
    }
    for (const [key, values] of Object.entries(parts.dictionaries) as [keyof StoreSnapshotParts['dictionaries'], string[]][])
      for (const value of values) store[key].intern(value);
    for (const [model, make] of parts.modelMake) store.modelMake.set(model, make);
    store.length = parts.length;
    store.deadCount = parts.deadCount;
    store.maxMakeId = parts.maxMakeId;
    store.maxModelId = parts.maxModelId;
    let maxId = 0;
    for (let i = 0; i < store.length; i++) maxId = Math.max(maxId, store.id[i] as number);
    store.rowOfId = new Int32Array(Math.max(1024, maxId + 1));
    for (let i = 0; i < store.length; i++) {
      if (store.dead[i] === 0) store.rowOfId[store.id[i] as number] = i + 1;
      store.indexRow(i);
    }
    return store;
  }

  private indexRow(i: number) {
    const seller = this.sellerId[i] as number;
    let sellerList = this.bySeller.get(seller);
    if (!sellerList) this.bySeller.set(seller, (sellerList = new RowList()));
    sellerList.push(i);
  }

  /**
   * A copy with the live rows only (row numbers change; ids stay). This store is left as it is, so
   * searches can go on using it while an index is built on the copy (bitmap-index.ts `compacted`).
   */
  async compacted(pause: () => Promise<void>): Promise<ColumnStore> {
    const next = new ColumnStore(Math.ceil(this.liveCount * 1.25), this);
    const live = new Int32Array(this.liveCount);
    let n = 0;
    for (let i = 0; i < this.length; i++) if (this.dead[i] === 0) live[n++] = i;
    // A column per step (issue 24 point 4): copied at once, row by row, a large store held a serving
    // process too long. Only searches read this store meanwhile; the caller changes it only afterwards.
    for (const [name, , width] of ColumnStore.COLUMNS) {
      await pause();
      const from = (this as unknown as Record<string, IntArray>)[name] as IntArray;
      const to = (next as unknown as Record<string, IntArray>)[name] as IntArray;
      for (let j = 0; j < n; j++) {
        const i = live[j] as number;
        for (let w = 0; w < width; w++) to[j * width + w] = from[i * width + w] as number;
      }
    }
    await pause();
    next.length = n;
    next.rowOfId = new Int32Array(this.rowOfId.length);
    for (let i = 0; i < n; i++) {
      next.rowOfId[next.id[i] as number] = i + 1;
      next.indexRow(i);
    }
    return next;
  }
}
