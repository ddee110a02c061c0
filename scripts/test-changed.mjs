// `npm run test:changed [-- <base>]` (default base: main): the checks a change needs, on what it touches.
// The changed files are the ones vitest's `--changed <base>` takes: committed since the branch left <base>
// (`git diff <base>...HEAD`), staged, modified and new files.
//
//   lint              eslint and prettier on the changed files; the layer graph (whole, it is quick)
//   typecheck         the whole project (a type reaches every file that uses it)
//   unit+integration  the test files that are changed or import a changed file (`vitest run --changed <base>`)
//   e2e               the browser test files picked by the rule below, after `npm run build`
//   gates             only when tests/gates/ changed: the changed gate files (their set-up changed: every gate)
//
// Browser tests reach the app through a server, not through imports, so vitest's import graph finds only
// the e2e files that are changed themselves or import a changed helper (or src/ module). On top of that, a
// change to the product (app/, server/, src/, public/; test files aside) picks by name: the feature or
// component folder, route file, style sheet or src/ folder a file is in (app/features/search/… → "search",
// app/routes/watch-list.tsx and app/styles/watch-list.css → "watch-list", src/domain/pricing/… → "pricing")
// picks every e2e file whose name holds all its words, plural or not ("search-agents" → search-agent.test.ts
// and journeys-d-search-agents.test.ts). A product file whose name picks no e2e file (shared code such as
// app/root.tsx, app/components/layout/, app/styles/app.css, server/, src/db/, catalogue data) and a change to
// the e2e set-up (global setup, per-file setup, seeded test servers, vitest and build configuration,
// package.json) run every e2e file. No e2e file picked: no build, no e2e.
// Every part runs even when one before it failed; the exit code is the first failure's.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const bin = (name) => path.join(ROOT, 'node_modules/.bin', name);

const args = process.argv.slice(2);
if (args.includes('--help') || args.includes('-h')) {
  console.log(`Aufruf: npm run test:changed [-- <Basis>] [--list]   (Basis: ein Branch oder Commit, ohne Angabe main)
  Lint der geänderten Dateien, Typprüfung, die Unit-, Integrations- und Browsertests, die die Änderung berührt.`);
  process.exit(0);
}
const base = args.find((a) => !a.startsWith('-')) ?? 'main';
// --list: print the changed files and the e2e files picked, run nothing.

/** Files whose change affects every browser test file: their set-up, the servers they test, the build. */
const E2E_EVERYTHING = [
  /^package(-lock)?\.json$/,
  /^(vitest|vite|react-router)\.config\.ts$/,
  /^tsconfig\.json$/,
  /^tests\/e2e\/(global-setup|worker-server|failure-artifacts)\.ts$/,
  /^tests\/support\/(seeded-test-server|test-templates|test-databases|browser)\.ts$/,
  /^scripts\/build-server\.mjs$/,
];
/** Where the product is: a change here reaches the browser tests through the server. */
const PRODUCT = /^(app|server|src|public)\//;
const TEST_FILE = /\.test\.tsx?$/;

const git = (...gitArgs) =>
  execFileSync('git', gitArgs, { cwd: ROOT, encoding: 'utf8' })
    .split('\n')
    .filter((line) => line !== '');

function changedFiles() {
  try {
    execFileSync('git', ['rev-parse', '--verify', '--quiet', `${base}^{commit}`], { cwd: ROOT, stdio: 'ignore' });
  } catch {
    console.error(`test:changed: "${base}" ist kein Branch oder Commit dieses Repositorys.`);
    process.exit(2);
  }
  const files = [
    ...git('diff', '--name-only', `${base}...HEAD`),
    ...git('diff', '--cached', '--name-only'),
    ...git('ls-files', '--other', '--modified', '--exclude-standard'),
  ];
  return [...new Set(files)].sort();
}

/** The words of a name, singular: "search-agents" → ["search", "agent"]. */
const words = (name) => name.split(/[-_.]/).map((w) => (w.length > 3 && w.endsWith('s') ? w.slice(0, -1) : w));

/** The name a product file is tested under in the browser: its feature, component, route or src/ folder. */
function featureOf(file) {
  const parts = file.split('/');
  if (parts[0] === 'app' && (parts[1] === 'features' || parts[1] === 'components') && parts.length > 3) return parts[2];
  if (parts[0] === 'app' && parts[1] === 'routes') return parts[2].replace(/\.tsx?$/, '');
  if (parts[0] === 'app' && parts[1] === 'styles' && parts.length === 3) return parts[2].replace(/\.css$/, '');
  if (parts[0] === 'src' && parts[1] === 'domain' && parts.length > 3) return parts[2];
  if (parts[0] === 'src' && parts.length > 2) return parts[1];
  return undefined;
}

