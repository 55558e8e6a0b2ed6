// tests/browser/lcn_driver.mjs — plays La Cosa Nostra through the real page by clicking or tapping the canvas.
// The table publishes (with ?test=1) window.gameTest.game = {screen, seats, holder, acting, done, gates, pick, round,
// over, actions: [{id, effect, move, enabled}], face_up_orders, influence_drawn, roll} and the rectangles of last
// frame's items under the same ids (table_view.cpp TestJson). The driver only ever taps an offered, enabled action
// whose item is on screen, chosen with a seeded generator, and checks what is drawn at every screen:
//   - a hand-off screen draws no card of any hand and no order card face up (nothing of the table behind it);
//   - the public table draws no card of any hand;
//   - a private screen of seat S draws only S's hand (no other seat's hand card seen before on its own screen).
// It counts the hand-offs (game.gates) per round, the claims, the reactions (a card played after a claim) and
// the re-rolls, and can open the deal sheet at a safe point (makeDeal). Used by lacosanostra.test.mjs.
import assert from 'node:assert/strict';
import { testHook } from './harness.mjs';

export { makeRandom } from './driver.mjs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// The moves that are a reaction out of turn: a card played (or a hidden order revealed) after a claim.
const REACTION = /^[A-Z] (play (IT|NA)|trap |rob )/;

export class LcnDriver {
    constructor(page, target, { touch = false, random, claimRate = 0.02 } = {}) {
        this.page = page;
        this.target = target;
        this.touch = touch;
        this.random = random;
        this.claimRate = claimRate;
        this.taps = 0;
        this.moves = [];          // the move texts tapped, in order
        this.reactions = [];      // reaction moves made after a claim
        this.rerolls = [];        // reroll moves
        this.claims = 0;
        this.handoffs = 0;        // hand-off screens passed (unlock taps)
        this.gatesAtRound = {};   // round -> game.gates when the round was first seen
        this.secrets = new Map(); // card code -> seat whose private screen showed it (hand cards)
        this.reactionCards = new Map(); // seat -> whether its hand last showed an Intrigant or a Notarzt
        this.hopefulClaims = 0;   // claims made for a seat known to hold a reaction card
        this.screensSeen = new Set();
        this.lastGame = null;     // the game of the last hook read by step()
        this.dealWanted = null;   // [seat a, seat b]: make one deal (a pays b $1,000) at the first safe point
        this.deals = [];          // the trades made, in notation
        this.onScreen = null;     // async (kind, hook) => {} the first time a screen kind is seen
    }

    async hook() { return testHook(this.target); }

    // The frames after an input: ImGui sees the press in the first and the release (where a tap acts) in the
    // second; that frame publishes what it drew before the tap, so the driver reads the hook of the third (a tap
    // that changes nothing may leave the app resting after the second).
    async settle() {
        const start = (await this.hook()).frames;
        const inputDeadline = Date.now() + 15000;
        for (let hook = await this.hook(); Date.now() < inputDeadline; hook = await this.hook()) {
            if (hook.frames >= start + 3 || (hook.frames >= start + 2 && hook.resting)) return;
            await sleep(15);
        }
    }

    async tapItem(item) {
        const box = await this.target.locator('#canvas').boundingBox();
        const x = box.x + item.x + item.w / 2, y = box.y + item.y + item.h / 2;
        if (this.touch) {
            await this.page.touchscreen.tap(x, y);
        } else {
            await this.page.mouse.move(x, y);
            await this.page.mouse.down();
            await this.page.mouse.up();
        }
        this.taps++;
        await this.settle();
    }

    async click(id, timeout = 15000) {
        const deadline = Date.now() + timeout;
        for (;;) {
            const hook = await this.hook();
            const item = hook.items.find((i) => i.id === id);
            if (item) return this.tapItem(item);
            if (Date.now() > deadline) {
                assert.fail(`no item ${id} on screen ${hook.game?.screen}; items: ${hook.items.map((i) => i.id).join(' ')}`);
            }
            await sleep(30);
        }
    }

    async waitFor(predicate, what, timeout = 30000) {
        const deadline = Date.now() + timeout;
        for (;;) {
            const hook = await this.hook();
            if (hook.game && predicate(hook.game, hook)) return hook;
            if (Date.now() > deadline) assert.fail(`timed out waiting for ${what}; screen ${hook.game?.screen}`);
            await sleep(40);
        }
    }

