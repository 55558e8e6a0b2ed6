// tests/browser/lacosanostra/lcn_deal_sheet.test.mjs — La Cosa Nostra's deal sheet on a 360x640 phone: the sheet hides
// the table completely. Three computer seats (?seats=normal,normal,normal) bring the public table at once; the test
// opens the sheet, picks two parties and reads the screenshot's margins beside the sheet's content (the 12 px left
// strip and the top strip): one single colour, with the table's band borders and family stripes underneath. A
// translucent sheet (the table dimmed) or a window clip that spares the screen's edges gives several.
// Screenshot: build/screenshots/lcn-360x640-deal.png.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { pixelStats, saveScreenshot, useServerAndBrowser } from '../harness.mjs';
import { LcnDriver, makeRandom } from './lcn_driver.mjs';

const t = useServerAndBrowser();

describe('La Cosa Nostra deal sheet at 360x640', () => {
    it('hides the table: the margins beside its content are one opaque colour', { timeout: 120000 }, async () => {
        const { context, page, problems } = await t.openPage(
            '/index.html?test=1&game=lacosanostra&seats=normal,normal,normal&seed=5',
            { viewport: { width: 360, height: 640 } });
        try {
            const driver = new LcnDriver(page, page, { random: makeRandom(1) });
            await driver.waitFor((g, hook) => hook.items.some((i) => i.id === 'button:deal'), 'the deal button');
            await driver.click('button:deal');
            await driver.click('deal:party:0:0');
            await driver.click('deal:party:1:1');
            await driver.waitFor((g, hook) => hook.items.some((i) => i.id === 'deal:cash-more:0'), 'the open sheet');
            await driver.settle();
            const png = await page.locator('#canvas').screenshot();
            await saveScreenshot(png, 'lcn-360x640-deal.png');
            const { regions } = await pixelStats(t.browser, png, [{ x: 0, y: 0, w: 10, h: 600 }, { x: 0, y: 0, w: 360, h: 10 }]);
            const [left, top] = regions.map((r) => r.exact);
            assert.deepEqual(left, top, 'the same ground on the left and at the top');
            assert.equal(left.length, 1, `one colour beside the sheet, not the table through it: ${left.join(' ')}`);
            assert.deepEqual(problems, []);
        } finally {
            await context.close();
        }
    });
});
