// tests/lacosanostra/table/texts_20261127.h — a save and a link of 2026-11-27, opened whole by host_formats_test.cpp
// and damaged line by line by recovery_test.cpp.
#pragma once

#include <string_view>

// Texts made by the page of 2026-11-27 (before seat kinds and talk moved into the core record): a 3-player game of
// seed 424242, names Anna, "", Ben, seats person, normal, easy, 24 actions of the playout policy (Rng 5). Saves
// carried the kinds on a shell line before a lacosanostra-record/1; links carried no kinds (people everywhere).
// Both must keep opening exactly so.
inline constexpr std::string_view kSeatedSave20261127 = R"(lacosanostra-seats person,normal,easy
lacosanostra-record/1
players 3
seed 424242
options politician_round1
families V Y B
start 2
name Anna
name
name Ben
actions 24
B accept
V accept
Y accept
B purchase B2 ZU5
V purchase V2 DD1
Y order Y3 O1-06
B purchase B3 GV3
V play HL B2
V order V3 O1-04
Y order Y2 O1-16
B play IF Y2
B play HL Y1
B purchase B1 AW3
V play IF Y2
V order V1 O1-14
Y play HL Y2
Y order Y1 O1-20
B choose B3
B abort
Y claim
Y play IT
B claim
B play IT
V claim
)";
inline constexpr std::string_view kLink20261127 =
    "v2.NHU3BT2qp94oavX2tRTzcpahYlaYaYChIaDMxFtPcWD0I9wEvuzoP8aPejPgPGG3Zb3IVDue9SdhxbzSE-BCKhXyv";
