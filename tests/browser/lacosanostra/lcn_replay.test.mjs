// tests/browser/lacosanostra/lcn_replay.test.mjs — the replay and the story of a La Cosa Nostra game, in
// the built page, by real clicks and keys: a finished computer-only game (Easy computers, dealt from SEED; its link
// made by the page at the game's end) opens on its scoring screen; the story's chart and swings are checked against
// the core's states computed independently by the native command-line tool (build/native/tools/lacosanostra: `new
// --players 4 --seed S`, then `play` with the first k actions); the replay is stepped by action, turn and round with
// the buttons, the keys and the slider, and every state shown (money, hands, businesses, gangsters with their
// face-down orders) is the tool's for that prefix; a swing opens the replay at its action; Back returns to where
// the replay was opened (the scoring screen, the menu). With two people in a game in progress the menu offers no
// replay and says why; one person with computers replays from the person's own view. Screenshots at 1280x800,
// 390x844 (touch) and in an 800x600 iframe: build/screenshots/lcn-replay-*.png, lcn-story-*.png.
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { openWatchedPage, repoRoot, saveScreenshot, useServerAndBrowser, waitForFrames } from '../harness.mjs';
import { Driver, holdKey as key, makeRandom } from '../driver.mjs';
import { LcnDriver } from './lcn_driver.mjs';

const SEED = '31';
const PLAYERS = '4';
const lcnTool = process.env.LACOSANOSTRA_TOOL || path.join(repoRoot, 'build', 'native', 'tools', 'lacosanostra');
// The link the page gave at the end of `?game=lacosanostra&seats=easy,easy,easy,easy&seed=SEED` (a whole game of
// four Easy computers); the link format is pinned by tests/lacosanostra/core/record_test.cpp.
const finishedLink = 'v2.N7hNMmrSLkMHB9DtVAnkbVs7L4g7rgrOscJH5hPAp-4lxHLn_dQVrc6ochwbQJvshBcV59RoXAFXmWnCL4IduNdv1LckrRwyLXAE-pR6siqwz1APuRDDnHqLs6FrmzME-Mb_IdzNpZhvPpHP7L2R8eyiCoh9-T-WOczokDhJevNQ3l-B7QLMHW_WeDr7ytPtLZl8dSwvVJTFRUPaPa75TaZIyNihT9ds0hPrPoFGBqC1h47tNdPli2Jh1kHoTQ7h9LoncncKuZLw8mVWf3f_NZqMZubNpVofEdameog6DXsrVxvRHppPhPm_L3VKmtmkBqXALucVK-KUa9HsrteEYATHlV557tp8jrcdNgnPKHH55VkjdXmUBhCM2CU9GeM7EWpX858kE045moLcZpQ3fjk8GrYOXBsJ1YgCN20TfE52pDfJU1YF3jv5VJaCjVNq8qlGr99jU_qgs9AR-8T9c2dkIFdFggtHxMeSBECGgfKx4XLZFYDBOmBLKlf-ZPnfFmfss4kk-v_4cYc1eO48bjb3bgHBFIxyGGL18m64l84wHCyrCBWomb8ihsayWoIG_zQEtiLBl4RvKos-RHYiWDeT_9HwGWzAJzrXytkj-ag8zVkLNu92ixWcnr1rXbPxXJbzTP60KrVXjtVuh-iS57xEv13VJOEtM6eA7WYIy_JgPWTh24TEPII8xOSFw4z6Ha4LabDtrZVTJ2u3v5ZJvO5N8_rKOSP2iHgZT14RsyXB8ZCMvF7R1znQzdj9-zpqNyFZY0zCJLRl440uBkKp3J1SgeaaTblVzFno5FyKbdMA';
const STATUS = ['unused', 'aside', 'active', 'deactivated', 'killed'];

const hostPage = (width, height) => `<!doctype html><html><head><meta charset="utf-8"><title>host</title>
<link rel="icon" href="data:,"></head><body style="margin:0;padding:20px;font:16px sans-serif;background:#eee">
<iframe id="game" src="/index.html?test=1&embed=1&game=lacosanostra#${finishedLink}" style="width:${width}px;height:${height}px;border:1px solid #999"></iframe>
</body></html>`;
const t = useServerAndBrowser({ '/host-800x600.html': hostPage(800, 600) });

before(() => {
    assert.ok(existsSync(lcnTool), `the native tool ${lcnTool} (cmake --build build/native --target lacosanostra)`);
});

