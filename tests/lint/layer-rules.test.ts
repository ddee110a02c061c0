/**
 * The layer rules of eslint.config.js must keep failing on the imports they forbid: each probe is
 * a wrong import linted as if it stood in a real file of the layer it breaks. (Type-aware rules are
 * switched off here: they need the whole TypeScript program and are not what this test is about.)
 */
import { describe, expect, it } from 'vitest';
import { lintProbe } from '../support/lint-probe.ts';

async function problems(filePath: string, code: string): Promise<string[]> {
  // layers.config.mjs refuses most of these probes too: tests/lint/folder-cycles.test.ts is about that rule.
  return (await lintProbe(filePath, code)).filter((m) => m.ruleId !== 'layers/imports-downwards').map((m) => `${m.ruleId ?? 'parser'}: ${m.message}`);
}

// The first lint loads the config and the resolver; on a busy machine that takes seconds.
describe('lint layer rules', { timeout: 60_000 }, () => {
  it('an API handler or a route module importing a repository fails', async () => {
    const probe = "import { findSeller } from '#src/repositories/seller.repository.ts';\nexport const x = findSeller;\n";
    expect(await problems('server/api/dealer-api.ts', probe)).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*never repositories/)]);
    expect(await problems('app/routes/dealer-cars.tsx', probe)).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*never repositories/)]);
  });

  it('a feature importing another feature, or a shared component importing a feature, fails', async () => {
    const probe = "import { powerText } from '#app/features/listing-detail/basic-info.ts';\nexport const x = powerText;\n";
    expect(await problems('app/features/compare/compare-page.tsx', probe)).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*Features never import each other/),
    ]);
    expect(await problems('app/components/listing/listing-card.tsx', probe)).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*never import them/),
    ]);
    // the feature's own files are fine
    expect(await problems('app/features/listing-detail/detail-view.tsx', probe)).toEqual([]);
  });

  it('src/ importing app/ or server/, and src/domain importing outside src/domain, fail', async () => {
    expect(await problems('src/listings/listing-mapper.ts', "import { pageTitle } from '#app/seo/page-title.ts';\nexport const x = pageTitle;\n")).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*src\/ is below/),
    ]);
    expect(
      await problems('src/domain/format/number-format.ts', "import { createLogger } from '../../config/logger.server.ts';\nexport const x = createLogger;\n"),
    ).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*src\/domain\/ is pure/)]);
  });

  it('browser code importing a server-only module fails, a type-only import does not', async () => {
    expect(
      await problems('app/features/search/search-page.tsx', "import { loadSearchPage } from './search-page.server.ts';\nexport const x = loadSearchPage;\n"),
    ).toEqual([expect.stringMatching(/^@typescript-eslint\/no-restricted-imports: .*Browser code never imports server-only modules/)]);
    expect(
      await problems('app/features/search/search-page.tsx', "import type { AppServices } from '#src/app-services.server.ts';\nexport type X = AppServices;\n"),
    ).toEqual([]);
  });

  it('an import cycle fails', async () => {
    // listing-reader imports the mapper: the mapper importing the reader closes a cycle
    expect(
      await problems(
        'src/listings/listing-mapper.ts',
        "import { createListingReader } from '../listings/listing-reader.server.ts';\nexport const x = createListingReader;\n",
      ),
    ).toEqual([expect.stringMatching(/^import-x\/no-cycle: /)]);
  });
});
