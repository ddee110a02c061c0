import { describe, expect, it } from 'vitest';
import { mailboxKey } from './mailbox-key.ts';

describe('mailboxKey', () => {
  it('ignores case, surrounding space and +tags', () => {
    expect(mailboxKey(' Maria.Huber+Auto1@Example.AT ')).toBe('maria.huber@example.at');
    expect(mailboxKey('x+1@example.at')).toBe(mailboxKey('x+2@example.at'));
  });
  it('drops dots for Gmail only, and treats googlemail.com as gmail.com', () => {
    expect(mailboxKey('Max.Mus.ter+a@googlemail.com')).toBe('maxmuster@gmail.com');
    expect(mailboxKey('max.muster@gmx.at')).toBe('max.muster@gmx.at');
  });
  it('leaves what is not an address with a local part as it is (lower case)', () => {
    expect(mailboxKey('+tag@example.at')).toBe('+tag@example.at');
    expect(mailboxKey('No-At-Sign')).toBe('no-at-sign');
  });
});
