// tests/browser/lacosanostra/lcn_computers.test.mjs — one person and three computers of La Cosa Nostra at 360x640 in the built page
// (?seats=person,normal,normal,normal&seed=1), tapped with the mouse: the person taps a seeded random choice among the
// offered enabled actions (window.gameTest.game.actions whose item is on screen; claims left out) until a computer
// offers a deal at the person's negotiation pause (offers.h; a computer's proposal at its own pause is declined on the
// way: a seller offers a solo person only a marker the person's job needs, so proposals come first).
// Checks:
//   - (solo: the person's hand plays are on the table, so a first tap may pick a card whose targets sit in folded
//     bands; Back (unpick) is then among the taps)
//   - the page never rests on a stale frame: whenever no computer is due, the person has a tap within 8 s (a computer's
//     act that handed the turn over used to leave "Blue is thinking" on screen and only "My cards" offered);
//   - the offer is public on the table: `offer:accept` (effect accept-offer, the trade as its move) and `offer:decline`
//     are items on screen; the Accept tap plays exactly that trade as the next move.
// Screenshot: build/screenshots/lcn-360x640-offer.png.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { saveScreenshot, useServerAndBrowser } from '../harness.mjs';
import { LcnDriver, makeRandom } from './lcn_driver.mjs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const t = useServerAndBrowser();

describe('La Cosa Nostra with computers at 360x640', () => {
    it('a computer offers the person a deal on the table, and Accept plays it', { timeout: 420000 }, async () => {
        const { context, page, problems } = await t.openPage(
            '/index.html?test=1&timescale=25&game=lacosanostra&seats=person,normal,normal,normal&seed=1',
            { viewport: { width: 360, height: 640 } });
        try {
            const driver = new LcnDriver(page, page, { random: makeRandom(5) });
            const random = makeRandom(5);
            const deadline = Date.now() + 360000;
            let idleSince = Date.now();
            let offer = null;
            let hook = null;
            while (!offer) {
                assert.ok(Date.now() < deadline, 'no deal offer to the person in 6 minutes');
                hook = await driver.hook();
                const g = hook.game;
                assert.ok(!g.over, 'the game ended without an offer to the person');
                const onScreen = new Map(hook.items.map((i) => [i.id, i]));
                if (g.actions.some((a) => a.id.startsWith('offer:'))) {
                    // An offer in the person's own pause (seat 0 acting): nothing moves until the person answers. A
                    // computer's proposal at its own pause is declined: the computer goes on at once after an answer.
                    if (g.acting === 0) {
                        offer = g.actions;
                        break;
                    }
                    await driver.tapItem(onScreen.get('offer:decline'));
                    continue;
                }
                const taps = g.actions.filter((a) => a.enabled && onScreen.has(a.id) && !a.id.startsWith('claim:') &&
                                                     ['move', 'pick', 'unpick', 'unlock', 'done'].includes(a.effect));
                if (g.computer >= 0 || taps.length === 0) {
                    if (g.computer >= 0 || g.actions.some((a) => !a.enabled)) idleSince = Date.now();
                    assert.ok(Date.now() - idleSince < 8000,
                              `the page rests with nothing to tap: screen ${g.screen}, moves ${g.moves}, ` +
                              `actions ${g.actions.map((a) => a.id).join(' ')}`);
                    await sleep(100);
                    continue;
                }
                idleSince = Date.now();
                await driver.tapItem(onScreen.get(taps[Math.floor(random() * taps.length)].id));
            }
            const accept = offer.find((a) => a.id === 'offer:accept');
            const decline = offer.find((a) => a.id === 'offer:decline');
            assert.ok(accept && decline, 'Accept and Decline are offered');
            assert.equal(accept.effect, 'accept-offer');
            assert.equal(decline.effect, 'decline-offer');
            assert.match(accept.move, /^[A-Z] trade [A-Z] \/ /, 'the trade is the Accept action\'s move');
            const items = new Map(hook.items.map((i) => [i.id, i]));
            assert.ok(items.has('offer:accept') && items.has('offer:decline'), 'both are buttons on screen');
            await saveScreenshot(await page.locator('#canvas').screenshot(), 'lcn-360x640-offer.png');
            const before = hook.game.moves;
            await driver.tapItem(items.get('offer:accept'));
            const after = await driver.waitFor((g) => g.moves > before, 'the trade played');
            assert.equal(after.game.moves, before + 1);
            assert.equal(after.game.last_move, accept.move);
            assert.ok(!after.game.actions.some((a) => a.id.startsWith('offer:')), 'the offer is closed');
            assert.deepEqual(problems, []);
        } finally {
            await context.close();
        }
    });
});
