// tests/browser/famiglia/fam_card_details.test.mjs — tap to read: a tap on a Famiglia card that takes no move opens
// its details (the hook's game.details, the card's code), whole and no text under 11 px (window.gameTest.text), and
// the next tap, on a card that has a move, only closes them; then that card's tap works. At 1280x800 and 800x600 (mouse,
// English and German), 390x844 and 360x640 (touch, both), each with a picture of the open details:
// build/screenshots/fam-details-<size>-<lang>.png. About 20 s.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { saveScreenshot, useServerAndBrowser } from '../harness.mjs';
import { Driver, makeRandom } from '../driver.mjs';

const t = useServerAndBrowser();
const PHONE = { deviceScaleFactor: 2, hasTouch: true, isMobile: true };
const SIZES = [
    { tag: '1280x800', viewport: { width: 1280, height: 800 }, langs: ['en'] },
    { tag: '800x600', viewport: { width: 800, height: 600 }, langs: ['de'] },  // an embed's size, by mouse
    { tag: '390x844', viewport: { width: 390, height: 844 }, ...PHONE, langs: ['en', 'de'] },
    { tag: '360x640', viewport: { width: 360, height: 640 }, ...PHONE, langs: ['en', 'de'] },
];

// The code of the person's first hand card that no legal move names (it pays, moves and acts in none), and a Street
// card a legal move takes or refreshes.
function cards(hook) {
    const legal = hook.game.state.legal;
    const named = new Set(legal.flatMap((m) => m.split(' ').slice(1)));
    const hand = hook.items.map((i) => i.id).filter((id) => id.startsWith('hand:')).map((id) => id.slice(5));
    const street = legal.filter((m) => /^(take|refresh) /.test(m)).map((m) => m.split(' ')[1]);
    return { idle: hand.find((c) => !named.has(c)), street: street[0] };
}

for (const size of SIZES) {
    for (const lang of size.langs) {
        describe(`Famiglia's cards are read by a tap at ${size.tag} (${lang})`, () => {
            it('a tap on a card without a move opens its details, the next tap only closes them',
               { timeout: 120000 }, async () => {
                   const { tag, langs, ...options } = size;
                   const { context, page, problems } =
                       await t.openPage(`/index.html?test=1&timescale=25&level=normal&seed=3&lang=${lang}`, options);
                   try {
                       const driver = new Driver(page, page, { touch: !!options.hasTouch, random: makeRandom(3) });
                       await driver.waitFor((g) => g.screen === 'table' && g.my_turn, 'the person\'s turn');
                       let hook = await driver.rest().then(() => driver.hook());
                       const { idle, street } = cards(hook);
                       assert.ok(idle && street,
                                 `a hand card without a move and a Street card with one: ${hook.game.state.legal}`);
                       const moves = hook.game.moves.length;
                       assert.ok(!hook.game.details, 'no details before the tap');

                       await driver.click(`hand:${idle}`);
                       hook = await driver.hook();
                       assert.equal(hook.game.details, idle, 'the tapped card\'s details are open');
                       assert.equal(hook.game.moves.length, moves, 'the tap made no move');
                       assert.equal(hook.text.cut, 0, `the details whole: ${hook.text.cuts}`);
                       assert.ok(hook.text.smallest_px >= 11, `no text under 11 px: ${JSON.stringify(hook.text.small)}`);
                       await saveScreenshot(await page.screenshot(), `fam-details-${tag}-${lang}.png`);

                       // The next tap, on a card that has a move, closes the details and plays nothing.
                       await driver.click(`street:${street}`);
                       hook = await driver.hook();
                       assert.equal(hook.game.details, null, 'the next tap closes the details');
                       assert.equal(hook.game.screen, 'table', 'and opens no chooser');
                       assert.equal(hook.game.moves.length, moves, 'and makes no move');
                       // Then that card keeps its tap: its ways open.
                       await driver.click(`street:${street}`);
                       await driver.waitFor((g) => g.screen === 'choice' || g.moves.length > moves,
                                            'the Street card\'s ways');
                       assert.deepEqual(problems, []);
                   } finally {
                       await context.close();
                   }
               });
        });
    }
}