// The core's position after the first k of `moves`, from the command-line tool (cached per k).
function coreStates(moves) {
    const tool = (args, input) => execFileSync(lcnTool, args, { input, encoding: 'utf8', maxBuffer: 1 << 26 });
    const deal = tool(['new', '--players', PLAYERS, '--seed', SEED]);
    const cache = new Map();
    return (k) => {
        if (!cache.has(k)) {
            const args = ['play', '--position', '-'];
            if (k > 0) args.push('--actions', moves.slice(0, k).join('; '));
            cache.set(k, JSON.parse(tool(args, deal)).position);
        }
        return cache.get(k);
    };
}

// The hook's text of the state shown (replay_view.cpp ReplayJson: a line per seat "Y cash laundered markers;hand ·
// influence;businesses" with an influence card's code once per card, a line per gangster in play "Y1 status order
// +purchase"), lists sorted.
function normal(text) {
    return text.trim().split('\n').map((line) => line.replace('·', ';').split(';').map((part) => part.trim().split(' ').filter(Boolean).sort().join(' ')).join(';'));
}

// The same text made from the tool's position (lacosanostra-position/1).
function expectedText(position) {
    const lines = [];
    for (const letter of position.seats) {
        const p = position.players[letter];
        const influence = Object.entries(p.influence).flatMap(([code, n]) => Array(n).fill(code));
        lines.push(`${letter} ${p.cash} ${p.laundered} ${p.markers};${p.hand.join(' ')};${influence.join(' ')};${p.businesses.join(' ')}`);
    }
    for (const [code, g] of Object.entries(position.gangsters)) {
        lines.push([code, STATUS.indexOf(g.status), g.order, g.purchase && `+${g.purchase}`].filter((x) => x !== undefined).join(' '));
    }
    return lines.join('\n');
}

function checkShown(game, states, what) {
    assert.equal(game.screen, 'replay', `${what}: the replay is on screen`);
    const position = states(game.replay.index);
    assert.equal(game.replay.round, position.round, `${what}: the round at index ${game.replay.index}`);
    assert.deepEqual(normal(game.replay.shown), normal(expectedText(position)), `${what}: index ${game.replay.index}`);
}

async function open(url, contextOptions, iframe = false) {
    const watched = await openWatchedPage(t.browser, contextOptions);
    const { page } = watched;
    await page.goto(`${t.origin}${url}`);
    const target = iframe ? await (await page.waitForSelector('#game')).contentFrame() : page;
    await waitForFrames(page, 1, 30000, target);
    const driver = new Driver(page, target, { touch: !!contextOptions.hasTouch, random: makeRandom(5) });
    return { ...watched, target, driver };
}

async function screenshot(target, name) {
    return saveScreenshot(await target.locator('#canvas').screenshot(), name);
}

// Scrolls the scoring screen until the story's last swing is on screen: the mouse wheel, or a finger dragging the
// sheet up on a touch screen.
async function scrollToStory(driver) {
    const box = await driver.target.locator('#canvas').boundingBox();
    const cdp = driver.touch ? await driver.page.context().newCDPSession(driver.page) : null;
    for (let k = 0; k < 20 && !(await driver.has('story:swing:2')); ++k) {
        const since = (await driver.hook()).frames;
        if (cdp) {
            await cdp.send('Input.synthesizeScrollGesture', {
                x: Math.round(box.x + box.width / 2), y: Math.round(box.y + box.height * 0.7), yDistance: -400,
                gestureSourceType: 'touch' });
        } else {
            await driver.page.mouse.move(box.x + box.width / 2, box.y + box.height / 3);
            await driver.page.mouse.wheel(0, 400);
        }
        await driver.settleSince(since);
    }
    assert.ok(await driver.has('story:swing:2'), 'the story\'s swings are on screen');
}

const nextStop = (stops, i) => stops.find((s) => s > i) ?? stops.at(-1);
const prevStop = (stops, i) => [...stops].reverse().find((s) => s < i) ?? 0;

