import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { fetchPage } from './support/fetch-page.ts';
import { inventorySample, pageSamples, routeSamples, routesWithoutSample } from './support/route-samples.ts';

/**
 * Gate 4: every route's server-rendered HTML passes the Nu Html Checker (vnu-jar from npm, run on
 * the machine's Java) without a single error. All documents go to one checker run (one JVM start).
 */
const baseUrl = inject('baseUrl');
const samples = routeSamples(inventorySample(inject('dataDir')));
const vnuJar = String(createRequire(import.meta.url)('vnu-jar'));
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gw-vnu-'));

interface VnuMessage {
  type: string;
  subType?: string;
  url: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

afterAll(() => fs.rmSync(workDir, { recursive: true, force: true }));

describe('HTML validity (Nu Html Checker)', () => {
  it('has a sample address for every route of the route table', () => {
    expect(routesWithoutSample(samples)).toEqual([]);
  });

  it('finds no errors in any server-rendered page', async () => {
    const files = new Map<string, string>();
    for (const [i, sample] of pageSamples(samples).entries()) {
      const { status, html } = await fetchPage(`${baseUrl}${sample.path}`);
      expect.soft(status, sample.path).toBe(sample.status);
      const file = path.join(workDir, `page-${String(i).padStart(2, '0')}.html`);
      fs.writeFileSync(file, html);
      files.set(`file:${file}`, sample.path);
    }
    const java = process.env.JAVA_HOME ? path.join(process.env.JAVA_HOME, 'bin', 'java') : 'java';
    // vnu exits with 1 when it reports errors; the JSON report is on stderr either way.
    const { stderr } = await promisify(execFile)(java, ['-jar', vnuJar, '--errors-only', '--format', 'json', ...[...files.keys()].map((f) => f.slice(5))], {
      maxBuffer: 64 * 1024 * 1024,
    }).catch((err: { stderr?: string; stdout?: string }) => ({ stderr: err.stderr ?? '', stdout: err.stdout ?? '' }));
    const report = JSON.parse(stderr || '{"messages":[]}') as { messages: VnuMessage[] };
    const errors = report.messages
      .filter((m) => m.type === 'error' || m.subType === 'fatal')
      .map((m) => `${files.get(m.url) ?? m.url}:${m.lastLine ?? '?'} ${m.message}${m.extract ? `  «${m.extract.trim().slice(0, 160)}»` : ''}`);
    console.log(`Nu Html Checker: ${files.size} documents, ${errors.length} errors`);
    expect(errors).toEqual([]);
  });
});
