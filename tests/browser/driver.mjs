// tests/browser/driver.mjs — plays Famiglia through the real page by clicking or tapping the canvas.
// The app publishes (with ?test=1) the rectangles of last frame's interactive items under stable ids and
// the game as window.famigliaTest.game = {screen, viewer, my_turn, lang, seats, moves, state}; state is the
// core's famiglia-state/1 JSON of the viewer's View, whose "legal" list is the only source of actions here.
// The driver picks a legal action and performs it with the gestures a person would use:
//   take T ... / refresh T   tap street:T, then choice:<action>
//   accountant C             tap hand:C
//   swap X Y                 tap area:X, then hand:Y
//   brute C T V              tap hand:C, tap street:T, then choice:<action>
//   pass                     tap button:pass (and button:pass-confirm when the pass ends the game)
// Used by game.test.mjs.
import assert from 'node:assert/strict';
import { testHook } from './harness.mjs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// A small seeded generator, so a failing game can be replayed with the same choices.
export function makeRandom(seed) {
    let s = seed >>> 0;
    return () => {
        s = (s + 0x6D2B79F5) >>> 0;
        let t = s;
        t = Math.imul(t ^ (t >>> 15), t | 1);
        t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
        return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
}

export class Driver {
    // page: the top-level page (mouse, touchscreen); target: the page or the iframe's frame holding the app.
    constructor(page, target, { touch = false, random = makeRandom(1) } = {}) {
        this.page = page;
        this.target = target;
        this.touch = touch;
        this.random = random;
        this.clicks = 0;
    }

    async hook() { return testHook(this.target); }

    async game() { return (await this.hook()).game; }

    // Waits until the app has drawn the frames that follow an input: at least one new frame, then until it
    // says it rests (no frame due; the hook's "resting") or keeps drawing for `maxMs` (a computer turn).
    async settle(maxMs = 1500) {
        const start = (await this.hook()).frames;
        const deadline = Date.now() + maxMs;
        while (Date.now() < deadline) {
            await sleep(15);
            const hook = await this.hook();
            if (hook.frames > start && hook.resting) return;
        }
    }

    async item(id, timeout = 5000) {
        const deadline = Date.now() + timeout;
        for (;;) {
            const hook = await this.hook();
            const item = hook.items.find((i) => i.id === id);
            if (item) return item;
            if (Date.now() > deadline) {
                assert.fail(`no item ${id} on screen ${hook.game?.screen}; items: ${hook.items.map((i) => i.id).join(' ')}`);
            }
            await sleep(30);
        }
    }

    async has(id) {
        const hook = await this.hook();
        return hook.items.some((i) => i.id === id);
    }

    // Clicks (or taps) the centre of an item through the real input path.
    async click(id) {
        const item = await this.item(id);
        const box = await this.target.locator('#canvas').boundingBox();
        const x = box.x + item.x + item.w / 2, y = box.y + item.y + item.h / 2;
        if (this.touch) {
            await this.page.touchscreen.tap(x, y);
        } else {
            await this.page.mouse.move(x, y);
            await this.page.mouse.down();
            await this.page.mouse.up();
        }
        this.clicks++;
        await this.settle();
    }

    async waitFor(predicate, what, timeout = 60000) {
        const deadline = Date.now() + timeout;
        for (;;) {
            const game = await this.game();
            if (game && predicate(game)) return game;
            if (Date.now() > deadline) assert.fail(`timed out waiting for ${what}; screen ${game?.screen}`);
            await sleep(40);
        }
    }

    // Chooses one legal action: uniformly among all but pass (pass only when nothing else is legal, or
    // with probability passRate), like the core's playout policy.
    choose(legal, passRate) {
        const others = legal.filter((m) => m !== 'pass');
        if (others.length === 0 || this.random() < passRate) return 'pass';
        return others[Math.floor(this.random() * others.length)];
    }

    // Performs one action with taps on the table, and checks that exactly that action was applied.
    async perform(action) {
        const before = (await this.game()).moves.length;
        const words = action.split(' ');
        const [kind] = words;
        if (kind === 'take' || kind === 'refresh') {
            await this.click(`street:${words[1]}`);
            if (await this.has(`choice:${action}`)) await this.click(`choice:${action}`);
        } else if (kind === 'accountant') {
            await this.click(`hand:${words[1]}`);
        } else if (kind === 'swap') {
            await this.click(`area:${words[1]}`);
            await this.click(`hand:${words[2]}`);
        } else if (kind === 'brute') {
            await this.click(`hand:${words[1]}`);
            await this.click(`street:${words[2]}`);
            await this.click(`choice:${action}`);
        } else if (kind === 'pass') {
            // A pass that ends the game (the second pass in a row, or the last turn) asks first; no other does.
            const { state } = await this.game();
            const endsGame = state.pass_streak >= 1 || state.turns_left === 1;
            await this.click('button:pass');
            const confirming = (await this.game()).screen === 'pass-confirm';
            assert.equal(confirming, endsGame, `pass with pass_streak ${state.pass_streak}, turns_left ${state.turns_left}: ` +
                         (endsGame ? 'no confirmation before the game ends' : 'a confirmation although the game goes on'));
            if (confirming) await this.click('button:pass-confirm');
        } else {
            assert.fail(`unknown action ${action}`);
        }
        const game = await this.waitFor((g) => g.moves.length > before, `action "${action}" to apply`, 10000);
        assert.equal(game.moves[before], action, `the taps for "${action}" applied "${game.moves[before]}"`);
    }

    // Plays until the end screen. Returns {actions, game}.
    async playToEnd({ passRate = 0, maxActions = 2000, onAction = null } = {}) {
        let actions = 0;
        for (;;) {
            const game = await this.game();
            if (game.screen === 'end') return { actions, game };
            if (game.screen === 'handoff') {
                await this.click('button:handoff');
                continue;
            }
            if (!game.my_turn) {
                await sleep(40);
                continue;
            }
            assert.equal(game.screen, 'table', `unexpected screen ${game.screen} at the start of an action`);
            assert.ok(actions < maxActions, 'the game does not end');
            const action = this.choose(game.state.legal, passRate);
            await this.perform(action);
            actions++;
            if (onAction) await onAction(actions, action);
        }
    }
}
