// tests/browser/lacosanostra/lcn_deal_offers.test.mjs — a computer's deal offer to a person (issue 25 item 4) at 420x760: it reads
// from the receiver's side, and once declined it is not said again in that round, not even after the page is reloaded
// (the talk rides in the saved game, shell/games/lacosanostra/offers.h RestorePause). Opens the links test's game of
// one person (Blundetto) and two computers, 136 actions in, where DiMaggio's offer waits for the person's answer.
// The person declines, names a target (a move inside the same negotiation pause, so the answer lies before the
// current move) and reloads the page: the computers must not speak that offer again.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { useServerAndBrowser, waitForFrames } from '../harness.mjs';
import { LcnDriver, makeRandom } from './lcn_driver.mjs';

// The game of links.test.mjs: seed 1, seats person (Blundetto), normal, easy; a revision 1 link with its talk.
const LCN_TALK_LINK =
    'v2.N7F7Fp_QOndK2bxch82hll-Lc5Wz6OgF847SzH9q87qxS76J9hm41tEkkxBV42VkmigOyYOO6ntEJN3d9eyTMi2WmduS_x3gL' +
    'Kd6w_fcb16cXJIIDyG5jrWIYjQVfPxr2xzjHMPZO4fFdqn6dIztS4gB8awoco4FNTOKJxFR-meFSiDz99hKgMLIVORTKlHKkZeV_' +
    'hSbC0o1VYF1fm3Sm32DHf2DVtChzJnRs4WZszuHuGQNy-LPj5asxFlA5scS0akSCwR2xASNgDaYSY_5uPnnN5CJCJGI3MO991SDW' +
    '7HoZaWydQDPyHz1nHnvscazAlsoPXGMSjufRmf4TRoDWfFABdM-sAOcuqx7D4aVyTSaJgv';

const t = useServerAndBrowser();

describe('La Cosa Nostra: deal offers to a person', () => {
    it('a deal offer declined is not repeated in that round', { timeout: 90000 }, async () => {
        const { context, page, problems } = await t.openPage(`/index.html?test=1&timescale=25#${LCN_TALK_LINK}`,
            { viewport: { width: 420, height: 760 } });
        try {
            let driver = new LcnDriver(page, page, { random: makeRandom(1) });
            let hook = await driver.waitFor((g) => g.moves === 136 && g.actions.some((a) => a.id === 'offer:decline'),
                'the offer waiting for the person');
            const offered = hook.game.actions.find((a) => a.id === 'offer:accept').move;
            const line = hook.game.log_last;
            assert.match(line, /^DiMaggio offers Blundetto /, 'the offer names speaker and receiver');
            assert.doesNotMatch(line, / gives: /, 'not the two sides of a trade: what the receiver gets and pays');
            hook = await driver.click('offer:decline');
            assert.ok(!hook.game.actions.some((a) => a.id.startsWith('offer:')), 'the offer is closed');
            assert.equal(hook.game.log_last, 'Blundetto declines the offer');

            // A move inside the pause: the person names a target.
            const name = hook.game.actions.find((a) => a.enabled && a.effect === 'move' && / name /.test(a.move));
            assert.ok(name, `a target to name: ${hook.game.actions.map((a) => a.move).join(', ')}`);
            hook = await driver.click(name.id);
            assert.equal(hook.game.moves, 137);
            const { log_lines: lines, log_last: last } = hook.game;

            // The reloaded page restores the game and its talk; the computers stay silent about the declined offer.
            await page.reload();
            await waitForFrames(page, 1);
            driver = new LcnDriver(page, page, { random: makeRandom(1) });
            hook = await driver.waitFor((g) => g.moves === 137 && g.settled && g.computer < 0, 'the reloaded game');
            await driver.snapshot(30);  // a computer's pause is 700 ms / 25: thirty frames leave it time to speak
            hook = await driver.hook();
            assert.equal(hook.game.moves, 137);
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
