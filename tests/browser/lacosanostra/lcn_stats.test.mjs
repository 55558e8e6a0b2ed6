// tests/browser/lacosanostra/lcn_stats.test.mjs — La Cosa Nostra's statistics in the built page (shell/games/lacosanostra/statistics.h): a computer-only game (two Easy seats and one Normal, short game, the page's
// clock 100 times faster, 640x480 at DPR 1: the computers' acts cost frames) counts once when it ends, with the
// scoring screen's money, and not again when the finished game is reopened by a reload; the link panel (Menu, Link)
// shows them; a malformed stored text is refused with its reason and costs neither the settings nor the game.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { openWatchedPage, testHook, useServerAndBrowser, waitForFrames } from '../harness.mjs';
import { LcnDriver, makeRandom } from './lcn_driver.mjs';

const t = useServerAndBrowser();
const PAGE = '/index.html?test=1&timescale=100&game=lacosanostra&seats=easy,normal,easy&options=short-game&seed=31';
const SEATS = ['easy', 'normal', 'easy'];

async function open(path, storage = {}) {
    const watched = await openWatchedPage(t.browser, { viewport: { width: 640, height: 480 }, deviceScaleFactor: 1 });
    if (Object.keys(storage).length) {
        await watched.context.addInitScript((items) => {
            if (sessionStorage.getItem('seeded')) return;  // once: a reload must find what the page wrote
            sessionStorage.setItem('seeded', '1');
            for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value);
        }, storage);
    }
    await watched.page.goto(`${t.origin}${path}`);
    await waitForFrames(watched.page, 1);
    return { ...watched, driver: new LcnDriver(watched.page, watched.page, { random: makeRandom(1) }) };
}

// "$31,000" -> 31 (thousands).
const thousands = (amount) => Number(amount.replace(/[^0-9]/g, '')) / 1000;

// Each seat's final money on the scoring screen: its total row, the row that adds up the rows before it.
function totals(scores) {
    return scores.map((rows) => {
        const money = rows.map(thousands);
        const i = money.findIndex((m, k) => k > 0 && m === money.slice(0, k).reduce((a, b) => a + b, 0));
        assert.ok(i > 0, `a total row among ${rows}`);
        return money[i];
    });
}

describe('La Cosa Nostra statistics', () => {
    it('a computer-only game counts once, with the scoring screen\'s money, and the link panel shows it',
        { timeout: 240000 }, async () => {
            const { context, page, driver, problems } = await open(PAGE);
            try {
                const before = await testHook(page);
                assert.equal(before.share.stats, 'lacosanostra-stats/1\n', 'nothing counted before the end');
                const end = await driver.waitFor((g) => g.over, 'the end of the game', 200000);
                assert.deepEqual(end.game.seats.map((s) => s.kind), SEATS);
                const money = totals(end.game.scores);
                const easy = money[0] + money[2];
                const best = Math.max(...money);
                const winners = money.map((m, i) => (m === best ? SEATS[i] : null)).filter(Boolean);
                const stats = (await testHook(page)).share.stats;
                const [tag, ...lines] = stats.trimEnd().split('\n');
                assert.equal(tag, 'lacosanostra-stats/1');
                const byKind = Object.fromEntries(lines.map((l) => l.split(' ')).map(([k, ...n]) => [k, n.map(Number)]));
                assert.deepEqual(Object.keys(byKind).sort(), ['easy', 'normal']);
                assert.deepEqual([byKind.easy[0], byKind.easy[2], byKind.easy[3]], [1, 2, easy], stats);
                assert.deepEqual([byKind.normal[0], byKind.normal[2], byKind.normal[3]], [1, 1, money[1]], stats);
                if (winners.length === 1) {  // one richest seat: it won (a tie may go by the display value)
                    assert.equal(byKind[winners[0]][1], 1, `${winners[0]} won: ${stats}`);
                }
                assert.equal(await page.evaluate(() => localStorage.getItem('lacosanostra.stats')), stats, 'stored');

                // Menu (the start screen of a running game), then Link: the panel with the statistics.
                await driver.click('button:new-game');
                await driver.click('button:link');
                assert.equal((await testHook(page)).share.panel, true, 'the link panel is open');

                // The page opened again reopens the finished game: it is not counted again. (Without the seed: a seed in
                // the address deals its game afresh when none is in progress, a new game that counts.)
                await page.goto(`${t.origin}/index.html?test=1&timescale=100&game=lacosanostra`);
                await waitForFrames(page, 1);
                const reloaded = new LcnDriver(page, page, { random: makeRandom(1) });  // the new document's watcher
                const again = await reloaded.waitFor((g) => g.over, 'the finished game reopened');
                assert.equal(again.game.screen, 'scoring');
                const hook = await testHook(page);
                assert.equal(hook.share.stats, stats, 'counted once');
                assert.deepEqual(hook.share.notices, []);
                assert.deepEqual(problems, []);
            } finally {
                await context.close();
            }
        });

    it('malformed stored statistics are refused with the reason, and the settings and the page stay', { timeout: 60000 },
        async () => {
            const settings = 'lacosanostra-settings/1\nlang en\nplayers 5\n';
            const { context, page, driver, problems } = await open('/index.html?test=1&game=lacosanostra', {
                'lacosanostra.settings': settings,
                'lacosanostra.stats': 'lacosanostra-stats/1\neasy 1 2 1 30\n',
            });
            try {
                const hook = await testHook(page);
                assert.deepEqual(hook.share.notices, ['The saved statistics could not be read and start again from zero. | ' +
                    'statistics: cannot read \'easy 1 2 1 30\'']);
                assert.equal(hook.share.stats, 'lacosanostra-stats/1\n', 'from zero');
                assert.equal(hook.game.screen, 'start');
                await driver.click('button:notice-ok');
                await driver.click('button:start');
                const game = await driver.waitFor((g) => g.screen !== 'start', 'the table');
                assert.equal(game.game.seats.length, 5, 'the stored settings\' five players');
                assert.match(await page.evaluate(() => localStorage.getItem('lacosanostra.settings')), /\nplayers 5\n/);
                assert.deepEqual(problems, []);
            } finally {
                await context.close();
            }
        });
});
