// tests/browser/game.test.mjs — whole games of Famiglia played by clicking and tapping the canvas of the
// built page: two players on one device and against the computer, at 1280x800 (mouse), at 390x844 with
// deviceScaleFactor 3 (touch), at 800x600 inside an iframe of a host page, and one game in German.
// Every action comes from the core's legal list (window.famigliaTest.game.state.legal) and is performed with
// the gestures of driver.mjs; the test checks that exactly that action was applied. Screenshots of the table
// and of the end screen go to build/screenshots/game-*.png.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { launchBrowser, openWatchedPage, saveScreenshot, startServer, waitForFrames } from './harness.mjs';
import { Driver, makeRandom } from './driver.mjs';

const GAME_TIMEOUT = 300000;  // a whole game by clicks; the computer plays at its fast setting

const hostPage = (width, height) => `<!doctype html><html><head><meta charset="utf-8"><title>host</title>
<link rel="icon" href="data:,"></head><body style="margin:0;padding:20px;font:16px sans-serif;background:#eee">
<p>A page that embeds the game.</p>
<iframe id="game" src="/index.html?test=1" style="width:${width}px;height:${height}px;border:1px solid #999"></iframe>
</body></html>`;

let server;
let browser;

before(async () => {
    server = await startServer({ '/host-800x600.html': hostPage(800, 600) });
    browser = await launchBrowser();
});

after(async () => {
    await browser?.close();
    await server?.close();
});

// Opens the game (directly, or inside the host page's iframe) and returns a driver on its start screen.
async function open(contextOptions, { iframe = null, seed = 1 } = {}) {
    const watched = await openWatchedPage(browser, contextOptions);
    const { page } = watched;
    let target = page;
    if (iframe) {
        await page.goto(`${server.origin}${iframe}`);
        target = await (await page.waitForSelector('#game')).contentFrame();
    } else {
        await page.goto(`${server.origin}/index.html?test=1`);
    }
    await waitForFrames(page, 1, 30000, target);
    const driver = new Driver(page, target, { touch: !!contextOptions.hasTouch, random: makeRandom(seed) });
    await driver.waitFor((g) => g.screen === 'menu', 'the start screen');
    return { ...watched, target, driver };
}

async function screenshot(target, name) {
    const png = await target.locator('#canvas').screenshot();
    return saveScreenshot(png, name);
}

// Plays a started game to the end screen, with a table screenshot after a few actions; checks the end.
async function playAndCheck(driver, target, name, options = {}) {
    const { actions, game } = await driver.playToEnd({
        ...options,
        onAction: async (n) => {
            if (n === 12) await screenshot(target, `game-${name}-table.png`);
        },
    });
    assert.ok(game.state.game_over, 'the end screen shows a finished game');
    assert.ok(await driver.has('button:play-again'), 'the end screen offers "play again"');
    await driver.settle();
    await screenshot(target, `game-${name}-end.png`);
    return { actions, game };
}

describe('whole games by clicks and taps', () => {
    it('two players on one device, 1280x800, mouse', { timeout: GAME_TIMEOUT }, async () => {
        const { context, problems, driver, target } = await open({ viewport: { width: 1280, height: 800 } }, { seed: 11 });
        try {
            await driver.click('button:new-two-players');
            let game = await driver.game();
            assert.deepEqual(game.seats, ['person', 'person']);
            assert.equal(game.screen, 'table');
            const { actions } = await playAndCheck(driver, target, '1280x800-hotseat');
            assert.ok(actions > 10, `a real game has more than ${actions} actions`);
            // Play again starts a fresh game with the same seats.
            await driver.click('button:play-again');
            game = await driver.game();
            assert.equal(game.moves.length, 0);
            assert.deepEqual(game.seats, ['person', 'person']);
            assert.deepEqual(problems, []);
        } finally {
            await context.close();
        }
    });

    it('against the computer, 390x844 at deviceScaleFactor 3, touch', { timeout: GAME_TIMEOUT }, async () => {
        const { context, problems, driver, target } = await open(
            { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, hasTouch: true, isMobile: true }, { seed: 12 });
        try {
            await screenshot(target, 'game-390x844-menu.png');
            await driver.click('button:speed');
            await driver.click('button:new-vs-computer');
            const game = await driver.game();
            assert.deepEqual(game.seats, ['person', 'normal']);
            // Touch targets: every item of the table is at least 44 CSS pixels in both directions.
            const hook = await driver.hook();
            const small = hook.items.filter((i) => /^(button|street|hand|area):/.test(i.id) && (i.w < 44 || i.h < 44));
            assert.deepEqual(small.map((i) => `${i.id} ${i.w}x${i.h}`), [], 'touch targets below 44 px');
            await playAndCheck(driver, target, '390x844-computer');
            assert.deepEqual(problems, []);
        } finally {
            await context.close();
        }
    });

    it('two players with hidden hands, 390x844 touch: hand-off screen between turns', { timeout: GAME_TIMEOUT }, async () => {
        const { context, problems, driver, target } = await open(
            { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, hasTouch: true, isMobile: true }, { seed: 13 });
        try {
            await driver.click('button:other-hand');
            await driver.click('button:new-two-players');
            // Play until the first hand-off: no hand is drawn while it is up.
            let handoffs = 0;
            await driver.playToEnd({
                passRate: 0.03,
                onAction: async () => {
                    const g = await driver.game();
                    if (g.screen === 'handoff') {
                        handoffs++;
                        const hook = await driver.hook();
                        assert.deepEqual(hook.items.filter((i) => /^(hand|area|street):/.test(i.id)), [], 'cards behind the hand-off screen');
                        if (handoffs === 1) await screenshot(target, 'game-390x844-handoff.png');
                    }
                },
            });
            assert.ok(handoffs > 0, 'no hand-off screen appeared');
            assert.deepEqual(problems, []);
        } finally {
            await context.close();
        }
    });

    it('against the computer, 800x600 inside an iframe', { timeout: GAME_TIMEOUT }, async () => {
        const { context, problems, driver, target, page } = await open({ viewport: { width: 1000, height: 760 } },
                                                                        { iframe: '/host-800x600.html', seed: 14 });
        try {
            await driver.click('button:speed');
            await driver.click('button:new-vs-computer');
            await playAndCheck(driver, target, '800x600-iframe');
            // The host page keeps its own keyboard: focus moves back to it without a stuck modifier in the game.
            await page.keyboard.down('Shift');
            await page.mouse.click(10, 10);
            await page.keyboard.up('Shift');
            await driver.settle();
            assert.deepEqual(problems, []);
        } finally {
            await context.close();
        }
    });

    it('a whole game in German, 1280x800', { timeout: GAME_TIMEOUT }, async () => {
        const { context, problems, driver, target } = await open({ viewport: { width: 1280, height: 800 }, locale: 'en-US' }, { seed: 15 });
        try {
            assert.equal((await driver.game()).lang, 'en');
            await driver.click('button:lang-de');
            assert.equal((await driver.game()).lang, 'de');
            await screenshot(target, 'game-1280x800-de-menu.png');
            await driver.click('button:speed');
            await driver.click('button:new-vs-computer');
            await playAndCheck(driver, target, '1280x800-de');
            assert.deepEqual(problems, []);
        } finally {
            await context.close();
        }
    });

    it('starts in German when the browser prefers German', async () => {
        const { context, problems, driver } = await open({ viewport: { width: 800, height: 600 }, locale: 'de-DE' });
        try {
            assert.equal((await driver.game()).lang, 'de');
            assert.deepEqual(problems, []);
        } finally {
            await context.close();
        }
    });
});
