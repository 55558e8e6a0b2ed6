#!/usr/bin/env node
// tools/bot_timing.mjs — how fast the computer opponents decide in the browser (WebAssembly), and whether
// the page stays responsive while they think. A measurement, not a test: it prints figures.
//
//   node tools/bot_timing.mjs [--games N] [--levels normal,expert]     (after tools/test or tools/play)
//   node tools/bot_timing.mjs --game lacosanostra [--games N] [--seats expert,expert,expert] [--seed S]
//
// For each level it plays N whole games in headless Chromium against the built page (build/wasm/web),
// the person's side by taps chosen at random from the core's legal list (tests/browser/driver.mjs), the
// computer at its fast pace; while the computer is to move the tool only waits, inside the page. The app reports each computer decision through its test hook (?test=1):
// wall time from the first slice of thinking to the answer (frames keep being drawn in between), the
// time spent inside the thinking slices, and the longest single slice. The page itself records every
// long task (a main-thread task over 50 ms, PerformanceObserver) and the longest gap between two
// animation frames while the computer is to move.
import { launchBrowser, openWatchedPage, startServer, waitForFrames } from '../tests/browser/harness.mjs';
import { Driver, makeRandom } from '../tests/browser/driver.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
    const i = args.indexOf(`--${name}`);
    return i >= 0 && i + 1 < args.length ? args[i + 1] : fallback;
};
const games = Number.parseInt(option('games', '2'), 10);
const levels = option('levels', 'normal,expert').split(',');
// La Cosa Nostra: a computer-only game in the page, every computer seat's decision timed by the
// table itself (its test hook's computer_decisions and computer_busy_ms, read in the page every frame: the wall time
// inside the thinking slices, summed over the frames a decision took) and the page's frames watched as above.
const lcn = option('game', 'famiglia') === 'lacosanostra';
const seats = option('seats', 'expert,expert,expert');
const seed = Number.parseInt(option('seed', '1'), 10);
if (lcn && !/^(person|easy|normal|expert)(,(person|easy|normal|expert)){2,4}$/.test(seats)) {
    console.error('usage: node tools/bot_timing.mjs --game lacosanostra [--games 1..50] [--seats expert,normal,...] [--seed N]');
    process.exit(2);
}
if (!(games >= 1 && games <= 50) || !levels.every((l) => ['beginner', 'easy', 'normal', 'expert'].includes(l))) {
    console.error('usage: node tools/bot_timing.mjs [--games 1..50] [--levels beginner,easy,normal,expert]');
    process.exit(2);
}

