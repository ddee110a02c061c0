import { describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH, nestsDeeperThan } from './json-depth.ts';

describe('nestsDeeperThan', () => {
  it('counts arrays and objects, not brackets inside strings', () => {
    expect(nestsDeeperThan('{"a":[{"b":[1,2]}]}', 4)).toBe(false);
    expect(nestsDeeperThan('{"a":[{"b":[[1]]}]}', 4)).toBe(true);
    expect(nestsDeeperThan(JSON.stringify({ text: '[[[[[[["\\"{{{{' }), 1)).toBe(false);
  });

  it('finds a 100,000-deep array without recursion', () => {
    expect(nestsDeeperThan('['.repeat(100_000) + ']'.repeat(100_000))).toBe(true);
    expect(nestsDeeperThan('['.repeat(MAX_JSON_DEPTH) + ']'.repeat(MAX_JSON_DEPTH))).toBe(false);
  });
});
