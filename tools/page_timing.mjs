#!/usr/bin/env node
// tools/page_timing.mjs — how fast the built page opens: its size, and the time from navigation start to the
// first drawn frame at 1280x800 in the headless Chromium of the tests (software WebGL), split into phases.
// A measurement, not a test: it prints figures (docs/page.md).
//
//   node tools/page_timing.mjs [--loads N]                   the built page (after tools/test or tools/play --build-only)
//   node tools/page_timing.mjs [--loads N] --compare A.html B.html
//                                                           two page files, loaded in turn (A B B A ...), so that a
//                                                           busy machine slows both alike
//   node tools/page_timing.mjs --profile OUT.cpuprofile [PAGE.html]
//                                                           one cold load under the CPU profiler: writes the profile
//                                                           (open it in Chrome's DevTools) and prints where the main
//                                                           thread spent its time up to the first frame
//
// Each load is cold: a new browser context, nothing cached. The pages are served by tools/scripts/serve.py, the
// server of tools/play, once as they are and once gzip-compressed. Phases are the page's User Timing marks
// ("tabletop:*": web/shell.html before the program runs, shell/main.cpp through platform::MarkStartUp after) and
// the navigation's own (response end, DOMContentLoaded), each the median of the loads, in ms after navigation
// start.
import { spawn, execFileSync } from 'node:child_process';
import { mkdtempSync, symlinkSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { launchBrowser, pageDir, repoRoot } from '../tests/browser/harness.mjs';

const USAGE = 'usage: node tools/page_timing.mjs [--loads 1..50] [--compare A.html B.html]\n' +
    '       node tools/page_timing.mjs --profile OUT.cpuprofile [PAGE.html]';

function parseArgs(argv) {
    const options = { loads: 5, pages: [path.join(pageDir, 'index.html')], profile: null };
    for (let i = 0; i < argv.length; ++i) {
        if (argv[i] === '--loads' && i + 1 < argv.length) {
            options.loads = Number(argv[++i]);
        } else if (argv[i] === '--compare' && i + 2 < argv.length) {
            options.pages = [argv[++i], argv[++i]];
        } else if (argv[i] === '--profile' && i + 1 < argv.length) {
            options.profile = argv[++i];
            if (i + 1 < argv.length && !argv[i + 1].startsWith('--')) options.pages = [argv[++i]];
        } else {
            return null;
        }
    }
    if (!Number.isInteger(options.loads) || options.loads < 1 || options.loads > 50) return null;
    return options;
}

const options = parseArgs(process.argv.slice(2));
if (!options) {
    console.error(USAGE);
    process.exit(2);
}
for (const page of options.pages) {
    if (!existsSync(page)) {
        console.error(`no page at ${page}${options.pages.length === 1 ? ': build it first (tools/play --build-only)' : ''}`);
        process.exit(2);
    }
}

const loadAverage = () => execFileSync('cat', ['/proc/loadavg'], { encoding: 'utf8' }).split(' ').slice(0, 3).join(' ');

// One folder served for all pages, each under its own name (page0.html, page1.html).
const served = mkdtempSync(path.join(os.tmpdir(), 'page-timing-'));
const names = options.pages.map((page, i) => {
    symlinkSync(path.resolve(page), path.join(served, `page${i}.html`));
    return `page${i}.html`;
});

function serve(gzip) {
    const child = spawn('python3', [path.join(repoRoot, 'tools', 'scripts', 'serve.py'), served, '0',
        ...(gzip ? [] : ['--no-gzip'])], { stdio: ['ignore', 'pipe', 'inherit'] });
    return new Promise((resolve, reject) => {
        child.stdout.once('data', (line) => resolve({ origin: line.toString().trim(), close: () => child.kill() }));
        child.once('error', reject);
    });
}

const FIRST_FRAME = 'tabletop:first-frame';

// Opens url in a new context, waits for the first frame and returns {phase: ms after navigation start}.
// With a profile callback, the CPU profiler runs from before the navigation to the first frame.
async function coldLoad(browser, url, onProfile = null) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    try {
        const tab = await context.newPage();
        let cdp = null;
        if (onProfile) {
            cdp = await context.newCDPSession(tab);
            await cdp.send('Profiler.enable');
            await cdp.send('Profiler.setSamplingInterval', { interval: 200 });  // µs
            await cdp.send('Profiler.start');
        }
        await tab.goto(url, { waitUntil: 'commit' });
        await tab.waitForFunction((name) => performance.getEntriesByName(name).length > 0, FIRST_FRAME,
            { timeout: 60000, polling: 20 });
        if (cdp) onProfile((await cdp.send('Profiler.stop')).profile);
        return await tab.evaluate(() => {
            const nav = performance.getEntriesByType('navigation')[0];
            const phases = { 'page received': nav.responseEnd, 'page parsed': nav.domContentLoadedEventEnd };
            for (const m of performance.getEntriesByType('mark')) {
                if (m.name.startsWith('tabletop:') && !(m.name.slice(9) in phases)) phases[m.name.slice(9)] = m.startTime;
            }
            return phases;
        });
    } finally {
        await context.close();
    }
}

