/**
 * The `max-lines` rule of eslint.config.js must keep failing on a file over 700 lines, counted
 * like `wc -l`: blank lines and comment lines count too. (Type-aware linting is switched off here:
 * it needs the whole TypeScript program and is not what this test is about.)
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({
  overrideConfig: {
    languageOptions: { parserOptions: { projectService: false } },
    rules: { '@typescript-eslint/no-floating-promises': 'off', '@typescript-eslint/consistent-type-imports': 'off' },
  },
});

async function problems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((m) => `${m.ruleId ?? 'parser'}: ${m.message}`);
}

/** A file of `lines` lines ending in a newline, as `wc -l` counts them: a third code, a third comments, a third blank. */
function fileOf(lines: number): string {
  const out: string[] = [];
  for (let i = 0; i < lines; i++) out.push(i % 3 === 0 ? `export const n${i} = ${i};` : i % 3 === 1 ? `// line ${i}` : '');
  return `${out.join('\n')}\n`;
}

// The first lint loads the config and the resolver; on a busy machine that takes seconds.
describe('lint max-lines', { timeout: 60_000 }, () => {
  it('a file of 700 lines passes', async () => {
    expect(fileOf(700).split('\n').length - 1).toBe(700);
    expect(await problems('src/domain/format/long-table.ts', fileOf(700))).toEqual([]);
    expect(await problems('scripts/long-script.mjs', fileOf(700))).toEqual([]);
  });

  it('a file of 701 lines fails, whether TypeScript, TSX or plain JavaScript', async () => {
    const tooLong = [expect.stringMatching(/^max-lines: File has too many lines \(701\)\. Maximum allowed is 700\./)];
    expect(await problems('src/domain/format/long-table.ts', fileOf(701))).toEqual(tooLong);
    expect(await problems('app/features/search/long-view.tsx', fileOf(701))).toEqual(tooLong);
    expect(await problems('scripts/long-script.mjs', fileOf(701))).toEqual(tooLong);
    expect(await problems('scripts/long-script.js', fileOf(701))).toEqual(tooLong);
  });
});
