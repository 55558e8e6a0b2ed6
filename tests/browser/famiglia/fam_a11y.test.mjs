// tests/browser/famiglia/fam_a11y.test.mjs — Famiglia played through the accessibility tree alone, as a screen reader
// or keyboard user plays it: the page's mirror of the canvas (shell/ui/mirror.h) read as an ARIA snapshot, never the
// test hook's state or a coordinate. A whole game against the computer at 1280x800 by the keys on the canvas alone
// (Tab, Shift+Tab, Y, Enter, Escape: a11y.mjs keyPresser; test=1 only for the page's quick clock and to time the
// keys), every kind of move among them; a few turns so in German at 800x600; on a phone without test=1, the other
// player's strip in words and a Street card pressed by its mirror button; in German, the key Y. The whole game costs most of the
// file's time (a press is a few keys, each a frame or two of a 1280x800 canvas).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { PICTURE_GAP, openWatchedPage, useServerAndBrowser } from '../harness.mjs';
import { holdKey, makeRandom } from '../driver.mjs';
import { buttonsUnder, hasButton, keyPresser, playStep, press, readTree, waitForTree, wordsUnder } from '../a11y.mjs';

const t = useServerAndBrowser();
const HAND_CARD = /^(Hand card|Handkarte) /;

// holdKey's driver (driver.mjs): the page's frame counter only times the keys.
const keyDriver = (page) => ({ page, target: page, hook: () => page.evaluate(() => ({ frames: window.gameTest.frames })), settle: async () => {} });

// Plays by keys (a11y.mjs keyPresser) until `stop(tree, takes so far)`, each step decided from the tree as a person
// would: a way of the chooser open; in the Swap step a card of the own play area and then one of the hand, or "Done
// swapping"; else a Street card (its ways), now and then a card of the own hand (an Accountant, a Brute, a payer) or
// Pass; with none enabled, the computer's turn. A button pressed for nothing is left until the enabled ones change.
// Returns the tree at the stop and the kinds of moves made (a way's first word, "value" for a Brute's, the family of
// a hand card pressed, "swap").
async function playByKeys(page, tree, keys, seed, stop, maxPresses = 500) {
    const random = makeRandom(seed);
    const pick = (list) => list[Math.floor(random() * list.length)];
    const count = { presses: 0, waits: 0, unanswered: 0 };
    const kinds = new Set();
    let takes = 0, half = false, refused = new Set(), enabled = '';  // refused: pressed for nothing, the same enabled
    while (!stop(tree, takes)) {
        assert.ok(count.presses < maxPresses && count.waits < 200, `the game went on within ${maxPresses} presses:\n${tree.text}`);
        const ways = buttonsUnder(tree, /^(Your choices|Deine Möglichkeiten)$/);
        const hand = buttonsUnder(tree, /^(Your hand|Deine Hand)$/).filter((n) => !refused.has(n));
        const area = buttonsUnder(tree, /^(Your play area|Deine Auslage)$/);
        const street = buttonsUnder(tree, /^(Table|Tisch)$/).filter((n) => /^(Street card|Straßenkarte) /.test(n) && !refused.has(n));
        const end = ['Pass and end the game', 'Passen und Spiel beenden'].find((n) => hasButton(tree, n));
        const done = ['Done swapping', 'Fertig getauscht'].find((n) => hasButton(tree, n));
        const pass = ['Pass', 'Passen'].find((n) => hasButton(tree, n));
        let name = null;
        if (ways.length > 0) {
            name = pick(ways);
            kinds.add(/^(value|Wert) /.test(name) ? 'value' : name.split(/[ :]/)[0]);
            takes += /^Take |nehmen$/.test(name) ? 1 : 0;
        }
        else if (end) name = end, kinds.add('Pass and end the game');
        else if (done && half) name = pick(hand), half = false, kinds.add('swap');  // the swap's second half
        else if (done) name = area.length > 0 && random() < 0.7 ? pick(area) : done, half = name !== done;
        else if (pass) {
            const r = random();
            name = r < 0.08 || street.length === 0 ? pass : r < 0.3 && hand.length > 0 ? pick(hand) : pick(street);
            if (hand.includes(name)) kinds.add(name.split(' ')[2]);
        }
        const before = buttonsUnder(tree, /./).join('\n');
        tree = await playStep(page, tree, name, count, keys);
        const after = buttonsUnder(tree, /./).join('\n');
        if (after !== enabled) refused.clear(), enabled = after;
        if (name !== null && after === before && !done) refused.add(name);
    }
    return { tree, kinds };
}

