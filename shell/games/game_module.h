// shell/games/game_module.h — the boundary between the app's host layer (shell/host: page options, storage,
// links, embedding, notices) and one game (shell/games/<id>/). The host layer sees a game only through
// GameModule: it never includes a game's headers, and a game never sees App. Everything per game is keyed
// by id(): the page option `game=<id>`, the storage keys `<id>.game`, `<id>.settings`, `<id>.stats` and the
// host events and commands `<id>:<name>`.
//
// A tap becomes a move inside the module (Frame); the host learns of it from change_count() and the events
// the module hands over (TakeEvents), and stores save_text() when it changed.
#pragma once

#include <cstdint>
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "common/result.h"
#include "ui/lang.h"
#include "ui/mirror.h"

namespace shell::ui {
struct FrameEnv;
}

namespace shell::games {

// Options of a new game, from the page's query (`level=expert`) or a host command's fields (`"level": "expert"`),
// each read ONCE by its game (GameOptionReader::NewOptions) into the game's own typed choices, which the host keeps
// and hands back to ApplyOptions and NewGame as they are.
class GameOptions {
public:
    using Item = std::pair<std::string, std::string>;  // name, value
    using Items = std::vector<Item>;
    virtual ~GameOptions() = default;
    // Nothing when `name=value` is a new-game option of this game (it is then one of these options), else why not
    // (its kind and one line of English), and then nothing changed.
    std::optional<common::Reason> Read(std::string_view name, std::string_view value) {
        std::optional<common::Reason> why = ReadChoice(name, value);
        if (!why) items_.emplace_back(name, value);
        return why;
    }
    const Items& items() const { return items_; }  // the options read, in order, as written
    bool empty() const { return items_.empty(); }
    // Which kind of options these are (TypedOptions: one address per kind of choices).
    virtual const void* tag() const = 0;

protected:
    virtual std::optional<common::Reason> ReadChoice(std::string_view name, std::string_view value) = 0;

private:
    Items items_;
};

// A game's options as its typed `Choices`, read by `read` (one option into the choices: nothing or why not). A refused
// option leaves the choices as they were, whatever `read` did to its copy.
template <typename Choices>
class TypedOptions final : public GameOptions {
public:
    using ReadFn = std::optional<common::Reason> (*)(Choices&, std::string_view, std::string_view);
    explicit TypedOptions(ReadFn read) : read_(read) {}
    const Choices& choices() const { return choices_; }
    // The choices of options this game made; default choices for any other (no game gets another's options).
    static const Choices& Of(const GameOptions& options) {
        static const Choices kNone{};
        // Told apart by the tag's address, not dynamic_cast: the page is built without RTTI.
        return options.tag() == &kTag ? static_cast<const TypedOptions&>(options).choices_ : kNone;
    }
    const void* tag() const override { return &kTag; }

private:
    std::optional<common::Reason> ReadChoice(std::string_view name, std::string_view value) override {
        Choices next = choices_;
        std::optional<common::Reason> why = read_(next, name, value);
        if (!why) choices_ = std::move(next);
        return why;
    }
    static inline const char kTag = 0;
    ReadFn read_;
    Choices choices_{};
};

// What a game text is, for the reason a refusal is told with.
enum class OpenReason : std::uint8_t { kLink, kSavedGame };

// An event for the host page: `name` becomes the type "<id>:<name>", the payload its other fields.
struct HostEvent {
    std::string name;
    nlohmann::ordered_json payload;
};

// The ImGui-free part of a game that validating page options and host commands needs (tests use it alone).
class GameOptionReader {
public:
    virtual ~GameOptionReader() = default;
    virtual const char* id() const = 0;  // "famiglia"
    // An empty set of this game's new-game options, to Read them into.
    virtual std::unique_ptr<GameOptions> NewOptions() const = 0;
};

// The option reader of a game whose options are TypedOptions<Choices> read by `Read` (the ImGui-free readers the
// tests and the host use; SessionModule reads a game's options the same way).
template <typename Choices, std::optional<common::Reason> (*Read)(Choices&, std::string_view, std::string_view)>
class TypedOptionReader : public GameOptionReader {
public:
    explicit TypedOptionReader(const char* id) : id_(id) {}
    const char* id() const override { return id_; }
    std::unique_ptr<GameOptions> NewOptions() const override { return std::make_unique<TypedOptions<Choices>>(Read); }

private:
    const char* id_;
};

class GameModule : public GameOptionReader {
public:
    // Once, before the first frame: the browser's language (stored settings and page options come after)
    // and the page's embed mode (a compact table).
    virtual void StartUp(ui::Lang lang, bool compact) = 0;
    // Draws the game into the main viewport and handles its input (between ImGui::NewFrame and Render).
    virtual void Frame(ui::FrameEnv& env) = 0;
    // The page became hidden (platform.h TakePageHidden), before the next Frame: a game that shows one player's
    // secrets hides them. Famiglia shows none (both hands are open), so by default nothing happens.
    virtual void PageHidden() {}
    // Work between frames (a computer's thinking), for at most about `budget_ms`; a budget of 0 does none. Returns
    // whether work is left. The page runs it in the browser's idle time between animation frames (main.cpp): with a
    // slow compositor (software WebGL) a frame came only every 100 ms or so, and thinking inside frames alone then
    // used a tenth of the time. Only thinking, never a move: what the table shows changes in Frame alone.
    virtual bool Idle(double /*budget_ms*/) { return false; }

