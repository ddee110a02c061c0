/**
 * Reaching the seller from the detail page in Chromium: the call button with and without a virtual
 * number (SPEC §4), the contact form's rules, states and payload (SPEC §3, §5, §8) with and without
 * JavaScript, and the error report. Stored leads and reports are read back from the database.
 */
import type { Page, Request } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { DESKTOP, openWatchedPage, PHONE, useBrowser, waitForHydration } from '../support/browser.ts';
import { dataLayerEvents, grantTracking, pickCar } from '../support/listing-detail-fixtures.ts';
import { markSold, useTestDb } from '../support/watch-list-fixtures.ts';

/** The posted contact payload; the fields read beyond toMatchObject are typed. */
type ContactPayload = Record<string, unknown> & { leadId: string; leadMetadata: { leadId: string } };

const baseUrl = inject('baseUrl');
const browser = useBrowser();
const db = useTestDb();

const COMMENT = 'Guten Tag, ist das Fahrzeug noch verfügbar? Ich würde es gerne am Samstag ansehen.';

function firstCallable(sellerId: number): { formatted: string; raw: string } {
  const row = db()
    .prepare(
      "SELECT formatted_number, call_to FROM seller_contacts WHERE seller_id = ? AND phone_type NOT IN ('Fax', 'Whatsapp', 'Tracker') ORDER BY position LIMIT 1",
    )
    .get(sellerId) as { formatted_number: string; call_to: string };
  return { formatted: row.formatted_number, raw: row.call_to };
}

async function openDetail(path: string, viewport: { width: number; height: number } = DESKTOP) {
  const watched = await openWatchedPage(browser(), viewport);
  await grantTracking(watched.context, baseUrl);
  await watched.page.goto(`${baseUrl}${path}`);
  await waitForHydration(watched.page);
  return watched;
}

const contactForm = (page: Page) => page.locator('#kontakt form');
const field = (page: Page, label: string) => contactForm(page).getByLabel(label, { exact: false }).first();

async function fillContact(page: Page, values: { name?: string; email?: string; phone?: string; comment?: string }) {
  if (values.name !== undefined) await field(page, 'Name').fill(values.name);
  if (values.email !== undefined) await field(page, 'E-Mail-Adresse').fill(values.email);
  if (values.phone !== undefined) await field(page, 'Telefonnummer').fill(values.phone);
  if (values.comment !== undefined) await field(page, 'Nachricht').fill(values.comment);
}

const submitContact = (page: Page) => contactForm(page).getByRole('button', { name: 'Anfrage senden' }).click();
const messages = (page: Page) => contactForm(page).locator('.form-field__error').allTextContents();

