//! The American Revolution report's words said by
//! templates/american-revolution/lines.tera (issue 30, item 5): every line kind, reason and
//! note the rules record says exactly what the rules said in Rust before the template, so
//! entries keep their bytes; and no kind falls to the fields' fallback.

use super::words_head::{dice_cases, turn_cases};
use pbem::rules::american_revolution::state::{Condition, Kind, Side, Sps};
use pbem::rules::american_revolution::words::{
    combat, commander, interphase, land, render, say, sea,
};
use serde::Serialize;
use std::collections::BTreeSet;
use std::fmt::Debug;

/// SPs that the cases may borrow for as long as the test runs (leaked: a test only).
fn leak(v: &[(Kind, u32)]) -> &'static Sps {
    let mut s = Sps::default();
    for (k, n) in v {
        s.add(*k, *n);
    }
    Box::leak(Box::new(s))
}

/// Says each case, checks its words, and returns the kinds said.
pub(crate) fn check<L: Serialize + Debug>(cases: &[(L, &str)]) -> BTreeSet<String> {
    let mut kinds = BTreeSet::new();
    for (said, words) in cases {
        assert_eq!(render(said).as_deref(), Some(*words), "{said:?}");
        assert_eq!(say(said), *words);
        let v = serde_json::to_value(said).expect("a line serializes");
        kinds.insert(v["line"].as_str().expect("a line has a kind").to_string());
    }
    kinds
}

fn land_cases() -> Vec<(land::Said<'static>, &'static str)> {
    let (m, none) = (leak(&[(Kind::C, 2), (Kind::M, 3)]), leak(&[]));
    use land::Said::*;
    vec![
        (RegionFiguresNote { region: "New York" }, "provisional region figures for New York (not from the printed map)"),
        (MapNote, "provisional map (areas and adjacency not from the printed map)"),
        (MoveNamesSps, "a move names its SPs and at least one area"),
        (OnlyAmericanMove, "only American SPs move in the American player turn"),
        (HasNot { area: "Boston", sps: m, condition: Condition::Open }, "Boston has not 3 M, 2 C in the open that have not moved"),
        (HasNot { area: "Boston", sps: m, condition: Condition::Fortified }, "Boston has not 3 M, 2 C in a fort that have not moved"),
        (HasNot { area: "Boston", sps: m, condition: Condition::Besieging }, "Boston has not 3 M, 2 C besieging that have not moved"),
        (MoreThanMps { areas: 6, mps: 5 }, "6 areas is more than 5 MPs"),
        (SfEndWithFleet, "SF SPs must end in the coastal area the French fleet is off"),
        (NotAdjacent { area: "Albany", from: "Boston" }, "Albany is not adjacent to Boston"),
        (SeaOnly { area: "Nova Scotia" }, "Nova Scotia is reached by sea only"),
        (MilitiaStay { region: "New England" }, "militia may not leave New England"),
        (PassThrough { area: "Albany", need: 3, left: 1 }, "to pass through Albany at least 3 SPs must be left there for 1-1 (1 are)"),
        (LeaveBehind { area: "Albany", need: 3, left: 0 }, "to leave Albany at least 3 SPs must be left there for 1-1 against the enemy (0 would be; errata 1973, case E)"),
        (MoveNotMade { sps: m, from: "Boston", why: "militia may not leave New England" }, "move of 3 M, 2 C from Boston: militia may not leave New England; not made"),
        (Moved { sps: m, condition: Condition::Open, from: "Boston", path: &["Albany", "Saratoga"] }, "3 M, 2 C from Boston to Albany - Saratoga"),
        (Moved { sps: m, condition: Condition::Fortified, from: "Boston", path: &["Albany"] }, "3 M, 2 C out of the fort from Boston to Albany"),
        (Moved { sps: none, condition: Condition::Besieging, from: "Boston", path: &["Albany"] }, "none raising the siege from Boston to Albany"),
        (FirstEntry { region: "New York", militia: 4, militia_at: "Albany", away: true, tories: 2, tories_at: "New York City" }, "first British entry into New York: 4 M placed in Albany (standing orders: the militia gather away from the British), 2 T in New York City; TD marker placed"),
        (FirstEntry { region: "New York", militia: 4, militia_at: "Albany", away: false, tories: 0, tories_at: "Albany" }, "first British entry into New York: 4 M placed in Albany, 0 T in Albany; TD marker placed"),
        (GroupNamesSps, "a group names its SPs and at least one area"),
        (BritishGroupOnly, "a British group holds B and T SPs only"),
        (NoBritishMovement, "no British movement in winter"),
        (ThirdGroup { area: "Boston" }, "a third group from Boston; not formed"),
        (GroupNotMoved { sps: m, from: "Boston", why: "6 areas is more than 5 MPs" }, "group of 3 M, 2 C from Boston: 6 areas is more than 5 MPs; not moved"),
        (GroupHeld { sps: m, area: "Albany", why: "why" }, "3 M, 2 C in Albany: why; the group stops"),
        (GroupStops { sps: m, area: "Albany", die: 2 }, "3 M, 2 C in Albany: die 2, the group stops"),
        (ToriesBecomeB { tories: 2, region: "New York" }, "2 T leave New York and become B"),
        (GroupEnters { sps: m, condition: Condition::Besieging, area: "Albany", die: 5 }, "3 M, 2 C raising the siege enter Albany (die 5)"),
    ]
}

