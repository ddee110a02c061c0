import { ESLint } from 'eslint';

/**
 * The project's ESLint for probes linted as if they stood in a real file. Type-aware rules are off: they
 * need the whole TypeScript program and are not what the lint tests are about.
 */
const eslint = new ESLint({
  overrideConfig: {
    languageOptions: { parserOptions: { projectService: false } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'off',
      '@typescript-eslint/consistent-type-imports': 'off',
      '@typescript-eslint/no-unused-vars': 'off',
    },
  },
});

/** Every message lint gives `code` at `filePath`. */
export async function lintProbe(filePath: string, code: string): Promise<ESLint.LintResult['messages']> {
  const [result] = await eslint.lintText(code, { filePath });
  return result?.messages ?? [];
}
