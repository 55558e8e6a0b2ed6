#!/usr/bin/env node
// tools/lcn_waits.mjs — where a person's waiting goes in a solo La Cosa Nostra game against computers, at the page's
// own pacing (real time, no timescale). A measurement, not a test: it prints figures.
//
//   node tools/lcn_waits.mjs [--seats person,expert,expert] [--seed S] [--games N] [--timescale N]
//                            [--viewport 1280x800] [--list]     (after tools/test or tools/play)
//
// The pace is the page's default (normal): a fresh browser profile has no settings.
//
// The person's side is played by tests/browser/lacosanostra/lcn_driver.mjs, answering at once with a random
// legal tap (no bluff claims). A wait runs from the first frame after a person's tap in which the person can no
// longer act to the next frame in which the person can: the person's own decision (the driver's own test for "my
// tap now": no computer due, every offered tap enabled, one of them a move), or a window the table holds open so
// the person can claim in it. The second table counts only the person's own decisions (a window passing by
// unclaimed does not end a wait). The page adds up, frame by frame inside the page, what each
// wait was spent on, as the table's test hook names it (computer_wait, computer.h ComputerWait):
//   thinking  a computer's decision being thought out (the Expert's search in slices between frames)
//   pause     a ready move waiting for its pause, so a person can follow the acts
//   window    a window's Continue waiting for the window's minimum, so the person can claim
//   deal      a computer's deal offer waiting for its pause
//   act       the frame that shows a move: drawing it (about 0.1 s a frame in headless Chromium's software WebGL)
//   other     anything else (frames in which no computer was due: a screen's own pause, the page resting)
// Waits under 0.3 s are counted apart (a move that answers at once is no wait to a person).
import { launchBrowser, openWatchedPage, startServer, waitForFrames } from '../tests/browser/harness.mjs';
import { LcnDriver, makeRandom } from '../tests/browser/lacosanostra/lcn_driver.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
    const i = args.indexOf(`--${name}`);
    return i >= 0 && i + 1 < args.length ? args[i + 1] : fallback;
};
const seats = option('seats', 'person,expert,expert');
const seed = Number.parseInt(option('seed', '1'), 10);
const games = Number.parseInt(option('games', '1'), 10);
const timescale = Number.parseInt(option('timescale', '1'), 10);
const [width, height] = option('viewport', '1280x800').split('x').map((x) => Number.parseInt(x, 10));
const list = args.includes('--list');
if (!/^person(,(easy|normal|expert)){2,4}$/.test(seats) || !(games >= 1 && games <= 20) || !(timescale >= 1) ||
    !(width > 0 && height > 0)) {
    console.error('usage: node tools/lcn_waits.mjs [--seats person,expert,expert] [--seed N] [--games 1..20] ' +
                  '[--timescale N] [--viewport WxH] [--list]');
    process.exit(2);
}

