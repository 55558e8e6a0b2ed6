// tests/browser/harness.mjs — shared helpers of the real-browser tests (*.test.mjs here):
// a static server for the built page on a free localhost port, Debian's chromium driven by
// playwright-core, a page watcher that records console errors, page errors and requests,
// and pixel statistics of screenshots. tools/test runs the tests with `node --test`.
//
// Environment: TABLETOP_PAGE_DIR (default build/wasm/web), TABLETOP_SCREENSHOT_DIR (default
// build/screenshots), TABLETOP_CHROMIUM (default /usr/bin/chromium); their older names FAMIGLIA_* are still read.
// TABLETOP_GL (llvmpipe or swiftshader, default llvmpipe): the software renderer behind WebGL, see launchBrowser.
import { after, afterEach, before, beforeEach } from 'node:test';
import { createServer } from 'node:http';
import { readFile, mkdir, writeFile } from 'node:fs/promises';
import { appendFileSync, existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const here = path.dirname(fileURLToPath(import.meta.url));
export const repoRoot = path.resolve(here, '..', '..');
// Resolved, so a relative or ".."-holding folder serves its files (the server refuses paths outside it by prefix).
export const pageDir = path.resolve(process.env.TABLETOP_PAGE_DIR || process.env.FAMIGLIA_PAGE_DIR || path.join(repoRoot, 'build', 'wasm', 'web'));
export const screenshotDir = process.env.TABLETOP_SCREENSHOT_DIR || process.env.FAMIGLIA_SCREENSHOT_DIR || path.join(repoRoot, 'build', 'screenshots');
const chromiumPath = process.env.TABLETOP_CHROMIUM || process.env.FAMIGLIA_CHROMIUM || '/usr/bin/chromium';

// The page option of the tests that play whole games (with test=1): a busy page draws at most one picture every
// 250 ms and always the one it rests on (docs/page.md, shell/ui/picture_pacing.h). Their taps judge what a frame
// lays out and where the page rests; the pictures on the way were most of their CPU. A screenshot taken while the
// page is busy may be up to 250 ms old: tests that judge pixels of a busy page do not use it.
export const PICTURE_GAP = 'picturegap=250';

// Page background (#1b1f24): web/shell.html and the GL clear colour in shell/main.cpp.
export const BACKGROUND = [0x1b, 0x1f, 0x24];

const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.wasm': 'application/wasm' };

// Serves pageDir plus extra in-memory pages ({'/host.html': '<html>…'}) on 127.0.0.1 with a
// free port. Returns {origin, requests, close()}; requests lists every path asked for.
export async function startServer(extraPages = {}) {
    if (!existsSync(path.join(pageDir, 'index.html'))) {
        throw new Error(`no built page in ${pageDir}: build the WebAssembly target first (tools/test does)`);
    }
    const requests = [];
    const server = createServer(async (req, res) => {
        const url = new URL(req.url, 'http://localhost');
        requests.push(url.pathname);
        if (extraPages[url.pathname]) {
            res.writeHead(200, { 'content-type': TYPES['.html'], 'cache-control': 'no-store' });
            res.end(extraPages[url.pathname]);
            return;
        }
        const file = path.join(pageDir, path.normalize(url.pathname === '/' ? '/index.html' : url.pathname));
        if (!file.startsWith(pageDir)) {
            res.writeHead(403).end();
            return;
        }
        try {
            const body = await readFile(file);
            res.writeHead(200, {
                'content-type': TYPES[path.extname(file)] || 'application/octet-stream',
                'cache-control': 'no-store',
            });
            res.end(body);
        } catch {
            res.writeHead(404).end('not found');
        }
    });
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address();
    return {
        origin: `http://127.0.0.1:${port}`,
        requests,
        close: () => new Promise((resolve) => server.close(resolve)),
    };
}

// WebGL 2 without a GPU. Mesa's llvmpipe (ANGLE on EGL, Debian's libegl-mesa0 and libgl1-mesa-dri) draws the same
// pictures as Chromium's own SwiftShader for about 15% less CPU (text_fit and lcn_people_games, two files at a time
// as tools/test runs them: 510 -> 428 s), and CI's browser stage is CPU-bound;
// TABLETOP_GL=swiftshader goes back to SwiftShader, to tell a renderer's difference from the page's.
const GL_ARGS = {
    llvmpipe: ['--use-gl=angle', '--use-angle=gl-egl', '--ignore-gpu-blocklist'],
    swiftshader: ['--use-gl=angle', '--use-angle=swiftshader', '--enable-unsafe-swiftshader'],
};
export const glRenderer = process.env.TABLETOP_GL || 'llvmpipe';

export async function launchBrowser() {
    if (!existsSync(chromiumPath)) throw new Error(`no chromium at ${chromiumPath} (Debian package chromium)`);
    if (!GL_ARGS[glRenderer]) throw new Error(`TABLETOP_GL=${glRenderer}: not one of ${Object.keys(GL_ARGS).join(', ')}`);
    return chromium.launch({
        executablePath: chromiumPath,
        headless: true,
        // llvmpipe draws in the GPU process's own thread: its helper threads only fought the other test file's
        // browser for the two cores (two files at a time: 3-5% more CPU than without them).
        env: glRenderer === 'llvmpipe' ? { LP_NUM_THREADS: '0', ...process.env } : process.env,
        args: [
            ...GL_ARGS[glRenderer],
            '--no-sandbox', '--disable-background-networking', '--disable-component-update',
            '--no-first-run', '--disable-features=Translate,MediaRouter,OptimizationHints',
        ],
    });
}

// The server and the browser of a test file (or of a describe: call it inside), started before its first test and
// closed after its last:
//   const t = useServerAndBrowser({ '/host.html': '<html>…' });   // extra pages as for startServer (or a function
//   ...                                                             // returning them, called in the before hook)
//   const { page, target, problems, context } = await t.openPage('/index.html?test=1', { viewport: ... });
//   t.origin, t.browser, t.server (startServer's result)
export function useServerAndBrowser(extraPages = {}) {
    const t = {
        server: null,
        browser: null,
        get origin() { return t.server.origin; },
        // Opens path (a URL path on the server) in a new watched context (openWatchedPage) and waits for the app's
        // first frame; frame: the id of an iframe on that page that holds the app (then `target` is its frame).
        // Returns openWatchedPage's {context, page, problems, requests} and target (the page or the frame).
        async openPage(pagePath, contextOptions = {}, { frame = null } = {}) {
            const watched = await openWatchedPage(t.browser, contextOptions);
            await watched.page.goto(`${t.origin}${pagePath}`);
            let target = watched.page;
            if (frame) target = await (await watched.page.waitForSelector(`#${frame}`)).contentFrame();
            await waitForFrames(watched.page, 1, 30000, target);
            return { ...watched, target };
        },
    };
    recordCpuPerTest();
    before(async () => {
        t.server = await startServer(typeof extraPages === 'function' ? extraPages() : extraPages);
        t.browser = await launchBrowser();
    });
    after(async () => {
        await t.browser?.close();
        await t.server?.close();
    });
    return t;
}

// CPU seconds (user + system) of this node and every process below it (chromium's browser, GPU and renderer
// processes), read from /proc: a process's own time plus that of its children it has reaped, so a renderer that
// ended is counted in its parent. What a quiet machine's cores must do for a test, where the wall clock of a loaded
// machine misleads. 0 where /proc is missing.
export function cpuSeconds() {
    let entries;
    try {
        entries = readdirSync('/proc').filter((e) => /^\d+$/.test(e));
    } catch {
        return { node: 0, browser: 0 };
    }
    const parent = new Map();
    const ticks = new Map();
    for (const pid of entries) {
        try {
            const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
            const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');  // from field 3 (state) on
            parent.set(pid, fields[1]);
            ticks.set(pid, Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]));
        } catch { /* the process ended meanwhile */ }
    }
    const self = String(process.pid);
    let below = 0;
    for (const [pid, t] of ticks) {
        for (let p = parent.get(pid); p && p !== '0'; p = parent.get(p)) {
            if (p === self) {
                below += t;
                break;
            }
        }
    }
    const hz = 100;  // USER_HZ on Linux
    const own = process.cpuUsage();
    return { node: (own.user + own.system) / 1e6, browser: below / hz };
}

