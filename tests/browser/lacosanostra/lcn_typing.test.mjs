// tests/browser/lacosanostra/lcn_typing.test.mjs — names typed on a phone: a mobile browser opens its
// keyboard only for a focused DOM input, so a tap on a text field opens the page's own <input> over it, focused in
// the tap's handler (web/library.js tabletop_text_fields, shell/platform.h TextField), and what is typed there
// reaches the game. On a touch-emulated 390x844 phone: the tap focuses the input, the typed names reach the start
// screen (the test hook's game.names) and the game, Enter and a tap elsewhere end the typing.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { openWatchedPage, testHook, useServerAndBrowser, waitForFrames } from '../harness.mjs';

const t = useServerAndBrowser();

const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, hasTouch: true, isMobile: true };

async function waitForGame(page, predicate, what) {
    const deadline = Date.now() + 15000;
    for (;;) {
        const hook = await testHook(page);
        if (hook.game && hook.game.settled && predicate(hook.game)) return hook;
        if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(hook.game)}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
    }
}

async function tapItem(page, id) {
    const hook = await testHook(page);
    const item = hook.items.find((i) => i.id === id);
    assert.ok(item, `${id} on screen`);
    const canvas = await page.evaluate(() => {
        const r = document.querySelector('canvas').getBoundingClientRect();
        return { x: r.left, y: r.top };
    });
    await page.touchscreen.tap(canvas.x + item.x + item.w / 2, canvas.y + item.y + item.h / 2);
}

// Touch events dispatched on the canvas in one go, [[type, x, y], ...] with x, y relative to the canvas: they reach
// the page together, before its next frame, as a quick second tap does on a busy phone. Returns the count of frames
// drawn before them: a frame counted after it took them.
async function touches(page, events) {
    return page.evaluate((events) => {
        const frames = window.gameTest.frames;
        const canvas = document.querySelector('canvas');
        const r = canvas.getBoundingClientRect();
        for (const [type, x, y] of events) {
            const t = new Touch({ identifier: 1, target: canvas, clientX: r.left + x, clientY: r.top + y });
            const held = type === 'touchend' ? [] : [t];
            canvas.dispatchEvent(new TouchEvent(type, { touches: held, targetTouches: held, changedTouches: [t],
                bubbles: true, cancelable: true }));
        }
        return frames;
    }, events);
}

async function itemCentre(page, id) {
    const item = (await testHook(page)).items.find((i) => i.id === id);
    assert.ok(item, `${id} on screen`);
    return [item.x + item.w / 2, item.y + item.h / 2];
}

async function waitForFrameAfter(page, start) {
    const deadline = Date.now() + 10000;
    while ((await testHook(page)).frames === start) {
        if (Date.now() > deadline) throw new Error('no frame was drawn');
        await new Promise((resolve) => setTimeout(resolve, 5));
    }
}

const focused = (page) => page.evaluate(() => document.activeElement.tagName);

describe('La Cosa Nostra: typing names on a phone', () => {
    it('a tap on a name field focuses the page\'s input, and the typed names reach the game', { timeout: 60000 },
        async () => {
            const { context, page, problems } = await openWatchedPage(t.browser, PHONE);
            try {
                await page.goto(`${t.origin}/index.html?test=1&game=lacosanostra`);
                await waitForFrames(page, 1);
                await waitForGame(page, (g) => g.screen === 'start', 'the start screen');
                assert.notEqual(await focused(page), 'INPUT', 'no input has the focus before a tap');

                await tapItem(page, 'start:name:0');
                assert.equal(await focused(page), 'INPUT', 'the tap gave the page\'s input the focus');
                await page.keyboard.type('Vito');
                await waitForGame(page, (g) => g.names[0] === 'Vito', 'the typed name at the start screen');
                await page.keyboard.press('Enter');
                assert.equal(await focused(page), 'CANVAS', 'Enter ends the typing');

                await tapItem(page, 'start:name:1');
                assert.equal(await focused(page), 'INPUT');
                assert.equal(await page.evaluate(() => document.activeElement.value), '', 'the second field\'s text');
                await page.keyboard.type('Zoë');
                await waitForGame(page, (g) => g.names[1] === 'Zoë', 'the second name');
                await tapItem(page, 'start:name:0');
                assert.equal(await page.evaluate(() => document.activeElement.value), 'Vito', 'the first field again');
                await page.evaluate(() => document.activeElement.blur());

                await tapItem(page, 'button:start');
                const hook = await waitForGame(page, (g) => g.screen !== 'start', 'the game');
                assert.deepEqual(hook.game.seats.slice(0, 2).map((s) => s.name), ['Vito', 'Zoë']);
                assert.equal(await page.evaluate(() => getComputedStyle(document.querySelector('input')).display), 'none',
                    'the input is gone with the start screen');
                assert.deepEqual(problems, []);
            } finally {
                await context.close();
            }
        });

    it('a tap on Start whose events come with the release of a tap on a name field still starts the game',
        { timeout: 60000 }, async () => {
            const { context, page, problems } = await openWatchedPage(t.browser, PHONE);
            try {
                await page.goto(`${t.origin}/index.html?test=1&game=lacosanostra`);
                await waitForFrames(page, 1);
                await waitForGame(page, (g) => g.screen === 'start', 'the start screen');
                const [nx, ny] = await itemCentre(page, 'start:name:0');
                const [sx, sy] = await itemCentre(page, 'button:start');
                // The name field's press is in one frame; its release and the whole tap on Start come in the next.
                await waitForFrameAfter(page, await touches(page, [['touchstart', nx, ny]]));
                await touches(page, [['touchend', nx, ny], ['touchstart', sx, sy], ['touchend', sx, sy]]);
                await waitForGame(page, (g) => g.screen !== 'start', 'the game');
                assert.deepEqual(problems, []);
            } finally {
                await context.close();
            }
        });
});
