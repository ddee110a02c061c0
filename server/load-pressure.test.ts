import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { HEAP_PRESSURE_SHARE, oldGenerationLimitBytes } from './load-pressure.ts';

const CHILD = path.resolve('tests/support/heap-pressure-child.ts');

describe('load pressure', () => {
  it.each(['--max-semi-space-size=8', '--max-semi-space-size=16'])(
    'says "heap" before a process with a small heap runs out (%s), tells once, and clears when the memory is free again',
    async (semi) => {
      const { stdout } = await promisify(execFile)(process.execPath, ['--expose-gc', '--max-old-space-size=96', semi, '--import', 'tsx', CHILD], {
        env: { ...process.env, NODE_OPTIONS: '' },
      });
      const seen = JSON.parse(stdout.trim()) as { during: string; told: number; share: number; after: string | null };
      expect(seen).toMatchObject({ during: 'heap', told: 1, after: null });
      expect(seen.share).toBeGreaterThan(HEAP_PRESSURE_SHARE);
    },
  );

  it('measures the old generation against its own limit, not the whole heap with the young reserve', () => {
    // heap_size_limit = old space + 3 semi-spaces; only the old space fills with live objects.
    const whole = oldGenerationLimitBytes('--max-semi-space-size=0');
    expect(whole - oldGenerationLimitBytes('--max-semi-space-size=8')).toBe(24 * 1024 * 1024);
    expect(whole - oldGenerationLimitBytes('')).toBe(48 * 1024 * 1024);
  });
});
