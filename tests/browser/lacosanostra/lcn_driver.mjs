// tests/browser/lacosanostra/lcn_driver.mjs — plays La Cosa Nostra through the real page by clicking or tapping the canvas.
// The table publishes (with ?test=1) window.gameTest.game = {screen, settled, deal_note, log_last, seats (name,
// family, letter, kind), round, over, computer (the computer seat whose decision is due, or -1), acting, holder,
// done, gates, moves, last_move, pick, actions: [{id, effect, move, enabled}], face_up_orders, influence_drawn, roll}
// and the rectangles of last frame's items under the same ids (table_view.cpp TestJson). The driver only ever taps an
// offered, enabled action whose item is on screen, chosen with a seeded generator, and checks what is drawn at every
// screen:
//   - a hand-off screen draws no card of any hand and no order card face up (nothing of the table behind it);
//   - the public table draws no card of any hand;
//   - a private screen of seat S draws only S's hand (no other seat's hand card seen before on its own screen);
//   - a hand-off or private screen is always a person's, never a computer seat's (so nothing of a computer's hand
//     is ever drawn: hand cards are drawn on private screens only).
// It counts the hand-offs (game.gates) per round, the claims, the reactions (a card played after a claim) and
// the re-rolls, and can open the deal sheet at a safe point (makeDeal, offerToComputer). Used by
// lcn_games.mjs. LCN_TRACE=1 prints every tap it makes (to see where a game stops moving).
//
// Speed (a whole game is hundreds of taps): the page runs its clock faster (?timescale=, test pages only), and every
// read of the page is one round trip that waits inside the page (`snapshot`) for the frame it needs: after a tap
// the third frame (ImGui sees the press in the first, the release in the second), and only a `settled` frame (one
// whose drawing no tap or computer move made out of date). Determinism (a seed replays the same game whatever the
// machine's speed): the driver chooses only once every offered tap is enabled and no computer's decision is due
// (game.computer < 0), so no tap of the driver ever races a gate's delay, a window's minimum or a computer.
import assert from 'node:assert/strict';
import { testHook } from '../harness.mjs';
import { makeRandom } from '../driver.mjs';

export { makeRandom };

// A hand-off screen whose unlock button is offered and enabled (its gate's delay is over).
export const handOffOpen = (g) => g.screen === 'handoff' && g.actions.some((a) => a.effect === 'unlock' && a.enabled);

// A hot-seat game of three people (seed 3) at 1280x800, up to its first hand-off that can be unlocked: where the
// tests of private screens begin. Returns the page's parts, a driver and that hand-off's hook.
export async function openFirstHandOff(t) {
    const { context, page, problems } = await t.openPage(
        '/index.html?test=1&timescale=25&game=lacosanostra&players=3&seed=3', { viewport: { width: 1280, height: 800 } });
    const driver = new LcnDriver(page, page, { random: makeRandom(1) });
    const hook = await driver.waitFor(handOffOpen, 'the first hand-off');
    return { context, page, problems, driver, hook };
}

// The moves that are a reaction out of turn: a card played (or a hidden order revealed) after a claim.
const REACTION = /^[A-Z] (play (IT|NA)|trap |rob )/;

// Runs in the page: notes the frame count at each release of a tap (the app takes the event in the frame after it).
function watchTaps() {
    if (window.lcnTaps) return;
    const taps = window.lcnTaps = { count: 0, frame: 0 };
    const hook = window.gameTest;
    const note = () => { taps.count++; taps.frame = hook.frames; };
    window.addEventListener('pointerup', note, true);  // one per mouse click or touch tap
}

// Runs in the page: waits until the app drew `frames` frames after a point (the release of tap number `tap`, else
// the call) or `frames - 1` and rests (no frame is due), and its last frame is settled; then returns the hook as JSON
// text. A resting app draws no more frames, so resting also ends the wait for a settled frame.
function waitInPage({ frames, tap, timeout, since }) {
    const hook = window.gameTest;
    const taps = window.lcnTaps;
    const start = since ?? hook.frames;
    const deadline = performance.now() + timeout;
    return new Promise((resolve) => {
        const poll = () => {
            const tapSeen = tap === 0 || taps.count >= tap;
            const drawn = hook.frames - (tap === 0 ? start : taps.frame);
            const enough = tapSeen && (drawn >= frames || (drawn >= frames - 1 && hook.resting));
            const settled = !hook.game || hook.game.settled !== false || hook.resting;
            if ((enough && settled) || performance.now() > deadline) {
                resolve(JSON.stringify({ ...hook, timedOut: !(enough && settled), tapsSeen: taps.count, drawnSinceTap: drawn }));
            } else {
                setTimeout(poll, 4);
            }
        };
        poll();
    });
}

