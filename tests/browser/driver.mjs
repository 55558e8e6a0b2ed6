// tests/browser/driver.mjs — plays Famiglia through the real page by clicking or tapping the canvas.
// The app publishes (with ?test=1) the rectangles of last frame's interactive items under stable ids and
// the game as window.gameTest.game = {screen, viewer, my_turn, lang, seats, moves, state}; state is the
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

// Runs in the page: waits there (a cheap check every 5 ms, no copy of the hook) until the app drew a frame after
// frame `since` (null: the frame now drawn), or for `idleMs` when it draws none; then returns the hook. One round trip per frame drawn (or per
// idleMs of rest), where a poll from node every 15-40 ms copied the whole hook each time: on a loaded machine most
// of the driver's CPU and a good part of the page's.
function nextFrameInPage({ since, idleMs }) {
    const hook = window.gameTest;
    const from = since ?? hook.frames;
    const deadline = performance.now() + idleMs;
    return new Promise((resolve) => {
        const poll = () => {
            if (hook.frames > from || performance.now() > deadline) resolve(JSON.stringify(hook));
            else setTimeout(poll, 5);
        };
        poll();
    });
}

// Runs in the page: notes the frame count at each release of a click or tap (the app takes the event in the frame
// after it), so that a wait for the frames after an input counts from the input itself (see settleInPage).
// Returns the releases counted so far (a reloaded page starts again from 0).
function watchReleases() {
    if (!window.driverReleases) {
        const releases = window.driverReleases = { count: 0, frame: 0 };
        const note = () => { releases.count++; releases.frame = window.gameTest.frames; };
        window.addEventListener('pointerup', note, true);  // one per mouse click or touch tap
    }
    return window.driverReleases.count;
}

