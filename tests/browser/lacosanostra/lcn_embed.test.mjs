// tests/browser/lacosanostra/lcn_embed.test.mjs — La Cosa Nostra embedded (docs/embedding.md "Embedding"): the example host page
// (web/embed-example.html?game=lacosanostra) starts a computer-only game by message (lacosanostra:new-game) and
// receives one lacosanostra:turn per action and a lacosanostra:game-over whose amounts and verdict are the scoring
// screen's (the test hook's game.scores, as drawn). No event may carry the seed. The computers are the Easy ones at
// the page's fastest clock (timescale=100), in the example's 720x480 iframe at DPR 1.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { openWatchedPage, testHook, useServerAndBrowser, waitForFrames } from '../harness.mjs';

// A host page that embeds La Cosa Nostra with embed=1 alone (no seats, no players), recording its events.
const t = useServerAndBrowser({
    '/host-plain.html': `<!doctype html><html><head><meta charset="utf-8"><title>host</title><link rel="icon" href="data:,">
</head><body style="margin:0"><iframe id="game" src="/index.html?test=1&game=lacosanostra&embed=1"
style="width:800px;height:600px;border:0"></iframe><script>
  window.famigliaEvents = [];
  window.addEventListener('message', (e) => { if (e.source === document.getElementById('game').contentWindow) window.famigliaEvents.push(e.data); });
</script></body></html>`,
});

describe('La Cosa Nostra embedded', () => {
    // embed=1 without seats opens the start screen (most play alone against computers), not a
    // game of four people at one device.
    it('embed=1 alone opens the start screen and starts no game', { timeout: 60000 }, async () => {
        const { context, page, problems } = await openWatchedPage(t.browser, { deviceScaleFactor: 1 });
        try {
            await page.goto(`${t.origin}/host-plain.html`);
            const target = await (await page.waitForSelector('#game')).contentFrame();
            await waitForFrames(page, 1, 30000, target);
            await page.waitForFunction(() => window.famigliaEvents.some((e) => e.type === 'lacosanostra:ready'));
            await target.waitForFunction(() => window.gameTest && window.gameTest.game && window.gameTest.game.settled);
            const hook = await testHook(target);
            assert.equal(hook.game.screen, 'start');
            assert.equal(hook.share.embed, true);
            assert.equal(hook.share.link, '', 'no game');
            assert.ok(hook.items.some((i) => i.id === 'button:start'), 'the start screen\'s Start');
            const events = await page.evaluate(() => window.famigliaEvents.map((e) => e.type));
            assert.ok(!events.includes('lacosanostra:new-game'), JSON.stringify(events));
            assert.deepEqual(problems, [], 'errors on the page');
        } finally {
            await context.close();
        }
    });

    it('a host page starts a computer-only game and gets every turn and the scoring screen\'s game-over',
        { timeout: 120000 }, async () => {
            const { context, page, problems } = await openWatchedPage(t.browser, { deviceScaleFactor: 1 });
            try {
                await page.goto(`${t.origin}/embed-example.html?test=1&game=lacosanostra&timescale=100`);
                const target = await (await page.waitForSelector('#game')).contentFrame();
                await waitForFrames(page, 1, 30000, target);
                await page.waitForFunction(() => window.famigliaEvents.some((e) => e.type === 'lacosanostra:ready'));
                await page.fill('#seats', 'easy,easy,easy');
                await page.fill('#options', 'short-game');
                await page.fill('#seed', '31');
                await page.click('#start');
                await page.waitForFunction(() => window.famigliaEvents.some((e) => e.type === 'lacosanostra:game-over'),
                    null, { timeout: 100000, polling: 200 });
                const received = await page.evaluate(() => window.famigliaEvents);
                // The embedded page opens its start screen (no new-game event of its own); then the command's game.
                const start = received.findIndex((e) => e.type === 'lacosanostra:new-game' && e.seats.length === 3);
                assert.ok(start >= 0, 'a new-game event for the command');
                const newGame = received[start];
                assert.deepEqual(newGame.seats, ['easy', 'easy', 'easy']);
                assert.equal(newGame.actions, 0);
                assert.deepEqual(newGame.options, ['short-game']);
                const turns = received.slice(start).filter((e) => e.type === 'lacosanostra:turn');
                const over = received.find((e) => e.type === 'lacosanostra:game-over');
                const hook = (await testHook(target)).game;
                assert.equal(hook.screen, 'scoring');
                assert.equal(turns.length, hook.moves, 'one turn event per action');
                assert.deepEqual(turns.map((e) => e.actions), turns.map((_, i) => i + 1), 'the turns in order');
                assert.equal(turns.at(-1).action, hook.log_last, 'the last turn is the log\'s last line');
                for (const e of turns) {
                    assert.ok((e.seat === null || (e.seat >= 0 && e.seat < 3)) && typeof e.action === 'string' && e.action.length > 0);
                    assert.equal(e.money.length, 3);
                }
                assert.deepEqual(over.scores.map((s) => s.rows.map((r) => r.amount)), hook.scores,
                    'the game-over amounts are the scoring screen\'s');
                assert.equal(over.verdict, hook.verdict);
                assert.ok(over.winners.length >= 1);
                // Hidden information: the seed would give away every deck order.
                for (const e of received) assert.ok(!('seed' in e) && !JSON.stringify(e).includes('"seed"'), JSON.stringify(e));
                assert.deepEqual(problems, [], 'errors on the page');
            } finally {
                await context.close();
            }
        });
});