// What a frame shows, for the pictures (LcnDriver.onScreen): its screen (public, handoff, private, scoring, start),
// or `reaction-prompt` for the public table in an "anyone reacting?" window (claim buttons, all enabled); and on
// top of it `reaction` (a private screen offering a reaction card after a claim) and `dice` (a roll on the public
// table).
function pictureKinds(g) {
    const kinds = [];
    if (!(g.screen === 'public' && g.actions.some((a) => a.id.startsWith('claim:')))) {
        kinds.push(g.screen);
    } else if (g.actions.every((a) => a.enabled)) {
        kinds.push('reaction-prompt');
    }
    if (g.screen === 'private' && g.actions.some((a) => a.effect === 'move' && REACTION.test(a.move))) kinds.push('reaction');
    if (g.screen === 'public' && g.roll?.length > 0) kinds.push('dice');
    return kinds;
}

export class LcnDriver {
    constructor(page, target, { touch = false, random, claimRate = 0.02 } = {}) {
        this.page = page;
        this.target = target;
        this.touch = touch;
        this.random = random;
        this.claimRate = claimRate;
        this.taps = 0;
        this.time = { input: 0, settle: 0, wait: 0 };  // ms spent dispatching taps, after taps, waiting for the app
        this.moves = [];          // the move texts tapped, in order
        this.reactions = [];      // reaction moves made after a claim
        this.handPages = 0;       // taps that turned a phone's hand to its next page
        this.rerolls = [];        // reroll moves
        this.claims = 0;
        this.handoffs = 0;        // hand-off screens passed (unlock taps)
        this.deviceTaps = 0;      // taps that pass the device (unlock, done, peek): none in a solo game
        this.screenKinds = new Set(); // every screen seen (g.screen)
        this.gatesAtRound = {};   // round -> game.gates when the round was first seen
        this.secrets = new Map(); // card code -> seat whose private screen showed it (hand cards)
        this.reactionCards = new Map(); // seat -> whether its hand last showed an Intrigant or a Notarzt
        this.hopefulClaims = 0;   // claims made for a seat known to hold a reaction card
        this.screensSeen = new Set();
        this.dealWanted = null;   // [seat a, seat b]: make one deal (a pays b $1,000) at the first safe point
        this.deals = [];          // the trades made, in notation
        this.offerAnswers = [];   // the person's answers to computers' deal offers, in order
        this.onScreen = null;     // async (kind, hook) => {} the first time a screen kind is seen
    }

    async hook() { return testHook(this.target); }

    // One round trip: the hook once the app drew `frames` more frames (0: now, if settled) and a settled one;
    // `tap`: counted from the release of that tap (number), not from the call; `since`: from that frame count (read
    // before a raw input such as a wheel, whose frames may all be drawn before this call).
    async snapshot(frames = 0, { tap = 0, timeout = 15000, since = null } = {}) {
        if (!this.watching) {
            await this.target.evaluate(watchTaps);
            this.watching = true;
        }
        const hook = JSON.parse(await this.target.evaluate(waitInPage, { frames, tap, timeout, since }));
        this.lastHook = hook;
        return hook;
    }

    // The canvas as the app shows it now (a PNG buffer). An element screenshot, not the canvas's toDataURL: the app
    // hands a frame to WebGL only when its picture changed (docs/page.md), so the drawing buffer read after another
    // frame of the same screen is the cleared one, and every picture came out black.
    async canvasPng() {
        return this.target.locator('#canvas').screenshot();
    }

    // The frames after an input: ImGui sees the press in the first and the release (where a tap acts) in the
    // second; that frame publishes what it drew before the tap (it is not settled), so the driver reads the hook of
    // the third (a tap that changes nothing may leave the app resting after the second).
    async settle() {
        const hook = await this.snapshot(3, { tap: this.taps });
        assert.ok(!hook.timedOut, `no settled frame after a tap (screen ${hook.game?.screen}, frames ${hook.frames}, ` +
                  `resting ${hook.resting}, settled ${hook.game?.settled}, taps ${this.taps} (page saw ${hook.tapsSeen}), frames ` +
                  `since ${hook.drawnSinceTap}, moves ${hook.game?.moves}, last ${hook.game?.last_move})`);
        return hook;
    }

