/**
 * The browser's one way to call /api (SPEC §7, §4, §8). Every call goes through one opossum
 * circuit breaker (3 s timeout, opens above 70 % failures, half-open after 30 s) and the global
 * answer handling of §8:
 *   - 400–499 or 204 → an `ApiClientError` of kind NOT_FOUND (404 and 410 are also recorded as a
 *     'not found' server-error record);
 *   - 500+ or no response (network error, timeout, open breaker) → kind SERVER_ERROR, recorded with
 *     status, url and message;
 *   - `omitError: true` skips the recording (the error is still thrown).
 * Pages rendered on the server call services in-process and never use this module.
 *
 * opossum's package entry requires Node's 'events', which Vite replaces by an empty stub in browser
 * bundles; the browser therefore loads opossum's self-contained UMD build (`opossum/dist`), Node
 * (tests, SSR) its regular entry. Both are loaded on the first call only.
 */
import type CircuitBreaker from 'opossum';
import { chunk } from './chunk.ts';
import type { Listing, VehicleDetail } from '#src/domain/listing/listing-types.ts';
import { toBackendQuery, type SearchFilters } from '#src/domain/search/search-filters.ts';
import type { NavigationResult, SearchCounters, SearchListingsResult } from '#src/domain/search/search-response-types.ts';

export const API_BASE = '/api';
export const API_HEADERS = { 'X-Requested-With': 'XMLHttpRequest', 'Accept-Language': 'de-at', Accept: 'application/json' } as const;
/** SPEC §4 / §9: breaker 3000 ms / 70 % / 30000 ms. */
export interface BreakerOptions {
  timeout: number;
  errorThresholdPercentage: number;
  resetTimeout: number;
}
export const BREAKER_OPTIONS: Readonly<BreakerOptions> = { timeout: 3000, errorThresholdPercentage: 70, resetTimeout: 30_000 };
/** Watch list and compare fetch cars in chunks of 50 (SPEC §4). */
export const ID_CHUNK = 50;

export type NotificationType = 'ERROR_MESSAGES' | 'NOT_FOUND';

/** What the global handling records (SPEC §8): shown as a notification by the page. */
export interface ServerErrorRecord {
  type: NotificationType;
  status: number | null;
  url: string;
  message: string;
}

export interface ApiErrorBody {
  message: string;
  code: string;
  field?: string;
}

export class ApiClientError extends Error {
  constructor(
    /** NOT_FOUND: the server answered 4xx or 204; ERROR_MESSAGES: 5xx, no answer, timeout or open breaker */
    readonly type: NotificationType,
    readonly status: number | null,
    readonly url: string,
    message: string,
    /** the JSON error body of a 4xx answer (names the field of a 400) */
    readonly body: ApiErrorBody | null = null,
    /** opossum's code: EOPENBREAKER, ETIMEDOUT, ESEMLOCKED, ESHUTDOWN */
    readonly code: string | null = null,
  ) {
    super(message);
    this.name = 'ApiClientError';
  }
}

export type QueryValues = URLSearchParams | Record<string, string | number | boolean | readonly (string | number)[] | null | undefined>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: QueryValues;
  /** sent as JSON */
  body?: unknown;
  /** do not record this failure in the global error state */
  omitError?: boolean;
}

export interface ApiClientOptions {
  baseUrl?: string;
  fetch?: typeof fetch;
  /** the global error state (SPEC §8 'save server error') */
  onError?: (record: ServerErrorRecord) => void;
  breaker?: Partial<BreakerOptions>;
}

type Breaker = CircuitBreaker<[string, RequestInit], Response>;

async function loadCircuitBreaker(): Promise<typeof CircuitBreaker> {
  const mod = import.meta.env.SSR ? await import('opossum') : await import('opossum/dist/opossum.js');
  return mod.default;
}

function queryString(query: QueryValues | undefined): string {
  if (!query) return '';
  const params = query instanceof URLSearchParams ? query : new URLSearchParams();
  if (!(query instanceof URLSearchParams)) {
    for (const [key, value] of Object.entries(query)) {
      if (value === null || value === undefined || value === '') continue;
      params.set(key, Array.isArray(value) ? value.join(',') : String(value));
    }
  }
  const s = params.toString();
  return s ? `?${s}` : '';
}

async function errorBody(res: Response): Promise<ApiErrorBody | null> {
  try {
    const json = (await res.json()) as { error?: ApiErrorBody };
    return json.error ?? null;
  } catch {
    return null;
  }
}

