import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger } from '#src/config/logger.server.ts';
import { createShedLog } from './shed-log.ts';

function capturedLogger() {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  return { logger: createLogger('info', sink), lines };
}

describe('shed log', () => {
  it('logs the first shed of a kind and reason at once, then one line with the count per window', () => {
    const { logger, lines } = capturedLogger();
    let clock = 0;
    const log = createShedLog(logger, () => clock);
    log('photo', 'queue-timeout');
    for (let i = 0; i < 5; i++) log('photo', 'queue-timeout');
    log('api', 'heap');
    expect(lines.map((l) => [l.kind, l.reason, l.shedSinceLastLine])).toEqual([
      ['photo', 'queue-timeout', 1],
      ['api', 'heap', 1],
    ]);
    clock = 10_000;
    log('photo', 'queue-timeout');
    expect(lines.at(-1)).toMatchObject({ level: 40, kind: 'photo', reason: 'queue-timeout', shedSinceLastLine: 6 });
  });
});
