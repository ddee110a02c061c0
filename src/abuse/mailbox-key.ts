/**
 * The mailbox an e-mail address delivers to, as the per-address rate limits count it (issue 15):
 * case-insensitive, without a '+tag' (x+1@… and x+2@… reach the same inbox), and for Gmail without
 * dots and with googlemail.com as gmail.com, since Google ignores both. Other providers' dots are
 * kept: there 'a.b@' and 'ab@' may be two people, who must not share one limit.
 */
const GMAIL_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

export function mailboxKey(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at <= 0) return address;
  let local = address.slice(0, at);
  let domain = address.slice(at + 1);
  const plus = local.indexOf('+');
  if (plus > 0) local = local.slice(0, plus);
  if (GMAIL_DOMAINS.has(domain)) {
    domain = 'gmail.com';
    local = local.replace(/\./g, '');
  }
  return `${local}@${domain}`;
}
