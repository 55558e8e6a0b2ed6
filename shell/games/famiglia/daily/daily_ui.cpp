// shell/games/famiglia/daily/daily_ui.cpp — see daily_ui.h.
#include "games/famiglia/daily/daily_ui.h"

#include <algorithm>
#include <cfloat>

#include "host/share.h"
#include "platform.h"
#include "ui/palette.h"

namespace shell::games::famiglia {

using ui::ButtonKind;
using ui::DrawText;
using ui::FitTextSize;
using ui::kItemDisabled;
using ui::kItemNormal;
using ui::MakeRect;
using ui::ProgressWidth;
using ui::Rect;

namespace {
using namespace ui::palette;
constexpr float kTitleH = 22, kLineH = 26, kBarH = 28, kShareH = 44, kGap = 6;
constexpr double kCopiedSeconds = 2.5;
}  // namespace

void DrawDailyMenuEntry(FrameCtx& c, float x, float y, float w, float h) {
    const std::string label = std::string(c.Tr(T::kDailyDeal)) + "  " + DateText(Today(c.g.daily));
    if (c.ui.Button("button:daily", MakeRect(x, y, w, h), label.c_str(), ButtonKind::kPrimary)) {
        OpenDaily(c.g.daily, c.s);
        ShowGame(c.g, c.game, c.now);
    }
}

float DailyEndHeight(const FrameCtx& c) {
    return DailyDateOf(c.g.daily, c.s) ? kTitleH + kLineH + kBarH + kShareH + kGap * 3 + 8 : 0;
}

void DrawDailyEnd(FrameCtx& c, float x, float y, float w) {
    DailyUi& d = c.g.daily;
    const std::optional<Date> date = DailyDateOf(d, c.s);
    if (!date) return;
    const DailyDeal deal = DailyDealFor(*date);
    const Outcome you = OutcomeOf(c.st);
    c.dl->AddLine(ImVec2(x, y), ImVec2(x + w, y), IM_COL32(255, 255, 255, 50));
    y += 6;
    DrawText(c.dl, c.ui.body(), 14, ImVec2(x, y), kMuted, Fmt(c.Tr(T::kDailyTitle), {DateText(*date)}).c_str());
    y += kTitleH;
    const std::string mine = DailyResultLine(c.lang, you, deal.person_seat);
    DrawText(c.dl, c.ui.title(), FitTextSize(c.ui.title(), 18, 12, mine.c_str(), w), ImVec2(x, y), kText, mine.c_str());
    y += kLineH;
    // The Expert's game: a progress bar while it is computed (DailyStep, every frame), then its result.
    const std::string expert = DailyExpertLine(c.lang, d.expert);
    const Rect bar = MakeRect(x, y, w, kBarH - 4);
    if (!d.expert.Done()) {
        c.dl->AddRectFilled(bar.min, bar.max, IM_COL32(255, 255, 255, 24), 4);
        const float filled = ProgressWidth(bar.w(), d.expert.Progress());
        c.dl->AddRectFilled(bar.min, ImVec2(bar.min.x + filled, bar.max.y), IM_COL32(86, 180, 233, 110), 4);
    }
    const float fs = FitTextSize(c.ui.body(), 16, 11, expert.c_str(), w - 12);
    DrawText(c.dl, c.ui.body(), fs, ImVec2(x + (d.expert.Done() ? 0 : 6), y + 3), kText, expert.c_str());
    y += kBarH + kGap;
    // The text to share: scores only, nothing of the deal.
    const bool ready = d.expert.Done();
    const std::string share = ready ? DailyShareText(c.lang, *date, you, d.expert.outcome(), deal.person_seat) : "";
    const float bw = std::min(150.0f, w * 0.3f);
    const Rect box = MakeRect(x, y, w - bw - kGap, kShareH - 4);
    c.dl->AddRectFilled(box.min, box.max, IM_COL32(0, 0, 0, 60), 4);
    if (ready) {
        // One line where it fits (down to 12 px), else wrapped to two (a phone in portrait).
        const float tw = box.w() - 12;
        const float ts = FitTextSize(c.ui.body(), 14, 12, share.c_str(), tw);
        const ImVec2 size = c.ui.body()->CalcTextSizeA(ts, FLT_MAX, tw, share.c_str());
        DrawText(c.dl, c.ui.body(), ts, ImVec2(box.min.x + 6, box.min.y + (box.h() - size.y) * 0.5f), kMuted,
                 share.c_str(), tw);
    }
    const bool copied = d.copied_at >= 0 && c.now - d.copied_at < kCopiedSeconds;
    if (c.ui.Button("button:daily-copy", MakeRect(box.max.x + kGap, y, bw, kShareH - 4),
                    c.Tr(copied ? T::kDailyCopied : T::kDailyCopy), ButtonKind::kNormal,
                    ready ? kItemNormal : kItemDisabled)) {
        const std::string address = host::PageLinkAddress({}, kDailyPageQuery);
        platform::CopyText(DailyShareText(c.lang, *date, you, d.expert.outcome(), deal.person_seat, address),
                           c.Tr(T::kDailyCopyLabel), c.Tr(Common::kClose));
        d.copied_at = c.now;
    }
    if (copied) c.env.wants_redraw = true;  // the label turns back
}

}  // namespace shell::games::famiglia
