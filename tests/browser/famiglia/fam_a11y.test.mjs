// tests/browser/famiglia/fam_a11y.test.mjs — a whole game of Famiglia against the computer played through the
// accessibility tree alone, as a screen reader user plays it: the page's mirror of the canvas (shell/ui/mirror.h)
// read as an ARIA snapshot, its buttons pressed by name with Enter (tests/browser/a11y.mjs). No test hook, no
// coordinate: the page is opened without test=1. Every take is a Street card and then one of the ways it offers.
// Then a few turns by the keys on the canvas alone (a11y.mjs keyPresser; test=1 only to time held keys).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { openWatchedPage, testHook, useServerAndBrowser } from '../harness.mjs';
import { holdKey, makeRandom } from '../driver.mjs';
import { buttonsUnder, hasButton, keyPresser, playStep, readTree, waitForTree } from '../a11y.mjs';

const t = useServerAndBrowser();

// Without test=1: no test hook, only what any visitor's page has (the harness's openPage waits for the hook).
async function openGame(query) {
    const { context, page, problems } = await openWatchedPage(t.browser, { viewport: { width: 800, height: 600 } });
    await page.goto(`${t.origin}/index.html?${query}`);
    return { context, page, problems };
}

describe('Famiglia through the accessibility tree', () => {
    it('a whole game against the computer, by button names alone', { timeout: 300000 }, async () => {
        const { context, page, problems } = await openGame('level=beginner&seed=7');
        const random = makeRandom(7);
        const pick = (list) => list[Math.floor(random() * list.length)];
        try {
            let tree = await waitForTree(page, (x) => hasButton(x, 'Pass'), 'your first turn');
            assert.match(tree.said, /take|Refresh|refresh/i, 'the live status says what to do');
            assert.ok(buttonsUnder(tree, 'Table').some((n) => /^Street card (La Famiglia|Accountants|Brutes|Mercenaries) \d$/.test(n)),
                      `Street cards are buttons named in words:\n${tree.text}`);
            const count = { presses: 0, waits: 0, unanswered: 0 };
            let takes = 0;
            while (!hasButton(tree, 'Play again')) {
                assert.ok(count.presses < 400 && count.waits < 200, `the game ended within 400 presses; the tree:\n${tree.text}`);
                const ways = buttonsUnder(tree, 'Your choices');
                const street = buttonsUnder(tree, 'Table').filter((n) => n.startsWith('Street card'));
                let name = null;
                if (ways.length > 0) name = pick(ways), takes += /^Take /.test(name) ? 1 : 0;
                else if (hasButton(tree, 'Pass and end the game')) name = 'Pass and end the game';
                else if (hasButton(tree, 'Done swapping')) name = 'Done swapping';
                else if (hasButton(tree, 'Pass')) name = street.length > 0 && random() > 0.1 ? pick(street) : 'Pass';
                tree = await playStep(page, tree, name, count);
            }
            assert.ok(takes >= 5, `the person took cards by their spoken ways (${takes})`);
            assert.match(tree.said, /win|lose|shared/i, `the end is said:\n${tree.said}`);
            // The score table as words: a row per family and the totals, each player's points.
            assert.match(tree.said, /Brutes: \S.* \d+, \S.* \d+/, `the end's score table is said:\n${tree.said}`);
            assert.match(tree.said, /Total: \S.* \d+, \S.* \d+/, `the totals are said:\n${tree.said}`);
            assert.deepEqual(problems, []);
        } finally {
            await context.close();
        }
    });

    it('a few turns by keys on the canvas alone, the legend of the step bar among the stops', { timeout: 200000 }, async () => {
        const { context, page, problems } = await t.openPage('/index.html?test=1&level=beginner&seed=7',
                                                             { viewport: { width: 1280, height: 800 } });
        try {
            const driver = { page, target: page, hook: () => testHook(page), settle: async () => {} };
            const keys = keyPresser(driver, /^Hand card /);
            let tree = await waitForTree(page, (x) => hasButton(x, 'Pass'), 'your first turn');
            // The step bar is the legend's button: Tab reaches it, Enter opens the rules sheet there, Esc closes it.
            tree = await keys(page, '?', tree);
            assert.ok(hasButton(tree, 'Close') && !hasButton(tree, 'Pass'), `the rules sheet:\n${tree.text}`);
            await holdKey(driver, 'Escape');
            tree = await waitForTree(page, (x) => hasButton(x, 'Pass'), 'the table again');
            const random = makeRandom(3);
            const count = { presses: 0, waits: 0, unanswered: 0 };
            let takes = 0;
            while (takes < 3) {
                assert.ok(count.presses < 60 && count.waits < 100, `three takes within 60 presses; the tree:\n${tree.text}`);
                const ways = buttonsUnder(tree, 'Your choices');
                const street = buttonsUnder(tree, 'Table').filter((n) => n.startsWith('Street card'));
                let name = null;
                if (ways.length > 0) name = ways[Math.floor(random() * ways.length)], takes += /^Take /.test(name) ? 1 : 0;
                else if (hasButton(tree, 'Pass')) name = street.length > 0 ? street[Math.floor(random() * street.length)] : 'Pass';
                tree = await playStep(page, tree, name, count, keys);
            }
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
