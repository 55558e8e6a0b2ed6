// tests/browser/host/links.test.mjs — a link is an address that opens its game: "Copy link" gives
// the page's address plus the fragment (the clipboard, and the field shown where the clipboard is refused), that
// address opened in a fresh page shows the same game for both games, and the page opens a fragment by its game
// tag whatever game= says or lacks (shell/host/share.h ChooseGame). In an iframe the address is the game page's
// own, without embed= or origin=.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { openWatchedPage, saveScreenshot, testHook, useServerAndBrowser, waitForFrames, waitForIdle } from '../harness.mjs';
import { Driver, makeRandom } from '../driver.mjs';

// A La Cosa Nostra game of one person (seat 0, Blundetto) and two computers (normal, easy), seed 1, 136 actions in,
// with its deal talk: an offer the person let lapse, one the person declined, and one waiting now for the person's
// answer (so no computer moves). A revision 1 link, made by the table driver (tests/lacosanostra_table).
const LCN_TALK_LINK =
    'v2.N7F7Fp_QOndK2bxch82hll-Lc5Wz6OgF847SzH9q87qxS76J9hm41tEkkxBV42VkmigOyYOO6ntEJN3d9eyTMi2WmduS_x3gL' +
    'Kd6w_fcb16cXJIIDyG5jrWIYjQVfPxr2xzjHMPZO4fFdqn6dIztS4gB8awoco4FNTOKJxFR-meFSiDz99hKgMLIVORTKlHKkZeV_' +
    'hSbC0o1VYF1fm3Sm32DHf2DVtChzJnRs4WZszuHuGQNy-LPj5asxFlA5scS0akSCwR2xASNgDaYSY_5uPnnN5CJCJGI3MO991SDW' +
    '7HoZaWydQDPyHz1nHnvscazAlsoPXGMSjufRmf4TRoDWfFABdM-sAOcuqx7D4aVyTSaJgv';
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const FAST_SETTINGS = 'famiglia-settings/1\ncomputer-speed fast\n';
const refuseClipboard = () => {
    Object.defineProperty(navigator, 'clipboard', {
        value: { writeText: () => Promise.reject(new DOMException('refused', 'NotAllowedError')) },
    });
};

const t = useServerAndBrowser({
    '/host.html': `<!doctype html><html><head><meta charset="utf-8"><title>host</title><link rel="icon" href="data:,">
</head><body style="margin:0"><iframe id="game" src="/index.html?test=1&embed=1&lang=de&level=beginner&seed=3"
style="width:800px;height:600px;border:0"></iframe></body></html>`,
});

async function open(path, { frame = null, storage = {}, permissions = [], initScript = null, contextOptions = {} } = {}) {
    const watched = await openWatchedPage(t.browser, contextOptions);
    const { context, page } = watched;
    if (permissions.length) await context.grantPermissions(permissions, { origin: t.origin });
    if (Object.keys(storage).length) {
        await context.addInitScript((items) => {
            if (window.parent !== window) return;
            for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value);
        }, storage);
    }
    if (initScript) await context.addInitScript(initScript);
    await page.goto(path.startsWith('http') ? path : `${t.origin}${path}`);
    let target = page;
    if (frame) target = await (await page.waitForSelector(`#${frame}`)).contentFrame();
    await waitForFrames(page, 1, 30000, target);
    return { ...watched, target, driver: new Driver(page, target, { random: makeRandom(1) }) };
}

// The address with the test hook on (and `extra` options), as a browser test must open it.
function withTest(address, extra = {}) {
    const url = new URL(address);
    url.searchParams.set('test', '1');
    for (const [name, value] of Object.entries(extra)) url.searchParams.set(name, value);
    return url.href;
}

async function waitForShare(target, predicate, what) {
    const deadline = Date.now() + 10000;
    for (;;) {
        const s = (await testHook(target)).share;
        if (s && predicate(s)) return s;
        if (Date.now() > deadline) assert.fail(`timed out waiting for ${what}: ${JSON.stringify(s)}`);
        await sleep(40);
    }
}

async function copyField(target) {
    return target.evaluate(() => document.getElementById('tabletop-copy-text')?.value ?? null);
}

