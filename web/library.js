// web/library.js — the JavaScript functions that C++ calls (--js-library), as in Tatham's
// emcclib.js. Each is preceded by its C++ declaration; shell/platform_web.cpp declares
// them all in one block. The page (web/shell.html) passes its callbacks in the config of
// createFamiglia(), so they are properties of Module here.

mergeInto(LibraryManager.library, {
    // extern "C" void famiglia_show_error(const char* message);
    famiglia_show_error: function (message) {
        var text = UTF8ToString(message);
        if (Module['famigliaShowError']) Module['famigliaShowError'](text);
        else console.error(text);
    },

    // extern "C" void famiglia_first_frame(void);
    famiglia_first_frame: function () {
        if (Module['famigliaFirstFrame']) Module['famigliaFirstFrame']();
    },

    // extern "C" int famiglia_test_hook_enabled(void);
    famiglia_test_hook_enabled: function () {
        return Module['famigliaTest'] ? 1 : 0;
    },

    // extern "C" void famiglia_publish_test_info(const char* json);
    // Merges the JSON object into window.famigliaTest (the page created it for ?test=1).
    famiglia_publish_test_info: function (json) {
        var hook = Module['famigliaTest'];
        if (hook) Object.assign(hook, JSON.parse(UTF8ToString(json)));
    },

    // extern "C" char* famiglia_preferred_language(void);
    // navigator.language ("de-DE"), as a malloc'ed UTF-8 string the caller frees.
    famiglia_preferred_language__deps: ['malloc'],
    famiglia_preferred_language: function () {
        var text = (typeof navigator !== 'undefined' && navigator.language) || '';
        var size = lengthBytesUTF8(text) + 1;
        var ptr = _malloc(size);
        stringToUTF8(text, ptr, size);
        return ptr;
    },
});
