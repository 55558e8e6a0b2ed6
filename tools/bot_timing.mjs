#!/usr/bin/env node
// tools/bot_timing.mjs — how fast the computer opponents decide in the browser (WebAssembly), and whether
// the page stays responsive while they think. A measurement, not a test: it prints figures.
//
//   node tools/bot_timing.mjs [--games N] [--levels normal,expert]     (after tools/test or tools/play)
//
// For each level it plays N whole games in headless Chromium against the built page (build/wasm/web),
// the person's side by taps chosen at random from the core's legal list (tests/browser/driver.mjs), the
// computer at its fast pace. The app reports each computer decision through its test hook (?test=1):
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
if (!(games >= 1 && games <= 50) || !levels.every((l) => ['beginner', 'easy', 'normal', 'expert'].includes(l))) {
    console.error('usage: node tools/bot_timing.mjs [--games 1..50] [--levels beginner,easy,normal,expert]');
    process.exit(2);
}

// Runs in the page before the app: long tasks, and animation-frame gaps while the computer is to move.
function watchFrames() {
    window.__timing = { longTasks: [], maxGap: 0, gaps: 0 };
    new PerformanceObserver((list) => {
        for (const e of list.getEntries()) window.__timing.longTasks.push(Math.round(e.duration));
    }).observe({ type: 'longtask', buffered: true });
    let last = 0;
    const frame = (t) => {
        const game = window.famigliaTest && window.famigliaTest.game;
        const computerToMove = game && game.screen === 'table' && !game.my_turn && !game.state.game_over;
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

const server = await startServer();
const browser = await launchBrowser();
try {
    for (const level of levels) {
        const decisions = [], thought = [], perTurn = [], longest = [];
        let longTasks = [], maxGap = 0, gaps = 0;
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
                await page.evaluate(() => { window.__timing.longTasks = []; });  // not the page's start-up
                await driver.click('button:new-vs-computer');
                const { game } = await driver.playToEnd();
                const timing = await page.evaluate(() => window.__timing);
                longTasks = longTasks.concat(timing.longTasks);
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
        console.log(`  long tasks (>50 ms) in the games ${longTasks.length}${longTasks.length ? ` (longest ${Math.max(...longTasks)} ms)` : ''}`);
        console.log(`  longest frame gap while the computer is to move: ${maxGap.toFixed(1)} ms over ${gaps} frames`);
    }
} finally {
    await browser.close();
    await server.close();
}