#[test]
fn a1a_b1ab_land_lines_say_what_the_rules_said_before_the_template() {
    assert_eq!(check(&land_cases()).len(), 24);
}

fn sea_cases() -> Vec<(sea::Said<'static>, &'static str)> {
    let b = leak(&[(Kind::T, 1), (Kind::B, 4)]);
    use sea::Said::*;
    vec![
        (NoOwnFleet, "there is no own fleet on the map"),
        (SeaMoveNamesSps, "a sea move names own SPs"),
        (FleetNotOff { area: "Boston" }, "the fleet is not off Boston"),
        (MilitiaStayBySea { region: "New England" }, "militia may not leave New England (A.1.a), by sea neither"),
        (NoSeaRoute { area: "Charleston" }, "no sea route to Charleston clear of the enemy fleet"),
        (Strands { sf: 2, area: "Newport" }, "the French fleet would leave 2 SF in Newport behind (A.1.b: SF SPs end with the fleet)"),
        (SeaMoved { sps: b, condition: Condition::Fortified, from: "Boston", to: "Charleston", sea: "Atlantic" }, "4 B, 1 T out of the fort by sea from Boston to Charleston with the French fleet (Atlantic)"),
        (SeaMoveNotMade { to: "Charleston", why: "a sea move names own SPs" }, "sea move to Charleston: a sea move names own SPs; not made"),
        (FleetStays { side: Side::American, why: "why" }, "the american fleet stays: why"),
        (FleetContests { side: Side::British, sea: "Atlantic", other: Side::American }, "the british fleet sails to Atlantic and contests the american fleet there"),
        (FleetSails { side: Side::American, sea: "Atlantic" }, "the american fleet sails to Atlantic"),
        (FleetCannotSail { side: Side::British, sea: "Atlantic" }, "the british fleet cannot sail to Atlantic (not through the enemy fleet)"),
        (ContestedNote, "provisional ruling: two fleets in one sea do not fight (the text gives no naval combat); the sea is contested: its coasts stay in British supply (E.c.3) and closed to a French landing (A.2)"),
        (FrenchWait, "no coastal area open to a French landing; the French wait"),
        (LandingRefused { area: "Albany", closed: sea::Closed::NotCoastal }, "landing in Albany refused: it is not a coastal area"),
        (LandingRefused { area: "Boston", closed: sea::Closed::BritishRegion }, "landing in Boston refused: it is in a British-controlled region"),
        (LandingRefused { area: "Boston", closed: sea::Closed::BritishFleet }, "landing in Boston refused: it has the British fleet offshore"),
        (FrenchLandElsewhere { refused: "landing in Albany refused: it is not a coastal area", area: "Newport" }, "landing in Albany refused: it is not a coastal area; the French land in Newport"),
        (FrenchFleetReturns { area: "Newport" }, "the French fleet returns off Newport"),
        (FrenchLand { sps: b, area: "Newport" }, "French 4 B, 1 T land in Newport"),
        (FrenchScheduleNote, "provisional French arrival schedule (the timing of the French entry is not in our references)"),
        (MainArmyLanding { with: true, army: "Boston" }, "standing orders: the reinforcements land with the main army (Boston)"),
        (MainArmyLanding { with: false, army: "Albany" }, "standing orders: the reinforcements land nearest the main army (Albany)"),
        (BritishArrive { sps: b, area: "Boston" }, "British reinforcements 4 B, 1 T arrive in Boston"),
        (BritishScheduleNote, "provisional British reinforcement schedule (not in our references)"),
        (SeaTransport { sps: b, condition: Condition::Open, from: "Boston", to: "Charleston", die: 4, contested: false }, "4 B, 1 T by sea from Boston to Charleston (die 4)"),
        (SeaTransport { sps: b, condition: Condition::Open, from: "Boston", to: "Charleston", die: 4, contested: true }, "4 B, 1 T by sea from Boston to Charleston (die 4); the British fleet contests the French fleet"),
        (SeaTransportFails { sps: b, from: "Boston", die: 1 }, "sea transport of 4 B, 1 T from Boston: die 1, not accomplished"),
        (SeaTransportNotMade { to: "Charleston", why: "there is no own fleet on the map" }, "sea transport to Charleston: there is no own fleet on the map; not made"),
    ]
}