    // Taps (or clicks) the centre of an item and returns the settled hook after it. The input events and the wait
    // in the page go out together (the wait counts from the tap's release in the page), saving round trips.
    async tapItem(item) {
        // The page counts taps from its watcher on: install it before the first tap, or that tap goes uncounted and
        // the wait for it never ends (a test that taps before any snapshot raced here).
        if (!this.watching) await this.snapshot();
        const started = Date.now();
        const box = this.canvasBox ?? (this.canvasBox = await this.target.locator('#canvas').boundingBox());
        const x = box.x + item.x + item.w / 2, y = box.y + item.y + item.h / 2;
        this.taps++;
        const settled = this.settle();
        if (this.touch) {
            await this.page.touchscreen.tap(x, y);
        } else {
            await this.page.mouse.click(x, y);  // move, press, release: one call
        }
        const tapped = Date.now();
        const hook = await settled;
        this.time.input += tapped - started;
        this.time.settle += Date.now() - tapped;
        return hook;
    }

    // Taps the item `id` of the last settled frame (waiting a few frames for it to appear). Returns the hook after.
    async click(id, timeout = 15000) {
        const deadline = Date.now() + timeout;
        for (let hook = this.lastHook ?? await this.snapshot(); ; hook = await this.snapshot(1)) {
            const item = hook.items.find((i) => i.id === id);
            if (item) return this.tapItem(item);
            if (Date.now() > deadline) {
                assert.fail(`no item ${id} on screen ${hook.game?.screen}; items: ${hook.items.map((i) => i.id).join(' ')}`);
            }
        }
    }

    // Turns a phone's hand (its tile, `hand:more`) until the card `id` is on screen. Returns the hook after.
    async showInHand(id) {
        let hook = this.lastHook ?? await this.snapshot();
        for (let turns = 0; turns < 8 && !hook.items.some((i) => i.id === id); turns++) {
            const more = hook.items.find((i) => i.id === 'hand:more');
            if (!more) break;
            hook = await this.tapItem(more);
        }
        return hook;
    }

    async waitFor(predicate, what, timeout = 30000) {
        const deadline = Date.now() + timeout;
        for (let hook = await this.snapshot(); ; hook = await this.snapshot(1)) {
            if (hook.game && predicate(hook.game, hook)) return hook;
            if (Date.now() > deadline) assert.fail(`timed out waiting for ${what}; screen ${hook.game?.screen}`);
        }
    }

    // What this frame drew, against what the driver has seen of every seat's hand.
    checkSecrets(g, items) {
        const handItems = items.filter((i) => /^(order|influence):/.test(i.id)).map((i) => i.id);
        const context = `round ${g.round}, screen ${g.screen}, holder ${g.holder}`;
        if ((g.screen === 'handoff' || g.screen === 'private') && g.holder >= 0) {
            assert.equal(g.seats[g.holder].kind, 'person', `a ${g.screen} screen for a computer seat (${context})`);
        }
        if (g.screen === 'handoff') {
            const leaked = g.face_up_orders.filter((c) => this.secrets.has(c));
            assert.deepEqual(leaked, [], `a hand card of another seat on the hand-off (${context})`);
            assert.deepEqual(g.face_up_orders, [], `order cards face up on the hand-off (${context})`);
            assert.deepEqual(g.influence_drawn, [], `influence cards drawn on the hand-off (${context})`);
            assert.deepEqual(handItems, [], `hand cards as items on the hand-off (${context})`);
        } else if (g.screen === 'public' && g.viewer >= 0) {
            // Solo (one person): the person's own hand is on the table; no other seat's hand ever is.
            assert.equal(g.seats[g.viewer].kind, 'person', `a computer's view on the table (${context})`);
            assert.equal(g.seats.filter((s) => s.kind === 'person').length, 1, `a person's view with people (${context})`);
            for (const id of handItems) {
                const code = id.slice(id.indexOf(':') + 1);
                if (!id.startsWith('order:')) continue;
                const owner = this.secrets.get(code);
                assert.ok(owner === undefined || owner === g.viewer, `the table draws ${code} of seat ${owner} (${context})`);
                this.secrets.set(code, g.viewer);
            }
        } else if (g.screen === 'public') {
            assert.deepEqual(g.influence_drawn, [], `influence cards of a hand on the public table (${context})`);
            assert.deepEqual(handItems, [], `hand cards as items on the public table (${context})`);
            for (const c of g.face_up_orders) this.secrets.delete(c);  // revealed: public from now on
        } else if (g.screen === 'private' && g.holder >= 0) {
            if (!g.done) this.reactionCards.set(g.holder, g.influence_drawn.some((x) => x === 'IT' || x === 'NA'));
            // The hand drawn on this screen is the holder's own; a card of another seat's hand never appears here.
            for (const id of handItems) {
                const code = id.slice(id.indexOf(':') + 1);
                if (!id.startsWith('order:')) continue;
                const owner = this.secrets.get(code);
                assert.ok(owner === undefined || owner === g.holder,
                          `seat ${g.holder}'s screen draws ${code} from seat ${owner}'s hand (${context})`);
                this.secrets.set(code, g.holder);
            }
        }
    }

