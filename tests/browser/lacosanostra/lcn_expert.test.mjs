// tests/browser/lacosanostra/lcn_expert.test.mjs — a person against an Expert in the built page at 800x600:
// ?seats=person,expert,normal (solo). Checks:
//   - the start screen offers "Computer: expert" for every seat (item start:seat:S:3), and the table's seat kinds
//     come from the page option;
//   - the Expert seat thinks in slices: while it is due, the hook shows its progress between 0 and 1 (the bar under
//     the status line), and the page goes on drawing;
//   - the Hint on the person's own screen (solo: every screen shows the person's cards): the button starts the
//     Expert's search with a progress bar and a Cancel; Cancel stops it; asked again, it ends in one sentence with
//     its reason, and the log says "<name> asked for a hint"; the next move clears it.
// Screenshot: build/screenshots/lcn-expert-hint.png.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { saveScreenshot, useServerAndBrowser, waitForIdle } from '../harness.mjs';
import { LcnDriver, makeRandom } from './lcn_driver.mjs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const t = useServerAndBrowser();

describe('La Cosa Nostra against the Expert at 800x600', () => {
    it('the start screen offers the Expert for every seat', { timeout: 60000 }, async () => {
        const { context, page, problems } = await t.openPage('/index.html?test=1&game=lacosanostra',
                                                            { viewport: { width: 800, height: 600 } });
        try {
            const driver = new LcnDriver(page, page);
            let hook = await driver.waitFor((g) => g.screen === 'start', 'the start screen');
            // The seats are below the fold: scroll the start screen with the wheel until they show.
            for (let k = 0; k < 30 && !hook.items.some((i) => i.id === 'start:seat:3:3'); k++) {
                const since = (await driver.hook()).frames;  // before the input: its frames may all be drawn by then
                await page.mouse.move(400, 300);
                await page.mouse.wheel(0, 120);
                hook = await driver.snapshot(2, { since });
            }
            await waitForIdle(page);  // the last wheel's frames drawn: the seats stay where the click aims
            const ids = new Set(hook.items.map((i) => i.id));
            for (const seat of [0, 1, 2, 3]) assert.ok(ids.has(`start:seat:${seat}:3`), `Computer: expert for seat ${seat + 1}`);
            await driver.click('start:seat:1:3');
            await driver.click('button:start');
            const game = await driver.waitFor((g) => g.screen !== 'start', 'the table');
            assert.equal(game.game.seats[1].kind, 'expert');
            assert.deepEqual(problems, []);
        } finally {
            await context.close();
        }
    });

    it('a person plays against an Expert and asks for a hint', { timeout: 240000 }, async () => {
        const { context, page, problems } = await t.openPage(
            '/index.html?test=1&timescale=25&game=lacosanostra&seats=person,expert,normal&seed=5',
            { viewport: { width: 800, height: 600 } });
        try {
            const driver = new LcnDriver(page, page);
            const random = makeRandom(27);
            let hook = await driver.snapshot();
            assert.deepEqual(hook.game.seats.map((s) => s.kind), ['person', 'expert', 'normal']);
            // The person's random taps until `stop` holds; meanwhile, whether the Expert's progress showed (it is
            // due and its search is part way).
            let expertProgress = false;
            const playUntil = async (stop, what) => {
                const deadline = Date.now() + 120000;
                for (;;) {
                    assert.ok(Date.now() < deadline, `${what} in time`);
                    hook = await driver.snapshot(1);
                    const g = hook.game;
                    assert.ok(!g.over, `the game ended before ${what}`);
                    if (g.computer === 1 && g.computer_progress > 0 && g.computer_progress < 1) expertProgress = true;
                    if (stop(g)) return;
                    const onScreen = new Map(hook.items.map((i) => [i.id, i]));
                    const taps = g.actions.filter((a) => a.enabled && onScreen.has(a.id) && !a.id.startsWith('claim:') &&
                                                         ['move', 'pick', 'unpick', 'decline-offer'].includes(a.effect));
                    if (g.computer >= 0 || taps.length === 0) {
                        await sleep(50);
                        continue;
                    }
                    await driver.tapItem(onScreen.get(taps[Math.floor(random() * taps.length)].id));
                }
            };
            // The person's planning: a decision the Expert searches (the hint's reason then names the games).
            await playUntil((g) => g.hint.seat === 0 && g.actions.some((a) => / order /.test(a.move)),
                            'a planning step of the person');
            const name = hook.game.seats[0].name;
            const moves = hook.game.moves;
            // Ask, see it think, cancel.
            hook = await driver.click('button:hint');
            assert.ok(hook.game.hint.thinking, 'the hint thinks over frames');
            assert.ok(hook.items.some((i) => i.id === 'button:hint-cancel'), 'with a Cancel');
            assert.equal(hook.game.log_last, `${name} asked for a hint`);
            hook = await driver.click('button:hint-cancel');
            assert.equal(hook.game.hint.thinking, false, 'cancelled');
            assert.equal(hook.game.hint.text, '');
            assert.ok(hook.items.some((i) => i.id === 'button:hint'), 'the Hint button is back');
            // Ask again and let it finish: its progress rises, then one sentence with the reason. (No picture of the
            // thinking: a screenshot's frames outlast a quiet machine's search, before the Cancel or the rise.)
            await driver.click('button:hint');
            let rising = 0, last = 0;
            hook = await driver.waitFor((g) => {
                if (g.hint.thinking && g.hint.progress > last) rising++, last = g.hint.progress;
                return g.hint.text !== '';
            }, 'the hint', 60000);
            assert.ok(rising >= 1, 'the progress rose while it thought');
            assert.match(hook.game.hint.text,
                         /^Hint: .+\. (The best of \d+ moves in \d+ games played out to the end\.|No other move is worth weighing\.)$/);
            assert.equal(hook.game.moves, moves, 'a hint plays nothing');
            await saveScreenshot(await page.locator('#canvas').screenshot(), 'lcn-expert-hint.png');
            // The next move clears it.
            const onScreen = new Map(hook.items.map((i) => [i.id, i]));
            const taps = hook.game.actions.filter((a) => a.enabled && onScreen.has(a.id) && a.effect === 'move');
            if (taps.length > 0) {
                await driver.tapItem(onScreen.get(taps[0].id));
                const after = await driver.waitFor((g) => g.moves > moves, 'the move');
                assert.equal(after.game.hint.text, '', 'the hint goes with the position it was for');
            }
            await playUntil(() => expertProgress, 'the Expert thinking with its progress shown');
            assert.deepEqual(problems, []);
        } finally {
            await context.close();
        }
    });
});
