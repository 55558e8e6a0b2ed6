// tests/browser/host/share.test.mjs — share links, games that survive a reload, and embedding, in
// the built page: a game played partway opens from its copied link in a fresh page at the same position; a
// reload restores it; the example host page (web/embed-example.html) receives the events of a whole game and
// starts a new one by message; page options set language, opponent, variant and seed; bad links, tampered
// or refused storage and a refused clipboard each give their message and a playable game; messages that do
// not validate (or come from another origin) are never acted on.
// The app publishes window.gameTest.game (the table, shell/games/famiglia) and .share (shell/host/share_ui.cpp).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { openWatchedPage, testHook, useServerAndBrowser, waitForFrames } from '../harness.mjs';
import { Driver, makeRandom } from '../driver.mjs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const GAME_TIMEOUT = 300000;
// The finished game of fam_replay.test.mjs (seed 4242).
const FINISHED_LINK = 'v2.FNsWCDN0xihJxS1undbOgTa2B8Es9bTC6eAT8zlU_GFJ7dqoxnM4ce5-wftNnXr3ZK4DWzkZils53buBwB96LnoveGMJCj4dfdD35vRsh9jxlos-eN6Z2T1RsUsrWyLTOljo7_vku';

// The computer at its fast setting, through the stored settings (this also checks that they are read).
const FAST_SETTINGS = 'famiglia-settings/1\ncomputer-speed fast\n';

const hostPage = (src, attributes = '') => `<!doctype html><html><head><meta charset="utf-8"><title>host</title>
<link rel="icon" href="data:,"></head><body style="margin:0;padding:12px;font:15px sans-serif">
<p><input id="host-field" autofocus></p>
<iframe id="game" ${attributes} src="${src}" style="width:800px;height:600px;border:1px solid #999"></iframe>
<script>
  window.famigliaEvents = [];
  window.addEventListener('message', (e) => { if (e.source === document.getElementById('game').contentWindow) window.famigliaEvents.push(e.data); });
</script></body></html>`;

const t = useServerAndBrowser({
    '/host-sandboxed.html': hostPage('/index.html?test=1&embed=1', 'sandbox="allow-scripts"'),
    '/host-other-origin.html': hostPage('/index.html?test=1&embed=1&origin=https://example.org'),
});

// Opens `path` in a fresh context (its own localStorage) and returns a driver on the app (in `frame`, the
// iframe with that id, if given). `storage` is written to localStorage before the page's scripts run.
async function open(path, { frame = null, storage = {}, seed = 1, permissions = [], initScript = null } = {}) {
    const watched = await openWatchedPage(t.browser);
    const { context, page } = watched;
    if (permissions.length) await context.grantPermissions(permissions, { origin: t.origin });
    if (Object.keys(storage).length) {
        await context.addInitScript((items) => {
            if (window.parent !== window) return;  // the top page of this origin writes them once
            for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value);
        }, storage);
    }
    if (initScript) await context.addInitScript(initScript);
    await page.goto(`${t.origin}${path}`);
    let target = page;
    if (frame) target = await (await page.waitForSelector(`#${frame}`)).contentFrame();
    await waitForFrames(page, 1, 30000, target);
    const driver = new Driver(page, target, { random: makeRandom(seed) });
    return { ...watched, target, driver };
}

async function share(target) {
    return (await testHook(target)).share;
}

async function waitForShare(target, predicate, what, timeout = 10000) {
    const deadline = Date.now() + timeout;
    for (;;) {
        const s = await share(target);
        if (s && predicate(s)) return s;
        if (Date.now() > deadline) assert.fail(`timed out waiting for ${what}: ${JSON.stringify(s)}`);
        await sleep(40);
    }
}

// Plays the person's actions (the computer answers on its own) until `count` actions are on the record
// and it is the person's turn again.
async function playUntil(driver, count) {
    for (;;) {
        const game = await driver.game();
        if (game.state.game_over) return game;
        if (game.my_turn && game.screen === 'table') {
            if (game.moves.length >= count) return game;
            await driver.perform(driver.choose(game.state.legal, 0));
        } else {
            await driver.nextHook();  // the computer's turn: its next frame
        }
    }
}

