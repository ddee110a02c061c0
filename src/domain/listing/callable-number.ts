import type { SellerContact } from './listing-types.ts';

/**
 * The seller's first listed number one can call (SPEC §4 call button fallback): the number the
 * button shows without call tracking, and the server's answer when no virtual number can be given.
 */
export function firstCallableNumber(contacts: readonly SellerContact[]): { formatted: string; raw: string } | null {
  const first = contacts.find((c) => c.display && c.phoneType !== 'Fax' && c.phoneType !== 'Whatsapp');
  return first ? { formatted: first.formattedNumber, raw: first.callTo } : null;
}
