// web/library.js — the JavaScript functions that C++ calls (--js-library), as in Tatham's
// emcclib.js. Each is preceded by its C++ declaration; shell/platform_web.cpp declares
// them all in one block. The page (web/shell.html) passes its callbacks in the config of
// createGame(), so they are properties of Module here.

mergeInto(LibraryManager.library, {
    // extern "C" void tabletop_show_error(const char* message);
    tabletop_show_error: function (message) {
        var text = UTF8ToString(message);
        if (Module['tabletopShowError']) Module['tabletopShowError'](text);
        else console.error(text);
    },

    // extern "C" void tabletop_first_frame(void);
    tabletop_first_frame: function () {
        if (Module['tabletopFirstFrame']) Module['tabletopFirstFrame']();
    },

    // extern "C" void tabletop_mark(const char* phase);
    // A User Timing mark "tabletop:<phase>" for tools/page_timing.mjs (cheap, harmless when no one reads it).
    tabletop_mark: function (phase) {
        if (typeof performance !== 'undefined' && performance.mark) performance.mark('tabletop:' + UTF8ToString(phase));
    },

    // extern "C" void tabletop_webgl_extensions_on_request(void);
    // Called before SDL makes its GL context: emscripten then does not turn on every WebGL extension the browser
    // offers (tens of synchronous calls, ~0.1 s of the start on a software GPU). The renderer
    // (shell/webgl_renderer.cpp) uses WebGL 2 core only.
    tabletop_webgl_extensions_on_request__deps: ['$EGL'],
    tabletop_webgl_extensions_on_request: function () {
        EGL.contextAttributes.enableExtensionsByDefault = false;
    },

    // extern "C" int tabletop_test_hook_enabled(void);
    tabletop_test_hook_enabled: function () {
        return Module['gameTest'] ? 1 : 0;
    },

    // extern "C" void tabletop_publish_test_info(const char* json);
    // Merges the JSON object into window.gameTest (the page created it for ?test=1). A part the app could not read
    // back as JSON comes as a string (platform_web.cpp HookPart): a console error, which every browser test fails on.
    tabletop_publish_test_info: function (json) {
        var hook = Module['gameTest'];
        if (!hook) return;
        var info = JSON.parse(UTF8ToString(json));
        ['game', 'text', 'share'].forEach(function (part) {
            if (typeof info[part] === 'string') console.error('test hook: the ' + part + ' part is ' + info[part]);
        });
        Object.assign(hook, info);
    },

    // A JavaScript string as a malloc'ed UTF-8 string, which the C++ caller frees.
    $tabletopAllocString__deps: ['malloc'],
    $tabletopAllocString: function (text) {
        var size = lengthBytesUTF8(text) + 1;
        var ptr = _malloc(size);
        stringToUTF8(text, ptr, size);
        return ptr;
    },

    // extern "C" char* tabletop_preferred_language(void);
    // navigator.language ("de-DE"), as a malloc'ed UTF-8 string the caller frees.
    tabletop_preferred_language__deps: ['$tabletopAllocString'],
    tabletop_preferred_language: function () {
        return tabletopAllocString((typeof navigator !== 'undefined' && navigator.language) || '');
    },

    // ---- Links, storage and embedding (shell/host/share_ui.cpp). Strings only: C++ parses them all. ----

    // extern "C" char* tabletop_page_query(void);
    // location.search ("?embed=1&lang=de"), malloc'ed.
    tabletop_page_query__deps: ['$tabletopAllocString', '$tabletopPageQueryOverride'],
    // The query after SetPageGame, also where a sandboxed frame refuses history.replaceState (null: none).
    $tabletopPageQueryOverride: null,
    tabletop_page_query: function () {
        return tabletopAllocString(tabletopPageQueryOverride !== null ? tabletopPageQueryOverride : (location.search || ''));
    },

    // extern "C" char* tabletop_page_address(void);
    // The page's own address without query and fragment (in an iframe the game page's), malloc'ed.
    tabletop_page_address__deps: ['$tabletopAllocString'],
    tabletop_page_address: function () {
        return tabletopAllocString(location.href.split(/[?#]/)[0]);
    },

    // extern "C" void tabletop_forget_startup_link(void);
    // Removes the fragment (the share link just opened) from the address bar, without reloading.
    tabletop_forget_startup_link: function () {
        try {
            if (location.hash) history.replaceState(history.state, '', location.pathname + location.search);
        } catch (e) { /* a sandboxed frame may refuse: the link then simply stays */ }
    },

    // extern "C" void tabletop_set_page_game(const char* id);
    // ?game=<id> in the address bar, keeping only the options every game reads (platform.h SetPageGame).
    tabletop_set_page_game__deps: ['$tabletopPageQueryOverride'],
    tabletop_set_page_game: function (id) {
        var old = new URLSearchParams(location.search);
        var query = new URLSearchParams();
        ['lang', 'embed', 'origin', 'test'].forEach(function (name) { if (old.has(name)) query.set(name, old.get(name)); });
        query.set('game', UTF8ToString(id));
        tabletopPageQueryOverride = '?' + query.toString();
        try {
            history.replaceState(history.state, '', location.pathname + tabletopPageQueryOverride);
        } catch (e) { /* a sandboxed frame may refuse: tabletopPageQueryOverride still answers PageQuery */ }
    },

    // extern "C" void tabletop_set_page_title(const char* title);
    tabletop_set_page_title: function (title) { document.title = UTF8ToString(title); },

    // extern "C" char* tabletop_storage_read(const char* key, int* status);
    // localStorage[key], malloc'ed, or 0 when absent. *status: 0 ok, 2 storage refused (private mode,
    // sandboxed iframe: merely touching window.localStorage throws there).
    tabletop_storage_read__deps: ['$tabletopAllocString'],
    tabletop_storage_read: function (key, status) {
        var value = null;
        var code = 0;
        try {
            value = window.localStorage.getItem(UTF8ToString(key));
        } catch (e) {
            code = 2;
        }
        HEAP32[status >> 2] = code;
        return typeof value === 'string' ? tabletopAllocString(value) : 0;
    },

    // extern "C" int tabletop_storage_write(const char* key, const char* value);
    // 0 written, 1 the quota is full, 2 storage refused.
    tabletop_storage_write: function (key, value) {
        var storage;
        try {
            storage = window.localStorage;
            if (!storage) return 2;
        } catch (e) {
            return 2;
        }
        try {
            storage.setItem(UTF8ToString(key), UTF8ToString(value));
            return 0;
        } catch (e) {
            var full = e && (e.name === 'QuotaExceededError' || e.name === 'NS_ERROR_DOM_QUOTA_REACHED' || e.code === 22);
            return full ? 1 : 2;
        }
    },

    // The visible fallback of tabletop_copy_text: a text field with the text selected, to copy by hand.
    $tabletopShowCopyField: function (text, label, close) {
        var old = document.getElementById('tabletop-copy');
        if (old) old.remove();
        var box = document.createElement('div');
        box.id = 'tabletop-copy';
        box.setAttribute('role', 'dialog');
        box.style.cssText = 'position:fixed;left:50%;top:16px;transform:translateX(-50%);z-index:10;' +
            'width:560px;max-width:calc(100% - 24px);box-sizing:border-box;padding:14px 16px;background:#262b32;' +
            'color:#e8e6e3;border:1px solid #5a636e;border-radius:8px;font:15px system-ui,sans-serif;' +
            'box-shadow:0 6px 24px rgba(0,0,0,.5)';
        var caption = document.createElement('label');
        caption.htmlFor = 'tabletop-copy-text';
        caption.textContent = label;
        caption.style.cssText = 'display:block;margin-bottom:8px';
        var input = document.createElement('input');
        input.id = 'tabletop-copy-text';
        input.readOnly = true;
        input.value = text;
        input.style.cssText = 'width:100%;box-sizing:border-box;padding:6px;font:13px monospace';
        var button = document.createElement('button');
        button.type = 'button';
        button.textContent = close;
        button.style.cssText = 'margin-top:10px;padding:8px 18px;font:inherit';
        var done = function () {
            box.remove();
            if (Module['canvas']) Module['canvas'].focus({ preventScroll: true });
        };
        button.addEventListener('click', done);
        box.addEventListener('keydown', function (event) { if (event.key === 'Escape') done(); });
        box.appendChild(caption);
        box.appendChild(input);
        box.appendChild(button);
        document.body.appendChild(box);
        input.focus({ preventScroll: true });
        input.select();
    },

    // extern "C" void tabletop_copy_text(const char* text, const char* label, const char* close);
    // Called while the app handles the click (the clipboard needs that user gesture). When the
    // clipboard is refused or missing, shows the text field instead.
    tabletop_copy_text__deps: ['$tabletopShowCopyField'],
    tabletop_copy_text: function (text, label, close) {
        var t = UTF8ToString(text), l = UTF8ToString(label), c = UTF8ToString(close);
        var settle = function (outcome) {
            Module['tabletopCopyOutcome'] = outcome;
            Module['tabletopWake'] = true;
        };
        var manual = function () {
            tabletopShowCopyField(t, l, c);
            settle(2);
        };
        try {
            if (navigator.clipboard && navigator.clipboard.writeText) {
                navigator.clipboard.writeText(t).then(function () { settle(1); }, manual);
                return;
            }
        } catch (e) { /* fall through to the text field */ }
        manual();
    },

    // extern "C" int tabletop_take_copy_outcome(void);
    // 1 copied, 2 shown for copying by hand, once; 0 otherwise.
    tabletop_take_copy_outcome: function () {
        var outcome = Module['tabletopCopyOutcome'] | 0;
        Module['tabletopCopyOutcome'] = 0;
        return outcome;
    },

    // extern "C" int tabletop_embed_init(void);
    // 1 when the page runs in a frame of another page; then queues the messages that page sends (at
    // most 16; the oldest go first). Only messages from the parent window are queued, unread.
    tabletop_embed_init: function () {
        var embedded;
        try {
            embedded = window.parent !== window;
        } catch (e) {
            embedded = true;
        }
        if (!embedded) return 0;
        if (Module['tabletopHostQueue']) return 1;
        var queue = Module['tabletopHostQueue'] = [];
        window.addEventListener('message', function (event) {
            if (event.source !== window.parent) return;
            var data = event.data;
            if (typeof data !== 'string') {
                try {
                    data = JSON.stringify(data);
                } catch (e) {
                    return;  // not representable as JSON (e.g. cyclic): cannot be a command
                }
            }
            if (typeof data !== 'string') return;
            if (queue.length >= 16) queue.shift();
            queue.push(String(event.origin) + '\n' + data);
            Module['tabletopWake'] = true;
        });
        return 1;
    },

    // extern "C" char* tabletop_take_host_message(void);
    // The oldest queued message as origin + "\n" + message text, malloc'ed; 0 when none.
    tabletop_take_host_message__deps: ['$tabletopAllocString'],
    tabletop_take_host_message: function () {
        var queue = Module['tabletopHostQueue'];
        return queue && queue.length ? tabletopAllocString(queue.shift()) : 0;
    },

    // extern "C" void tabletop_post_to_host(const char* json, const char* target_origin);
    // Posts the event (JSON text written by C++) to the embedding page; to any origin when empty.
    tabletop_post_to_host: function (json, target) {
        try {
            if (window.parent !== window) {
                window.parent.postMessage(JSON.parse(UTF8ToString(json)), UTF8ToString(target) || '*');
            }
        } catch (e) {
            console.warn('Famiglia could not send an event to the embedding page: ' + e);
        }
    },

    // extern "C" void tabletop_watch_visibility(void);
    // Notes when the page becomes hidden (another tab, a minimised window) for tabletop_take_page_hidden, and
    // wakes the loop so that the first frame once the page runs again takes it.
    tabletop_watch_visibility: function () {
        document.addEventListener('visibilitychange', function () {
            if (document.visibilityState !== 'hidden') return;
            Module['tabletopHidden'] = true;
            Module['tabletopWake'] = true;
        });
    },

    // extern "C" int tabletop_take_page_hidden(void);
    // 1 once after the page became hidden.
    tabletop_take_page_hidden: function () {
        var hidden = Module['tabletopHidden'] ? 1 : 0;
        Module['tabletopHidden'] = false;
        return hidden;
    },

    // extern "C" void tabletop_text_fields(const char* json);
    // The app's text fields, [[x, y, w, h, maxBytes, text], ...] relative to the canvas (platform.h TextField). A
    // tap on one opens this <input> over it, focused inside the tap's handler: only so does a phone open its
    // keyboard. What is typed goes to tabletop_take_typed; Enter, Escape or a tap elsewhere ends the typing.
    tabletop_text_fields: function (json) {
        var canvas = Module['canvas'], input = Module['tabletopInput'];
        var place = function (f) {
            var r = canvas.getBoundingClientRect();
            input.style.left = r.left + f[0] + 'px';
            input.style.top = r.top + f[1] + 'px';
            input.style.width = f[2] + 'px';
            input.style.height = f[3] + 'px';
        };
        if (!input) {
            input = Module['tabletopInput'] = document.createElement('input');
            input.style.cssText = 'position:fixed;display:none;box-sizing:border-box;margin:0;padding:0 8px;' +
                'border:2px solid #7aa2c8;border-radius:6px;background:#282d34;color:#e8e6e3;font:17px sans-serif';
            input.setAttribute('enterkeyhint', 'done');
            input.autocomplete = 'off';
            input.addEventListener('input', function () {
                Module['tabletopTyped'] = input.name + '\n' + input.value;
                Module['tabletopWake'] = true;
            });
            input.addEventListener('keydown', function (e) {
                if (e.key === 'Enter' || e.key === 'Escape') canvas.focus({ preventScroll: true });
            });
            input.addEventListener('blur', function () { input.style.display = 'none'; });
            var tap = function (e) {
                var p = e.changedTouches ? e.changedTouches[0] : e, r = canvas.getBoundingClientRect();
                var x = p.clientX - r.left, y = p.clientY - r.top, fields = Module['tabletopFields'];
                for (var i = 0; i < fields.length; i++) {
                    var f = fields[i];
                    if (x >= f[0] && y >= f[1] && x < f[0] + f[2] && y < f[1] + f[3]) {
                        input.name = i;
                        input.value = f[5];
                        input.maxLength = f[4];
                        place(f);
                        input.style.display = 'block';
                        input.focus({ preventScroll: true });
                        return;
                    }
                }
                input.blur();
            };
            canvas.addEventListener('touchend', tap);
            canvas.addEventListener('mouseup', tap);
            document.body.appendChild(input);
        }
        var f = (Module['tabletopFields'] = JSON.parse(UTF8ToString(json)))[input.name];
        if (input.style.display !== 'none') f ? place(f) : input.blur();
    },

    // extern "C" char* tabletop_take_typed(void);
    // "field\ntext" once after the page's input changed, malloc'ed; 0 otherwise.
    tabletop_take_typed__deps: ['$tabletopAllocString'],
    tabletop_take_typed: function () {
        var typed = Module['tabletopTyped'];
        Module['tabletopTyped'] = null;
        return typed ? tabletopAllocString(typed) : 0;
    },

    // extern "C" void tabletop_mirror(const char* text);
    // The canvas's mirror for screen readers (shell/ui/mirror.h MirrorText): a visually hidden region after the
    // canvas with a live status, headings, words to read (<p>) and a <button> per item; a button's click fires its
    // item in the next frame (tabletop_mirror_press), its focus moves the canvas's focus ring there, and the ring's
    // item is aria-current; a switch or a choice's option is aria-pressed, true or false.
    // Elements whose words stay are kept, so the focus stays on them; a focused one that goes leaves the focus on the
    // first button, so a screen reader stays in the region.
    tabletop_mirror__deps: ['tabletop_mirror_press'],
    tabletop_mirror: function (text) {
        var m = Module['tabletopMirror'], lines = UTF8ToString(text).split('\n'), said = '', urgent = 0, n = 0, k = 0;
        if (!m) {
            m = Module['tabletopMirror'] = document.createElement('div');
            m.style.cssText = 'position:fixed;left:0;top:0;width:1px;height:1px;overflow:hidden;clip-path:inset(50%)';
            m.live = document.createElement('div');
            m.live.setAttribute('role', 'status');
            m.list = document.createElement('div');
            m.append(m.live, m.list);
            document.body.append(m);
        }
        var kids = m.list.children, inside = m.list.contains(document.activeElement);
        var press = function (i, activate) {
            _tabletop_mirror_press(i, activate);
            Module['tabletopWake'] = true;
        };
        document.documentElement.lang = m.lang = lines[0].slice(1);
        lines.slice(1).forEach(function (line) {
            var current = line[0] === '*', i = n, el = kids[k], pressed;
            if (current) line = line.slice(1);
            if ((pressed = { '+': 'true', '-': 'false' }[line[0]])) line = line.slice(1);
            var kind = line[0], words = line.slice(1), tag = { H: 'H2', P: 'P' }[kind] || 'BUTTON';
            if (kind === 'S' || kind === 'A') return said += words + '\n', urgent = kind === 'A';
            if (!el || el.tagName !== tag || el.textContent !== words) {
                el = document.createElement(tag);
                el.textContent = words;
                kids[k] ? m.list.replaceChild(el, kids[k]) : m.list.append(el);
            }
            k++;
            if (tag !== 'BUTTON') return;
            n++;
            kind === 'D' ? el.setAttribute('aria-disabled', 'true') : el.removeAttribute('aria-disabled');
            current ? el.setAttribute('aria-current', 'true') : el.removeAttribute('aria-current');
            pressed ? el.setAttribute('aria-pressed', pressed) : el.removeAttribute('aria-pressed');
            el.onclick = function () { press(i, 1); };
            el.onfocus = function () { press(i, 0); };
        });
        while (kids.length > k) m.list.lastChild.remove();
        m.live.setAttribute('aria-live', urgent ? 'assertive' : 'polite');
        if (m.live.textContent !== said) m.live.textContent = said;
        if (inside && !m.list.contains(document.activeElement) && m.list.querySelector('button'))
            m.list.querySelector('button').focus({ preventScroll: true });
    },

    // extern "C" int tabletop_take_wake_up(void);
    // 1 once after the page queued something for the app (copy outcome, host message).
    tabletop_take_wake_up: function () {
        var wake = Module['tabletopWake'] ? 1 : 0;
        Module['tabletopWake'] = false;
        return wake;
    },
});
