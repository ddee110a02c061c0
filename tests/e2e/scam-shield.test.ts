/**
 * Issue 37 point 1 in Chromium at 375 and 1280 px: a car whose text the scam shield flagged carries the
 * warning 'Zahlen Sie nie im Voraus …' with the safety page at its contact form, in the server's HTML
 * (so nothing moves when the page hydrates); the operator finds it with the words on the moderation page.
 */
import { describe, expect, inject, it } from 'vitest';
import { BUYER_SCAM_WARNING } from '#src/domain/fraud/scam-warning.ts';
import { axeViolations } from '../support/axe.ts';
import { DESKTOP, PHONE, openWatchedPage, useBrowser } from '../support/browser.ts';
import { pickCar } from '../support/listing-detail-fixtures.ts';
import { TEST_OPERATOR } from '../support/operator-credentials.ts';
import { useTestDb } from '../support/watch-list-fixtures.ts';

const baseUrl = inject('baseUrl');
const browser = useBrowser();
const db = useTestDb();

describe.each([PHONE, DESKTOP])('scam shield on a flagged car at %o', (viewport) => {
  it('warns at the contact form with the safety page and lists the car with its words for moderation', async () => {
    const car = pickCar(db(), `s.type = 'P' AND l.id NOT IN (SELECT listing_id FROM listing_scam_text_flags)`);
    // as the partner API would have flagged it (tests/integration/scam-text-listings.test.ts covers that path),
    // with the change recorded as that write records it: a page kept from an earlier view is not served again.
    const at = new Date().toISOString();
    db().prepare('INSERT INTO listing_scam_text_flags (listing_id, words, flagged_at) VALUES (?, ?, ?)').run(car.id, 'WhatsApp, Western Union', at);
    db().prepare('INSERT INTO listing_changes (listing_id, changed_at) VALUES (?, ?)').run(car.id, at);
    try {
      const html = async () => (await fetch(`${baseUrl}${car.path}`)).text();
      await expect.poll(html).toContain(BUYER_SCAM_WARNING);
      const visitor = await openWatchedPage(browser(), viewport);
      await visitor.page.goto(`${baseUrl}${car.path}`);
      const note = visitor.page.getByRole('complementary', { name: 'Sicher kaufen' });
      await expect.poll(() => note.textContent()).toContain('Zahlen Sie nie im Voraus und verlassen Sie die Plattform nicht:');
      expect(await note.isVisible()).toBe(true);
      expect(await note.getByRole('link', { name: 'Mehr zum sicheren Autokauf' }).getAttribute('href')).toBe('/sicher-kaufen/');
      expect(await axeViolations(visitor.page)).toEqual([]);
      expect(visitor.problems).toEqual([]);
      await visitor.context.close();

      const operator = await openWatchedPage(browser(), viewport, { httpCredentials: TEST_OPERATOR });
      expect((await operator.page.goto(`${baseUrl}/betrieb/moderation/`))?.status()).toBe(200);
      const item = operator.page.getByRole('listitem').filter({ has: operator.page.getByRole('heading', { name: `Betrugsverdacht im Text: ${car.title}` }) });
      await expect.poll(() => item.count()).toBe(1);
      await expect.poll(() => item.textContent()).toContain('Gefunden: WhatsApp, Western Union.');
      expect(operator.problems).toEqual([]);
      await operator.context.close();
    } finally {
      db().prepare('DELETE FROM listing_scam_text_flags WHERE listing_id = ?').run(car.id);
    }
  });
});
