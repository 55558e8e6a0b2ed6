// tests/browser/host/smoke.test.mjs — the built page in a real browser (Debian chromium with
// WebGL 2 on a software renderer, harness.mjs): it starts without errors, draws a visible title window, follows
// the window size and the device pixel ratio, rests when idle, keeps keyboard focus where
// the host page put it, and explains itself when WebGL 2 is missing.
// Helpers: harness.mjs. Run: tools/test, or `node --test tests/browser/host/smoke.test.mjs`
// after a WebAssembly build (see docs/testing.md).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
    glRenderer, openWatchedPage, pixelStats, saveScreenshot, testHook, useServerAndBrowser, waitForFrames, waitForIdle,
} from '../harness.mjs';
import { Driver } from '../driver.mjs';

const HOST_PAGE = `<!doctype html><html><head><meta charset="utf-8"><title>host</title>
<link rel="icon" href="data:,"></head><body style="margin:0;font:16px sans-serif">
<p><label>Host field <input id="field" autofocus></label></p>
<iframe id="game" src="/index.html?test=1" style="width:640px;height:420px;border:0"></iframe>
</body></html>`;

const t = useServerAndBrowser({ '/host.html': HOST_PAGE });

// Runs body({page, problems, requests}) on a fresh page in a new browser context, then
// fails on any console error or page error seen meanwhile. Unless `load` is false, the page
// is the game with the test hook, and the body starts after its first frame.
async function withPage({ contextOptions = {}, load = true } = {}, body) {
    const watched = await openWatchedPage(t.browser, contextOptions);
    try {
        if (load) {
            await watched.page.goto(`${t.origin}/index.html?test=1`);
            await waitForFrames(watched.page, 1);
        }
        await body(watched);
        assert.deepEqual(watched.problems, [], 'console or page errors');
    } finally {
        await watched.context.close();
    }
}

async function canvasSize(page) {
    return page.evaluate(() => {
        const canvas = document.getElementById('canvas');
        const rect = canvas.getBoundingClientRect();
        return { width: canvas.width, height: canvas.height, cssWidth: rect.width, cssHeight: rect.height, dpr: window.devicePixelRatio };
    });
}

// The backing store is CSS size x devicePixelRatio (SDL truncates to whole pixels).
async function waitForBackingStore(page, cssWidth, cssHeight, dpr) {
    const want = { width: Math.floor(cssWidth * dpr), height: Math.floor(cssHeight * dpr) };
    await page.waitForFunction(
        ({ width, height }) => {
            const canvas = document.getElementById('canvas');
            const hook = window.gameTest;
            return canvas.width === width && canvas.height === height &&
                hook.framebuffer.width === width && hook.framebuffer.height === height;
        },
        want, { timeout: 15000, polling: 50 }).catch(async () => {
        const got = await canvasSize(page);
        const hook = await testHook(page);
        assert.fail(`backing store ${got.width}x${got.height} (framebuffer ${hook.framebuffer.width}x${hook.framebuffer.height}), ` +
                    `want ${want.width}x${want.height} for CSS ${cssWidth}x${cssHeight} at dpr ${dpr}`);
    });
    return want;
}

// Screenshot of the canvas, saved under build/screenshots, and checked not to be blank: a
// title window (non-background pixels, several colours) where the app says it drew it.
async function checkCanvasPicture(page, name) {
    const hook = await testHook(page);
    const png = await page.locator('#canvas').screenshot();
    const file = await saveScreenshot(png, name);
    const title = hook.items.find((item) => item.id === 'title-window');
    assert.ok(title, `the app published no title-window item: ${JSON.stringify(hook.items)}`);
    const scale = (await canvasSize(page)).dpr;
    const stats = await pixelStats(t.browser, png, [
        { x: title.x * scale, y: title.y * scale, w: title.w * scale, h: title.h * scale },
    ]);
    assert.ok(stats.colours >= 8, `the canvas is nearly one colour (${stats.colours} colours): ${file}`);
    assert.ok(stats.nonBackground > 0.02, `the canvas shows only the background (${stats.nonBackground}): ${file}`);
    assert.ok(stats.regions[0].nonBackground > 0.5, `the title window is not drawn where reported: ${file}`);
    assert.ok(stats.regions[0].colours >= 8, `the title window has no text (${stats.regions[0].colours} colours): ${file}`);
    return { stats, file };
}

