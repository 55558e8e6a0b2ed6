// tests/browser/famiglia/fam_guide.test.mjs — Famiglia's "Learn to play" (shell/games/famiglia/guide/guide.h) on the
// shell's guide kit: the whole script played by taps on the framed items at 1280x800 (mouse, with a refused tap and
// Back), 390x844 (touch), in an 800x600 iframe (then Leave) and in German; "Play on" at the end leaves a normal game
// the computer plays on. Pictures go to build/screenshots (fam-guide-*.png).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { saveScreenshot, useServerAndBrowser } from '../harness.mjs';
import { Driver, makeRandom } from '../driver.mjs';

const PAGE = '/index.html?test=1&timescale=25';
const t = useServerAndBrowser({
    '/host-guide.html': `<!doctype html><html><head><meta charset="utf-8"><title>host</title><link rel="icon" href="data:,">
</head><body style="margin:0"><iframe id="game" src="${PAGE}&embed=1" style="width:800px;height:600px;border:0"></iframe>
</body></html>`,
});

// The guide's next step the person taps (its framed item on screen), or the end of the script.
async function nextStep(driver) {
    return driver.waitForHook((g) => g.guide.on && (g.guide.step === g.guide.steps ||
        (g.guide.person && g.guide.expected !== '')), 'the guide\'s next step', 20000)
        .then(async (hook) => {
            if (hook.game.guide.step === hook.game.guide.steps) return hook;
            await driver.item(hook.game.guide.expected);
            return driver.hook();
        });
}

// Plays the guide by its framed taps; `onStep(hook, n)` sees the n-th tap's screen first (and may tap on its own:
// it returns true when it moved the guide, and the step is looked at again).
async function playGuide(driver, onStep = async () => false) {
    for (let n = 0; n < 60; n++) {
        const hook = await nextStep(driver);
        if (hook.game.guide.step === hook.game.guide.steps) return hook;
        assert.ok(hook.game.guide.words.length > 20, 'the strip says why');
        if (await onStep(hook, n)) continue;
        await driver.click(hook.game.guide.expected);
    }
    assert.fail('the guide never ended');
}

async function shot(page, name) { await saveScreenshot(await page.screenshot(), name); }

// From the end of the script: the computer plays on as a normal game (under the closing words), and "Play on" closes
// them with the person to move.
async function playOn(driver, hook) {
    assert.equal(hook.game.guide.on, true);
    const steps = hook.game.guide.steps;
    await driver.waitFor((x) => x.moves.length > steps && x.my_turn, 'the computer playing on');
    await driver.click('button:guide-skip');
    const g = await driver.game();
    assert.equal(g.guide.on, false);
    assert.equal(g.guide.expected, '');
    assert.equal(g.my_turn, true);
}

const sizes = [
    { tag: '1280x800', context: { viewport: { width: 1280, height: 800 } } },
    { tag: '390x844', context: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, hasTouch: true, isMobile: true } },
];

describe('Famiglia\'s guide', () => {
    for (const size of sizes) {
        it(`is played to its end by taps at ${size.tag}; Play on leaves a normal game`, { timeout: 120000 }, async () => {
            const { context, page, problems } = await t.openPage(PAGE, size.context);
            try {
                const driver = new Driver(page, page, { touch: !!size.context.hasTouch, random: makeRandom(1) });
                await driver.item('button:guide');
                await shot(page, `fam-guide-start-${size.tag}.png`);
                await driver.click('button:guide');
                let refused = false, backed = false;
                const hook = await playGuide(driver, async (h, n) => {
                    const g = h.game;
                    if (n === 0 || n === 5 || g.guide.expected.startsWith('choice:brute')) await shot(page, `fam-guide-${n}-${size.tag}.png`);
                    // A wrong tap: another Street card is refused with the step's reason, and nothing moves.
                    if (!refused && g.guide.expected.startsWith('street:')) {
                        const other = h.items.find((i) => i.id.startsWith('street:') && i.id !== g.guide.expected);
                        if (other) {
                            await driver.click(other.id);
                            const after = await driver.game();
                            assert.ok(after.guide.note.length > 10, 'the refusal says why');
                            assert.notEqual(after.guide.note, g.guide.words);
                            assert.equal(after.moves.length, g.moves.length, 'the refused tap made no move');
                            assert.equal(after.screen, 'table', 'nor opened a chooser');
                            await shot(page, `fam-guide-refusal-${size.tag}.png`);
                            refused = true;
                        }
                    }
                    // Back, once the person has played a few steps: one person step back, then on again.
                    if (!backed && size.tag === '1280x800' && g.guide.step > 6 && g.screen === 'table' &&
                        g.guide.expected.startsWith('street:')) {
                        await driver.click('button:guide-back');
                        const after = await driver.game();
                        assert.ok(after.guide.step < g.guide.step, 'Back goes to the step before');
                        assert.equal(after.guide.on, true);
                        backed = true;
                        return true;
                    }
                    return false;
                });
                assert.ok(refused, 'a wrong tap was tried');
                assert.ok(backed || size.tag !== '1280x800', 'Back was tried');
                await shot(page, `fam-guide-end-${size.tag}.png`);
                await playOn(driver, hook);
                assert.deepEqual(problems, [], 'errors on the page');
            } finally {
                await context.close();
            }
        });
    }

    it('is played in German, and in an 800x600 iframe Leave goes back to the start screen', { timeout: 120000 }, async () => {
        const { context, page, target, problems } = await t.openPage('/host-guide.html', { deviceScaleFactor: 1 },
                                                                     { frame: 'game' });
        try {
            const driver = new Driver(page, target, { random: makeRandom(3) });
            await driver.click('button:menu');  // embedded, the page opens on a game: the menu offers the guide
            await driver.click('button:lang-de');
            await shot(page, 'fam-guide-de-menu-800x600.png');
            await driver.click('button:guide');
            let first = '';
            const hook = await playGuide(driver, async (h, n) => {
                if (n === 0) first = h.game.guide.words;
                if (n === 0 || n === 12) await shot(page, `fam-guide-de-${n}-800x600.png`);
                return false;
            });
            assert.match(first, /Straße/, 'the words are German');
            assert.equal(hook.game.lang, 'de');
            await shot(page, 'fam-guide-de-end-800x600.png');
            await driver.click('button:guide-leave');
            const g = await driver.game();
            assert.equal(g.guide.on, false);
            assert.equal(g.screen, 'menu');
            assert.deepEqual(problems, [], 'errors on the page');
        } finally {
            await context.close();
        }
    });
});
