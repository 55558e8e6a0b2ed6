// shell/games/lacosanostra/table/table_ui.h — the La Cosa Nostra table: what the module keeps between frames besides
// the game itself, and the frame's entry points (the frame starts in table_view.cpp). The game's files by their
// job: the README.md of shell/games/lacosanostra/ and of each of its folders.
// The public table is drawn ONLY from lcn::ViewFor(state, kNoSeat), so no secret can reach it.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "games/lacosanostra/cards/card_peek.h"
#include "games/lacosanostra/computer/computer.h"
#include "games/lacosanostra/computer/hint.h"
#include "games/lacosanostra/deals/deal.h"
#include "games/lacosanostra/host_formats.h"
#include "games/lacosanostra/play/choices.h"
#include "games/lacosanostra/play/flow.h"
#include "games/lacosanostra/play/menu.h"
#include "games/lacosanostra/replay/replay_model.h"
#include "lacosanostra/game.h"
#include "lacosanostra/session.h"
#include "ui/focus.h"
#include "ui/lang.h"

namespace shell::ui {
struct FrameEnv;
}

namespace shell::games::lacosanostra {

inline constexpr std::size_t kMaxNameBytes = 20;  // UTF-8 bytes of a player's name

// The player's settings (kept with the host's settings, host_formats.h Preferences).
struct Settings {
    ui::Lang lang = ui::Lang::kEnglish;
};

// The start screen's choices for the next game (kept in the settings, except names and families).
struct NextGame {
    int players = 4;
    std::array<std::string, lcn::kMaxPlayers> names{};  // "" = "Player n"
    bool deal_families = true;
    std::array<int, lcn::kMaxPlayers> families = {0, 1, 2, 3, 4};  // int(lcn::Family) per seat when chosen
    int start_player = lcn::kRandomStart;
    lcn::Options options{};
    SeatKinds kinds{};            // person or computer level per seat
    Speed speed = kDefaultSpeed;  // the computers' pace (pace.h), kept with the settings
};

// The game at the table: the session (setup, names, seats, moves, talk, undo) once a game was started or opened.
struct TableGame {
    bool started = false;
    lcn::Session session;
    const lcn::State& state() const { return session.current(); }
};

// The last roll, shown large die by die until the next move (dice are public).
struct ShownRoll {
    int count = 0;  // 0: no roll shown
    std::array<std::uint8_t, lcn::kMaxDice> dice{};
    int target = 0;
    Seat roller = kNoSeat;
    double time = 0;  // ImGui time it was rolled (the dice appear one by one after it)
};

// A gesture under way: the taps of a move or a deal not yet made.
struct Gesture {
    Pick pick;                                              // the first tap of a two-tap gesture
    int amount = 0;                                         // the stepper of a stake / laundering amount
    std::array<Seat, 2> deal_parties = {kNoSeat, kNoSeat};  // chosen before the deal sheet opens
};

// The public log as drawn, rebuilt when the game, its moves, its talk, its hints or the language change; and what
// the frame hands the test hook.
struct DrawCache {
    std::vector<std::string> log;   // one sentence per move (texts.h LogLine) and per deal talk
    std::size_t logged_talk = 0;    // the session's talk (offers.h) woven into the log
    std::uint64_t logged_game = 0;  // the game (Session::game_number) and moves the log was built for
    int logged_moves = 0;
    ui::Lang logged_lang = ui::Lang::kEnglish;
    std::size_t logged_hints = 0;
    std::string test_json;
};

// What the module keeps between frames besides the game: the settings, the next game, the gesture under way and
// the drawing cache, then the screens' own state.
struct TableUi {
    Settings settings;
    bool compact = false;  // the page's embed mode
    NextGame next;
    Overlay overlay = Overlay::kStart;
    int focus_seat = -1;  // portrait: the family band shown large (-1: the acting family)
    int focus_moves = 0;  // the moves played when focus_seat was tapped (table_layout.h FocusedBand)
    float scroll = 0;     // the start screen's and the log sheet's scroll
    bool share_requested = false;
    std::string note;  // one line under the start button (why a start was refused)
    Device device;     // who may see the device (flow.h)
    Gesture gesture;
    ShownRoll roll;
    DrawCache cache;
    bool undo = false;  // Undo pressed: carried out after the frame's drawing
    DealSheet deal;
    std::string deal_note;  // why the last edit was refused
    ui::FocusState focus;
    Computers computers;          // the computer seats' thinking (computer.h)
    ReplayUi replay;              // replay.h
    CardPeek peek;                // when a card's details open (card_peek.h)
    std::string refusal;          // why the last tap on a card did nothing (next_step.h), shown until a move or tap
    int refusal_moves = -1;       // the moves played when it was said
    float log_scroll = 0;         // the log column scrolled back by this many px from its newest line
    int hand_page = -1;           // a phone's hand: the page shown (-1: the one the screen opens at)
    int hand_open_at = -1;        // the moves played when a solo phone's folded hand was opened (table_panels.cpp)
    Hint hint;                    // the Hint asked for the person's seat (hint.h)
    std::vector<HintNote> hints;  // the hints asked in this game, woven into the log ("Anna asked for a hint")
    bool rules_legend = false;    // the rules sheet opens at its marks legend (the table's "?"), not at its top
    Overlay rules_back = Overlay::kStart;  // where the rules sheet was opened from (its Close and Esc return there)
    Overlay cards_back = Overlay::kStart;  // where the cards view was opened from
    int card_open = -1;                    // the cards view's entry whose details are open (-1: none)
    bool guide = false;                    // "Learn to play" leads this game (guide.h)
    std::int64_t guide_act_ms = 0;         // when the guide last played a scripted move (its pace)
};

// Starts a new game with `ui.next` dealt from `seed` (a fresh one when none); "" or why not.
std::string StartGame(TableUi& ui, TableGame& game, std::optional<std::uint64_t> seed);
// Shows the session's game from its current state: after a start, a loaded link or save, an undo (the device is
// locked again: a resumed game starts on the public table).
void ShowGame(TableUi& ui, const TableGame& game);

// The page became hidden: a private screen is locked like its Hide / Done button (flow.h TapDone), so the
// device shows the hand-off or the public table when the page comes back (docs/table-design.md hand-off rule 4).
void HideDevice(TableUi& ui, const TableGame& game);

// Draws the start screen or the table and handles its input.
void TableFrame(TableUi& ui, TableGame& game, ui::FrameEnv& env);

}  // namespace shell::games::lacosanostra