async function assertNoProblems(problems) {
    assert.deepEqual(problems, [], 'errors on the page');
}

describe('share links and reloads', () => {
    it('a game played partway opens from its copied link in a fresh page, at the same position, ready to continue',
        { timeout: GAME_TIMEOUT }, async () => {
            // A fixed deal (the menu would deal from the clock, and some deals end within 20 actions): the
            // computer's seat is seeded from the game's seed and the driver's choices from its own.
            const a = await open('/index.html?test=1&level=beginner&seed=7', { storage: { 'famiglia.settings': FAST_SETTINGS },
                permissions: ['clipboard-read', 'clipboard-write'] });
            const b = { context: null };
            try {
                await a.driver.waitFor((g) => g.screen === 'table', 'the table (level= and seed= start a game)');
                const partway = await playUntil(a.driver, 20);
                assert.ok(!partway.state.game_over && partway.moves.length >= 20, 'the game is partway after 20 actions');
                await a.driver.click('button:menu');
                await a.driver.click('button:share');
                assert.equal((await share(a.page)).panel, true, 'the link panel is open');
                await a.driver.click('button:copy-link');
                await waitForShare(a.page, (s) => s.copy === 'copied', 'the copy to finish');
                const address = await a.page.evaluate(() => navigator.clipboard.readText());
                const hook = await testHook(a.page);
                const link = hook.share.link;
                assert.equal(address, `${t.origin}/index.html#${link}`, 'the clipboard holds the address of the link');
                assert.match(link, /^v2\.F[A-Za-z0-9_-]+$/);  // a tagged Famiglia link (core/famiglia/link.h)
                assert.ok(link.length < 400, `a short link (${link.length} characters)`);
                await a.driver.click('button:share-close');

                const opened = await open(`/index.html?test=1#${link}`);
                Object.assign(b, opened);
                const game = await b.driver.waitFor((g) => g.screen === 'table', 'the table of the linked game');
                assert.deepEqual(game.moves, hook.game.moves, 'the same actions');
                assert.deepEqual(game.seats, hook.game.seats);
                assert.deepEqual(game.state, hook.game.state, 'the same position (state notation)');
                assert.deepEqual((await share(b.page)).notices, []);
                assert.equal(new URL(b.page.url()).hash, '', 'the link leaves the address bar once opened');
                // Ready to continue: the person plays on from there.
                await playUntil(b.driver, game.moves.length + 1);
                assert.ok((await b.driver.game()).moves.length > game.moves.length);

                // A reload restores the game as it is now (from localStorage), not the link's position.
                const now = await b.driver.game();
                await b.page.reload();
                await waitForFrames(b.page, 1);
                const restored = await b.driver.waitFor((g) => g.screen === 'table', 'the restored table');
                assert.deepEqual(restored.moves, now.moves, 'the reload restores every action');
                assert.deepEqual(restored.state, now.state);
                assert.deepEqual((await share(b.page)).notices, []);
                await assertNoProblems(a.problems);
                await assertNoProblems(b.problems);
            } finally {
                await a.context.close();
                await b.context?.close();
            }
        });

    it('the link panel says that a link reveals the deck order; a refused clipboard shows the link selected in a field',
        { timeout: 120000 }, async () => {
            const refuse = () => {
                Object.defineProperty(navigator, 'clipboard', {
                    value: { writeText: () => Promise.reject(new DOMException('refused', 'NotAllowedError')) },
                });
            };
            const { context, page, driver, problems } = await open('/index.html?test=1&level=easy', { initScript: refuse });
            try {
                // The person's turn: the deal is the clock's, and a computer that moves first would change the link
                // between the copy and the reads below (a flake seen on a loaded machine).
                await driver.waitFor((g) => g.screen === 'table' && g.my_turn, 'the table at the person\'s turn');
                await driver.click('button:menu');
                await driver.click('button:share');
                assert.match((await share(page)).warning, /Anyone who opens it can also work out the order of the draw pile/);
                await driver.click('button:copy-link');
                await waitForShare(page, (s) => s.copy === 'manual', 'the fallback');
                const field = await page.evaluate(() => {
                    const input = document.getElementById('tabletop-copy-text');
                    return input && { value: input.value, start: input.selectionStart, end: input.selectionEnd,
                        focused: document.activeElement === input, label: document.querySelector('#tabletop-copy label').textContent };
                });
                const link = (await share(page)).address;
                assert.ok(link.endsWith(`#${(await share(page)).link}`), link);
                assert.ok(field, 'a text field with the link');
                assert.equal(field.value, link);
                assert.deepEqual([field.start, field.end], [0, link.length], 'the whole link is selected');
                assert.ok(field.focused);
                assert.equal(field.label, 'Copy this link:');
                await page.keyboard.press('Escape');
                assert.equal(await page.evaluate(() => !!document.getElementById('tabletop-copy')), false);
                await assertNoProblems(problems);
            } finally {
                await context.close();
            }
        });

    it('page options set language, opponent, variant and seed; the same seed deals the same game', { timeout: 120000 }, async () => {
        // Two people at one device (level=person), so no computer moves before the deals are compared.
        const query = '/index.html?test=1&lang=de&level=person&variant=new-cards-only&seed=42';
        const first = await open(query);
        const second = await open(query);
        const other = await open('/index.html?test=1&level=person&variant=new-cards-only&seed=43');
        const easy = await open('/index.html?test=1&level=easy&seed=42');
        const all = [first, second, other, easy];
        try {
            const games = [];
            for (const o of all) games.push(await o.driver.waitFor((g) => g.screen === 'table' || g.screen === 'handoff', 'a new game'));
            assert.equal(games[0].lang, 'de');
            assert.deepEqual(games[0].seats, ['person', 'person']);
            assert.deepEqual(games[3].seats, ['person', 'easy']);
            assert.equal(games[3].lang, 'en');
            const s = await share(first.page);
            assert.equal(s.seed, '42');
            assert.equal(s.variant, 'new-cards-only');
            assert.equal((await share(easy.page)).variant, 'standard');
            assert.deepEqual(games[0].moves, []);
            assert.deepEqual(games[1].state, games[0].state, 'seed 42 deals the same game twice');
            assert.notDeepEqual(games[2].state.street, games[0].state.street, 'seed 43 deals another');
            for (const o of all) await assertNoProblems(o.problems);
        } finally {
            for (const o of all) await o.context.close();
        }
    });

    it('an address with a seed keeps a game in progress and offers its deal; it replaces a finished game', { timeout: 120000 }, async () => {
        // Two people at one device, so no computer moves while the pages change.
        const { context, page, driver, problems } = await open('/index.html?test=1&level=person&seed=7');
        try {
            await driver.waitFor((g) => g.screen === 'table' || g.screen === 'handoff', 'the game of seed 7');
            await playUntil(driver, 1);
            const inProgress = (await share(page)).link;
            await page.goto(`${t.origin}/index.html?test=1&seed=42`);
            await waitForFrames(page, 1, 30000);
            let s = await waitForShare(page, (x) => x.notices.length === 1 && x.link !== '', 'the kept game and a notice');
            assert.equal(s.link, inProgress, 'the game in progress is open, not thrown away');
            assert.ok(s.notices[0].startsWith('You have a game in progress, so it stays open. This address asks for a new ' +
                'game (seed 42)'), s.notices[0]);
            await driver.click('button:notice-start');
            s = await waitForShare(page, (x) => x.seed === '42', 'the asked deal');
            assert.deepEqual(s.notices, []);
            assert.deepEqual((await driver.game()).moves, []);

            // A finished saved game gives way at once: nothing is lost by replacing it.
            await page.goto(`${t.origin}/index.html?test=1#${FINISHED_LINK}`);
            await waitForFrames(page, 1, 30000);
            await waitForShare(page, (x) => x.seed === '4242', 'the finished game');
            await page.goto(`${t.origin}/index.html?test=1&seed=43`);
            await waitForFrames(page, 1, 30000);
            s = await waitForShare(page, (x) => x.seed === '43', 'the asked deal at once');
            assert.deepEqual(s.notices, []);
            await assertNoProblems(problems);
        } finally {
            await context.close();
        }
    });
});

