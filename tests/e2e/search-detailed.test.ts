import { describe, expect, it } from 'vitest';
import { PHONE, useBrowser, waitForHydration } from '../support/browser.ts';
import { apiTotal, baseUrl, headlineCount, openSearchPage } from './search-helpers.ts';

const browser = useBrowser();

const countButton = /^[\d.]+ Fahrzeuge anzeigen$/;

describe('detailed search /detailsuche/ (SPEC §2)', () => {
  it("has 'Detailsuche', 'Suchoptionen' and three accordions, all open on a desktop", async () => {
    const { page, context, problems } = await openSearchPage(browser());
    await page.goto(`${baseUrl}/detailsuche/`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Detailsuche');
    await expect.poll(() => page.getByRole('heading', { level: 2, name: 'Suchoptionen' }).count()).toBe(1);
    await expect.poll(() => page.locator('.accordion__title').allTextContents()).toEqual(['Fahrzeugdaten', 'Ausstattung', 'Besonderheiten']);
    await waitForHydration(page);
    await expect.poll(() => page.locator('details.accordion').evaluateAll((els) => els.map((e) => (e as HTMLDetailsElement).open))).toEqual([true, true, true]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('opens Ausstattung and Besonderheiten by default only above the breakpoint', async () => {
    const { page, context, problems } = await openSearchPage(browser(), PHONE);
    await page.goto(`${baseUrl}/detailsuche/`);
    await waitForHydration(page);
    await expect
      .poll(() => page.locator('details.accordion').evaluateAll((els) => els.map((e) => (e as HTMLDetailsElement).open)))
      .toEqual([true, false, false]);
    await page.getByText('Ausstattung', { exact: true }).click();
    await expect
      .poll(() =>
        page
          .locator('details.accordion')
          .nth(1)
          .evaluate((e) => (e as HTMLDetailsElement).open),
      )
      .toBe(true);
    // closed after hydration from the same (all open) markup: no hydration mismatch
    expect(problems).toEqual([]);
    await context.close();
  });

  it('counts live, is disabled at 0 and leads to the result list of the current values', async () => {
    const { page, context } = await openSearchPage(browser());
    await page.goto(`${baseUrl}/detailsuche/`);
    await waitForHydration(page);
    const button = page.getByRole('button', { name: countButton });
    const total = await apiTotal('');
    await expect.poll(() => button.textContent()).toBe(`${total.toLocaleString('de-DE')} Fahrzeuge anzeigen`);
    await expect.poll(() => button.isDisabled()).toBe(false);

    await page.locator('#ds-pricefrom').fill('100000');
    await page.locator('#ds-priceto').fill('500');
    await expect.poll(() => button.textContent()).toBe('0 Fahrzeuge anzeigen');
    await expect.poll(() => button.isDisabled()).toBe(true);

    await page.locator('#ds-pricefrom').fill('');
    await page.locator('#ds-priceto').fill('');
    await page.getByRole('checkbox', { name: /^Elektro/ }).check();
    await page.getByRole('checkbox', { name: /^Navigationssystem/ }).check();
    const expected = await apiTotal('fuel=E&eq=38');
    await expect.poll(() => button.textContent()).toBe(`${expected.toLocaleString('de-DE')} Fahrzeuge anzeigen`);
    await button.click();
    await page.waitForURL((url) => url.pathname === '/angebote/');
    expect(new URL(page.url()).search).toBe('?fuel=E&eq=38');
    expect(await headlineCount(page)).toBe(expected);
    await context.close();
  });

  it('takes its values from the query', async () => {
    const { page, context } = await openSearchPage(browser());
    await page.goto(`${baseUrl}/detailsuche/?make=74&fuel=D`);
    await waitForHydration(page);
    await expect.poll(() => page.getByRole('combobox', { name: 'Marke', exact: true }).inputValue()).toBe('VW');
    await expect.poll(() => page.getByRole('checkbox', { name: /^Diesel/ }).isChecked()).toBe(true);
    await expect
      .poll(() => page.getByRole('button', { name: countButton }).textContent())
      .toBe(`${(await apiTotal('mmm=74|&fuel=D')).toLocaleString('de-DE')} Fahrzeuge anzeigen`);
    await context.close();
  });
});
