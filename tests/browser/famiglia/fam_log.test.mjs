// tests/browser/famiglia/fam_log.test.mjs — Famiglia's log sheet opens at its newest line: a finished game, opened from
// its link, shows its table and opens the log, whose newest line (the hook's item log:line-<moves>, drawn only
// where a line is on screen: log line i + 1 tells move i) must lie whole above the sheet's Close button, at 360x640
// (touch, German: the narrowest sheet with the longer language wraps the most lines), at 390x844 (the same page
// turned larger), at 1280x800 and at 800x600 in a host page's iframe (embed=1). Pixel ratio 1: each frame costs its
// pixels. Pictures: build/screenshots/fam-log-<size>-<lang>.png
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { saveScreenshot, useServerAndBrowser } from '../harness.mjs';
import { Driver, makeRandom } from '../driver.mjs';

// A finished game against the Normal computer (fam_replay.test.mjs plays it; its link format is pinned by the golden
// tests in tests/famiglia/core/link_test.cpp): 70 and more log lines, many of them two or three lines long on a phone.
const finishedLink = 'v2.FNsWCDN0xihJxS1undbOgTa2B8Es9bTC6eAT8zlU_GFJ7dqoxnM4ce5-wftNnXr3ZK4DWzkZils53buBwB96LnoveGMJCj4dfdD35vRsh9jxlos-eN6Z2T1RsUsrWyLTOljo7_vku';

const t = useServerAndBrowser({
    '/host-log.html': `<!doctype html><html><head><meta charset="utf-8"><title>host</title><link rel="icon" href="data:,">
</head><body style="margin:0"><iframe id="game" src="/index.html?test=1&embed=1&lang=en#${finishedLink}"
style="width:800px;height:600px;border:0;display:block"></iframe></body></html>`,
});

// Opens the log from the table (the bottom bar's Log, or the right-hand column's) and checks its newest line is
// whole on screen, above Close, and the sheet is the log.
async function checkLogOpensAtEnd(driver, tag) {
    const game = await driver.game();
    assert.equal(game.screen, 'table', `${tag}: the table`);
    await driver.click((await driver.has('button:log')) ? 'button:log' : 'button:open-log');
    const hook = await driver.rest();
    assert.equal(hook.game.screen, 'log', `${tag}: the log is open`);
    await saveScreenshot(await driver.target.locator('#canvas').screenshot(), `fam-log-${tag}.png`);
    const newest = `log:line-${game.moves.length}`;
    const lines = hook.items.filter((i) => i.id.startsWith('log:line-')).map((i) => i.id);
    const item = hook.items.find((i) => i.id === newest);
    assert.ok(item, `${tag}: the newest line ${newest} is drawn; drawn: ${lines.join(' ')}`);
    const close = hook.items.find((i) => i.id === 'button:close');
    assert.ok(item.y + item.h <= close.y, `${tag}: the newest line ends above Close`);
    assert.ok(item.h >= 15, `${tag}: the newest line whole (${item.h} px tall)`);
    await driver.click('button:close');
}

describe('Famiglia: the log opens at its newest line', () => {
    it('at 360x640 (touch, German), then at 390x844', { timeout: 90000 }, async () => {
        const { context, page, problems } = await t.openPage(`/index.html?test=1&lang=de#${finishedLink}`,
            { viewport: { width: 360, height: 640 }, hasTouch: true, isMobile: true });
        try {
            const driver = new Driver(page, page, { random: makeRandom(1), touch: true });
            await driver.waitFor((g) => g.screen === 'end', 'the end screen of the linked game');
            await driver.click('button:show-table');
            await checkLogOpensAtEnd(driver, '360x640-de');
            await page.setViewportSize({ width: 390, height: 844 });
            await driver.restingAt(390, 844);
            await checkLogOpensAtEnd(driver, '390x844-de');
            assert.deepEqual(problems, []);
        } finally {
            await context.close();
        }
    });

    it('at 1280x800 and at 800x600 in an iframe (English)', { timeout: 90000 }, async () => {
        for (const [path, frame] of [[`/index.html?test=1&lang=en#${finishedLink}`, null], ['/host-log.html', 'game']]) {
            const { context, page, target, problems } = await t.openPage(path,
                { viewport: frame ? { width: 900, height: 700 } : { width: 1280, height: 800 } }, { frame });
            try {
                const driver = new Driver(page, target, { random: makeRandom(1) });
                await driver.waitFor((g) => g.screen === 'end', 'the end screen of the linked game');
                await driver.click('button:show-table');
                await checkLogOpensAtEnd(driver, frame ? '800x600-iframe-en' : '1280x800-en');
                assert.deepEqual(problems, []);
            } finally {
                await context.close();
            }
        }
    });
});
