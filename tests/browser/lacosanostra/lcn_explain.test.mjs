// tests/browser/lacosanostra/lcn_explain.test.mjs — La Cosa Nostra explains itself: a card's details opened by a
// resting mouse and by a long press (which then is no tap), a refused tap that says why, and a log line that names
// the card an attack hit. Pictures of the details, the status line and the log at 1280x800 and 390x844 go to
// build/screenshots (lcn-explain-*.png).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { saveScreenshot, useServerAndBrowser } from '../harness.mjs';
import { LcnDriver, makeRandom } from './lcn_driver.mjs';

// The table in an 800x600 iframe, as the README's embedding snippet shows: five families, so the bands and their cards are the
// smallest a host page gets.
const FIVE = '/index.html?test=1&timescale=25&game=lacosanostra&embed=1&seats=person,normal,normal,normal,normal&seed=7';
const t = useServerAndBrowser({
    '/host-800.html': `<!doctype html><html><head><meta charset="utf-8"><title>host</title><link rel="icon" href="data:,">
</head><body style="margin:0"><iframe id="game" src="${FIVE}" style="width:800px;height:600px;border:0"></iframe></body></html>`,
});

// One person against two computers: the person's hand lies on the table (solo), so its planning is on screen.
const SOLO = '/index.html?test=1&timescale=25&game=lacosanostra&seats=person,normal,normal&seed=7';

// The person (seat 0) plans: gangsters to pick, order cards in hand.
const planning = (g, hook) => g.acting === 0 && hook.items.some((i) => i.id.startsWith('order:')) &&
    g.actions.some((a) => a.effect === 'pick' && a.id.startsWith('gangster:') && a.enabled);

// Keeps the drawn cards until the person plans.
async function toPlanning(driver) {
    for (let k = 0; k < 40; k++) {
        const hook = await driver.snapshot(1);
        if (hook.game && planning(hook.game, hook)) return hook;
        const keep = hook.game?.actions.find((a) => a.id === 'button:accept' && a.enabled);
        if (keep && hook.items.some((i) => i.id === keep.id)) await driver.click(keep.id);
    }
    assert.fail('the person never planned');
}

// The English codes an English table shows for the notation's business codes (card_codes.cpp):
// the hook's ids keep the notation's codes, the words the player reads do not.
const ENGLISH_CODE = { ZU: 'PI', DD: 'DD', GV: 'ML', AW: 'LW', PO: 'PO', PZ: 'CP', WS: 'GA', BF: 'BF', AF: 'WM', NC: 'NC', CA: 'CA' };

async function centreOf(driver, item) {
    const box = driver.canvasBox ?? (driver.canvasBox = await driver.target.locator('#canvas').boundingBox());
    return { x: box.x + item.x + item.w / 2, y: box.y + item.y + item.h / 2 };
}

