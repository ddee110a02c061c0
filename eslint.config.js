// The layers of ARCHITECTURE.md as lint rules: `npm run lint` fails on an import that layers.config.mjs
// does not allow (and on that file having a folder cycle), on an import across a forbidden boundary, on
// an import cycle, on a promise nobody awaits, on a type imported as a value and on a file over 700 lines.
import fs from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { LAYERS } from './layers.config.mjs';
import { layerPlugin, layerProblems } from './scripts/layer-rules.mjs';

// The rule file must be whole and acyclic: then holding each import to it keeps every folder cycle out.
const layerFileProblems = layerProblems(LAYERS, import.meta.dirname);
if (layerFileProblems.length > 0) throw new Error(`layers.config.mjs: ${layerFileProblems.join('; ')}`);

const FEATURES = fs
  .readdirSync('app/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Zones: files under `target` must not import from `from` (paths from the project root). */
const LAYER_ZONES = [
  { target: './src', from: ['./app', './server'], message: 'src/ is below app/ and server/ and never imports them.' },
  { target: './src/domain', from: './src', except: ['./domain'], message: 'src/domain/ is pure: it imports only src/domain/.' },
  {
    target: ['./server/api', './app/routes'],
    from: ['./src/repositories', './src/db'],
    message: 'API handlers and route modules call services (context.services), never repositories or the database.',
  },
  { target: './app/components', from: './app/features', message: 'Shared components sit below the features and never import them.' },
  ...FEATURES.map((feature) => ({
    target: `./app/features/${feature}`,
    from: './app/features',
    except: [`./${feature}`],
    message: 'Features never import each other: move the shared piece down to app/components/ (or compose in the route).',
  })),
];

/**
 * Code that can reach the browser bundle must not pull in server-only modules. Route modules
 * (app/routes/, root.tsx) are exempt: React Router strips their loaders/actions and the imports
 * only those use from the client bundle (and fails the build if a `.server` module leaks).
 * Type-only imports are erased, so they are allowed.
 */
const SERVER_ONLY_IMPORTS = {
  patterns: [
    {
      regex: String.raw`\.server(\.tsx?)?$|(^#src/|/src/)(repositories|db)/`,
      allowTypeImports: true,
      message: 'Browser code never imports server-only modules (*.server.ts, src/repositories, src/db); load the data in a loader.',
    },
  ],
};

export default tseslint.config(
  { ignores: ['build/**', '.react-router/**', 'node_modules/**', 'data/**', 'coverage/**', 'public/**'] },
  js.configs.recommended,
  {
    rules: {
      // Input sanitising strips control characters on purpose (sanitize-html, local-path, feed input).
      'no-control-regex': 'off',
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Every import runs downwards, into a layer that layers.config.mjs lets the file's layer import.
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { layers: layerPlugin(LAYERS, import.meta.dirname) },
    rules: { 'layers/imports-downwards': 'error' },
  },
  {
    // No file over 700 lines, counted like `wc -l` (blank lines and comments too): a longer file is
    // split where the code has seams.
    files: ['**/*.{ts,tsx,js,mjs}'],
    rules: { 'max-lines': ['error', { max: 700, skipBlankLines: false, skipComments: false }] },
  },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [tseslint.configs.recommended],
    plugins: { 'import-x': importX },
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node, ...globals.browser },
    },
    settings: {
      // import-x parses the imported files too (no-cycle follows them): TypeScript needs its parser.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ alwaysTryTypes: true })],
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { prefer: 'type-imports', fixStyle: 'inline-type-imports' }],
      // `interface AppLoadContext extends RequestContext {}` is how React Router's context type is augmented.
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: LAYER_ZONES }],
    },
  },
  {
    // The plugin's recommended rules (rules of hooks, complete dependencies, the React Compiler's checks
    // of purity, refs, immutability, state set in effects, memoisation and components), every one an
    // error: a warning would let a mistake through.
    files: ['app/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: Object.fromEntries(Object.keys(reactHooks.configs['recommended-latest'].rules).map((rule) => [rule, 'error'])),
  },
  {
    files: ['app/**/*.{ts,tsx}'],
    ignores: ['app/**/*.server.{ts,tsx}', 'app/routes/**', 'app/root.tsx', 'app/**/*.test.{ts,tsx}'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', SERVER_ONLY_IMPORTS] },
  },
);
