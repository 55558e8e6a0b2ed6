// tests/browser/famiglia/game.test.mjs — whole games of Famiglia played by clicking and tapping the canvas of the
// built page: two players on one device and against the computer, at 1280x800 (mouse), at 390x844 with
// deviceScaleFactor 3 (touch), and in German at 800x600 inside an iframe of a host page.
// Every action comes from the core's legal list (window.gameTest.game.state.legal) and is performed with
// the gestures of driver.mjs; the test checks that exactly that action was applied. Screenshots of the table
// and of the end screen go to build/screenshots/game-*.png.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { PICTURE_GAP, openWatchedPage, saveScreenshot, useServerAndBrowser, waitForFrames } from '../harness.mjs';
import { Driver, holdKey, makeRandom } from '../driver.mjs';

const GAME_TIMEOUT = 600000;  // a whole game by clicks: about 100 s on a quiet machine, 300 at load 25
// The whole games run the page's clock 25 times faster (page option timescale=, with test=1 only): the computer's
// pause before each move (0.25 s at its fast setting, drawn frame by frame) shrinks to a frame or two, and nothing
// else in a game by taps goes by the clock but the hint's pulse. Not for the keyboard test: ImGui's key repeat
// would start after 11 ms.
const GAME_CLOCK = `&${PICTURE_GAP}&timescale=25`;

const hostPage = (width, height) => `<!doctype html><html><head><meta charset="utf-8"><title>host</title>
<link rel="icon" href="data:,"></head><body style="margin:0;padding:20px;font:16px sans-serif;background:#eee">
<p>A page that embeds the game.</p>
<iframe id="game" src="/index.html?test=1${GAME_CLOCK}&deals=14" style="width:${width}px;height:${height}px;border:1px solid #999"></iframe>
</body></html>`;

const t = useServerAndBrowser({ '/host-800x600.html': hostPage(800, 600) });