    noteRound(g) {
        if (g.round > 0 && !(g.round in this.gatesAtRound)) this.gatesAtRound[g.round] = g.gates;
    }

    // Hand-offs per round from the gate counts at the start of each round and the final count.
    gatesPerRound(finalGates) {
        const rounds = Object.keys(this.gatesAtRound).map(Number).sort((a, b) => a - b);
        const out = {};
        rounds.forEach((r, i) => {
            const next = i + 1 < rounds.length ? this.gatesAtRound[rounds[i + 1]] : finalGates;
            out[r] = next - this.gatesAtRound[r];
        });
        return out;
    }

    pickOne(list) { return list[Math.floor(this.random() * list.length)]; }

    // Chooses the next tap among the enabled actions whose item is on screen.
    choose(g, offered) {
        const byEffect = (e) => offered.filter((a) => a.effect === e);
        if (g.screen === 'handoff') return byEffect('unlock')[0];
        if (g.screen === 'private' && g.done) return byEffect('done')[0];
        // A computer's deal offer on the table (offers.h): the person it is for accepts or declines; the game waits
        // for the answer when the computer's own pause holds it.
        const answers = offered.filter((a) => a.effect === 'accept-offer' || a.effect === 'decline-offer');
        if (answers.length > 0) return this.pickOne(answers);
        const plays = offered.filter((a) => a.effect === 'move' || a.effect === 'pick' || a.effect === 'type-die');
        const reroll = plays.find((a) => /^[A-Z] reroll /.test(a.move) || a.id.startsWith('business:PZ'));
        if (reroll && this.rerolls.length < 2) return reroll;
        // A private claim screen: play the card when there is one (a reaction), else decline.
        const reactions = plays.filter((a) => REACTION.test(a.move) || (g.pick && a.effect === 'move' && /^[A-Z] (trap|rob) /.test(a.move)));
        if (g.screen === 'private' && reactions.length > 0) return this.pickOne(reactions);
        // An open-claim window: someone claims now and then, else the controller continues.
        const claims = plays.filter((a) => a.id.startsWith('claim:'));
        if (claims.length > 0) {
            const go = plays.filter((a) => !a.id.startsWith('claim:'));
            // A seat seen holding a reaction card claims (until one reaction happened), so that one happens.
            const hopeful = claims.filter((a) => this.reactionCards.get(Number(a.id.slice(6))));
            if (hopeful.length > 0 && this.reactions.length === 0 && this.hopefulClaims < 12) {
                this.hopefulClaims++;
                return this.pickOne(hopeful);
            }
            if (go.length === 0 || this.random() < this.claimRate) return this.pickOne(claims);
            return this.pickOne(go);
        }
        if (plays.length > 0) return this.pickOne(plays);
        // Nothing to play on screen but a play in a folded band (phone portrait): open a band (step) before giving
        // the device back, as a person would.
        if (g.actions.some((a) => a.enabled && (a.effect === 'move' || a.effect === 'pick') && !offered.includes(a))) return null;
        const rest = offered.filter((a) => a.effect === 'done' || a.effect === 'unlock');
        return rest.length > 0 ? rest[0] : null;
    }

