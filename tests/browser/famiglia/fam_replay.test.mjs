// tests/browser/famiglia/fam_replay.test.mjs — the replay of Famiglia, in the built page, by real clicks, taps
// and keys: a whole game against the computer, opened finished from its link, is replayed from the end screen action
// by action (also the press that closes a card's pinned details), and every shown
// state is checked against the core's state at that index, computed independently by the native command-line
// tool (build/native/tools/famiglia: `new --seed S`, then `play --actions` with the first k actions); the slider,
// a log-line tap, the seat choice and "Back to game"; a game opened partway from its link (German, 360x640,
// touch) replays without the draw pile's order and only from the person's seat; hot-seat with hidden hands
// offers no replay during the game; the finished game's link
// replays at 390x844 (touch) and at 800x600 inside a host page's iframe (embedded). Screenshots:
// build/screenshots/replay-*.png.
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import {
    openWatchedPage, repoRoot, saveScreenshot, startServer, useServerAndBrowser, waitForFrames,
} from '../harness.mjs';
import { Driver, holdKey as key, makeRandom } from '../driver.mjs';

const GAME_TIMEOUT = 600000;
const SEED = '4242';
const famigliaTool = process.env.FAMIGLIA_TOOL || path.join(repoRoot, 'build', 'native', 'tools', 'famiglia');

const hostPage = (width, height, hash) => `<!doctype html><html><head><meta charset="utf-8"><title>host</title>
<link rel="icon" href="data:,"></head><body style="margin:0;padding:20px;font:16px sans-serif;background:#eee">
<iframe id="game" src="/index.html?test=1&embed=1#${hash}" style="width:${width}px;height:${height}px;border:1px solid #999"></iframe>
</body></html>`;

// A finished game against the Normal computer, dealt from SEED and played by this file's driver (the link the page
// gave at its end). The replay is what these tests are about, not the playing (game.test.mjs plays whole games), so
// they open it from its link; the link format is pinned by the golden tests (tests/famiglia/core/link_test.cpp).
const finishedLink = 'v2.FNsWCDN0xihJxS1undbOgTa2B8Es9bTC6eAT8zlU_GFJ7dqoxnM4ce5-wftNnXr3ZK4DWzkZils53buBwB96LnoveGMJCj4dfdD35vRsh9jxlos-eN6Z2T1RsUsrWyLTOljo7_vku';
const t = useServerAndBrowser();

before(() => {
    assert.ok(existsSync(famigliaTool), `the native tool ${famigliaTool} (cmake --build build/native --target famiglia)`);
});

// The core's states of a game dealt from `seed`, after 0, 1, ... n of `moves`, from the command-line tool.
function coreStates(seed, moves) {
    const tool = (args, input) => execFileSync(famigliaTool, args, { input, encoding: 'utf8' });
    const deal = tool(['new', '--seed', seed]);
    const states = [];
    for (let k = 0; k <= moves.length; ++k) {
        const args = ['play', '--position', '-'];
        if (k > 0) args.push('--actions', moves.slice(0, k).join('; '));
        states.push(JSON.parse(tool(args, deal)));
    }
    return states;
}

// What a seat's View keeps of a state: everything but the draw pile's order (and the generator in "position").
function withoutPileOrder(state) {
    const { deck, position, ...rest } = state;
    return { ...rest, deck: [...deck].sort() };
}

async function open(path, contextOptions) {
    const watched = await openWatchedPage(t.browser, contextOptions);
    const { page } = watched;
    await page.goto(`${t.origin}${path}`);
    const target = page;
    await waitForFrames(page, 1, 30000, target);
    const driver = new Driver(page, target, { touch: !!contextOptions.hasTouch, random: makeRandom(5) });
    return { ...watched, target, driver };
}

async function screenshot(target, name) {
    return saveScreenshot(await target.locator('#canvas').screenshot(), name);
}

