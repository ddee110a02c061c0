import { describe, expect, it } from 'vitest';
import { SEARCH_URL_PARAMS } from './search-filters.ts';
import { SearchUrlQuerySchema } from './search-params.ts';

describe('search filters (zod-free half of the codec)', () => {
  it('names exactly the page URL parameters the parsing schema reads', () => {
    expect([...SEARCH_URL_PARAMS].sort()).toEqual(Object.keys(SearchUrlQuerySchema.shape).sort());
  });
});
