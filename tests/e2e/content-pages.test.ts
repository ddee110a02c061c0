import { describe, expect, inject, it } from 'vitest';
import { axeViolations } from '../support/axe.ts';
import { atPhoneAndDesktop, DESKTOP, openWatchedPage, PHONE, useBrowser } from '../support/browser.ts';
import { chooseConsent } from '../support/consent.ts';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

async function openPage(viewport: { width: number; height: number } = DESKTOP, consent: 'denied' | null = 'denied') {
  const watched = await openWatchedPage(browser(), viewport);
  if (consent) await chooseConsent(watched.context, baseUrl, consent);
  return watched;
}

describe('static pages render their stored content', () => {
  const PAGES: readonly [string, string, RegExp, RegExp][] = [
    ['/datenschutz/', 'Datenschutzerklärung', /^Datenschutzerklärung - /, /Art\. 6 Abs\. 1 lit\. f DSGVO[\s\S]*Österreichische Datenschutzbehörde/],
    ['/impressum/', 'Impressum', /^Impressum - /, /Medieninhaber und Herausgeber[\s\S]*Firmenbuchgericht/],
    ['/kfz-kaufvertrag/', 'KFZ-Kaufvertrag', /^KFZ-Kaufvertrag: Muster/, /Fahrzeug-Identifizierungsnummer[\s\S]*Gewährleistung[\s\S]*Unterschrift/],
    ['/sicherheitshinweise/', 'Sicherheitshinweise', /Betrug beim Autokauf/, /Nie im Voraus zahlen[\s\S]*Überzahlung/],
    ['/aktuelle-sicherheitshinweise/', 'Sicherheitshinweise', /Betrugsmaschen beim Autokauf/, /Aktuelle Warnungen[\s\S]*Kopierte Autohäuser/],
  ];

  it.each(PAGES)('%s', async (path, heading, title, content) => {
    const { page, context, problems } = await openPage();
    const response = await page.goto(`${baseUrl}${path}`);
    expect(response?.status()).toBe(200);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(heading);
    await expect.poll(() => page.title()).toMatch(title);
    await expect.poll(() => page.title()).toMatch(/ - Gebrauchtwagen\.at$/);
    await expect.poll(() => page.locator('.content-body').innerText()).toMatch(content);
    await expect.poll(() => page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(new RegExp(`${path}$`));
    await expect.poll(() => page.locator('.content-body script').count()).toBe(0);
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('offers the purchase contract for printing, without the site chrome', async () => {
    const { page, context } = await openPage();
    await page.goto(`${baseUrl}/kfz-kaufvertrag/`);
    await expect.poll(() => page.getByRole('button', { name: 'Vertrag drucken' }).isVisible()).toBe(true);
    await page.emulateMedia({ media: 'print' });
    await expect.poll(() => page.locator('header.site-header').isVisible()).toBe(false);
    await expect.poll(() => page.locator('footer.site-footer').isVisible()).toBe(false);
    await expect.poll(() => page.getByRole('button', { name: 'Vertrag drucken' }).isVisible()).toBe(false);
    await expect.poll(() => page.locator('.contract-table').count()).toBeGreaterThanOrEqual(5);
    await context.close();
  });
});

describe('catalogue', () => {
  it('links every make, body type and offer type, then the same prefixed with the product', async () => {
    const { page, context, problems } = await openPage();
    await page.goto(`${baseUrl}/gebrauchtwagen/`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Gebrauchtwagen');
    const makes = page.getByRole('region', { name: 'Marken', exact: true });
    await expect.poll(() => makes.getByRole('link', { name: 'VW Gebrauchtwagen' }).getAttribute('href')).toBe('/angebote/vw/');
    await expect.poll(() => makes.getByRole('link', { name: 'Mercedes-Benz Gebrauchtwagen' }).getAttribute('href')).toBe('/angebote/mercedes-benz/');
    await expect.poll(() => makes.getByRole('link').count()).toBeGreaterThan(40);
    const body = page.getByRole('region', { name: 'Karosserieformen', exact: true });
    const bodyLinks = await body.getByRole('link').evaluateAll((as) => as.map((a) => [a.textContent, a.getAttribute('href')]));
    expect(bodyLinks).toEqual([
      ['Cabrio', '/angebote/?construction=2'],
      ['Coupé', '/angebote/?construction=3'],
      ['Kleinwagen', '/angebote/?construction=1'],
      ['Kombi', '/angebote/?construction=5'],
      ['Limousine', '/angebote/?construction=6'],
      ['SUV/Geländewagen', '/angebote/?construction=4'],
      ['Transporter', '/angebote/?construction=13'],
      ['Van/Kleinbus', '/angebote/?construction=12'],
    ]);
    const offers = await page
      .getByRole('region', { name: 'Angebotsarten', exact: true })
      .getByRole('link')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(offers).toEqual(['U', 'J', 'N', 'O', 'S', 'D'].map((c) => `/angebote/?offer=${c}`));
    const prefixed = page.getByRole('region', { name: 'Gebrauchtwagen nach Karosserieform' });
    await expect.poll(() => prefixed.getByRole('link', { name: 'Gebrauchtwagen Kombi' }).getAttribute('href')).toBe('/angebote/?construction=5');
    await expect
      .poll(() =>
        page.getByRole('region', { name: 'Gebrauchtwagen nach Angebotsart' }).getByRole('link', { name: 'Gebrauchtwagen Oldtimer' }).getAttribute('href'),
      )
      .toBe('/angebote/?offer=O');
    // two columns on desktop, one on phones
    const columns = await page.locator('.catalogue__column').evaluateAll((cs) => cs.map((c) => c.getBoundingClientRect().top));
    expect(columns[0]).toBe(columns[1]);
    await page.setViewportSize(PHONE);
    await expect
      .poll(async () => {
        const t = await page.locator('.catalogue__column').evaluateAll((cs) => cs.map((c) => c.getBoundingClientRect().top));
        return (t[1] ?? 0) > (t[0] ?? 0);
      })
      .toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('sell a car', () => {
  it('opens the partner portal in a new tab from both routes and leads dealers to the pre-registration', async () => {
    const { page, context } = await openPage();
    await page.goto(`${baseUrl}/auto-verkaufen/`);
    await expect.poll(() => page.getByRole('heading', { level: 2, name: 'Kostenlos selbst verkaufen' }).isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('heading', { level: 2, name: 'Direkt-Verkauf' }).isVisible()).toBe(true);
    const ctas = page.locator('.sell-route__cta');
    await expect.poll(() => ctas.count()).toBe(2);
    for (const cta of await ctas.all()) {
      await expect.poll(() => cta.getAttribute('target')).toBe('_blank');
      await expect.poll(() => cta.getAttribute('rel')).toContain('noopener');
      await expect.poll(() => cta.getAttribute('href')).toMatch(/^https:\/\/partner\./);
    }
    const [popup] = await Promise.all([context.waitForEvent('page'), ctas.first().click()]);
    expect(popup).toBeDefined();
    await popup.close();
    await page.getByRole('link', { name: 'Als Händler verkaufen' }).click();
    await page.waitForURL(`${baseUrl}/new-reg/`);
    await context.close();
  });

  it('compares the two routes with 1 to 5 stars and lists the marketplace facts', async () => {
    const { page, context } = await openPage();
    await page.goto(`${baseUrl}/auto-verkaufen/`);
    const stars = await page
      .locator('.compare-table tbody tr')
      .evaluateAll((rows) => rows.map((r) => [...r.querySelectorAll('[role="img"]')].map((s) => s.getAttribute('aria-label'))));
    expect(stars).toEqual([
      ['3 von 5 Sternen', '5 von 5 Sternen'],
      ['3 von 5 Sternen', '4 von 5 Sternen'],
      ['3 von 5 Sternen', '5 von 5 Sternen'],
      ['5 von 5 Sternen', '3 von 5 Sternen'],
    ]);
    const facts = await page.locator('.fact-list').innerText();
    expect(facts).toContain('126 Tage');
    expect(facts).toContain('2 PKW');
    expect(facts).toContain('15 Bildern');
    expect(facts).toContain('30 Tage');
    expect(facts).toContain('24 Stunden');
    await context.close();
  });

  it('keeps several FAQ answers open at once, answers with HTML', async () => {
    const { page, context } = await openPage();
    await page.goto(`${baseUrl}/auto-verkaufen/`);
    const first = page.locator('.faq__item').nth(0);
    const second = page.locator('.faq__item').nth(4);
    await first.locator('summary').click();
    await second.locator('summary').click();
    await expect.poll(async () => [await first.getAttribute('open'), await second.getAttribute('open')]).toEqual(['', '']);
    await expect.poll(() => first.locator('.faq__answer strong').count()).toBeGreaterThan(0);
    await expect.poll(() => second.locator('.faq__answer ol li').count()).toBe(4);
    await expect.poll(() => page.locator('.faq__group h3').allTextContents()).toEqual(['Selbst verkaufen', 'Direkt-Verkauf', 'Allgemeines']);
    await context.close();
  });
});

describe('contact, apps, dealer registration, insertion', () => {
  it('contact: four concerns, a mailto draft, support hours', async () => {
    const { page, context, problems } = await openPage();
    await page.goto(`${baseUrl}/kontakt/`);
    const radios = page.getByRole('radio');
    await expect.poll(() => radios.count()).toBe(4);
    const write = page.getByRole('link', { name: 'E-Mail an den Kundenservice schreiben' });
    await expect.poll(() => write.getAttribute('href')).toBe('mailto:support@gebrauchtwagen.at');
    await page.getByLabel('Rechnungsfragen (für Händler)').check();
    await expect.poll(() => write.getAttribute('href')).toMatch(/^mailto:support@gebrauchtwagen\.at\?subject=Rechnungsfrage&body=/);
    const text = await page.locator('.support-hours').innerText();
    expect(text).toContain('Montag bis Freitag, 9 bis 16 Uhr');
    expect(text).toMatch(/Privatverkäufer[\s\S]*Ausschließlich per E-Mail/);
    await expect.poll(() => page.locator('.support-hours a[href^="tel:"]').count()).toBe(1);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('mobile apps: store links and partner logos', async () => {
    const { page, context } = await openPage();
    await page.goto(`${baseUrl}/mobile-apps/`);
    await expect.poll(() => page.getByRole('link', { name: /App Store/ }).getAttribute('href')).toMatch(/^https:\/\/apps\.apple\.com\//);
    await expect.poll(() => page.getByRole('link', { name: /Google Play/ }).getAttribute('href')).toMatch(/^https:\/\/play\.google\.com\//);
    await expect.poll(() => page.getByRole('img', { name: /^Logo / }).count()).toBe(2);
    await context.close();
  });

  it('new-reg: hands dealers over to the partner portal', async () => {
    const { page, context } = await openPage();
    await page.goto(`${baseUrl}/new-reg/`);
    await expect.poll(() => page.getByRole('link', { name: 'Als Händler registrieren' }).getAttribute('href')).toMatch(/registrierung$/);
    await expect.poll(() => page.getByRole('link', { name: 'Zum Händler-Login' }).getAttribute('href')).toMatch(/^https:\/\/partner\./);
    await context.close();
  });

  it('insertion: steps and the partner portal in a new tab', async () => {
    const { page, context } = await openPage();
    await page.goto(`${baseUrl}/inserieren/`);
    await expect.poll(() => page.locator('.steps__item').count()).toBe(4);
    await expect.poll(() => page.getByRole('link', { name: /Jetzt kostenlos inserieren/ }).getAttribute('target')).toBe('_blank');
    await context.close();
  });
});

const WIDTHS = [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const;

describe('accessibility (axe) at phone and desktop widths', () => {
  const PAGES = [
    '/anbieterverzeichnis/',
    '/anbieterverzeichnis/?name=Zzyzxqq',
    '/gebrauchtwagen/',
    '/auto-verkaufen/',
    '/datenschutz/',
    '/impressum/',
    '/kfz-kaufvertrag/',
    '/sicherheitshinweise/',
    '/aktuelle-sicherheitshinweise/',
    '/kontakt/',
    '/mobile-apps/',
    '/new-reg/',
    '/inserieren/',
    '/cookie-einstellungen/',
    '/404/',
    '/gibt-es-nicht/',
  ];

  const NONE = { phone: [], desktop: [] };

  it.each(PAGES)('has no violations on %s (phone, desktop)', async (path) => {
    const { page, context } = await openPage(PHONE);
    await page.goto(`${baseUrl}${path}`);
    expect(await atPhoneAndDesktop(page, axeViolations)).toEqual(NONE);
    await context.close();
  });

  it("has no violations on a dealer's car list (phone, desktop)", async () => {
    const { page, context } = await openPage(PHONE);
    await page.goto(`${baseUrl}/anbieterverzeichnis/`);
    const cars = await page.locator('.dealer-item h2 a').first().getAttribute('href');
    await page.goto(`${baseUrl}${cars}`);
    expect(await atPhoneAndDesktop(page, axeViolations)).toEqual(NONE);
    await context.close();
  });

  // The open menu is a phone's state, so each width loads the page of its own.
  for (const [label, viewport] of WIDTHS) {
    it(`has no violations with the cookie hint and the open menu (${label})`, async () => {
      const { page, context } = await openPage(viewport, null);
      await page.goto(`${baseUrl}/auto-verkaufen/`);
      await expect.poll(() => page.getByRole('region', { name: 'Cookies und Datenschutz' }).isVisible()).toBe(true);
      const toggle = page.getByRole('button', { name: 'Menü' });
      if (await toggle.isVisible()) {
        await toggle.click();
        await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
      }
      expect(await axeViolations(page)).toEqual([]);
      await context.close();
    });
  }
});