describe('a link is an address that opens its game', () => {
    it('Famiglia: the refused clipboard\'s field holds the address, which opens the same game, also under game=lacosanostra',
        { timeout: 90000 }, async () => {
            const a = await open('/index.html?test=1&level=beginner&seed=7&lang=de',
                { storage: { 'famiglia.settings': FAST_SETTINGS }, initScript: refuseClipboard });
            const opened = [a];
            try {
                let game = await a.driver.waitFor((g) => g.screen === 'table', 'the table');
                assert.equal(await a.page.title(), 'Famiglia — inoffizielle Fan-Ausgabe', 'the tab speaks the page\'s language');
                while (game.moves.length < 2 && !game.state.game_over) {
                    if (game.my_turn) await a.driver.perform(a.driver.choose(game.state.legal, 0));
                    else await a.driver.nextHook();
                    game = await a.driver.game();
                }
                await a.driver.waitFor((g) => g.my_turn, 'the person\'s turn');
                await a.driver.click('button:menu');
                await a.driver.click('button:share');
                await a.driver.click('button:copy-link');
                const s = await waitForShare(a.page, (x) => x.copy === 'manual', 'the field');
                const address = await copyField(a.page);
                assert.equal(address, s.address, 'the field holds the address the panel shows');
                assert.equal(address, `${t.origin}/index.html?lang=de#${s.link}`, 'page, lang=, the link');
                assert.match(s.link, /^v2\.F[A-Za-z0-9_-]+$/);
                const before = (await a.driver.game());

                for (const extra of [{}, { game: 'lacosanostra' }]) {
                    const b = await open(withTest(address, extra));
                    opened.push(b);
                    const g = await b.driver.waitFor((x) => x.screen === 'table', `the linked game ${JSON.stringify(extra)}`);
                    assert.equal(g.id, 'famiglia');
                    assert.equal(g.lang, 'de', 'lang= came along');
                    assert.deepEqual(g.moves, before.moves, 'the same actions');
                    assert.deepEqual(g.state, before.state, 'the same position');
                    assert.deepEqual((await testHook(b.page)).share.notices, []);
                    assert.equal(new URL(b.page.url()).searchParams.get('game'), extra.game ? 'famiglia' : null,
                        'a game= the link overrode is rewritten, so a reload keeps the game');
                }
                for (const o of opened) assert.deepEqual(o.problems, []);
            } finally {
                for (const o of opened) await o.context.close();
            }
        });

    it('La Cosa Nostra: the clipboard holds the address without game=, and a bare page opens it as La Cosa Nostra',
        { timeout: 90000 }, async () => {
            const a = await open('/index.html?test=1&timescale=25&game=lacosanostra&seats=normal,normal,normal&seed=5',
                { permissions: ['clipboard-read', 'clipboard-write'] });
            const opened = [a];
            try {
                await a.driver.waitFor((g) => g.moves >= 3, 'three computer moves');
                await a.driver.click('button:menu');
                await a.driver.click('button:link');
                await a.driver.click('button:copy-link');
                await waitForShare(a.page, (x) => x.copy === 'copied', 'the copy');
                const address = await a.page.evaluate(() => navigator.clipboard.readText());
                const match = address.match(/^(.*)#(v2\.N[A-Za-z0-9_-]+)$/);
                assert.ok(match, `an address with a La Cosa Nostra link: ${address}`);
                assert.equal(match[1], `${t.origin}/index.html`, 'the page, without game=, seats= or test options');

                const b = await open(withTest(address));
                opened.push(b);
                // The link carries the seats, so the three computers go on playing the linked game: the
                // same seats, from its point on (the exact point is pinned by the person-and-computers test below).
                const kinds = (g) => g.seats.map((x) => x.kind).join();
                const hook = await b.driver.waitForHook((g) => g.id === 'lacosanostra' && g.moves >= 3, 'the linked game');
                assert.equal(kinds(hook.game), 'normal,normal,normal', 'the computers came along');
                assert.deepEqual(hook.share.notices, []);
                assert.equal(new URL(b.page.url()).searchParams.get('game'), 'lacosanostra', 'the address names it now');
                // A reload (the link has left the address) restores the linked game, not Famiglia.
                await b.page.reload();
                await waitForFrames(b.page);
                const again = await b.driver.waitForHook((g) => g.moves >= 3, 'the restored game');
                assert.equal(again.game.id, 'lacosanostra');
                assert.equal(kinds(again.game), 'normal,normal,normal');
                for (const o of opened) assert.deepEqual(o.problems, []);
            } finally {
                for (const o of opened) await o.context.close();
            }
        });

    it('La Cosa Nostra: a link of one person and two computers reopens with the same seats, log (talk included) and screen',
        { timeout: 30000 }, async () => {
            const small = { viewport: { width: 420, height: 760 }, deviceScaleFactor: 1 };
            const a = await open(`/index.html?test=1#${LCN_TALK_LINK}`, { contextOptions: small });
            const opened = [a];
            const seen = (g) => ({
                kinds: g.seats.map((s) => s.kind), moves: g.moves, log_lines: g.log_lines, log_last: g.log_last,
                screen: g.screen, holder: g.holder, actions: g.actions.map((x) => x.id),
            });
            try {
                const first = await a.driver.waitForHook((g) => g.id === 'lacosanostra' && g.moves === 136 && g.settled,
                    'the linked game');
                const was = seen(first.game);
                assert.deepEqual(was.kinds, ['person', 'normal', 'easy']);
                assert.match(was.log_last, /^DiMaggio offers Blundetto (one use of their .* for \$[0-9,]+|\$[0-9,]+ for one use of Blundetto's .*)$/,
                    'the talk is in the log, from the receiver\'s side');
                assert.ok(was.log_lines > 130, `the whole log: ${was.log_lines} lines`);
                assert.ok(was.actions.includes('offer:accept') && was.actions.includes('offer:decline'),
                    `the offer waits for the person again: ${was.actions}`);
                assert.equal(first.share.link, LCN_TALK_LINK, 'the page writes the same link again');
                assert.deepEqual(first.share.notices, []);

                const b = await open(`/index.html?test=1#${first.share.link}`, { contextOptions: small });
                opened.push(b);
                const again = await b.driver.waitForHook((g) => g.id === 'lacosanostra' && g.moves === 136 && g.settled,
                    'the game in a fresh page');
                assert.deepEqual(seen(again.game), was, 'the same seats, log and screen');

                // An edited link: a notice in German with the reason, and a working page.
                const edited = LCN_TALK_LINK.slice(0, 40) + (LCN_TALK_LINK[40] === 'A' ? 'B' : 'A') + LCN_TALK_LINK.slice(41);
                const c = await open(`/index.html?test=1&lang=de#${edited}`, { contextOptions: small });
                opened.push(c);
                const s = await waitForShare(c.page, (x) => x.notices.length > 0, 'the notice');
                // A refused link: the start screen, the reason in the player's words (the decoder's only in the hook).
                assert.ok(s.notices[0].startsWith('Dieser Link l\u00e4sst sich nicht \u00f6ffnen; hier ist deine letzte ' +
                    'Wahl f\u00fcr ein neues Spiel. Ein Teil davon fehlt oder wurde ver\u00e4ndert. | '), s.notices[0]);
                await c.driver.waitForHook((g) => g.id === 'lacosanostra' && g.screen === 'start', 'the start screen');
                assert.equal((await testHook(c.page)).share.link, '', 'no game was started');
                for (const o of opened) assert.deepEqual(o.problems, []);
            } finally {
                for (const o of opened) await o.context.close();
            }
        });

    // An option out of range is told in the player's words; the start screen keeps the stored
    // choices (5 players here), not a game of 4 people.
    it('La Cosa Nostra: players=9 says "La Cosa Nostra is for 3 to 5 players" above the start screen, in both languages',
        { timeout: 30000 }, async () => {
            for (const [lang, words] of [
                ['en', 'The page address has an option that could not be used; it was ignored: players=9 La Cosa ' +
                    'Nostra is for 3 to 5 players.'],
                ['de', 'Die Seitenadresse enth\u00e4lt eine Option, die nicht passt; sie wurde ignoriert: players=9 La ' +
                    'Cosa Nostra ist f\u00fcr 3 bis 5 Personen.'],
            ]) {
                const o = await open(`/index.html?test=1&game=lacosanostra&lang=${lang}&players=9`,
                    { storage: { 'lacosanostra.settings': 'lacosanostra-settings/1\nplayers 5\n' } });
                try {
                    const s = await waitForShare(o.page, (x) => x.notices.length > 0, 'the notice');
                    assert.deepEqual(s.notices, [words]);
                    const hook = await o.driver.waitForHook((g) => g.id === 'lacosanostra' && g.screen === 'start',
                        'the start screen');
                    assert.equal(hook.share.link, '', 'no game was started');
                    // The notice pushes the start screen down: its fifth name shows once it is read.
                    await o.driver.click('button:notice-ok');
                    assert.ok(await o.driver.has('start:name:4'), 'the stored choice of 5 players');
                    assert.deepEqual(o.problems, []);
                } finally {
                    await o.context.close();
                }
            }
        });

    // An address wrong in two ways (an option and an edited link) gets one notice naming both, and the notice sits
    // above the start screen: it covers none of its buttons, so the player reads it and can still choose. One page
    // per game and language, resized through the sizes; the German one is opened as a frame's page is (embed=1, at
    // 800x600 first).
    it('a bad option and an edited link: one notice names both and covers no start-screen button, at four sizes',
        { timeout: 60000 }, async () => {
            const overlaps = (a, b) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
            const sizes = [['1280x800', 1280, 800], ['390x844', 390, 844], ['360x640', 360, 640], ['800x600', 800, 600]];
            for (const [game, option, link] of [
                ['famiglia', 'level=nonsense', 'v2.Fxxxxbroken'],
                ['lacosanostra', 'players=9', 'v2.Nxxxxbroken'],
            ]) {
                for (const lang of ['en', 'de']) {
                    const order = lang === 'en' ? sizes : [sizes[3], ...sizes.slice(0, 3)];
                    const embed = lang === 'en' ? '' : '&embed=1';
                    const o = await open(`/index.html?test=1&game=${game}&lang=${lang}&${option}${embed}#${link}`,
                        { contextOptions: { viewport: { width: order[0][1], height: order[0][2] } } });
                    try {
                        const s = await waitForShare(o.page, (x) => x.notices.length > 0, 'the notice');
                        assert.equal(s.notices.length, 2, JSON.stringify(s.notices));
                        assert.ok(s.notices[0].includes(option), s.notices[0]);
                        for (const [size, width, height] of order) {
                            await o.page.setViewportSize({ width, height });
                            const hook = await o.driver.waitForHook((g) => g.screen === 'start' || g.screen === 'menu',
                                `the start screen at ${size}`);
                            await waitForIdle(o.page, 200);
                            const { items } = await testHook(o.page);
                            const notice = items.find((i) => i.id === 'notice');
                            assert.ok(notice, `the notice at ${size}`);
                            assert.ok(notice.y + notice.h <= height, `the notice fits at ${size}`);
                            const buttons = items.filter((i) => i.id !== 'notice' && !i.id.startsWith('button:notice-') &&
                                i.id !== 'title-window' && i.id !== 'start:panel' && i.y < height && i.y + i.h > 0);
                            assert.ok(buttons.length > 3, `the start screen's buttons at ${size}: ${hook.game.screen}`);
                            const covered = buttons.filter((b) => overlaps(notice, b)).map((b) => b.id);
                            assert.deepEqual(covered, [], `${game} ${lang} ${size}: the notice covers buttons`);
                            if (lang === 'en') {
                                await saveScreenshot(await o.page.screenshot(), `notice-${game}-${size}.png`);
                            }
                        }
                        // One OK and the notice is gone: it showed every reason at once.
                        await o.driver.click('button:notice-ok');
                        await waitForShare(o.page, (x) => x.notices.length === 0, 'no notice left after one OK');
                        assert.deepEqual(o.problems, []);
                    } finally {
                        await o.context.close();
                    }
                }
            }
        });

    it('in an iframe the address is the game page\'s own, with lang= but without embed= or the game options',
        { timeout: 60000 }, async () => {
            const a = await open('/host.html', { frame: 'game', initScript: refuseClipboard });
            try {
                await a.driver.waitFor((g) => g.screen === 'table' && g.my_turn, 'the table in the frame');
                await a.driver.click('button:menu');
                await a.driver.click('button:share');
                await a.driver.click('button:copy-link');
                const s = await waitForShare(a.target, (x) => x.copy === 'manual', 'the field');
                assert.equal(await copyField(a.target), `${t.origin}/index.html?lang=de#${s.link}`);
                assert.deepEqual(a.problems, []);
            } finally {
                await a.context.close();
            }
        });
});
