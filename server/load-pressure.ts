/**
 * Whether this serving process is near the end of its strength (issue 34 point 2): its heap after a
 * full collection is close to the V8 limit (more work would end in 'JavaScript heap out of memory'),
 * or its event loop is so late that new work would only wait. Admission control
 * (server/admission-control.ts) then takes one request of a kind at a time and sheds the rest, and the
 * caches are emptied, so the process recovers instead of dying; `/health/ready` reports it.
 */
import { constants, monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';
import v8 from 'node:v8';

export type Pressure = 'heap' | 'event-loop' | null;

/** Live heap after a full collection, as a share of the limit, from which new work is shed. */
export const HEAP_PRESSURE_SHARE = 0.8;
/** ... and below which it is taken again (apart, so the process does not flip on every collection). */
export const HEAP_RELIEF_SHARE = 0.7;
/**
 * The event loop's 99th-percentile delay over the last window beyond which new work is shed: a stall, not
 * the few hundred ms a busy process's loop is late when its admitted requests all want the CPU.
 */
export const LOOP_DELAY_PRESSURE_MS = 1000;
const LOOP_WINDOW_MS = 1000;

/** V8's default semi-space on 64-bit machines (MB), when `--max-semi-space-size` is not given. */
const DEFAULT_SEMI_SPACE_MB = 16;

/**
 * What the old generation may hold before V8 gives up ('JavaScript heap out of memory'): the heap limit
 * less the young generation's reserve (three semi-spaces), which live objects never fill. After a full
 * collection the used heap is nearly all old generation, so this is the limit to compare it with.
 */
export function oldGenerationLimitBytes(flags: string = [...process.execArgv, process.env.NODE_OPTIONS ?? ''].join(' ')): number {
  const semiMb = Number(/--max-semi-space-size[= ](\d+)/.exec(flags)?.[1] ?? DEFAULT_SEMI_SPACE_MB);
  return v8.getHeapStatistics().heap_size_limit - 3 * semiMb * 1024 * 1024;
}

export interface LoadPressure {
  current(): Pressure;
  /** Live heap after the last full collection as a share of the old generation's limit; the loop's p99 delay of the last window. */
  readings(): { heapShareAfterGc: number; loopDelayP99Ms: number };
  stop(): void;
}

/** `onHeapPressure` is told when the heap first nears its limit (the caller empties its caches). */
export function watchLoadPressure(onHeapPressure: () => void = () => undefined): LoadPressure {
  const oldGenerationLimit = oldGenerationLimitBytes();
  let heapShare = 0;
  let heapPressed = false;
  let loopP99Ms = 0;
  // A full collection is the only moment the used heap says what is live (otherwise it counts garbage).
  const gcObserver = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const kind = (entry as PerformanceEntry & { detail?: { kind?: number } }).detail?.kind;
      if (kind !== constants.NODE_PERFORMANCE_GC_MAJOR) continue;
      heapShare = v8.getHeapStatistics().used_heap_size / oldGenerationLimit;
      const was = heapPressed;
      heapPressed = heapPressed ? heapShare > HEAP_RELIEF_SHARE : heapShare > HEAP_PRESSURE_SHARE;
      if (heapPressed && !was) onHeapPressure();
    }
  });
  gcObserver.observe({ entryTypes: ['gc'] });
  const loop = monitorEventLoopDelay({ resolution: 20 });
  loop.enable();
  const timer = setInterval(() => {
    loopP99Ms = loop.percentile(99) / 1e6;
    loop.reset();
  }, LOOP_WINDOW_MS);
  timer.unref();
  return {
    current: () => (heapPressed ? 'heap' : loopP99Ms > LOOP_DELAY_PRESSURE_MS ? 'event-loop' : null),
    readings: () => ({ heapShareAfterGc: heapShare, loopDelayP99Ms: loopP99Ms }),
    stop() {
      gcObserver.disconnect();
      loop.disable();
      clearInterval(timer);
    },
  };
}
