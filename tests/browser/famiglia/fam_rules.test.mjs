// tests/browser/famiglia/fam_rules.test.mjs — the rules sheet's drawn examples (shell/games/famiglia/table/rules_sheet.h):
// a card of each family, a Brute and a take, each seen whole and inside the canvas while the sheet is scrolled by the
// wheel: in English from the start screen at 1280x800 and 390x844, in German over the table of an 800x600 iframe
// (embed=1), then of the iframe at 360x640 (the narrowest size with the longer language). Each size once, at pixel
// ratio 1: a drawn frame costs its pixels. The hook's game.rules_examples names the examples a frame drew whole.
// Pictures (build/screenshots/fam-rules-<size>[-iframe]-<lang>-<n>.png) each time new examples come into view.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { saveScreenshot, useServerAndBrowser } from '../harness.mjs';
import { Driver, makeRandom } from '../driver.mjs';

// The names (rules_sheet.h ExampleName) of what the sheet must show: the families, the Brute's lowering, the take.
const EXAMPLES = ['F2', 'A2', 'B2', 'M2', 'brute B2 A2 0', 'take F3 F2 M3'];

const t = useServerAndBrowser({
    '/host-rules.html': `<!doctype html><html><head><meta charset="utf-8"><title>host</title><link rel="icon" href="data:,">
</head><body style="margin:0"><iframe id="game" src="/index.html?test=1&embed=1&lang=de&level=easy&seed=3"
style="width:800px;height:600px;border:0;display:block"></iframe></body></html>`,
});

// Opens the rules: from the start screen or the table's own button, else through the menu (a phone's table).
async function openRules(driver) {
    if (!(await driver.has('button:rules'))) await driver.click('button:menu');
    await driver.click('button:rules');
    const hook = await driver.hook();
    assert.equal(hook.game.screen, 'rules');
    return hook;
}

// Scrolls the open sheet from its top until every example was drawn whole; each must lie inside the canvas.
async function readExamples(driver, page, tag, lang) {
    let hook = await openRules(driver);
    assert.equal(hook.game.lang, lang);
    const canvas = await driver.target.locator('#canvas').boundingBox();
    await page.mouse.move(canvas.x + canvas.width / 2, canvas.y + canvas.height / 2);
    const seen = new Set();
    for (let step = 0, shots = 0; step < 40 && seen.size < EXAMPLES.length; step++) {
        const before = seen.size;
        for (const e of hook.game.rules_examples) {
            assert.ok(e.x >= 0 && e.y >= 0 && e.x + e.w <= canvas.width + 0.5 && e.y + e.h <= canvas.height + 0.5,
                `${tag}: ${e.name} at ${e.x},${e.y} ${e.w}x${e.h} inside ${canvas.width}x${canvas.height}`);
            seen.add(e.name);
        }
        if (seen.size > before) {
            await saveScreenshot(await driver.target.locator('#canvas').screenshot(), `fam-rules-${tag}-${shots++}.png`);
        }
        const since = hook.frames;
        for (let k = 0; k < 6; k++) await page.mouse.wheel(0, 100);  // 48 px each (shell/ui/widgets.cpp ScrollInput)
        await driver.settleSince(since);
        hook = await driver.hook();
    }
    assert.deepEqual([...seen].sort(), [...EXAMPLES].sort(), `${tag}: the examples drawn whole`);
    await driver.click('button:close');
}

describe('Famiglia: the rules sheet shows its examples drawn', () => {
    it('in English from the start screen at 1280x800 and 390x844', { timeout: 60000 }, async () => {
        const { context, page, problems } = await t.openPage('/index.html?test=1&lang=en',
                                                              { viewport: { width: 1280, height: 800 } });
        try {
            const driver = new Driver(page, page, { random: makeRandom(1) });
            await driver.waitFor((g) => g.screen === 'menu', 'the start screen');
            for (const [width, height] of [[1280, 800], [390, 844]]) {
                await page.setViewportSize({ width, height });
                await driver.restingAt(width, height);
                await readExamples(driver, page, `${width}x${height}-en`, 'en');
            }
            assert.deepEqual(problems, []);
        } finally {
            await context.close();
        }
    });

    it('in German over the table of an 800x600 iframe, then at 360x640', { timeout: 60000 }, async () => {
        const { context, page, target, problems } = await t.openPage('/host-rules.html',
                                                                      { viewport: { width: 900, height: 700 } },
                                                                      { frame: 'game' });
        try {
            const driver = new Driver(page, target, { random: makeRandom(1) });
            await driver.waitFor((g) => g.screen === 'table', 'the table');
            for (const [width, height] of [[800, 600], [360, 640]]) {
                await page.evaluate(([w, h]) => Object.assign(document.getElementById('game').style,
                                                              { width: `${w}px`, height: `${h}px` }), [width, height]);
                await driver.restingAt(width, height);
                await readExamples(driver, page, `${width}x${height}-iframe-de`, 'de');
            }
            assert.deepEqual(problems, []);
        } finally {
            await context.close();
        }
    });
});
