import { BlockList, isIP } from 'node:net';

/**
 * Who may tell us a client's address in `X-Forwarded-For` (TRUST_PROXY, issue 37 point 7). Rate
 * limits count clients by address, so a header anyone can write must never decide it.
 * - `networks`: the proxies' addresses and networks (`127.0.0.1,10.0.0.0/8,fd00::/8`). The header is
 *   believed only when the socket's peer is one of them; entries that are not IP addresses or networks
 *   are ignored (and reported at start).
 * - `hops`: the older count of proxies (`1`, `on`): the header is believed from any peer, so it is safe
 *   only where nothing but the proxy reaches the app's port.
 * - `none` (`0`, unset): the socket's address is the client's.
 */
export type TrustedProxies =
  { kind: 'none' } | { kind: 'hops'; hops: number } | { kind: 'networks'; networks: BlockList; entries: string[]; ignored: string[] };

const MAX_HOPS = 10;

export function parseTrustedProxies(value: string): TrustedProxies {
  const text = value.trim().toLowerCase();
  if (text === '' || text === '0' || text === 'off' || text === 'false') return { kind: 'none' };
  if (text === 'on' || text === 'true') return { kind: 'hops', hops: 1 };
  if (/^\d{1,2}$/.test(text)) return { kind: 'hops', hops: Math.min(MAX_HOPS, Number(text)) };
  const networks = new BlockList();
  const entries: string[] = [];
  const ignored: string[] = [];
  for (const entry of text.split(/[\s,]+/).filter(Boolean)) {
    if (addNetwork(networks, entry)) entries.push(entry);
    else ignored.push(entry);
  }
  return entries.length === 0 ? { kind: 'none' } : { kind: 'networks', networks, entries, ignored };
}

/** Adds `1.2.3.4`, `10.0.0.0/8`, `::1` or `fd00::/8`; false for anything else. */
function addNetwork(list: BlockList, entry: string): boolean {
  const [address = '', prefixText, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  const type = version === 4 ? 'ipv4' : 'ipv6';
  if (prefixText === undefined) {
    list.addAddress(address, type);
    return true;
  }
  const prefix = /^\d{1,3}$/.test(prefixText) ? Number(prefixText) : NaN;
  if (!(prefix >= 0 && prefix <= (version === 4 ? 32 : 128))) return false;
  list.addSubnet(address, prefix, type);
  return true;
}

const isTrusted = (networks: BlockList, address: string) => {
  const version = isIP(address);
  return version !== 0 && networks.check(address, version === 4 ? 'ipv4' : 'ipv6');
};

/**
 * The client's address: the socket peer's, or, when the peer is a trusted proxy, the first entry of
 * `X-Forwarded-For` from the right that is not one of the proxies (each proxy appends the address it
 * was reached from; everything left of that is what the client chose to send). An entry that is not an
 * IP address ends the walk at the last proxy that was trusted: nothing beyond it can be believed.
 */
export function clientAddress(peer: string | null, forwardedFor: string | null, trusted: TrustedProxies): string | null {
  if (trusted.kind === 'none') return peer;
  const chain = (forwardedFor ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (trusted.kind === 'hops') {
    const entry = chain[Math.max(0, chain.length - trusted.hops)];
    return entry !== undefined && isIP(entry) !== 0 ? entry : peer;
  }
  if (peer === null || !isTrusted(trusted.networks, peer)) return peer;
  let client = peer;
  for (let i = chain.length - 1; i >= 0; i--) {
    const entry = chain[i] ?? '';
    if (isIP(entry) === 0) break;
    client = entry;
    if (!isTrusted(trusted.networks, entry)) break;
  }
  return client;
}

/** What an operator should hear about TRUST_PROXY once at start. */
export function trustedProxyWarnings(trusted: TrustedProxies): string[] {
  if (trusted.kind === 'hops') {
    return ['TRUST_PROXY is a count: X-Forwarded-For is believed from any peer; name the proxies instead (e.g. TRUST_PROXY=127.0.0.1)'];
  }
  if (trusted.kind === 'networks' && trusted.ignored.length > 0) {
    return [`TRUST_PROXY entries that are not IP addresses or networks are ignored: ${trusted.ignored.join(', ')}`];
  }
  return [];
}
