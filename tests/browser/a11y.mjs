// tests/browser/a11y.mjs — reads and plays the page as a screen reader does: through the accessibility tree alone
// (Playwright's ARIA snapshot and role queries), never the test hook or a coordinate. The page mirrors its canvas
// for assistive technology (shell/ui/mirror.h, web/library.js tabletop_mirror): a live status, a heading per area and
// a button per item. Used by famiglia/fam_a11y.test.mjs and lacosanostra/lcn_a11y.test.mjs.
import assert from 'node:assert/strict';
import { holdKey } from './driver.mjs';

// The page as the accessibility tree has it: {text (the whole snapshot), said (the live status), lang,
// areas: [{heading, buttons: [{name, disabled}], words: [the words to read]}]} (before the first heading: heading '').
export async function readTree(page) {
    const text = await page.locator('body').ariaSnapshot();
    const tree = { text, said: '', areas: [{ heading: '', buttons: [], words: [] }] };
    const unquote = (s) => (s.startsWith('"') ? JSON.parse(s) : s);
    for (let line of text.split('\n')) {
        // YAML quotes a whole entry that holds a colon: - 'button "Refresh: F2 to the discard pile"'
        const quoted = /^(\s*- )'(.*)'$/.exec(line);
        if (quoted) line = quoted[1] + quoted[2].replaceAll("''", "'");
        let m;
        if ((m = /^\s*- status(?: "[^"]*")?: (.*)$/.exec(line))) tree.said = unquote(m[1]);
        else if ((m = /^\s*- heading ("(?:[^"\\]|\\.)*"|[^[]+?) \[level=2\]/.exec(line))) tree.areas.push({ heading: unquote(m[1]), buttons: [], words: [] });
        else if ((m = /^\s*- paragraph: (.*)$/.exec(line))) tree.areas.at(-1).words.push(unquote(m[1]));
        else if ((m = /^\s*- button ("(?:[^"\\]|\\.)*"|[^[\n]+?)((?: \[[^\]\n]+\])*)$/.exec(line))) {
            // [disabled]: a button that only says why not; [pressed]: a switch or a choice's option that is on
            tree.areas.at(-1).buttons.push({ name: unquote(m[1].trim()), disabled: m[2].includes('[disabled]'),
                pressed: m[2].includes('[pressed]') });
        }
    }
    return tree;
}

// The enabled buttons of the area under `heading` (a string, or a RegExp), by name.
export function buttonsUnder(tree, heading) {
    const match = (h) => (heading instanceof RegExp ? heading.test(h) : h === heading);
    return tree.areas.filter((a) => match(a.heading)).flatMap((a) => a.buttons.filter((b) => !b.disabled).map((b) => b.name));
}

// The words to read under `heading` (a string or a RegExp), in order.
export function wordsUnder(tree, heading) {
    const match = (h) => (heading instanceof RegExp ? heading.test(h) : h === heading);
    return tree.areas.filter((a) => match(a.heading)).flatMap((a) => a.words);
}

export function hasButton(tree, name) {
    return tree.areas.some((a) => a.buttons.some((b) => !b.disabled && (name instanceof RegExp ? name.test(b.name) : b.name === name)));
}

// Presses the enabled button `name` as a keyboard or screen reader user does (focus, Enter), then waits until the
// tree changed (or `settleMs` passed: a press that only explains). A button that went meanwhile is not pressed.
// A11Y_TRACE=1 prints every press with the status it answered.
export async function press(page, name, before, settleMs = 5000) {
    if (process.env.A11Y_TRACE) console.log(`press "${name}" after: ${before?.said}`);
    try {
        await page.getByRole('button', { name, exact: true, disabled: false }).first().press('Enter', { timeout: 3000 });
    } catch (e) {
        if (e.name !== 'TimeoutError') throw e;
        return readTree(page);  // the button went before the press (a window closed): read the screen again
    }
    return changed(page, before, settleMs);
}

// One step of a game played by names: presses `name` (by `pressWith`, press's signature: keyPresser's keys), or with
// none waits for the computer's turn (a gate's delay) until the tree changes. `count` ({presses, waits, unanswered})
// keeps the tally the games' bounds read; eight presses in a row that change nothing fail. Returns the tree after it.
export async function playStep(page, tree, name, count, pressWith = press) {
    if (name === null) {
        count.waits++;
        return changed(page, tree, 2000);
    }
    const after = await pressWith(page, name, tree);
    count.presses++;
    count.waits = 0;
    count.unanswered = after.text === tree.text ? count.unanswered + 1 : 0;
    assert.ok(count.unanswered < 8, `the page answers the presses; the last, "${name}", on:\n${after.text}`);
    return after;
}

// Waits until the tree differs from `before` (its text), or `ms` passed; returns the tree then.
export async function changed(page, before, ms = 5000) {
    const deadline = Date.now() + ms;
    for (;;) {
        const tree = await readTree(page);
        if (tree.text !== before?.text || Date.now() > deadline) return tree;
        await new Promise((resolve) => setTimeout(resolve, 30));
    }
}

// Waits until `predicate(tree)` holds; fails naming `what` after `ms`.
export async function waitForTree(page, predicate, what, ms = 30000) {
    const deadline = Date.now() + ms;
    for (;;) {
        const tree = await readTree(page);
        if (predicate(tree)) return tree;
        if (Date.now() > deadline) assert.fail(`timed out waiting for ${what}; the tree:\n${tree.text}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
    }
}

// The name of the button the canvas's focus ring is on (aria-current), or null; fails when more than one claims it.
export async function currentButton(page) {
    const names = await page.locator('button[aria-current="true"]').allTextContents();
    assert.ok(names.length <= 1, `one focus ring: ${names}`);
    return names[0] ?? null;
}

// A press(page, name, before) as press() but by keys on the canvas alone, as a sighted keyboard user plays: Y when
// `name` is a card of the own hand (`hand`, a RegExp), then Tab or Shift+Tab until the ring is on it, then Enter: the
// shorter way round by the mirror's order of the buttons (the ring's order where the areas were drawn one after
// another), every other call Shift+Tab when both are as long. A key that leaves the ring on no button of an unchanged
// mirror fails (the ring and the mirror in step), and so does a button the ring does not reach within a whole cycle. `driver` is {page, target, hook, settle} for
// holdKey (driver.mjs): the test hook only times the keys. `answerMs`: how long a press that changed nothing yet waits
// for its answer (Enter was taken when holdKey returns; a short wait suits a game whose presses often only point).
export function keyPresser(driver, hand, answerMs = 5000) {
    let calls = 0;
    return async (page, name, before, settleMs = answerMs) => {
        let tree = before, current = await currentButton(page);
        let fresh = true;  // `tree` read after the last key
        const key = async (name, shift, what) => {
            await holdKey(driver, name, shift);
            current = await currentButton(page);
            fresh = !(current !== null && hasButton(tree, current));  // the ring on a button read: the mirror the same
            if (!fresh) return;
            const last = tree;
            tree = await readTree(page);
            assert.ok(current !== null || tree.text !== last.text, `${what} put the ring on no button of the mirror:\n${tree.text}`);
        };
        if (hand.test(name)) await key('y', false, 'Y');
        // Tab from no stop goes to the first, Shift+Tab to the last (ui/widgets.cpp MoveFocus).
        const order = tree.areas.flatMap((a) => a.buttons.filter((b) => !b.disabled).map((b) => b.name));
        const n = order.length, to = order.indexOf(name), from = order.indexOf(current);
        const ahead = from < 0 ? to + 1 : (to - from + n) % n, behind = from < 0 ? n - to : (from - to + n) % n;
        const back = ahead === behind ? calls % 2 === 1 : behind < ahead, tab = back ? 'Shift+Tab' : 'Tab';
        calls++;
        if (process.env.A11Y_TRACE) console.log(`${tab} to "${name}" after: ${before?.said}`);
        for (let keys = 0; current !== name; keys++) {
            if (!hasButton(tree, name)) return tree;  // it went meanwhile (a window closed): read the screen again
            const stops = tree.areas.reduce((n, a) => n + a.buttons.length, 0);
            assert.ok(keys <= stops, `${tab} reaches "${name}" (the ring on "${current}"):\n${tree.text}`);
            await key('Tab', back, tab);
        }
        if (!fresh) tree = await readTree(page);
        await holdKey(driver, 'Enter');
        return changed(page, tree, settleMs);
    };
}
