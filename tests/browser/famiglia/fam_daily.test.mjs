// tests/browser/famiglia/fam_daily.test.mjs — the deal of the day in the built page: the same date deals the same
// cards in two fresh pages (from the page option and from the menu); the daily game played through by clicks ends
// on the end screen with the person's result next to the Expert's, computed in the page (the same 90:44 as the
// native golden test, so WebAssembly plays the same game), and a share text that holds no card of the deal; a
// reload shows the finished game and the Expert's result (kept with it, not computed again) instead of dealing
// again; daily=1 in an iframe and the host page's command; German.
// Screenshots: build/screenshots/daily-*.png.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { openWatchedPage, saveScreenshot, testHook, useServerAndBrowser, waitForFrames } from '../harness.mjs';
import { Driver, makeRandom } from '../driver.mjs';

const GAME_TIMEOUT = 600000;  // a whole game by clicks and an Expert game in the page, on a loaded machine
const DAY = '2026-11-24';
const EXPERT_ON_DAY = [90, 44];  // tests/famiglia/core/daily_test.cpp pins the same game natively
const FAST_SETTINGS = 'famiglia-settings/1\ncomputer-speed fast\n';
const CARD_CODE = /\b[ABFM][0-4]\b/;

const hostPage = (src) => `<!doctype html><html><head><meta charset="utf-8"><title>host</title>
<link rel="icon" href="data:,"></head><body style="margin:0;padding:12px;font:15px sans-serif">
<iframe id="game" src="${src}" style="width:800px;height:600px;border:1px solid #999"></iframe></body></html>`;

const t = useServerAndBrowser({ '/host-daily.html': hostPage(`/index.html?test=1&embed=1&daily=1&date=${DAY}`) });

async function open(path, { frame = null, storage = {}, seed = 1, permissions = [], contextOptions = {} } = {}) {
    const watched = await openWatchedPage(t.browser, contextOptions);
    const { context, page } = watched;
    if (permissions.length) await context.grantPermissions(permissions, { origin: t.origin });
    if (Object.keys(storage).length) {
        await context.addInitScript((items) => {
            if (window.parent !== window || sessionStorage.getItem('seeded')) return;  // once, not on reloads
            sessionStorage.setItem('seeded', '1');
            for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value);
        }, storage);
    }
    await page.goto(`${t.origin}${path}`);
    let target = page;
    if (frame) target = await (await page.waitForSelector(`#${frame}`)).contentFrame();
    await waitForFrames(page, 1, 30000, target);
    return { ...watched, target, driver: new Driver(page, target, { random: makeRandom(seed) }) };
}

async function screenshot(target, name) {
    return saveScreenshot(await target.locator('#canvas').screenshot(), `${name}.png`);
}

// The cards a player sees of the deal: both hands, the Street, the pile's size, who begins.
function dealt(game) {
    const { hands, street, deck_size, to_move } = game.state;
    return JSON.stringify({ hands, street, deck_size, to_move });
}

