#!/usr/bin/env node
// tools/page_timing.mjs — how fast the built page opens: its size, and the time from navigation start to the
// first drawn frame at 1280x800 in the headless Chromium of the tests (software WebGL), split into phases.
// A measurement, not a test: it prints figures (README "The page").
//
//   node tools/page_timing.mjs [--loads N]          (after tools/test or tools/play --build-only)
//
// Each load is cold: a new browser context, nothing cached. The page is served by tools/scripts/serve.py, the
// server of tools/play, once as it is and once gzip-compressed. Phases, from the page's User Timing marks
// (web/shell.html): parsed (DOMContentLoaded), wasm inflated (the packed wasm decoded), wasm instantiated
// (the runtime is up), first frame (the app drew and presented its first frame).
import { spawn, execFileSync } from 'node:child_process';
import path from 'node:path';
import { launchBrowser, pageDir, repoRoot } from '../tests/browser/harness.mjs';

const args = process.argv.slice(2);
const loadsIndex = args.indexOf('--loads');
const loads = loadsIndex >= 0 ? Number.parseInt(args[loadsIndex + 1], 10) : 5;
if (!(loads >= 1 && loads <= 50) || args.some((a, i) => a !== '--loads' && i !== loadsIndex + 1)) {
    console.error('usage: node tools/page_timing.mjs [--loads 1..50]');
    process.exit(2);
}

const page = path.join(pageDir, 'index.html');
console.log(execFileSync(path.join(repoRoot, 'tools', 'scripts', 'page_size.sh'), [page], { encoding: 'utf8' }).trim());

function serve(gzip) {
    const child = spawn('python3', [path.join(repoRoot, 'tools', 'scripts', 'serve.py'), pageDir, '0',
        ...(gzip ? [] : ['--no-gzip'])], { stdio: ['ignore', 'pipe', 'inherit'] });
    return new Promise((resolve, reject) => {
        child.stdout.once('data', (line) => resolve({ origin: line.toString().trim(), close: () => child.kill() }));
        child.once('error', reject);
    });
}

async function coldLoad(browser, origin) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    try {
        const tab = await context.newPage();
        await tab.goto(`${origin}/index.html`, { waitUntil: 'commit' });
        await tab.waitForFunction(() => performance.getEntriesByName('famiglia:first-frame').length > 0,
            null, { timeout: 60000, polling: 20 });
        return await tab.evaluate(() => {
            const at = (name) => performance.getEntriesByName(name)[0]?.startTime ?? NaN;
            const nav = performance.getEntriesByType('navigation')[0];
            return {
                parsed: nav.domContentLoadedEventEnd,
                inflated: at('famiglia:wasm-inflated'),
                instantiated: at('famiglia:wasm-instantiated'),
                firstFrame: at('famiglia:first-frame'),
            };
        });
    } finally {
        await context.close();
    }
}

const median = (xs) => {
    const s = [...xs].sort((a, b) => a - b);
    return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const ms = (x) => `${Math.round(x)} ms`;

const browser = await launchBrowser();
try {
    for (const gzip of [false, true]) {
        const server = await serve(gzip);
        try {
            await coldLoad(browser, server.origin);  // warms the browser process itself, not the page
            const runs = [];
            for (let i = 0; i < loads; ++i) runs.push(await coldLoad(browser, server.origin));
            const pick = (key) => median(runs.map((r) => r[key]));
            console.log(`${gzip ? 'served gzip' : 'served plain'}, median of ${loads} cold loads at 1280x800: ` +
                `first frame ${ms(pick('firstFrame'))} (page parsed ${ms(pick('parsed'))}, wasm inflated ` +
                `${ms(pick('inflated'))}, wasm instantiated ${ms(pick('instantiated'))}); first frames: ` +
                runs.map((r) => ms(r.firstFrame)).join(', '));
        } finally {
            server.close();
        }
    }
} finally {
    await browser.close();
}
console.log(`load average while measuring: ${execFileSync('cat', ['/proc/loadavg'], { encoding: 'utf8' }).trim()}`);