describe('web page smoke', { timeout: 240000 }, () => {
    it('starts, draws a first frame, and logs no error', async () => {
        await withPage({}, async ({ page }) => {
            const hook = await testHook(page);
            assert.ok(hook.frames >= 1);
            assert.ok(hook.ready, 'the loading state is still up after the first frame');
            assert.equal(await page.locator('#status').isVisible(), false, 'the loading message still shows');
            assert.equal(await page.title(), 'Famiglia — unofficial fan edition');
            await waitForIdle(page);
        });
    });

    it('the start screen offers both games, and a tap switches the page between them', async () => {
        await withPage({}, async ({ page }) => {
            // Clicks the item `id` (Driver.click: hover, press, release, as ImGui needs), then waits for the game
            // `want` to draw.
            const driver = new Driver(page, page);
            const switchTo = async (id, want) => {
                await driver.click(id);
                await page.waitForFunction((gameId) => window.gameTest.game?.id === gameId, want,
                    { timeout: 15000, polling: 50 });
            };
            assert.equal((await testHook(page)).game.id, 'famiglia');
            await switchTo('button:game-lacosanostra', 'lacosanostra');
            assert.match(await page.evaluate(() => location.search), /game=lacosanostra/);
            assert.match(await page.evaluate(() => location.search), /test=1/, 'the test hook option stays');
            assert.equal(await page.title(), 'La Cosa Nostra — unofficial fan edition', 'the tab names the game shown');
            await switchTo('button:game-famiglia', 'famiglia');
            assert.match(await page.evaluate(() => location.search), /game=famiglia/);
            assert.equal(await page.title(), 'Famiglia — unofficial fan edition');
        });
    });

    it('loads nothing but its own page', async () => {
        await withPage({}, async ({ page, requests }) => {
            await waitForIdle(page);
            const others = requests.filter((url) => !url.startsWith(`${t.origin}/index.html`));
            assert.deepEqual(others, [], 'the page made requests besides index.html');
        });
    });

    it('draws the title window with text (screenshot smoke-1280x800.png)', async () => {
        await withPage({}, async ({ page }) => {
            await waitForIdle(page);
            await checkCanvasPicture(page, 'smoke-1280x800.png');
        });
    });

    it('backing store follows a viewport resize', async () => {
        await withPage({}, async ({ page }) => {
            await waitForBackingStore(page, 1280, 800, 1);
            await page.setViewportSize({ width: 900, height: 640 });
            await waitForBackingStore(page, 900, 640, 1);
            await page.setViewportSize({ width: 411, height: 731 });  // a phone, portrait
            await waitForBackingStore(page, 411, 731, 1);
            await waitForIdle(page);
            await checkCanvasPicture(page, 'smoke-411x731.png');
        });
    });

    it('backing store doubles at device pixel ratio 2 (screenshot smoke-1280x800@2x.png)', async () => {
        await withPage({ contextOptions: { deviceScaleFactor: 2 } }, async ({ page }) => {
            await waitForBackingStore(page, 1280, 800, 2);
            const hook = await testHook(page);
            assert.equal(hook.dpr, 2);
            await page.setViewportSize({ width: 1000, height: 700 });
            await waitForBackingStore(page, 1000, 700, 2);
            await page.setViewportSize({ width: 1280, height: 800 });
            await waitForBackingStore(page, 1280, 800, 2);
            await waitForIdle(page);
            await checkCanvasPicture(page, 'smoke-1280x800@2x.png');
        });
    });

    it('rests when idle and redraws on input', async () => {
        await withPage({}, async ({ page }) => {
            const idle = await waitForIdle(page);
            await page.waitForTimeout(1000);
            assert.equal((await testHook(page)).frames, idle, 'frames were drawn with nothing happening');
            await page.mouse.move(640, 400);
            await page.mouse.move(660, 410);
            await waitForFrames(page, idle + 1, 5000);
        });
    });

    // shell/ui/draw_fingerprint.h: frames after an input that changes nothing on screen are laid out but not drawn
    // again, and the canvas keeps its picture; a change (a hovered button) is drawn.
    it('draws a frame again only when its picture changed, and keeps the picture meanwhile', async () => {
        await withPage({}, async ({ page }) => {
            await waitForIdle(page);
            const canvas = page.locator('#canvas');
            await page.mouse.move(4, 4);  // the page background, beside every window
            const before = await testHook(page);
            const shot = await canvas.screenshot();
            await page.mouse.move(8, 6);
            await waitForFrames(page, before.frames + 2, 5000);
            const still = await testHook(page);
            assert.equal(still.pictures, before.pictures, 'a frame with the same picture went to the GPU again');
            assert.ok((await canvas.screenshot()).equals(shot), 'the canvas lost its picture');
            const button = still.items.find((i) => i.id === 'button:rules');  // drawn lighter under the pointer
            await page.mouse.move(button.x + button.w / 2, button.y + button.h / 2);
            await page.waitForFunction((n) => window.gameTest.pictures > n, still.pictures, { timeout: 5000, polling: 50 });
            assert.ok(!(await canvas.screenshot()).equals(shot), 'the hovered button is not drawn');
        });
    });

    it('in an iframe, leaves the keyboard to the host page and drops held keys on blur', async () => {
        await withPage({ load: false }, async ({ page }) => {
            await page.goto(`${t.origin}/host.html`);
            const frame = page.frameLocator('#game');
            const game = page.frame({ url: /index\.html/ });
            await waitForFrames(page, 1, 30000, game);
            await waitForIdle(game);
            // The host's autofocused field keeps the focus and gets the typing.
            await page.keyboard.type('Straße');
            assert.equal(await page.locator('#field').inputValue(), 'Straße');
            assert.equal(await page.evaluate(() => document.activeElement.id), 'field');
            // A click moves the focus to the game; keys now go there.
            await frame.locator('#canvas').click({ position: { x: 20, y: 20 } });
            assert.equal(await game.evaluate(() => document.activeElement.id), 'canvas');
            await page.keyboard.down('Shift');
            await game.waitForFunction(() => window.gameTest.keys.shift, null, { timeout: 5000, polling: 50 });
            // Leaving the game with Shift held must not leave Shift stuck in it.
            await page.locator('#field').focus();
            await page.keyboard.up('Shift');
            await game.waitForFunction(() => !window.gameTest.keys.shift, null, { timeout: 5000, polling: 50 });
            assert.equal(await page.locator('#field').inputValue(), 'Straße', 'game keys leaked into the host page');
        });
    });

    it('draws with the software renderer the harness chose (TABLETOP_GL)', async () => {
        // Every picture the browser tests judge, and their CPU figures, come from this renderer: a launch flag
        // Chromium ignored would silently put them on another one.
        const page = await t.browser.newPage();
        try {
            const renderer = await page.evaluate(() => {
                const gl = document.createElement('canvas').getContext('webgl2');
                const info = gl && gl.getExtension('WEBGL_debug_renderer_info');
                return info ? gl.getParameter(info.UNMASKED_RENDERER_WEBGL) : String(gl);
            });
            const want = { llvmpipe: /llvmpipe/, swiftshader: /SwiftShader/i }[glRenderer];
            assert.match(renderer, want, `WebGL 2 renderer for TABLETOP_GL=${glRenderer}`);
        } finally {
            await page.close();
        }
    });

    it('makes one WebGL 2 context, as the program asks for it, and turns on no extension', async () => {
        await withPage({ load: false }, async ({ page }) => {
            await page.addInitScript(() => {
                const contexts = (window.seenContexts = []);
                const extensions = (window.seenExtensions = []);
                const getContext = HTMLCanvasElement.prototype.getContext;
                HTMLCanvasElement.prototype.getContext = function (type, ...rest) {
                    const context = getContext.call(this, type, ...rest);
                    if (context && /webgl/.test(type) && !contexts.includes(context)) contexts.push(context);
                    return context;
                };
                const getExtension = WebGL2RenderingContext.prototype.getExtension;
                WebGL2RenderingContext.prototype.getExtension = function (name) {
                    extensions.push(name);
                    return getExtension.call(this, name);
                };
            });
            await page.goto(`${t.origin}/index.html?test=1`);
            await waitForFrames(page, 1);
            const seen = await page.evaluate(() => ({
                contexts: window.seenContexts.length,
                onCanvas: window.seenContexts[0]?.canvas === document.getElementById('canvas'),
                attributes: window.seenContexts[0]?.getContextAttributes(),
                extensions: window.seenExtensions,
            }));
            // A second context (a probe) or every extension turned on cost a tenth of a second each at the start.
            assert.equal(seen.contexts, 1, 'WebGL contexts made');
            assert.ok(seen.onCanvas, 'the context is the game canvas\'s');
            assert.deepEqual(seen.extensions, [], 'extensions turned on');
            const { alpha, depth, stencil, antialias } = seen.attributes;
            assert.deepEqual({ alpha, depth, stencil, antialias }, { alpha: false, depth: false, stencil: false, antialias: false });
        });
    });

    it('shows the loading spinner, turning, only once the start takes longer than a second', async () => {
        await withPage({ load: false }, async ({ page }) => {
            // A start that never ends: the wasm never finishes compiling.
            await page.addInitScript(() => { WebAssembly.compileStreaming = () => new Promise(() => {}); });
            await page.goto(`${t.origin}/index.html?test=1`, { waitUntil: 'commit' });
            await page.waitForSelector('#status .spinner', { state: 'attached' });
            const spinner = () => page.evaluate(() => {
                const style = getComputedStyle(document.querySelector('#status .spinner'));
                return { at: performance.now(), visible: style.visibility === 'visible', turning: style.animationName === 'spin' };
            });
            const early = await spinner();
            // Checked only while the second has not passed (a busy machine may get here later).
            if (early.at < 900) assert.deepEqual([early.visible, early.turning], [false, false], 'spinner before a second');
            await page.waitForFunction(() => document.getElementById('status').classList.contains('slow'), null,
                                       { timeout: 10000 });
            const late = await spinner();
            assert.ok(late.at >= 1000, `the spinner turned up after ${Math.round(late.at)} ms`);
            assert.deepEqual([late.visible, late.turning], [true, true], 'spinner after a second');
            assert.equal(await page.locator('#status-text').innerText(), 'Loading the game…');
        });
    });

    it('explains itself when WebGL refuses its shaders', async () => {
        await withPage({ load: false }, async ({ page }) => {
            await page.addInitScript(() => {
                const getProgramParameter = WebGL2RenderingContext.prototype.getProgramParameter;
                WebGL2RenderingContext.prototype.getProgramParameter = function (program, name) {
                    return name === this.LINK_STATUS ? false : getProgramParameter.call(this, program, name);
                };
            });
            await page.goto(`${t.origin}/index.html?test=1`);
            const status = page.locator('#status');
            await page.waitForFunction(() => document.getElementById('status').classList.contains('error'),
                                       null, { timeout: 30000 });
            assert.match(await status.innerText(), /shaders/);
            assert.equal((await testHook(page)).frames, 0);
        });
    });

    it('explains itself when WebGL 2 is missing', async () => {
        await withPage({ load: false }, async ({ page }) => {
            await page.addInitScript(() => {
                const getContext = HTMLCanvasElement.prototype.getContext;
                HTMLCanvasElement.prototype.getContext = function (type, ...rest) {
                    return type === 'webgl2' ? null : getContext.call(this, type, ...rest);
                };
        });
        await page.goto(`${t.origin}/index.html?test=1`);
        const status = page.locator('#status');
        await status.waitFor({ state: 'visible' });
        await page.waitForFunction(() => document.getElementById('status').classList.contains('error'),
                                   null, { timeout: 10000 });
        assert.match(await status.innerText(), /WebGL 2/);
        assert.equal((await testHook(page)).frames, 0);
        });
    });
});