describe('bad input: a message in the player\'s words over the start screen', () => {
    // A refused link opens the start screen with the last choices, not a new game; the notice says
    // why in the player's words (the decoder's English only after " | ", in the test hook).
    it('a corrupt link, in English and in German', { timeout: 120000 }, async () => {
        for (const [path, words, why] of [
            ['/index.html?test=1#v1.AAAAAAAAAAAAAAAA', 'This link could not be opened; here are your last choices for a new game.',
                'Part of it is missing or was changed.'],
            ['/index.html?test=1&lang=de#v9.future', 'Dieser Link l\u00e4sst sich nicht \u00f6ffnen; hier ist deine letzte Wahl f\u00fcr ein neues Spiel.',
                'Es stammt aus einer neueren Ausgabe dieser Seite: Neu laden holt sie.'],
            ['/index.html?test=1#hello%20world', 'This link could not be opened; here are your last choices for a new game.',
                'Part of it is missing or was changed.'],
        ]) {
            const { context, page, driver, problems } = await open(path);
            try {
                const s = await waitForShare(page, (x) => x.notices.length > 0, 'the notice');
                assert.equal(s.notices.length, 1, JSON.stringify(s.notices));
                assert.ok(s.notices[0].startsWith(`${words} ${why} | `), s.notices[0]);
                await driver.waitFor((g) => g.screen === 'menu', 'the start screen, not a new game');
                assert.equal((await share(page)).link, '', 'no game was started');
                assert.ok(await driver.has('notice'), 'the notice is on screen');
                await driver.click('button:notice-ok');
                assert.deepEqual((await share(page)).notices, []);
                await driver.click('button:new-vs-computer');
                await playUntil(driver, 1);
                assert.ok((await driver.game()).moves.length >= 1, 'a game from the start screen is playable');
                await assertNoProblems(problems);
            } finally {
                await context.close();
            }
        }
    });

    it('tampered storage: each part gets its message once, the game still runs and saving works again', { timeout: 120000 }, async () => {
        const storage = {
            'famiglia.game': 'famiglia-record/1\nvariant standard\nseats person easy\nseed 5\nfirst 0\nactions 2\ntake F4\n',
            'famiglia.settings': '{"lang": "de"}',
            'famiglia.stats': 'famiglia-stats/1\nexpert 1 2 0\n',
        };
        const { context, page, driver, problems } = await open('/index.html?test=1', { storage });
        try {
            const s = await waitForShare(page, (x) => x.notices.length >= 3, 'three notices');
            assert.equal(s.notices.length, 3, JSON.stringify(s.notices));
            assert.ok(s.notices.some((n) => n.startsWith('The saved settings could not be read')), JSON.stringify(s.notices));
            assert.ok(s.notices.some((n) => n.startsWith('The saved statistics could not be read')));
            assert.ok(s.notices.some((n) => n.startsWith('The saved game could not be restored; here are your last choices ' +
                'for a new game. Part of it is missing or was changed. | the saved game is cut short: it lists 1 of its 2 ' +
                'actions')), JSON.stringify(s.notices));
            await driver.waitFor((g) => g.screen === 'menu', 'the start screen');
            // Told once: the refused save is set aside, so a reload opens without the notice (OpenSavedGame).
            const aside = await page.evaluate(() => ({
                game: localStorage.getItem('famiglia.game'), refused: localStorage.getItem('famiglia.game-refused'),
            }));
            assert.deepEqual(aside, { game: '', refused: storage['famiglia.game'] });
            await driver.click('button:notice-ok');  // one banner with all three: one OK reads them
            assert.deepEqual((await share(page)).notices, []);
            await driver.click('button:new-vs-computer');
            await playUntil(driver, 1);
            const saved = await page.evaluate(() => ({
                game: localStorage.getItem('famiglia.game'), settings: localStorage.getItem('famiglia.settings'),
            }));
            assert.match(saved.game, /^famiglia-record\/1\nvariant standard\nseats person /, 'a readable save replaces the bad one');
            assert.match(saved.settings, /^famiglia-settings\/1\n/);
            await assertNoProblems(problems);
        } finally {
            await context.close();
        }
    });

    it('refused storage (a sandboxed iframe): told once, and the game runs', { timeout: 120000 }, async () => {
        const { context, page, target, driver, problems } = await open('/host-sandboxed.html', { frame: 'game' });
        try {
            const s = await waitForShare(target, (x) => x.notices.length > 0, 'the notice');
            assert.equal(s.storage, 'refused');
            assert.deepEqual(s.notices, ['This browser does not let the page store anything here, so the game, the settings ' +
                'and the statistics will not survive a reload.']);
            await driver.click('button:notice-ok');
            await driver.waitFor((g) => g.screen === 'table', 'the table (embed=1 starts a game)');
            await playUntil(driver, 2);
            assert.deepEqual((await share(target)).notices, [], 'not told again while playing');
            await assertNoProblems(problems);
        } finally {
            await context.close();
        }
    });
});