describe('call button (SPEC §4)', () => {
  it('shows a spinner, then the virtual number with its raw tel: link; later clicks only track', async () => {
    const car = pickCar(db(), "s.type = 'D' AND s.call_tracking = 1");
    const { page, context, problems } = await openDetail(car.path);
    const requests: Request[] = [];
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/call-tracker', async (route) => {
      requests.push(route.request());
      await held;
      await route.continue();
    });
    const box = page.locator('.seller-box');
    await box.getByRole('button', { name: 'Nummer anzeigen' }).click();
    await box.getByRole('status', { name: 'Nummer wird geladen' }).waitFor();
    release();
    const number = box.locator('a.call-button--number');
    await number.waitFor();
    const href = (await number.getAttribute('href')) ?? '';
    expect(href).toMatch(/^tel:\+?\d+$/);
    expect((await number.textContent())?.replace(/\D/g, '')).toBe(href.replace(/\D/g, ''));
    expect(requests).toHaveLength(1);
    expect(requests[0]?.postDataJSON()).toMatchObject({
      requestOrigin: 'GW_DETAIL_PAGE',
      listingGuid: car.id,
      customerId: car.sellerId,
      platform: 'DESKTOP',
      isLeadMagnet: false,
    });
    // Issue 27: it says where the number leads, and the numbers a visitor without JavaScript sees follow.
    await expect.poll(() => box.locator('.seller-box__tracking-note').textContent()).toBe('Diese Nummer leitet direkt zum Händler weiter');
    const withoutJs = await box
      .locator('noscript')
      .evaluate((n) => [...new DOMParser().parseFromString(n.textContent ?? '', 'text/html').querySelectorAll('li')].map((li) => li.textContent));
    expect(withoutJs.length).toBeGreaterThan(0);
    await expect.poll(() => box.locator('.seller-box__call > .seller-box__phones li').allTextContents()).toEqual(withoutJs);
    await expect.poll(() => dataLayerEvents(page)).toContain('call_tracker_fallback_no');

    await number.evaluate((a) => a.addEventListener('click', (e) => e.preventDefault()));
    await number.click();
    await expect.poll(() => dataLayerEvents(page)).toContain('call_select');
    expect(requests).toHaveLength(1);
    expect(problems).toEqual([]);
    await context.close();
  });

  it.each([
    ['fails', 503, '{"error":{"message":"aus","code":"CALL_TRACKING_DISABLED"}}'],
    ['answers with the seller’s own number (tracked: false)', 200, '{"formatted":"+43 1 000","raw":"+431000","expiresAt":null,"tracked":false}'],
  ])("falls back to the seller's first number when the call tracker %s", async (_case, status, body) => {
    const car = pickCar(db(), "s.type = 'D' AND s.call_tracking = 1");
    const { page, context } = await openDetail(car.path);
    await page.route('**/api/call-tracker', (route) => route.fulfill({ status, contentType: 'application/json', body }));
    await page.locator('.seller-box').getByRole('button', { name: 'Nummer anzeigen' }).click();
    const expected = firstCallable(car.sellerId);
    const number = page.locator('.seller-box a.call-button--number');
    await number.waitFor();
    await expect.poll(() => number.textContent()).toContain(expected.formatted);
    await expect.poll(() => number.getAttribute('href')).toBe(`tel:${expected.raw}`);
    await expect.poll(() => dataLayerEvents(page)).toContain('call_tracker_fallback');
    await expect.poll(() => page.locator('.seller-box__tracking-note').count()).toBe(0);
    await context.close();
  });

  it.each([PHONE, DESKTOP])('reveals the seller’s numbers with their labels when call tracking is off, at %o', async (viewport) => {
    const car = pickCar(db(), "s.type = 'D' AND s.call_tracking = 0 AND (SELECT count(*) FROM seller_contacts c WHERE c.seller_id = s.id) >= 2");
    const { page, context } = await openDetail(car.path, viewport);
    let trackerCalls = 0;
    await page.route('**/api/call-tracker', (route) => {
      trackerCalls++;
      return route.continue();
    });
    const box = page.locator('.seller-box');
    await box.getByRole('button', { name: 'Nummer anzeigen' }).click();
    await box.locator('a.call-button--number').waitFor();
    await expect.poll(() => box.locator('a.call-button--number').getAttribute('href')).toBe(`tel:${firstCallable(car.sellerId).raw}`);
    const labels = await box.locator('.seller-box__call .seller-box__phones .seller-box__phone-label').allTextContents();
    expect(labels.length).toBeGreaterThanOrEqual(2);
    for (const label of labels) expect(['Tel.', 'Fax', 'Mob.']).toContain(label);
    // Fax and Whatsapp numbers are shown, never linked.
    const unlinked = await box
      .locator('.seller-box__call .seller-box__phones li')
      .evaluateAll((lis) => lis.filter((li) => /Fax|Whatsapp/.test(li.textContent ?? '')).map((li) => li.querySelector('a') === null));
    expect(unlinked.every(Boolean)).toBe(true);
    expect(trackerCalls).toBe(0);
    await context.close();
  });

  it("the phone bar's 'Anrufen' asks for the number and shares it with the seller box", async () => {
    const car = pickCar(db(), "s.type = 'D' AND s.call_tracking = 1");
    const { page, context } = await openDetail(car.path, PHONE);
    let calls = 0;
    await page.route('**/api/call-tracker', (route) => {
      calls++;
      return route.continue();
    });
    const bar = page.locator('.contact-bar');
    await expect.poll(() => bar.isVisible()).toBe(true);
    await expect.poll(() => bar.getByRole('link', { name: 'E-Mail' }).getAttribute('href')).toBe('#kontakt');
    await bar.getByRole('link', { name: 'Anrufen' }).click();
    await page.locator('.seller-box a.call-button--number').waitFor({ state: 'attached' });
    expect(calls).toBe(1);
    await context.close();
  });
});

