// FixedList<T, N>: a list of at most N values in place, with no heap allocation: the legal-move lists of
// both games (famiglia::MoveList, lcn::MoveList), which bots and playouts build millions of times.
#pragma once

#include <array>
#include <cstddef>

namespace common {

template <typename T, int N>
class FixedList {
public:
    static constexpr int kCapacity = N;
    // Returns the new element, so that a caller can adjust it in place without reading the size again.
    T& push_back(const T& v) {
        T& slot = storage_.items[static_cast<std::size_t>(size_++)];
        slot = v;
        return slot;
    }
    int size() const { return size_; }
    bool empty() const { return size_ == 0; }
    bool full() const { return size_ == kCapacity; }
    const T& operator[](int i) const { return storage_.items[static_cast<std::size_t>(i)]; }
    T& operator[](int i) { return storage_.items[static_cast<std::size_t>(i)]; }
    const T* begin() const { return storage_.items.data(); }
    const T* end() const { return storage_.items.data() + size_; }
    T* begin() { return storage_.items.data(); }
    T* end() { return storage_.items.data() + size_; }
    void clear() { size_ = 0; }
    void truncate(int n) { size_ = n < size_ ? (n < 0 ? 0 : n) : size_; }  // keep the first n

    FixedList() {}  // leaves the storage uninitialised: a list is filled before it is read

private:
    // A union so that constructing a list does not initialise N values (bots build many lists).
    union Storage {
        Storage() {}
        std::array<T, N> items;
    };
    Storage storage_;
    int size_ = 0;
};

}  // namespace common