// Opens the game (directly, or inside the host page's iframe) and returns a driver on its start screen. `seed`
// seeds the driver's choices and, as the page option deals= (test pages only), the games the menu deals, so a run
// plays the same games every time (the host page's iframe deals stream 14, its test's seed).
async function open(contextOptions, { iframe = null, seed = 1, clock = GAME_CLOCK } = {}) {
    const watched = await openWatchedPage(t.browser, contextOptions);
    const { page } = watched;
    let target = page;
    if (iframe) {
        await page.goto(`${t.origin}${iframe}`);
        target = await (await page.waitForSelector('#game')).contentFrame();
    } else {
        await page.goto(`${t.origin}/index.html?test=1${clock}&deals=${seed}`);
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
            if (n === 4) await screenshot(target, `game-${name}-table.png`);
        },
    });
    assert.ok(game.state.game_over, 'the end screen shows a finished game');
    assert.ok(await driver.has('button:play-again'), 'the end screen offers "play again"');
    await driver.rest();
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
            await driver.click('button:rules');
            assert.equal((await driver.game()).screen, 'rules');
            await screenshot(target, 'game-390x844-rules.png');
            await driver.click('button:close');
            await driver.click('button:speed');
            await driver.click('button:new-vs-computer');
            // The items of the table, not those of the start screen that the frame starting the game drew.
            const hook = await driver.drawnFrom(await driver.waitForHook((g) => g.screen === 'table', 'the table'), 'the new game');
            assert.deepEqual(hook.game.seats, ['person', 'normal']);
            // Touch targets: every item of the table is at least 44 CSS pixels in both directions.
            const small = hook.items.filter((i) => /^(button|street|hand|area):/.test(i.id) && (i.w < 44 || i.h < 44));
            assert.deepEqual(small.map((i) => `${i.id} ${i.w}x${i.h}`), [], 'touch targets below 44 px');
            await playAndCheck(driver, target, '390x844-computer');
            assert.deepEqual(problems, []);
        } finally {
            await context.close();
        }
    });

    // At deviceScaleFactor 1: what is checked here is what the hand-off screen draws (its items), which the pixel ratio
    // does not change, and a frame costs a ninth of one at 3 (the game above is the whole touch game at 3).
    it('two players with hidden hands, 390x844 touch: hand-off screen between turns', { timeout: GAME_TIMEOUT }, async () => {
        const { context, problems, driver, target } = await open(
            { viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, hasTouch: true, isMobile: true }, { seed: 13 });
        try {
            await driver.click('button:other-hand');
            await driver.click('button:new-two-players');
            // Play until the first hand-off: no hand is drawn while it is up.
            let handoffs = 0;
            await driver.playToEnd({
                passRate: 0.1,
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

    // The iframe's game is also the game in German (a whole game at 800x600 each cost a minute and tested the same
    // table twice); the mouse game in English is the 1280x800 one above.
    it('against the computer in German, 800x600 inside an iframe', { timeout: GAME_TIMEOUT }, async () => {
        const { context, problems, driver, target, page } = await open({ viewport: { width: 1000, height: 760 }, locale: 'en-US' },
                                                                        { iframe: '/host-800x600.html', seed: 14 });
        try {
            assert.equal((await driver.game()).lang, 'en');
            await driver.click('button:lang-de');
            assert.equal((await driver.game()).lang, 'de');
            await screenshot(target, 'game-800x600-de-menu.png');
            await driver.click('button:speed');
            await driver.click('button:new-vs-computer');
            await playAndCheck(driver, target, '800x600-iframe-de');
            // A modifier held in the game and released after focus went back to the host page does not stick.
            await target.locator('#canvas').click({ position: { x: 3, y: 3 } });
            let since = (await driver.hook()).frames;
            await page.keyboard.down('Shift');
            await driver.settleSince(since);
            assert.equal((await driver.hook()).keys.shift, true, 'the game sees Shift while it has the focus');
            since = (await driver.hook()).frames;
            await page.mouse.click(5, 5);  // the host page, outside the iframe
            await page.keyboard.up('Shift');
            await driver.settleSince(since);
            assert.equal((await driver.hook()).keys.shift, false, 'Shift stuck after the game lost the focus');
            assert.deepEqual(problems, []);
        } finally {
            await context.close();
        }
    });

    it('the menu chooses who begins: drawn at random, the first seat or the second (docs/famiglia-rules.md §4 item 20)', { timeout: 120000 }, async () => {
        const { context, problems, driver } = await open({ viewport: { width: 800, height: 600 } });
        try {
            const labels = [];
            for (const want of [0, 1]) {
                await driver.click('button:first');
                await driver.click('button:new-two-players');
                const game = await driver.waitFor((g) => g.screen === 'table', 'the table');
                assert.equal(game.state.first, want, `chosen start player ${want}`);
                assert.equal(game.state.to_move, want);
                assert.deepEqual(game.moves, []);
                await driver.click('button:menu');
                await driver.waitFor((g) => g.screen === 'menu', 'the menu');
            }
            // A third press goes back to a drawn start player: over a few new games both seats begin.
            await driver.click('button:first');
            const firsts = new Set();
            for (let i = 0; i < 24 && firsts.size < 2; i++) {  // both seats fail to begin in 24 draws: 1 in 8 million
                await driver.click('button:new-two-players');
                firsts.add((await driver.waitFor((g) => g.screen === 'table', 'the table')).state.first);
                await driver.click('button:menu');
                await driver.waitFor((g) => g.screen === 'menu', 'the menu');
            }
            assert.deepEqual([...firsts].sort(), [0, 1], 'drawn at random, both seats begin some games');
            assert.deepEqual(problems, []);
        } finally {
            await context.close();
        }
    });

    it('the test option deals= makes the menu deal the same games on every run', async () => {
        // Two pages on the same stream deal the same two games (the second differs from the first); another stream
        // deals others. Without deals= (a player's page) the clock deals.
        const firstTwo = async (seed) => {
            const { context, problems, driver } = await open({ viewport: { width: 800, height: 600 } }, { seed });
            try {
                const games = [];
                for (let i = 0; i < 2; i++) {
                    await driver.click('button:new-two-players');
                    const game = await driver.waitFor((g) => g.screen === 'table', 'the table');
                    games.push(JSON.stringify(game.state));
                    await driver.click('button:menu');
                    await driver.waitFor((g) => g.screen === 'menu', 'the menu');
                }
                assert.deepEqual(problems, []);
                return games;
            } finally {
                await context.close();
            }
        };
        const a = await firstTwo(5), b = await firstTwo(5), c = await firstTwo(6);
        assert.deepEqual(a, b, 'the same stream deals the same games');
        assert.notEqual(a[0], a[1], 'a second game is another deal');
        assert.notEqual(a[0], c[0], 'another stream deals another game');
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

describe('keyboard and undo', () => {
    it('Tab moves among usable items, Enter applies, Esc cancels, P passes, U undoes', { timeout: GAME_TIMEOUT }, async () => {
        const { context, problems, driver, page } = await open({ viewport: { width: 1280, height: 800 } }, { seed: 21, clock: '' });
        try {
            await driver.click('button:new-two-players');
            const key = async (name) => {
                await holdKey(driver, name);
                return driver.game();
            };
            // H shows a hint: one of the legal actions (its cards pulse), once the Expert has thought over a few frames.
            let game = await key('h');
            if (game.hint === '') game = await driver.waitFor((g) => g.hint !== '' && !g.hint_thinking, 'the hint');
            assert.ok(game.state.legal.includes(game.hint), `the hint "${game.hint}" is not a legal action`);
            // Tab until a Street card with a legal take or refresh has the focus; every focused item must be usable.
            const streetWays = (g, id) => g.state.legal.filter((m) => /^(take|refresh) /.test(m) && m.split(' ')[1] === id.slice(7));
            let focus = '';
            for (let i = 0; i < 40; i++) {
                game = await key('Tab');
                focus = game.focus;
                assert.notEqual(focus, '', 'Tab gave no item the focus');
                if (focus.startsWith('street:') && streetWays(game, focus).length > 0) break;
            }
            assert.ok(focus.startsWith('street:'), `Tab never reached a Street card (last ${focus})`);
            game = await key('Enter');
            assert.equal(game.screen, 'choice', 'Enter on a Street card opens its ways');
            game = await key('Escape');
            assert.equal(game.screen, 'table', 'Esc closes the chooser');
            game = await key('Enter');
            assert.equal(game.screen, 'choice');
            // Tab until a choice has the focus (the chooser's Cancel is usable too; on a loaded machine a frame of
            // over 0.275 s with the key down repeats it, as a held key does for a person).
            const seen = [];
            for (let i = 0; i < 8 && !seen.some((f) => f.startsWith('choice:')); i++) seen.push((game = await key('Tab')).focus);
            assert.ok(game.focus.startsWith('choice:'), `Tab in the chooser focuses a choice: ${seen.join(', ')}`);
            assert.ok(seen.every((f) => /^(choice:|button:cancel)/.test(f)), `only the chooser's items: ${seen.join(', ')}`);
            const chosen = game.focus.slice('choice:'.length);
            const before = game.moves.length;
            game = await key('Enter');
            assert.equal(game.moves.length, before + 1);
            assert.equal(game.moves[before], chosen);
            // P passes (the next player's turn); hot-seat with shown hands needs no hand-off.
            game = await driver.waitFor((g) => g.my_turn && g.screen === 'table', 'the next turn');
            const n = game.moves.length;
            game = await key('p');
            if (game.screen === 'pass-confirm') game = await key('Escape');
            else assert.equal(game.moves[n], 'pass');
            // U undoes an Accountant or Brute of the turn in progress (play on until one is legal).
            for (let turn = 0; turn < 200; turn++) {
                game = await driver.waitFor((g) => g.my_turn && g.screen === 'table', 'a turn');
                const undoable = game.state.legal.find((m) => /^(accountant|brute) /.test(m));
                if (undoable) {
                    await driver.perform(undoable);
                    game = await driver.game();
                    assert.ok(game.can_undo, `"${undoable}" can be undone`);
                    const count = game.moves.length;
                    game = await key('u');
                    assert.equal(game.moves.length, count - 1, 'U took the action back');
                    break;
                }
                await driver.perform(driver.choose(game.state.legal.filter((m) => !/^(accountant|brute|swap) /.test(m)), 0));
                if ((await driver.game()).screen === 'end') break;
            }
            assert.deepEqual(problems, []);
        } finally {
            await context.close();
        }
    });
});
