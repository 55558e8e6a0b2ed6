// tests/browser/lacosanostra/lcn_a11y.test.mjs — La Cosa Nostra through the accessibility tree alone, as a screen
// reader user plays it: the page's mirror of the canvas (shell/ui/mirror.h) read as an ARIA snapshot, its buttons
// pressed by name with Enter (tests/browser/a11y.mjs); never the test hook's state or a coordinate (test=1 only for
// the page's quick clock, timescale=, and to time held keys). A whole first round alone against two computers; the
// same by the keys on the canvas alone (Tab, Shift+Tab, Y, Enter: a11y.mjs keyPresser); rounds III and IV by keys
// from a link (the dice, the claims, payday, a deal on the deal sheet, the end screen and its story: about 75 s, the
// rest of a game's kinds of decisions); the start screen's Tab stops; on a phone, every Tab stop a button of the
// mirror and the bands saying what they draw; and a 3-person hot-seat first round in which no hand-off screen's tree
// holds a card of any hand.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { PICTURE_GAP, testHook, useServerAndBrowser } from '../harness.mjs';
import { holdKey, makeRandom } from '../driver.mjs';
import { buttonsUnder, changed, currentButton, hasButton, keyPresser, playStep, press, readTree, waitForTree, wordsUnder } from '../a11y.mjs';

const t = useServerAndBrowser();

// The link the page gave at the start of round III of `seats=person,easy,easy&seed=3` (Blundetto the person, played
// by names): rounds III and IV by keys start from it, round I's decisions are the other keys test's.
const ROUND_III =
    'v2.NArDEcruWRH5u8tWRse8aOIz4_GWcuqWcMJjhVDnMTwEK_cOmVLSxVnWVubpYqO6SSuB2PoaMkqK185JWFTeHmX341WvBpjkSiURrcql20T' +
    'BXSNPeFWo8DOLzg2sBFc7GB452VKPntxRm6cVNJEk8DU36t2GKTX0MsPQtiCXO5HkgVIarEWSU6lp5hauXcRqjVIO9liMi1HC0OLDwWeADcJAn53Cvgka6zgquPWPc_OFUKjsHNCeSKWpmDUSxLqrPIVm7LWZQorK3juQmlCIPIB6FAzFNA0TW_';

// Buttons that make no move: the menu, the legend, the log, undo, the hint, the deal sheet, a card's first tap
// taken back, and "my cards" (hot-seat: the device goes to that seat).
const NO_MOVE = /^(Menu|\?|Log|Undo|Hint|Deal|Back|Rules)$|: my cards$/;
const CLAIM = / reacts$/;
const DONE = /^(Done - pass the device|Hide|Done - hide my cards)$/;
const HAND_OFF = /Pass the device to (.+?)(?: |$)/;
const HAND_CARD = /^(Order card|Influence card): /;

function roundOf(tree) {
    const m = /Round (I|II|III|IV) ·/.exec(tree.said);
    return m ? m[1] : null;
}

// Where Tab puts the ring, once per button of the mirror and once more: null where the ring is on no button of the
// mirror (a Tab stop without words).
async function tabStops(driver) {
    const stops = [];
    for (let i = 0; i <= buttonsUnder(await readTree(driver.page), /./).length; i++) {
        await holdKey(driver, 'Tab');
        stops.push(await currentButton(driver.page));
    }
    return stops;
}

// Plays by names until `stop(tree)`: on a hand-off, the named person's button; else a random move (one that matches
// `prefer` when there is one), a claim now and then (`claims`: its chance), "Done" when nothing else is left. `onTree` sees every tree read; `pressWith` presses (a11y.mjs press).
async function play(page, { seed, stop, onTree = () => {}, maxPresses = 900, pressWith = press, claims: claimRate = 0.02,
    prefer = null }) {
    const random = makeRandom(seed);
    const pick = (list) => list[Math.floor(random() * list.length)];
    let tree = await readTree(page);
    const count = { presses: 0, waits: 0, unanswered: 0 };
    while (!stop(tree)) {
        onTree(tree);
        assert.ok(count.presses < maxPresses && count.waits < 100, `the round ended within ${maxPresses} presses; the tree:\n${tree.text}`);
        const enabled = tree.areas.flatMap((a) => a.buttons.filter((b) => !b.disabled).map((b) => b.name));
        const handOff = HAND_OFF.exec(tree.said);
        const moves = enabled.filter((n) => !NO_MOVE.test(n) && !CLAIM.test(n) && !DONE.test(n));
        const claims = enabled.filter((n) => CLAIM.test(n));
        const done = enabled.filter((n) => DONE.test(n));
        let name = null;
        if (handOff && enabled.some((n) => tree.said.includes(`Pass the device to ${n}`))) {
            name = enabled.find((n) => tree.said.includes(`Pass the device to ${n}`));
        } else if (claims.length > 0 && (moves.length === 0 || random() < claimRate)) {
            name = pick(claims);
        } else if (prefer && moves.some((n) => prefer.test(n))) {
            name = pick(moves.filter((n) => prefer.test(n)));
        } else if (moves.length > 0) {
            name = pick(moves);
        } else if (done.length > 0) {
            name = done[0];
        }
        tree = await playStep(page, tree, name, count, pressWith);
    }
    return tree;
}

