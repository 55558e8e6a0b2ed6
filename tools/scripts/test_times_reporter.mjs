// tools/scripts/test_times_reporter.mjs — a node:test reporter (tools/test passes it with --test-reporter) that
// writes one line per finished test: file, nesting, kind (test or suite), seconds, status, name (tab-separated),
// for tools/scripts/test_times.mjs.
export default async function* testTimes(source) {
    for await (const event of source) {
        if (event.type !== 'test:pass' && event.type !== 'test:fail') continue;
        const { file = '', nesting, name, details = {}, skip, todo } = event.data;
        if (skip || todo) continue;
        const kind = details.type === 'suite' ? 'suite' : 'test';
        const status = event.type === 'test:pass' ? 'pass' : 'fail';
        const clean = (text) => String(text).replace(/[\t\n]/g, ' ');
        yield `${clean(file)}\t${nesting}\t${kind}\t${((details.duration_ms ?? 0) / 1000).toFixed(3)}\t${status}\t${clean(name)}\n`;
    }
}