    // What this frame drew, against what the driver has seen of every seat's hand.
    checkSecrets(g, items) {
        const handItems = items.filter((i) => /^(order|influence):/.test(i.id)).map((i) => i.id);
        const context = `round ${g.round}, screen ${g.screen}, holder ${g.holder}`;
        if (g.screen === 'handoff') {
            const leaked = g.face_up_orders.filter((c) => this.secrets.has(c));
            assert.deepEqual(leaked, [], `a hand card of another seat on the hand-off (${context})`);
            assert.deepEqual(g.face_up_orders, [], `order cards face up on the hand-off (${context})`);
            assert.deepEqual(g.influence_drawn, [], `influence cards drawn on the hand-off (${context})`);
            assert.deepEqual(handItems, [], `hand cards as items on the hand-off (${context})`);
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
        const rest = offered.filter((a) => a.effect === 'done' || a.effect === 'unlock');
        return rest.length > 0 ? rest[0] : null;
    }

    // One tap (or a short wait when nothing is tappable yet). Returns false once the game is over.
    async step() {
        const hook = await this.hook();
        const g = hook.game;
        this.lastGame = g;
        this.checkSecrets(g, hook.items);
        this.noteRound(g);
        if (!this.screensSeen.has(g.screen)) {
            this.screensSeen.add(g.screen);
            if (this.onScreen) await this.onScreen(g.screen, hook);
        }
        if (g.over || g.screen === 'scoring') return false;
        // Wait until every offered tap is enabled (a gate's delay, a window's minimum): the same choices then come
        // up whatever the machine's speed, so a seed replays the same game.
        if (g.actions.some((a) => !a.enabled)) {
            await sleep(60);
            return true;
        }
        if (this.dealWanted && this.deals.length === 0 && g.screen === 'public' &&
            hook.items.some((i) => i.id === 'button:deal')) {
            const [a, b] = this.dealWanted;
            const after = await this.makeDeal(a, b);
            this.deals.push(after.game.last_move);
            return true;
        }
        const onScreen = new Map(hook.items.map((i) => [i.id, i]));
        const offered = g.actions.filter((a) => onScreen.has(a.id));
        const action = this.choose(g, offered);
        if (!action) {
            // A tap on a band folded into a strip (phone portrait) opens it: the offered taps on it appear.
            const strips = hook.items.filter((i) => i.id.startsWith('band:') && i.h < 90);
            if (strips.length > 0 && g.actions.some((a) => !onScreen.has(a.id))) {
                await this.tapItem(this.pickOne(strips));
            } else {
                await sleep(60);
            }
            return true;
        }
        if (action.effect === 'unlock') this.handoffs++;
        if (action.id.startsWith('claim:')) this.claims++;
        if (action.effect === 'move') {
            this.moves.push(action.move);
            if (REACTION.test(action.move)) this.reactions.push(action.move);
            if (/^[A-Z] reroll /.test(action.move)) this.rerolls.push(action.move);
        }
        await this.tapItem(onScreen.get(action.id));
        return true;
    }

    async playToEnd({ maxTaps = 4000, until = null } = {}) {
        for (;;) {
            assert.ok(this.taps < maxTaps, `no end after ${this.taps} taps`);
            if (until && until(this)) return this.hook();
            if (!(await this.step())) return this.hook();
        }
    }

    // Opens the deal sheet on the public table (a safe point), composes "seat a pays seat b $1,000", both agree
    // (each with its own button), and closes the deal. Returns the hook after it.
    async makeDeal(a, b) {
        const before = (await this.hook()).game;
        await this.click('button:deal');
        await this.click(`deal:party:0:${a}`);
        await this.click(`deal:party:1:${b}`);
        await this.click('deal:cash-more:0');
        if (this.onScreen) await this.onScreen('deal', await this.hook());
        assert.ok(!(await this.hook()).items.some((i) => i.id === 'deal:apply'), 'the deal closes before both agree');
        await this.click('deal:agree:0');
        assert.ok(!(await this.hook()).items.some((i) => i.id === 'deal:apply'), 'the deal closes after one agreement');
        await this.click('deal:agree:1');
        await this.click('deal:apply');
        const after = await this.hook();
        assert.equal(after.game.moves, before.moves + 1, 'closing the deal plays one move');
        const letters = after.game.seats.map((s) => s.letter);
        assert.equal(after.game.last_move, `${letters[a]} trade ${letters[b]} / ${letters[a]} pay 1`);
        assert.ok(!after.items.some((i) => i.id.startsWith('deal:')), 'the sheet is closed');
        return after;
    }
}
