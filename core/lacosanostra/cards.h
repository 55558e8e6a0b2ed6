// The card data of La Cosa Nostra (German 1st edition) as tables: docs/lacosanostra-rules.md §2. Every number lives in
// exactly one table in cards.cpp; a corrected job row is a one-line change there.
//
// Card identity (docs/lacosanostra-notation.md "Card codes"):
//  - Order cards (90) and business cards (34) are PHYSICAL cards with an id: a business card lies in a
//    specific display, carries its own deal markers and deactivation; an order card can be face down on one
//    gangster, seen by one spy, in one hand. Two copies with identical data are still two ids.
//  - Gangsters (30) are physical: family x slot (slot 0-2 = start gangsters of strength 1,2,3; slot 3-5 =
//    buyable gangsters of strength 2,3,4).
//  - Influence cards (33) are interchangeable within their type: every zone holds counts per type (the
//    influence deck, being ordered, holds a sequence of types).
// Money everywhere is an integer count of $1,000 (§0).
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace lcn {

inline constexpr int kMaxPlayers = 5;
inline constexpr int kMinPlayers = 3;
inline constexpr int kNumRounds = 4;

// ---------------------------------------------------------------- families (§2.5, §2.7, §4.2)
// In the order of the rulebook's boss list. Letter = colour, used for seats and gangster codes.
enum class Family : std::uint8_t { kBlundetto, kDiMaggio, kCalmuti, kLaServa, kCaruso };
inline constexpr int kNumFamilies = 5;

// ---------------------------------------------------------------- businesses (§2.4)
enum class BusinessType : std::uint8_t {
    kPimp,          // Zuhälter       ZU
    kDrugDealer,    // Drogendealer   DD
    kMoneyLender,   // Geldverleiher  GV
    kLawyer,        // Anwalt         AW
    kPolitician,    // Politiker      PO
    kCop,           // Polizist       PZ
    kGarage,        // Werkstatt      WS
    kBuildingFirm,  // Baufirma       BF
    kWasteFirm,     // Abfallfirma    AF
    kNightClub,     // Nachtclub      NC
    kCasino,        // Casino         CA
};
inline constexpr int kNumBusinessTypes = 11;
inline constexpr int kNumBusinesses = 34;
inline constexpr int kMarketSize = 4;

enum class BusinessCategory : std::uint8_t { kBusinessman, kCompany };
enum class Monopoly : std::uint8_t { kProstitution, kDrugs, kLending, kNone };
inline constexpr int kNumMonopolies = 3;
inline constexpr int kMonopolyIncome = 5;
enum class Ability : std::uint8_t { kNone, kLawyer, kPolitician, kCop };

struct BusinessTypeData {
    const char* code;     // "ZU"
    const char* german;   // "Zuhälter"
    const char* english;  // "Pimp"
    BusinessCategory category;
    std::uint8_t copies;
    std::uint8_t income;  // price = 2 x income
    Monopoly monopoly;
    Ability ability;
};

using BusinessId = std::uint8_t;  // 0..33; cards of one type are consecutive, copy 1 first
inline constexpr BusinessId kNoBusiness = 0xFF;

struct BusinessCardData {
    BusinessType type;
    std::uint8_t copy;               // 1..5 within its type: code = type code + copy ("ZU2")
    std::optional<Family> start_of;  // the boss whose start card it is (§2.4); copy 1 (and 2) of a type
};

// ---------------------------------------------------------------- gangsters (§2.5)
using GangsterId = std::uint8_t;  // family * 6 + slot
inline constexpr int kGangstersPerFamily = 6;
inline constexpr int kNumGangsters = 30;
inline constexpr int kStartGangsters = 3;  // slots 0..2
inline constexpr GangsterId kNoGangster = 0xFF;

struct GangsterData {
    std::uint8_t strength;  // printed pistols = dice
    std::uint8_t price;     // 0 for start gangsters
    const char* name;       // flavour only
};

// ---------------------------------------------------------------- influence cards (§2.6)
enum class Influence : std::uint8_t {
    kInformant,    // IF
    kSpy,          // SP  (Spion)
    kDoctor,       // NA  (Notarzt)
    kHenchman,     // HL  (Handlanger)
    kSaboteur,     // SA
    kMachineGun,   // MP  (Maschinenpistole)
    kDistraction,  // AB  (Ablenkung)
    kSchemer,      // IT  (Intrigant)
};
inline constexpr int kNumInfluenceTypes = 8;
inline constexpr int kNumInfluenceCards = 33;

struct InfluenceData {
    const char* code;
    const char* german;
    const char* english;
    std::uint8_t copies;
    bool start_set;  // one of each such type is in every boss's start set (Informant, Intrigant, Handlanger)
};

// ---------------------------------------------------------------- order cards (§2.2, §2.3)
enum class OrderKind : std::uint8_t { kJob, kAttack, kReaction, kOther };

// The effect key: jobs are data, every other key is one handler in the rules code (Appendix B).
enum class Effect : std::uint8_t {
    kJob,
    kBeatUpBusinessman,  // Geschäftsmann verprügeln
    kPropertyDamage,     // Sachbeschädigung (paid to the bank)
    kTheft,              // Diebstahl
    kVandalism,          // Vandalismus
    kUnbeatableOffer,    // Unschlagbares Angebot
    kConnections,        // Beziehungen
    kLaundering,         // Geldwäsche
    kBirthday,           // Geburtstagsfeier
    kArson,              // Brandstiftung
    kKillBusinessman,    // Geschäftsmann umlegen
    kAssassination,      // Attentat
    kPoach,              // Abwerben
    kRobbery,            // Raub (reaction; counts as an attack)
    kTrap,               // Falle (reaction; not an attack)
    kHorseRace,          // Pferderennen
    kDriveBy,            // Drive-By-Shooting
    kCarBomb,            // Autobombe
};
inline constexpr int kNumEffects = 18;

// 0..89, round decks consecutive: round I = 0..19, II = 20..39, III = 40..64, IV = 65..89.
using OrderId = std::uint8_t;
inline constexpr int kNumOrders = 90;
inline constexpr OrderId kNoOrder = 0xFF;
inline constexpr std::array<std::uint8_t, kNumRounds> kRoundDeckSize = {20, 20, 25, 25};
inline constexpr std::array<std::uint8_t, kNumRounds> kOrdersDrawn = {4, 4, 5, 5};
inline constexpr std::array<std::uint8_t, kNumRounds> kInfluenceDrawn = {0, 2, 2, 2};
inline constexpr int kMaxRequirements = 5;
inline constexpr std::uint8_t kVictimStrength = 0;  // difficulty of Attentat / Drive-By (§4.3 step 6)

struct OrderData {
    std::uint8_t round;  // 1..4
    std::uint8_t index;  // 1..25 within the round deck: code "O<round>-<index 2 digits>"
    OrderKind kind;
    Effect effect;
    bool counts_as_attack;       // attacks and Raub (bad-luck redraw, Falle eligibility)
    std::uint8_t difficulty;     // 2..4, or kVictimStrength
    std::uint8_t min_successes;  // fewest successes with any effect: 1, or 2 (Attentat, Drive-By, Abwerben)
    // $k for >= 2 / exactly 1 success: job payout, theft, property damage (to the bank), birthday gift,
    // laundering cap, horse-race stake cap (amount2). Price rules: Unschlagbares Angebot amount1 = discount
    // with 1 success (2+: half price); Beziehungen amount2 = discount with 2+ (1 success: full price).
    std::uint8_t amount2;
    std::uint8_t amount1;
    std::uint8_t num_required;  // required businesses (jobs)
    std::array<BusinessType, kMaxRequirements> required;
    const char* title;  // English working title (§2.3; not official)
};

// ---------------------------------------------------------------- tables (cards.cpp)
// The four tables the computers' searches read at every move are declared here so that their look-ups inline: a
// call each was about 9% of the search in the page, where the core is built for size (docs/engines.md "The
// search's speed in the page").
namespace card_tables {
extern const std::array<BusinessTypeData, kNumBusinessTypes> kTypes;
extern const std::array<BusinessCardData, kNumBusinesses> kBusinessCards;
extern const std::array<GangsterData, kNumGangsters> kGangsters;
extern const std::array<OrderData, kNumOrders> kOrders;
}  // namespace card_tables
inline const BusinessTypeData& TypeData(BusinessType t) { return card_tables::kTypes[static_cast<std::size_t>(t)]; }
inline const BusinessCardData& BusinessCard(BusinessId b) { return card_tables::kBusinessCards[b]; }
inline BusinessType TypeOf(BusinessId b) { return BusinessCard(b).type; }
inline int Income(BusinessId b) { return TypeData(TypeOf(b)).income; }
int Price(BusinessId b);
inline const GangsterData& Gangster(GangsterId g) { return card_tables::kGangsters[g]; }
constexpr Family FamilyOf(GangsterId g) { return static_cast<Family>(g / kGangstersPerFamily); }
constexpr int SlotOf(GangsterId g) { return g % kGangstersPerFamily; }
constexpr GangsterId MakeGangster(Family f, int slot) {
    return static_cast<GangsterId>(static_cast<int>(f) * kGangstersPerFamily + slot);
}
constexpr bool IsStartGangster(GangsterId g) { return SlotOf(g) < kStartGangsters; }
const InfluenceData& InfluenceCard(Influence t);
inline const OrderData& Order(OrderId o) { return card_tables::kOrders[o]; }
OrderId FirstOrderOfRound(int round);  // round 1..4

struct FamilyData {
    const char* name;    // "Blundetto"
    const char* colour;  // "yellow"
    char letter;         // 'Y' (seat and gangster codes)
};
const FamilyData& FamilyInfo(Family f);
// The family's start businesses (2 or 3 ids, then kNoBusiness).
std::array<BusinessId, 3> StartBusinesses(Family f);

// ---------------------------------------------------------------- codes (docs/lacosanostra-notation.md)
std::string BusinessCode(BusinessId b);  // "ZU2"
std::string GangsterCode(GangsterId g);  // "Y3"
std::string OrderCode(OrderId o);        // "O1-07"
const char* InfluenceCode(Influence t);  // "IF"
char SeatLetterOf(Family f);             // 'Y'
std::optional<BusinessId> ParseBusiness(std::string_view code);
std::optional<GangsterId> ParseGangster(std::string_view code);
std::optional<OrderId> ParseOrder(std::string_view code);
std::optional<Influence> ParseInfluence(std::string_view code);
std::optional<Family> ParseFamilyLetter(char letter);

}  // namespace lcn