describe('La Cosa Nostra through the accessibility tree', () => {
    it('a whole first round alone against two computers', { timeout: 300000 }, async () => {
        const { context, page, problems } = await t.openPage(
            `/index.html?test=1&${PICTURE_GAP}&timescale=25&game=lacosanostra&seats=person,easy,easy&seed=3`,
            { viewport: { width: 800, height: 600 } });
        try {
            await waitForTree(page, (x) => roundOf(x) === 'I', 'round I');
            const headings = new Set();
            await play(page, {
                seed: 3,
                stop: (x) => roundOf(x) === 'II',
                onTree: (x) => x.areas.forEach((a) => headings.add(a.heading)),
            });
            assert.ok([...headings].some((h) => /^The .+ family$/.test(h)), `a heading per family: ${[...headings]}`);
            assert.ok(headings.has('Market'), `the market's heading: ${[...headings]}`);
            assert.ok(headings.has('Your hand'), `solo: the person's hand on the table: ${[...headings]}`);
            assert.deepEqual(problems, []);
        } finally {
            await context.close();
        }
    });

    it('a first round alone by the keyboard on the canvas alone', { timeout: 400000 }, async () => {
        const { context, page, problems } = await t.openPage(
            `/index.html?test=1&${PICTURE_GAP}&timescale=25&game=lacosanostra&seats=person,easy,easy&seed=3`,
            { viewport: { width: 1280, height: 800 } });
        try {
            const driver = { page, target: page, hook: () => testHook(page), settle: async () => {} };
            await waitForTree(page, (x) => roundOf(x) === 'I', 'round I');
            const pressed = new Set();
            const keys = keyPresser(driver, HAND_CARD);
            let ordersNamed = 0;  // planning screens that ask for a gangster first and name the order cards
            const actsSaid = new Set();  // the computers' acts the live status said (the log column's newest line)
            await play(page, {
                seed: 4,
                stop: (x) => roundOf(x) === 'II',
                onTree: (x) => {
                    if (/gangster, then an order card/.test(x.said) && x.text.includes('button "Order card: ')) ordersNamed++;
                    for (const act of x.said.match(/\b(Calmuti|LaServa|Blundetto|Caruso|DiMaggio) (gave|sends) \S+/g) ?? [])
                        actsSaid.add(act);
                },
                pressWith: async (p, name, before) => (pressed.add(name.replace(/[ :].*/, '')), keys(p, name, before)),
            });
            for (const kind of ['Gangster', 'Order', 'Influence', 'Business'])
                assert.ok(pressed.has(kind), `a ${kind} card pressed by keys: ${[...pressed]}`);
            assert.ok(ordersNamed > 0, "the mirror names the hand's order cards before a gangster is picked");
            assert.ok(actsSaid.size >= 2, `the live status says the computers' acts: ${[...actsSaid]}`);
            // Y, "your hand", puts the ring on a card of the own hand, also when none takes a tap now; Enter on such a
            // card says why.
            const before = await waitForTree(page, (x) => hasButton(x, /^Keep the cards/), 'round II\'s draw');
            await holdKey(driver, 'y');
            assert.match(await currentButton(page), HAND_CARD);
            await holdKey(driver, 'Enter');
            const after = await waitForTree(page, (x) => x.said !== before.said, 'why, in the live status', 10000);
            assert.ok(hasButton(after, /^Keep the cards/), `Enter on it made no move:\n${after.text}`);
            // ... and opens its details, which the live status says; Escape closes them, not the table.
            const title = (await currentButton(page)).replace(/^[^:]*: /, '');  // "Order card: Job: ..." -> "Job: ..."
            assert.ok(after.said.includes(title), `the details of "${title}" said:\n${after.said}`);
            await holdKey(driver, 'Escape');
            const closed = await waitForTree(page, (x) => !x.said.includes(title), 'the details closed', 10000);
            assert.ok(hasButton(closed, /^Keep the cards/), `Escape closed only the details:\n${closed.text}`);
            assert.deepEqual(problems, []);
        } finally {
            await context.close();
        }
    });

    it('rounds III and IV, a deal and the end screen alone by the keyboard on the canvas', { timeout: 300000 }, async () => {
        const { context, page, problems } = await t.openPage(`/index.html?test=1&${PICTURE_GAP}&timescale=25#${ROUND_III}`,
            { viewport: { width: 1280, height: 800 } });
        try {
            const driver = { page, target: page, hook: () => testHook(page), settle: async () => {} };
            // Forward Tab until the ring is on the `nth` button (0: the next) named `name`, then Enter: the deal
            // sheet names both parties' rows and cash steppers alike.
            const tabTo = async (name, nth = 0) => {
                const before = await readTree(page);
                for (let keys = 0; ; keys++) {
                    assert.ok(keys < 60, `Tab reaches "${name}" #${nth}:\n${(await readTree(page)).text}`);
                    await holdKey(driver, 'Tab');
                    if ((await currentButton(page)) === name && nth-- === 0) break;
                }
                await holdKey(driver, 'Enter');
                return changed(page, before);
            };
            await waitForTree(page, (x) => roundOf(x) === 'III', 'round III of the link');
            const pressed = new Set();
            const keys = keyPresser(driver, HAND_CARD);
            let dealt = null;
            const bands = new Set();  // what the mirror said under a family's heading besides its gangsters
            const end = await play(page, {
                seed: 7,
                claims: 0.5,
                prefer: /^(Roll the dice|Reveal|Caruso|LaServa)$/,  // an act with dice: a target named, revealed
                stop: (x) => hasButton(x, 'Play again'),
                onTree: (x) => {
                    for (const a of x.areas.filter((a) => /^The .+ family$/.test(a.heading))) {
                        if (a.words.some((n) => /^(Blundetto|Caruso|LaServa)\b/.test(n))) bands.add('name');
                        if (a.words.some((n) => /^\$[\d,]+ +Laundered \$[\d,]+ +Orders \d/.test(n))) bands.add('facts');
                        if (a.buttons.some((b) => /^Business: /.test(b.name))) bands.add('business');
                    }
                },
                pressWith: async (p, name, before) => {
                    pressed.add(name.replace(/:.*| - .*| \w+ of the .*/, '').replace(/^(Blundetto|Caruso|LaServa)$/, 'a family'));
                    if (dealt === null && hasButton(before, 'Deal')) {
                        // Once: the deal sheet by keys, $1,000 from Blundetto to Caruso for nothing.
                        await tabTo('Deal');
                        await tabTo('Caruso');
                        await tabTo('Blundetto');
                        const summary = await tabTo('More money', 1);
                        assert.match(summary.said, /You give: \$1,000/, `the sheet's deal said:\n${summary.said}`);
                        // The money the steppers change is read before them, with whose it is.
                        assert.ok(summary.areas.some((a) => a.words.includes('You give: $1,000')), summary.text);
                        const answer = await tabTo('Ask Caruso');
                        assert.match(answer.said, /Caruso accepts the deal/, `the computer's answer said:\n${answer.said}`);
                        await tabTo('Blundetto agrees');
                        await tabTo('Make the deal');
                        // The first change after Enter may come before the frame that makes the deal (a loaded
                        // machine); the planning turn stays Blundetto's, so the status holds the deal until he acts.
                        dealt = await waitForTree(page, (x) => /\bDeal: /.test(x.said), 'the deal made', 10000);
                        return dealt;
                    }
                    return keys(p, name, before);
                },
            });
            assert.match(dealt.said, /Deal: Blundetto gives: \$1,000 \/ Caruso gives: nothing/, `the deal made:\n${dealt.said}`);
            // ("Roll the dice" is pressed when the table waits for it; an act revealed often rolls at once.)
            for (const kind of ['Keep the cards', 'Gangster', 'Order card', 'Reveal', 'a family', 'Blundetto reacts',
                'Pass', 'Play nothing'])
                assert.ok(pressed.has(kind), `"${kind}" pressed by keys: ${[...pressed]}`);
            // The end screen says who won and each family's score card, row by row.
            assert.match(end.said, /\b(Blundetto|Caruso|LaServa) wins\b|Shared win: /, `the winner said:\n${end.said}`);
            assert.ok(end.areas.some((a) => a.words.some((n) => /^Total \$[\d,]+$/.test(n))), `a score card:\n${end.text}`);
            // A family's band as drawn at 1280x800: its name, its facts and the businesses it holds.
            assert.deepEqual([...bands].sort(), ['business', 'facts', 'name'], 'the bands said');
            // The end screen's story, on a screen tall enough to hold it: every swing a Tab stop with its words.
            await page.setViewportSize({ width: 1280, height: 1600 });
            await waitForTree(page, (x) => hasButton(x, /^Round (I|II|III|IV): \S+ moved /), 'the story\'s swings');
            const stops = await tabStops(driver);
            assert.ok(!stops.includes(null), `a Tab stop the mirror lacks: ${stops.join(' | ')}`);
            await keys(page, 'Replay', await readTree(page));
            // The replay's buttons take no Tab (its keys step it, lcn_replay.test.mjs); the mirror names them.
            await waitForTree(page, (x) => x.text.includes('button "Turn »"'), 'the replay by keys');
            assert.deepEqual(problems, []);
        } finally {
            await context.close();
        }
    });

    it('every Tab stop of the start screen says its words, the families and the options too', { timeout: 60000 }, async () => {
        const { context, page, problems } = await t.openPage('/index.html?test=1&game=lacosanostra',
            { viewport: { width: 1280, height: 1400 } });
        try {
            const driver = { page, target: page, hook: () => testHook(page), settle: async () => {} };
            await press(page, 'Choose families', await waitForTree(page, (x) => hasButton(x, 'Choose families'), 'the start screen'));
            const tree = await waitForTree(page, (x) => hasButton(x, 'Blundetto'), 'a family to choose by name');
            assert.ok(hasButton(tree, 'Short game (3 rounds)'), `an option by its words:\n${tree.text}`);
            // A switch says whether it is on, and a press turns it; a choice's option too (the pace: normal at first).
            const button = (x, name) => x.areas.flatMap((a) => a.buttons).find((b) => b.name === name);
            const short = button(tree, 'Short game (3 rounds)').pressed;
            const pressed = (name) => page.getByRole('button', { name, exact: true }).first().getAttribute('aria-pressed');
            assert.deepEqual([await pressed('Slow'), await pressed('Fast')], ['false', 'false'], 'the pace: not chosen');
            assert.ok(await page.getByRole('button', { name: 'Normal', exact: true, pressed: true }).count() >= 1,
                'the pace: normal, chosen');
            await press(page, 'Short game (3 rounds)', tree);
            await waitForTree(page, (x) => button(x, 'Short game (3 rounds)').pressed !== short, 'the switch turned');
            const stops = await tabStops(driver);
            assert.ok(!stops.includes(null), `a Tab stop the mirror lacks: ${stops.join(' | ')}`);
            assert.deepEqual(problems, []);
        } finally {
            await context.close();
        }
    });

    it('on a phone Page Down brings the start screen\'s options below the fold to the keys', { timeout: 60000 }, async () => {
        const { context, page, problems } = await t.openPage('/index.html?test=1&game=lacosanostra',
            { viewport: { width: 360, height: 640 } });
        try {
            const driver = { page, target: page, hook: () => testHook(page), settle: async () => {} };
            const option = 'Short game (3 rounds)';
            let tree = await waitForTree(page, (x) => hasButton(x, 'Start the game'), 'the start screen');
            const top = tree;
            // Below the fold an option takes no focus and is no button of the mirror: only a scroll brings it.
            assert.ok(!hasButton(tree, option), `the option is below the fold at 360x640:\n${tree.text}`);
            for (let k = 0; k < 6 && !hasButton(tree, option); k++) {
                await holdKey(driver, 'PageDown');
                tree = await readTree(page);
            }
            assert.ok(hasButton(tree, option), `Page Down reached the option:\n${tree.text}`);
            const stops = await tabStops(driver);
            assert.ok(stops.includes(option), `the option is a Tab stop: ${stops.join(' | ')}`);
            await holdKey(driver, 'PageUp');
            await holdKey(driver, 'PageUp');
            tree = await waitForTree(page, (x) => !hasButton(x, option), 'Page Up back to the top');
            assert.deepEqual(buttonsUnder(tree, /./), buttonsUnder(top, /./), 'the top again');
            assert.deepEqual(problems, []);
        } finally {
            await context.close();
        }
    });

    it('on a phone every Tab stop is a button of the mirror, the folded bands too', { timeout: 120000 }, async () => {
        const { context, page, problems } = await t.openPage(
            `/index.html?test=1&${PICTURE_GAP}&timescale=25&game=lacosanostra&seats=person,easy,easy&seed=3`,
            { viewport: { width: 390, height: 844 } });
        try {
            const driver = { page, target: page, hook: () => testHook(page), settle: async () => {} };
            await waitForTree(page, (x) => hasButton(x, /^Keep the cards/), 'the first draw');
            const stops = await tabStops(driver);
            assert.ok(!stops.includes(null), `a Tab stop the mirror lacks: ${stops.join(' | ')}`);
            assert.ok(stops.some((n) => /^The .+ family, \$\d/.test(n)), `a folded band by its family and cash: ${stops.join(' | ')}`);
            // A band says what it draws: at 390x844 each strip its name and facts, under its family's heading; at
            // 360x640 the strips fold into a row of badges and cash, and only the open band says its facts.
            const tree = await readTree(page);
            const facts = (x) => x.areas.filter((a) => a.words.some((n) => /^\$[\d,]+ +Laundered /.test(n))).map((a) => a.heading);
            assert.deepEqual(facts(tree), ['The Blundetto family', 'The Caruso family', 'The LaServa family'], tree.text);
            await page.setViewportSize({ width: 360, height: 640 });
            await waitForTree(page, (x) => facts(x).join() === 'The Blundetto family', 'only the open band\'s facts at 360x640');
            // A phone has no log column: its log sheet says the lines it shows, under the sheet's name, the newest too.
            await press(page, (await readTree(page)).areas.flatMap((a) => a.buttons).find((b) => /^Keep the cards/.test(b.name)).name,
                        await readTree(page));
            await page.waitForFunction(() => window.gameTest.game?.log_last, null, { timeout: 30000, polling: 50 });
            await press(page, 'Log', await readTree(page));
            const log = await waitForTree(page, (x) => wordsUnder(x, 'Log').length > 0, 'the log sheet\'s lines');
            const newest = (await testHook(page)).game.log_last;
            assert.ok(wordsUnder(log, 'Log').includes(newest), `"${newest}" in the sheet's words:\n${log.text}`);
            assert.deepEqual(problems, []);
        } finally {
            await context.close();
        }
    });

    it('no hand-off screen of a 3-person game holds a card of any hand', { timeout: 400000 }, async () => {
        const { context, page, problems } = await t.openPage(
            `/index.html?test=1&${PICTURE_GAP}&timescale=25&game=lacosanostra&players=3&seed=3`, { viewport: { width: 1280, height: 800 } });
        try {
            await waitForTree(page, (x) => HAND_OFF.test(x.said) || roundOf(x) === 'I', 'the first screen');
            const seen = new Set();  // every hand card's name a private screen showed
            let handOffs = 0;
            await play(page, {
                seed: 5,
                stop: (x) => roundOf(x) === 'II',
                onTree: (x) => {
                    const cards = x.areas.flatMap((a) => a.buttons.map((b) => b.name)).filter((n) => HAND_CARD.test(n));
                    if (!HAND_OFF.test(x.said)) {
                        cards.forEach((n) => seen.add(n));
                        return;
                    }
                    handOffs++;
                    assert.deepEqual(cards, [], `hand cards on a hand-off:\n${x.text}`);
                    assert.ok(!x.areas.some((a) => a.heading === 'Your hand'), `a hand on a hand-off:\n${x.text}`);
                    for (const card of seen) {
                        const name = card.slice(card.indexOf(': ') + 2);
                        assert.ok(!x.text.includes(name), `"${name}" of a hand on a hand-off:\n${x.text}`);
                    }
                },
            });
            assert.ok(handOffs >= 5, `hand-offs seen: ${handOffs}`);
            assert.ok(seen.size >= 3, `hand cards seen on private screens: ${[...seen]}`);
            assert.deepEqual(problems, []);
        } finally {
            await context.close();
        }
    });
});
