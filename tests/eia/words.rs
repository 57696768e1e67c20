//! The Empires in Arms report's words said by templates/empires-in-arms/lines.tera (issue
//! 30, item 5): each line kind moved from the rules' Rust to the template says exactly
//! what the rules said before, so entries keep their bytes. Every kind is rendered here, so
//! none can fall to the fields' Debug fallback.

use pbem::rules::empires_in_arms::combat::field::outflank::Unfit;
use pbem::rules::empires_in_arms::combat::losses::Loss;
use pbem::rules::empires_in_arms::combat::morale::{Term, Working};
use pbem::rules::empires_in_arms::combat::retreat::Way;
use pbem::rules::empires_in_arms::model::units::FactorType;
use pbem::rules::empires_in_arms::words::field::Said as F;
use pbem::rules::empires_in_arms::words::outcome::Said as O;
use pbem::rules::empires_in_arms::words::pursuit::Said as P;
use pbem::rules::empires_in_arms::words::siege::{Said as S, SiegeRoll, Surrendered};
use pbem::rules::empires_in_arms::words::{render, say};

fn check<L: serde::Serialize + std::fmt::Debug>(cases: Vec<(L, &str)>) {
    for (said, words) in cases {
        assert_eq!(render(&said).as_deref(), Some(words), "{said:?}");
    }
}

#[test]
fn s7_5_2_outcome_lines_say_what_the_rules_said_before_the_template() {
    check(vec![
        (O::BothBreak, "7.5.2.10.4.2: both sides break; neither wins, and only the attacker retreats"),
        (O::BothEliminated, "both sides are eliminated in the same round; neither wins"),
        (O::WithdrewAfterDay { side: "Austria" }, "7.5.2.13.1: Austria withdraws after the day's combat; no one is defeated"),
        (O::BothWithdrew, "7.5.2.13.1: both sides withdraw; no pursuit and no political points"),
        (O::WithdrewBeforeBattle { side: "Austria" }, "7.5.2.5.1: Austria withdraws before battle"),
        (O::ReliefUndecided { side: "France" }, "7.5.4.2.3.1: France does not win within the day's three rounds; a draw, the siege goes on"),
        (O::BrokeAndEliminated { victor: "France", loser: "Austria" }, "7.5.2.10.4.1: France broke in the round Austria was eliminated; France wins and holds the field"),
        (O::PinningForceEliminated { loser: "Austria" }, "7.5.2.10.1.2: Austria's pinning force is eliminated before its outflanking force arrived; Austria is broken"),
        (O::SideEliminated { victor: "France", loser: "Austria" }, "Austria is eliminated; France wins"),
        (O::SideBreaks { victor: "France", loser: "Austria and Russia" }, "7.5.2.10.1.1: Austria and Russia breaks; France wins"),
    ]);
    check(vec![
        (
            F::NoPointsInTrivialCombat,
            "7.5.3.5: no political points in trivial combat",
        ),
        (
            F::PoliticalPoints {
                corps: 3,
                victor: "France",
                gain: 2,
                loser: "Austria",
                loss: 1,
            },
            "7.5.2.10.1.3: 3 corps on the losing side: France +2, Austria -1",
        ),
        (
            F::NoBattleOrders {
                side: "France",
                chit: "assault",
            },
            "France: no orders for this battle: default chit assault, fight at day's end, pursue",
        ),
        (
            F::GarrisonsSurrender,
            "7.5.3.4: depot garrisons cannot retreat; they surrender",
        ),
        (
            F::ReliefReturns,
            "7.5.4.2.3.1.1: the relieving force returns to the area it entered from",
        ),
        (
            F::UnitSurrenders {
                unit: "I Corps",
                factors: 4,
            },
            "I Corps (4 factors) surrenders",
        ),
        (F::LeaderCaptured { leader: "Mack" }, "Mack is captured"),
    ]);
    check(vec![
        (
            P::NoPursuitOrdered { side: "France" },
            "France: no pursuit (standing order pursue: false)",
        ),
        (
            P::NoCavalryNoPursuit { side: "France" },
            "France: no cavalry, no pursuit",
        ),
        (
            P::ProvisionalPursuitTables,
            "pursuit class table and pursuit table (charts/pursuit.yaml)",
        ),
    ]);
}

