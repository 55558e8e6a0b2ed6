// tests/browser/lacosanostra/lcn_guide.test.mjs — "Learn to play" (shell/games/lacosanostra/guide/guide.h):
// the whole guided round I played by taps on the highlighted items at 1280x800 (mouse) and 390x844 (touch), a wrong
// tap refused with the guide's reason, "Play on" at the end and "Skip the guide" midway leaving a normal game the
// computers play on. Pictures of the guide at both sizes and in an 800x600 iframe go to build/screenshots
// (lcn-guide-*.png).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { saveScreenshot, useServerAndBrowser } from '../harness.mjs';
import { LcnDriver, makeRandom } from './lcn_driver.mjs';

const PAGE = '/index.html?test=1&timescale=25&game=lacosanostra';
const t = useServerAndBrowser({
    '/host-guide.html': `<!doctype html><html><head><meta charset="utf-8"><title>host</title><link rel="icon" href="data:,">
</head><body style="margin:0"><iframe id="game" src="${PAGE}&embed=1" style="width:800px;height:600px;border:0"></iframe>
</body></html>`,
});

const OTHER_TAP = 'The guide asks for the gold-framed tap (or skip the guide)';

// The guide's next step the person taps: its highlighted item on screen and enabled; or the end of the script.
const due = (g, hook) => g.guide.step === g.guide.steps ||
    (g.guide.person && g.guide.expected !== '' && hook.items.some((i) => i.id === g.guide.expected) &&
     g.actions.some((a) => a.id === g.guide.expected && a.enabled));

async function nextStep(driver) {
    return driver.waitFor((g, hook) => g.guide.on && due(g, hook), 'the guide\'s next step', 20000);
}

// Taps the highlighted item of every step until the script is over; `onStep(hook)` sees each step's screen first.
async function playGuide(driver, onStep = async () => {}) {
    for (let k = 0; k < 80; k++) {
        const hook = await nextStep(driver);
        if (hook.game.guide.step === hook.game.guide.steps) return hook;
        await onStep(hook);
        await driver.click(hook.game.guide.expected);
    }
    assert.fail('the guide never ended');
}

const sizes = [
    { tag: '1280x800', context: { viewport: { width: 1280, height: 800 } } },
    // A phone's touch at DPR 1: the same layout in CSS pixels, drawn a ninth as often as at DPR 3 (the budget).
    { tag: '390x844', context: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, hasTouch: true, isMobile: true } },
];

for (const size of sizes) {
    describe(`La Cosa Nostra's guide at ${size.tag}`, () => {
        it('is played to its end by taps; a wrong tap says why; Play on leaves a normal game', { timeout: 120000 }, async () => {
            const { context, page, problems } = await t.openPage(PAGE, size.context);
            try {
                const driver = new LcnDriver(page, page, { touch: !!size.context.hasTouch, random: makeRandom(1) });
                await driver.snapshot();
                let hook = await driver.click('button:guide');
                assert.equal(hook.game.guide.on, true);
                let refused = false;
                const shots = new Set();
                hook = await playGuide(driver, async (h) => {
                    const g = h.game;
                    const kind = g.guide.expected.split(':')[0];
                    // The first two-tap step (a gangster first): another gangster is refused with the guide's reason.
                    if (!refused && kind === 'gangster' && g.pick === '') {
                        const other = h.items.find((i) => i.id.startsWith('gangster:') && i.id !== g.guide.expected &&
                                                    g.actions.some((a) => a.id === i.id && a.enabled));
                        if (other) {
                            const after = await driver.tapItem(other);
                            assert.equal(after.game.refusal, OTHER_TAP);
                            assert.equal(after.game.moves, g.moves, 'the refused tap made no move');
                            assert.equal(after.game.pick, '', 'nor a first tap');
                            await saveScreenshot(await page.screenshot(), `lcn-guide-refusal-${size.tag}.png`);
                            refused = true;
                        }
                    }
                    if (!shots.has(kind) && (kind === 'offer' || kind === 'claim')) {
                        shots.add(kind);
                        await saveScreenshot(await page.screenshot(), `lcn-guide-${kind}-${size.tag}.png`);
                    }
                });
                assert.ok(refused, 'a wrong tap was tried');
                assert.equal(hook.game.round, 2, 'round I is over');
                const steps = hook.game.guide.steps;
                // A normal game at once: the computers keep round II's new cards by themselves (they draw before the
                // person) while the closing words stay; then "Play on" closes them.
                hook = await driver.waitFor((g) => g.moves >= steps + 2 && g.acting === 0, 'the computers playing on');
                assert.equal(hook.game.guide.on, true);
                assert.equal(hook.game.guide.step, steps);
                hook = await driver.click('button:guide-skip');  // "Play on"
                assert.equal(hook.game.guide.on, false);
                assert.deepEqual(problems, [], 'errors on the page');
            } finally {
                await context.close();
            }
        });
    });
}

describe('La Cosa Nostra\'s guide skipped and embedded', () => {
    it('"Skip the guide" midway leaves a normal game the computers play on', { timeout: 60000 }, async () => {
        const { context, page, problems } = await t.openPage(PAGE, sizes[0].context);
        try {
            const driver = new LcnDriver(page, page, { random: makeRandom(2) });
            await driver.snapshot();
            await driver.click('button:guide');
            let hook = await nextStep(driver);
            await driver.click(hook.game.guide.expected);  // the person keeps the cards
            hook = await nextStep(driver);  // the computers kept theirs: the person plans (the panel stands still)
            const step = hook.game.guide.step;
            hook = await driver.click('button:guide-skip');
            assert.equal(hook.game.guide.on, false);
            assert.equal(hook.game.guide.expected, '', 'nothing highlighted');
            // Any tap now: a gangster, then an order card; then the computers plan as Normal.
            hook = await driver.click(hook.game.actions.find((a) => a.id.startsWith('gangster:') && a.enabled).id);
            hook = await driver.click(hook.game.actions.find((a) => a.id.startsWith('order:') && a.enabled).id);
            hook = await driver.waitFor((g) => g.moves >= step + 3 && g.acting === 0, 'the computers planning on');
            assert.equal(hook.game.guide.on, false);
            assert.equal(hook.game.round, 1);
            assert.deepEqual(problems, [], 'errors on the page');
        } finally {
            await context.close();
        }
    });

    it('draws its strip in an 800x600 iframe', { timeout: 60000 }, async () => {
        const { context, page, target, problems } = await t.openPage('/host-guide.html', { deviceScaleFactor: 1 },
                                                                     { frame: 'game' });
        try {
            const driver = new LcnDriver(page, target, { random: makeRandom(3) });
            await driver.snapshot();
            await driver.click('button:guide');
            let hook = await nextStep(driver);
            await saveScreenshot(await page.screenshot(), 'lcn-guide-iframe-800x600.png');
            await driver.click(hook.game.guide.expected);
            hook = await nextStep(driver);  // the purchase: a gangster, then the market business
            assert.ok(hook.game.guide.expected.startsWith('gangster:'), hook.game.guide.expected);
            await saveScreenshot(await page.screenshot(), 'lcn-guide-iframe-plan-800x600.png');
            assert.deepEqual(problems, [], 'errors on the page');
        } finally {
            await context.close();
        }
    });
});
