// libFuzzer target for the share-link and record decoders (STYLE.md §5.11 `fuzz_record`; Tatham's fuzzpuzz.c).
// Built only by tools/scripts/fuzz.sh (clang, -fsanitize=fuzzer,address,undefined; project tools/fuzz/).
// Every input goes three ways:
//   1. as a link to DecodeLink and as a record text to DecodeRecord: whatever decodes must re-encode to
//      exactly the input (both formats are canonical) and survive the other format's round trip;
//   2. as plain v1 payload symbols sealed with a valid check (link.h detail::SealLinkV1), so that the
//      fuzzer reaches the structure and the replay without first having to guess 18 check bits;
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
    fam::Result<fam::GameRecord> from_link = fam::DecodeLink(link);
    if (!from_link || !(*from_link == record)) Fail("link round trip", input, from_link ? link : from_link.error());
    const std::string text = fam::EncodeRecord(record);
    fam::Result<fam::GameRecord> from_text = fam::DecodeRecord(text);
    if (!from_text || !(*from_text == record)) Fail("record round trip", input, from_text ? text : from_text.error());
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view input(reinterpret_cast<const char*>(data), size);

    // 1. Raw text.
    if (fam::Result<fam::GameRecord> r = fam::DecodeLink(input)) {
        const std::string again = fam::EncodeLink(*r);
        if (again != input) Fail("a decoded link re-encodes differently", input, again);
        CheckBothFormats(*r, input);
    } else if (r.error().empty()) {
        Fail("a link error without a message", input, "");
    }
    if (fam::Result<fam::GameRecord> r = fam::DecodeRecord(input)) {
        const std::string again = fam::EncodeRecord(*r);
        if (again != input) Fail("a decoded record re-encodes differently", input, again);
        CheckBothFormats(*r, input);
    } else if (r.error().empty()) {
        Fail("a record error without a message", input, "");
    }

    // 2. Sealed plain payload (bounded: links of real games have < 1,800 symbols).
    if (size <= 2048) {
        const std::string sealed = fam::detail::SealLinkV1(std::vector<std::uint8_t>(data, data + size));
        if (fam::Result<fam::GameRecord> r = fam::DecodeLink(sealed)) {
            const std::string again = fam::EncodeLink(*r);
            if (again != sealed) Fail("a sealed payload re-encodes differently", sealed, again);
            CheckBothFormats(*r, sealed);
        }
    }

    // 3. A game chosen byte by byte: rules, seats, seed and start from the first bytes, then actions.
    if (size >= 4) {
        fam::GameRecord record;
        record.rules.new_cards_only = (data[0] & 1) != 0;
        record.first = (data[0] >> 1) & 1;
        record.seats = {static_cast<fam::SeatKind>(data[1] % fam::kNumSeatKinds),
                        static_cast<fam::SeatKind>(data[1] / fam::kNumSeatKinds % fam::kNumSeatKinds)};
        record.seed = static_cast<std::uint64_t>(data[2]) << (8 * (data[3] & 7));
        fam::State s = fam::NewGame(record.seed, record.rules, record.first);
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
