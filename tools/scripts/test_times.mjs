// tools/scripts/test_times.mjs LOGS — the time table that tools/test prints at its end and writes to
// LOGS/test-times.txt: each stage's seconds (LOGS/stages.tsv: name, seconds), the browser test files' seconds and the
// ten slowest tests of CTest (LOGS/ctest.log) and of the browser tests (LOGS/browser-tests.tap), with the load.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
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

// node's TAP: "# Subtest: name", then "ok N - name" at the same indentation followed by a YAML block with
// duration_ms; a test with subtests (a describe, a file) ends its children with a "1..N" line just before its own
// "ok" line. Returns the leaf tests (with their parents' names) and the files (top level, when node reports them).
function tapTimes(text) {
    const lines = text.split('\n');
    const tests = [];
    const files = [];
    const parents = [];
    for (let i = 0; i < lines.length; i++) {
        const sub = lines[i].match(/^(\s*)# Subtest: (.*)$/);
        if (sub) {
            const depth = sub[1].length / 4;
            parents.length = depth;
            parents[depth] = sub[2];
            continue;
        }
        const m = lines[i].match(/^(\s*)(not ok|ok) \d+ - (.*?)(?: # (SKIP|TODO).*)?$/);
        if (!m) continue;
        const indent = m[1].length;
        let j = i - 1;
        while (j >= 0 && lines[j].trim() === '') j--;
        const isParent = j >= 0 && new RegExp(`^\\s{${indent + 4}}1\\.\\.\\d+$`).test(lines[j]);
        let duration = null;
        let suite = false;
        for (let k = i + 1; k < lines.length && k < i + 40; k++) {
            const d = lines[k].match(/^\s*duration_ms: ([\d.]+)/);
            if (d) duration = Number(d[1]);
            if (/^\s*type: 'suite'/.test(lines[k])) suite = true;
            if (/^\s*\.\.\.$/.test(lines[k])) break;
        }
        if (duration === null || m[4]) continue;
        const depth = indent / 4;
        const names = parents.slice(0, depth);
        const entry = { name: m[3], seconds: duration / 1000, status: m[2], parents: names };
        if (depth === 0 && /\.test\.mjs$/.test(m[3])) files.push(entry);
        else if (!isParent && !suite) tests.push(entry);
    }
    return { tests, files };
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

const base = (file) => file.replace(/^.*\//, '');
const { tests, files } = tapTimes(read('browser-tests.tap'));
if (files.length) {
    out.push('Browser test files:');
    for (const f of [...files].sort((a, b) => b.seconds - a.seconds)) out.push(`${fmt(f.seconds)}  ${base(f.name)}`);
}
const slowest = (list, title, label) => {
    if (!list.length) return;
    out.push(`${title} (${list.length} tests, the ten slowest):`);
    for (const t of [...list].sort((a, b) => b.seconds - a.seconds).slice(0, 10)) out.push(`${fmt(t.seconds)}  ${label(t)}`);
};
slowest(ctestTimes(read('ctest.log')), 'CTest', (t) => t.name);
slowest(tests, 'Browser tests', (t) => {
    const file = t.parents.find((p) => /\.test\.mjs$/.test(p));
    return `${file ? `${base(file)}: ` : ''}${t.name}`;
});
const text = `${out.join('\n')}\n`;
writeFileSync(path.join(logs, 'test-times.txt'), text);
process.stdout.write(text);
