import { afterAll, beforeAll } from 'vitest';

/**
 * A resource for the calling test file: made before its first test, released after its last.
 * Returns a getter, because the resource only exists once beforeAll has run.
 */
export function useFileFixture<T>(name: string, create: () => T | Promise<T>, release: (value: T) => unknown): () => T {
  let value: T | undefined;
  beforeAll(async () => {
    value = await create();
  });
  afterAll(async () => {
    if (value !== undefined) await release(value);
  });
  return () => {
    if (value === undefined) throw new Error(`${name} is made in beforeAll; use it inside a hook or test`);
    return value;
  };
}
