/**
 * Run in a child process with a small heap and `--expose-gc` (server/load-pressure.test.ts): keeps
 * allocating until the pressure watcher says 'heap' (or the heap runs out, which fails the test), then
 * lets go of everything and prints what the watcher said before and after, as one JSON line.
 */
import { watchLoadPressure } from '../../server/load-pressure.ts';

const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('run with --expose-gc');
let told = 0;
const pressure = watchLoadPressure(() => told++);
const kept: number[][] = [];
const turn = () => new Promise((resolve) => setImmediate(resolve));
let during = pressure.current();
for (let i = 0; during === null; i++) {
  kept.push(new Array<number>(64 * 1024).fill(i));
  if (i % 4 === 0) {
    gc();
    await turn();
  }
  during = pressure.current();
}
const share = pressure.readings().heapShareAfterGc;
kept.length = 0;
gc();
await turn();
console.log(JSON.stringify({ during, told, share, after: pressure.current() }));
pressure.stop();
