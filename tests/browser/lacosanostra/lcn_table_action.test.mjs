// tests/browser/lacosanostra/lcn_table_action.test.mjs — the table shows the action, through the real page:
//   - one person and two computers at 1280x800: once a player is named as a target, his band and (once chosen) the
//     target card are drawn marked (the test hook's `aimed`: the items the drawing marked), and the card is on screen;
//   - four people at 390x844 (hot-seat): while the dice roll for a job, the roller's band is the large one (not the
//     first seat's), and the headline names the roller, the job and the number each die needs; a private screen whose
//     steps are over keeps its own seat in the headline (the next player is named only once it is closed).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { openWatchedPage, useServerAndBrowser, waitForFrames } from '../harness.mjs';
import { LcnDriver, makeRandom } from './lcn_driver.mjs';

const t = useServerAndBrowser();
const STRIP = 48;  // a folded family's strip on a phone (table_layout.cpp kStrip)

async function open(query, context) {
    const { page, context: ctx, problems } = await openWatchedPage(t.browser, context);
    await page.goto(`${t.origin}/index.html?test=1&timescale=25&game=lacosanostra&${query}`);
    await waitForFrames(page, 1, 30000, page);
    return { page, ctx, problems };
}

describe('La Cosa Nostra: the table shows the action', () => {
    it('marks the named player\'s band and the target card', { timeout: 300000 }, async () => {
        const { page, ctx, problems } = await open('seats=person,normal,normal&seed=7', { viewport: { width: 1280, height: 800 } });
        try {
            const driver = new LcnDriver(page, page, { random: makeRandom(71) });
            let band = null, card = null;
            for (let taps = 0; taps < 1500 && !(band && card); taps++) {
                const hook = driver.next ?? await driver.snapshot();
                const g = hook.game;
                if (g.named >= 0) {
                    assert.ok(g.aimed.includes(`band:${g.named}`), `the named seat's band is marked: ${JSON.stringify(g.aimed)}`);
                    band = band ?? g.aimed;
                    const marked = g.aimed.filter((id) => /^(gangster|business):/.test(id));
                    assert.ok(marked.length <= 1, `one target card at most: ${marked}`);
                    for (const id of marked) {
                        assert.ok(hook.items.some((i) => i.id === id), `the target ${id} is on screen`);
                        card = id;
                    }
                } else {
                    assert.deepEqual(g.aimed.filter((id) => id.startsWith('band:')), [], 'no band marked without a name');
                }
                if (!(await driver.step())) break;
            }
            assert.ok(band, 'a player was named as a target');
            assert.ok(card, 'a target card was marked');
            assert.deepEqual(problems, []);
        } finally {
            await ctx.close();
        }
    });

    it('shows the roller\'s band on a phone with the job and the number in the headline', { timeout: 300000 }, async () => {
        const { page, ctx, problems } = await open('players=4&seed=4', {
            viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, hasTouch: true, isMobile: true });
        try {
            const driver = new LcnDriver(page, page, { touch: true, random: makeRandom(41) });
            let roll = null, done = 0;
            for (let taps = 0; taps < 1500 && !roll; taps++) {
                const hook = driver.next ?? await driver.snapshot();
                const g = hook.game;
                if (g.screen === 'private' && g.done && g.actions.every((a) => a.enabled)) {
                    const own = g.seats[g.holder].name;
                    assert.ok(g.headline.includes(own), `"${g.headline}" names ${own}`);
                    for (const [i, s] of g.seats.entries()) {
                        if (i !== g.holder) assert.ok(!g.headline.includes(s.name), `"${g.headline}" names ${s.name}`);
                    }
                    done++;
                }
                if (g.roller > 0 && g.actions.some((a) => a.id === 'button:roll' && a.enabled)) roll = hook;
                else if (!(await driver.step())) break;
            }
            assert.ok(done > 0, 'a finished private screen was seen');
            assert.ok(roll, 'a roll by another seat than the first');
            const g = roll.game;
            const bands = roll.items.filter((i) => i.id.startsWith('band:'));
            assert.equal(bands.length, 4);
            for (const b of bands) {
                const large = b.id === `band:${g.roller}`;
                assert.equal(b.h > STRIP, large, `${b.id} (${b.h} px) for the roller ${g.roller}`);
            }
            assert.ok(g.headline.includes(g.seats[g.roller].name), g.headline);
            assert.match(g.headline, /: .+, each die [1-6] or more$/, 'the job and the number to roll');
            assert.deepEqual(problems, []);
        } finally {
            await ctx.close();
        }
    });
});
