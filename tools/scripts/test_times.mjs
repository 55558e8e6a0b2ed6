// tools/scripts/test_times.mjs LOGS — the time table that tools/test prints at its end and writes to
// LOGS/test-times.txt: each stage's seconds (LOGS/stages.tsv: name, seconds), the browser test files' seconds and the
// ten slowest tests of CTest (LOGS/ctest.log) and of the browser tests (LOGS/browser-tests.tsv), with the load.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';

const logs = process.argv[2];
const read = (name) => {
    const file = path.join(logs, name);
    return existsSync(file) ? readFileSync(file, 'utf8') : '';
};

// "  12/522 Test  #40: name ....   Passed    1.23 sec"
function ctestTimes(text) {
    const out = [];
    for (const line of text.split('\n')) {
        const m = line.match(/Test\s+#\d+: (.*?) \.+\**\s*(\S.*?)\s+([\d.]+) sec$/);
        if (m) out.push({ name: m[1], seconds: Number(m[3]), status: m[2] });
    }
    return out;
}

// LOGS/browser-tests.tsv (tools/scripts/test_times_reporter.mjs): file, nesting, kind, seconds, status, name.
// Returns the tests (not the suites) and each file's seconds (the sum of its top-level tests and suites).
function browserTimes(text) {
    const tests = [];
    const files = new Map();
    for (const line of text.split('\n').filter(Boolean)) {
        const [file, nesting, kind, seconds, status, name] = line.split('\t');
        const base = file.replace(/^.*\//, '');
        if (kind === 'test') tests.push({ name: `${base}: ${name}`, seconds: Number(seconds), status });
        if (nesting === '0') files.set(base, (files.get(base) ?? 0) + Number(seconds));
    }
    return { tests, files };
}

// LOGS/browser/FILE.cpu (tools/scripts/browser_file.sh): each file's CPU seconds, node's and the browser's, from its
// "(file)" line. A map from the file's log name (famiglia-game.test.mjs) to {node, browser}.
function browserCpu() {
    const dir = path.join(logs, 'browser');
    const out = new Map();
    if (!existsSync(dir)) return out;
    for (const name of readdirSync(dir).filter((n) => n.endsWith('.cpu'))) {
        const line = readFileSync(path.join(dir, name), 'utf8').split('\n').find((l) => l.startsWith('(file)\t'));
        if (!line) continue;
        const [, , node, browser] = line.split('\t');
        out.set(name.slice(0, -'.cpu'.length), { node: Number(node), browser: Number(browser) });
    }
    return out;
}

const fmt = (s) => s.toFixed(1).padStart(7);
const out = [];
const [one, five, fifteen] = loadavg();
out.push(`Test times (${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, load at the end ` +
         `${one.toFixed(2)} ${five.toFixed(2)} ${fifteen.toFixed(2)}; seconds)`);
out.push('Stages:');
let total = 0;
for (const line of read('stages.tsv').split('\n').filter(Boolean)) {
    const [name, seconds] = line.split('\t');
    out.push(`${fmt(Number(seconds))}  ${name}`);
    total += Number(seconds);
}
out.push(`${fmt(total)}  total`);

const { tests, files } = browserTimes(read('browser-tests.tsv'));
if (files.size) {
    // CPU: what the file costs a quiet machine (node + chromium, all processes); wall seconds grow with the load.
    const cpu = browserCpu();
    let cpuTotal = 0;
    out.push('Browser test files (two at a time; wall: the sum of their tests; CPU: node + browser seconds):');
    for (const [file, seconds] of [...files].sort((a, b) => b[1] - a[1])) {
        const c = cpu.get(file);
        cpuTotal += c ? c.node + c.browser : 0;
        out.push(`${fmt(seconds)}  ${c ? `${fmt(c.node + c.browser)} CPU (node ${c.node.toFixed(1)})  ` : ''}${file}`);
    }
    if (cpu.size) out.push(`${fmt(cpuTotal)}  CPU seconds of all browser files (two cores: at least half of that in wall time)`);
}
const slowest = (list, title, label) => {
    if (!list.length) return;
    out.push(`${title} (${list.length} tests, the ten slowest):`);
    for (const t of [...list].sort((a, b) => b.seconds - a.seconds).slice(0, 10)) out.push(`${fmt(t.seconds)}  ${label(t)}`);
};
slowest(ctestTimes(read('ctest.log')), 'CTest', (t) => t.name);
slowest(tests, 'Browser tests', (t) => t.name);
const text = `${out.join('\n')}\n`;
writeFileSync(path.join(logs, 'test-times.txt'), text);
process.stdout.write(text);