for (const size of [{ width: 1280, height: 800 }, { width: 390, height: 844 }]) {
    describe(`La Cosa Nostra explains itself at ${size.width}x${size.height}`, () => {
        it('a hover and a long press open a card\'s details; a refused tap says why', { timeout: 120000 }, async () => {
            const { context, page, problems } = await t.openPage(SOLO, { viewport: size });
            try {
                const driver = new LcnDriver(page, page, { random: makeRandom(1) });
                let hook = await toPlanning(driver);
                // The status bar names the next tap.
                const tag = `${size.width}x${size.height}`;
                await saveScreenshot(await page.screenshot(), `lcn-explain-status-${tag}.png`);

                // Hover: the mouse rests on a business of the table.
                const business = hook.items.find((i) => /^(business|market):/.test(i.id));
                assert.ok(business, 'a business on the table');
                const at = await centreOf(driver, business);
                await page.mouse.move(at.x - 3, at.y - 3);
                await page.mouse.move(at.x, at.y);
                hook = await driver.waitFor((g) => g.card_details.length > 0, 'the details on hover');
                const code = business.id.slice(business.id.indexOf(':') + 1).replace(/[0-9]+$/, '');
                const english = ENGLISH_CODE[code];
                assert.ok(english, `a known business code: ${code}`);
                assert.ok(hook.game.card_details[0].endsWith(`(${english})`), `details of ${code}: ${hook.game.card_details[0]}`);
                assert.ok(hook.game.card_details.some((l) => l.startsWith('Income $')), hook.game.card_details.join(' | '));
                // The German code, where it differs, ends the details (the table shows the page's language's codes).
                const last = hook.game.card_details[hook.game.card_details.length - 1];
                assert.equal(last.startsWith(`In German: ${code} (`), english !== code, hook.game.card_details.join(' | '));
                await saveScreenshot(await page.screenshot(), `lcn-explain-hover-${tag}.png`);

                // Long press on an order card of the hand: its details while held, and no tap on release.
                const order = hook.items.find((i) => i.id.startsWith('order:'));
                const o = await centreOf(driver, order);
                const before = hook.game;
                await page.mouse.move(o.x, o.y);
                await page.mouse.down();
                hook = await driver.waitFor((g) => g.card_details.length > 0 && g.card_details.some((l) => l.startsWith('Difficulty')),
                                            'the details on a long press');
                assert.ok(hook.game.card_details.some((l) => / · round I+$/.test(l)), hook.game.card_details.join(' | '));
                // A job's needs name each business with the English code its card shows ("Needs: Pimp (PI), Cop (CP)").
                const needs = hook.game.card_details.find((l) => l.startsWith('Needs: '));
                if (needs) {
                    const codes = [...needs.matchAll(/\(([A-Z]{2})\)/g)].map((m) => m[1]);
                    assert.ok(codes.length > 0 && codes.every((c) => Object.values(ENGLISH_CODE).includes(c)), needs);
                    assert.ok(!/\((ZU|GV|AW|PZ|WS|AF)\)/.test(needs), `no German code in English: ${needs}`);
                }
                await saveScreenshot(await page.screenshot(), `lcn-explain-long-press-${tag}.png`);
                await page.mouse.up();
                driver.taps++;  // the page counts every pointer release as a tap (lcn_driver.mjs watchTaps)
                hook = await driver.snapshot(3, { tap: driver.taps });
                assert.equal(hook.game.moves, before.moves, 'the long press made no move');
                assert.equal(hook.game.pick, before.pick, 'the long press picked nothing');
                assert.equal(hook.game.refusal, '', 'the long press is no refused tap either');

                // A tap on an order card before a gangster: refused, with the reason on the status bar.
                hook = await driver.click(order.id);
                assert.equal(hook.game.refusal, 'First tap your outlined gangster, then this card',
                             JSON.stringify({ pick: hook.game.pick, moves: hook.game.moves, details: hook.game.card_details, last: hook.game.last_move }));
                assert.equal(hook.game.moves, before.moves);
                // The refused tap opens the card's details too (tap to read), and the next tap only closes them.
                assert.equal(hook.game.details, order.id.slice('order:'.length), 'the tapped card\'s details are open');
                assert.ok(hook.game.card_details.length > 0);
                await saveScreenshot(await page.screenshot(), `lcn-explain-refusal-${tag}.png`);
                const gangster = hook.game.actions.find((a) => a.id.startsWith('gangster:') && a.enabled);
                hook = await driver.click(gangster.id);
                assert.equal(hook.game.details, null, 'the next tap closes the details');
                assert.equal(hook.game.pick, before.pick, 'and plays nothing');
                assert.equal(hook.game.moves, before.moves);
                assert.deepEqual(problems, []);
            } finally {
                await context.close();
            }
        });
    });
}

