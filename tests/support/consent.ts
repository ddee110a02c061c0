import type { BrowserContext } from 'playwright-core';

/**
 * Stores a cookie choice in a browser context, as if the visitor had answered the cookie hint.
 * Tests that are not about the hint use it so the hint is not part of what they look at.
 */
export async function chooseConsent(context: BrowserContext, baseUrl: string, choice: 'granted' | 'denied'): Promise<void> {
  await context.addCookies([{ name: 'gw_consent', value: choice, url: baseUrl, httpOnly: true, sameSite: 'Lax' }]);
}
