// libFuzzer target for La Cosa Nostra's share-link and record decoders (core/lacosanostra/link.h), the twin of
// tools/fuzz_fam_link.cpp (Famiglia). Built only by tools/scripts/fuzz.sh (clang, -fsanitize=fuzzer,address,undefined;
// project tools/fuzz/). Every input goes three ways:
//   1. as a link to DecodeLink and as a record text to DecodeRecord: whatever decodes must re-encode to exactly
//      the input (both formats are canonical) or, where an old save's aborting `reveal` was read as the `abort`
//      it is (rules.h D3), to a text that is canonical itself; and survive the other format's round trip;
//   2. as plain payload bits (6 per byte) sealed with a valid check and tag 'N', and with the first byte as the
//      tag, so that the fuzzer reaches the structure and the replay without guessing 18 check bits; only 'N'
//      may decode, and Famiglia's decoder must refuse every 'N' link;
//   3. as choices of a game (setup from the first bytes, then byte i picks among the legal actions, chance nodes
//      take DefaultRoll), whose record must round-trip through both formats.
// A failed property prints both texts and aborts, which libFuzzer reports as a crash with the input saved.
#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>

#include "famiglia/game.h"
#include "lacosanostra/game.h"
#include "lacosanostra/position_text.h"

namespace {

[[noreturn]] void Fail(const char* what, std::string_view input, std::string_view output) {
    std::fprintf(stderr, "fuzz_lcn_link: %s\n  input:  %.*s\n  output: %.*s\n", what, static_cast<int>(input.size()),
                 input.data(), static_cast<int>(output.size()), output.data());
    std::abort();
}

// Both formats carry `record` exactly, with the replayed states of the original.
void CheckBothFormats(const lcn::ReplayedGame& game, std::string_view input) {
    const lcn::GameRecord& record = game.record();
    const std::string link = lcn::EncodeLink(record);
    lcn::Result<lcn::ReplayedGame> from_link = lcn::DecodeLink(link);
    if (!from_link || !(from_link->record() == record) || !(from_link->states() == game.states())) {
        Fail("link round trip", input, from_link ? link : from_link.error());
    }
    const std::string text = lcn::EncodeRecord(record);
    lcn::Result<lcn::ReplayedGame> from_text = lcn::DecodeRecord(text);
    if (!from_text || !(from_text->record() == record) || !(from_text->states() == game.states())) {
        Fail("record round trip", input, from_text ? text : from_text.error());
    }
    if (fam::DecodeLink(link)) Fail("Famiglia decoded a La Cosa Nostra link", input, link);
}

// A decoded text re-encodes to itself, except an old save's aborting `reveal`, which decodes as `abort` (rules.h D3):
// then the re-encoded text must be canonical (decode it, encode again: the same text, the same record).
template <class Decode, class Encode>
void CheckCanonical(const char* what, const lcn::ReplayedGame& game, std::string_view input, Decode decode,
                    Encode encode) {
    const std::string again = encode(game.record());
    if (again == input) return;
    const bool mapped_old_reveal = std::any_of(game.record().moves.begin(), game.record().moves.end(),
                                               [](const lcn::Move& m) { return m.kind == lcn::MoveKind::kAbort; });
    lcn::Result<lcn::ReplayedGame> redecoded = decode(again);
    if (!mapped_old_reveal || !redecoded || !(redecoded->record() == game.record()) ||
        encode(redecoded->record()) != again) {
        Fail(what, input, again);
    }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view input(reinterpret_cast<const char*>(data), size);

    // 1. Raw text.
    if (lcn::Result<lcn::ReplayedGame> r = lcn::DecodeLink(input)) {
        CheckCanonical("a decoded link re-encodes differently", *r, input, lcn::DecodeLink, lcn::EncodeLink);
        CheckBothFormats(*r, input);
    } else if (r.error().empty()) {
        Fail("a link error without a message", input, "");
    }
    if (lcn::Result<lcn::ReplayedGame> r = lcn::DecodeRecord(input)) {
        CheckCanonical("a decoded record re-encodes differently", *r, input, lcn::DecodeRecord, lcn::EncodeRecord);
        CheckBothFormats(*r, input);
    } else if (r.error().empty()) {
        Fail("a record error without a message", input, "");
    }

    // 2. Sealed plain payload (bounded: links of real games have < 1,500 symbols).
    if (size <= 3072) {
        std::vector<std::uint8_t> payload(data, data + size);
        for (std::uint8_t& symbol : payload) symbol &= 63;
        const std::string sealed = common::SealLink(static_cast<char>(common::GameTag::kLaCosaNostra), payload);
        if (lcn::Result<lcn::ReplayedGame> r = lcn::DecodeLink(sealed)) {
            CheckCanonical("a sealed payload re-encodes differently", *r, sealed, lcn::DecodeLink, lcn::EncodeLink);
            CheckBothFormats(*r, sealed);
        } else if (r.error().empty()) {
            Fail("a link error without a message", sealed, "");
        }
        if (fam::DecodeLink(sealed)) Fail("Famiglia decoded a La Cosa Nostra link", sealed, "");
        if (size >= 1 && data[0] != 0) {  // any tag character: only 'N' may decode (tag 0 would seal a v1 link)
            const char tag = static_cast<char>(data[0]);
            const std::string tagged = common::SealLink(tag, {payload.begin() + 1, payload.end()});
            lcn::Result<lcn::ReplayedGame> r = lcn::DecodeLink(tagged);
            if (r && tag != static_cast<char>(common::GameTag::kLaCosaNostra)) {
                Fail("another game's link decoded", tagged, "");
            }
            if (!r && r.error().empty()) Fail("a link error without a message", tagged, "");
        }
    }

    // 3. A game chosen byte by byte: players, options, seed and start from the first bytes, then actions (at most
    // kMaxChosenActions: under the sanitizers a whole game per input would leave the fuzzer a few inputs a second).
    constexpr std::size_t kMaxChosenActions = 64;
    if (size >= 5) {
        lcn::Setup setup;
        setup.players = 3 + data[0] % 3;
        const unsigned option_bits = data[1] | (static_cast<unsigned>(data[2]) << 8);
        for (std::size_t i = 0; i < lcn::detail::kOptionMembers.size(); ++i) {
            setup.options.*lcn::detail::kOptionMembers[i] = ((option_bits >> i) & 1) != 0;
        }
        setup.seed = static_cast<std::uint64_t>(data[3]) << (8 * (data[4] & 7));
        setup.start_player = data[4] >> 3 & 7;
        if (setup.start_player >= setup.players) setup.start_player = lcn::kRandomStart;
        lcn::Session session;
        lcn::SeatNames names;
        names[0] = std::string(input.substr(5, std::min<std::size_t>(size - 5, data[0] >> 4 & 7)));
        if (!session.NewGame(setup, names).empty() && !session.NewGame(setup, lcn::SeatNames{}).empty()) return 0;
        lcn::MoveList legal;
        for (std::size_t i = 5; i < size && i < 5 + kMaxChosenActions && !lcn::IsOver(session.current()); ++i) {
            if (session.ApplyChance()) continue;
            lcn::LegalMoves(session.current(), legal);
            if (legal.empty()) break;
            const lcn::Refusal refusal = session.Apply(legal[data[i] % legal.size()]);
            if (!refusal.ok()) Fail("a legal action was refused", input, lcn::RefusalText(refusal));
        }
        lcn::Result<lcn::ReplayedGame> replayed = lcn::ReplayRecord(session.Record());
        if (!replayed) Fail("a played game does not replay", input, replayed.error());
        CheckBothFormats(*replayed, input);
    }
    return 0;
}