#[test]
fn s7_5_2_day_lines_say_what_the_rules_said_before_the_template() {
    let units = ["I Corps".to_string(), "II Corps".to_string()];
    let few = Unfit::TooFewForOutflank {
        corps: 1,
        leaders: 0,
    };
    let two = Unfit::TooFewForOutflank {
        corps: 1,
        leaders: 2,
    };
    let pin = Unfit::GarrisonMustPin {
        unit: "Ulm garrison".into(),
    };
    check(vec![
        (F::SalliedBack { units: &units }, "the besieged who sallied with the relieving force (I Corps, II Corps) go back into the city, neither pursuing nor pursued (7.5.4.2.3.1.1-7.5.4.2.3.2)"),
        (F::SalliedBack { units: &[] }, "the besieged who sallied with the relieving force (none left) go back into the city, neither pursuing nor pursued (7.5.4.2.3.1.1-7.5.4.2.3.2)"),
        (F::TrivialTable { table: "1-1" }, "7.5.3.2: trivial combat, both sides on the 1-1 table"),
        (F::RiverSection, "7.5.2.7.1: the attackers crossed a river; the river section is used today"),
        (F::EntireForceWithdraws, "7.5.2.5.1: the entire force withdraws; the battle is avoided"),
        (F::EndOfDay { attacker: "France", attacker_choice: "fight", defender: "Austria", defender_choice: "withdraw" }, "7.5.2.13: France chooses to fight, Austria chooses to withdraw"),
        (F::ChitFallback { side: "France", why: &few, chit: "assault" }, "France: 7.5.2.1: an outflank chit needs at least two non-artillery corps and a leader; the force has 1 non-artillery corps and no leader; the default chit assault is used"),
        (F::Unfit { why: &two }, "7.5.2.1: an outflank chit needs at least two non-artillery corps and a leader; the force has 1 non-artillery corps and 2 leader(s)"),
        (F::Unfit { why: &Unfit::OutflankingWithoutCorps }, "7.5.2.3.2: the outflanking force must hold at least one corps"),
        (F::Unfit { why: &Unfit::PinningWithoutCorps }, "7.5.2.3.1: the pinning force must keep at least one non-artillery corps"),
        (F::Unfit { why: &Unfit::ArtilleryMustPin { unit: "I Corps".into() } }, "7.5.2.3.1: I Corps holds artillery factors, which stay in the pinning force"),
        (F::Unfit { why: &Unfit::MustOutflank { unit: "Cossacks".into() } }, "7.5.2.3.2: Cossacks must move with the outflanking force (all cossacks and freikorps)"),
        (F::WholeForcePins { side: "France", why: &pin }, "France: 7.5.2.3.1: Ulm garrison must stay in the pinning force (garrisons and guerillas pin); the whole force pins"),
        (F::BothOutflank, "7.5.2.2: both sides chose outflank; no outflank takes place"),
        (F::OutflankAgainstCordon, "7.5.2.2: outflank against cordon; no outflank takes place"),
        (F::SendsAroundFlank { side: "France", units: &units }, "7.5.2.3: France sends I Corps, II Corps around the flank"),
        (F::OutflankArrival { side: "France", commander: "Davout", die: 3, index: 7, rating: 4, strategic: 5, terrain_modifier: -1, terrain: "forest", late: false, arrives: true, round: 1 }, "7.5.2.12: France's outflanking force: Davout rolls 3 (#7) against 4 (strategic 5, -1 forest): it arrives"),
        (F::OutflankArrival { side: "France", commander: "Davout", die: 6, index: 7, rating: 5, strategic: 5, terrain_modifier: 0, terrain: "clear", late: false, arrives: false, round: 1 }, "7.5.2.12: France's outflanking force: Davout rolls 6 (#7) against 5 (strategic 5): not yet"),
        (F::OutflankArrival { side: "France", commander: "Davout", die: 6, index: 9, rating: 5, strategic: 3, terrain_modifier: 0, terrain: "clear", late: true, arrives: false, round: 2 }, "7.5.2.12: France's outflanking force: Davout rolls 6 (#9) against 5 (strategic 3, +2 after round 2): it does not arrive today"),
        (F::ProbeWithdrawal, "7.5.2.5.2.1: the attacker chose probe; the withdrawal succeeds without a roll"),
        (F::CommanderWithdrawal { commander: "Mack", die: 2, index: 1, strategic: 2, withdraws: true }, "7.5.2.5.2.2: Mack rolls 2 (#1) against strategic rating 2: the force withdraws"),
        (F::CommanderWithdrawal { commander: "Mack", die: 5, index: 1, strategic: 2, withdraws: false }, "7.5.2.5.2.2: Mack rolls 5 (#1) against strategic rating 2: the withdrawal fails"),
        (F::CorpsWithdrawal { corps: "I Corps", die: 1, index: 2, rating: 1, withdraws: true }, "7.5.2.5.2.2: no commander; I Corps rolls 1 (#2) against its strategic rating 1: withdraws"),
        (F::CorpsWithdrawal { corps: "I Corps", die: 4, index: 2, rating: 1, withdraws: false }, "7.5.2.5.2.2: no commander; I Corps rolls 4 (#2) against its strategic rating 1: stays"),
        (F::OutflankedWithdrawal, "7.5.2.12.2: the outflanking force did not arrive after the first round; the withdrawing side's corps withdraw"),
        (F::LeaderReinforces { leader: "Ney", units: &units, from: "Ulm", die: 2, index: 4, rating: 3, reduction: -1, strategic: 4, arrive: true }, "7.5.2.11.2: Ney dices for I Corps, II Corps from Ulm: 2 (#4) against 3 (strategic 4 -1, 7.5.2.11.3): they arrive"),
        (F::LeaderReinforces { leader: "Ney", units: &units[..1], from: "Ulm", die: 5, index: 4, rating: 4, reduction: 0, strategic: 4, arrive: false }, "7.5.2.11.2: Ney dices for I Corps from Ulm: 5 (#4) against 4: they do not arrive"),
        (F::CannotReinforceUnled { unit: "Cossacks" }, "7.5.2.11.2: Cossacks cannot reinforce without a leader"),
        (F::CorpsReinforces { corps: "I Corps", from: "Ulm", die: 1, index: 5, rating: 1, arrives: true }, "7.5.2.11.2: I Corps dices from Ulm: 1 (#5) against 1: arrives"),
        (F::CorpsReinforces { corps: "I Corps", from: "Ulm", die: 3, index: 5, rating: 1, arrives: false }, "7.5.2.11.2: I Corps dices from Ulm: 3 (#5) against 1: does not arrive"),
    ]);
}