// With TABLETOP_CPU_LOG set (tools/scripts/browser_file.sh sets it), every test appends a line to that file: its
// name, its wall seconds and the CPU seconds of node and of the browser during it (tab-separated).
function recordCpuPerTest() {
    const log = process.env.TABLETOP_CPU_LOG || process.env.FAMIGLIA_CPU_LOG;
    if (!log || recordCpuPerTest.done) return;
    recordCpuPerTest.done = true;
    const line = (name, from) => {
        const end = cpuSeconds();
        appendFileSync(log, `${String(name).replace(/[\t\n]/g, ' ')}\t${((Date.now() - from.at) / 1000).toFixed(1)}\t` +
                            `${(end.node - from.node).toFixed(1)}\t${(end.browser - from.browser).toFixed(1)}\n`);
    };
    const fileStart = { at: Date.now() - process.uptime() * 1000, node: 0, browser: 0 };
    let start = null;
    beforeEach(() => { start = { at: Date.now(), ...cpuSeconds() }; });
    afterEach((t) => { if (start) line(t.name, start); });
    after(() => line('(file)', fileStart));  // before the browser closes (useServerAndBrowser's after runs later)
}

// Opens a page in a new context and records what goes wrong on it. Returns
// {context, page, problems, requests}: problems collects console errors and uncaught page
// errors (of any frame); requests every URL the page asked for.
export async function openWatchedPage(browser, contextOptions = {}) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, ...contextOptions });
    const page = await context.newPage();
    const problems = [];
    const requests = [];
    page.on('console', (message) => {
        if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    page.on('crash', () => problems.push('page crashed'));
    page.on('request', (request) => requests.push(request.url()));
    return { context, page, problems, requests };
}

// Waits until the app has rendered at least `frames` frames (window.gameTest, ?test=1).
export async function waitForFrames(page, frames = 1, timeout = 30000, target = page) {
    await target.waitForFunction(
        (n) => {
            const hook = window.gameTest;
            if (hook && hook.error) throw new Error(`the page shows an error: ${hook.error}`);
            return hook && hook.frames >= n;
        },
        frames, { timeout, polling: 50 });
}

export async function testHook(target) {
    return target.evaluate(() => JSON.parse(JSON.stringify(window.gameTest)));
}

// Waits until nothing was redrawn for `quietMs` (the app draws only after events).
export async function waitForIdle(target, quietMs = 400, timeout = 10000) {
    const deadline = Date.now() + timeout;
    let last = (await testHook(target)).frames;
    let since = Date.now();
    while (Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        const now = (await testHook(target)).frames;
        if (now !== last) {
            last = now;
            since = Date.now();
        } else if (Date.now() - since >= quietMs) {
            return now;
        }
    }
    throw new Error(`the app kept redrawing for ${timeout} ms while idle`);
}

export async function saveScreenshot(png, name) {
    await mkdir(screenshotDir, { recursive: true });
    const file = path.join(screenshotDir, name);
    await writeFile(file, png);
    return file;
}

// Pixel statistics of a PNG, decoded by the browser itself (a 2D canvas in a blank page):
// {width, height, colours (distinct, 4 bits per channel), nonBackground (fraction of pixels
// away from BACKGROUND), regions: the same for each part {x, y, w, h}, plus `exact`: its distinct
// colours as 'r,g,b' (at most 17, enough to tell one colour from several)}.
export async function pixelStats(browser, png, regions = []) {
    const context = await browser.newContext();
    try {
        const page = await context.newPage();
        return await page.evaluate(async ({ data, background, regions: parts }) => {
            const image = new Image();
            image.src = `data:image/png;base64,${data}`;
            await image.decode();
            const canvas = document.createElement('canvas');
            canvas.width = image.naturalWidth;
            canvas.height = image.naturalHeight;
            const g = canvas.getContext('2d', { willReadFrequently: true });
            g.drawImage(image, 0, 0);
            const stats = (x, y, w, h, exactColours = false) => {
                const pixels = g.getImageData(x, y, w, h).data;
                const colours = new Set();
                const exact = new Set();
                let away = 0;
                for (let i = 0; i < pixels.length; i += 4) {
                    const [r, gr, b] = [pixels[i], pixels[i + 1], pixels[i + 2]];
                    colours.add(((r >> 4) << 8) | ((gr >> 4) << 4) | (b >> 4));
                    if (exactColours && exact.size <= 16) exact.add(`${r},${gr},${b}`);
                    if (Math.abs(r - background[0]) + Math.abs(gr - background[1]) + Math.abs(b - background[2]) > 24) away++;
                }
                const out = { colours: colours.size, nonBackground: away / (pixels.length / 4) };
                return exactColours ? { ...out, exact: [...exact] } : out;
            };
            return {
                width: canvas.width,
                height: canvas.height,
                ...stats(0, 0, canvas.width, canvas.height),
                regions: parts.map((r) => stats(Math.round(r.x), Math.round(r.y), Math.max(1, Math.round(r.w)), Math.max(1, Math.round(r.h)), true)),
            };
        }, { data: Buffer.from(png).toString('base64'), background: BACKGROUND, regions });
    } finally {
        await context.close();
    }
}
