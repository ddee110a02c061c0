import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './database-availability.ts';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['55000', 'database "gw" is not currently accepting connections'],
    ['57P01', 'terminating connection due to administrator command'],
    ['57P02', 'crash shutdown'],
    ['57P03', 'the database system is starting up'],
    ['57014', 'canceling statement due to statement timeout'],
    ['53300', 'sorry, too many clients already'],
    ['53100', 'could not extend file: No space left on device'],
    ['08006', 'connection failure'],
    ['3D000', 'database "gw" does not exist'],
    ['25006', 'cannot execute UPDATE in a read-only transaction'],
    ['ECONNRESET', 'read ECONNRESET'],
    ['ETIMEDOUT', 'connect ETIMEDOUT'],
    ['SQLITE_BUSY', 'database is locked'],
    ['SQLITE_FULL', 'database or disk is full'],
    ['SQLITE_READONLY', 'attempt to write a readonly database'],
    ['SQLITE_IOERR_WRITE', 'disk I/O error'],
    ['ENOSPC', 'ENOSPC: no space left on device, write'],
    ['EROFS', 'EROFS: read-only file system, open'],
    ['EACCES', "EACCES: permission denied, open '/data/outbox/x.tmp'"],
  ])('%s is an outage', (code, message) => {
    expect(isDatabaseUnavailable(withCode(code, message))).toBe(true);
  });

  it('knows the driver messages without a code, also as a cause', () => {
    expect(isDatabaseUnavailable(new Error('Query read timeout'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('wrapped', { cause: new Error('Connection terminated unexpectedly') }))).toBe(true);
  });

  it.each([['23505'], ['22P02'], ['42P01'], ['SQLITE_CONSTRAINT_UNIQUE']])('%s is a bug or bad input, not an outage', (code) => {
    expect(isDatabaseUnavailable(withCode(code))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('x is undefined'))).toBe(false);
  });
});