#[test]
fn s7_5_2_10_2_pursuit_and_7_5_2_14_depot_lines_say_what_the_rules_said_before_the_template() {
    check(vec![
        (P::PursuitLosses { non_militia: 2, militia: 4, removed: 6, unused: 0 }, "each loss is 1 cavalry, 2 non-militia or 4 militia factors: 6 factors removed"),
        (P::PursuitLosses { non_militia: 2, militia: 4, removed: 6, unused: 3 }, "each loss is 1 cavalry, 2 non-militia or 4 militia factors: 6 factors removed, 3 losses beyond what the force had"),
        (P::PursuitTerrainShift { terrain: "forest", shift: -1, class: 2 }, "7.5.2.10.2.2: forest shifts the class by -1 to 2"),
        (P::PursuitBelowClassOne, "7.5.2.10.2.2.4: modified below class 1: no pursuit"),
        (P::PursuitDie { die: 4, index: 12, cavalry_leader: true, modified: 5, class: 2, percent: 20, cavalry: 10, points: 2, provisional: true }, "7.5.2.10.2.3: die 4 (#12) +1 cavalry leader = 5 on class 2: 20% of 10 cavalry factors = 2 pursuit losses [provisional pursuit tables]"),
        (P::PursuitDie { die: 4, index: 12, cavalry_leader: false, modified: 4, class: 2, percent: 10, cavalry: 10, points: 1, provisional: false }, "7.5.2.10.2.3: die 4 (#12) = 4 on class 2: 10% of 10 cavalry factors = 1 pursuit losses"),
        (P::PursuitOfWithdrawal { class: 1 }, "7.5.2.10.2.1: pursuit of a force withdrawing after a day: class 1"),
        (P::PursuitClass { morale_loss: "1.5", rounds: 1, class: 2, provisional: false }, "7.5.2.10.2.1: victor's morale loss 1.5 after 1 round: pursuit class 2"),
        (P::PursuitClass { morale_loss: "1.5", rounds: 2, class: 2, provisional: true }, "7.5.2.10.2.1: victor's morale loss 1.5 after 2 rounds: pursuit class 2 [provisional pursuit tables]"),
        (P::PursuitClass { morale_loss: "0.5", rounds: 5, class: 3, provisional: false }, "7.5.2.10.2.1: victor's morale loss 0.5 after 3+ rounds: pursuit class 3"),
    ]);
    check(vec![
        (F::DepotConverted { owner: "Austria", area: "Ulm", to: "France" }, "7.5.2.14: the Austria depot at Ulm is converted to a France depot"),
        (F::DepotDestroyedNoChain { owner: "Austria", area: "Ulm" }, "7.5.2.14: the Austria depot at Ulm is destroyed (conversion needs a valid supply chain, 7.2.3.2)"),
        (F::DepotDestroyed { owner: "Austria", area: "Ulm" }, "7.5.2.14: the Austria depot at Ulm is destroyed"),
    ]);
}