describe('contact form (SPEC §5)', () => {
  it('shows every message, focuses the first invalid field and keeps what was typed', async () => {
    const car = pickCar(db(), "s.type = 'D'");
    const { page, context } = await openDetail(car.path);
    await expect.poll(() => contactForm(page).getByText('Mindestens 30 Zeichen').count()).toBe(1);
    await expect
      .poll(() =>
        contactForm(page)
          .getByLabel(/^Ja, bis zu 3 Händler/)
          .count(),
      )
      .toBe(0);
    // the suggested message (issue 19) is cleared to see the empty-message check
    await fillContact(page, { comment: '' });
    await submitContact(page);
    await expect
      .poll(() => messages(page))
      .toEqual(['Bitte geben Sie Ihren Namen ein.', 'Bitte geben Sie eine gültige E-Mail-Adresse ein.', 'Bitte eine Nachricht eingeben.']);
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('name');
    // SPEC §5: the comment turns yellow when touched, empty and flagged.
    await expect.poll(() => contactForm(page).locator('.form-field--warn textarea').count()).toBe(1);

    await fillContact(page, { name: 'Max <b>', email: 'max@', phone: '12', comment: 'zu kurz' });
    await submitContact(page);
    await expect
      .poll(() => messages(page))
      .toEqual([
        'Bitte vermeiden Sie <>',
        'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
        'Bitte geben Sie eine gültige Telefonnummer ein',
        'Bitte min. 30 Zeichen eingeben',
      ]);
    await fillContact(page, { name: 'Maximilian Alexander Mustermann', email: 'max@example.at', phone: '+43 (664) 123-4567', comment: COMMENT });
    await submitContact(page);
    await expect.poll(() => messages(page)).toEqual(['Bitte max. 30 Zeichen eingeben']);
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('name');
    await expect.poll(() => field(page, 'Nachricht').inputValue()).toBe(COMMENT);
    // The typed values are valid from here on: the checked state shows.
    await expect.poll(() => contactForm(page).locator('.form-field--valid').count()).toBe(3);
    await expect.poll(() => field(page, 'Name').getAttribute('maxlength')).toBe('60');
    await expect.poll(() => field(page, 'E-Mail-Adresse').getAttribute('maxlength')).toBe('120');
    await context.close();
  });

  it('sends the SPEC §3 payload with a fresh lead id, stores the lead and says so', async () => {
    const car = pickCar(db(), "s.type = 'D'");
    const { page, context, problems } = await openDetail(car.path);
    const bodies: ContactPayload[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/vendor-contact-email')) bodies.push(r.postDataJSON() as ContactPayload);
    });
    await fillContact(page, { name: 'Maria Gruber', email: 'maria.gruber@example.at', comment: COMMENT });
    await contactForm(page).getByLabel('Kopie an mich senden').check();
    await submitContact(page);
    await contactForm(page).getByText('Anfrage erfolgreich gesendet!').waitFor();
    const body = bodies[0];
    if (!body) throw new Error('the contact form sent no request');
    expect(body).toMatchObject({
      name: 'Maria Gruber',
      emailaddress: 'maria.gruber@example.at',
      comment: COMMENT,
      sendcopy: true,
      automatch: false,
      source: 'DetailPage-GW',
      classifiedGuid: car.id,
      leadMetadata: { platform: 'web', culture: 'de-AT', deviceCategory: 'desktop', isOptedInToAutoMatch: false },
    });
    expect(body.leadId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(body.leadMetadata.leadId).toBe(body.leadId);
    const row = db().prepare('SELECT * FROM leads WHERE lead_id = ?').get(body.leadId) as Record<string, unknown>;
    expect(row).toMatchObject({ listing_id: car.id, name: 'Maria Gruber', email: 'maria.gruber@example.at', send_copy: 1, source: 'DetailPage-GW' });

    // The message can be dismissed; the next enquiry gets a new lead id.
    await contactForm(page).getByRole('button', { name: 'Meldung schließen' }).click();
    await expect.poll(() => contactForm(page).getByText('Anfrage erfolgreich gesendet!').count()).toBe(0);
    await fillContact(page, { comment: `${COMMENT} Noch eine Frage zum Service.` });
    await submitContact(page);
    await contactForm(page).getByText('Anfrage erfolgreich gesendet!').waitFor();
    expect(bodies[1]?.leadId).not.toBe(body.leadId);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('offers automatch to private sellers only and keeps the choice in localStorage', async () => {
    const car = pickCar(db(), "s.type = 'P'");
    const { page, context, problems } = await openDetail(car.path);
    const automatch = contactForm(page).getByLabel('Ja, bis zu 3 Händler mit ähnlichen Fahrzeugen dürfen mich innerhalb von 24 Stunden kontaktieren.');
    await expect.poll(() => automatch.isChecked()).toBe(false);
    await automatch.check();
    await fillContact(page, { name: 'Peter Steiner', email: 'peter.steiner@example.at', comment: COMMENT });
    const sent = page.waitForRequest((r) => r.url().endsWith('/api/vendor-contact-email'));
    await submitContact(page);
    expect((await sent).postDataJSON()).toMatchObject({ automatch: true, leadMetadata: { isOptedInToAutoMatch: true } });
    await expect.poll(() => page.evaluate(() => localStorage.getItem('automatch'))).toBe('1');
    await page.reload();
    await waitForHydration(page);
    await expect.poll(() => automatch.isChecked()).toBe(true);
    // the stored choice follows hydration: the server's markup (unticked) hydrates without a mismatch
    expect(problems).toEqual([]);
    await context.close();
  });

  it("answers 412 with 'Dieses Fahrzeug ist leider nicht mehr verfügbar.' and other failures with 'Bitte versuchen Sie es erneut.'", async () => {
    const car = pickCar(db(), "s.type = 'D'");
    const { page, context } = await openDetail(car.path);
    await fillContact(page, { name: 'Johanna Wimmer', email: 'johanna@example.at', comment: COMMENT });
    markSold(db(), car.id);
    await submitContact(page);
    const feedback = contactForm(page).locator('.form-feedback--error');
    await feedback.waitFor();
    await expect
      .poll(() => feedback.locator('p').allTextContents())
      .toEqual(['Ein Fehler ist aufgetreten!', 'Dieses Fahrzeug ist leider nicht mehr verfügbar.']);
    await expect.poll(() => field(page, 'Nachricht').inputValue()).toBe(COMMENT);

    await page.route('**/api/vendor-contact-email', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":{"message":"x","code":"INTERNAL"}}' }),
    );
    await submitContact(page);
    await expect.poll(() => feedback.locator('p').allTextContents()).toEqual(['Ein Fehler ist aufgetreten!', 'Bitte versuchen Sie es erneut.']);
    await expect.poll(() => field(page, 'Name').inputValue()).toBe('Johanna Wimmer');
    await context.close();
  });

  it('works without JavaScript: server messages with the typed values, then a stored lead', async () => {
    const car = pickCar(db(), "s.type = 'D'");
    const context = await browser().newContext({ viewport: DESKTOP, locale: 'de-AT', javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${baseUrl}${car.path}?index=3&safemake=x`);
    await fillContact(page, { name: 'Karl Huber', email: 'karl.huber@', comment: COMMENT });
    const [invalid] = await Promise.all([page.waitForResponse((r) => r.request().method() === 'POST'), submitContact(page)]);
    expect(invalid.status()).toBe(400);
    await page.waitForLoadState();
    await expect.poll(() => messages(page)).toEqual(['Bitte geben Sie eine gültige E-Mail-Adresse ein.']);
    await expect.poll(() => field(page, 'Name').inputValue()).toBe('Karl Huber');
    await expect.poll(() => field(page, 'E-Mail-Adresse').inputValue()).toBe('karl.huber@');
    await expect.poll(() => field(page, 'Nachricht').inputValue()).toBe(COMMENT);

    await field(page, 'E-Mail-Adresse').fill('karl.huber@example.at');
    const [ok] = await Promise.all([page.waitForResponse((r) => r.request().method() === 'POST'), submitContact(page)]);
    expect(ok.status()).toBe(200);
    await contactForm(page).getByText('Anfrage erfolgreich gesendet!').waitFor();
    // The answer page opens at the form (its address ends in #kontakt).
    expect(new URL(page.url()).hash).toBe('#kontakt');
    await expect.poll(() => field(page, 'Nachricht').inputValue()).toBe('');
    const row = db().prepare("SELECT * FROM leads WHERE listing_id = ? AND email = 'karl.huber@example.at'").get(car.id) as Record<string, unknown> | undefined;
    expect(row).toMatchObject({ name: 'Karl Huber', source: 'DetailPage-GW', comment: COMMENT });
    await context.close();
  });
});

describe('error report (SPEC §5, §8)', () => {
  it('asks for a reason, comment and e-mail, then posts to /api/fraud and stores the report', async () => {
    const car = pickCar(db());
    const { page, context } = await openDetail(car.path);
    await page.locator('.detail__tools').getByRole('link', { name: 'Fehler melden' }).click();
    const report = page.locator('.error-report-form');
    await report.waitFor();
    const reasons = await report.locator('input[type="radio"] + label').allTextContents();
    expect(reasons).toEqual([
      'Kein Fahrzeug',
      'Falsche oder irreführende Angaben',
      'Händler gibt sich als Privatverkäufer aus',
      'Betrugsverdacht',
      'Beschädigtes Fahrzeug',
      'Bilder passen nicht zum Fahrzeug',
      'Falscher Endpreis (Leasing, Miete)',
    ]);
    await report.getByRole('button', { name: 'Fehler melden' }).click();
    // The check loads with the form's first use (no zod in the page's first load): wait for its answer.
    await expect
      .poll(() => report.locator('.form-field__error').allTextContents())
      .toEqual(['Bitte wählen', 'Dieses Feld wird benötigt.', 'Bitte geben Sie eine gültige E-Mail-Adresse ein.']);
    await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).toBe('reasonId');

    await report.getByLabel('Betrugsverdacht').check();
    await report.getByLabel('Kommentar').fill('Der Verkäufer verlangt eine Anzahlung per Überweisung ins Ausland.');
    await report.getByLabel('E-Mail-Adresse').fill('wachsam@example.at');
    const sent = page.waitForRequest((r) => r.url().endsWith('/api/fraud'));
    await report.getByRole('button', { name: 'Fehler melden' }).click();
    expect((await sent).postDataJSON()).toMatchObject({ articleId: 1111, reasonId: 'F', listingGuid: car.id, email: 'wachsam@example.at' });
    await report.getByText('Vielen Dank! Ihre Meldung wurde gesendet.').waitFor();
    const row = db().prepare('SELECT * FROM fraud_reports WHERE listing_id = ? ORDER BY id DESC').get(car.id) as Record<string, unknown>;
    expect(row).toMatchObject({ reason_id: 'F', email: 'wachsam@example.at', comment: 'Der Verkäufer verlangt eine Anzahlung per Überweisung ins Ausland.' });

    await page.route('**/api/fraud', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":{"message":"x","code":"X"}}' }));
    await report.getByLabel('Bilder passen nicht zum Fahrzeug').check();
    await report.getByLabel('Kommentar').fill('Andere Farbe auf den Fotos.');
    await report.getByLabel('E-Mail-Adresse').fill('wachsam@example.at');
    await report.getByRole('button', { name: 'Fehler melden' }).click();
    await expect
      .poll(() => report.locator('.form-feedback--error p').allTextContents())
      .toEqual(['Ein Fehler ist aufgetreten!', 'Bitte versuchen Sie es erneut.']);
    await context.close();
  });
});