    // One tap (or a wait for the next frame when nothing is tappable yet). Returns false once the game is over.
    async step() {
        const hook = this.next ?? await this.snapshot();
        this.next = null;
        const g = hook.game;
        this.checkSecrets(g, hook.items);
        this.screenKinds.add(g.screen);
        this.noteRound(g);
        this.noteProgress(g);
        for (const kind of pictureKinds(g)) {
            if (this.screensSeen.has(kind)) continue;
            this.screensSeen.add(kind);
            if (this.onScreen) await this.onScreen(kind, hook);
        }
        if (g.over || g.screen === 'scoring') return false;
        // Wait until every offered tap is enabled (a gate's delay, a window's minimum) and no computer's decision is
        // due: the same choices then come up whatever the machine's speed, so a seed replays the same game.
        if (g.actions.some((a) => !a.enabled) || g.computer >= 0) {
            const waited = Date.now();
            this.next = await this.snapshot(1);
            this.time.wait += Date.now() - waited;
            return true;
        }
        if (this.dealWanted && this.deals.length === 0 && g.screen === 'public' &&
            hook.items.some((i) => i.id === 'button:deal')) {
            const [a, b] = this.dealWanted;
            const after = await this.makeDeal(a, b);
            this.deals.push(after.game.last_move);
            return true;
        }
        // A deal is proposed while the public table waits for a person's move (nothing else can move the game on).
        if (this.computerDeal && !this.computerDeal.result && g.screen === 'public' &&
            hook.items.some((i) => i.id === 'button:deal') && g.actions.some((a) => a.effect === 'move' || a.effect === 'pick')) {
            this.computerDeal.result = await this.offerToComputer(this.computerDeal);
            return true;
        }
        const onScreen = new Map(hook.items.map((i) => [i.id, i]));
        const offered = g.actions.filter((a) => onScreen.has(a.id));
        // A phone's hand shows a page of its cards: turn it when the cards the step takes are all on other pages,
        // and now and then when some are shown (a person looks through the hand).
        const handPlay = (a) => a.enabled && (a.effect === 'move' || a.effect === 'pick') && /^(order|influence):/.test(a.id);
        if (onScreen.has('hand:more') && g.actions.some((a) => handPlay(a) && !onScreen.has(a.id)) &&
            (!offered.some(handPlay) || this.random() < 0.25)) {
            this.handPages++;
            this.next = await this.tapItem(onScreen.get('hand:more'));
            return true;
        }
        const action = this.choose(g, offered);
        if (!action) {
            // A tap on a band folded into a strip (phone portrait) opens it: the offered taps on it appear.
            const strips = hook.items.filter((i) => i.id.startsWith('band:') && i.h < 90);
            if (strips.length > 0 && g.actions.some((a) => !onScreen.has(a.id))) {
                this.next = await this.tapItem(this.pickOne(strips));
            } else {
                this.next = await this.snapshot(1);
            }
            return true;
        }
        if (action.effect === 'unlock') this.handoffs++;
        if (['unlock', 'done', 'peek'].includes(action.effect)) this.deviceTaps++;
        if (action.id.startsWith('claim:')) this.claims++;
        if (action.effect === 'accept-offer' || action.effect === 'decline-offer') this.offerAnswers.push(action.effect);
        if (action.effect === 'move') {
            this.moves.push(action.move);
            if (REACTION.test(action.move)) this.reactions.push(action.move);
            if (/^[A-Z] reroll /.test(action.move)) this.rerolls.push(action.move);
        }
        if (process.env.LCN_TRACE) console.error(`tap ${this.taps} ${g.screen} ${action.id} ${action.move ?? ''}`);
        this.next = await this.tapItem(onScreen.get(action.id));
        return true;
    }

    // Fails a game that stops moving (no move, gate or tap for a minute): a stuck computer, a tap that does nothing.
    noteProgress(g) {
        const mark = `${g.moves}/${g.gates}/${this.taps}/${g.screen}/${g.pick}/${g.done}`;
        if (mark !== this.progressMark) {
            this.progressMark = mark;
            this.progressAt = Date.now();
        }
        assert.ok(Date.now() - this.progressAt < 60000,
                  `no progress for a minute at ${mark} (computer ${g.computer}, actions ` +
                  `${g.actions.map((a) => `${a.id}${a.enabled ? '' : '(off)'}`).join(' ')}; items ` +
                  `${this.lastHook.items.map((i) => i.id).join(' ')}; settled ${g.settled}, timed out ` +
                  `${this.lastHook.timedOut}, taps seen ${this.lastHook.tapsSeen})`);
    }

