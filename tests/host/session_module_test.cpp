// shell/games/session_module.h: the session half of every game's module, driven through a fake game (a counter
// that each move adds to) so the tests see SessionModule<G> alone: opening (a bad text is refused and the game
// kept), save texts and links, the change count and game number, the options read once, and the host events.
#include <doctest/doctest.h>
#include <optional>
#include <string>
#include <vector>

#include "common/history.h"
#include "common/result.h"
#include "common/text.h"
#include "games/session_module.h"
#include "host/share.h"

namespace shell::games {
namespace {

// A game of moves 1..9 added to a start number; it is over at 20 or more.
struct CounterSession {
    common::History<int, int> history;
    std::uint64_t change_count() const { return history.change_count(); }
    std::uint64_t game_number() const { return history.game_number(); }
    int num_moves() const { return history.num_moves(); }
};
struct CounterRecord {
    int start = 0;
    std::vector<int> moves;
};
struct CounterReplay {
    CounterRecord record;
    std::vector<int> states;
};

// Texts "<kind>:<start>:<move>,<move>...", kind L for links and S for saves.
std::string Encode(char kind, const CounterRecord& r) {
    std::string out = std::string(1, kind) + ":" + std::to_string(r.start) + ":";
    for (std::size_t i = 0; i < r.moves.size(); ++i) out += (i ? "," : "") + std::to_string(r.moves[i]);
    return out;
}
common::Result<CounterReplay> Decode(char kind, std::string_view text) {
    using R = common::Result<CounterReplay>;
    if (text.size() < 4 || text[0] != kind || text[1] != ':' || text[3] != ':')
        return R::Error(std::string(kind == 'L' ? "not a counter link" : "not a counter save"));
    CounterReplay game;
    game.record.start = text[2] - '0';
    if (game.record.start < 0 || game.record.start > 9) return R::Error("the start must be 0 to 9");
    game.states.push_back(game.record.start);
    std::string_view rest = text.substr(4);
    while (!rest.empty()) {
        const int m = rest[0] - '0';
        if (m < 1 || m > 9 || (rest.size() > 1 && rest[1] != ','))
            return R::Error("move " + std::to_string(game.record.moves.size() + 1) + " is not 1 to 9",
                            common::ReasonKind::kIllegalMove);
        game.record.moves.push_back(m);
        game.states.push_back(game.states.back() + m);
        rest = rest.substr(rest.size() > 1 ? 2 : 1);
    }
    return game;
}

struct CounterChoices {
    std::optional<int> start;
    std::optional<std::uint64_t> seed;
};

struct CounterGame {
    static constexpr const char* kId = "counter";
    struct Table {
        CounterSession session;
        bool started = false;
        int next_start = 0;
        int shown = 0;  // how often a game was shown (Show or a new game)
    };
    using Choices = CounterChoices;
    static std::optional<common::Reason> ReadOption(Choices& o, std::string_view name, std::string_view value) {
        const auto refuse = [](std::string why) {
            return common::Reason{common::ReasonKind::kNotAnOption, std::move(why)};
        };
        if (name == "start") {
            // Sets the choice before checking it, so that only TypedOptions keeps a refused value out.
            o.start = value.size() == 1 ? value[0] - '0' : -1;
            if (*o.start >= 0 && *o.start <= 9) return std::nullopt;
            return refuse("\"start\" must be 0 to 9");
        }
        if (name == "seed") {
            o.seed = common::ParseDecimal(value);
            if (o.seed) return std::nullopt;
            return refuse("\"seed\" must be a whole number");
        }
        return refuse("unknown option \"" + std::string(name) + "\"");
    }
    static const char* ReasonWords(ui::Lang, common::ReasonKind kind) {
        return kind == common::ReasonKind::kIllegalMove ? "Not a counter move." : "Not a counter game.";
    }
    static const CounterSession& SessionOf(const Table& t) { return t.session; }
    static bool Started(const Table& t) { return t.started; }
    static bool IsOver(const Table& t) { return t.session.history.current() >= 20; }
    static CounterRecord Record(const Table& t) {
        return {t.session.history.state(0), t.session.history.MovesInEffect()};
    }
    static std::string EncodeLink(const CounterRecord& r) { return Encode('L', r); }
    static std::string EncodeRecord(const CounterRecord& r) { return Encode('S', r); }
    static common::Result<CounterReplay> DecodeLink(std::string_view text) { return Decode('L', text); }
    static common::Result<CounterReplay> DecodeRecord(std::string_view text) { return Decode('S', text); }
    static void Show(Table& t, CounterReplay game) {
        t.session.history.Load(std::move(game.record.moves), std::move(game.states));
        t.started = true;
        ++t.shown;
    }
    static void ApplyChoices(Table& t, const Choices& o) {
        if (o.start) t.next_start = *o.start;
    }
    static void StartGame(Table& t, const Choices&) {
        t.session.history.Start(t.next_start);
        t.started = true;
        ++t.shown;
    }
    static HostEvent NewGameEvent(const Table& t) { return {"new-game", {{"start", t.session.history.state(0)}}}; }
    static void TurnEvents(const Table&, int move, std::vector<HostEvent>& out) {
        out.push_back({"turn", {{"move", move}}});
    }
    static HostEvent GameOverEvent(const Table& t) { return {"game-over", {{"total", t.session.history.current()}}}; }
};

class CounterModule final : public SessionModule<CounterGame> {
public:
    void StartUp(ui::Lang, bool) override {}
    void Frame(ui::FrameEnv&) override {}
    ui::Lang lang() const override { return ui::Lang::kEnglish; }
    void set_lang(ui::Lang) override {}
    std::string settings_text() const override { return {}; }
    std::string OpenSettings(std::string_view) override { return {}; }
    std::string stats_text() const override { return std::to_string(ended); }
    std::string OpenStats(std::string_view) override { return {}; }
    std::vector<std::string> StatsLines() const override { return {}; }
    nlohmann::ordered_json Status() const override { return nlohmann::ordered_json::object(); }
    bool TakeLinkRequest() override { return false; }
    const std::string& test_json() const override { return json_; }

