import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const TSX = path.resolve('node_modules/.bin/tsx');

describe('command-line tools (issue 25 point 4)', () => {
  // Every script calls scripts/cli-help.ts before it parses options; one spawn proves the wiring
  // (each costs seconds of TypeScript compilation), the example being the partner tool.
  it('answer --help with their usage and exit 0 instead of a stack trace, touching no database', async () => {
    const { stdout, stderr } = await run(TSX, ['scripts/partner.ts', '--help'], { env: { ...process.env, DATA_DIR: '/nonexistent/help-only' } });
    expect(stdout).toMatch(/^Aufruf: npm run partner -- create NAME/);
    expect(stderr).toBe('');
  }, 120_000);
});