#[test]
fn s7_5_2_6_to_9_round_and_morale_lines_say_what_the_rules_said_before_the_template() {
    let one = Working::One {
        terms: vec![
            Term {
                count: 36,
                value: "2.0".into(),
            },
            Term {
                count: 14,
                value: "3.0".into(),
            },
        ],
        sum: "114.0".into(),
        total: 50,
        whole: 2,
        hundredths: 28,
        base: "2.3".into(),
    };
    let even = Working::One {
        terms: vec![Term {
            count: 10,
            value: "3.0".into(),
        }],
        sum: "30.0".into(),
        total: 10,
        whole: 3,
        hundredths: 5,
        base: "3.1".into(),
    };
    let two = Working::Two {
        primary: "france".into(),
        basic: "4.0".into(),
        guard: 3,
        low: 5,
        net: "-0.2".into(),
        up: "0.5".into(),
        down: "0.5".into(),
        base: "3.8".into(),
    };
    let way = Way::Toward {
        depot: true,
        path: vec!["Ulm".into(), "Munich".into()],
    };
    let capital = Way::Toward {
        depot: false,
        path: vec!["Vienna".into()],
    };
    let none = Way::NoRoute { from: "Ulm".into() };
    check(vec![
        (F::TablesWhy { attacker_chit: "assault", defender_chit: "defend", round: 2, river: true, arrived: true, terrain: Some("forest"), from: Some("4-1") }, "assault against defend, round 2 (7.5.2.7), river crossing (7.5.2.7.1), outflanking force arrived (7.5.2.2), forest terrain shifts it from 4-1 (7.5.2.7.3)"),
        (F::TablesWhy { attacker_chit: "assault", defender_chit: "defend", round: 1, river: false, arrived: false, terrain: None, from: None }, "assault against defend, round 1 (7.5.2.7)"),
        (F::TrivialTablesWhy { terrain: None, from: None }, "trivial combat table (7.5.3.2)"),
        (F::TrivialTablesWhy { terrain: Some("mountain"), from: Some("1-1") }, "trivial combat table (7.5.3.2), mountain terrain shifts it from 1-1 (7.5.2.7.3)"),
        (F::ModifierWhy { commander: Some("Napoleon"), tactical: 6, enemy: None, enemy_tactical: 1, cap: Some(3) }, "Napoleon tactical 6 against no commander (tactical 1), capped at ±3 (7.5.2.9.1)"),
        (F::ModifierWhy { commander: None, tactical: 1, enemy: Some("Mack"), enemy_tactical: 1, cap: None }, "no commander (tactical 1) against Mack tactical 1 (7.5.2.9.1)"),
        (F::Commander { name: "Napoleon", strategic: 5, tactical: 6 }, "Napoleon (strategic 5, tactical 6)"),
        (F::BaseMorale { method: 1, working: &one }, "method one (7.5.2.6.1.1): 36 x 2.0 + 14 x 3.0 = 114.0 / 50 = 2.28 → 2.3"),
        (F::BaseMorale { method: 1, working: &Working::NoArmyFactors }, "method one (7.5.2.6.1.1): no army factors"),
        (F::BaseMorale { method: 2, working: &two }, "method two (7.5.2.6.1.2): france basic 4.0 + 3 guard x 0.1 - 5 low-morale factors x 0.1 (net -0.2, capped +0.5 / -0.5) = 3.8"),
        (F::MoraleWorking { working: &even }, "10 x 3.0 = 30.0 / 10 = 3.05 → 3.1"),
        (F::Retreat { way: &way, by: "Austria" }, "7.5.2.10.3.1: toward the nearest depot (Ulm → Munich) (conducted by Austria)"),
        (F::Retreat { way: &capital, by: "France" }, "7.5.2.10.3.1: toward the nearest national capital (Vienna) (conducted by France)"),
        (F::Retreat { way: &none, by: "France" }, "7.5.2.10.3.6: no retreat route from Ulm; the force surrenders (conducted by France)"),
    ]);
}