describe('embedding', () => {
    it('the example host page gets the events of a whole game and starts a new one; the game leaves the host\'s focus alone',
        { timeout: GAME_TIMEOUT }, async () => {
            // The page's clock 25 times faster (timescale=, passed on to the game): the computer's pauses shrink.
            const { context, page, target, driver, problems } = await open('/embed-example.html?test=1&timescale=25', {
                frame: 'game', storage: { 'famiglia.settings': FAST_SETTINGS }, seed: 5 });
            const events = () => page.evaluate(() => window.famigliaEvents);
            try {
                await page.waitForFunction(() => window.famigliaEvents.some((e) => e.type === 'famiglia:ready'));
                assert.equal(await page.evaluate(() => document.activeElement.id), 'host-field', 'the host keeps the focus');
                // A new game by message: the form posts {type: 'famiglia:new-game', level, variant, seed}.
                await page.selectOption('#level', 'beginner');
                await page.fill('#seed', '7');
                await page.click('#start');
                await page.waitForFunction(() => window.famigliaEvents.some((e) => e.type === 'famiglia:new-game' && e.seed === '7'));
                let game = await driver.waitFor((g) => g.screen === 'table' && g.seats[1] === 'beginner', 'the new game');
                const { game: end } = await driver.playToEnd();
                assert.ok(end.state.game_over);
                await page.waitForFunction(() => window.famigliaEvents.some((e) => e.type === 'famiglia:game-over'));
                const received = await events();
                const fromNewGame = received.slice(received.findIndex((e) => e.type === 'famiglia:new-game' && e.seed === '7'));
                const turns = fromNewGame.filter((e) => e.type === 'famiglia:turn');
                const over = fromNewGame.find((e) => e.type === 'famiglia:game-over');
                const turnEnds = end.moves.filter((m) => m === 'pass' || m.startsWith('take '));
                assert.equal(turns.length, turnEnds.length, 'one turn event per take or pass');
                assert.deepEqual(turns.map((t) => t.action), turnEnds);
                assert.deepEqual(turns.at(-1).scores, end.state.scores);
                assert.equal(turns.at(-1).next, null);
                assert.deepEqual(over.scores, end.state.scores);
                assert.equal(over.winner, end.state.winner);
                assert.equal(over.actions, end.moves.length);
                assert.deepEqual(over.seats, ['person', 'beginner']);
                assert.ok(await page.evaluate(() => document.getElementById('summary').textContent.startsWith('Game over')));

                // Another new game with options, after the end.
                await page.selectOption('#level', 'easy');
                await page.selectOption('#variant', 'new-cards-only');
                await page.fill('#seed', '18446744073709551615');
                await page.click('#start');
                await page.waitForFunction(() => window.famigliaEvents.some((e) => e.type === 'famiglia:new-game' && e.seed === '18446744073709551615'));
                game = await driver.waitFor((g) => g.screen === 'table' && g.seats[1] === 'easy', 'the second new game');
                const s = await share(target);
                assert.equal(s.variant, 'new-cards-only');
                assert.equal(s.embed, true);
                assert.equal(s.embedded, true);
                await assertNoProblems(problems);
            } finally {
                await context.close();
            }
        });

    it('?embed=1 is the compact table: no side column even in a wide frame, the game starts at once', { timeout: 120000 }, async () => {
        const plain = await open('/index.html?test=1&level=easy');
        const embed = await open('/index.html?test=1&embed=1');
        try {
            const ids = async (o) => (await testHook(o.page)).items.map((i) => i.id);
            await plain.driver.waitFor((g) => g.screen === 'table', 'the table');
            await embed.driver.waitFor((g) => g.screen === 'table', 'the table');
            assert.equal((await ids(plain)).includes('button:log'), false, 'at 1280 px the log is a side column');
            assert.ok((await ids(embed)).includes('button:log'), 'embedded, the log is behind a button of the bottom bar');
            assert.ok((await ids(embed)).includes('button:menu'));
            assert.equal((await share(embed.page)).embed, true);
            await assertNoProblems(embed.problems);
        } finally {
            await plain.context.close();
            await embed.context.close();
        }
    });

    it('messages that do not validate are refused and change nothing; status answers', { timeout: 120000 }, async () => {
        // The page's clock 25 times faster (timescale=, passed on to the game): the computer's pauses shrink.
            const { context, page, target, driver, problems } = await open('/embed-example.html?test=1&timescale=25', { frame: 'game' });
        try {
            await page.waitForFunction(() => window.famigliaEvents.some((e) => e.type === 'famiglia:ready'));
            const before = await driver.waitFor((g) => g.screen === 'table', 'the table');
            const post = (message) => page.evaluate((m) => {
                const frame = document.getElementById('game');
                frame.contentWindow.postMessage(m, new URL(frame.src).origin);
            }, message);
            for (const bad of [{ type: 'famiglia:new-game', level: 'god' }, { type: 'famiglia:new-game', seed: -1 },
                { type: 'famiglia:delete' }, 'not json', { type: 'famiglia:new-game', moves: ['pass'] }]) {
                await post(bad);
            }
            await page.waitForFunction(() => window.famigliaEvents.filter((e) => e.type === 'famiglia:rejected').length === 5);
            const reasons = (await page.evaluate(() => window.famigliaEvents)).filter((e) => e.type === 'famiglia:rejected').map((e) => e.reason);
            assert.deepEqual(reasons, ['"level" must be person, beginner, easy, normal or expert',
                '"seed" must be a whole number from 0 to 18446744073709551615 (as a string)',
                'unknown message type (famiglia:new-game, famiglia:status)', 'the message is not a JSON object',
                'unknown option "moves"']);
            const after = await driver.game();
            assert.deepEqual(after.moves.slice(0, before.moves.length), before.moves, 'the same game goes on');
            assert.equal((await page.evaluate(() => window.famigliaEvents)).filter((e) => e.type === 'famiglia:new-game').length, 1);
            await post({ type: 'famiglia:status' });
            await page.waitForFunction(() => window.famigliaEvents.some((e) => e.type === 'famiglia:status'));
            const status = (await page.evaluate(() => window.famigliaEvents)).find((e) => e.type === 'famiglia:status');
            assert.ok(status.actions >= after.moves.length, "the status counts the actions so far");
            assert.equal(JSON.stringify(status).includes('deck'), false, 'events never carry the deck');
            await assertNoProblems(problems);
        } finally {
            await context.close();
        }
    });

    it('?origin= restricts the host: another origin\'s commands are ignored, and events go only to that origin', { timeout: 120000 }, async () => {
        const { context, page, target, driver, problems } = await open('/host-other-origin.html', { frame: 'game' });
        try {
            const before = await driver.waitFor((g) => g.screen === 'table', 'the table');
            const seed = (await share(target)).seed;
            await page.evaluate(() => document.getElementById('game').contentWindow.postMessage({ type: 'famiglia:new-game', seed: '3' }, '*'));
            await page.evaluate(() => document.getElementById('game').contentWindow.postMessage({ type: 'famiglia:status' }, '*'));
            await sleep(1000);
            await driver.rest();  // no input of the test's own: settle() waited 15 s for frames an unmoved app never draws
            assert.deepEqual(await page.evaluate(() => window.famigliaEvents), [], 'nothing reaches a host of another origin');
            // The same game (the computer may have moved meanwhile): same seed, the earlier actions kept.
            const after = await driver.game();
            assert.equal((await share(target)).seed, seed, 'the command was not acted on');
            assert.deepEqual(after.moves.slice(0, before.moves.length), before.moves);
            await assertNoProblems(problems);
        } finally {
            await context.close();
        }
    });
});
