import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);

/** Every TypeScript entry point of `npm run …` (read from package.json, so a new tool is covered) and the single drills. */
function commandLineTools(): string[] {
  const { scripts } = JSON.parse(fs.readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> };
  const fromScripts = Object.values(scripts).flatMap((command) => [...command.matchAll(/\btsx ([\w./-]+\.ts)\b/g)].map((m) => m[1] ?? ''));
  const drills = ['scripts/drill/database-faults.ts', 'scripts/drill/mail-delivery.ts', 'scripts/drill/cluster-faults.ts'];
  return [...new Set([...fromScripts, ...drills])].sort();
}

describe('command-line tools (issue 25 point 4)', () => {
  it('cover every npm script that runs a TypeScript tool', () => {
    expect(commandLineTools()).toEqual(
      expect.arrayContaining([
        'bench/search-bench.ts',
        'scripts/loadtest.ts',
        'scripts/drill/run-drills.ts',
        'scripts/partner.ts',
        'scripts/import-feed.ts',
        'scripts/worker.ts',
        'scripts/agent.ts',
        'scripts/reports.ts',
        'scripts/seed.ts',
        'scripts/backup.ts',
        'scripts/restore.ts',
        'scripts/reload.ts',
        'scripts/price-model-evaluate.ts',
        'scripts/search-query-evaluate.ts',
        'scripts/moderation.ts',
        'scripts/operator-password-hash.ts',
      ]),
    );
  });

  // Each tool calls scripts/cli-help.ts before it parses options or opens anything: a DATA_DIR that
  // cannot exist proves no database is touched. Two at a time: each spawn compiles TypeScript.
  it('answer --help with their usage and exit 0 instead of a stack trace, touching no database', async () => {
    const tools = commandLineTools();
    const answers: { tool: string; stdout: string; stderr: string }[] = [];
    const queue = [...tools];
    const worker = async () => {
      for (let tool = queue.shift(); tool; tool = queue.shift()) {
        // One process per tool (node with tsx's loader; the tsx command would start a second).
        const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', tool, '--help'], {
          env: { ...process.env, DATA_DIR: '/nonexistent/help-only', DATABASE_URL: '' },
        });
        answers.push({ tool, stdout, stderr });
      }
    };
    await Promise.all([worker(), worker()]);
    expect(answers).toHaveLength(tools.length);
    for (const { tool, stdout, stderr } of answers) {
      expect(stdout, tool).toMatch(/^Aufruf: \S/);
      expect(stderr, tool).toBe('');
    }
  }, 300_000);
});