export interface ApiClient {
  request<T>(path: string, options?: RequestOptions): Promise<T>;
  searchListings(filters: SearchFilters, pageSize?: number, options?: RequestOptions): Promise<SearchListingsResult>;
  totalCount(filters: SearchFilters, options?: RequestOptions): Promise<number>;
  counters(filters: SearchFilters, options?: RequestOptions): Promise<SearchCounters>;
  navigation(filters: SearchFilters, index: number, options?: RequestOptions): Promise<NavigationResult>;
  /** Cars by id in chunks of 50 (watch list); sold ones come with isSold. */
  listings(ids: readonly number[], options?: RequestOptions): Promise<Listing[]>;
  /** Vehicle details by id (compare). */
  listingDetails(ids: readonly number[], options?: RequestOptions): Promise<VehicleDetail[]>;
  mapOldIds(oldIds: readonly number[], options?: RequestOptions): Promise<{ oldId: number; id: number }[]>;
  citySuggestions(text: string, options?: RequestOptions): Promise<{ id: number; suggestion: string }[]>;
  cityCoordinates(suggestionId: number, options?: RequestOptions): Promise<{ lat: number; lon: number }>;
  saveToWatchList(visitorUuid: string, listingId: number, options?: RequestOptions): Promise<{ visitorUUId: string; count: number }>;
  removeFromWatchList(visitorUuid: string, listingId: number, options?: RequestOptions): Promise<{ visitorUUId: string; count: number }>;
}

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const base = options.baseUrl ?? API_BASE;
  const doFetch = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));
  let breaker: Promise<Breaker> | null = null;

  const getBreaker = () =>
    (breaker ??= loadCircuitBreaker().then((CB) => {
      const b: Breaker = new CB(
        async (url: string, init: RequestInit) => {
          const res = await doFetch(url, init);
          // 204 and 4xx are answers, not outages: they must not open the breaker (see errorFilter).
          if (res.status >= 500) throw new ApiClientError('ERROR_MESSAGES', res.status, url, `Request failed with status code ${res.status}`);
          return res;
        },
        { ...BREAKER_OPTIONS, ...options.breaker, errorFilter: (err: unknown) => err instanceof ApiClientError && err.type === 'NOT_FOUND' },
      );
      return b;
    }));

  const record = (err: ApiClientError, omit: boolean | undefined) => {
    if (omit || !options.onError) return;
    if (err.type === 'ERROR_MESSAGES' || err.status === 404 || err.status === 410) {
      options.onError({ type: err.type, status: err.status, url: err.url, message: err.message });
    }
  };

  async function request<T>(path: string, opts: RequestOptions = {}): Promise<T> {
    const url = `${base}${path}${queryString(opts.query)}`;
    const controller = new AbortController();
    const init: RequestInit = {
      method: opts.method ?? 'GET',
      headers: opts.body === undefined ? API_HEADERS : { ...API_HEADERS, 'Content-Type': 'application/json' },
      signal: controller.signal,
      // A write (e.g. 'Merken' just before following a link) must reach the server even if the page unloads.
      keepalive: (opts.method ?? 'GET') !== 'GET',
      ...(opts.body === undefined ? {} : { body: JSON.stringify(opts.body) }),
    };
    let res: Response;
    try {
      res = await (await getBreaker()).fire(url, init);
    } catch (cause) {
      controller.abort();
      const err =
        cause instanceof ApiClientError
          ? cause
          : new ApiClientError(
              'ERROR_MESSAGES',
              null,
              url,
              cause instanceof Error ? cause.message : String(cause),
              null,
              (cause as { code?: string } | null)?.code ?? null,
            );
      record(err, opts.omitError);
      throw err;
    }
    if (res.status === 204 || (res.status >= 400 && res.status < 500)) {
      const body = res.status === 204 ? null : await errorBody(res);
      const err = new ApiClientError('NOT_FOUND', res.status, url, body?.message ?? `Request failed with status code ${res.status}`, body);
      record(err, opts.omitError);
      throw err;
    }
    return (await res.json()) as T;
  }

  async function byIdChunks<T>(path: string, param: string, ids: readonly number[], key: string, opts?: RequestOptions): Promise<T[]> {
    const parts = await Promise.all(chunk(ids, ID_CHUNK).map((part) => request<Record<string, T[]>>(path, { ...opts, query: { [param]: part } })));
    return parts.flatMap((p) => p[key] ?? []);
  }

  return {
    request,
    searchListings: (filters, pageSize, opts) => request('/v2/search-listings', { ...opts, query: toBackendQuery(filters, pageSize ? { pageSize } : {}) }),
    totalCount: async (filters, opts) =>
      (await request<{ totalCount: number }>('/classified-search/totalcount', { ...opts, query: toBackendQuery(filters) })).totalCount,
    counters: (filters, opts) => request('/classified-search/counters', { ...opts, query: toBackendQuery(filters) }),
    navigation: (filters, index, opts) => request(`/navigation/${index}`, { ...opts, query: toBackendQuery(filters) }),
    listings: (ids, opts) => byIdChunks<Listing>('/v2/listings', 'listingIds', ids, 'listings', opts),
    listingDetails: (ids, opts) => byIdChunks<VehicleDetail>('/v2/listings-details', 'listingIds', ids, 'listings', opts),
    mapOldIds: (oldIds, opts) => byIdChunks<{ oldId: number; id: number }>('/v2/mapping-listings', 'oldCarIds', oldIds, 'mappings', opts),
    citySuggestions: async (text, opts) =>
      (await request<{ payload: { data: { suggestions: { id: number; suggestion: string }[] } } }>(`/geocode/suggestions/${encodeURIComponent(text)}`, opts))
        .payload.data.suggestions,
    cityCoordinates: async (id, opts) => (await request<{ data: { lat: number; lon: number } }>(`/geocode/latLon/${id}`, opts)).data,
    saveToWatchList: (uuid, id, opts) => request(`/watch-list/${encodeURIComponent(uuid)}/${id}`, { ...opts, method: 'PUT' }),
    removeFromWatchList: (uuid, id, opts) => request(`/watch-list/${encodeURIComponent(uuid)}/${id}`, { ...opts, method: 'DELETE' }),
  };
}

let sharedClient: ApiClient | undefined;

/** The page's one client: every feature shares its circuit breaker, as SPEC §4 describes one breaker for API calls. */
export function sharedApiClient(): ApiClient {
  sharedClient ??= createApiClient();
  return sharedClient;
}