// Without test=1: no test hook, only what any visitor's page has (the harness's openPage waits for the hook).
async function openGame(query, viewport = { width: 800, height: 600 }) {
    const { context, page, problems } = await openWatchedPage(t.browser, { viewport });
    await page.goto(`${t.origin}/index.html?${query}`);
    return { context, page, problems };
}

describe('Famiglia through the accessibility tree', () => {
    it('a whole game against the computer by the keys on the canvas alone', { timeout: 300000 }, async () => {
        const { context, page, problems } = await t.openPage(`/index.html?test=1&${PICTURE_GAP}&timescale=25&level=beginner&seed=7`,
                                                             { viewport: { width: 1280, height: 800 } });
        try {
            const driver = keyDriver(page);
            let tree = await waitForTree(page, (x) => hasButton(x, 'Pass'), 'your first turn');
            assert.match(tree.said, /take|Refresh|refresh/i, 'the live status says what to do');
            assert.ok(buttonsUnder(tree, 'Table').some((n) => /^Street card (La Famiglia|Accountants|Brutes|Mercenaries) \d$/.test(n)),
                      `Street cards are buttons named in words:\n${tree.text}`);
            // The legend of the step bar is among the stops: Enter opens the rules sheet there, Esc closes it.
            const keys = keyPresser(driver, HAND_CARD, 1500);
            tree = await keys(page, '?', tree);
            assert.ok(hasButton(tree, 'Close') && !hasButton(tree, 'Pass'), `the rules sheet:\n${tree.text}`);
            await holdKey(driver, 'Escape');
            tree = await waitForTree(page, (x) => hasButton(x, 'Pass'), 'the table again');
            // What the table shows in words: both scores, the computer's open hand and play area card by card.
            const seen = { area: false };
            const { kinds } = await playByKeys(page, tree, keys, 7, (x) => {
                if (hasButton(x, 'Pass')) {
                    const words = wordsUnder(x, "The other player's cards");
                    assert.deepEqual(wordsUnder(x, 'Score').map((w) => w.replace(/\d+/, 'N')).sort(), ['Computer N VP', 'You N VP'], x.text);
                    assert.equal(words.length, 2, x.text);
                    assert.match(words[0], /^Hand: (La Famiglia|Accountants|Brutes|Mercenaries) \d(, |$)/, x.text);
                    assert.match(words[1], /^Play area: (0|(La Famiglia|Accountants|Brutes|Mercenaries) \d(, |$))/, x.text);
                    seen.area ||= words[1] !== 'Play area: 0';
                }
                return hasButton(x, 'Play again');
            });
            assert.ok(seen.area, "the computer's play area said card by card");
            for (const kind of ['Take', 'Refresh', 'value', 'Accountants', 'Brutes', 'swap'])
                assert.ok(kinds.has(kind), `a move of each kind by keys (${kind}): ${[...kinds]}`);
            tree = await readTree(page);
            assert.match(tree.said, /win|lose|shared/i, `the end is said:\n${tree.said}`);
            // The score table as words: a row per family and the totals, each player's points.
            assert.match(tree.said, /Brutes: \S.* \d+, \S.* \d+/, `the end's score table is said:\n${tree.said}`);
            assert.match(tree.said, /Total: \S.* \d+, \S.* \d+/, `the totals are said:\n${tree.said}`);
            tree = await keys(page, 'Play again', tree);
            await waitForTree(page, (x) => !hasButton(x, 'Play again') && /take|Refresh|refresh/i.test(x.said), 'the next game');
            assert.deepEqual(problems, []);
        } finally {
            await context.close();
        }
    });

    it('in German at 800x600 a few turns by keys', { timeout: 200000 }, async () => {
        const { context, page, problems } = await t.openPage(`/index.html?test=1&${PICTURE_GAP}&timescale=25&level=beginner&seed=8&lang=de`,
                                                             { viewport: { width: 800, height: 600 } });
        try {
            const driver = keyDriver(page);
            const tree = await waitForTree(page, (x) => hasButton(x, 'Passen'), 'your first turn');
            assert.equal(wordsUnder(tree, 'Punkte').length, 2, tree.text);
            assert.match(wordsUnder(tree, 'Karten des Gegenübers').join('\n'), /Karten auf der Hand · Auslage: 0$/, tree.text);
            await playByKeys(page, tree, keyPresser(driver, HAND_CARD, 1500), 5, (x, takes) => takes >= 3, 80);
            assert.deepEqual(problems, []);
        } finally {
            await context.close();
        }
    });

    it('on a phone with hidden hands, the other player in words as its strip shows them, no card of the hand', { timeout: 60000 }, async () => {
        const { context, page, problems } = await openGame('level=person&seed=7', { width: 390, height: 844 });
        try {
            let tree = await waitForTree(page, (x) => buttonsUnder(x, /./).length > 0, 'the first screen');
            if (!hasButton(tree, 'Pass')) tree = await press(page, buttonsUnder(tree, /./)[0], tree);  // the hand-off
            tree = await waitForTree(page, (x) => hasButton(x, 'Pass'), 'the first turn');
            assert.deepEqual(wordsUnder(tree, "The other player's cards"), ['4 cards in hand · Play area: 0'], tree.text);
            assert.equal(wordsUnder(tree, 'Score').length, 2, tree.text);
            assert.ok(!/paragraph:.*(La Famiglia|Accountants|Brutes|Mercenaries) \d/.test(tree.text), tree.text);
            const street = buttonsUnder(tree, 'Table').find((n) => n.startsWith('Street card'));
            const after = await press(page, street, tree);
            assert.ok(after.said !== tree.said || hasButton(after, /^(Take|Refresh)/), `"${street}" answered:\n${after.text}`);
            assert.deepEqual(problems, []);
        } finally {
            await context.close();
        }
    });

    it('in German the mirror speaks German, and the key Y puts the focus ring on the own hand', { timeout: 60000 }, async () => {
        const { context, page, problems } = await openGame('level=beginner&seed=7&lang=de');
        try {
            const tree = await waitForTree(page, (x) => hasButton(x, 'Passen'), 'the first turn');
            assert.equal(await page.locator('html').getAttribute('lang'), 'de');
            assert.ok(buttonsUnder(tree, 'Tisch').some((n) => n.startsWith('Straßenkarte ')), tree.text);
            await page.locator('#canvas').focus();
            await page.keyboard.press('y');
            const current = page.locator('button[aria-current="true"]');
            await current.waitFor({ state: 'attached', timeout: 10000 });
            assert.match(await current.textContent(), /^Handkarte /, 'the focus ring on a card of the own hand');
            // Enter on the canvas taps what the ring is on, as the mirror's button would: a card not usable now says why.
            // Held over a few frames: ImGui 1.86 sees no key pressed and released between two frames.
            const before = await readTree(page);
            await page.keyboard.down('Enter');
            await new Promise((resolve) => setTimeout(resolve, 300));
            await page.keyboard.up('Enter');
            await waitForTree(page, (x) => x.said !== before.said && /La Famiglia 0|Buchhalter 0|Brutale 0|Söldner 0/.test(x.said),
                              'the tap on the card answered in the live status', 10000);
            assert.deepEqual(problems, []);
        } finally {
            await context.close();
        }
    });
});
