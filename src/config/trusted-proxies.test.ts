import { describe, expect, it } from 'vitest';
import { clientAddress, parseTrustedProxies, trustedProxyWarnings } from './trusted-proxies.ts';

const proxies = parseTrustedProxies('127.0.0.1, 10.0.0.0/8,fd00::/8');

describe('TRUST_PROXY with the proxies named (issue 37 point 7)', () => {
  it('believes X-Forwarded-For only from a named proxy', () => {
    expect(clientAddress('127.0.0.1', '198.51.100.7', proxies)).toBe('198.51.100.7');
    expect(clientAddress('10.2.3.4', '198.51.100.7', proxies)).toBe('198.51.100.7');
    // A client reaching the app's port directly writes what it likes: its own address counts.
    expect(clientAddress('203.0.113.9', '198.51.100.7', proxies)).toBe('203.0.113.9');
    expect(clientAddress('203.0.113.9', null, proxies)).toBe('203.0.113.9');
    expect(clientAddress(null, '198.51.100.7', proxies)).toBeNull();
  });

  it('walks from the right past the named proxies to the first address that is not one', () => {
    expect(clientAddress('127.0.0.1', '1.1.1.1, 198.51.100.7, 10.0.0.5', proxies)).toBe('198.51.100.7');
    // Behind only proxies (an internal caller), the leftmost of them.
    expect(clientAddress('127.0.0.1', '10.0.0.7, 10.0.0.5', proxies)).toBe('10.0.0.7');
    expect(clientAddress('127.0.0.1', '', proxies)).toBe('127.0.0.1');
  });

  it('never takes an entry that is not an IP address; the walk ends at the last trusted proxy', () => {
    expect(clientAddress('127.0.0.1', 'irgendwas', proxies)).toBe('127.0.0.1');
    expect(clientAddress('127.0.0.1', '198.51.100.7, unknown, 10.0.0.5', proxies)).toBe('10.0.0.5');
    expect(clientAddress('127.0.0.1', "1.2.3.4' OR 1=1", proxies)).toBe('127.0.0.1');
  });

  it('knows IPv6 networks and IPv4 written as IPv6, as a dual-stack socket reports it', () => {
    expect(clientAddress('::ffff:127.0.0.1', '198.51.100.7', proxies)).toBe('198.51.100.7');
    expect(clientAddress('fd12::1', '2001:db8::1', proxies)).toBe('2001:db8::1');
    expect(clientAddress('2001:db8::2', '198.51.100.7', proxies)).toBe('2001:db8::2');
  });

  it('ignores entries that are not addresses or networks, and says so at start', () => {
    const parsed = parseTrustedProxies('proxy.intern, 10.0.0.0/33, 192.168.0.1/24, 1.2.3.4/8/1, ::1');
    expect(parsed).toMatchObject({ kind: 'networks', entries: ['192.168.0.1/24', '::1'], ignored: ['proxy.intern', '10.0.0.0/33', '1.2.3.4/8/1'] });
    expect(clientAddress('192.168.0.77', '198.51.100.7', parsed)).toBe('198.51.100.7');
    expect(trustedProxyWarnings(parsed)).toEqual([
      'TRUST_PROXY entries that are not IP addresses or networks are ignored: proxy.intern, 10.0.0.0/33, 1.2.3.4/8/1',
    ]);
    expect(parseTrustedProxies('proxy.intern')).toEqual({ kind: 'none' });
  });
});

describe('TRUST_PROXY as a count (the older form)', () => {
  it('takes the entry that many places from the right, from any peer, but never one that is not an address', () => {
    expect(parseTrustedProxies('on')).toEqual({ kind: 'hops', hops: 1 });
    expect(clientAddress('203.0.113.9', '1.1.1.1, 198.51.100.7', parseTrustedProxies('1'))).toBe('198.51.100.7');
    expect(clientAddress('203.0.113.9', '1.1.1.1, 198.51.100.7', parseTrustedProxies('2'))).toBe('1.1.1.1');
    expect(clientAddress('203.0.113.9', 'erfunden', parseTrustedProxies('1'))).toBe('203.0.113.9');
    expect(trustedProxyWarnings(parseTrustedProxies('1'))).toHaveLength(1);
  });

  it('0, off or unset: the socket address', () => {
    for (const value of ['0', 'off', 'false', '']) expect(clientAddress('203.0.113.9', '198.51.100.7', parseTrustedProxies(value))).toBe('203.0.113.9');
  });
});
