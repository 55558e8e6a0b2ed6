// shell/ui/phrase.h — the one table type of the app's words: rows keyed by an enum, every key once and in enum
// order, so that a key indexes its row. A table that misses a key or lists one out of order does not compile (the
// compiler names KeyMissingOrOutOfOrder). No ImGui here: the native tests read the tables.
#pragma once

#include <cstddef>

#include "ui/lang.h"

namespace shell::ui {

// A word or sentence in both languages; placeholders {0}..{9} go through Fmt.
template <typename Key>
struct Phrase {
    Key key;
    const char* en;
    const char* de;
};

// Only the German, where the English comes from elsewhere (the cores' refusal sentences).
template <typename Key>
struct GermanPhrase {
    Key key;
    const char* de;
};

// Not constexpr on purpose: a table whose rows are not every key in order calls it while the compiler builds the
// table, which stops the build here.
inline void KeyMissingOrOutOfOrder() {}

// How many keys an enum has: Key::kCount, or a specialisation for an enum without it (the cores' RefusalCode).
template <typename Key>
inline constexpr std::size_t kKeyCount = static_cast<std::size_t>(Key::kCount);

template <typename Row, std::size_t N>
class KeyedRows {
public:
    using Key = decltype(Row::key);

    constexpr explicit KeyedRows(const Row (&rows)[N]) : rows_{} {
        if (N != kKeyCount<Key>) KeyMissingOrOutOfOrder();
        for (std::size_t i = 0; i < N; ++i) {
            if (static_cast<std::size_t>(rows[i].key) != i) KeyMissingOrOutOfOrder();
            rows_[i] = rows[i];
        }
    }

    // The row of `key`; nullptr for a key outside the enum.
    constexpr const Row* find(Key key) const {
        const auto i = static_cast<std::size_t>(key);
        return i < N ? &rows_[i] : nullptr;
    }

private:
    Row rows_[N];
};

// The rows of every key of the enum, checked as above:
//     constexpr auto kRows = ui::Keyed<ui::Phrase<T>>({{T::kOk, "OK", "OK"}, ...});  ui::Pick(kRows, lang, T::kOk)
template <typename Row, std::size_t N>
constexpr KeyedRows<Row, N> Keyed(const Row (&rows)[N]) {
    return KeyedRows<Row, N>(rows);
}

// The text of `key` in `lang`; "" for a key outside the enum.
template <typename Key, std::size_t N>
constexpr const char* Pick(const KeyedRows<Phrase<Key>, N>& rows, Lang lang, Key key) {
    const Phrase<Key>* row = rows.find(key);
    if (row == nullptr) return "";
    return lang == Lang::kGerman ? row->de : row->en;
}

}  // namespace shell::ui
