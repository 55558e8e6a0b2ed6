// The project's JSON layout for positions and states: objects indented, small objects and arrays of scalars
// on one line (a 52-card deck stays readable), and its JSON readers. Shared by Famiglia, La Cosa Nostra and the shell.
#pragma once

#include <algorithm>
#include <nlohmann/json.hpp>
#include <string>
#include <string_view>
#include <unordered_set>
#include <vector>

namespace common {

// ---- JSON output: objects indented, arrays of scalars on one line (a 52-card deck stays readable) ----
inline void Write(const nlohmann::ordered_json& j, int indent, int depth, std::string& out) {
    const std::string pad = indent > 0 ? "\n" + std::string(static_cast<std::size_t>(indent * (depth + 1)), ' ') : "";
    const std::string close_pad = indent > 0 ? "\n" + std::string(static_cast<std::size_t>(indent * depth), ' ') : "";
    const bool small = j.size() <= 3 && std::all_of(j.begin(), j.end(), [](const nlohmann::ordered_json& e) {
                           return e.is_primitive() || (e.is_array() && e.empty());
                       });
    if (j.is_object() && (small || j.empty())) {
        out += '{';
        for (auto it = j.begin(); it != j.end(); ++it) {
            if (it != j.begin()) out += indent > 0 ? ", " : ",";
            out += nlohmann::ordered_json(it.key()).dump() + (indent > 0 ? ": " : ":") + it.value().dump();
        }
        out += '}';
        return;
    }
    if (j.is_object()) {
        out += '{';
        bool first = true;
        for (auto it = j.begin(); it != j.end(); ++it) {
            if (!first) out += ',';
            first = false;
            out += pad;
            out += nlohmann::ordered_json(it.key()).dump();
            out += indent > 0 ? ": " : ":";
            Write(it.value(), indent, depth + 1, out);
        }
        out += close_pad + '}';
    } else if (j.is_array()) {
        const bool flat = std::all_of(j.begin(), j.end(), [](const nlohmann::ordered_json& e) {
            return e.is_primitive() || (e.is_array() && e.empty());
        });
        if (flat || j.empty()) {
            out += '[';
            for (std::size_t i = 0; i < j.size(); ++i) {
                if (i) out += indent > 0 ? ", " : ",";
                out += j[i].dump();
            }
            out += ']';
            return;
        }
        out += '[';
        for (std::size_t i = 0; i < j.size(); ++i) {
            if (i) out += ',';
            out += pad;
            Write(j[i], indent, depth + 1, out);
        }
        out += close_pad + ']';
    } else {
        out += j.dump();
    }
}

inline std::string Dump(const nlohmann::ordered_json& j, int indent) {
    std::string out;
    Write(j, indent, 0, out);
    return out;
}

// JSON read without exceptions (the web build has none): a discarded value (is_discarded()) when `text` is not
// JSON. The shell reads every JSON text through it (host messages, the test hook's parts), one parser in the page.
inline nlohmann::ordered_json ParseJson(std::string_view text) {
    return nlohmann::ordered_json::parse(text.begin(), text.end(), nullptr, /*allow_exceptions=*/false);
}

// Collects the reason of a JSON syntax error (line and column) without exceptions.
struct SyntaxErrorCatcher : nlohmann::json_sax<nlohmann::ordered_json> {
    std::string message;
    bool null() override { return true; }
    bool boolean(bool) override { return true; }
    bool number_integer(number_integer_t) override { return true; }
    bool number_unsigned(number_unsigned_t) override { return true; }
    bool number_float(number_float_t, const string_t&) override { return true; }
    bool string(string_t&) override { return true; }
    bool binary(binary_t&) override { return true; }
    bool start_object(std::size_t) override { return true; }
    bool key(string_t&) override { return true; }
    bool end_object() override { return true; }
    bool start_array(std::size_t) override { return true; }
    bool end_array() override { return true; }
    bool parse_error(std::size_t, const std::string&, const nlohmann::detail::exception& ex) override {
        message = ex.what();
        const auto bracket = message.find("] ");
        if (message.rfind("[json.", 0) == 0 && bracket != std::string::npos) message.erase(0, bracket + 2);
        return false;
    }
};

// JSON parsed without exceptions, refusing what nlohmann would accept silently: a key given twice in one
// object (nlohmann keeps the last; our formats guess nothing).
struct StrictJson {
    nlohmann::ordered_json value;
    std::string syntax_error;    // non-empty: malformed JSON (with line and column)
    std::string duplicate;       // the first key given twice in one object, if any
    std::string duplicate_path;  // that key with the keys of its enclosing objects: "players.Y.cash"
    int duplicate_depth = 0;     // objects around the key: 1 = a key of the top-level object
    bool ok() const { return syntax_error.empty() && duplicate.empty(); }
};

inline StrictJson ParseJsonStrict(std::string_view text) {
    using Json = nlohmann::ordered_json;
    struct Open {
        bool object = false;
        std::string name;  // the key this container is the value of ("" in an array or at the root)
        std::string last_key;
        std::unordered_set<std::string> keys;
    };
    StrictJson r;
    std::vector<Open> open;
    const Json::parser_callback_t keys = [&](int, Json::parse_event_t event, Json& parsed) {
        using Event = Json::parse_event_t;
        if (event == Event::object_start || event == Event::array_start) {
            Open o;
            o.object = event == Event::object_start;
            if (!open.empty() && open.back().object) o.name = open.back().last_key;
            open.push_back(std::move(o));
        } else if (event == Event::object_end || event == Event::array_end) {
            if (!open.empty()) open.pop_back();
        } else if (event == Event::key && !open.empty() && parsed.is_string()) {
            const std::string& key = parsed.get_ref<const std::string&>();
            open.back().last_key = key;
            if (r.duplicate.empty() && !open.back().keys.insert(key).second) {
                r.duplicate = key;
                for (const Open& o : open) {
                    r.duplicate_depth += o.object ? 1 : 0;
                    if (!o.name.empty()) r.duplicate_path += o.name + ".";
                }
                r.duplicate_path += key;
            }
        }
        return true;
    };
    r.value = Json::parse(text.begin(), text.end(), keys, /*allow_exceptions=*/false);
    if (r.value.is_discarded()) {
        SyntaxErrorCatcher catcher;
        Json::sax_parse(text.begin(), text.end(), &catcher);
        r.syntax_error = catcher.message.empty() ? std::string("syntax error") : catcher.message;
    }
    return r;
}

}  // namespace common
