// tests/browser/host/legend.test.mjs — the table's marks and codes explained one tap away: La Cosa Nostra's "?" in
// the top bar opens the rules sheet at its marks legend (the business codes of the page's language), Famiglia's step
// bar (with its "?") at its legend of the table (the four steps' names and a card with each mark beside its words),
// whole and at 11 px or more, and its Close returns to the table. At 1280x800, 800x600 in an iframe, 390x844 and
// 360x640 (touch), in English and German. Pictures: build/screenshots/legend-{lcn,fam}-{table-,}<size>-<lang>.png
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { saveScreenshot, useServerAndBrowser } from '../harness.mjs';
import { LcnDriver, makeRandom } from '../lacosanostra/lcn_driver.mjs';
import { Driver } from '../driver.mjs';

const MIN_PX = 11;
const CORNER_INDEX = /^(?:[BGRVY][1-6]|[BGRVY]|M)$/;  // card corner indices may be 10 px (text_fit.test.mjs)
const SIZES = {
    '1280x800': { viewport: { width: 1280, height: 800 } },
    '800x600-iframe': { viewport: { width: 900, height: 700 } },
    '390x844': { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, hasTouch: true, isMobile: true },
    '360x640': { viewport: { width: 360, height: 640 }, deviceScaleFactor: 2, hasTouch: true, isMobile: true },
};
// The marks legend's heading and a line of its business codes, per language (card_texts.cpp MarkLegend).
const LEGEND = {
    en: { heading: 'MARKS ON THE CARDS', codes: /PI Pimp/ },
    de: { heading: 'ZEICHEN AUF DEN KARTEN', codes: /ZU Zuhälter/ },
};

// Famiglia's legend as the hook names its lines drawn whole (rules_sheet.h RulesLine::shown, CardMarks): the steps'
// names, then every mark.
const FAM_LEGEND = ['steps', 'last-move', 'hint', 'payer', 'selected', 'new', 'dimmed'];

// The host page embeds the page with its own query string, in an 800x600 iframe.
const t = useServerAndBrowser({
    '/host-legend.html': `<!doctype html><html><head><meta charset="utf-8"><title>host</title><link rel="icon" href="data:,">
</head><body style="margin:0"><iframe id="game" style="width:800px;height:600px;border:0"></iframe>
<script>document.getElementById('game').src = '/index.html' + location.search;</script></body></html>`,
});

// The frame's text whole and not under 11 px (corner indices excepted), as text_fit.test.mjs reads it.
function assertTextFits(hook, where) {
    const text = hook.text;
    assert.ok(text, 'the hook publishes the text tally');
    assert.deepEqual(text.cuts, [], `${where}: nothing cut`);
    const small = text.small.filter((s) => s.px < MIN_PX && !CORNER_INDEX.test(s.text));
    assert.deepEqual(small, [], `${where}: no text under ${MIN_PX} px`);
}

describe('the legend one tap from the table', () => {
    for (const [size, context] of Object.entries(SIZES)) {
        for (const lang of ['en', 'de']) {
            it(`La Cosa Nostra at ${size} (${lang}): "?" opens the marks and codes`, { timeout: 90000 }, async () => {
                const query = `?test=1&timescale=25&game=lacosanostra&seats=easy,easy,easy&seed=7&lang=${lang}`;
                const iframe = size.endsWith('iframe');
                const { context: ctx, page, target, problems } = await t.openPage(
                    `/${iframe ? 'host-legend' : 'index'}.html${query}`, context, { frame: iframe ? 'game' : null });
                try {
                    const driver = new LcnDriver(page, target, { random: makeRandom(1), touch: !!context.hasTouch });
                    await driver.waitFor((g) => g.screen === 'public', 'the public table');
                    await saveScreenshot(await page.screenshot(), `legend-lcn-table-${size}-${lang}.png`);
                    const hook = await driver.click('button:legend');
                    assert.equal(hook.game.screen, 'rules');
                    const shown = hook.game.sheet_text;
                    assert.ok(shown.includes(LEGEND[lang].heading), `the marks heading shown: ${shown.join(' | ')}`);
                    assert.ok(shown.some((l) => LEGEND[lang].codes.test(l)), `the codes shown: ${shown.join(' | ')}`);
                    assertTextFits(hook, `legend ${size} ${lang}`);
                    await saveScreenshot(await page.screenshot(), `legend-lcn-${size}-${lang}.png`);
                    const back = await driver.click('button:close');
                    assert.equal(back.game.screen, 'public', 'Close returns to the table');
                    assert.deepEqual(problems, []);
                } finally {
                    await ctx.close();
                }
            });
        }
    }
    for (const [size, context] of Object.entries(SIZES)) {
        for (const lang of ['en', 'de']) {
            it(`Famiglia at ${size} (${lang}): the step bar opens the steps and the marks`, { timeout: 90000 }, async () => {
                const iframe = size.endsWith('iframe');
                const query = `?test=1&game=famiglia&level=easy&seed=3&lang=${lang}${iframe ? '&embed=1' : ''}`;
                const { context: ctx, page, target, problems } = await t.openPage(
                    `/${iframe ? 'host-legend' : 'index'}.html${query}`, context, { frame: iframe ? 'game' : null });
                try {
                    const driver = new Driver(page, target, { random: makeRandom(1), touch: !!context.hasTouch });
                    await driver.waitFor((g) => g.screen === 'table', 'the table');
                    await saveScreenshot(await page.screenshot(), `legend-fam-table-${size}-${lang}.png`);
                    await driver.click('button:legend');
                    const hook = await driver.rest();
                    assert.equal(hook.game.screen, 'rules');
                    const shown = hook.game.rules_examples.map((e) => e.name);
                    for (const name of FAM_LEGEND) assert.ok(shown.includes(name), `${name} drawn whole: ${shown.join(' | ')}`);
                    assertTextFits(hook, `legend ${size} ${lang}`);
                    await saveScreenshot(await page.screenshot(), `legend-fam-${size}-${lang}.png`);
                    await driver.click('button:close');
                    assert.equal((await driver.game()).screen, 'table', 'Close returns to the table');
                    assert.deepEqual(problems, []);
                } finally {
                    await ctx.close();
                }
            });
        }
    }
});