describe('La Cosa Nostra: pinned details of a card the screen stops drawing', () => {
    it('close, so the next tap plays', { timeout: 120000 }, async () => {
        const { context, page, problems } = await t.openPage(SOLO, { viewport: { width: 1280, height: 800 } });
        try {
            const driver = new LcnDriver(page, page, { random: makeRandom(4) });
            let hook = await toPlanning(driver);
            // A tap on another family's business (it takes none now) pins its details: one inside the second band
            // (seat 1; a phone keeps only the person's own band open).
            const band = hook.items.find((i) => i.id === 'band:1');
            const inside = (i) => i.x >= band.x && i.y >= band.y && i.x + i.w <= band.x + band.w && i.y + i.h <= band.y + band.h;
            const business = hook.items.find((i) => i.id.startsWith('business:') && inside(i));
            assert.ok(band && business, 'a business in the second band');
            hook = await driver.click(business.id);
            assert.equal(hook.game.details, business.id.slice('business:'.length), 'its details are pinned');
            // On a phone the other families' bands fold: the business is no longer drawn.
            await page.setViewportSize({ width: 390, height: 844 });
            driver.canvasBox = null;
            hook = await driver.waitFor((g, h) => !h.items.some((i) => i.id === business.id), 'the band folded');
            assert.equal(hook.game.details, null, 'no details of a card the screen does not draw');
            // The next tap is not taken up by closing details no one sees: it picks the gangster.
            const gangster = hook.game.actions.find((a) => a.id.startsWith('gangster:') && a.enabled &&
                                                    hook.items.some((i) => i.id === a.id));
            assert.ok(gangster, 'a gangster to pick on the phone');
            const before = hook.game.pick;
            hook = await driver.click(gangster.id);
            assert.notEqual(hook.game.pick, before, `the tap on ${gangster.id} picked it`);
            assert.deepEqual(problems, []);
        } finally {
            await context.close();
        }
    });
});

describe('La Cosa Nostra explains itself in an 800x600 iframe', () => {
    it('a band business shows its English code and symbol, and its details on hover', { timeout: 120000 }, async () => {
        const { context, page, target, problems } = await t.openPage('/host-800.html',
            { viewport: { width: 800, height: 600 } }, { frame: 'game' });
        try {
            const driver = new LcnDriver(page, target, { random: makeRandom(3) });
            let hook = await toPlanning(driver);
            await saveScreenshot(await page.screenshot(), 'lcn-explain-status-iframe-800x600.png');
            const business = hook.items.find((i) => i.id.startsWith('business:'));
            assert.ok(business, 'a business in a band');
            const at = await centreOf(driver, business);
            await page.mouse.move(at.x - 3, at.y - 3);
            await page.mouse.move(at.x, at.y);
            hook = await driver.waitFor((g) => g.card_details.length > 0, 'the details on hover');
            const code = ENGLISH_CODE[business.id.slice('business:'.length).replace(/[0-9]+$/, '')];
            assert.ok(hook.game.card_details[0].endsWith(`(${code})`), hook.game.card_details[0]);
            await saveScreenshot(await page.screenshot(), 'lcn-explain-hover-iframe-800x600.png');
            assert.deepEqual(problems, []);
        } finally {
            await context.close();
        }
    });
});

describe('La Cosa Nostra: the log states results', () => {
    it('names the card an attack hit and what became of it', { timeout: 300000 }, async () => {
        const { context, page, problems } = await t.openPage(
            '/index.html?test=1&timescale=25&game=lacosanostra&seats=normal,normal,normal&seed=5',
            { viewport: { width: 1280, height: 800 } });
        try {
            const driver = new LcnDriver(page, page, { random: makeRandom(2) });
            await driver.snapshot();
            // Every log line as it appears (one move per frame at most), until one names a hit card.
            const hit = /(is killed|is deactivated|is destroyed|now belongs to)/;
            const line = await page.evaluate((source) => new Promise((resolve) => {
                const re = new RegExp(source);
                const deadline = performance.now() + 240000;
                const poll = () => {
                    const last = window.gameTest.game?.log_last ?? '';
                    if (re.test(last) || performance.now() > deadline) resolve(last);
                    else setTimeout(poll, 2);
                };
                poll();
            }), hit.source);
            assert.match(line, hit, `a log line naming the card hit (last: ${line})`);
            assert.match(line, /\(([YGRVB][1-6])\)|of /, line);
            // The log column scrolls back with the wheel.
            let hook = await driver.snapshot();
            const log = hook.items.find((i) => i.id === 'log');
            assert.ok(log, 'the log column');
            await page.mouse.move(log.x + log.w / 2, log.y + log.h / 2);
            await page.mouse.wheel(0, -300);
            hook = await driver.snapshot(2);
            assert.ok(hook.game.log_scroll > 0, `the log scrolled back (${hook.game.log_scroll})`);
            await saveScreenshot(await page.screenshot(), 'lcn-explain-log-1280x800.png');
            assert.deepEqual(problems, []);
        } finally {
            await context.close();
        }
    });
});
