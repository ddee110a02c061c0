import type { Locator, Page } from 'playwright-core';

/**
 * Waits until React has hydrated the element (its props are attached), so a click reaches the
 * handler and client-only parts (watch list, badges) have rendered. No fixed sleeps.
 */
export async function waitForReact(locator: Locator): Promise<void> {
  await locator.first().waitFor({ state: 'attached' });
  await locator.first().evaluate(
    (el) =>
      new Promise<void>((resolve) => {
        const ready = () => Object.keys(el).some((k) => k.startsWith('__reactProps'));
        if (ready()) return resolve();
        const timer = setInterval(() => {
          if (ready()) {
            clearInterval(timer);
            resolve();
          }
        }, 25);
      }),
  );
}

/**
 * React completes hydration bottom-up, so <body> gets its props among the last: after that the
 * page shows its hydrated state (client-only parts included).
 */
export async function waitForPageReady(page: Page): Promise<void> {
  await waitForReact(page.locator('body'));
}