#[test]
fn s7_5_1_1_retirement_lines_say_what_the_rules_said_before_the_template() {
    let powers = ["Austria".to_string(), "Russia".to_string()];
    check(vec![
        (S::EachAskToRetire { powers: &powers, city: "Vienna" }, "Austria and Russia each ask to retire into Vienna: with no agreement none may (7.5.1.1.1)."),
        (S::CannotRetireInto { power: "Austria", city: "Vienna" }, "Austria cannot retire into Vienna: it is neither friendly nor vacant and unbesieged (7.5.1.1)."),
        (S::LeaderGoesIn { leader: "Mack", city: "Ulm" }, "Mack goes into Ulm with them (7.3.3.4)."),
        (S::LeaderStaysOutside { leader: "Mack", city: "Ulm" }, "Mack stays outside Ulm: leaders go into a city only with corps (7.3.3.4)."),
        (S::CityBesieged { city: "Ulm", power: "France" }, "Ulm is besieged by France (7.5.1.1.2)."),
        (S::NotAUnitHere { id: "aus-1", power: "Austria", area: "Ulm" }, "aus-1 is not a unit of Austria in Ulm: it cannot retire there (7.5.1.1)."),
        (S::OverCapacity { unit: "I Corps", factors: 6, city: "Ulm", capacity: 10, inside: 5 }, "I Corps (6 factors) cannot retire into Ulm: it holds 10 and has 5 (7.5.1.1.4)."),
        (S::RetiresInto { unit: "I Corps", city: "Ulm" }, "I Corps retires into Ulm (7.5.1.1)."),
    ]);
}

