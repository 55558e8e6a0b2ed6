// tests/browser/lacosanostra/lcn_targets.test.mjs — every prompt's target is on screen: on a phone (touch, DPR 2) the
// table folds the other families into one-line strips, and a step whose only targets lie in another family's band
// (an Informant, Spion, Saboteur or Ablenkung played in planning) opens that band, so the target is drawn and takes
// the tap. Hot-seat at 390x844 and 360x640, solo at 390x844; pictures of the step go to build/screenshots
// (lcn-targets-<kind>-<size>.png).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { saveScreenshot, useServerAndBrowser } from '../harness.mjs';
import { LcnDriver, makeRandom } from './lcn_driver.mjs';

const t = useServerAndBrowser();
const STRIP = 48;  // a folded family's strip on a phone (table_layout.cpp kStrip)

// A private screen that offers, as a first tap, an influence card whose targets are other families' gangsters.
const OTHERS_ONLY = /^[A-Z] play (IF|SP|SA|AB) [A-Z][1-6]$/;
const influenceStep = (g) => g.screen === 'private' && !g.done && g.pick === '' && g.computer < 0 &&
    g.actions.every((a) => a.enabled) &&
    g.actions.find((a) => a.effect === 'pick' && a.id.startsWith('influence:') && OTHERS_ONLY.test(a.move));

// Hot-seat (three people, every planning step behind a hand-off) at both phone sizes, and solo (the person against two
// computers, no hand-offs).
const CASES = [
    { width: 390, height: 844, kind: 'hot-seat', query: 'players=3&seed=3' },
    { width: 360, height: 640, kind: 'hot-seat', query: 'players=3&seed=3' },
    { width: 390, height: 844, kind: 'solo', query: 'seats=person,normal,normal&seed=7' },
];

for (const { width, height, kind, query } of CASES) {
    describe(`La Cosa Nostra ${kind} at ${width}x${height}: a target in another family's band`, () => {
        it('opens that band, so the target is drawn and takes the tap', { timeout: 180000 }, async () => {
            const { context, page, problems } = await t.openPage(
                `/index.html?test=1&timescale=25&game=lacosanostra&${query}`,
                { viewport: { width, height }, deviceScaleFactor: 2, hasTouch: true, isMobile: true });
            try {
                const driver = new LcnDriver(page, page, { touch: true, random: makeRandom(7) });
                let hook = null, influence = null;
                for (let taps = 0; taps < 400 && !influence; taps++) {
                    hook = driver.next ?? await driver.snapshot();
                    influence = influenceStep(hook.game);
                    if (!influence) assert.ok(await driver.step(), 'the game ended before an influence card was offered');
                }
                assert.ok(influence, 'a private planning screen offered an Informant, Spion, Saboteur or Ablenkung');
                const holder = hook.game.holder;
                const own = hook.game.seats[holder].letter;
                await driver.showInHand(influence.id);  // a phone's hand shows a page of its cards
                hook = await driver.click(influence.id);
                const g = hook.game;
                assert.equal(g.pick, influence.id);
                const targets = g.actions.filter((a) => a.effect === 'move' && a.id.startsWith('gangster:'));
                assert.ok(targets.length > 0, `gangsters to tap: ${g.actions.map((a) => a.id).join(' ')}`);
                for (const a of targets) assert.notEqual(a.id[9], own, `${a.id}: another family's gangster`);
                await saveScreenshot(await page.screenshot(), `lcn-targets-${kind}-${width}x${height}.png`);
                // The targets' band is open (taller than a strip) and every target in it is an item of its own.
                const drawn = targets.filter((a) => hook.items.some((i) => i.id === a.id));
                assert.ok(drawn.length > 0, `a target is drawn; items: ${hook.items.map((i) => i.id).join(' ')}`);
                const letter = drawn[0].id[9];
                const seat = g.seats.findIndex((s) => s.letter === letter);
                const band = hook.items.find((i) => i.id === `band:${seat}`);
                assert.ok(band && band.h > STRIP, `the band of seat ${seat} is open (${band?.h} px)`);
                for (const a of targets.filter((x) => x.id[9] === letter)) {
                    const item = hook.items.find((i) => i.id === a.id);
                    assert.ok(item && item.w >= 44 && item.h >= 44, `${a.id} is a touch target (${JSON.stringify(item)})`);
                }
                // Targets in a band still folded (another family holds some too; the status line names it): a tap on
                // its strip opens it and keeps the pick.
                let target = drawn[0];
                const hidden = targets.filter((a) => !hook.items.some((i) => i.id === a.id));
                if (hidden.length > 0) {
                    const other = g.seats.findIndex((s) => s.letter === hidden[0].id[9]);
                    assert.ok(hook.items.find((i) => i.id === `band:${other}`)?.h <= STRIP, `seat ${other}'s band is a strip`);
                    hook = await driver.click(`band:${other}`);
                    assert.equal(hook.game.pick, influence.id, 'opening a band keeps the pick');
                    assert.ok(hook.items.some((i) => i.id === hidden[0].id), `${hidden[0].id} is drawn once its band is open`);
                    target = hidden[0];
                }
                // Tapping it plays the influence card on it.
                const moves = g.moves;
                hook = await driver.click(target.id);
                assert.equal(hook.game.moves, moves + 1, 'the tap played a move');
                assert.equal(hook.game.last_move, target.move);
                assert.deepEqual(problems, []);
            } finally {
                await context.close();
            }
        });
    });
}
