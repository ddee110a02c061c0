/**
 * npx tsx bench/api-search-throughput.ts [--seconds=30] [--connections=10] [--rounds=2] [--base=/work/base]
 *
 * Issue 34's throughput figure: unique `GET /api/v2/search-listings` (the soak's filter mix, each with a
 * price ceiling of its own, so no cache answers it) at 10 connections, against the product started as
 * `npm start` starts it (compiled server, production defaults, 2 serving processes, 104k cars, SQLite),
 * once with its own heap limit and once with `NODE_OPTIONS=--max-old-space-size=1024`; with `--base`,
 * the same two for another built checkout (e.g. the commit before issue 34), in turns, so every figure
 * comes from the same run on the same machine. Each checkout seeds its own data folder on its first
 * start (kept under /tmp/api-throughput-bench). Prints req/s, p50/p95, answers other than 200, and how
 * many serving processes died.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import autocannon from 'autocannon';
import { createSeededRandom } from '#src/domain/random/seeded-random.ts';
import { searchQuery } from '../scripts/soak/soak-traffic.ts';

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const SECONDS = Number(arg('seconds') ?? 30);
const CONNECTIONS = Number(arg('connections') ?? 10);
const ROUNDS = Number(arg('rounds') ?? 2);
const BASE = arg('base');
const ROOT = path.resolve(import.meta.dirname, '..');

interface Running {
  url: string;
  child: ChildProcess;
  deaths: () => number;
}

async function start(root: string, nodeOptions: string): Promise<Running> {
  const dataDir = path.join('/tmp/api-throughput-bench', path.basename(root));
  fs.mkdirSync(dataDir, { recursive: true });
  const child = spawn(process.execPath, [path.join(root, 'build', 'server-main.js')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      METRICS_PORT: '0',
      NODE_OPTIONS: nodeOptions,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let deaths = 0;
  const lines = readline.createInterface({ input: child.stdout! });
  child.stderr?.on('data', (chunk: Buffer) => {
    if (chunk.toString().includes('heap out of memory')) deaths++;
  });
  const url = await new Promise<string>((resolve, reject) => {
    let listening = 0;
    child.once('exit', (code) => reject(new Error(`server exited with ${String(code)}`)));
    lines.on('line', (line) => {
      if (line.includes('serving process died')) deaths++;
      if (!line.includes('"msg":"server listening"')) return;
      const { url: at } = JSON.parse(line) as { url: string };
      if (++listening === 2) resolve(at);
    });
  });
  return { url, child, deaths: () => deaths };
}

async function stop(running: Running): Promise<void> {
  const exited = new Promise((resolve) => running.child.once('exit', resolve));
  running.child.kill('SIGTERM');
  await exited;
}

/** The value below which `q` of the sorted times lie. */
const percentile = (sorted: readonly number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

function measure(url: string, seed: number): Promise<{ rps: number; p50: number; p95: number; non2xx: number; errors: number }> {
  const random = createSeededRandom(seed);
  const times: number[] = [];
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections: CONNECTIONS,
        duration: SECONDS,
        requests: [{ path: '/', setupRequest: (req) => ({ ...req, path: `/api/v2/search-listings?${searchQuery(random).toString()}` }) }],
      },
      (err, result) => {
        if (err) return reject(err);
        const sorted = times.sort((a, b) => a - b);
        resolve({
          rps: result['2xx'] / result.duration,
          p50: percentile(sorted, 0.5),
          p95: percentile(sorted, 0.95),
          non2xx: result.non2xx,
          errors: result.errors + result.timeouts,
        });
      },
    );
    instance.on('response', (_client, _status, _bytes, ms) => times.push(ms));
  });
}

const variants = [
  { name: 'this checkout, shipped heap limit', root: ROOT, nodeOptions: '' },
  { name: 'this checkout, 1 GB heap', root: ROOT, nodeOptions: '--max-old-space-size=1024' },
  ...(BASE
    ? [
        { name: `${path.basename(BASE)}, shipped heap limit`, root: BASE, nodeOptions: '' },
        { name: `${path.basename(BASE)}, 1 GB heap`, root: BASE, nodeOptions: '--max-old-space-size=1024' },
      ]
    : []),
];
const rows: string[] = [];
for (let round = 1; round <= ROUNDS; round++) {
  for (const variant of variants) {
    const running = await start(variant.root, variant.nodeOptions);
    // A first pass fills nothing a later request could use (every search is new): it lets the JIT warm up.
    await measure(running.url, 1000 + round);
    const m = await measure(running.url, round);
    await stop(running);
    const row = `| ${round} | ${variant.name} | ${m.rps.toFixed(0)} | ${m.p50.toFixed(0)} / ${m.p95.toFixed(0)} | ${m.non2xx} | ${m.errors} | ${running.deaths()} |`;
    console.log(row);
    rows.push(row);
  }
}
console.log(`\nUnique API searches, ${CONNECTIONS} connections, ${SECONDS} s each:\n`);
console.log('| round | server | req/s | p50 / p95 ms | not 2xx | errors | processes died |\n|---|---|---|---|---|---|---|');
for (const row of rows) console.log(row);
process.exit(0);