// Runs in the page before the app: long tasks, app frames over 20 ms, and animation-frame gaps while the
// computer is to move. Each long task and slow frame is put down to the computer's turn or to the person's
// (whose taps the driver sends, and whose test-hook polling also runs on the page's main thread) by what
// the last frame before it showed.
function watchFrames() {
    window.__timing = { longTasks: [], appFrames: [], maxGap: 0, gaps: 0, turns: [] };  // turns: [time, computer to move]
    const computerAt = (t) => {
        let computer = false;
        for (const [time, c] of window.__timing.turns) {
            if (time > t) break;
            computer = c;
        }
        return computer;
    };
    new PerformanceObserver((list) => {
        for (const e of list.getEntries()) {
            window.__timing.longTasks.push({ ms: Math.round(e.duration), computer: computerAt(e.startTime) });
        }
    }).observe({ type: 'longtask', buffered: true });
    // The app's frames: each animation-frame callback of the page, timed (the app's main loop runs in one).
    const raf = window.requestAnimationFrame.bind(window);
    window.requestAnimationFrame = (callback) => raf((t) => {
        const start = performance.now();
        callback(t);
        const ms = performance.now() - start;
        if (ms > 20) window.__timing.appFrames.push({ ms: Math.round(ms), computer: computerAt(start) });
    });
    let last = 0, was = null;
    const frame = (t) => {
        const game = window.gameTest && window.gameTest.game;
        const computerToMove = !!(game && (game.seats ? game.computer >= 0 && !game.over
                                                      : game.screen === 'table' && !game.my_turn && !game.state.game_over));
        if (computerToMove !== was) window.__timing.turns.push([t, computerToMove]), was = computerToMove;
        // La Cosa Nostra: each decision the table finished, as its hook reports it (computer_decisions counts them).
        if (game && game.seats && game.computer_decisions > (window.__timing.decided ?? 0)) {
            window.__timing.decided = game.computer_decisions;
            (window.__timing.decisions ??= []).push(game.computer_busy_ms);
        }
        if (last && computerToMove) {
            window.__timing.maxGap = Math.max(window.__timing.maxGap, t - last);
            window.__timing.gaps++;
        }
        last = t;
        requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
}

const stats = (xs) => {
    const sorted = [...xs].sort((a, b) => a - b);
    const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
    const mean = sorted.reduce((a, b) => a + b, 0) / Math.max(1, sorted.length);
    return `mean ${mean.toFixed(1)}  median ${at(0.5).toFixed(1)}  95% ${at(0.95).toFixed(1)}  max ${at(1).toFixed(1)} ms`;
};

// Turn number of each move: a take or a pass ends a turn.
const turnsOf = (moves) => {
    let turn = 0;
    return moves.map((m) => {
        const t = turn;
        if (m === 'pass' || m.startsWith('take')) turn++;
        return t;
    });
};

// Plays the person's side with the driver's taps; during the computer's turns it waits inside the page,
// so that no polling from outside competes with the page for the machine while the computer thinks.
async function playQuietly(page, driver) {
    for (;;) {
        await page.waitForFunction(() => {
            const g = window.gameTest && window.gameTest.game;
            return g && (g.screen !== 'table' || g.my_turn);
        }, null, { polling: 100, timeout: 300000 });
        const game = await driver.game();
        if (game.screen === 'end') return game;
        if (game.screen !== 'table') throw new Error(`unexpected screen ${game.screen}`);
        await driver.perform(driver.choose(game.state.legal, 0));
        // The hook of the frame that applied the action still shows the state before it; the app draws a few
        // more frames after every change (or keeps drawing for the computer), so 100 ms later it is current.
        await new Promise((resolve) => setTimeout(resolve, 100));
    }
}

// La Cosa Nostra: whole computer-only games at the table, timed as the page runs them.
async function lcnTiming(browser, server) {
    let busy = [], longTasks = [], appFrames = [], maxGap = 0, gaps = 0;
    for (let g = 0; g < games; g++) {
        const { context, page, problems } = await openWatchedPage(browser, { viewport: { width: 800, height: 600 } });
        try {
            await page.addInitScript(watchFrames);
            // timescale: the computers' pauses between acts pass 25 times faster; the thinking is real work.
            await page.goto(`${server.origin}/index.html?test=1&timescale=25&game=lacosanostra&seats=${seats}&seed=${seed + g}`);
            await waitForFrames(page, 1, 30000);
            await page.evaluate(() => { window.__timing.longTasks = []; window.__timing.appFrames = []; });
            await page.waitForFunction(() => window.gameTest?.game?.over === true, null, { polling: 500, timeout: 1800000 });
            await waitForFrames(page, 2, 30000);
            const timing = await page.evaluate(() => window.__timing);
            busy = busy.concat(timing.decisions ?? []);
            longTasks = longTasks.concat(timing.longTasks);
            appFrames = appFrames.concat(timing.appFrames);
            maxGap = Math.max(maxGap, timing.maxGap);
            gaps += timing.gaps;
            if (problems.length) console.log(`  problems on the page: ${problems.join('; ')}`);
        } finally {
            await context.close();
        }
    }
    const searched = busy.filter((x) => x > 5);
    console.log(`La Cosa Nostra, seats ${seats}, ${games} game(s) from seed ${seed} in Chromium (WebAssembly)`);
    console.log(`  computer decisions: ${busy.length}, of them ${searched.length} over 5 ms (an Expert's search)`);
    console.log(`  thinking per decision (ms inside the slices, wall)   ${stats(busy)}`);
    console.log(`  thinking per decision over 5 ms                      ${stats(searched)}`);
    const worst = (list) => (list.length ? ` (longest ${Math.max(...list.map((t) => t.ms))} ms)` : '');
    console.log(`  long tasks (>50 ms) in the whole game: ${longTasks.length}${worst(longTasks)}`);
    console.log(`  app frames over 20 ms: ${appFrames.length}${worst(appFrames)}; over 50 ms: ${appFrames.filter((f) => f.ms > 50).length}`);
    console.log(`  longest frame gap while a computer is due: ${maxGap.toFixed(1)} ms over ${gaps} frames`);
}

const server = await startServer();
const browser = await launchBrowser();
try {
    if (lcn) await lcnTiming(browser, server);
    for (const level of lcn ? [] : levels) {
        const decisions = [], thought = [], perTurn = [], longest = [];
        let longTasks = [], appFrames = [], maxGap = 0, gaps = 0;
        for (let g = 0; g < games; g++) {
            const { context, page, problems } = await openWatchedPage(browser, { viewport: { width: 1280, height: 800 } });
            try {
                await page.addInitScript(watchFrames);
                await page.goto(`${server.origin}/index.html?test=1`);
                await waitForFrames(page, 1, 30000);
                const driver = new Driver(page, page, { random: makeRandom(100 + g) });
                await driver.waitFor((game) => game.screen === 'menu', 'the start screen');
                await driver.click('button:speed');
                await driver.click(`button:level-${level}`);
                await page.evaluate(() => { window.__timing.longTasks = []; window.__timing.turns = []; window.__timing.appFrames = []; });  // not the page's start-up
                await driver.click('button:new-vs-computer');
                const game = await playQuietly(page, driver);
                const timing = await page.evaluate(() => window.__timing);
                longTasks = longTasks.concat(timing.longTasks);
                appFrames = appFrames.concat(timing.appFrames);
                maxGap = Math.max(maxGap, timing.maxGap);
                gaps += timing.gaps;
                const turnOf = turnsOf(game.moves);
                const byTurn = new Map();
                for (const d of game.computer.decisions) {
                    decisions.push(d.wall_ms);
                    longest.push(d.longest_ms);
                    if (!d.from_plan) thought.push(d.wall_ms);
                    byTurn.set(turnOf[d.move], (byTurn.get(turnOf[d.move]) ?? 0) + d.wall_ms);
                }
                perTurn.push(...byTurn.values());
                if (problems.length) console.log(`  problems on the page: ${problems.join('; ')}`);
            } finally {
                await context.close();
            }
        }
        console.log(`${level}: ${games} game(s) in Chromium (WebAssembly), ${decisions.length} decisions, ${perTurn.length} turns`);
        console.log(`  per decision (wall)       ${stats(decisions)}`);
        console.log(`  per thought-out decision  ${stats(thought)}  (${decisions.length - thought.length} moves followed the turn's plan)`);
        console.log(`  per turn (wall)           ${stats(perTurn)}`);
        console.log(`  longest thinking slice    ${stats(longest)}`);
        const worst = (list) => (list.length ? ` (longest ${Math.max(...list.map((t) => t.ms))} ms)` : '');
        const computerTasks = longTasks.filter((t) => t.computer), personTasks = longTasks.filter((t) => !t.computer);
        console.log(`  long tasks (>50 ms) while the computer is to move: ${computerTasks.length}${worst(computerTasks)}`);
        console.log(`  long tasks (>50 ms) in the person's turns (driver taps and polling): ${personTasks.length}${worst(personTasks)}`);
        const computerFrames = appFrames.filter((f) => f.computer);
        console.log(`  app frames over 20 ms while the computer is to move: ${computerFrames.length}${worst(computerFrames)}; in the whole game: ${appFrames.length}`);
        console.log(`  longest frame gap while the computer is to move: ${maxGap.toFixed(1)} ms over ${gaps} frames`);
    }
} finally {
    await browser.close();
    await server.close();
}