#[test]
fn a1b_a2_b1c_b2_sea_lines_say_what_the_rules_said_before_the_template() {
    assert_eq!(check(&sea_cases()).len(), 25);
}

fn combat_cases() -> Vec<(combat::Said<'static>, &'static str)> {
    let (a, d) = (leak(&[]), leak(&[(Kind::T, 1), (Kind::B, 1)]));
    use combat::Said::*;
    vec![
        (NoBritishCombat, "no British combat in winter"),
        (AttackNotMadeOver { area: "Boston" }, "Boston: the campaign is over; attack not made"),
        (AlreadyInCombat { area: "Boston" }, "Boston: SPs already in a combat this phase; attack skipped"),
        (AttackSkipped { area: "Boston", why: "fortified SPs that attack must attack the besiegers" }, "Boston: fortified SPs that attack must attack the besiegers; attack skipped"),
        (AttackNamesConditions, "an attack names the conditions it attacks with and against"),
        (NoOwnSps { with: &[Condition::Open, Condition::Fortified] }, "no own SPs in [Open, Fortified] there"),
        (NoEnemySps { against: &[Condition::Besieging] }, "no enemy SPs in [Besieging] there"),
        (NoEnemySps { against: &[] }, "no enemy SPs in [] there"),
        (MustAttackBesiegers, "fortified SPs that attack must attack the besiegers"),
        (BelowOneToOne { area: "Boston", att: 2, def: 3 }, "Boston: 2 against 3 is below 1-1; no attack"),
        (Battle { area: "Boston", side: Side::American, att: 7, def: 3, odds_attack: 2, odds_defence: 1, die: 5, result: "½DE", attacker_lost: a, defender_lost: d }, "Boston: american 7 against 3 (2-1), die 5: ½DE; attacker loses none, defender loses 1 B, 1 T"),
        (FortRemoved { area: "Boston", side: Side::British }, "Boston: the besiegers are gone; the british fort is removed"),
        (MajorSuccess { area: "Saratoga", number: 1 }, "major success in Saratoga (number 1)"),
        (FrenchEnter, "with the first major success, the French enter the war"),
        (Withdrawal { lost: 15, withdrawn: 6, stop: true }, "the British have lost 15 B SPs to DE and ½DE: partial withdrawal of 6 B SPs; British reinforcements stop"),
        (Withdrawal { lost: 16, withdrawn: 5, stop: false }, "the British have lost 16 B SPs to DE and ½DE: partial withdrawal of 5 B SPs"),
        (WithdrawalNote, "provisional partial withdrawal (the scenario's, not in our references)"),
        (WhyMajorSuccess { number: 3 }, "major success number 3"),
        (WhySecondMajorSuccess { vp: 20, below: 25 }, "second major success with the British at 20 VP (< 25)"),
        (Victory { victor: Side::American, why: "major success number 3" }, "American victory: major success number 3"),
        (Victory { victor: Side::British, why: "why" }, "British victory: why"),
    ]
}

#[test]
fn a3_b3_combat_lines_say_what_the_rules_said_before_the_template() {
    assert_eq!(check(&combat_cases()).len(), 18);
}

