/**
 * Issue 37 point 2 in Chromium at 375 and 1280 px: a demo car that came back with a lower mileage than
 * its earlier listing says so on its detail page, beside its facts, with the earlier day; the operator
 * finds it on the moderation page. axe on both; a screenshot of the detail page's header goes to SCREENSHOT_DIR.
 */
import os from 'node:os';
import { describe, expect, inject, it } from 'vitest';
import { mileageWarningText } from '#src/domain/listing/mileage-check.ts';
import { axeViolations } from '../support/axe.ts';
import { DESKTOP, PHONE, openWatchedPage, useBrowser } from '../support/browser.ts';
import { pickCar } from '../support/listing-detail-fixtures.ts';
import { TEST_OPERATOR } from '../support/operator-credentials.ts';
import { useTestDb } from '../support/watch-list-fixtures.ts';

const baseUrl = inject('baseUrl');
const browser = useBrowser();
const db = useTestDb();
const SCREENSHOTS = process.env.SCREENSHOT_DIR ?? os.tmpdir();

describe.each([PHONE, DESKTOP])('mileage check across relistings at %o', (viewport) => {
  it('shows the warning with the earlier date on the detail page and lists the car for moderation', async () => {
    // One of the demo cars seeded with a rolled-back counter (src/seed/generate-listings.ts).
    const car = pickCar(db(), `l.id IN (SELECT listing_id FROM listing_mileage_warnings WHERE kind = 'lower')`);
    const warning = db().prepare('SELECT earlier_mileage, earlier_seen_at FROM listing_mileage_warnings WHERE listing_id = ?').get(car.id) as {
      earlier_mileage: number;
      earlier_seen_at: string;
    };
    const text = mileageWarningText({ kind: 'lower', earlierMileage: warning.earlier_mileage, earlierSeenAt: warning.earlier_seen_at });
    expect(text).toMatch(/^Kilometerstand niedriger als bei einem früheren Inserat dieses Fahrzeugs am \d\d\.\d\d\.\d{4}\. /);

    const visitor = await openWatchedPage(browser(), viewport);
    await visitor.page.goto(`${baseUrl}${car.path}`);
    const note = visitor.page.locator('.detail__header .mileage-warning');
    await expect.poll(() => note.textContent()).toContain(text);
    expect(await note.isVisible()).toBe(true);
    await visitor.page.locator('.detail__header').screenshot({ path: `${SCREENSHOTS}/kilometerstand-hinweis-${viewport.width}.png` });
    expect(await axeViolations(visitor.page)).toEqual([]);
    expect(visitor.problems).toEqual([]);
    await visitor.context.close();

    const operator = await openWatchedPage(browser(), viewport, { httpCredentials: TEST_OPERATOR });
    expect((await operator.page.goto(`${baseUrl}/betrieb/moderation/`))?.status()).toBe(200);
    const item = operator.page.getByRole('listitem').filter({ has: operator.page.getByRole('heading', { name: `Kilometerstand auffällig: ${car.title}` }) });
    await expect.poll(() => item.count()).toBe(1);
    await expect.poll(() => item.textContent()).toContain(text);
    expect(await axeViolations(operator.page)).toEqual([]);
    expect(operator.problems).toEqual([]);
    await operator.context.close();
  });
});