describe('La Cosa Nostra replay and story', () => {
    it('a finished game is stepped through by clicks and keys, every step the tool\'s state; the story matches',
       { timeout: 600000 }, async () => {
           const { context, problems, driver, target, page } =
               await open(`/index.html?test=1&game=lacosanostra#${finishedLink}`, { viewport: { width: 1280, height: 800 } });
           try {
               const end = await driver.waitFor((g) => g.screen === 'scoring', 'the scoring screen of the linked game');
               assert.deepEqual(end.seats.map((s) => s.kind), ['easy', 'easy', 'easy', 'easy']);
               // The story: money per round and the three biggest swings, as the tool's states say.
               await scrollToStory(driver);
               await driver.item('story:chart');
               await screenshot(target, 'lcn-story-1280x800.png');
               await driver.click('button:replay');
               let game = await driver.game();
               assert.equal(game.replay.index, 0, 'the replay starts at the deal');
               const moves = game.replay.actions;
               assert.equal(moves.length, end.moves);
               const states = coreStates(moves);
               assert.equal(states(moves.length).step, 'over', 'the tool ends the game where the page did');
               const letters = end.seats.map((s) => s.letter);
               const money = (k) => letters.map((l) => states(k).players[l].cash + states(k).players[l].laundered);
               const { round_stops: rounds, turn_stops: turns } = game.replay;
               assert.deepEqual(end.story.money, rounds.flatMap((k) => [...money(k), ...Array(5 - letters.length).fill(0)]),
                                'the chart: cash + laundered at the deal and after every round');
               const moved = (i) => money(i + 1).reduce((sum, m, p) => sum + Math.abs(m - money(i)[p]), 0);
               const swings = [0, 2, 4].map((k) => end.story.swings.slice(k, k + 2));
               // The action that ends the game pays the final payout: the scoring, no swing.
               const sizes = moves.slice(0, -1).map((_, i) => moved(i)).sort((a, b) => b - a);
               for (const [k, [move, size]] of swings.entries()) {
                   assert.equal(size, moved(move), `swing at action ${move}`);
                   assert.equal(size, sizes[k], `swing ${k} is the ${k + 1}. largest`);
               }
               checkShown(game, states, 'the deal');
               // Action by action, alternately by the button and by the Right key.
               for (let k = 1; k <= 24; ++k) {
                   if (k % 2) await driver.click('button:replay-next');
                   else await key(driver, 'ArrowRight');
                   game = await driver.game();
                   assert.equal(game.replay.index, k, `step ${k}`);
                   checkShown(game, states, `after action ${k} (${moves[k - 1]})`);
               }
               await screenshot(target, 'lcn-replay-1280x800.png');
               // By round: the buttons and Page Down, to the end; then back by Page Up and the button.
               let i = game.replay.index;
               for (let r = 0; i < moves.length; ++r) {
                   if (r % 2) await driver.click('button:replay-next-round');
                   else await key(driver, 'PageDown');
                   game = await driver.game();
                   assert.equal(game.replay.index, nextStop(rounds, i), `round step ${r}`);
                   i = game.replay.index;
                   checkShown(game, states, `round step ${r}`);
               }
               await key(driver, 'PageUp');
               assert.equal((await driver.game()).replay.index, prevStop(rounds, moves.length));
               await driver.click('button:replay-prev-round');
               game = await driver.game();
               assert.equal(game.replay.index, prevStop(rounds, prevStop(rounds, moves.length)));
               checkShown(game, states, 'two rounds back');
               // By turn: Down, Shift+Right and the button forward; Up, Shift+Left and the button back.
               i = game.replay.index;
               for (const [how, forward] of [['ArrowDown', true], ['ArrowRight+', true], ['button:replay-next-turn', true],
                                              ['ArrowUp', false], ['ArrowLeft+', false], ['button:replay-prev-turn', false],
                                              ['button:replay-prev', false]]) {
                   if (how.startsWith('button:')) await driver.click(how);
                   else await key(driver, how.replace('+', ''), how.endsWith('+'));
                   game = await driver.game();
                   const want = how === 'button:replay-prev' ? i - 1 : forward ? nextStop(turns, i) : prevStop(turns, i);
                   assert.equal(game.replay.index, want, `${how} from ${i}`);
                   i = want;
                   checkShown(game, states, how);
               }
               await key(driver, 'End');
               game = await driver.game();
               assert.equal(game.replay.index, moves.length);
               checkShown(game, states, 'the end');
               await key(driver, 'Home');
               assert.equal((await driver.game()).replay.index, 0);
               // The slider: a click at the middle turn's mark shows that turn's start.
               const slider = await driver.item('replay:slider');
               const box = await target.locator('#canvas').boundingBox();
               const x0 = slider.x + 14, x1 = slider.x + slider.w - 14;
               const middle = Math.round((turns.length - 1) / 2);
               const since = (await driver.hook()).frames;
               await page.mouse.click(box.x + x0 + ((x1 - x0) * middle) / (turns.length - 1), box.y + slider.y + slider.h / 2);
               await driver.settleSince(since);
               game = await driver.game();
               assert.equal(game.replay.index, turns[middle], 'the slider shows the middle turn');
               checkShown(game, states, 'the slider');
               // Back to the scoring screen; a swing opens the replay with its action done and outlined.
               await driver.click('button:replay-back');
               assert.equal((await driver.game()).screen, 'scoring');
               await scrollToStory(driver);
               await driver.click('story:swing:0');
               game = await driver.game();
               const swingMove = end.story.swings[0];
               assert.equal(game.replay.index, swingMove + 1, 'the biggest swing, done');
               assert.equal(game.replay.outline, moves[swingMove].startsWith('roll') ? -1 : letters.indexOf(moves[swingMove][0]),
                            'the seat that made it is outlined');
               checkShown(game, states, 'the biggest swing');
               await screenshot(target, 'lcn-replay-1280x800-swing.png');
               await key(driver, 'Escape');
               assert.equal((await driver.game()).screen, 'scoring', 'Escape goes back as Back does');
               // The menu of the finished game offers the replay too, and Back returns to the menu.
               await driver.click('button:new-game');
               assert.equal((await driver.game()).screen, 'start');
               await driver.click('button:replay');
               assert.equal((await driver.game()).screen, 'replay');
               await driver.click('button:replay-back');
               assert.equal((await driver.game()).screen, 'start', 'Back returns to the menu');
               assert.deepEqual(problems, [], 'errors on the page');
           } finally {
               await context.close();
           }
       });

    it('during a game of two people the menu offers no replay and says why; one person replays his own view',
       { timeout: 300000 }, async () => {
           for (const [seats, allowed] of [['person,person,easy', false], ['easy,person,easy', true]]) {
               const { context, problems, driver, page } = await open(
                   `/index.html?test=1&game=lacosanostra&seats=${seats}&seed=5&timescale=100`,
                   { viewport: { width: 1280, height: 800 } });
               try {
                   // Played by taps (lcn_driver.mjs) until a move was made and the Menu is on screen (it is on every
                   // screen, hand-offs included).
                   const lcn = new LcnDriver(page, page, { random: makeRandom(3) });
                   const ready = (hook) => hook.items.some((i) => i.id === 'button:menu') && hook.game.moves > 0;
                   for (let hook = await lcn.snapshot(); !ready(hook); hook = lcn.lastHook) {
                       assert.ok(lcn.taps < 400 && await lcn.step(), `${seats}: the public table with its Menu`);
                   }
                   await driver.click('button:menu');
                   let game = await driver.game();
                   assert.equal(game.screen, 'start');
                   assert.ok(game.moves > 0 && !game.over, 'a game in progress');
                   assert.equal(await driver.has('button:replay'), allowed, `${seats}: a Replay button`);
                   assert.equal(await driver.has('replay:refused'), !allowed, `${seats}: why there is none`);
                   if (allowed) {
                       await driver.click('button:replay');
                       game = await driver.game();
                       assert.equal(game.screen, 'replay');
                       assert.equal(game.replay.index, game.moves, 'it opens at the game as it stands');
                       assert.equal(game.replay.seat, 1, 'seen by the person');
                       const hands = Object.fromEntries(game.replay.shown.trim().split('\n').slice(0, game.seats.length)
                           .map((line) => [line[0], line.split(';')[1].split('·')[0].trim()]));
                       for (const [letter, hand] of Object.entries(hands)) {
                           if (letter !== game.seats[1].letter) assert.equal(hand, '', `${letter}'s hand stays hidden`);
                       }
                       assert.ok(hands[game.seats[1].letter].length > 0, 'the person\'s own hand');
                       await key(driver, 'ArrowLeft');
                       assert.equal((await driver.game()).replay.index, game.moves - 1, 'a step back');
                       await driver.click('button:replay-back');
                       assert.equal((await driver.game()).screen, 'start');
                   }
                   assert.deepEqual(problems, [], 'errors on the page');
               } finally {
                   await context.close();
               }
           }
       });

    it('the replay and the story at 390x844 (touch) and in an 800x600 iframe', { timeout: 180000 }, async () => {
        for (const [name, url, options, iframe] of [
            ['390x844', `/index.html?test=1&game=lacosanostra#${finishedLink}`,
             { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 }, false],
            ['iframe-800x600', '/host-800x600.html', { viewport: { width: 900, height: 700 } }, true]]) {
            const { context, problems, driver, target } = await open(url, options, iframe);
            try {
                const end = await driver.waitFor((g) => g.screen === 'scoring', `${name}: the scoring screen`);
                await scrollToStory(driver);
                await driver.item('story:chart');
                await screenshot(target, `lcn-story-${name}.png`);
                await driver.click('story:swing:0');
                const game = await driver.game();
                assert.equal(game.replay.index, end.story.swings[0] + 1);
                await screenshot(target, `lcn-replay-${name}.png`);
                await driver.click('button:replay-next');
                assert.equal((await driver.game()).replay.index, end.story.swings[0] + 2);
                await driver.click('button:replay-back');
                assert.equal((await driver.game()).screen, 'scoring');
                assert.deepEqual(problems, [], 'errors on the page');
            } finally {
                await context.close();
            }
        }
    });
});
