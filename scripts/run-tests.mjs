// `npm test`: the parts below, one after another in this order. It stops at the first part that fails,
// with that part's exit code (so CI fails), and at the end — also after a failure or Ctrl-C — prints how
// long each part took, so a slow part shows at once (issue 38 point 3).
//
//   npm test                      every part
//   npm test -- e2e gates         only the parts named, still in this order (after `npm run build` for e2e/gates/soak)
//   npm test -- --from=e2e        the part named and every part after it
import { spawn } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const vitest = path.join(ROOT, 'node_modules/.bin/vitest');

/** @type {{ name: string, what: string, command: string, args: string[], env?: Record<string, string> }[]} */
const PARTS = [
  { name: 'lint', what: 'eslint, prettier, layer graph', command: 'npm', args: ['run', '-s', 'lint'] },
  { name: 'typecheck', what: 'route types, tsc', command: 'npm', args: ['run', '-s', 'typecheck'] },
  { name: 'build', what: 'pages and compiled server', command: 'npm', args: ['run', '-s', 'build'] },
  { name: 'unit+integration', what: 'vitest unit, integration', command: vitest, args: ['run', '--project', 'unit', '--project', 'integration'] },
  { name: 'e2e', what: 'vitest e2e (browser)', command: vitest, args: ['run', '--project', 'e2e'] },
  { name: 'gates', what: 'vitest gates', command: vitest, args: ['run', '--project', 'gates'], env: { NODE_ENV: 'production' } },
  { name: 'soak', what: 'npm run soak', command: 'npm', args: ['run', '-s', 'soak'] },
];

const HELP = `Aufruf: npm test [-- <Teil> …] [-- --from=<Teil>]
  Teile, in dieser Reihenfolge: ${PARTS.map((p) => p.name).join(', ')}
  Bricht beim ersten fehlgeschlagenen Teil mit dessen Exit-Code ab und zeigt am Ende die Dauer jedes Teils.`;

function selectedParts(argv) {
  if (argv.includes('--help') || argv.includes('-h')) {
    console.log(HELP);
    process.exit(0);
  }
  const names = new Set(PARTS.map((p) => p.name));
  const from = argv.find((a) => a.startsWith('--from='))?.slice('--from='.length);
  const only = argv.filter((a) => !a.startsWith('--'));
  for (const name of [...only, ...(from ? [from] : [])]) {
    if (!names.has(name)) {
      console.error(`npm test: unbekannter Teil "${name}"\n${HELP}`);
      process.exit(2);
    }
  }
  if (from) return PARTS.slice(PARTS.findIndex((p) => p.name === from));
  if (only.length > 0) return PARTS.filter((p) => only.includes(p.name));
  return PARTS;
}

/** @type {import('node:child_process').ChildProcess | undefined} */
let running;
let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    interrupted = true;
    // The child gets Ctrl-C from the terminal itself; SIGTERM from a CI runner is passed on.
    if (signal === 'SIGTERM') running?.kill('SIGTERM');
  });
}

/** Runs one part with this terminal's output; resolves with its exit code (signals as 128 + n). */
function runPart(part) {
  return new Promise((resolve) => {
    running = spawn(part.command, part.args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...part.env } });
    running.once('error', (error) => {
      console.error(`npm test: ${part.name} konnte nicht starten: ${error.message}`);
      resolve(127);
    });
    running.once('exit', (code, signal) => resolve(code ?? 128 + (signal === 'SIGINT' ? 2 : 15)));
  });
}

const minutes = (ms) => {
  const s = Math.round(ms / 1000);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
};

function printTable(results, total) {
  const width = Math.max(...PARTS.map((p) => p.name.length), 'total'.length);
  const lines = results.map(({ part, ms, code }) => {
    const outcome = code === undefined ? 'not run' : code === 0 ? 'ok' : `FAILED (exit ${code})`;
    return `  ${part.name.padEnd(width)}  ${(ms === undefined ? '–' : minutes(ms)).padStart(6)}  ${outcome.padEnd(16)}  ${part.what}`;
  });
  console.log(`\nnpm test, time per part (min:s):\n${lines.join('\n')}\n  ${'total'.padEnd(width)}  ${minutes(total).padStart(6)}\n`);
}

const parts = selectedParts(process.argv.slice(2));
/** @type {{ part: (typeof PARTS)[number], ms?: number, code?: number }[]} */
const results = parts.map((part) => ({ part }));
const started = performance.now();
let exitCode = 0;
for (const result of results) {
  console.log(`\n── npm test: ${result.part.name} (${result.part.what}) ──\n`);
  const partStarted = performance.now();
  result.code = await runPart(result.part);
  result.ms = performance.now() - partStarted;
  if (result.code !== 0 || interrupted) {
    exitCode = result.code || 130;
    break;
  }
}
printTable(results, performance.now() - started);
process.exit(exitCode);