fn interphase_cases() -> Vec<(interphase::Said<'static>, &'static str)> {
    let (c, empty) = (leak(&[(Kind::M, 3), (Kind::C, 2)]), leak(&[]));
    use interphase::Said::*;
    vec![
        (NoFortInWinter, "no fortification in winter"),
        (FortNamesSps, "a fort order names own SPs"),
        (
            NotFresh {
                area: "Boston",
                sps: c,
            },
            "Boston has not 3 M, 2 C in the open that have neither moved nor fought",
        ),
        (
            FortTooBig { fort: c },
            "the fort would hold 3 M, 2 C (at most 5 SPs, C+F+SF >= M)",
        ),
        (
            FortNotBuilt {
                area: "Boston",
                why: "a fort order names own SPs",
            },
            "fort in Boston: a fort order names own SPs; not built",
        ),
        (
            Fortify {
                sps: c,
                area: "Boston",
            },
            "3 M, 2 C in a fort in Boston",
        ),
        (
            NoSiege { area: "Boston" },
            "Boston: no enemy fort or no fresh SPs to besiege it",
        ),
        (
            Besiege {
                sps: c,
                area: "Boston",
            },
            "3 M, 2 C besiege the fort in Boston",
        ),
        (
            LevyNone {
                die: 3,
                region: "Georgia",
            },
            "levy die 3: Georgia is British controlled or has no allowance; none",
        ),
        (
            Levy {
                die: 3,
                c: 2,
                area: "Savannah",
                region: "Georgia",
            },
            "levy die 3: 2 C in Savannah (Georgia)",
        ),
        (
            WinterAttrition {
                die: 6,
                lose: 1,
                of: 3,
            },
            "winter attrition die 6: 1/3 of C SPs removed",
        ),
        (
            AttritionLoss {
                area: "Valley Forge",
                lost: 2,
                c: 7,
                militia_out: 0,
            },
            "Valley Forge: 2 of 7 C lost",
        ),
        (
            AttritionLoss {
                area: "Valley Forge",
                lost: 2,
                c: 7,
                militia_out: 1,
            },
            "Valley Forge: 2 of 7 C lost; 1 M leave the fort (C+F+SF >= M)",
        ),
        (
            WhyVpLevel {
                vp: 40,
                year: 1777,
                level: 38,
            },
            "the British control 40 VP, the VP level of 1777 is 38",
        ),
        (
            WhyLastReached {
                vp: 61,
                date: "Winter 1783",
                level: 61,
            },
            "the British control 61 VP in Winter 1783 (>= 61)",
        ),
        (
            WhyLastShort {
                vp: 50,
                date: "Winter 1783",
                level: 61,
            },
            "the British control 50 VP in Winter 1783, short of 61",
        ),
        (
            WinterZeroVp {
                area: "Erie",
                american: c,
                british: empty,
            },
            "winter in Erie: American 3 M, 2 C and British none eliminated",
        ),
        (
            BritishControlled { region: "Georgia" },
            "Georgia is now British controlled",
        ),
        (
            AmericanControlled {
                region: "Georgia",
                militia: 2,
                area: "Savannah",
            },
            "Georgia is now American controlled; 2 M reappear in Savannah",
        ),
        (
            OutOfSupply {
                area: "Albany",
                b: 5,
            },
            "Albany: 5 B out of supply, eliminated",
        ),
        (
            FrenchFleetLeaves {
                sf: 3,
                until: "Spring 1780",
            },
            "Fall: the French fleet and 3 SF leave until Spring 1780",
        ),
    ]
}

#[test]
fn a4_c_d_e_interphase_lines_say_what_the_rules_said_before_the_template() {
    assert_eq!(check(&interphase_cases()).len(), 20);
}

fn commander_cases() -> Vec<(commander::Said<'static>, &'static str)> {
    let g = leak(&[(Kind::B, 6)]);
    use commander::Said::*;
    vec![
        (
            StandingOrders {
                posture: "active",
                text: "no move, attack or fort",
            },
            "standing orders (active posture): no move, attack or fort",
        ),
        (HoldPosture, "no move, attack or fort"),
        (
            CommanderBySea {
                sps: g,
                from: "Boston",
                to: "Charleston",
            },
            "6 B from Boston by sea to Charleston (no target by land)",
        ),
        (
            CommanderMarch {
                sps: g,
                from: "Boston",
                to: "Albany",
                target: commander::Target::Attack,
            },
            "group of 6 B from Boston to Albany (enemy SPs it can attack at 2-1)",
        ),
        (
            CommanderMarch {
                sps: g,
                from: "Boston",
                to: "Albany",
                target: commander::Target::Empty,
            },
            "group of 6 B from Boston to Albany (an American region without American SPs there)",
        ),
        (
            CommanderContest { sea: "Atlantic" },
            "the fleet sails to contest the French fleet in Atlantic",
        ),
        (
            CommanderAttack {
                area: "Boston",
                att: 6,
                def: 3,
            },
            "attack in Boston: 6 against 3",
        ),
    ]
}

#[test]
fn commander_decisions_say_what_the_rules_said_before_the_template() {
    assert_eq!(check(&commander_cases()).len(), 6);
}

/// Every branch of the template is a kind some `Said` says, and every kind said above has
/// its branch: no kind can fall to the fields' fallback unseen.
#[test]
fn every_kind_of_the_template_is_said() {
    let mut said = BTreeSet::new();
    said.extend(check(&land_cases()));
    said.extend(check(&sea_cases()));
    said.extend(check(&combat_cases()));
    said.extend(check(&interphase_cases()));
    said.extend(check(&commander_cases()));
    said.extend(check(&turn_cases()));
    said.extend(check(&dice_cases()));
    let text = include_str!("../../templates/american-revolution/lines.tera");
    let branches: BTreeSet<String> = text
        .split("line == \"")
        .skip(1)
        .filter_map(|s| s.split('"').next())
        .map(str::to_string)
        .collect();
    assert_eq!(said, branches);
    assert_eq!(said.len(), 102);
}
