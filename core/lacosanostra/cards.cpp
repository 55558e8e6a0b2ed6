// The card tables of docs/lacosanostra-rules.md §2 and the card codes of docs/lacosanostra-notation.md.
#include "lacosanostra/cards.h"

#include <cstddef>

namespace lcn {
namespace {

using BT = BusinessType;
using BC = BusinessCategory;

}  // namespace

// cards.h declares these four tables (card_tables) so that their look-ups inline; the others are this file's own.
namespace card_tables {
// §2.4: one row per type, in enum order.
constexpr std::array<BusinessTypeData, kNumBusinessTypes> kTypes = {{
    {"ZU", "Zuhälter", "Pimp", BC::kBusinessman, 5, 2, Monopoly::kProstitution, Ability::kNone},
    {"DD", "Drogendealer", "Drug Dealer", BC::kBusinessman, 5, 2, Monopoly::kDrugs, Ability::kNone},
    {"GV", "Geldverleiher", "Money Lender", BC::kBusinessman, 5, 2, Monopoly::kLending, Ability::kNone},
    {"AW", "Anwalt", "Lawyer", BC::kBusinessman, 3, 1, Monopoly::kNone, Ability::kLawyer},
    {"PO", "Politiker", "Politician", BC::kBusinessman, 3, 1, Monopoly::kNone, Ability::kPolitician},
    {"PZ", "Polizist", "Cop", BC::kBusinessman, 3, 1, Monopoly::kNone, Ability::kCop},
    {"WS", "Werkstatt", "Garage", BC::kCompany, 2, 4, Monopoly::kNone, Ability::kNone},
    {"BF", "Baufirma", "Building Firm", BC::kCompany, 2, 4, Monopoly::kNone, Ability::kNone},
    {"AF", "Abfallfirma", "Waste Management", BC::kCompany, 2, 4, Monopoly::kNone, Ability::kNone},
    {"NC", "Nachtclub", "Night Club", BC::kCompany, 2, 6, Monopoly::kNone, Ability::kNone},
    {"CA", "Casino", "Casino", BC::kCompany, 2, 7, Monopoly::kNone, Ability::kNone},
}};
}  // namespace card_tables
namespace {
using card_tables::kTypes;

// §2.4 / RB 90-96: the start businesses of each boss, as (type, copy). Copy 1 (and 2) of a type.
struct StartCard {
    Family family;
    BT type;
    std::uint8_t copy;
};
constexpr std::array<StartCard, 13> kStartCards = {{
    {Family::kBlundetto, BT::kMoneyLender, 1},
    {Family::kBlundetto, BT::kCop, 1},
    {Family::kBlundetto, BT::kWasteFirm, 1},
    {Family::kDiMaggio, BT::kDrugDealer, 1},
    {Family::kDiMaggio, BT::kLawyer, 1},
    {Family::kDiMaggio, BT::kBuildingFirm, 1},
    {Family::kCalmuti, BT::kPimp, 1},
    {Family::kCalmuti, BT::kPolitician, 1},
    {Family::kCalmuti, BT::kGarage, 1},
    {Family::kLaServa, BT::kPimp, 2},
    {Family::kLaServa, BT::kNightClub, 1},
    {Family::kCaruso, BT::kLawyer, 2},
    {Family::kCaruso, BT::kCasino, 1},
}};

constexpr std::array<BusinessCardData, kNumBusinesses> MakeBusinessCards() {
    std::array<BusinessCardData, kNumBusinesses> cards{};
    std::size_t next = 0;
    for (std::size_t t = 0; t < kTypes.size(); ++t) {
        for (std::uint8_t c = 1; c <= kTypes[t].copies; ++c) {
            BusinessCardData d{static_cast<BT>(t), c, std::nullopt};
            for (const StartCard& s : kStartCards) {
                if (s.type == d.type && s.copy == c) d.start_of = s.family;
            }
            cards[next++] = d;
        }
    }
    return cards;
}
}  // namespace
namespace card_tables {
constexpr std::array<BusinessCardData, kNumBusinesses> kBusinessCards = MakeBusinessCards();
}  // namespace card_tables
namespace {
using card_tables::kBusinessCards;

// §2.5: per family, slots 0..5 (names are flavour).
constexpr std::array<std::uint8_t, kGangstersPerFamily> kStrength = {1, 2, 3, 2, 3, 4};
constexpr std::array<std::uint8_t, kGangstersPerFamily> kGangsterPrice = {0, 0, 0, 10, 15, 20};
constexpr std::array<std::array<const char*, kGangstersPerFamily>, kNumFamilies> kGangsterNames = {{
    {"Little Joey", "Jimmy Bananas", "Big Joey", "Stevie Blundetto", "Micky Dogs", "Knocky Fivepoints"},
    {"Phil Malony", "Lenny DiMaggio", "Franco Luciano", "Mia LaVecchia", "Pablo DiMaggio", "Tommy The Cat"},
    {"Vito Baritono", "Frankie Calmuti", "Bobby Ruthless", "Carmine Lucatoni", "Salie Canalli", "Rocky Santiago"},
    {"Rusty LaServa", "Sunny Bonasera", "Jacky Two-Finger", "Harry Diamonds", "Donny Brasi", "Eddy Riso"},
    {"Paulie Pennino", "Babyface Tony", "Rocco Caruso", "Fat Tony", "Mr. Larry Caruso", "Massimo Valente"},
}};
constexpr std::array<GangsterData, kNumGangsters> MakeGangsters() {
    std::array<GangsterData, kNumGangsters> g{};
    for (std::size_t f = 0; f < kNumFamilies; ++f) {
        for (std::size_t s = 0; s < kGangstersPerFamily; ++s) {
            g[f * kGangstersPerFamily + s] = {kStrength[s], kGangsterPrice[s], kGangsterNames[f][s]};
        }
    }
    return g;
}
}  // namespace
namespace card_tables {
constexpr std::array<GangsterData, kNumGangsters> kGangsters = MakeGangsters();
}  // namespace card_tables
namespace {
using card_tables::kGangsters;

// §2.6, in enum order.
constexpr std::array<InfluenceData, kNumInfluenceTypes> kInfluence = {{
    {"IF", "Informant", "Snitch", 8, true},
    {"SP", "Spion", "Spy", 4, false},
    {"NA", "Notarzt", "Emergency Doctor", 2, false},
    {"HL", "Handlanger", "Henchman", 5, true},
    {"SA", "Saboteur", "Saboteur", 2, false},
    {"MP", "Maschinenpistole", "Machine Gun", 4, false},
    {"AB", "Ablenkung", "Distraction", 3, false},
    {"IT", "Intrigant", "Schemer", 5, true},
}};

constexpr std::array<FamilyData, kNumFamilies> kFamilies = {{
    {"Blundetto", "yellow", 'Y'},
    {"DiMaggio", "green", 'G'},
    {"Calmuti", "red", 'R'},
    {"LaServa", "violet", 'V'},
    {"Caruso", "blue", 'B'},
}};

// ---- order cards (§2.2, §2.3): ONE table, 90 rows, in code order. Amounts in $1,000.
using K = OrderKind;
using E = Effect;
constexpr BT ZU = BT::kPimp, DD = BT::kDrugDealer, GV = BT::kMoneyLender, AW = BT::kLawyer, PO = BT::kPolitician,
             PZ = BT::kCop, WS = BT::kGarage, BF = BT::kBuildingFirm, AF = BT::kWasteFirm, NC = BT::kNightClub,
             CA = BT::kCasino;

struct Row {
    K kind;
    E effect;
    std::uint8_t difficulty;
    std::uint8_t amount2;
    std::uint8_t amount1;
    std::uint8_t num_required;
    std::array<BT, kMaxRequirements> required;
    const char* title;
};
constexpr Row Job(std::uint8_t diff, std::uint8_t pay2, std::uint8_t pay1, const char* title) {
    return {K::kJob, E::kJob, diff, pay2, pay1, 0, {}, title};
}
template <typename... T>
constexpr Row Job(std::uint8_t diff, std::uint8_t pay2, std::uint8_t pay1, const char* title, T... req) {
    return {K::kJob, E::kJob, diff, pay2, pay1, static_cast<std::uint8_t>(sizeof...(req)), {req...}, title};
}
constexpr Row Card(K kind, E effect, std::uint8_t diff, std::uint8_t a2, std::uint8_t a1, const char* title) {
    return {kind, effect, diff, a2, a1, 0, {}, title};
}
constexpr Row kBeatUp = Card(K::kAttack, E::kBeatUpBusinessman, 2, 0, 0, "Beat up businessman");
constexpr Row kDamage = Card(K::kAttack, E::kPropertyDamage, 3, 5, 2, "Property damage");
constexpr Row kVandal = Card(K::kAttack, E::kVandalism, 3, 0, 0, "Vandalism");
constexpr Row kOffer = Card(K::kOther, E::kUnbeatableOffer, 3, 0, 1, "Unbeatable offer");  // half price / $1k off
constexpr Row kConnect = Card(K::kOther, E::kConnections, 3, 2, 0, "Connections");         // $2k off / full price
constexpr Row kLaunder = Card(K::kOther, E::kLaundering, 3, 15, 8, "Money laundering");    // caps
constexpr Row kBirthday = Card(K::kOther, E::kBirthday, 2, 3, 1, "Birthday party");
constexpr Row kArson = Card(K::kAttack, E::kArson, 4, 0, 0, "Arson");
constexpr Row kKillBm = Card(K::kAttack, E::kKillBusinessman, 3, 0, 0, "Kill businessman");
constexpr Row kAssassin = Card(K::kAttack, E::kAssassination, kVictimStrength, 0, 0, "Assassination");
constexpr Row kPoach = Card(K::kAttack, E::kPoach, 4, 0, 0, "Poach");
constexpr Row kRobbery = Card(K::kReaction, E::kRobbery, 4, 0, 0, "Robbery");
constexpr Row kTrap = Card(K::kReaction, E::kTrap, 4, 0, 0, "Trap");
constexpr Row kHorse = Card(K::kOther, E::kHorseRace, 4, 20, 0, "Horse race");  // stake cap
constexpr Row kDriveBy = Card(K::kAttack, E::kDriveBy, kVictimStrength, 0, 0, "Drive-by");
constexpr Row kCarBomb = Card(K::kAttack, E::kCarBomb, 4, 0, 0, "Car bomb");
constexpr Row Theft(std::uint8_t diff, std::uint8_t a2, std::uint8_t a1) {
    return Card(K::kAttack, E::kTheft, diff, a2, a1, "Theft");
}

constexpr std::array<Row, kNumOrders> kOrderRows = {{
    // ---- round I (20): jobs J1-01..J1-13 = O1-01..O1-13, then 7 attacks
    Job(4, 9, 6, "Goods Delivery", DD),
    Job(2, 7, 5, "Swindle", BF),
    Job(2, 2, 1, "Gas Station Hold-up"),
    Job(2, 4, 3, "Intimidation", AW),
    Job(2, 5, 4, "Escort Service", ZU),
    Job(3, 3, 2, "Credit Card Fraud"),
    Job(3, 6, 4, "Arms Deal", PO),
    Job(3, 9, 7, "Red-Light District", ZU, PZ),
    Job(3, 9, 7, "Car Theft", WS),
    Job(3, 9, 7, "Investment Fraud", AW, GV),
    Job(2, 7, 5, "Market Rigging", AF),
    Job(3, 6, 4, "Cigarette Smuggling", PZ),
    Job(3, 7, 5, "Bankruptcy Proceedings", GV),
    kBeatUp,
    kBeatUp,
    kDamage,
    kDamage,
    Theft(3, 3, 2),
    Theft(4, 5, 3),
    kVandal,
    // ---- round II (20): jobs O2-01..O2-08, then 7 attacks and 5 others
    Job(2, 11, 9, "Fraud", CA),
    Job(3, 12, 9, "Public Contracts", AF, PO),
    Job(3, 10, 7, "Blackmail", ZU, AW),
    Job(3, 12, 9, "Investment Fraud II", BF, GV),
    Job(2, 10, 8, "Counterfeiting", NC),
    Job(3, 11, 8, "Bankruptcy", ZU, GV),
    Job(4, 14, 9, "Drug Trade", DD, DD),
    Job(3, 12, 9, "Car Theft II", WS, PZ),
    kBeatUp,
    Theft(3, 6, 4),
    Theft(4, 8, 5),
    kVandal,
    kKillBm,
    kPoach,
    kPoach,
    kOffer,
    kConnect,
    kLaunder,
    kLaunder,
    kBirthday,
    // ---- round III (25): jobs O3-01..O3-08, 10 attacks, 3 reactions, 4 others
    Job(4, 15, 10, "Illegal Subsidies", BF, PO),
    Job(3, 14, 10, "Drug Smuggling", DD, DD, AW),
    Job(3, 15, 11, "Party", GV, DD, ZU),
    Job(2, 16, 13, "Vote Rigging", PO, ZU, NC),
    Job(3, 11, 7, "Usury", GV, PZ),
    Job(3, 13, 9, "Hazardous Waste Hauling", AF, PZ),
    Job(3, 17, 13, "Killer Show", CA, ZU),
    Job(3, 14, 10, "Illegal Lab", WS, DD),
    Theft(3, 8, 6),
    kArson,
    kKillBm,
    kKillBm,
    kAssassin,
    kAssassin,
    kAssassin,
    kPoach,
    kPoach,
    kCarBomb,
    kRobbery,
    kRobbery,
    kTrap,
    kOffer,
    kConnect,
    kLaunder,
    kLaunder,
    // ---- round IV (25): jobs O4-01..O4-10, 11 attacks, 3 reactions, 1 other
    Job(4, 30, 22, "Drug Ring", DD, DD, DD, NC, PZ),
    Job(4, 21, 13, "Insurance Fraud", WS, PZ, AW),
    Job(3, 21, 15, "Toxic Waste Dump", AF, BF, PO),
    Job(3, 20, 15, "Fixed Boxing Match", GV, GV, GV, ZU),
    Job(3, 20, 14, "Film Production", ZU, ZU, AW, DD),
    Job(4, 24, 16, "Real-Estate Fraud", BF, PO, AW, GV),
    Job(4, 24, 16, "Gambling Rigging", CA, PZ, AW),
    Job(3, 24, 18, "Senator's Party", PO, NC, ZU, DD),
    Job(3, 21, 15, "Car Smuggling", WS, PO, AF),
    Job(3, 20, 14, "Debt Trap", GV, CA),
    Theft(3, 9, 7),
    Theft(4, 12, 8),
    kArson,
    kKillBm,
    kAssassin,
    kAssassin,
    kPoach,
    kPoach,
    kDriveBy,
    kDriveBy,
    kCarBomb,
    kRobbery,
    kTrap,
    kTrap,
    kHorse,
}};

constexpr std::array<OrderData, kNumOrders> MakeOrders() {
    std::array<OrderData, kNumOrders> out{};
    std::size_t i = 0;
    for (std::uint8_t r = 0; r < kNumRounds; ++r) {
        for (std::uint8_t k = 0; k < kRoundDeckSize[r]; ++k, ++i) {
            const Row& row = kOrderRows[i];
            const bool two = row.effect == E::kAssassination || row.effect == E::kDriveBy || row.effect == E::kPoach;
            out[i] = {static_cast<std::uint8_t>(r + 1),
                      static_cast<std::uint8_t>(k + 1),
                      row.kind,
                      row.effect,
                      row.kind == K::kAttack || row.effect == E::kRobbery,
                      row.difficulty,
                      static_cast<std::uint8_t>(two ? 2 : 1),
                      row.amount2,
                      row.amount1,
                      row.num_required,
                      row.required,
                      row.title};
        }
    }
    return out;
}
}  // namespace
namespace card_tables {
constexpr std::array<OrderData, kNumOrders> kOrders = MakeOrders();
}  // namespace card_tables
namespace {
using card_tables::kOrders;

// Compile-time checks of the deck structure of §2.1 (certain even if single job rows are not).
constexpr bool CheckDecks() {
    std::array<std::array<int, 4>, kNumRounds> n{};  // per round: job, attack, reaction, other
    for (const OrderData& o : kOrders) ++n[o.round - 1u][static_cast<std::size_t>(o.kind)];
    constexpr std::array<std::array<int, 4>, kNumRounds> expected = {
        {{13, 7, 0, 0}, {8, 7, 0, 5}, {8, 10, 3, 4}, {10, 11, 3, 1}}};
    return n == expected;
}
static_assert(CheckDecks(), "order decks must match docs/lacosanostra-rules.md §2.1");
constexpr bool CheckCounts() {
    int businesses = 0, influence = 0, starts = 0;
    for (const BusinessTypeData& t : kTypes) businesses += t.copies;
    for (const InfluenceData& t : kInfluence) influence += t.copies;
    for (const BusinessCardData& c : kBusinessCards) starts += c.start_of.has_value() ? 1 : 0;
    return businesses == kNumBusinesses && influence == kNumInfluenceCards && starts == 13;
}
static_assert(CheckCounts(), "card counts must match docs/lacosanostra-rules.md §2.1");

std::string TwoDigits(int n) {
    return std::string(1, static_cast<char>('0' + n / 10)) + static_cast<char>('0' + n % 10);
}

}  // namespace

int Price(BusinessId b) { return 2 * Income(b); }
const InfluenceData& InfluenceCard(Influence t) { return kInfluence[static_cast<std::size_t>(t)]; }
const FamilyData& FamilyInfo(Family f) { return kFamilies[static_cast<std::size_t>(f)]; }
char SeatLetterOf(Family f) { return FamilyInfo(f).letter; }
const char* InfluenceCode(Influence t) { return InfluenceCard(t).code; }

OrderId FirstOrderOfRound(int round) {
    int first = 0;
    for (int r = 1; r < round; ++r) first += kRoundDeckSize[static_cast<std::size_t>(r - 1)];
    return static_cast<OrderId>(first);
}

std::array<BusinessId, 3> StartBusinesses(Family f) {
    std::array<BusinessId, 3> out = {kNoBusiness, kNoBusiness, kNoBusiness};
    std::size_t n = 0;
    for (std::size_t b = 0; b < kBusinessCards.size(); ++b) {
        if (kBusinessCards[b].start_of == f) out[n++] = static_cast<BusinessId>(b);
    }
    return out;
}

std::string BusinessCode(BusinessId b) {
    return std::string(TypeData(TypeOf(b)).code) + static_cast<char>('0' + BusinessCard(b).copy);
}
std::string GangsterCode(GangsterId g) {
    return std::string(1, SeatLetterOf(FamilyOf(g))) + static_cast<char>('1' + SlotOf(g));
}
std::string OrderCode(OrderId o) {
    return "O" + std::string(1, static_cast<char>('0' + Order(o).round)) + "-" + TwoDigits(Order(o).index);
}

std::optional<BusinessId> ParseBusiness(std::string_view code) {
    for (std::size_t b = 0; b < kBusinessCards.size(); ++b) {
        if (BusinessCode(static_cast<BusinessId>(b)) == code) return static_cast<BusinessId>(b);
    }
    return std::nullopt;
}
std::optional<GangsterId> ParseGangster(std::string_view code) {
    for (int g = 0; g < kNumGangsters; ++g) {
        if (GangsterCode(static_cast<GangsterId>(g)) == code) return static_cast<GangsterId>(g);
    }
    return std::nullopt;
}
std::optional<OrderId> ParseOrder(std::string_view code) {
    for (int o = 0; o < kNumOrders; ++o) {
        if (OrderCode(static_cast<OrderId>(o)) == code) return static_cast<OrderId>(o);
    }
    return std::nullopt;
}
std::optional<Influence> ParseInfluence(std::string_view code) {
    for (std::size_t t = 0; t < kInfluence.size(); ++t) {
        if (code == kInfluence[t].code) return static_cast<Influence>(t);
    }
    return std::nullopt;
}
std::optional<Family> ParseFamilyLetter(char letter) {
    for (std::size_t f = 0; f < kFamilies.size(); ++f) {
        if (kFamilies[f].letter == letter) return static_cast<Family>(f);
    }
    return std::nullopt;
}

}  // namespace lcn
