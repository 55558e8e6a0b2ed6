// shell/games/lacosanostra/deals/deal_sheet.cpp — the deal sheet over the public table (deal.h): choose the two
// parties, compose what each gives (cash, businesses, idle gangsters, deal markers placed or taken back), read the
// frozen summary, each party agrees with its own named button; "Make the deal" plays the trade only when both
// agreed (a withdrawal of one's own deal markers alone: only its owner, deal.h NeedsAgreement). Any edit clears both
// agreements (deal.h). It scrolls on a phone.
#include <algorithm>

#include "games/lacosanostra/table/table_internal.h"
#include "games/lacosanostra/texts/card_codes.h"
#include "imgui.h"
#include "ui/layer.h"
#include "ui/mirror.h"
#include "ui/palette.h"

namespace shell::games::lacosanostra {

namespace {

using namespace ui::palette;
using ui::ButtonKind;
using ui::MakeRect;
using ui::Rect;

constexpr float kRow = 44, kGap = 6;
constexpr ImU32 kSheet = IM_COL32(22, 25, 30, 255);  // the sheet's own ground, opaque

std::string CardLabel(const FrameCtx& c, const DealCard& d) {
    // The name and the card's own code: two Drug Dealers on the sheet are two different cards.
    const std::string code = d.gangster ? lcn::GangsterCode(d.card)
                                        : BusinessName(c.t.settings.lang, static_cast<lcn::BusinessId>(d.card)) + " " +
                                              BusinessCardCode(c.t.settings.lang, static_cast<lcn::BusinessId>(d.card));
    switch (d.verb) {
        case lcn::TradeVerb::kMark: return ui::Fmt(Text(c.t.settings.lang, T::kDealUse), {code});
        case lcn::TradeVerb::kUnmark: return ui::Fmt(Text(c.t.settings.lang, T::kDealUnmark), {code});
        default: return code;
    }
}

bool OnSheet(const DealSheet& sheet, const DealCard& d) {
    for (int i = 0; i < sheet.num_cards; ++i)
        if (sheet.cards[static_cast<std::size_t>(i)] == d) return true;
    return false;
}

// The part a card item is listed in: a deal marker with the party whose card it lies on, who grants the use (the
// words of TradeSummary); everything else with the party that does it.
int PartOf(const DealCard& d) { return d.verb == lcn::TradeVerb::kMark ? 1 - d.party : d.party; }

// One party's part: what it gives (cash stepper, its cards, the uses of its cards). Returns the y below it.
float PartyPart(FrameCtx& c, int party, float x, float y, float w) {
    const lcn::State& s = c.game.state();
    DealSheet& sheet = c.t.deal;
    const Seat seat = sheet.party[static_cast<std::size_t>(party)];
    DrawFamilyBadge(c.dl, c.fonts, ImVec2(x + 14, y + 14), 28, s.player[seat].family);
    // "You give" / "You get from Blue" when a person reads the sheet alone with a computer, else "Anna gives".
    const Seat reader = SheetReader(sheet, c.t.device);
    const std::string head = reader == seat ? std::string(Text(c.t.settings.lang, T::kDealYouGive))
                             : reader != kNoSeat
                                 ? ui::Fmt(Text(c.t.settings.lang, T::kDealYouGet), {NameOf(c, seat)})
                                 : ui::Fmt(Text(c.t.settings.lang, T::kDealSideGives), {NameOf(c, seat)});
    ui::DrawText(c.dl, c.fonts.body, 17, ImVec2(x + 36, y + 4), kText, head.c_str());
    y += 34;
    const std::string p = std::to_string(party);
    const std::int32_t cash = sheet.cash[static_cast<std::size_t>(party)];
    const std::string amount = Money(c.t.settings.lang, cash);
    c.ui.Text("deal:cash:" + p, head + ": " + amount);  // the mirror: whose money the "-" and "+" after it change
    const Rect less = MakeRect(x, y, kRow, kRow), more = MakeRect(x + kRow + 150 + 2 * kGap, y, kRow, kRow);
    if (c.ui.Button("deal:cash-less:" + p, less, "-", ButtonKind::kNormal, Reach(c, less, cash > 0)))
        c.t.deal_note = RefusalSentence(c.t.settings.lang, SetCash(s, sheet, party, cash - 1));
    ui::DrawTextCentred(c.dl, c.fonts.body, 18, MakeRect(x + kRow + kGap, y, 150, kRow), kText, amount.c_str());
    if (c.ui.Button("deal:cash-more:" + p, more, "+", ButtonKind::kNormal, Reach(c, more, cash < s.player[seat].cash)))
        c.t.deal_note = RefusalSentence(c.t.settings.lang, SetCash(s, sheet, party, cash + 1));
    y += kRow + kGap;
    std::vector<DealCard> cards;
    for (int i = 0; i < sheet.num_cards; ++i) cards.push_back(sheet.cards[static_cast<std::size_t>(i)]);
    for (const DealCard& d : CandidateCards(s, sheet))
        if (!OnSheet(sheet, d)) cards.push_back(d);
    std::vector<DealCard> mine;
    std::vector<float> widths;
    for (const DealCard& d : cards) {
        if (PartOf(d) != party) continue;
        mine.push_back(d);
        widths.push_back(std::max(88.0f, ui::TextSize(c.fonts.body, 15, CardLabel(c, d).c_str()).x + 24));
    }
    float h = 0;
    const std::vector<ui::Box> boxes = FlowButtons(widths, x, y, w, kRow, kGap, h);
    for (std::size_t i = 0; i < mine.size(); ++i) {
        const DealCard& d = mine[i];
        const Rect r = ToRect(boxes[i]);
        const std::string id = "deal:card:" + std::to_string(d.party) + ":" + std::to_string(static_cast<int>(d.verb)) +
                               ":" + (d.gangster ? lcn::GangsterCode(d.card) : lcn::BusinessCode(d.card));
        if (c.ui.Button(id, r, CardLabel(c, d).c_str(), OnSheet(sheet, d) ? ButtonKind::kSelected : ButtonKind::kNormal,
                        Reach(c, r)))
            c.t.deal_note = RefusalSentence(c.t.settings.lang, ToggleCard(s, sheet, d));
    }
    return y + h + 12;
}

float Body(FrameCtx& c, float x, float y0, float w) {
    const lcn::State& s = c.game.state();
    DealSheet& sheet = c.t.deal;
    float y = y0;
    ui::DrawText(c.dl, c.fonts.title, 26, ImVec2(x, y), kText, Text(c.t.settings.lang, T::kDealTitle));
    y += 40;
    if (!sheet.open) {  // the two parties first: one row of names each, under its question
        for (int party = 0; party < 2; ++party) {
            ui::DrawText(c.dl, c.fonts.body, 17, ImVec2(x, y), kText,
                         Text(c.t.settings.lang, party == 0 ? T::kDealPickFirst : T::kDealPickSecond));
            y += 26;
            Seat& chosen = c.t.gesture.deal_parties[static_cast<std::size_t>(party)];
            std::vector<float> widths(static_cast<std::size_t>(s.players), 120.0f);
            float h = 0;
            const std::vector<ui::Box> boxes = FlowButtons(widths, x, y, w, kRow, kGap, h);
            for (int p = 0; p < s.players; ++p) {
                const Rect r = ToRect(boxes[static_cast<std::size_t>(p)]);
                const std::string id = "deal:party:" + std::to_string(party) + ":" + std::to_string(p);
                if (c.ui.Button(id, r, NameOf(c, p).c_str(), chosen == p ? ButtonKind::kSelected : ButtonKind::kNormal,
                                Reach(c, r)))
                    chosen = static_cast<Seat>(p);
            }
            y += h + 12;
        }
        const auto [a, b] = c.t.gesture.deal_parties;
        if (a != kNoSeat && b != kNoSeat && a != b) {
            c.t.deal_note = RefusalSentence(c.t.settings.lang, OpenDeal(s, c.t.device, sheet, a, b));
        }
        return y - y0;
    }
    const char* how = Text(c.t.settings.lang, T::kDealHowTo);  // what to do, in one line under the title
    ui::DrawText(c.dl, c.fonts.body, 15, ImVec2(x, y), kMuted, how, w);
    y += ui::TextSize(c.fonts.body, 15, how, w).y + 10;
    // The frozen summary and each party's own agreement first, where a phone shows them without scrolling; the two
    // sides' parts below.
    const std::string summary =
        DealSummary(c.t.settings.lang, s, sheet, c.game.session.names(), SheetReader(sheet, c.t.device));
    ui::DrawText(c.dl, c.fonts.body, 16, ImVec2(x, y), kSky, summary.c_str(), w);
    ui::MirrorSay(summary);  // a screen reader hears the deal and the answers (deal_note) as they change
    y += ui::TextSize(c.fonts.body, 16, summary.c_str(), w).y + 12;
    const lcn::Refusal check = CheckDeal(s, sheet);
    const float bw = (w - kGap) / 2;
    for (int party = 0; party < 2; ++party) {
        if (!NeedsAgreement(sheet, party)) continue;  // the owner of the markers taken back agrees alone
        const Seat seat = sheet.party[static_cast<std::size_t>(party)];
        const bool agreed = sheet.confirmed[static_cast<std::size_t>(party)];
        // A computer party answers by its own valuation instead of a tap (deal.h AskComputer).
        const bool computer = IsComputer(c.t.device, seat);
        const T word = agreed ? T::kDealConfirmed : computer ? T::kDealAsk : T::kDealConfirm;
        const std::string label = ui::Fmt(Text(c.t.settings.lang, word), {NameOf(c, seat)});
        const Rect r = MakeRect(x + static_cast<float>(party) * (bw + kGap), y, bw, kRow);
        if (c.ui.Button("deal:agree:" + std::to_string(party), r, label.c_str(),
                        agreed ? ButtonKind::kSelected : ButtonKind::kNormal, Reach(c, r, !agreed && check.ok()))) {
            if (computer) {
                const lcn::TradeVerdict v = AskComputer(s, sheet, party, c.t.device.kinds[seat]);
                c.t.deal_note = VerdictLine(c.t.settings.lang, s, c.game.session.names(), seat, v);
                // The answer is public: everyone heard the offer (offers.h DealTalk, woven into the log).
                const int at = c.game.session.num_moves();
                const DealTalk asked{.at_move = at,
                                     .from = sheet.party[static_cast<std::size_t>(1 - party)],
                                     .to = seat,
                                     .trade = DealMove(s, sheet)};
                c.game.session.Say(lcn::AnswerTo(asked, at, false, v));
            } else {
                c.t.deal_note = RefusalSentence(c.t.settings.lang, Confirm(s, sheet, seat));
            }
        }
    }
    y += kRow + kGap;
    if (!check.ok()) {
        const std::string why = RefusalSentence(c.t.settings.lang, check);
        ui::DrawText(c.dl, c.fonts.body, 14, ImVec2(x, y), IM_COL32(240, 160, 90, 255), why.c_str(), w);
        y += ui::TextSize(c.fonts.body, 14, why.c_str(), w).y + 6;
    }
    if (!c.t.deal_note.empty()) {
        ui::DrawText(c.dl, c.fonts.body, 14, ImVec2(x, y), IM_COL32(240, 160, 90, 255), c.t.deal_note.c_str(), w);
        ui::MirrorSay(c.t.deal_note);
        y += ui::TextSize(c.fonts.body, 14, c.t.deal_note.c_str(), w).y + 6;
    }
    y = PartyPart(c, 0, x, y + 6, w);
    y = PartyPart(c, 1, x, y, w);
    return y - y0;
}

void Close(TableUi& t) {
    CloseDeal(t.deal);
    t.gesture.deal_parties = {kNoSeat, kNoSeat};
    t.deal_note.clear();
    t.overlay = Overlay::kNone;
}

}  // namespace

void DrawDealSheet(FrameCtx& c) {
    const ImVec2 ds = ImGui::GetIO().DisplaySize;
    if (!DealOffered(c.game.state(), c.t.device) && !c.t.deal.open) {  // no longer a safe point
        Close(c.t);
        return;
    }
    c.ui.SetLayer(1);
    const float w = std::min(ds.x - 24, 640.0f), x = (ds.x - w) * 0.5f, bar = 64;
    c.dl = ui::BeginLayer("##lcn-deal", {ui::Stack::kAbove, 0, false, true});
    c.dl->PushClipRectFullScreen();
    c.dl->AddRectFilled(ImVec2(0, 0), ds, IM_COL32(10, 12, 14, 240));  // the table dimmed around the sheet
    // The sheet itself is opaque: the words of a deal are never read over the table's cards.
    c.dl->AddRectFilled(ImVec2(std::max(0.0f, x - 12), 0), ImVec2(std::min(ds.x, x + w + 12), ds.y), kSheet);
    c.dl->PopClipRect();
    c.reach = MakeRect(0, 0, ds.x, ds.y - bar);
    c.dl->PushClipRect(c.reach.min, c.reach.max, true);
    const float h = Body(c, x, 16 - c.t.scroll, w) + 24;
    // The rules from the deal sheet too: back here when closed (menu.h RouteToRules).
    const Rect rules = MakeRect(x + w - kMenuW, 12 - c.t.scroll, kMenuW, kMenuH);
    if (RouteToRules(c.t.overlay, c.game.started, c.screen.kind) == RulesRoute::kRulesButton &&
        c.ui.Button("button:rules", rules, c.Say(ui::Common::kRules), ButtonKind::kNormal, Reach(c, rules)))
        OpenSheet(c.t, Overlay::kRules);
    c.dl->PopClipRect();
    ui::ScrollInput(c.t.scroll, c.reach, h);
    c.reach = MakeRect(-1e9f, -1e9f, 2e9f, 2e9f);
    lcn::Move trade;
    const bool agreed = AgreedMove(c.game.state(), c.t.deal, trade);
    const float bw = (w - 2 * kGap) / 3;
    if (c.ui.Button("deal:close", MakeRect(x, ds.y - bar + 10, bw, kRow), c.Say(ui::Common::kCancel))) Close(c.t);
    if (c.ui.Button("deal:clear", MakeRect(x + bw + kGap, ds.y - bar + 10, bw, kRow),
                    Text(c.t.settings.lang, T::kDealClear))) {
        CloseDeal(c.t.deal);
        c.t.gesture.deal_parties = {kNoSeat, kNoSeat};
        c.t.deal_note.clear();
    }
    if (c.ui.Button("deal:apply", MakeRect(x + 2 * (bw + kGap), ds.y - bar + 10, bw, kRow),
                    Text(c.t.settings.lang, T::kDealApply), ButtonKind::kPrimary,
                    agreed ? ui::kItemNormal : ui::kItemDisabled)) {
        if (c.game.session.Apply(trade).ok()) {
            AfterMove(c.game.state(), c.t.device, c.now_ms);
            Close(c.t);
        }
    }
    ui::EndLayer();
}

}  // namespace shell::games::lacosanostra
