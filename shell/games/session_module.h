// shell/games/session_module.h — the session half of a GameModule (game_module.h), written once for every game, as
// the mid-end of Tatham's puzzles is: whether a game is on, its change count and game number, its link and save
// text, opening a link or a save (decode -> load -> show), the new-game options read once into the game's typed
// choices, and the host events of a game's life (new game, turns, end). A game's module derives from
// SessionModule<G> and keeps only its frame, settings, statistics and status.
//
// G is the game, as static members (each game's module.h declares its G, module.cpp defines it):
//   kId                                   the game's id (game_module.h)
//   Table                                 what the module keeps: the session and the table's UI state
//   Choices, ReadOption(Choices&, name, value) -> nothing or why not (common::Reason)   the typed new-game options
//   ReasonWords(ui::Lang, common::ReasonKind) -> const char*   what players are told of a refusal (game_module.h)
//   SessionOf(const Table&) -> const S&   S has change_count(), game_number(), num_moves()
//   Started(const Table&), IsOver(const Table&) -> bool
//   Record(const Table&)                  the game as links and saves carry it
//   EncodeLink, EncodeRecord, DecodeLink, DecodeRecord   its core's link.h (CoreLinks below)
//   Show(Table&, ReplayedGame)            commits a decoded game (the decoder validated it) and shows it
//   ApplyChoices(Table&, const Choices&)  the choices for the next new game
//   StartGame(Table&, const Choices&)     a new game with the next game's choices (and the options' seed)
//   NewGameEvent(const Table&) -> HostEvent
//   TurnEvents(const Table&, int move, std::vector<HostEvent>&)
//   GameOverEvent(const Table&) -> HostEvent
#pragma once

#include <algorithm>
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "games/game_module.h"

namespace shell::games {

// A game's link.h as G's EncodeLink, EncodeRecord, DecodeLink and DecodeRecord (both cores have the same shape).
template <auto kEncodeLink, auto kEncodeRecord, auto kDecodeLink, auto kDecodeRecord>
struct CoreLinks {
    static constexpr auto EncodeLink = kEncodeLink;
    static constexpr auto EncodeRecord = kEncodeRecord;
    static constexpr auto DecodeLink = kDecodeLink;
    static constexpr auto DecodeRecord = kDecodeRecord;
};

template <typename G>
class SessionModule : public GameModule {
public:
    using Table = typename G::Table;
    using TypedChoices = TypedOptions<typename G::Choices>;

    const char* id() const override { return G::kId; }
    std::unique_ptr<GameOptions> NewOptions() const override { return std::make_unique<TypedChoices>(&G::ReadOption); }
    const char* ReasonWords(ui::Lang lang, common::ReasonKind kind) const override {
        return G::ReasonWords(lang, kind);
    }

    bool started() const override { return G::Started(table_); }
    std::uint64_t change_count() const override { return G::SessionOf(table_).change_count(); }
    std::uint64_t game_number() const override { return G::SessionOf(table_).game_number(); }
    std::string link() const override { return G::Started(table_) ? G::EncodeLink(G::Record(table_)) : std::string(); }
    std::string save_text() const override {
        return G::Started(table_) ? G::EncodeRecord(G::Record(table_)) : std::string();
    }

    std::optional<common::Reason> Open(std::string_view text, OpenReason reason) override {
        // Validated in full (and replayed once) before anything changes.
        auto opened = reason == OpenReason::kLink ? G::DecodeLink(text) : G::DecodeRecord(text);
        if (!opened) return opened.reason();
        G::Show(table_, std::move(opened).value());
        return std::nullopt;
    }
    void ApplyOptions(const GameOptions& options) override { G::ApplyChoices(table_, TypedChoices::Of(options)); }
    void NewGame(const GameOptions& options) override {
        const typename G::Choices& choices = TypedChoices::Of(options);
        G::ApplyChoices(table_, choices);
        G::StartGame(table_, choices);
    }

    void TakeEvents(std::vector<HostEvent>& out) override {
        if (!G::Started(table_)) return;
        const auto& session = G::SessionOf(table_);
        if (session.game_number() != reported_game_) {
            // Another game (new or opened): it is the news, its earlier turns and a reached end are not.
            reported_game_ = session.game_number();
            reported_ = session.num_moves();
            over_reported_ = G::IsOver(table_);
            out.push_back(G::NewGameEvent(table_));
        }
        for (int i = std::min(reported_, session.num_moves()); i < session.num_moves(); ++i)
            G::TurnEvents(table_, i, out);
        reported_ = session.num_moves();
        if (G::IsOver(table_) && !over_reported_) {
            over_reported_ = true;
            GameEnded();
            out.push_back(G::GameOverEvent(table_));
        }
    }

protected:
    // Once per game that reached its end while shown (not one opened already ended): the game's statistics count it
    // here, before the game-over event is handed over (the host then stores the statistics).
    virtual void GameEnded() {}

    Table table_;

private:
    // What the host was told: the game (by number), its actions up to `reported_`, its end.
    std::uint64_t reported_game_ = 0;
    int reported_ = 0;
    bool over_reported_ = false;
};

}  // namespace shell::games
