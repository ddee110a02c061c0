/**
 * layers.config.mjs must keep `npm run lint` failing on a folder-level cycle: an import that closes one
 * fails the `layers/imports-downwards` rule, and so does any import the file does not write down; a rule
 * file with a cycle, or with a folder left out, is refused before anything is linted. (Type-aware
 * linting is switched off here: it needs the whole TypeScript program and is not what this test is about.)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { lintProbe } from '../support/lint-probe.ts';
import { LAYERS } from '../../layers.config.mjs';
import { layerProblems } from '../../scripts/layer-rules.mjs';

async function problems(filePath: string, code: string): Promise<string[]> {
  return (await lintProbe(filePath, code)).filter((m) => m.ruleId === 'layers/imports-downwards').map((m) => m.message);
}

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'gw-layers-'));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

// The first lint loads the config and the resolver; on a busy machine that takes seconds.
describe('lint folder cycles', { timeout: 60_000 }, () => {
  it('an import from a low folder up into one that imports it fails, naming the cycle', async () => {
    // src/observability reads the database's health: the database counting into its metrics closes a cycle
    const up = "import { dbPoolWaits } from '../observability/metrics.server.ts';\nexport const x = dbPoolWaits;\n";
    expect(await problems('src/db/connect.server.ts', up)).toEqual([
      expect.stringMatching(/^src\/db may not import src\/observability: src\/observability → src\/db already, so this import closes a folder cycle/),
    ]);
    const throughTwo = "import type { SearchService } from '#src/search/search-service.server.ts';\nexport type X = SearchService;\n";
    expect(await problems('src/listings/listing-reader.server.ts', throughTwo)).toEqual([
      expect.stringMatching(/^src\/listings may not import src\/search: src\/search → src\/listings already/),
    ]);
    expect(await problems('app/components/listing/listing-card.tsx', "export { x } from '#app/routes/listing-detail.tsx';\n")).toEqual([
      expect.stringMatching(/^app\/components may not import app\/routes: app\/routes → app\/components already/),
    ]);
  });

  it('an import the rule file does not write down fails, an allowed one and one inside the folder pass', async () => {
    expect(await problems('src/search/filter-key.ts', "import { x } from '../mail/html.ts';\nexport const y = x;\n")).toEqual([
      'src/search may not import src/mail: not among the layers written down for it in layers.config.mjs.',
    ]);
    expect(
      await problems(
        'src/search/filter-key.ts',
        "import { x } from '../domain/search/search-filters.ts';\nimport { y } from './bitset.ts';\nexport const z = [x, y];\n",
      ),
    ).toEqual([]);
  });

  it('the rule file is whole and without a cycle; one with a cycle, or missing a folder, is refused', () => {
    expect(layerProblems(LAYERS, process.cwd())).toEqual([]);
    expect(layerProblems({ ...LAYERS, 'src/db': ['src/observability'] }, process.cwd())).toEqual([
      expect.stringMatching(/^a folder cycle: .*src\/db → src\/observability/),
    ]);
    fs.mkdirSync(path.join(scratch, 'src/battery'), { recursive: true });
    fs.mkdirSync(path.join(scratch, 'app/features/search'), { recursive: true });
    expect(layerProblems({ 'app/features/search': [] }, scratch)).toEqual(['src/battery is in no layer: write down what it may import']);
  });
});
