// tests/browser/lacosanostra/lcn_rules.test.mjs — the rules sheet teaches and every card can be
// read (item 1's "All cards"): the sheet opened from a private screen and from the public table, scrolled by wheel
// and by drag, the cards view and one card's details. Pictures at 1280x800, 390x844 and in an 800x600 iframe go to
// build/screenshots (lcn-rules-*.png).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { saveScreenshot, useServerAndBrowser } from '../harness.mjs';
import { LcnDriver, makeRandom, openFirstHandOff } from './lcn_driver.mjs';

// Computers alone: the public table (a person's own seat would show the person's private screen).
const PUBLIC = '/index.html?test=1&timescale=25&game=lacosanostra&seats=easy,easy,easy&seed=7';
const t = useServerAndBrowser({
    '/host-rules.html': `<!doctype html><html><head><meta charset="utf-8"><title>host</title><link rel="icon" href="data:,">
</head><body style="margin:0"><iframe id="game" src="${PUBLIC}" style="width:800px;height:600px;border:0"></iframe></body></html>`,
});

// From the open menu: the rules (round first, with its phases), scrolled, the cards view, one card's details, and
// back to the menu. `drag`: scroll by a drag (a finger) instead of the wheel.
async function readRules(driver, page, tag, { drag = false } = {}) {
    await saveScreenshot(await page.screenshot(), `lcn-rules-menu-${tag}.png`);
    let hook = await driver.click('button:rules');
    assert.equal(hook.game.screen, 'rules');
    assert.ok(hook.game.sheet_text.includes('1. Draw') && hook.game.sheet_text.includes('2. Planning'),
              `the round's phases first: ${hook.game.sheet_text.join(' | ')}`);
    await saveScreenshot(await page.screenshot(), `lcn-rules-round-${tag}.png`);
    const box = driver.canvasBox ?? (driver.canvasBox = await driver.target.locator('#canvas').boundingBox());
    const at = { x: box.x + box.width / 2, y: box.y + box.height * 0.6 };
    await page.mouse.move(at.x, at.y);
    const first = hook.game.sheet_text[0];
    for (let k = 0; k < 8; k++) {
        if (drag) {  // a frame between the steps: ImGui 1.86 sees one pointer state a frame
            await page.mouse.down();
            await driver.snapshot(1);
            for (let step = 1; step <= 3; step++) {
                await page.mouse.move(at.x, at.y - step * box.height * 0.1);
                await driver.snapshot(1);
            }
            await page.mouse.up();
            driver.taps++;  // the page counts every pointer release as a tap (lcn_driver.mjs watchTaps)
            hook = await driver.snapshot(1, { tap: driver.taps });
            await page.mouse.move(at.x, at.y);
        } else {
            await page.mouse.wheel(0, 400);
            hook = await driver.snapshot(1);
        }
    }
    assert.ok(hook.game.scroll > 300, `the sheet scrolled (${hook.game.scroll} px)`);
    assert.ok(!hook.game.sheet_text.includes(first), `scrolled past ${first}: ${hook.game.sheet_text.join(' | ')}`);
    await saveScreenshot(await page.screenshot(), `lcn-rules-cards-${tag}.png`);

    hook = await driver.click('button:all-cards');
    assert.equal(hook.game.screen, 'cards');
    assert.ok(hook.game.sheet_text.length > 0, 'cards drawn');
    hook = await driver.click('card:1');
    assert.ok(hook.game.card_details.length >= 3, `a card's details: ${hook.game.card_details.join(' | ')}`);
    assert.ok(hook.game.card_details.some((l) => /^Difficulty/.test(l)), hook.game.card_details.join(' | '));
    await saveScreenshot(await page.screenshot(), `lcn-rules-card-${tag}.png`);
    hook = await driver.click('button:close');  // the card's details first
    assert.equal(hook.game.screen, 'cards');
    assert.deepEqual(hook.game.card_details, []);
    hook = await driver.click('button:close');
    assert.equal(hook.game.screen, 'rules');
    hook = await driver.click('button:close');
    assert.equal(hook.game.screen, 'start', 'back to the menu the rules were opened from');
    return hook;
}

describe('La Cosa Nostra: the rules sheet teaches', () => {
    it('from a private screen at 1280x800: the round, the cards, one card\'s details', { timeout: 90000 }, async () => {
        const { context, page, problems, driver, hook: first } = await openFirstHandOff(t);
        try {
            let hook = await driver.click(`unlock:${first.game.holder}`);
            assert.equal(hook.game.screen, 'private');
            await driver.click('button:menu');
            hook = await readRules(driver, page, '1280x800');
            assert.ok(hook.items.some((i) => i.id === 'button:all-cards'), 'All cards in the menu too');
            hook = await driver.click('button:back');
            assert.equal(hook.game.screen, 'handoff', 'the hand stays hidden');
            assert.deepEqual(problems, []);
        } finally {
            await context.close();
        }
    });

    it('from the public table at 390x844, scrolled by a drag', { timeout: 90000 }, async () => {
        const { context, page, problems } = await t.openPage(PUBLIC, { viewport: { width: 390, height: 844 } });
        try {
            const driver = new LcnDriver(page, page, { random: makeRandom(1) });
            await driver.waitFor((g) => g.screen === 'public', 'the public table');
            await driver.click('button:menu');
            await readRules(driver, page, '390x844', { drag: true });
            assert.deepEqual(problems, []);
        } finally {
            await context.close();
        }
    });

    it('in an 800x600 iframe', { timeout: 90000 }, async () => {
        const { context, page, target, problems } = await t.openPage('/host-rules.html', { viewport: { width: 900, height: 700 } },
                                                                     { frame: 'game' });
        try {
            const driver = new LcnDriver(page, target, { random: makeRandom(1) });
            await driver.waitFor((g) => g.screen === 'public', 'the public table');
            await driver.click('button:menu');
            await readRules(driver, page, '800x600-iframe');
            assert.deepEqual(problems, []);
        } finally {
            await context.close();
        }
    });
});
