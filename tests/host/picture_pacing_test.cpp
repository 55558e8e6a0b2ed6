// shell/ui/picture_pacing.h: under picturegap=N a busy page draws a changed picture at most every N ms, and always the
// one it comes to rest on; without it, every changed picture.
#include <doctest/doctest.h>

#include "ui/picture_pacing.h"

namespace shell::ui {
namespace {

TEST_SUITE("picture pacing") {
    TEST_CASE("without a gap every changed picture is drawn") {
        PicturePacing every;
        for (double t = 0; t < 100; t += 16) CHECK(every.Due(t, false));
    }

    TEST_CASE("with a gap the first picture is drawn, then one every gap while busy") {
        PicturePacing sparse(250);
        CHECK(sparse.Due(1000, false));
        CHECK_FALSE(sparse.Due(1016, false));
        CHECK_FALSE(sparse.Due(1249, false));
        CHECK(sparse.Due(1250, false));
        CHECK_FALSE(sparse.Due(1260, false));
        int drawn = 0;
        for (double t = 1266; t < 2266; t += 16) drawn += sparse.Due(t, false) ? 1 : 0;
        CHECK(drawn == 3);  // a second more of animation, 63 frames: three pictures
    }

    TEST_CASE("with a gap the picture the page rests on is drawn at once, and the gap counts from it") {
        PicturePacing sparse(250);
        CHECK(sparse.Due(0, false));
        CHECK_FALSE(sparse.Due(16, false));  // a tap's press
        CHECK(sparse.Due(33, true));         // its last frame: the canvas keeps this one
        CHECK_FALSE(sparse.Due(50, false));
        CHECK(sparse.Due(283, false));
    }
}

}  // namespace
}  // namespace shell::ui