    virtual ui::Lang lang() const = 0;
    virtual void set_lang(ui::Lang lang) = 0;
    // How the page's mirror for screen readers says this game's items and sentences (ui/mirror.h), in lang().
    virtual const ui::Speech& speech() const {
        static const ui::Speech kPlain;
        return kPlain;
    }

    // False while the start screen is up (no game begun yet): there is then no link to share.
    virtual bool started() const = 0;
    // Grows on every change of the game (moves, undo, seats, a new game); the host then refreshes the
    // link and the save.
    virtual std::uint64_t change_count() const = 0;
    // Grows on every new game and every opened game: a new number is "another game" for the host.
    virtual std::uint64_t game_number() const = 0;
    virtual std::string link() const = 0;       // the share link of the game at this point (URL fragment)
    virtual std::string save_text() const = 0;  // the record kept under "<id>.game"
    // Opens a share link or a saved record: validated in full, then committed and shown. Nothing on success,
    // else the reason (its kind and English), and then nothing changed.
    virtual std::optional<common::Reason> Open(std::string_view text, OpenReason reason) = 0;
    // What the player is told of a refused link, saved game or page option of this game, by the reason's kind, in
    // `lang` (one sentence; the host shows it below its notice and never words a game's reasons itself).
    virtual const char* ReasonWords(ui::Lang lang, common::ReasonKind kind) const = 0;
    // Applies these options (made by NewOptions) to the choices for the next new game; options
    // that only mean something for a game started at once (a seed) are left out.
    virtual void ApplyOptions(const GameOptions& options) = 0;
    // Starts and shows a new game: ApplyOptions, then a game with the next game's choices (and a seed option).
    virtual void NewGame(const GameOptions& options) = 0;
    // Whether `embed=1` alone starts a game at once (true) or opens the start screen, where a game whose seats
    // need choosing (who is a person, who a computer) is set up first.
    virtual bool EmbedStartsGame() const { return true; }

    // The settings and statistics kept under "<id>.settings" and "<id>.stats"; Open* return "" or why not.
    virtual std::string settings_text() const = 0;
    virtual std::string OpenSettings(std::string_view text) = 0;
    virtual std::string stats_text() const = 0;
    virtual std::string OpenStats(std::string_view text) = 0;
    virtual std::vector<std::string> StatsLines() const = 0;  // for the link panel, in lang()

    // Events since the last call, in order: a new game, finished turns, the end (which also counts the
    // game in the statistics).
    virtual void TakeEvents(std::vector<HostEvent>& out) = 0;
    virtual nlohmann::ordered_json Status() const = 0;  // the answer to "<id>:status"; also in the test hook
    // True once after the player asked for the link panel.
    virtual bool TakeLinkRequest() = 0;
    // The test hook's "game" object (?test=1), as of the last frame.
    virtual const std::string& test_json() const = 0;
};

}  // namespace shell::games
