import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { DESKTOP, openWatchedPage, PHONE, useBrowser } from '../support/browser.ts';
import { chooseConsent } from '../support/consent.ts';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

async function openPage(viewport: { width: number; height: number } = DESKTOP, consent: 'granted' | 'denied' | null = 'denied') {
  const watched = await openWatchedPage(browser(), viewport);
  if (consent) await chooseConsent(watched.context, baseUrl, consent);
  return watched;
}

const nav = (page: Page) => page.getByRole('navigation', { name: 'Hauptnavigation' });
const menuToggle = (page: Page) => page.getByRole('button', { name: 'Menü' });
const menuLink = (page: Page, name: string) => nav(page).getByRole('link', { name, exact: true });

describe('header', () => {
  it('has the spec links, a logo that leads home and the active marker under the current section', async () => {
    const { page, context, problems } = await openPage();
    await page.goto(`${baseUrl}/anbieterverzeichnis/`);
    for (const name of ['Suchen', 'Händlersuche', 'Auto verkaufen', 'Einloggen']) {
      await expect.poll(() => menuLink(page, name).isVisible()).toBe(true);
    }
    await expect
      .poll(() =>
        nav(page)
          .getByRole('link', { name: /^Merkliste/ })
          .getAttribute('href'),
      )
      .toBe('/merkliste/');
    await expect.poll(() => menuLink(page, 'Suchen').getAttribute('href')).toBe('/angebote/');
    await expect.poll(() => menuLink(page, 'Händlersuche').getAttribute('aria-current')).toBe('page');
    await expect.poll(() => menuLink(page, 'Händlersuche').getAttribute('class')).toContain('is-active');
    await expect.poll(() => menuLink(page, 'Suchen').getAttribute('aria-current')).toBeNull();
    // The marker is drawn: a bar under the active link.
    const marker = await menuLink(page, 'Händlersuche').evaluate((el) => getComputedStyle(el, '::after').height);
    expect(marker).toBe('4px');

    await menuLink(page, 'Auto verkaufen').click();
    await page.waitForURL(`${baseUrl}/auto-verkaufen/`);
    await expect.poll(() => menuLink(page, 'Auto verkaufen').getAttribute('aria-current')).toBe('page');
    await expect.poll(() => menuLink(page, 'Händlersuche').getAttribute('aria-current')).toBeNull();

    await page
      .getByRole('link', { name: /zur Startseite/ })
      .first()
      .click();
    await page.waitForURL(`${baseUrl}/`);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('marks Suchen on result lists and detail pages', async () => {
    const { page, context } = await openPage();
    await page.goto(`${baseUrl}/angebote/vw/`);
    await expect.poll(() => menuLink(page, 'Suchen').getAttribute('aria-current')).toBe('true');
    await context.close();
  });
});

describe('mobile menu', () => {
  async function openMenu(page: Page) {
    await menuToggle(page).click();
    await expect.poll(() => menuToggle(page).getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => menuLink(page, 'Händlersuche').isVisible()).toBe(true);
  }
  const isClosed = async (page: Page) =>
    (await menuToggle(page).getAttribute('aria-expanded')) === 'false' && !(await menuLink(page, 'Händlersuche').isVisible());

  it('is a hamburger on phones: links hidden until opened', async () => {
    const { page, context, problems } = await openPage(PHONE);
    await page.goto(`${baseUrl}/impressum/`);
    await expect.poll(() => menuToggle(page).isVisible()).toBe(true);
    expect(await isClosed(page)).toBe(true);
    // The watch list stays in the bar.
    await expect
      .poll(() =>
        nav(page)
          .getByRole('link', { name: /^Merkliste/ })
          .isVisible(),
      )
      .toBe(true);
    await openMenu(page);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('closes on Escape and gives the focus back to the button', async () => {
    const { page, context } = await openPage(PHONE);
    await page.goto(`${baseUrl}/impressum/`);
    await openMenu(page);
    await page.keyboard.press('Escape');
    await expect.poll(() => isClosed(page)).toBe(true);
    await expect.poll(() => menuToggle(page).evaluate((el) => el === document.activeElement)).toBe(true);
    await context.close();
  });

  it('closes on a click outside', async () => {
    const { page, context } = await openPage(PHONE);
    await page.goto(`${baseUrl}/impressum/`);
    await openMenu(page);
    await page.mouse.click(200, 700);
    await expect.poll(() => isClosed(page)).toBe(true);
    await context.close();
  });

  it('closes on a menu item click (and navigates)', async () => {
    const { page, context } = await openPage(PHONE);
    await page.goto(`${baseUrl}/impressum/`);
    await openMenu(page);
    await menuLink(page, 'Auto verkaufen').click();
    await page.waitForURL(`${baseUrl}/auto-verkaufen/`);
    await expect.poll(() => isClosed(page)).toBe(true);
    await context.close();
  });

  it('closes when the page scrolls further than the menu is tall, not before', async () => {
    const { page, context } = await openPage(PHONE);
    await page.goto(`${baseUrl}/datenschutz/`);
    await openMenu(page);
    const menuHeight = await page.locator('#site-menu').evaluate((el) => (el as HTMLElement).offsetHeight);
    expect(menuHeight).toBeGreaterThan(50);
    await page.evaluate((y) => window.scrollTo(0, y), Math.floor(menuHeight / 2));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await expect.poll(() => menuToggle(page).getAttribute('aria-expanded')).toBe('true');
    await page.evaluate((y) => window.scrollTo(0, y), menuHeight + 40);
    await expect.poll(() => isClosed(page)).toBe(true);
    await context.close();
  });
});

describe('display modes', () => {
  it('hides the header, the footer or both with ?hide=', async () => {
    const { page, context } = await openPage();
    const counts = async (query: string) => {
      await page.goto(`${baseUrl}/impressum/${query}`);
      return { header: await page.locator('header.site-header').count(), footer: await page.locator('footer.site-footer').count() };
    };
    expect(await counts('')).toEqual({ header: 1, footer: 1 });
    expect(await counts('?hide=header')).toEqual({ header: 0, footer: 1 });
    expect(await counts('?hide=footer')).toEqual({ header: 1, footer: 0 });
    expect(await counts('?hide=all')).toEqual({ header: 0, footer: 0 });
    await context.close();
  });

  it('appview=true hides the heading and the back link but keeps the heading for screen readers', async () => {
    const { page, context } = await openPage();
    await page.goto(`${baseUrl}/sicherheitshinweise/?back=/kontakt/`);
    await expect.poll(() => page.getByRole('link', { name: 'Zurück' }).isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).isVisible()).toBe(true);

    await page.goto(`${baseUrl}/sicherheitshinweise/?back=/kontakt/&appview=true`);
    await expect.poll(() => page.getByRole('link', { name: 'Zurück' }).count()).toBe(0);
    const h1 = page.locator('h1');
    await expect.poll(() => h1.textContent()).toBe('Sicherheitshinweise');
    await expect.poll(() => h1.evaluate((el) => el.getBoundingClientRect().height <= 1)).toBe(true);
    await context.close();
  });

  it('ignores a back link to another site', async () => {
    const { page, context } = await openPage();
    await page.goto(`${baseUrl}/impressum/?back=//evil.example/`);
    await expect.poll(() => page.getByRole('link', { name: 'Zurück' }).count()).toBe(0);
    await context.close();
  });
});

describe('scrolling on navigation', () => {
  it('scrolls to the top on a normal navigation and stays put when the state says notScrollToTop', async () => {
    const { page, context, problems } = await openPage();
    await page.goto(`${baseUrl}/handlerwagen/?cid=${await dealerWithManyCars(page)}`);
    await page.waitForLoadState('networkidle');
    // A filter change navigates with { notScrollToTop: true }.
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(400);
    await page.getByLabel('Sortierrichtung').selectOption('0');
    await page.waitForURL(/sort=age/);
    await expect.poll(() => page.getByRole('status').first().textContent()).toMatch(/gefunden/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(400);
    // A plain link goes to the top.
    await page.getByRole('link', { name: 'nächste Seite' }).first().click();
    await page.waitForURL(/page=2/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });
});

/** The id of a dealer with more than one page of cars, read from the directory. */
async function dealerWithManyCars(page: Page): Promise<number> {
  await page.goto(`${baseUrl}/anbieterverzeichnis/`);
  const entries = await page.locator('.dealer-item').evaluateAll((items) =>
    items.map((li) => ({
      href: li.querySelector('h2 a')?.getAttribute('href') ?? '',
      count: Number((li.querySelector('.dealer-item__count')?.textContent ?? '0').replace(/\D/g, '')),
    })),
  );
  // Let the router's prefetch of the visible links finish before the test navigates away.
  await page.waitForLoadState('networkidle');
  const many = entries.find((e) => e.count > 25);
  if (!many) throw new Error('no dealer with more than 25 cars on the first directory page');
  return Number(new URL(many.href, baseUrl).searchParams.get('cid'));
}

describe('cookie hint and tracking', () => {
  it('asks before tracking; refusing is one click and nothing is pushed to the dataLayer', async () => {
    const { page, context, problems } = await openPage(DESKTOP, null);
    await page.goto(`${baseUrl}/anbieterverzeichnis/`);
    const hint = page.getByRole('region', { name: 'Cookies und Datenschutz' });
    await expect.poll(() => hint.isVisible()).toBe(true);
    const reject = hint.getByRole('button', { name: 'Nur notwendige' });
    const accept = hint.getByRole('button', { name: 'Alle akzeptieren' });
    // Refusing is as easy and as prominent as accepting.
    const [rejectBox, acceptBox] = [await reject.boundingBox(), await accept.boundingBox()];
    expect(rejectBox?.height).toBe(acceptBox?.height);
    await expect.poll(() => reject.getAttribute('class')).toBe(await accept.getAttribute('class'));

    await page.locator('.dealer-item h2 a').first().click();
    await page.waitForURL(/handlerwagen/);
    await expect.poll(() => page.evaluate(() => window.dataLayer)).toBeUndefined();

    await reject.click();
    await expect.poll(() => hint.count()).toBe(0);
    const stored = async () => (await context.cookies(baseUrl)).find((c) => c.name === 'gw_consent');
    await expect.poll(stored).toMatchObject({ value: 'denied', httpOnly: true, sameSite: 'Lax' });
    await page.waitForLoadState('networkidle');
    await page.reload();
    await expect.poll(() => hint.count()).toBe(0);
    await page.getByRole('link', { name: 'Zurück zur Händlersuche' }).click();
    await page.locator('.dealer-item h2 a').first().click();
    await page.waitForURL(/handlerwagen/);
    await expect.poll(() => page.evaluate(() => window.dataLayer)).toBeUndefined();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('pushes tracking events with country and platform only after consent', async () => {
    const { page, context } = await openPage(DESKTOP, null);
    await page.goto(`${baseUrl}/anbieterverzeichnis/`);
    await page.getByRole('button', { name: 'Alle akzeptieren' }).click();
    await expect.poll(() => page.getByRole('region', { name: 'Cookies und Datenschutz' }).count()).toBe(0);
    await page.locator('.dealer-item h2 a').first().click();
    await page.waitForURL(/handlerwagen/);
    const layer = await page.evaluate(() => window.dataLayer);
    expect(layer).toEqual([expect.objectContaining({ event: 'dealer_vehicles_open', country: 'gw.at', platform: 'web' })]);
    await context.close();
  });

  it('works without JavaScript and can be changed on the settings page', async () => {
    const context = await browser().newContext({ javaScriptEnabled: false, viewport: DESKTOP });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/impressum/`);
    await page.getByRole('button', { name: 'Alle akzeptieren' }).click();
    await page.waitForURL(`${baseUrl}/impressum/`);
    await expect.poll(() => page.getByRole('region', { name: 'Cookies und Datenschutz' }).count()).toBe(0);
    await page.goto(`${baseUrl}/cookie-einstellungen/`);
    await expect.poll(() => page.getByRole('status').textContent()).toContain('zugestimmt');
    await page.getByRole('button', { name: 'Nur notwendige' }).click();
    await page.waitForURL(`${baseUrl}/cookie-einstellungen/`);
    await expect.poll(() => page.getByRole('status').textContent()).toContain('nur technisch notwendige');
    await context.close();
  });
});

describe('not found', () => {
  it('answers an unknown path with 404, noindex and the popular searches', async () => {
    const { page, context } = await openPage();
    const response = await page.goto(`${baseUrl}/kein/solcher/pfad/`);
    expect(response?.status()).toBe(404);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Seite nicht gefunden');
    await expect.poll(() => page.title()).toBe('Seite nicht gefunden - Gebrauchtwagen.at');
    await expect.poll(() => page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex,follow');
    await expect.poll(() => page.getByRole('heading', { name: 'Beliebte Suchen' }).isVisible()).toBe(true);
    await expect.poll(() => page.locator('.not-found__links a').count()).toBeGreaterThanOrEqual(8);
    await page.getByRole('link', { name: 'Zur Startseite', exact: true }).click();
    await page.waitForURL(`${baseUrl}/`);
    await context.close();
  });

  it('records a shown 404 in the session', async () => {
    const { page, context } = await openPage();
    await page.goto(`${baseUrl}/404/`);
    await expect.poll(() => page.evaluate(() => JSON.parse(sessionStorage.getItem('gw:not-found') ?? '[]').length)).toBe(1);
    await context.close();
  });

  it('answers an unknown car with 404 and "Fahrzeug nicht gefunden"', async () => {
    const { page, context } = await openPage();
    const response = await page.goto(`${baseUrl}/fahrzeuge/-/987654321`);
    expect(response?.status()).toBe(404);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Fahrzeug nicht gefunden');
    await expect.poll(() => page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex,follow');
    await context.close();
  });
});

describe('static files', () => {
  it('serves the favicon, the footer PDFs and generated dealer logos', async () => {
    const favicon = await fetch(`${baseUrl}/favicon.ico`);
    expect(favicon.status).toBe(200);
    for (const file of ['agb-verbraucher.pdf', 'agb-haendler.pdf', 'barrierefreiheitserklaerung.pdf']) {
      const res = await fetch(`${baseUrl}/docs/${file}`);
      expect(res.status, file).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      expect(new TextDecoder().decode((await res.arrayBuffer()).slice(0, 8))).toBe('%PDF-1.7');
    }
    const { page, context } = await openPage();
    await page.goto(`${baseUrl}/anbieterverzeichnis/`);
    const logo = await page.locator('img.dealer-logo').first().getAttribute('src');
    expect(logo).toMatch(/^\/images\/logos\/\d+\.svg$/);
    const res = await fetch(`${baseUrl}${logo}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('image/svg+xml');
    expect(await res.text()).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect((await fetch(`${baseUrl}/images/logos/abc.svg`)).status).toBe(400);
    expect((await fetch(`${baseUrl}/images/logos/999999.svg`)).status).toBe(404);
    await context.close();
  });

  it('links the footer groups of the spec', async () => {
    const { page, context } = await openPage();
    await page.goto(`${baseUrl}/impressum/`);
    const footer = page.locator('footer.site-footer');
    const hrefs = await footer.locator('a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    for (const href of [
      '/docs/agb-verbraucher.pdf',
      '/docs/agb-haendler.pdf',
      '/datenschutz/',
      '/impressum/',
      '/docs/barrierefreiheitserklaerung.pdf',
      '/kontakt/',
      '/kfz-kaufvertrag/',
      '/mobile-apps/',
      '/gebrauchtwagen/',
      '/so-bewerten-wir-preise/',
    ]) {
      expect(hrefs).toContain(href);
    }
    for (const make of ['audi', 'bmw', 'mercedes-benz', 'vw', 'opel', 'mazda', 'ford', 'peugeot', 'toyota', 'renault', 'porsche'])
      expect(hrefs).toContain(`/angebote/${make}/`);
    for (const state of ['wien', 'vorarlberg', 'kaernten', 'niederoesterreich', 'oberoesterreich', 'salzburg', 'steiermark', 'tirol', 'burgenland'])
      expect(hrefs).toContain(`/angebote/${state}/`);
    await expect.poll(() => footer.getByRole('link', { name: 'Weitere Marken' }).getAttribute('href')).toBe('/gebrauchtwagen/');
    await expect.poll(() => footer.getByRole('link', { name: /Facebook/ }).count()).toBe(1);
    await context.close();
  });
});