#[test]
fn s7_5_4_siege_lines_say_what_the_rules_said_before_the_template() {
    let loss = Loss {
        unit: "aus-1".into(),
        name: "I Corps".into(),
        factor: FactorType::FeudalInfantry,
        count: 1,
    };
    let prisoners = vec![
        Surrendered {
            name: "I Corps".into(),
            factors: Some(3),
        },
        Surrendered {
            name: "Mack".into(),
            factors: None,
        },
    ];
    let way = Way::Toward {
        depot: true,
        path: vec!["Munich".into()],
    };
    check(vec![
        (S::NoAssaultAttempt { city: "Ulm", power: "France" }, "No assault attempt on Ulm: France does not besiege it now (7.5.4)."),
        (S::AssaultAttempt { city: "Ulm", inside: 2, capacity: 10, die: 5, siege: 1, undergarrisoned: Some(1), modified: 5, result: "breach" }, "Assault attempt on Ulm (2 factors of 10): die 5 - 1 siege value +1 undergarrisoned = 5: breach (siege table, provisional)."),
        (S::AssaultAttempt { city: "Ulm", inside: 9, capacity: 10, die: 1, siege: 2, undergarrisoned: None, modified: -1, result: "no_result" }, "Assault attempt on Ulm (9 factors of 10): die 1 - 2 siege value = -1: no result (siege table, provisional)."),
        (S::AssaultAttempt { city: "Ulm", inside: 9, capacity: 10, die: 3, siege: 0, undergarrisoned: Some(-1), modified: 2, result: "sortie" }, "Assault attempt on Ulm (9 factors of 10): die 3 - 0 siege value -1 undergarrisoned = 2: sortie? (siege table, provisional)."),
        (S::NoSortie { power: "Austria" }, "Austria does not sortie (7.5.4.1.2.1)."),
        (S::Sortie { city: "Ulm", die: 2, power: "Austria", lost: Some(&loss) }, "Sortie from Ulm: die 2: Austria loses 1 feudal infantry (I Corps) (7.5.4.1.2.1)."),
        (S::Sortie { city: "Ulm", die: 2, power: "Austria", lost: None }, "Sortie from Ulm: die 2: Austria loses nothing to lose (7.5.4.1.2.1)."),
        (S::CitySurrenders { city: "Ulm", prisoners: &prisoners }, "Ulm surrenders: I Corps (3), Mack (7.5.4.1.2.3.2)."),
        (S::HonoursRefused { holder: "Austria", power: "France" }, "Austria asks for the honours of war; France refuses (7.5.4.1.2.3.1)."),
        (S::HonoursNowhere { holder: "Austria" }, "Honours of war granted, but Austria has no friendly unbesieged city to go to (7.5.4.1.2.3.1)."),
        (S::HonoursGranted { holder: "Austria", power: "France", factors: 4, to: "Vienna" }, "Austria asks for the honours of war and France grants them: 4 factor(s) march out to Vienna (7.5.4.1.2.3.1)."),
        (S::MinorMayNotLeave { factors: 2 }, "2 factor(s) of a minor free state may not leave their own country: they surrender or fight (7.5.4.1.2.3.1)."),
        (S::SiegeSide { power: "France", part: "besieger" }, "France (besieger)"),
        (S::AssaultCombatAt { city: "Ulm" }, "Assault combat at Ulm"),
        (S::GarrisonAttackFrom { city: "Ulm" }, "Garrison attack from Ulm"),
        (S::SiegeCombat { what: "Assault combat at Ulm", attacker: "France (besieger)", attacker_factors: 12, attacker_morale: "4.0", attacker_table: "5-1", defender: "Austria (defender)", defender_factors: 3, defender_morale: "3.0", defender_table: "5-2" }, "Assault combat at Ulm: France (besieger) (12 factors, morale 4.0) on 5-1 against Austria (defender) (3 factors, morale 3.0) on 5-2."),
        (S::CityCaptured { city: "Ulm", prisoners: &prisoners }, "Ulm is captured; its survivors surrender: I Corps (3), Mack (7.5.4.1.3.5)."),
        (S::CityCaptured { city: "Ulm", prisoners: &[] }, "Ulm is captured; its survivors surrender (7.5.4.1.3.5)."),
        (S::AssaultFails { city: "Ulm" }, "The siege of Ulm goes on; no further combat this sequence (7.5.4.1.3.4)."),
        (S::GainsPoints { power: "France", points: 1 }, "France gains 1 political point(s) (7.5.4.1.4)."),
        (S::NoGarrisonAttack { city: "Ulm", power: "Austria" }, "No garrison attack from Ulm: no besieged forces of Austria there (7.5.4.2.1)."),
        (S::BesiegersDestroyed { city: "Ulm" }, "The besiegers are destroyed: the siege of Ulm is lifted (7.5.4.2.1.5)."),
        (S::BesiegersSurrender { prisoners: &prisoners[..1] }, "The besiegers have no retreat and surrender: I Corps (3) (7.5.2.10.3.6)."),
        (S::SiegeLifted { city: "Ulm", to: "Munich", way: &way }, "The siege of Ulm is lifted: the besiegers retreat to Munich (7.5.2.10.3.1: toward the nearest depot (Munich))."),
        (S::GarrisonAttackFails { city: "Ulm" }, "The siege of Ulm goes on (7.5.4.2.1.4)."),
        (S::GarrisonGone { city: "Ulm" }, "Every garrison factor is gone: Ulm is captured (7.5.4.2.1.4)."),
    ]);
}