/** The e2e files to run for these changes (besides those vitest finds through imports), or 'all'. */
function e2eFilesFor(files, e2eFiles) {
  const picked = new Set();
  for (const file of files) {
    if (E2E_EVERYTHING.some((pattern) => pattern.test(file))) return 'all';
    if (!PRODUCT.test(file) || TEST_FILE.test(file)) continue;
    const feature = featureOf(file);
    const featureWords = feature ? words(feature) : [];
    const matches = e2eFiles.filter((e2e) => {
      const fileWords = words(path.basename(e2e).replace(TEST_FILE, ''));
      return featureWords.length > 0 && featureWords.every((w) => fileWords.includes(w));
    });
    if (matches.length === 0) return 'all';
    for (const match of matches) picked.add(match);
  }
  return [...picked];
}

const results = [];
function run(name, command, commandArgs, env = {}) {
  const shown = command === process.execPath ? 'node' : path.isAbsolute(command) ? path.relative(ROOT, command) : command;
  console.log(`\n── test:changed: ${name} ──\n$ ${[shown, ...commandArgs].join(' ')}\n`);
  const started = performance.now();
  const { status, signal } = spawnSync(command, commandArgs, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
  const code = status ?? 128 + (signal === 'SIGINT' ? 2 : 15);
  results.push({ name, ms: performance.now() - started, code });
  if (signal === 'SIGINT') finish();
  return code;
}

function finish() {
  const width = Math.max(...results.map((r) => r.name.length));
  const lines = results.map(
    ({ name, ms, code }) => `  ${name.padEnd(width)}  ${(ms / 1000).toFixed(0).padStart(5)} s  ${code === 0 ? 'ok' : `FAILED (exit ${code})`}`,
  );
  console.log(`\ntest:changed against ${base}:\n${lines.join('\n')}\n`);
  process.exit(results.find((r) => r.code !== 0)?.code ?? 0);
}

const changed = changedFiles();
const existing = changed.filter((file) => fs.existsSync(path.join(ROOT, file)));
console.log(`test:changed: ${changed.length} Datei(en) geändert gegenüber ${base}${changed.length ? `:\n  ${changed.join('\n  ')}` : ''}`);
if (changed.length === 0) process.exit(0);

const e2eFiles = fs
  .readdirSync(path.join(ROOT, 'tests/e2e'))
  .filter((name) => TEST_FILE.test(name))
  .map((name) => `tests/e2e/${name}`);
const byName = e2eFilesFor(changed, e2eFiles);
// The e2e files vitest's import graph reaches from the changed files (listed only: no server starts).
const listed = spawnSync(bin('vitest'), ['list', '--filesOnly', '--project', 'e2e', '--changed', base], { cwd: ROOT, encoding: 'utf8' });
if (listed.status !== 0) {
  process.stderr.write(listed.stdout + listed.stderr);
  results.push({ name: 'e2e (list)', ms: 0, code: listed.status ?? 1 });
  finish();
}
const byImports = [...listed.stdout.matchAll(/^\[e2e\] (\S+)$/gm)].map((match) => match[1]);
const selected = byName === 'all' ? e2eFiles : [...new Set([...byImports, ...byName])].sort();
console.log(
  `\ntest:changed: e2e ${byName === 'all' ? 'every file (shared code or set-up changed)' : `${selected.length} of ${e2eFiles.length} files (by name: ${byName.length}, by imports: ${byImports.length})`}`,
);
// The gates run in full in `npm test`; here only when a gate itself changed (its file, or their set-up: all).
const gateChanges = changed.filter((file) => file.startsWith('tests/gates/'));
const gatesAll = gateChanges.some((file) => !TEST_FILE.test(file));
const gates = gatesAll ? ['(every gate)'] : gateChanges.filter((file) => existing.includes(file));
if (args.includes('--list')) {
  console.log(`  ${selected.join('\n  ')}`);
  console.log(`test:changed: gates ${gates.length > 0 ? `\n  ${gates.join('\n  ')}` : 'none'}`);
  process.exit(0);
}

const lintable = existing.filter((file) => /\.(ts|tsx|js|mjs)$/.test(file));
if (lintable.length > 0) run('eslint', bin('eslint'), ['--max-warnings', '0', '--no-warn-ignored', ...lintable]);
if (existing.length > 0) run('prettier', bin('prettier'), ['--check', '--ignore-unknown', ...existing]);
run('layer graph', process.execPath, ['scripts/layer-graph.mjs', '--check']);
run('typecheck', 'npm', ['run', '-s', 'typecheck']);

run('unit+integration', bin('vitest'), ['run', '--changed', base, '--passWithNoTests', '--project', 'unit', '--project', 'integration']);

/** Builds once, for the first of e2e and gates that needs it; its exit code. */
const built = () => results.find((r) => r.name === 'build')?.code ?? run('build', 'npm', ['run', '-s', 'build']);
if (selected.length > 0 && built() === 0) {
  // One seeded server per worker: no more workers (servers) than files.
  const workers = process.env.E2E_WORKERS ?? String(Math.min(2, selected.length));
  run('e2e', bin('vitest'), ['run', '--project', 'e2e', ...(byName === 'all' ? [] : selected)], { E2E_WORKERS: workers });
}
if (gates.length > 0 && built() === 0) {
  run('gates', 'env', ['NODE_ENV=production', bin('vitest'), 'run', '--project', 'gates', ...(gatesAll ? [] : gates)]);
}
finish();
