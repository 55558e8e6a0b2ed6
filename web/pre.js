// web/pre.js — Module configuration (--pre-js), runs inside createGame() before the
// program starts. The page (web/shell.html) provides canvas and callbacks in the config;
// this file only adapts them for the Emscripten runtime, as Tatham's emccpre.js does.

// The program argument is the decoded share link in the URL fragment (argv[1]); C++ parses
// it, never JavaScript.
Module['arguments'] = (function () {
    var hash = (typeof location !== 'undefined' && location.hash) ? location.hash.slice(1) : '';
    if (!hash) return [];
    try {
        return [decodeURIComponent(hash)];
    } catch (e) {
        return [hash];
    }
})();

// stdout goes to the console as plain logs; stderr as warnings (an error the player must
// see goes through tabletop_show_error instead).
Module['print'] = Module['print'] || function (text) { console.log(text); };
Module['printErr'] = Module['printErr'] || function (text) { console.warn(text); };

// A crash (abort, assertion, out of memory) shows a visible message instead of a frozen page.
Module['onAbort'] = function (what) {
    if (Module['tabletopShowError']) {
        var detail = what ? ' (' + what + ')' : '';
        Module['tabletopShowError']('The game stopped because of an internal error' + detail +
                                    '. Reloading the page starts it again.');
    }
};
