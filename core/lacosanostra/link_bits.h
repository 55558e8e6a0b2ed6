// The bit strings of La Cosa Nostra's link payload (link.h [SECTION] Share link): bits, most significant first,
// in 6-bit symbols, and the canonical varint. Internal to core/lacosanostra; the tests and the fuzzer use it to
// build payloads that reach the decoder's structure checks.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <utility>
#include <vector>

namespace lcn::detail {

// Writes bits, most significant first, into 6-bit symbols. A value that does not fit its width sets `fits`
// false (the encoder then codes the action as unusable).
class BitWriter {
public:
    void Raw(std::uint64_t value, int width) {
        if (width < 64 && value >> width) fits = false;
        for (int bit = width - 1; bit >= 0; --bit) Bit(((value >> bit) & 1) != 0);
    }
    void Bit(bool b) {
        if (used_ % 6 == 0) symbols_.push_back(0);
        if (b) symbols_.back() = static_cast<std::uint8_t>(symbols_.back() | (1u << (5 - used_ % 6)));
        ++used_;
    }
    void Varint(std::uint64_t value) {
        do {
            Raw(value & 31, 5);
            value >>= 5;
            Bit(value != 0);
        } while (value);
    }
    void Append(const BitWriter& other) {
        for (std::size_t i = 0; i < other.used_; ++i) Bit(((other.symbols_[i / 6] >> (5 - i % 6)) & 1) != 0);
        fits = fits && other.fits;
    }
    std::vector<std::uint8_t> Take() { return std::move(symbols_); }
    bool fits = true;

private:
    std::vector<std::uint8_t> symbols_;
    std::size_t used_ = 0;  // bits written
};

// Reads what BitWriter wrote; a read past the end sets `short_` and yields zeros.
class BitReader {
public:
    explicit BitReader(const std::vector<std::uint8_t>& symbols) : symbols_(symbols) {}
    std::uint64_t Raw(int width) {
        std::uint64_t value = 0;
        for (int i = 0; i < width; ++i) value = (value << 1) | (Bit() ? 1 : 0);
        return value;
    }
    bool Bit() {
        if (pos_ >= symbols_.size() * 6) {
            cut_short = true;
            return false;
        }
        const bool b = ((symbols_[pos_ / 6] >> (5 - pos_ % 6)) & 1) != 0;
        ++pos_;
        return b;
    }
    // Canonical varint of at most 64 bits, or nullopt.
    std::optional<std::uint64_t> Varint() {
        std::uint64_t value = 0;
        for (int shift = 0;; shift += 5) {
            const std::uint64_t group = Raw(5);
            const bool more = Bit();
            if (cut_short || shift >= 64 || (shift == 60 && group > 15)) return std::nullopt;
            value |= group << shift;
            if (!more) {
                if (group == 0 && shift > 0) return std::nullopt;
                return value;
            }
        }
    }
    // What is left is only the zero padding of the last symbol.
    bool AtCleanEnd() const {
        if (symbols_.size() * 6 - pos_ >= 6) return false;
        for (std::size_t p = pos_; p < symbols_.size() * 6; ++p) {
            if ((symbols_[p / 6] >> (5 - p % 6)) & 1) return false;
        }
        return true;
    }
    bool cut_short = false;

private:
    const std::vector<std::uint8_t>& symbols_;
    std::size_t pos_ = 0;
};

}  // namespace lcn::detail