// Runs in the page: Driver.settle's wait, there: `frames` frames after frame `start` (read after the input) or, for
// a click, after the frame drawn when its release reached the page (release: the click's number; on a loaded machine
// the input's frames may all be drawn before `start` is read), bounded by inputMs; then until the app rests (bounded
// by maxMs from then on).
function settleInPage({ release, start, frames, maxMs, inputMs }) {
    const hook = window.gameTest;
    const releases = window.driverReleases;
    const inputDeadline = performance.now() + inputMs;
    let restDeadline = null;
    return new Promise((resolve) => {
        const poll = () => {
            const now = performance.now();
            const drawn = release > 0 ? releases.count >= release && hook.frames >= releases.frame + frames
                                      : hook.frames >= start + frames;
            if (restDeadline === null && (drawn || now > inputDeadline)) restDeadline = now + maxMs;
            if (restDeadline !== null && (hook.resting || now > restDeadline)) resolve(JSON.stringify(hook));
            else setTimeout(poll, 5);
        };
        poll();
    });
}

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
    // restMs: how long a click waits, once its frames are drawn, for the app to rest (settle's maxMs). A table that
    // animates without end (the Hint's pulsing cards: fam_hint.test.mjs) never rests, so there every click drew
    // 1.5 s of frames for nothing; with 0 a click waits for one frame more instead (a change made in a frame is drawn
    // in the next), and what follows waits for what it needs by the hook.
    constructor(page, target, { touch = false, random = makeRandom(1), restMs = 1500 } = {}) {
        this.page = page;
        this.target = target;
        this.touch = touch;
        this.random = random;
        this.restMs = restMs;
        this.clicks = 0;
    }

    async hook() { return testHook(this.target); }

    // The hook of the next frame after `hook` (default: the frame now drawn), or the same one after idleMs without a
    // frame: what a wait for the page to move on polls with.
    async nextHook(hook = null, idleMs = 100) {
        return JSON.parse(await this.target.evaluate(nextFrameInPage, { since: hook?.frames ?? null, idleMs }));
    }

    async game() { return (await this.hook()).game; }

    // The hook of a resting frame drawn at `width` x `height` CSS px after a resize (the items of a frame before it lie
    // elsewhere).
    async restingAt(width, height) {
        const deadline = Date.now() + 30000;
        for (let hook = await this.hook(); ; hook = await this.nextHook(hook)) {
            const fb = hook.framebuffer;
            if (hook.resting && fb.width === Math.round(width * hook.dpr) && fb.height === Math.round(height * hook.dpr)) return hook;
            assert.ok(Date.now() < deadline, `no frame at ${width}x${height}: ${fb.width}x${fb.height}`);
        }
    }

    // Waits until the app has drawn the frames that follow an input: the two after it (ImGui sees a click's
    // press in the first and its release, where a button fires, in the second), then until it says it rests
    // (no frame due; the hook's "resting") or keeps drawing for `maxMs` (a computer turn). On a loaded machine
    // a frame can take longer than `maxMs`, so that bound only starts once the input was handled; an input
    // the app never sees (the page lost the focus) draws no frame, and `inputMs` ends that wait.
    // release: the number of the click whose frames to wait for (see settleInPage); 0: count from now.
    async settle(maxMs = 1500, inputMs = 15000, release = 0, frames = 2) {
        const start = (await this.hook()).frames;
        return JSON.parse(await this.target.evaluate(settleInPage, { release, start, frames, maxMs, inputMs }));
    }

    // As settle, for an input that is no click (a wheel, a gesture, a click beside the items): its frames counted
    // from `since`, the frame count read before the input. Read after it, the count may start past the frames the
    // input drew (the app rests by then), and settle waited all of inputMs for two more: 15 s a scroll.
    async settleSince(since, maxMs = 1500, inputMs = 15000) {
        return JSON.parse(await this.target.evaluate(settleInPage, { release: 0, start: since, frames: 2, maxMs, inputMs }));
    }

    // Waits until the app rests (no frame due), or for maxMs while it keeps drawing; with no input to wait for
    // (settle() there waited 15 s for frames a resting app never draws).
    async rest(maxMs = 1500) { return this.settleSince(0, maxMs); }

    async item(id, timeout = 15000) {
        const deadline = Date.now() + timeout;
        for (let hook = await this.hook(); ; hook = await this.nextHook(hook)) {
            const item = hook.items.find((i) => i.id === id);
            if (item) return item;
            if (Date.now() > deadline) {
                assert.fail(`no item ${id} on screen ${hook.game?.screen}; items: ${hook.items.map((i) => i.id).join(' ')}`);
            }
        }
    }

    async has(id) {
        const hook = await this.hook();
        return hook.items.some((i) => i.id === id);
    }

    // Clicks (or taps) the centre of an item through the real input path.
    async click(id) {
        await this.clickItem(await this.item(id));
    }

    // Clicks the item if the newest frame shows it, and says whether it did: for an item that may go by itself
    // (the Hint's Cancel ends with the thinking), where waiting for it would fail the test on the machine's pace.
    async clickIfShown(id) {
        const item = (await this.hook()).items.find((i) => i.id === id);
        if (item) await this.clickItem(item);
        return item !== undefined;
    }

    async clickItem(item) {
        const released = await this.target.evaluate(watchReleases);
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
        await this.settle(this.restMs, 15000, released + 1, this.restMs > 0 ? 2 : 3);
    }

    async waitFor(predicate, what, timeout = 60000) {
        return (await this.waitForHook(predicate, what, timeout)).game;
    }

    // As waitFor, but returns the whole hook (frames, items and game) of the frame that met the condition.
    async waitForHook(predicate, what, timeout = 60000) {
        const deadline = Date.now() + timeout;
        for (let hook = await this.hook(); ; hook = await this.nextHook(hook)) {
            if (hook.game && predicate(hook.game)) return hook;
            if (Date.now() > deadline) assert.fail(`timed out waiting for ${what}; screen ${hook.game?.screen}`);
        }
    }

    // Returns `hook` when it was drawn from what it publishes, else the hook of the next frame. A frame that
    // applies an action publishes what it drew before the action (the items, the state and whose turn it is)
    // next to the moves after it, and is never resting (it asks for the next frame, drawn from the change).
    async drawnFrom(hook, what, timeout = 60000) {
        const deadline = Date.now() + timeout;
        for (let h = hook; ; h = await this.nextHook(h)) {
            if (h.resting || h.frames > hook.frames) return h;
            if (Date.now() > deadline) assert.fail(`timed out waiting for the frame after ${what}`);
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
        // After an Accountant the table is in its swap mode (a tap on a hand card picks a swap partner) until "Done
        // swapping"; a person ends it before any other gesture, as the core allows other actions at once.
        if (kind !== 'swap' && (await this.has('button:done-swapping'))) await this.click('button:done-swapping');
        if (kind === 'take' || kind === 'refresh') {
            // A Street card with one way may apply it at once; otherwise it opens the chooser of its ways.
            await this.click(`street:${words[1]}`);
            const tapped = await this.waitForHook((g) => g.screen === 'choice' || g.moves.length > before,
                                                  `the ways of street:${words[1]}`, 10000);
            if (tapped.game.screen === 'choice') await this.click(`choice:${action}`);
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
        const applied = await this.waitForHook((g) => g.moves.length > before, `action "${action}" to apply`, 10000);
        assert.equal(applied.game.moves[before], action, `the taps for "${action}" applied "${applied.game.moves[before]}"`);
        // The next action is chosen from the state after this one, not from the frame that applied it.
        await this.drawnFrom(applied, `action "${action}"`);
    }

    // Plays until the end screen. Returns {actions, game}.
    async playToEnd({ passRate = 0, maxActions = 2000, onAction = null } = {}) {
        let actions = 0;
        for (let hook = await this.hook(); ; hook = await this.hook()) {
            const { game } = hook;
            if (game.screen === 'end') return { actions, game };
            if (game.screen === 'handoff') {
                await this.click('button:handoff');
                continue;
            }
            if (!game.my_turn) {  // the computer's turn: the next frame
                await this.nextHook(hook);
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

// Key events as the page sees them: each keydown and keyup counted, with the app's frame count at that moment.
// Installed once per page; returns the count so far.
function watchKeys(target) {
    return target.evaluate(() => {
        if (!window.__keys) {
            const keys = (window.__keys = { seen: 0, frame: 0 });
            const note = () => {
                keys.seen++;
                keys.frame = window.gameTest.frames;
            };
            window.addEventListener('keydown', note, true);
            window.addEventListener('keyup', note, true);
        }
        return window.__keys.seen;
    });
}

// Waits in the page until the key event after `seen` arrived and a frame that began after it has ended: the app
// took that event in it (an event always makes the app draw the next frame, also when it was resting).
function frameAfterKey(target, seen) {
    return target.evaluate((seen) => new Promise((resolve, reject) => {
        const deadline = Date.now() + 5000;
        const check = () => {
            const keys = window.__keys;
            if (keys.seen > seen && window.gameTest.frames > keys.frame) resolve();
            else if (Date.now() > deadline) reject(new Error(`no frame after a key event (frames ${window.gameTest.frames})`));
            else setTimeout(check, 2);
        };
        check();
    }), seen);
}

// A key pressed as a person types: ImGui 1.86's SDL backend reads keys as held or not once a frame, so a press
// and its release handled in one frame go unseen, and so does a release with the next press (the key looks held
// throughout); a key held past the repeat delay (0.275 s of the app's clock) would repeat. So the key goes down,
// stays down until a frame that began after the page got the event has ended, and goes up; the next key goes down
// only after a frame took this release (watchKeys notes each key event's frame). Counting frames before pressing
// lost keys on a loaded machine; pressing right after the last release lost that press (La Cosa Nostra's second
// Esc in a row, 2 of 6 runs); waiting for "a frame after now" hung when the app had drawn the event's frames and
// rested by then. Shift, when asked, is held around it until the app has seen it, as a person
// holds it before the arrow. `driver` is either game's driver.
export async function holdKey(driver, name, shift = false) {
    const { page, target } = driver;
    await target.locator('#canvas').focus();
    if (shift) {
        await page.keyboard.down('Shift');
        await target.waitForFunction(() => window.gameTest.keys.shift, null, { timeout: 5000, polling: 10 });
    }
    const seen = await watchKeys(target);
    if (seen > 0) await frameAfterKey(target, seen - 1);  // the last key's release taken (mostly long since)
    await page.keyboard.down(name);
    await frameAfterKey(target, seen);
    const since = (await driver.hook()).frames;
    await page.keyboard.up(name);
    if (shift) await page.keyboard.up('Shift');
    // The release's own frames, then the rest, counted from before the release: counted from after it (settle), the
    // wait ran into settle's 15 s for frames when the release's were drawn by then (fam_replay: 3 keys of 12).
    // La Cosa Nostra's driver counts its waits from its taps.
    await frameAfterKey(target, seen + 1);
    if (driver.settleSince) await driver.settleSince(since);
    else await driver.settle();
}