const median = (xs) => {
    const s = xs.filter((x) => Number.isFinite(x)).sort((a, b) => a - b);
    if (!s.length) return NaN;
    return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const ms = (x) => (Number.isFinite(x) ? `${Math.round(x)}` : '-');

// Self time per function (ms) of a CDP CPU profile, the largest first.
function selfTimes(profile) {
    const byId = new Map(profile.nodes.map((n) => [n.id, n]));
    const total = new Map();
    for (let i = 0; i < profile.samples.length; ++i) {
        const node = byId.get(profile.samples[i]);
        const f = node.callFrame;
        const name = `${f.functionName || '(anonymous)'}${f.url ? ` ${path.basename(f.url.split('?')[0])}:${f.lineNumber + 1}` : ''}`;
        total.set(name, (total.get(name) || 0) + (profile.timeDeltas[i] || 0) / 1000);
    }
    return [...total.entries()].sort((a, b) => b[1] - a[1]);
}

async function profileOnce(browser) {
    const server = await serve(false);
    try {
        let profile = null;
        await coldLoad(browser, `${server.origin}${names[0]}`);  // warms the browser process, not the page
        const phases = await coldLoad(browser, `${server.origin}${names[0]}`, (p) => { profile = p; });
        writeFileSync(options.profile, JSON.stringify(profile));
        console.log(`CPU profile of one cold load of ${options.pages[0]} (served plain) written to ${options.profile}`);
        console.log('phases (ms): ' + Object.entries(phases).sort((a, b) => a[1] - b[1])
            .map(([k, v]) => `${k} ${ms(v)}`).join(', '));
        console.log('main thread self time up to the first frame (ms):');
        for (const [name, t] of selfTimes(profile).slice(0, 25)) console.log(`  ${t.toFixed(1).padStart(7)}  ${name}`);
    } finally {
        server.close();
    }
}

async function measure(browser) {
    const servers = { plain: await serve(false), gzip: await serve(true) };
    try {
        const runs = {};  // `${page}|${mode}` -> [phases]
        for (const mode of Object.keys(servers)) await coldLoad(browser, `${servers[mode].origin}${names[0]}`);  // warm-up
        for (let i = 0; i < options.loads; ++i) {
            for (const mode of Object.keys(servers)) {
                // A B, then B A: neither page always goes first after the other.
                const order = names.map((_, k) => k);
                if (i % 2) order.reverse();
                for (const k of order) {
                    const key = `${k}|${mode}`;
                    (runs[key] = runs[key] || []).push(await coldLoad(browser, `${servers[mode].origin}${names[k]}`));
                }
            }
        }
        return runs;
    } finally {
        for (const s of Object.values(servers)) s.close();
    }
}

function report(runs) {
    const keys = Object.keys(runs);
    const label = (key) => {
        const [k, mode] = key.split('|');
        return options.pages.length > 1 ? `${'AB'[k]} ${mode}` : mode;
    };
    const phaseNames = [];
    for (const key of keys) for (const r of runs[key]) for (const p of Object.keys(r)) if (!phaseNames.includes(p)) phaseNames.push(p);
    const medians = (key, p) => median(runs[key].map((r) => r[p]));
    phaseNames.sort((a, b) => median(keys.map((k) => medians(k, a))) - median(keys.map((k) => medians(k, b))));
    const width = Math.max(...phaseNames.map((p) => p.length));
    console.log(`median of ${options.loads} cold loads at 1280x800, ms after navigation start:`);
    console.log(`  ${'phase'.padEnd(width)}  ${keys.map((k) => label(k).padStart(9)).join('  ')}`);
    for (const p of phaseNames) {
        console.log(`  ${p.padEnd(width)}  ${keys.map((k) => ms(medians(k, p)).padStart(9)).join('  ')}`);
    }
    for (const key of keys) {
        console.log(`first frames, ${label(key)}: ${runs[key].map((r) => ms(r[FIRST_FRAME.slice(9)])).join(', ')}`);
    }
}

const browser = await launchBrowser();
try {
    for (const [i, page] of options.pages.entries()) {
        const size = execFileSync(path.join(repoRoot, 'tools', 'scripts', 'page_size.sh'), [page], { encoding: 'utf8' }).trim();
        console.log(options.pages.length > 1 ? `${'AB'[i]}: ${size}` : size);
    }
    if (options.profile) {
        await profileOnce(browser);
    } else {
        const before = loadAverage();
        report(await measure(browser));
        console.log(`load average before measuring: ${before}; after: ${loadAverage()}`);
    }
} finally {
    await browser.close();
    rmSync(served, { recursive: true, force: true });
}