// Runs in the page before the app: the waits, frame by frame.
function watchWaits() {
    const effects = new Set(['move', 'pick', 'accept-offer', 'decline-offer', 'type-die']);
    const ownTurn = (g) => g && g.seats && !g.over && g.screen !== 'scoring' && g.computer < 0 &&
                           g.actions.every((a) => a.enabled) && g.actions.some((a) => effects.has(a.effect));
    // A window the table holds open so the person can claim in it (the controller's Continue waits for the
    // window's minimum: computer_wait "window") is a moment the person can act, whether or not the person does.
    const canAct = (g) => ownTurn(g) || (g && g.computer_wait === 'window');
    const track = (acting) => ({ acting, done: [], open: null });
    const w = window.__waits = { any: track(canAct), turns: track(ownTurn), last: 0, part: '', acted: false, moves: -1 };
    const step = (k, g, t) => {
        if (k.acting(g)) {
            if (k.open) k.done.push(k.open);
            k.open = null;
        } else if (!g.over) {
            if (!k.open && w.last) k.open = { start: t, ms: 0, parts: {}, moves: g.moves, round: g.round };
            if (k.open) {
                const dt = t - w.last;
                // The time since the last frame went to what that frame waited for, or to drawing it when it
                // showed a new move.
                const part = w.part || (w.acted ? 'act' : 'other');
                k.open.parts[part] = (k.open.parts[part] ?? 0) + dt;
                k.open.ms += dt;
                k.open.computerMoves = g.moves - k.open.moves;
            }
        }
    };
    const frame = (t) => {
        const g = window.gameTest && window.gameTest.game;
        if (g && g.seats) {
            step(w.any, g, t);
            step(w.turns, g, t);
        }
        w.part = g ? g.computer_wait : '';
        w.acted = !!g && g.moves !== w.moves;
        w.moves = g ? g.moves : -1;
        w.last = t;
        requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
}

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
const seconds = (ms) => (ms / 1000).toFixed(2);
const PARTS = ['thinking', 'pause', 'window', 'deal', 'act', 'other'];

const server = await startServer();
const browser = await launchBrowser();
const waits = [];  // to the next moment the person can act (a claim in a window held open for it included)
const turnWaits = [];  // to the next of the person's own decisions (a window passing by does not end them)
let wallMs = 0;
try {
    for (let g = 0; g < games; g++) {
        const { context, page, problems } = await openWatchedPage(browser, { viewport: { width, height } });
        try {
            await page.addInitScript(watchWaits);
            await page.goto(`${server.origin}/index.html?test=1&timescale=${timescale}&game=lacosanostra&seats=${seats}` +
                            `&seed=${seed + g}`);
            await waitForFrames(page, 1, 30000);
            const started = Date.now();
            const driver = new LcnDriver(page, page, { random: makeRandom(seed + g), claimRate: 0 });
            const end = await driver.playToEnd({ maxTaps: 6000 });
            wallMs += Date.now() - started;
            const w = await page.evaluate(() => ({ any: window.__waits.any.done, turns: window.__waits.turns.done }));
            waits.push(...w.any.map((x) => ({ ...x, game: g })));
            turnWaits.push(...w.turns.map((x) => ({ ...x, game: g })));
            if (problems.length) console.log(`  problems on the page: ${problems.join('; ')}`);
            console.log(`game ${g + 1} (seed ${seed + g}): ${end.game.moves} moves, ${driver.taps} taps, ` +
                        `${seconds(Date.now() - started)} s`);
        } finally {
            await context.close();
        }
    }
} finally {
    await browser.close();
    await server.close();
}

console.log(`La Cosa Nostra, seats ${seats}, ${games} game(s) from seed ${seed}, ${width}x${height}, ` +
            `normal pace${timescale > 1 ? `, timescale ${timescale}` : ''}; whole games ${seconds(wallMs)} s`);
report('to the next moment the person can act (a window held open for a claim included)', waits, list);
report('to the person\'s next own decision (windows passing by do not end a wait)', turnWaits, false);

function report(title, all, every) {
    const long = all.filter((w) => w.ms > 300);
    const sorted = long.map((w) => w.ms).sort((a, b) => a - b);
    const thinking = long.map((w) => w.parts.thinking ?? 0).sort((a, b) => a - b);
    console.log(`Waits ${title}:`);
    console.log(`  waits for computers: ${all.length}, of them ${long.length} over 0.3 s`);
    console.log(`  waits over 0.3 s     median ${seconds(quantile(sorted, 0.5))} s  90% ${seconds(quantile(sorted, 0.9))} s  ` +
                `max ${seconds(quantile(sorted, 1))} s  total ${seconds(sorted.reduce((a, b) => a + b, 0))} s`);
    console.log(`  thinking in them     median ${seconds(quantile(thinking, 0.5))} s  90% ${seconds(quantile(thinking, 0.9))} s  ` +
                `max ${seconds(quantile(thinking, 1))} s`);
    const total = long.reduce((a, w) => a + w.ms, 0) || 1;
    const shares = PARTS.map((p) => {
        const ms = long.reduce((a, w) => a + (w.parts[p] ?? 0), 0);
        return `${p} ${seconds(ms)} s (${((100 * ms) / total).toFixed(0)}%)`;
    });
    console.log(`  spent on             ${shares.join(', ')}`);
    const worst = [...long].sort((a, b) => b.ms - a.ms).slice(0, every ? long.length : 5);
    console.log(`  ${every ? 'every wait' : 'the longest waits'} (round, computer moves in it, parts):`);
    for (const w of worst) {
        const parts = PARTS.filter((p) => w.parts[p]).map((p) => `${p} ${seconds(w.parts[p])}`).join(', ');
        console.log(`    ${seconds(w.ms)} s  game ${w.game + 1} round ${w.round}, ${w.computerMoves ?? 0} moves: ${parts}`);
    }
}
