// shell/games/famiglia/table/table_ui.h — the game table of Famiglia: everything a player sees and does, drawn every
// frame from the Session's current state (through the seat's View; no second copy of the game in the UI).
// The game's files by their job: the README.md of shell/games/famiglia/ and of each of its folders.
// Legality: every action the UI applies is an element of the core's LegalMoves list for the current state
// (see PlayLegal in table_input.h); the UI never builds an action on its own.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "famiglia/game.h"
#include "famiglia/session.h"
#include "games/famiglia/analysis/analysis_view.h"
#include "games/famiglia/computer/computer.h"
#include "games/famiglia/computer/hint.h"
#include "games/famiglia/daily/daily_state.h"
#include "games/famiglia/names.h"
#include "games/famiglia/replay/replay_model.h"
#include "games/famiglia/texts/texts.h"
#include "ui/card_peek.h"
#include "ui/focus.h"

namespace shell::ui {
struct FrameEnv;  // ui/widgets.h: what one frame gives a game and gets back
}  // namespace shell::ui

namespace shell::games::famiglia {

struct Settings {
    Lang lang = Lang::kEnglish;
    bool show_other_hand = true;  // hot-seat: the other player's hand is shown (else a hand-off screen)
    bool fast_computer = false;
    bool confirm_takes = true;  // a take with one way still asks for a tap to confirm
};

enum class Overlay : std::uint8_t {
    kNone,
    kMenu,
    kChoice,
    kBruteValue,
    kPassConfirm,
    kEnd,
    kRules,
    kLog,
    kDiscard,
    kOpponent,
    kAnalysis,  // the analysis by the Expert (analysis_draw.cpp)
};

// The game at the table: the session (setup, seats, moves, undo) and whether a game was started or opened.
struct TableGame {
    bool started = false;  // false: the menu is the start screen
    Session session;
    const State& state() const { return session.current(); }
};

// The next new game, as chosen in the menu (kept with the settings).
struct NextGame {
    bool vs_computer = true;
    SeatKind level = SeatKind::kNormal;
    bool variant = false;
    int first = kRandomFirst;  // who begins: kRandomFirst, 0 or 1 (§4 item 20)
};

// A gesture under way: the taps of a move not yet made, and the chooser's option under the pointer.
struct Gesture {
    CardType chooser_card = kNoCard;  // Street card whose ways are offered (kChoice, kBruteValue)
    CardType brute = kNoCard;         // a Brute picked in the hand, waiting for its target
    CardType swap_area = kNoCard;     // half of a swap: the play-area card picked first
    CardType swap_hand = kNoCard;     // ... or the hand card picked first
    bool swap_closed = false;         // "done swapping" pressed in this turn
    CardType payer_focus = kNoCard;   // a hand card tapped to see what it can pay for
    Move hovered_choice{};            // the chooser's option under the pointer: its payers light up
    bool hovered_choice_valid = false;
};

// Where a card of the table lies, and a card the table drew there: a Street card (seat -1, `copy` among the copies of
// its type) or a card of a seat's hand or play area. The card whose details open (ui/card_peek.h, table_input.h).
enum class Zone : std::uint8_t { kHand, kArea, kStreet };
struct CardSpot {
    CardType card = kNoCard;
    Zone zone = Zone::kStreet;
    int seat = -1;
    int copy = 0;
    bool operator==(const CardSpot&) const = default;
};

// What drawing reads every frame, refreshed when the session's change counter or the language changes, and
// what the frame hands the test hook.
struct DrawCache {
    std::uint64_t seen_change = ~0ull;
    std::uint64_t seen_over_change = ~0ull;  // the end screen opens once per finished game
    Lang seen_lang = Lang::kEnglish;
    MoveList legal;                // LegalMoves of the current state
    std::vector<std::string> log;  // one sentence per action
    std::string test_json;         // the test hook's "game" object
};

// UI-only state (docs/architecture.md §9: what a player would not expect back on Undo): the settings, the next
// game, the gesture under way and the drawing cache, then the screens' own state.
struct TableUi {
    Settings settings;
    NextGame next;                 // the next new game, as chosen in the menu
    bool share_requested = false;  // "Link" pressed: shell/host/share_ui.cpp opens the link panel
    bool compact = false;          // the page's embed mode (?embed=1): the table and a small menu only

    Overlay overlay = Overlay::kMenu;
    Gesture gesture;              // the taps of a move under way
    ui::CardPeek<CardSpot> peek;  // when a card's details open: a resting mouse, a long press, a tap without a move
    Move hint{};                  // the hint's action (its cards pulse) while hint_valid
    bool hint_valid = false;
    TableHint hint_advice;      // the Expert thinking about a hint (hint.h)
    std::string note;           // a one-off explanation for the status line
    float scroll = 0;           // scroll offset of the open sheet (rules, log)
    bool rules_legend = false;  // the rules sheet opens at its legend of the table (a tap on the step bar)
    float menu_scroll = 0;      // of the menu, when a notice above leaves it too little height (FrameEnv::top)

    int viewer = 0;        // the seat drawn at the bottom
    bool handoff = false;  // hot-seat with hidden hands: "pass the device" is up
    ReplayUi replay;       // the replay of this game (replay.h), drawn instead of the table's present

    bool guide = false;  // "Learn to play" leads this game (guide/guide.h)

    ComputerPlayer computer;
    AnalysisUi analysis;  // the Expert's analysis of the game (the "Analyse" screen)
    double next_computer_time = 0;
    // With the test hook on: the computer's decisions of this game, as (move number, timing).
    std::vector<std::pair<int, DecisionTiming>> computer_timings;

    DrawCache cache;  // refreshed when the session or the language changes; the test hook's output

    FocusState focus;
    DailyUi daily;  // the deal of the day (daily_state.h)
};

// Sets the language (the browser's; stored settings may change it later) and starts on the menu.
void InitTableUi(TableUi& g, Lang lang);

// Shows the Session's game as the game in progress, from its current state: after a game was loaded (a share
// link, the saved game) or started outside the menu (page options, a host page's command). `now` is ImGui time.
void ShowGame(TableUi& g, TableGame& game, double now);

// Starts a new game with the choices for the next game (seats, variant, who begins), dealt from `seed`, or from
// a fresh seed when there is none, and shows it.
void StartGame(TableUi& g, TableGame& game, std::optional<std::uint64_t> seed, double now);

// Draws the whole game screen into the main viewport and handles its input.
void TableFrame(TableUi& g, TableGame& game, FrameEnv& env);

}  // namespace shell::games::famiglia
