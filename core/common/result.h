// Result<T>: a value or a one-line reason. The core never throws (the WebAssembly build runs without
// exception catching); every parser and Apply report bad input through this type.
#pragma once

#include <optional>
#include <string>
#include <utility>

namespace common {

template <typename T>
class Result {
public:
    Result(T value) : value_(std::move(value)) {}  // NOLINT(google-explicit-constructor): return value directly
    static Result Error(std::string reason) {
        Result r;
        r.error_ = std::move(reason);
        return r;
    }

    bool ok() const { return value_.has_value(); }
    explicit operator bool() const { return ok(); }
    const T& value() const& { return *value_; }
    T& value() & { return *value_; }
    T&& value() && { return std::move(*value_); }
    const T& operator*() const& { return *value_; }
    const T* operator->() const { return &*value_; }
    const std::string& error() const { return error_; }

private:
    Result() = default;
    std::optional<T> value_;
    std::string error_;
};

}  // namespace common