    // A move at the table (what a tap does in a real game's Frame).
    void Play(int m) { table_.session.history.Push(m, table_.session.history.current() + m); }
    const CounterGame::Table& table() const { return table_; }
    int ended = 0;  // games counted by GameEnded

private:
    void GameEnded() override { ++ended; }
    std::string json_;
};

// The English of a refusal, "" for none.
std::string Why(const std::optional<common::Reason>& why) { return why ? why->text : std::string(); }

// The options as the host reads them: each once, into the game's own set.
std::unique_ptr<GameOptions> Options(const GameModule& game, const GameOptions::Items& items) {
    std::unique_ptr<GameOptions> options = game.NewOptions();
    for (const auto& [name, value] : items) CHECK_FALSE(options->Read(name, value));
    return options;
}

std::vector<std::string> EventNames(CounterModule& m) {
    std::vector<HostEvent> events;
    m.TakeEvents(events);
    std::vector<std::string> names;
    for (const HostEvent& e : events) names.push_back(e.name);
    return names;
}

}  // namespace

TEST_SUITE("session module") {
    TEST_CASE("session module: a bad link or save is refused with the decoder's reason, and the game is kept") {
        CounterModule m;
        m.NewGame(*Options(m, {{"start", "3"}}));
        m.Play(4);
        const std::string save = m.save_text();
        const std::uint64_t changes = m.change_count(), game = m.game_number();
        const std::optional<common::Reason> illegal = m.Open("L:3:4,x", OpenReason::kLink);
        REQUIRE(illegal);
        CHECK(illegal->text == "move 2 is not 1 to 9");
        CHECK(illegal->kind == common::ReasonKind::kIllegalMove);                // the decoder's kind, handed on
        CHECK(Why(m.Open("S:3:4", OpenReason::kLink)) == "not a counter link");  // a save is no link
        CHECK(Why(m.Open("L:3:4", OpenReason::kSavedGame)) == "not a counter save");
        CHECK(m.save_text() == save);
        CHECK(m.change_count() == changes);
        CHECK(m.game_number() == game);
        CHECK(m.table().shown == 1);  // nothing was shown again
    }

    TEST_CASE("session module: the save text and the link open the same game again") {
        CounterModule m;
        CHECK_FALSE(m.started());
        CHECK(m.link().empty());  // no game yet: nothing to share or keep
        CHECK(m.save_text().empty());
        m.NewGame(*Options(m, {{"start", "2"}}));
        m.Play(5);
        m.Play(1);
        CHECK(m.save_text() == "S:2:5,1");
        CHECK(m.link() == "L:2:5,1");
        CounterModule again;
        CHECK_FALSE(again.Open(m.save_text(), OpenReason::kSavedGame));
        CHECK(again.save_text() == m.save_text());
        CounterModule shared;
        CHECK_FALSE(shared.Open(m.link(), OpenReason::kLink));
        CHECK(shared.link() == m.link());
        CHECK(shared.table().session.history.current() == 8);
    }

    TEST_CASE("session module: the change count moves with every move and game, the game number with every game") {
        CounterModule m;
        m.NewGame(*Options(m, {}));
        const std::uint64_t first_game = m.game_number();
        std::uint64_t count = m.change_count();
        m.Play(3);
        CHECK(m.change_count() > count);
        CHECK(m.game_number() == first_game);  // a move is no new game
        count = m.change_count();
        CHECK_FALSE(m.Open("S:1:2", OpenReason::kSavedGame));
        CHECK(m.change_count() > count);
        CHECK(m.game_number() > first_game);
    }

    TEST_CASE("session module: options are read once into the game's choices, and a refused one changes nothing") {
        CounterModule m;
        std::unique_ptr<GameOptions> options = m.NewOptions();
        CHECK_FALSE(options->Read("start", "7"));
        CHECK(Why(options->Read("start", "x")) == "\"start\" must be 0 to 9");
        CHECK(Why(options->Read("level", "easy")) == "unknown option \"level\"");
        CHECK(options->items() == GameOptions::Items{{"start", "7"}});
        CHECK(TypedOptions<CounterChoices>::Of(*options).start == 7);
        m.ApplyOptions(*options);  // the next game's choice, no game yet
        CHECK_FALSE(m.started());
        m.NewGame(*m.NewOptions());
        CHECK(m.table().session.history.current() == 7);
        // Options of another kind (another game's) give this game no choices.
        TypedOptions<int> other(
            +[](int&, std::string_view, std::string_view) -> std::optional<common::Reason> { return std::nullopt; });
        CHECK_FALSE(TypedOptions<CounterChoices>::Of(other).start);
    }

    TEST_CASE("session module: events tell each new game once, every turn, and an end reached at the table once") {
        CounterModule m;
        CHECK(EventNames(m).empty());  // no game, no news
        m.NewGame(*Options(m, {{"start", "9"}}));
        CHECK(EventNames(m) == std::vector<std::string>{"new-game"});
        m.Play(5);
        m.Play(6);  // 20: over
        CHECK(EventNames(m) == std::vector<std::string>{"turn", "turn", "game-over"});
        CHECK(m.ended == 1);
        CHECK(EventNames(m).empty());
        // A game opened already ended is news, its turns and its end are not, and it is not counted again.
        CHECK_FALSE(m.Open("L:9:9,9", OpenReason::kLink));
        CHECK(EventNames(m) == std::vector<std::string>{"new-game"});
        CHECK(m.ended == 1);
        // So also when it is the first game the module shows.
        CounterModule fresh;
        CHECK_FALSE(fresh.Open("S:9:9,9", OpenReason::kSavedGame));
        CHECK(EventNames(fresh) == std::vector<std::string>{"new-game"});
        CHECK(fresh.ended == 0);
    }

    // A corrupt save is told once: set aside, a reload opens cleanly (host/share.h OpenSavedGame, every game's
    // start-up in share_ui.cpp).
    TEST_CASE("saved game at start-up: a refused save is set aside so a reload does not tell it again") {
        using Outcome = host::SavedGameOpening::Outcome;
        CounterModule m;
        const std::string bad = "S:3:4,x";
        const host::SavedGameOpening first = host::OpenSavedGame(m, bad);
        CHECK(first.outcome == Outcome::kRefused);
        CHECK(Why(first.why) == "move 2 is not 1 to 9");
        using Writes = std::vector<std::pair<std::string, std::string>>;
        CHECK(first.writes == Writes{{"counter.game-refused", bad}, {"counter.game", ""}});
        CHECK_FALSE(m.started());
        // The reload reads what was left under "counter.game": nothing to open, nothing to tell.
        const host::SavedGameOpening reload = host::OpenSavedGame(m, std::string());
        CHECK(reload.outcome == Outcome::kNone);
        CHECK(reload.writes.empty());
        CHECK(host::OpenSavedGame(m, std::nullopt).outcome == Outcome::kNone);
        // A good save opens and is left where it is.
        CounterModule maker;
        maker.NewGame(*Options(maker, {{"start", "3"}}));
        maker.Play(4);
        const host::SavedGameOpening good = host::OpenSavedGame(m, maker.save_text());
        CHECK(good.outcome == Outcome::kOpened);
        CHECK_FALSE(good.why);
        CHECK(good.writes.empty());
        CHECK(m.save_text() == maker.save_text());
    }
}

}  // namespace shell::games
