// tests/browser/lacosanostra/lcn_deal_offers.test.mjs — a computer's deal offer to a person at 420x760: it reads
// from the receiver's side, and once declined it is not said again in that round, not even after the page is reloaded
// (the talk rides in the saved game, shell/games/lacosanostra/deals/offers.h RestorePause). Opens a game of one person and
// two computers where a computer's offer waits for the person's answer.
// The person declines, names a target (a move inside the same negotiation pause, so the answer lies before the
// current move) and reloads the page: the computers must not speak that offer again.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { useServerAndBrowser, waitForFrames } from '../harness.mjs';
import { LcnDriver, makeRandom } from './lcn_driver.mjs';

// A game of one person (seat 0) and two Normal computers, seed 1, 171 actions in: a computer's offer of a marker the
// person's job needs waits for the answer. Made by the table driver (tests/lacosanostra_table), as links.test.mjs's
// link; without the talk of the pause a fresh pause would say the same offer again.
const OFFER_LINK =
    'v2.N5kYGvQsJly7AB1HX2FDAmo-rATBiXUz1JAuS03YSiKMz5RzyM97dc-eirX-uGZITehVQzLQYr7g6VlGrTteVS9Pt-U9Y-xaw' +
    'eRyHT0g2Fcixygh0eQxkzEIzyLc2Y-xPIodo0tOvqFbCMiPvCOrKvPoM-pHoM5affrJNaw77HgsGDm3RhWQ09JHOYg6B1Ryy0SuW' +
    'Dn9VbDsoOGf93dj-8hb-id9s0lQt6jgnLenixCug_OK71T0L-sWd_8c1dVMzqRWN5ktd2lVmVNISgNO8qz85JOKpZP5ZV529Yslb' +
    '3Y878nuwnDNt64UJZ-I2utyytYEhgO7UFyW8v9IKjO-iltDwGRd2q5DK8aJrwgPnoyWFxuG_rDh9rlToo7Xx0NOPusQ1GBa2_R_Z' +
    'pbXdrhY4vrJ1OC59uwqbZZiCvfc_xxNAFMKTx3qo';

const t = useServerAndBrowser();

describe('La Cosa Nostra: deal offers to a person', () => {
    it('a deal offer declined is not repeated in that round', { timeout: 90000 }, async () => {
        const { context, page, problems } = await t.openPage(`/index.html?test=1&timescale=25#${OFFER_LINK}`,
            { viewport: { width: 420, height: 760 } });
        try {
            let driver = new LcnDriver(page, page, { random: makeRandom(1) });
            let hook = await driver.waitFor((g) => g.moves === 171 && g.actions.some((a) => a.id === 'offer:decline'),
                'the offer waiting for the person');
            const offered = hook.game.actions.find((a) => a.id === 'offer:accept').move;
            const line = hook.game.log_last;
            assert.match(line, /^\S+ offers \S+ one use of their .+ for \$[0-9,]+$/, 'one use of the seller\'s card, for a price');
            assert.doesNotMatch(line, / gives: /, 'not the two sides of a trade: what the receiver gets and pays');
            hook = await driver.click('offer:decline');
            assert.ok(!hook.game.actions.some((a) => a.id.startsWith('offer:')), 'the offer is closed');
            assert.match(hook.game.log_last, /^\S+ declines the offer$/);

            // A move inside the pause: the person names a target.
            const name = hook.game.actions.find((a) => a.enabled && a.effect === 'move' && / name /.test(a.move));
            assert.ok(name, `a target to name: ${hook.game.actions.map((a) => a.move).join(', ')}`);
            hook = await driver.click(name.id);
            assert.equal(hook.game.moves, 172);
            const { log_lines: lines, log_last: last } = hook.game;

            // The reloaded page restores the game and its talk; the computers stay silent about the declined offer.
            await page.reload();
            await waitForFrames(page, 1);
            driver = new LcnDriver(page, page, { random: makeRandom(1) });
            hook = await driver.waitFor((g) => g.moves === 172 && g.settled && g.computer < 0, 'the reloaded game');
            await driver.snapshot(30);  // a computer's pause is 700 ms / 25: thirty frames leave it time to speak
            hook = await driver.hook();
            assert.equal(hook.game.moves, 172);
            const again = hook.game.actions.find((a) => a.id === 'offer:accept');
            assert.ok(!again || again.move !== offered, `the declined offer again: ${again && again.move}`);
            assert.equal(hook.game.log_last, last, 'nothing said since the target was named');
            assert.equal(hook.game.log_lines, lines);
            assert.deepEqual(problems, []);
        } finally {
            await context.close();
        }
    });
});
