/**
 * What a rendered page takes from the visitor's user agent. Pages read it only through these two
 * facts, so the page cache keys on them (`pageVariantOf`) instead of on the raw string, which
 * would keep one copy per browser build.
 */
import { deviceCategory } from '../contact/contact-enquiry-rules.ts';

export type Platform = 'ios' | 'android' | 'desktop';

/** How the seller's address opens (Apple Maps, geo: link, Google Maps). */
export function platformOf(userAgent: string): Platform {
  if (/iPhone|iPad|iPod/i.test(userAgent)) return 'ios';
  if (/Android/i.test(userAgent)) return 'android';
  return 'desktop';
}

/**
 * The page variant a user agent gets: its platform and its SPEC §3 device category (the server sees
 * no screen, so a mobile agent counts as a phone; the detail page's `mobile` flag reads the same).
 */
export function pageVariantOf(userAgent: string): string {
  return `${platformOf(userAgent)}/${deviceCategory(userAgent, 0)}`;
}