    // Plays until the scoring screen, or until `until(hook)` holds for the hook of the next step.
    async playToEnd({ maxTaps = 4000, until = null } = {}) {
        for (;;) {
            assert.ok(this.taps < maxTaps, `no end after ${this.taps} taps`);
            if (until && this.next && until(this.next)) return this.next;
            if (!(await this.step())) return this.lastHook;
        }
    }

    // Opens the deal sheet on the public table (a safe point), composes "seat a pays seat b $1,000", both agree
    // (each with its own button), and closes the deal. Returns the hook after it.
    async makeDeal(a, b) {
        const before = this.lastHook.game;
        await this.click('button:deal');
        await this.click(`deal:party:0:${a}`);
        await this.click(`deal:party:1:${b}`);
        let hook = await this.click('deal:cash-more:0');
        if (this.onScreen) await this.onScreen('deal', hook);
        assert.ok(!hook.items.some((i) => i.id === 'deal:apply'), 'the deal closes before both agree');
        hook = await this.click('deal:agree:0');
        assert.ok(!hook.items.some((i) => i.id === 'deal:apply'), 'the deal closes after one agreement');
        assert.equal(hook.game.moves, before.moves, 'one agreement plays nothing');
        await this.click('deal:agree:1');
        const after = await this.click('deal:apply');
        assert.equal(after.game.moves, before.moves + 1, 'closing the deal plays one move');
        const letters = after.game.seats.map((s) => s.letter);
        assert.equal(after.game.last_move, `${letters[a]} trade ${letters[b]} / ${letters[a]} pay 1`);
        assert.ok(!after.items.some((i) => i.id.startsWith('deal:')), 'the sheet is closed');
        this.next = after;
        return after;
    }

    // A person proposes a deal to a computer on the deal sheet: the person (party 0) lays a deal marker on the
    // computer's first business offered and pays $1,000; "Ask <name>" lets the computer answer (bots.h
    // EvaluateTrade). Accepted: the person agrees too and applies the trade (one move, a trade with a marker);
    // declined: the sheet closes and nothing was played. Returns {verdict, note, trade}.
    async offerToComputer({ person, computer }) {
        const before = this.lastHook.game;
        await this.click('button:deal');
        await this.click(`deal:party:0:${person}`);
        let hook = await this.click(`deal:party:1:${computer}`);
        const mark = hook.items.find((i) => i.id.startsWith('deal:card:0:1:'));  // verb 1: mark (moves.h TradeVerb)
        assert.ok(mark, `no business of seat ${computer} to lay a marker on: ${hook.items.map((i) => i.id).join(' ')}`);
        await this.click(mark.id);
        hook = await this.click('deal:cash-more:0');
        if (this.onScreen) await this.onScreen('deal-computer', hook);
        hook = await this.click('deal:agree:1');  // "Ask <computer>"
        const name = before.seats[computer].name;
        const note = hook.game.deal_note;
        assert.equal(hook.game.log_last, note, 'the answer goes to the public log');
        assert.ok(note.startsWith(`${name} `), `the computer answers: ${note}`);
        const letters = before.seats.map((s) => s.letter);
        if (note === `${name} accepts the deal`) {
            await this.click('deal:agree:0');
            const after = await this.click('deal:apply');
            assert.equal(after.game.moves, before.moves + 1, 'the accepted deal is played');
            const [lo, hi] = person < computer ? [person, computer] : [computer, person];
            assert.match(after.game.last_move, new RegExp(`^${letters[lo]} trade ${letters[hi]} / `));
            assert.match(after.game.last_move, / mark /, 'the trade lays the marker');
            assert.ok(!after.items.some((i) => i.id.startsWith('deal:')), 'the sheet is closed');
            this.next = after;
            return { verdict: 'accepted', note, trade: after.game.last_move };
        }
        assert.match(note, / declines/, `a verdict: ${note}`);
        assert.ok(!hook.items.some((i) => i.id === 'deal:apply'), 'a declined deal cannot be closed');
        const after = await this.click('deal:close');
        assert.equal(after.game.moves, before.moves, 'a declined deal plays nothing');
        assert.equal(after.game.last_move, before.last_move);
        assert.ok(!after.items.some((i) => i.id.startsWith('deal:')), 'the sheet is closed');
        this.next = after;
        return { verdict: 'declined', note, trade: null };
    }
}
