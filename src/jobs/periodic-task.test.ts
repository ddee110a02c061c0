import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../config/logger.server.ts';
import { runWithRequest } from '../config/request-context.ts';
import { startPeriodicTask } from './periodic-task.ts';

describe('startPeriodicTask', () => {
  it('logs each run under a job id of its own, never the id of the request that woke it (issue 34 point 6)', async () => {
    const lines: { reqId?: string; msg: string }[] = [];
    const logger = createLogger('info', new Writable({ write: (chunk: Buffer, _e, done) => (lines.push(JSON.parse(chunk.toString())), done()) }));
    let runs = 0;
    const task = startPeriodicTask('outbox', async () => logger.info({ run: ++runs }, 'mail sent'), 60_000, logger);
    await expect.poll(() => runs).toBe(1);
    // A request enqueues a mail and wakes the job: its run, and every later one, is the job's own.
    runWithRequest({ requestId: 'req-price-alert' }, () => task.trigger());
    await expect.poll(() => runs).toBe(2);
    runWithRequest({ requestId: 'req-price-alert' }, () => task.trigger());
    await expect.poll(() => runs).toBe(3);
    await task.stop();
    const sent = lines.filter((l) => l.msg === 'mail sent');
    expect(sent).toHaveLength(3);
    for (const line of sent) expect(line.reqId).toMatch(/^job:outbox:[0-9a-f]{8}$/);
    expect(new Set(sent.map((l) => l.reqId)).size).toBe(3);
  });
});
