import { describe, expect, it } from 'vitest';
import { PHONE, useBrowser, waitForHydration } from '../support/browser.ts';
import { apiTotal, baseUrl, headlineCount, openSearchPage } from './search-helpers.ts';

const browser = useBrowser();

describe('home page (SPEC §2 Home)', () => {
  it('shows the hero search with the live total, teasers, partner links and ad slots', async () => {
    const { page, context, problems } = await openSearchPage(browser());
    const response = await page.goto(`${baseUrl}/`);
    expect(response?.status()).toBe(200);
    const total = await apiTotal('');
    const form = page.getByRole('form', { name: 'Fahrzeugsuche' });
    await expect
      .poll(() => form.locator('label').allTextContents())
      .toEqual(['Marke', 'Modell', 'Preis bis', 'Erstzulassung ab', 'Kilometer bis', 'Ort oder PLZ', 'Umkreis']);
    // Dot thousands, as SPEC §5 wants (Intl de-AT would group with a space).
    await expect
      .poll(() => form.getByRole('button', { name: /Fahrzeuge anzeigen$/ }).textContent())
      .toBe(`${total.toLocaleString('de-DE')} Fahrzeuge anzeigen`);
    await expect.poll(() => page.getByRole('link', { name: /Gebrauchtwagen-Katalog/ }).getAttribute('href')).toBe('/gebrauchtwagen/');
    await expect.poll(() => page.getByRole('link', { name: 'Jetzt verkaufen' }).getAttribute('href')).toBe('/auto-verkaufen/');
    await expect.poll(() => page.getByRole('heading', { name: 'Die App für unterwegs', level: 2 }).count()).toBe(1);
    // SPEC §2 price-estimation banner, word for word; the link opens a new tab.
    await expect.poll(() => page.getByRole('heading', { name: 'Bring dein Auto groß raus! Mit dem richtigen Preis.' }).count()).toBe(1);
    await expect.poll(() => page.getByRole('link', { name: /^Kostenlos Fahrzeugwert berechnen/ }).getAttribute('target')).toBe('_blank');
    await expect.poll(() => page.getByRole('link', { name: /Transporter & Nutzfahrzeuge/ }).count()).toBe(1);
    await expect.poll(() => page.getByRole('link', { name: /Wohnmobile & Wohnwagen/ }).count()).toBe(1);
    // Ad slots on the home page carry no random number (SPEC §2).
    const slots = page.locator('[data-ad-slot]');
    await expect.poll(() => slots.count()).toBe(2);
    await waitForHydration(page);
    for (const slot of await slots.all()) expect(JSON.parse((await slot.getAttribute('data-ad-targeting')) ?? '{}')).not.toHaveProperty('rnd');
    await expect.poll(() => page.locator('.home').evaluate((el) => el.getBoundingClientRect().width)).toBeLessThanOrEqual(980);
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('updates the count as values change and opens the result list of those values', async () => {
    const { page, context } = await openSearchPage(browser());
    await page.goto(`${baseUrl}/`);
    await waitForHydration(page);
    const form = page.getByRole('form', { name: 'Fahrzeugsuche' });
    const button = form.getByRole('button', { name: /Fahrzeuge anzeigen$/ });
    const model = form.getByRole('combobox', { name: 'Modell', exact: true });
    await expect.poll(() => model.isDisabled()).toBe(true);
    const make = form.getByRole('combobox', { name: 'Marke', exact: true });
    await make.pressSequentially('BMW');
    await make.press('Enter');
    await expect.poll(() => model.isDisabled()).toBe(false);
    await expect.poll(() => button.textContent()).toBe(`${(await apiTotal('mmm=13|')).toLocaleString('de-DE')} Fahrzeuge anzeigen`);
    const models = (await (await fetch(`${baseUrl}/api/taxonomy/makes/13/models`)).json()) as { MODEL_ID: number; SAFE_VALUE: string }[];
    const threeSeries = models.find((m) => m.SAFE_VALUE === '3er');
    const expected = await apiTotal(`mmm=13|${threeSeries?.MODEL_ID}&priceto=30000`);
    await model.pressSequentially('3er');
    await model.press('Enter');
    await form.locator('#home-priceto').selectOption('30000');
    await expect.poll(() => button.textContent()).toBe(`${expected.toLocaleString('de-DE')} Fahrzeuge anzeigen`);
    await button.click();
    await page.waitForURL((url) => url.pathname === '/angebote/bmw/3er/');
    expect(new URL(page.url()).search).toBe('?priceto=30000');
    expect(await headlineCount(page)).toBe(expected);
    await context.close();
  });

  it('works without JavaScript: the hero form is a GET form to /angebote/', async () => {
    const context = await browser().newContext({ javaScriptEnabled: false, locale: 'de-AT', viewport: PHONE });
    await context.addCookies([{ name: 'gw_consent', value: 'denied', url: baseUrl }]);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/`);
    await page.locator('#home-make').selectOption('9');
    await page.locator('#home-kmto').selectOption('50000');
    await page.getByRole('button', { name: /Fahrzeuge anzeigen$/ }).click();
    await page.waitForURL((url) => url.pathname === '/angebote/audi/');
    expect(new URL(page.url()).search).toBe('?kmto=50000');
    expect(await headlineCount(page)).toBe(await apiTotal('mmm=9|&kmto=50000'));
    await context.close();
  });
});
