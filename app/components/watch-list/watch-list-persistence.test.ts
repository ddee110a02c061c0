import { describe, expect, it } from 'vitest';
import { isVisitorUUId } from '#src/domain/watch-list/visitor-cookie.ts';
import { parsePersisted } from './watch-list-persistence.ts';

describe('stored watch list', () => {
  it('reads a well-formed entry', () => {
    const value = { savedCars: [{ id: 5, oldId: 9, isValid: false, idx: 0 }], migratedCarIds: [9], visitorUUId: '0b7a7f3e-1c2d-4e5f-8a9b-0c1d2e3f4a5b' };
    expect(parsePersisted(JSON.stringify(value))).toEqual(value);
  });
  it('treats unreadable entries as no list and drops bad parts', () => {
    expect(parsePersisted('{oops')).toBeNull();
    expect(parsePersisted('[]')).toBeNull();
    expect(
      parsePersisted(
        JSON.stringify({
          savedCars: [
            { id: 5, idx: 0 },
            { id: -1, idx: 1 },
            { id: 5, idx: 2 },
          ],
          visitorUUId: '<script>',
        }),
      ),
    ).toEqual({
      savedCars: [{ id: 5, oldId: null, isValid: true, idx: 0 }],
      migratedCarIds: [],
      visitorUUId: null,
    });
  });
  it('accepts only UUIDs as visitor ids', () => {
    expect(isVisitorUUId('0b7a7f3e-1c2d-4e5f-8a9b-0c1d2e3f4a5b')).toBe(true);
    expect(isVisitorUUId('../../etc')).toBe(false);
  });
});