describe('deal of the day', () => {
    it('the same date deals the same cards in two fresh pages, from the page option and from the menu', { timeout: 400000 }, async () => {
        const a = await open(`/index.html?test=1&daily=1&date=${DAY}`);
        const b = await open(`/index.html?test=1&date=${DAY}&lang=de`);
        const c = await open(`/index.html?test=1&daily=1&date=2027-01-01`);
        try {
            // At the person's first turn (the computer may begin: it plays the same Normal bot with the same seed),
            // both pages show the same cards and the same actions.
            const first = await a.driver.waitFor((g) => g.screen === 'table' && g.my_turn && g.daily.date === DAY, 'the daily deal');
            assert.deepEqual(first.seats, ['person', 'normal'], 'against the Normal computer');
            // The menu's entry, in German (date= is a new-game option: the page starts with an ordinary game).
            await b.driver.waitFor((g) => g.screen === 'table', 'the table');
            await b.driver.click('button:menu');
            await b.driver.waitFor((g) => g.screen === 'menu', 'the menu');
            await screenshot(b.target, 'daily-menu-de');
            await b.driver.click('button:daily');
            const second = await b.driver.waitFor((g) => g.screen === 'table' && g.my_turn && g.daily.date === DAY, 'the daily deal');
            assert.deepEqual(second.moves, first.moves);
            assert.equal(dealt(second), dealt(first), 'the same cards dealt');
            assert.equal((await testHook(a.target)).share.seed, (await testHook(b.target)).share.seed);
            const other = await c.driver.waitFor((g) => g.screen === 'table' && g.my_turn && g.daily.date === '2027-01-01', 'another day');
            assert.notEqual(dealt(other), dealt(first), 'another day deals other cards');
            for (const p of [b, c]) assert.deepEqual(p.problems, []);
            await b.context.close();  // one page left computing the Expert's game
            await c.context.close();
            // The Expert's game, computed in the page while the person looks at the table: the native result.
            const opened = Date.now();
            const expert = await a.driver.waitFor((g) => g.daily.expert_done, 'the Expert\'s game', 300000);
            assert.deepEqual(expert.daily.expert_scores, EXPERT_ON_DAY, 'the same Expert game as natively');
            console.log(`# the Expert's game in the page: ${expert.daily.expert_busy_ms.toFixed(0)} ms of work, done ` +
                        `${((Date.now() - opened) / 1000).toFixed(1)} s after the person's first turn`);
            assert.deepEqual(a.problems, []);
        } finally {
            for (const p of [a, b, c]) await p.context.close().catch(() => {});  // b and c may be closed already
        }
    });

    it('bad values of daily= and date= are refused with a notice and no daily deal', async () => {
        const p = await open('/index.html?test=1&daily=yes&date=2027-02-29');
        try {
            const hook = await testHook(p.target);
            assert.ok(hook.share.notices.some((n) => n.includes('daily=yes')), JSON.stringify(hook.share.notices));
            assert.ok(hook.share.notices.some((n) => n.includes('date=2027-02-29')), JSON.stringify(hook.share.notices));
            assert.equal(hook.game.daily.date, '');
        } finally {
            await p.context.close();
        }
    });

    it('played through: the result next to the Expert\'s, a share text without cards, and a reload shows it',
        { timeout: GAME_TIMEOUT }, async () => {
            const p = await open(`/index.html?test=1&daily=1&date=${DAY}`, {
                storage: { 'famiglia.settings': FAST_SETTINGS }, permissions: ['clipboard-read', 'clipboard-write'], seed: 3 });
            try {
                await p.driver.waitFor((g) => g.screen === 'table' && g.daily.date === DAY, 'the daily deal');
                const started = Date.now();
                const { game: end } = await p.driver.playToEnd();
                console.log(`daily game played in ${((Date.now() - started) / 1000).toFixed(1)} s by clicks; Expert ` +
                            `progress at the end ${end.daily.expert_progress.toFixed(2)}`);
                if (!end.daily.expert_done) await screenshot(p.target, 'daily-end-computing');  // its progress bar
                const doneAt = Date.now();
                const done = await p.driver.waitFor((g) => g.daily.expert_done, 'the Expert\'s game', 300000);
                console.log(`the Expert's game was done ${((Date.now() - doneAt) / 1000).toFixed(1)} s after the end screen`);
                assert.deepEqual(done.daily.expert_scores, EXPERT_ON_DAY, 'the same Expert game as natively');
                assert.equal(done.screen, 'end');
                assert.match(done.daily.share, /^Famiglia daily 2026-11-24: (won|lost|shared) \d+:\d+ - Expert 90:44 http:\/\/127\.0\.0\.1:\d+\/index\.html\?game=famiglia&daily=1$/);
                assert.doesNotMatch(done.daily.share, CARD_CODE, 'no card of the deal in the share text');
                await screenshot(p.target, 'daily-end');
                await p.driver.click('button:daily-copy');
                await p.page.waitForFunction(() => window.gameTest?.share?.copy === 'copied');
                assert.equal(await p.page.evaluate(() => navigator.clipboard.readText()), done.daily.share);
                assert.equal((await testHook(p.target)).game.daily.stored, DAY, 'the finished daily game is remembered');

                // Another game, then a reload with daily=1: the finished daily game comes back, not a new deal.
                await p.driver.click('button:new-game');
                await p.driver.click('button:new-vs-computer');
                await p.driver.waitFor((g) => g.screen === 'table' && g.daily.date === '', 'another game');
                await p.page.reload();
                await waitForFrames(p.page, 1);
                const back = await p.driver.waitFor((g) => g.screen === 'end' && g.daily.date === DAY, 'the stored result');
                assert.deepEqual(back.moves, done.moves, 'the same finished game, not dealt again');
                // The Expert's result was kept with it: shown at once, not computed again.
                assert.ok(back.daily.expert_done, 'the Expert\'s result comes back with the game');
                assert.equal(back.daily.expert_busy_ms, 0, 'the Expert\'s game was played again');
                assert.deepEqual(back.daily.expert_scores, EXPERT_ON_DAY);

                // In German (the same stored game).
                await p.page.goto(`${t.origin}/index.html?test=1&daily=1&date=${DAY}&lang=de`);
                await waitForFrames(p.page, 1);
                const de = await p.driver.waitFor((g) => g.screen === 'end' && g.daily.expert_done, 'the German end screen', 60000);
                assert.match(de.daily.share, /^Famiglia Spiel des Tages 2026-11-24: (gewonnen|verloren|geteilt) \d+:\d+ - Experte 90:44 http:\/\/127\.0\.0\.1:\d+\/index\.html\?game=famiglia&daily=1&lang=de$/);
                await screenshot(p.target, 'daily-end-de');
                assert.deepEqual(p.problems, []);

                // The remembered result on a phone (390x844, touch) and in the embedded 800x600 layout.
                const settings = await p.page.evaluate(() => localStorage.getItem('famiglia.settings'));
                assert.match(settings, /\ndaily 2026-11-24 v2\.F\S+ \d+:\d+:-?\d:\d\n/, 'the game and the Expert\'s result kept');
                const phone = await open(`/index.html?test=1&daily=1&date=${DAY}`, { storage: { 'famiglia.settings': settings },
                    contextOptions: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, hasTouch: true, isMobile: true } });
                const framed = await open('/host-daily.html', { frame: 'game', storage: { 'famiglia.settings': settings } });
                try {
                    for (const [q, name] of [[phone, 'daily-end-phone'], [framed, 'daily-end-embed']]) {
                        const shown = await q.driver.waitFor((g) => g.screen === 'end' && g.daily.expert_done, name, 60000);
                        assert.equal(shown.daily.expert_busy_ms, 0, `${name}: the Expert's result kept, not computed`);
                        assert.deepEqual(shown.moves, done.moves, `${name}: the remembered game`);
                        assert.ok((await q.driver.item('button:daily-copy')), `${name}: the Copy button is on screen`);
                        await screenshot(q.target, name);
                        assert.deepEqual(q.problems, []);
                    }
                } finally {
                    await phone.context.close();
                    await framed.context.close();
                }
            } finally {
                await p.context.close();
            }
        });

    it('daily=1 in an iframe, and the host page\'s command for today\'s deal', { timeout: 120000 }, async () => {
        const framed = await open('/host-daily.html', { frame: 'game' });
        const host = await open('/embed-example.html?test=1', { frame: 'game' });
        try {
            const game = await framed.driver.waitFor((g) => g.screen === 'table' && g.daily.date === DAY, 'the daily deal in the frame');
            assert.deepEqual(game.seats, ['person', 'normal']);
            await screenshot(framed.target, 'daily-embed');
            await host.page.waitForFunction(() => window.famigliaEvents.some((e) => e.type === 'famiglia:ready'));
            await host.page.click('#daily');
            const today = new Date().toISOString().slice(0, 10);  // the browser's UTC date
            const daily = await host.driver.waitFor((g) => g.screen === 'table' && g.daily.date === today, 'today\'s deal by command');
            assert.deepEqual(daily.seats, ['person', 'normal']);
            await host.page.waitForFunction(() => window.famigliaEvents.some((e) => e.type === 'famiglia:new-game'));
            assert.deepEqual(framed.problems, []);
            assert.deepEqual(host.problems, []);
        } finally {
            await framed.context.close();
            await host.context.close();
        }
    });
});
