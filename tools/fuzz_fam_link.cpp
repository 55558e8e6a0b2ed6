// libFuzzer target for the share-link and record decoders (docs/architecture.md §11 `fuzz_record`; Tatham's
// fuzzpuzz.c). Built only by tools/scripts/fuzz.sh (clang, -fsanitize=fuzzer,address,undefined; project tools/fuzz/).
// Every input goes three ways:
//   1. as a link to DecodeLink and as a record text to DecodeRecord: whatever decodes must re-encode to
//      exactly the input (both formats are canonical; a v1 link through detail::EncodeLinkV1) and survive
//      the other format's round trip;
//   2. as plain payload symbols sealed with a valid check, untagged (v1, link.h detail::SealLinkV1) and
//      tagged (v2, common::SealLink) with Famiglia's tag or with the first byte as the tag, so that the
//      fuzzer reaches the tag, the structure and the replay without first having to guess 18 check bits;
//   3. as choices among the legal actions of a game (byte i picks action i), whose record must round-trip
//      through both formats: long, valid links of every action kind.
// A failed property prints both texts and aborts, which libFuzzer reports as a crash with the input saved.
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>

#include "famiglia/game.h"

namespace {

[[noreturn]] void Fail(const char* what, std::string_view input, std::string_view output) {
    std::fprintf(stderr, "fuzz_link: %s\n  input:  %.*s\n  output: %.*s\n", what, static_cast<int>(input.size()),
                 input.data(), static_cast<int>(output.size()), output.data());
    std::abort();
}

// The other format's round trip, for a record that decoded.
void CheckBothFormats(const fam::GameRecord& record, std::string_view input) {
    const std::string link = fam::EncodeLink(record);
    fam::Result<fam::ReplayedGame> from_link = fam::DecodeLink(link);
    if (!from_link || !(from_link->record() == record))
        Fail("link round trip", input, from_link ? link : from_link.error());
    const std::string text = fam::EncodeRecord(record);
    fam::Result<fam::ReplayedGame> from_text = fam::DecodeRecord(text);
    if (!from_text || !(from_text->record() == record))
        Fail("record round trip", input, from_text ? text : from_text.error());
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view input(reinterpret_cast<const char*>(data), size);

    // 1. Raw text.
    if (fam::Result<fam::ReplayedGame> r = fam::DecodeLink(input)) {
        const bool v1 = input.substr(0, 3) == "v1.";
        const std::string again = v1 ? fam::detail::EncodeLinkV1(r->record()) : fam::EncodeLink(r->record());
        if (again != input) Fail("a decoded link re-encodes differently", input, again);
        CheckBothFormats(r->record(), input);
    } else if (r.error().empty()) {
        Fail("a link error without a message", input, "");
    }
    if (fam::Result<fam::ReplayedGame> r = fam::DecodeRecord(input)) {
        const std::string again = fam::EncodeRecord(r->record());
        if (again != input) Fail("a decoded record re-encodes differently", input, again);
        CheckBothFormats(r->record(), input);
    } else if (r.error().empty()) {
        Fail("a record error without a message", input, "");
    }

    // 2. Sealed plain payload (bounded: links of real games have < 1,800 symbols).
    if (size <= 2048) {
        std::vector<std::uint8_t> payload(data, data + size);
        for (std::uint8_t& symbol : payload) symbol &= 63;
        const std::string sealed_v1 = fam::detail::SealLinkV1(payload);
        if (fam::Result<fam::ReplayedGame> r = fam::DecodeLink(sealed_v1)) {
            const std::string again = fam::detail::EncodeLinkV1(r->record());
            if (again != sealed_v1) Fail("a sealed v1 payload re-encodes differently", sealed_v1, again);
            CheckBothFormats(r->record(), sealed_v1);
        }
        const std::string sealed = common::SealLink(static_cast<char>(common::GameTag::kFamiglia), payload);
        if (fam::Result<fam::ReplayedGame> r = fam::DecodeLink(sealed)) {
            const std::string again = fam::EncodeLink(r->record());
            if (again != sealed) Fail("a sealed payload re-encodes differently", sealed, again);
            CheckBothFormats(r->record(), sealed);
        }
        // Any tag character: only Famiglia's may decode; every other one is refused by name.
        if (size >= 1 && data[0] != 0) {  // (tag 0 seals an untagged v1 link)
            const char tag = static_cast<char>(data[0]);
            const std::string tagged = common::SealLink(tag, {payload.begin() + 1, payload.end()});
            fam::Result<fam::ReplayedGame> r = fam::DecodeLink(tagged);
            const bool famiglia = tag == static_cast<char>(common::GameTag::kFamiglia);
            if (r && !famiglia) Fail("another game's link decoded", tagged, "");
            if (!r && r.error().empty()) Fail("a link error without a message", tagged, "");
        }
    }

    // 3. A game chosen byte by byte: rules, seats, seed and start from the first bytes, then actions.
    if (size >= 4) {
        fam::GameRecord record;
        record.setup.rules.new_cards_only = (data[0] & 1) != 0;
        record.setup.first = (data[0] >> 1) & 1;
        record.seats = {static_cast<fam::SeatKind>(data[1] % fam::kNumSeatKinds),
                        static_cast<fam::SeatKind>(data[1] / fam::kNumSeatKinds % fam::kNumSeatKinds)};
        record.setup.seed = static_cast<std::uint64_t>(data[2]) << (8 * (data[3] & 7));
        fam::State s = fam::NewGame(record.setup).value();
        fam::MoveList legal;
        for (std::size_t i = 4; i < size; ++i) {
            fam::LegalMoves(s, legal);
            if (legal.empty()) break;
            const fam::Move m = legal[data[i] % legal.size()];
            record.moves.push_back(m);
            fam::ApplyLegal(s, m);
        }
        CheckBothFormats(record, input);
    }
    return 0;
}