#[test]
fn s7_5_4_1_3_siege_round_says_both_rolls_and_the_morale() {
    let taken = [Loss {
        unit: "aus-1".into(),
        name: "I Corps".into(),
        factor: FactorType::Infantry,
        count: 2,
    }];
    let attacker = SiegeRoll {
        side: "France (besieger)",
        die: 4,
        percent: 20,
        morale: "1.0".into(),
        losses: 2,
        taken: &taken,
        morale_lost: "0.5".into(),
        final_morale: "4.0".into(),
    };
    let defender = SiegeRoll {
        side: "Austria (defender)",
        die: 1,
        percent: 0,
        morale: "0.5".into(),
        losses: 0,
        taken: &[],
        morale_lost: "1.0".into(),
        final_morale: "3.0".into(),
    };
    assert_eq!(
        say(&S::SiegeRound { round: 1, attacker: &attacker, defender: &defender }),
        "Round 1: France (besieger) rolls 4: 20% / 1.0 → Austria (defender) lose 2 factor(s) (2 infantry (I Corps)); Austria (defender) rolls 1: 0% / 0.5 → France (besieger) lose 0 factor(s). Morale lost: France (besieger) 0.5 of 4.0, Austria (defender) 1.0 of 3.0."
    );
}

#[test]
fn words_are_not_escaped_nor_reread() {
    assert_eq!(
        say(&F::LeaderCaptured {
            leader: "<Mack> & {{ x }}"
        }),
        "<Mack> & {{ x }} is captured"
    );
}

#[test]
fn s7_5_2_10_outcome_lines_agree_in_number_with_a_side_of_several_powers() {
    check(vec![
        (O::SideBreaksInNumber { victor: "France", victor_plural: false, loser: "Austria and Russia", loser_plural: true }, "7.5.2.10.1.1: Austria and Russia break; France wins"),
        (O::SideBreaksInNumber { victor: "Austria and Russia", victor_plural: true, loser: "France", loser_plural: false }, "7.5.2.10.1.1: France breaks; Austria and Russia win"),
        (O::SideEliminatedInNumber { victor: "France", victor_plural: false, loser: "Austria and Russia", loser_plural: true }, "Austria and Russia are eliminated; France wins"),
        (O::SideEliminatedInNumber { victor: "Austria and Russia", victor_plural: true, loser: "France", loser_plural: false }, "France is eliminated; Austria and Russia win"),
        (O::BrokeAndEliminatedInNumber { victor: "Austria and Russia", victor_plural: true, loser: "France", loser_plural: false }, "7.5.2.10.4.1: Austria and Russia broke in the round France was eliminated; Austria and Russia win and hold the field"),
        (O::BrokeAndEliminatedInNumber { victor: "France", victor_plural: false, loser: "Austria and Russia", loser_plural: true }, "7.5.2.10.4.1: France broke in the round Austria and Russia were eliminated; France wins and holds the field"),
        (O::PinningForceEliminatedInNumber { loser: "Austria and Russia", loser_plural: true }, "7.5.2.10.1.2: Austria and Russia's pinning force is eliminated before its outflanking force arrived; Austria and Russia are broken"),
        (O::PinningForceEliminatedInNumber { loser: "Austria", loser_plural: false }, "7.5.2.10.1.2: Austria's pinning force is eliminated before its outflanking force arrived; Austria is broken"),
    ]);
}

#[test]
fn s7_5_2_5_and_13_and_7_5_4_2_3_the_other_outcomes_agree_in_number_from_0_11_0() {
    check(vec![
        (O::WithdrewAfterDayInNumber { side: "Austria and Russia", plural: true }, "7.5.2.13.1: Austria and Russia withdraw after the day's combat; no one is defeated"),
        (O::WithdrewAfterDayInNumber { side: "Austria", plural: false }, "7.5.2.13.1: Austria withdraws after the day's combat; no one is defeated"),
        (O::WithdrewBeforeBattleInNumber { side: "Austria and Russia", plural: true }, "7.5.2.5.1: Austria and Russia withdraw before battle"),
        (O::WithdrewBeforeBattleInNumber { side: "Austria", plural: false }, "7.5.2.5.1: Austria withdraws before battle"),
        (O::ReliefUndecidedInNumber { side: "Austria and Russia", plural: true }, "7.5.4.2.3.1: Austria and Russia do not win within the day's three rounds; a draw, the siege goes on"),
        (O::ReliefUndecidedInNumber { side: "France", plural: false }, "7.5.4.2.3.1: France does not win within the day's three rounds; a draw, the siege goes on"),
    ]);
}