// The replay shows the core's state at its index: whole (all open) or as a seat's View.
function checkShown(game, states, what) {
    const { replay } = game;
    assert.equal(game.screen, 'replay', `${what}: the replay is on screen`);
    const expected = states[replay.index];
    if (replay.all_open) {
        assert.deepEqual(game.state, expected, `${what}: the whole state at index ${replay.index}`);
    } else {
        assert.deepEqual(withoutPileOrder(game.state), withoutPileOrder(expected),
                         `${what}: the View at index ${replay.index}`);
    }
}

async function fastComputer(driver) {
    await driver.click('button:menu');
    await driver.click('button:speed');
    await driver.click('button:close-menu');
}

describe('replay', () => {
    it('a finished game against the computer, opened from its link, replayed from the end screen action by action',
       { timeout: GAME_TIMEOUT }, async () => {
           const { context, problems, driver, target, page } =
               await open(`/index.html?test=1#${finishedLink}`, { viewport: { width: 1280, height: 800 } });
           try {
               const end = await driver.waitFor((g) => g.state.game_over && g.screen === 'end', 'the end screen of the linked game');
               assert.deepEqual(end.seats, ['person', 'normal']);
               const moves = end.moves;
               const states = coreStates(SEED, moves);
               assert.deepEqual(states[moves.length].game_over, true, 'the tool ends the game where the page did');

               await driver.click('button:replay');
               let game = await driver.game();
               assert.equal(game.replay.index, 0, 'the replay starts at the deal');
               assert.equal(game.replay.all_open, true, 'after the game all is open');
               assert.equal(game.replay.deck_order_shown, true);
               checkShown(game, states, 'the deal');
               await screenshot(target, 'replay-1280x800-deal.png');
               // Every action, alternately by the button and by the Right key.
               for (let k = 1; k <= moves.length; ++k) {
                   if (k === 3) {  // a tap on a card pins its details; the next press closes them and still steps
                       const card = (await driver.hook()).items.find((i) => i.id.startsWith('street:')).id;
                       await driver.click(card);
                       assert.ok((await driver.game()).details, `the tap on ${card} pinned its details`);
                   }
                   if (k % 2) await driver.click('button:replay-next');
                   else await key(driver, 'ArrowRight');
                   game = await driver.game();
                   assert.equal(game.replay.index, k, `step ${k}`);
                   if (k === 3) assert.equal(game.details, null, 'the press closed the details');
                   checkShown(game, states, `after action ${k} (${moves[k - 1]})`);
                   if (k === 20) await screenshot(target, 'replay-1280x800-all-open.png');
               }
               assert.equal(await driver.has('button:replay-next'), false, 'no step past the end');
               const stops = game.replay.slider_stops;
               assert.equal(stops.at(-1), moves.length);
               assert.equal(game.replay.turns, stops.length - 1, 'one slider stop per turn after the deal');
               // Turns: Up and Shift+Left go back one turn, Down forward; Home and End.
               await key(driver, 'ArrowUp');
               assert.equal((await driver.game()).replay.index, stops.at(-2));
               await key(driver, 'ArrowLeft', true);
               assert.equal((await driver.game()).replay.index, stops.at(-3));
               await driver.click('button:replay-prev-turn');
               assert.equal((await driver.game()).replay.index, stops.at(-4));
               await key(driver, 'ArrowDown');
               assert.equal((await driver.game()).replay.index, stops.at(-3));
               await key(driver, 'Home');
               assert.equal((await driver.game()).replay.index, 0);
               await key(driver, 'End');
               assert.equal((await driver.game()).replay.index, moves.length);
               // The slider: a click at the middle turn's mark shows that turn's end.
               const slider = await driver.item('replay:slider');
               const box = await target.locator('#canvas').boundingBox();
               const x0 = slider.x + 14, x1 = slider.x + slider.w - 14;
               const middle = Math.round((stops.length - 1) / 2);
               const since = (await driver.hook()).frames;
               await page.mouse.click(box.x + x0 + ((x1 - x0) * middle) / (stops.length - 1), box.y + slider.y + slider.h / 2);
               await driver.settleSince(since);
               game = await driver.game();
               assert.equal(game.replay.slider, middle, 'the slider is at the middle turn');
               assert.equal(game.replay.index, stops[middle]);
               checkShown(game, states, 'the slider');
               // Seen from the computer's seat: its View, the pile's order hidden.
               await driver.click('button:replay-seat-2');
               game = await driver.game();
               assert.equal(game.replay.seat, 1);
               assert.equal(game.replay.all_open, false);
               assert.equal(game.replay.deck_order_shown, false);
               checkShown(game, states, 'seen by the computer');
               await screenshot(target, 'replay-1280x800-seat2.png');
               // A log line: the log opens over the replay, a tap shows that line's action done.
               await driver.click('button:log');
               assert.equal((await driver.game()).screen, 'log');
               const lines = (await driver.hook()).items.filter((i) => i.id.startsWith('log:line-'));
               assert.ok(lines.length > 3, 'log lines take taps');
               const line = lines[1].id;
               await driver.click(line);
               game = await driver.game();
               assert.equal(game.replay.index, Number(line.slice('log:line-'.length)), `the tap on ${line}`);
               checkShown(game, states, 'a log line');
               // Back to the game: the end screen, the session untouched.
               await driver.click('button:replay-back');
               game = await driver.game();
               assert.equal(game.screen, 'end');
               assert.equal(game.replay, null);
               assert.deepEqual(game.moves, moves, 'the replay applied and undid nothing');
               // A tap on a log line of the table opens the replay there; Esc comes back.
               await driver.click('button:show-table');
               await driver.click('button:open-log');
               const visible = (await driver.hook()).items.filter((i) => i.id.startsWith('log:line-'));
               const tapped = visible[2].id, number = Number(tapped.slice('log:line-'.length));
               await driver.click(tapped);
               game = await driver.game();
               assert.equal(game.replay.index, number, `the tap on ${tapped}`);
               checkShown(game, states, `${tapped} from the table`);
               await key(driver, 'Escape');
               assert.equal((await driver.game()).screen, 'table');
               assert.deepEqual(problems, []);
           } finally {
               await context.close();
           }
       });

    it('a game opened partway from its link, in German at 360x640: no pile order, only the person\'s seat',
       { timeout: GAME_TIMEOUT }, async () => {
           const a = await open(`/index.html?test=1&timescale=5&level=normal&seed=${SEED}&lang=de`, { viewport: { width: 360, height: 640 }, hasTouch: true, isMobile: true });
           let link;
           try {
               await a.driver.waitFor((g) => g.screen === 'table', 'the table');
               await fastComputer(a.driver);
               for (let n = 0; n < 8;) {
                   const g = await a.driver.game();
                   if (!g.my_turn) {
                       await new Promise((r) => setTimeout(r, 40));
                       continue;
                   }
                   await a.driver.perform(a.driver.choose(g.state.legal, 0));
                   ++n;
               }
               await a.driver.waitFor((g) => g.my_turn, 'the person\'s turn');
               link = (await a.driver.hook()).share.link;
           } finally {
               await a.context.close();
           }
           const { context, problems, driver, target } =
               await open(`/index.html?test=1&lang=de#${link}`, { viewport: { width: 360, height: 640 }, hasTouch: true, isMobile: true });
           try {
               let game = await driver.waitFor((g) => g.screen === 'table', 'the linked game');
               assert.equal(game.lang, 'de');
               assert.equal(game.state.game_over, false);
               const moves = game.moves;
               const states = coreStates(SEED, moves);
               await driver.click('button:menu');
               await driver.click('button:replay');
               game = await driver.game();
               assert.equal(game.replay.index, moves.length, 'a game in progress replays from now');
               assert.equal(game.replay.all_open, false);
               assert.equal(game.replay.deck_order_shown, false);
               assert.equal(game.replay.seat, 0, 'the person\'s seat');
               assert.equal(await driver.has('button:replay-all-open'), false, 'all open is not offered');
               assert.equal(await driver.has('button:replay-seat-2'), false, 'the computer\'s view is not offered');
               await screenshot(target, 'replay-360x640-de-partway.png');
               // Back to the deal, one action at a time (taps), each a View of the core's state, never its pile order.
               let orderDiffers = false;
               for (let k = moves.length; k >= 0; --k) {
                   game = await driver.game();
                   assert.equal(game.replay.index, k);
                   checkShown(game, states, `index ${k}`);
                   assert.equal(game.replay.deck_order_shown, false);
                   orderDiffers ||= JSON.stringify(game.state.deck) !== JSON.stringify(states[k].deck);
                   if (k > 0) await driver.click('button:replay-prev');
               }
               assert.ok(orderDiffers, 'the shown pile is not in the real order');
               await driver.click('button:replay-back');
               game = await driver.game();
               assert.equal(game.screen, 'table');
               assert.deepEqual(game.moves, moves);
               assert.deepEqual(problems, []);
           } finally {
               await context.close();
           }
       });

    it('hot-seat with hidden hands: no replay while the game runs', { timeout: GAME_TIMEOUT }, async () => {
        const { context, problems, driver } = await open(`/index.html?test=1&level=person&seed=${SEED}`,
                                                         { viewport: { width: 1280, height: 800 } });
        try {
            let game = await driver.waitFor((g) => g.screen === 'table' || g.screen === 'handoff', 'the table');
            assert.equal(game.replay_available, true, 'with both hands shown the replay is there');
            await driver.click('button:menu');
            await driver.click('button:other-hand');
            game = await driver.game();
            assert.equal(game.replay_available, false, 'hidden hands: no replay during the game');
            await driver.click('button:replay');  // explains itself on the status line, opens nothing
            game = await driver.game();
            assert.equal(game.replay, null);
            assert.notEqual(game.screen, 'replay');
            assert.deepEqual(problems, []);
        } finally {
            await context.close();
        }
    });

    it('the finished game from its link: phone (390x844, touch) and embedded (800x600 iframe)', { timeout: GAME_TIMEOUT },
       async () => {
           const phone = await open(`/index.html?test=1#${finishedLink}`,
                                    { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, hasTouch: true, isMobile: true });
           try {
               const { driver, target } = phone;
               await driver.waitFor((g) => g.state.game_over && g.screen === 'end', 'the end screen of the linked game');
               const states = coreStates(SEED, (await driver.game()).moves);
               await driver.click('button:replay');
               for (let k = 0; k < 12; ++k) await driver.click('button:replay-next');
               const game = await driver.game();
               assert.equal(game.replay.index, 12);
               checkShown(game, states, 'phone');
               await screenshot(target, 'replay-390x844-all-open.png');
               assert.deepEqual(phone.problems, []);
           } finally {
               await phone.context.close();
           }
           // The host page embeds this game's link (a server of its own: the link is known only now).
           const hostServer = await startServer({ '/host.html': hostPage(800, 600, finishedLink) });
           const watched = await openWatchedPage(t.browser, { viewport: { width: 860, height: 660 } });
           await watched.page.goto(`${hostServer.origin}/host.html`);
           const frame = await (await watched.page.waitForSelector('#game')).contentFrame();
           await waitForFrames(watched.page, 1, 30000, frame);
           const embedded = { ...watched, target: frame, driver: new Driver(watched.page, frame, { random: makeRandom(6) }) };
           try {
               const { driver, target } = embedded;
               await driver.waitFor((g) => g.state.game_over, 'the linked game in the iframe');
               const states = coreStates(SEED, (await driver.game()).moves);
               if ((await driver.game()).screen === 'end') await driver.click('button:replay');
               else {
                   await driver.click('button:menu');
                   await driver.click('button:replay');
               }
               await driver.click('button:replay-next-turn');
               await driver.click('button:replay-next-turn');
               const game = await driver.game();
               assert.equal(game.replay.index, game.replay.slider_stops[2]);
               checkShown(game, states, 'embedded');
               await screenshot(target, 'replay-800x600-embedded.png');
               assert.deepEqual(embedded.problems, []);
           } finally {
               await embedded.context.close();
               await hostServer.close();
           }
       });
});

