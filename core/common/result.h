// Result<T>: a value or a one-line reason. The core never throws (the WebAssembly build runs without
// exception catching); every parser and Apply report bad input through this type.
//
// A reason has a kind beside its English text: what a player is told about a refused link, saved game or page
// option. Each game words the kinds in its own language (the shell's game modules); the host that shows the
// notice never reads the text, which stays the precise detail for a bug report.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>

namespace common {

enum class ReasonKind : std::uint8_t {
    kDamaged,       // cut short, changed, not this game's format: a part is missing or was changed
    kNewerEdition,  // a format or version newer than this edition reads
    kIllegalMove,   // an action the rules do not allow in its place
    kPlayers,       // a number of players or seats the game is not for
    kNotAnOption,   // a page option or value the game does not know
    kCount
};

// Why something from outside was refused: its kind, and the precise reason in English (one line).
struct Reason {
    ReasonKind kind = ReasonKind::kDamaged;
    std::string text;
};

template <typename T>
class Result {
public:
    Result(T value) : value_(std::move(value)) {}  // NOLINT(google-explicit-constructor): return value directly
    static Result Error(std::string reason, ReasonKind kind = ReasonKind::kDamaged) {
        Result r;
        r.error_ = {kind, std::move(reason)};
        return r;
    }
    static Result Error(Reason reason) { return Error(std::move(reason.text), reason.kind); }
    // Another result's failure, of the same kind, its text after `prefix` ("line 7: " + the failure).
    template <typename U>
    static Result Error(const Result<U>& failed, std::string_view prefix = {}) {
        return Error(std::string(prefix) + failed.error(), failed.reason().kind);
    }

    bool ok() const { return value_.has_value(); }
    explicit operator bool() const { return ok(); }
    const T& value() const& { return *value_; }
    T& value() & { return *value_; }
    T&& value() && { return std::move(*value_); }
    const T& operator*() const& { return *value_; }
    const T* operator->() const { return &*value_; }
    const std::string& error() const { return error_.text; }
    const Reason& reason() const { return error_; }

private:
    Result() = default;
    std::optional<T> value_;
    Reason error_;
};

}  // namespace common
