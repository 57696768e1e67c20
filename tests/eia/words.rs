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
        (F::BothBreak, "7.5.2.10.4.2: both sides break; neither wins, and only the attacker retreats"),
        (F::BothEliminated, "both sides are eliminated in the same round; neither wins"),
        (F::WithdrewAfterDay { side: "Austria" }, "7.5.2.13.1: Austria withdraws after the day's combat; no one is defeated"),
        (F::BothWithdrew, "7.5.2.13.1: both sides withdraw; no pursuit and no political points"),
        (F::WithdrewBeforeBattle { side: "Austria" }, "7.5.2.5.1: Austria withdraws before battle"),
        (F::ReliefUndecided { side: "France" }, "7.5.4.2.3.1: France does not win within the day's three rounds; a draw, the siege goes on"),
        (F::BrokeAndEliminated { victor: "France", loser: "Austria" }, "7.5.2.10.4.1: France broke in the round Austria was eliminated; France wins and holds the field"),
        (F::PinningForceEliminated { loser: "Austria" }, "7.5.2.10.1.2: Austria's pinning force is eliminated before its outflanking force arrived; Austria is broken"),
        (F::SideEliminated { victor: "France", loser: "Austria" }, "Austria is eliminated; France wins"),
        (F::SideBreaks { victor: "France", loser: "Austria and Russia" }, "7.5.2.10.1.1: Austria and Russia breaks; France wins"),
        (F::NoPointsInTrivialCombat, "7.5.3.5: no political points in trivial combat"),
        (F::PoliticalPoints { corps: 3, victor: "France", gain: 2, loser: "Austria", loss: 1 }, "7.5.2.10.1.3: 3 corps on the losing side: France +2, Austria -1"),
        (F::NoPursuitOrdered { side: "France" }, "France: no pursuit (standing order pursue: false)"),
        (F::NoCavalryNoPursuit { side: "France" }, "France: no cavalry, no pursuit"),
        (F::ProvisionalPursuitTables, "pursuit class table and pursuit table (charts/pursuit.yaml)"),
        (F::NoBattleOrders { side: "France", chit: "assault" }, "France: no orders for this battle: default chit assault, fight at day's end, pursue"),
        (F::GarrisonsSurrender, "7.5.3.4: depot garrisons cannot retreat; they surrender"),
        (F::ReliefReturns, "7.5.4.2.3.1.1: the relieving force returns to the area it entered from"),
        (F::UnitSurrenders { unit: "I Corps", factors: 4 }, "I Corps (4 factors) surrenders"),
        (F::LeaderCaptured { leader: "Mack" }, "Mack is captured"),
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
        (F::PursuitLosses { non_militia: 2, militia: 4, removed: 6, unused: 0 }, "each loss is 1 cavalry, 2 non-militia or 4 militia factors: 6 factors removed"),
        (F::PursuitLosses { non_militia: 2, militia: 4, removed: 6, unused: 3 }, "each loss is 1 cavalry, 2 non-militia or 4 militia factors: 6 factors removed, 3 losses beyond what the force had"),
        (F::PursuitTerrainShift { terrain: "forest", shift: -1, class: 2 }, "7.5.2.10.2.2: forest shifts the class by -1 to 2"),
        (F::PursuitBelowClassOne, "7.5.2.10.2.2.4: modified below class 1: no pursuit"),
        (F::PursuitDie { die: 4, index: 12, cavalry_leader: true, modified: 5, class: 2, percent: 20, cavalry: 10, points: 2, provisional: true }, "7.5.2.10.2.3: die 4 (#12) +1 cavalry leader = 5 on class 2: 20% of 10 cavalry factors = 2 pursuit losses [provisional pursuit tables]"),
        (F::PursuitDie { die: 4, index: 12, cavalry_leader: false, modified: 4, class: 2, percent: 10, cavalry: 10, points: 1, provisional: false }, "7.5.2.10.2.3: die 4 (#12) = 4 on class 2: 10% of 10 cavalry factors = 1 pursuit losses"),
        (F::PursuitOfWithdrawal { class: 1 }, "7.5.2.10.2.1: pursuit of a force withdrawing after a day: class 1"),
        (F::PursuitClass { morale_loss: "1.5", rounds: 1, class: 2, provisional: false }, "7.5.2.10.2.1: victor's morale loss 1.5 after 1 round: pursuit class 2"),
        (F::PursuitClass { morale_loss: "1.5", rounds: 2, class: 2, provisional: true }, "7.5.2.10.2.1: victor's morale loss 1.5 after 2 rounds: pursuit class 2 [provisional pursuit tables]"),
        (F::PursuitClass { morale_loss: "0.5", rounds: 5, class: 3, provisional: false }, "7.5.2.10.2.1: victor's morale loss 0.5 after 3+ rounds: pursuit class 3"),
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
fn s7_2_depot_step_lines_say_what_the_rules_said_before_the_template() {
    use pbem::rules::empires_in_arms::words::depots::Said as D;
    check(vec![
        (D::DepotRemoved { power: "France", area: "Ulm", moved: 0, city: Some("Ulm"), lost: 0 }, "France removes its depot in Ulm."),
        (D::DepotRemoved { power: "France", area: "Ulm", moved: 2, city: Some("Ulm"), lost: 1 }, "France removes its depot in Ulm. 2 garrison factor(s) move into Ulm. 1 garrison factor(s) are destroyed: no friendly or vacant unbesieged city with room in the area (7.2)."),
        (D::DepotRemoved { power: "France", area: "Bavaria", moved: 2, city: None, lost: 0 }, "France removes its depot in Bavaria. 2 garrison factor(s) move into the city."),
        (D::FleetDepotLost { power: "Britain", sea: "North Sea" }, "Britain's depot on its fleet in the North Sea is lost: the fleet is no longer there (7.4.4.2)."),
        (D::DepotPlaced { power: "Britain", at: "fleet", place: "North Sea", rule: "7.2.4", cost: 1 }, "Britain places a depot on its fleet in the North Sea (7.2.4) for 1 money point(s)."),
        (D::DepotPlaced { power: "Britain", at: "port", place: "Lisbon", rule: "7.2.2.1", cost: 1 }, "Britain places a depot inside the besieged port city of Lisbon (7.2.2.1) for 1 money point(s)."),
        (D::DepotPlaced { power: "France", at: "area", place: "Ulm", rule: "7.2.1", cost: 1 }, "France places a depot in Ulm (7.2.1) for 1 money point(s)."),
    ]);
}

#[test]
fn s7_3_movement_lines_say_what_the_rules_said_before_the_template() {
    use pbem::rules::empires_in_arms::words::movement::{Count, Said as M};
    let path = ["Ulm".to_string(), "Munich".to_string()];
    let factors = [
        Count {
            count: 2,
            factor: "infantry",
        },
        Count {
            count: 1,
            factor: "feudal_infantry",
        },
    ];
    check(vec![
        (M::Moved { unit: "I Corps", from: "Stuttgart", path: &path, used: 3, allowance: 4, force_marched: false }, "I Corps: Stuttgart → Ulm → Munich (3 of 4 movement points)."),
        (M::Moved { unit: "I Corps", from: "Stuttgart", path: &path[..1], used: 5, allowance: 5, force_marched: true }, "I Corps: Stuttgart → Ulm (5 of 5 movement points, force marched)."),
        (M::Detaches { unit: "I Corps", factors: &factors, post: "city", place: "Ulm" }, "I Corps detaches 2 infantry, 1 feudal infantry to Ulm (7.3.3)."),
        (M::Detaches { unit: "I Corps", factors: &factors[..1], post: "depot", place: "Bavaria" }, "I Corps detaches 2 infantry to the depot in Bavaria (7.3.3)."),
        (M::DetachmentCancelled { unit: "I Corps", why: "7.3.3: no factors to detach" }, "Detachment from I Corps cancelled: 7.3.3: no factors to detach"),
        (M::Absorbs { unit: "I Corps", factors: &factors[..1], post: "depot", place: "Bavaria" }, "I Corps absorbs 2 infantry from the depot in Bavaria (7.3.3)."),
        (M::AbsorptionCancelled { unit: "I Corps", why: "7.3.3: no garrison of France there to absorb from" }, "Absorption by I Corps cancelled: 7.3.3: no garrison of France there to absorb from"),
        (M::UnitGone { id: "fra-1" }, "Move of fra-1 cancelled: the unit is no longer on the map."),
        (M::MoveCancelled { unit: "I Corps", why: "7.3: too far" }, "Move of I Corps cancelled: 7.3: too far"),
        (M::LivesOffDestroyedDepot { unit: "I Corps" }, "I Corps ends its move on the destroyed depot: supplied as if it foraged, with no loss (7.3.6.1)."),
        (M::LeaderGoesWith { leader: "Ney", to: "Ulm" }, "Ney goes with the corps to Ulm."),
    ]);
}

#[test]
fn s7_1_announcement_lines_say_what_the_rules_said_before_the_template() {
    use pbem::rules::empires_in_arms::words::sequence::Said as Q;
    let groups = vec![
        vec!["France".to_string()],
        vec!["Austria".to_string(), "Russia".to_string()],
    ];
    let members = ["Austria".to_string(), "Russia".to_string()];
    let order = ["Russia".to_string(), "Austria".to_string()];
    check(vec![
        (Q::Sequence { groups: &groups }, "The sequence of this land phase: France; Austria and Russia (7.1)."),
        (Q::CombinedNotMade { members: &members, silent: &members[1..] }, "Combined movement of Austria and Russia not made: Russia did not announce it; each moves in its own sequence (7.1.2)."),
        (Q::CombinedAgreed { members: &members, order: &order }, "Austria and Russia move in one sequence (7.1.2), in the order agreed: Russia, then Austria (7.3.8.1)."),
        (Q::CombinedRolled { members: &members, order: &order }, "Austria and Russia move in one sequence (7.1.2); they did not agree their order, and competitive die rolls give: Russia, then Austria (7.3.8.1)."),
        (Q::FrancePlace { power: "France", place: 1, default: true }, "France moves 1st in the sequence, its place by default (7.1)."),
        (Q::FrancePlace { power: "France", place: 2, default: false }, "France moves 2nd in the sequence (7.1)."),
        (Q::FrancePlace { power: "France", place: 3, default: false }, "France moves 3rd in the sequence (7.1)."),
        (Q::FrancePlace { power: "France", place: 4, default: false }, "France moves 4th in the sequence (7.1)."),
        (Q::FrancePlace { power: "France", place: 11, default: false }, "France moves 11th in the sequence (7.1)."),
        (Q::FrancePlace { power: "France", place: 21, default: false }, "France moves 21st in the sequence (7.1)."),
    ]);
}

#[test]
fn s7_7_conquest_lines_say_what_the_rules_said_before_the_template() {
    use pbem::rules::empires_in_arms::words::conquest::Said as C;
    check(vec![
        (C::OccupationInterrupted { power: "France", nation: "Bavaria", city: Some("Munich") }, "France's occupation of the capital of Bavaria (Munich) is interrupted (7.7)."),
        (C::Conquers { power: "France", nation: "Bavaria", city: Some("Munich"), since: 3 }, "France conquers Bavaria (Munich): its capital held since the Conquest Step of turn 3 (7.7)."),
        (C::Occupies { power: "France", nation: "Bavaria", city: None, through: 4 }, "France occupies the capital of Bavaria; held through turn 4, it is conquered (7.7)."),
    ]);
}

#[test]
fn s7_4_supply_lines_say_what_the_rules_said_before_the_template() {
    use pbem::rules::empires_in_arms::words::movement::Count;
    use pbem::rules::empires_in_arms::words::supply::{ForageLoss, Modifier, Said as U};
    let modifiers = [
        Modifier {
            n: 1,
            why: "other_corps",
        },
        Modifier {
            n: -2,
            why: "unused",
        },
        Modifier {
            n: 1,
            why: "force_march",
        },
        Modifier {
            n: 1,
            why: "winter",
        },
        Modifier {
            n: -1,
            why: "own_territory",
        },
    ];
    let loss = ForageLoss {
        from_corps: 2,
        taken: vec![Count {
            count: 2,
            factor: "infantry",
        }],
        detached: vec![vec![Count {
            count: 1,
            factor: "feudal_infantry",
        }]],
        removed: true,
        leaders: vec!["Ney".into(), "Murat".into()],
    };
    let small = ForageLoss {
        from_corps: 1,
        taken: vec![Count {
            count: 1,
            factor: "cavalry",
        }],
        ..ForageLoss::default()
    };
    let taken = [Loss {
        unit: "aus-g".into(),
        name: "Austria garrison (Ulm)".into(),
        factor: FactorType::Infantry,
        count: 1,
    }];
    let prisoners = ["Mack".to_string()];
    check(vec![
        (U::Forages { unit: "I Corps", value: 3, die: 5, modifiers: &modifiers, total: 5, loss: Some(&loss) }, "I Corps forages against 3 (lowest forage value passed): die 5 +1 other corps (7.4.1.2.1) -2 unused movement points (7.4.1.2.2) +1 force march (7.4.1.2.3) +1 winter in the winter zone (7.4.1.2.4) -1 own territory (7.4.1.2.5, errata) = 5: loses 2 (2 infantry) and 1 feudal infantry from the factors it detached (7.4.1.3.2); the corps is removed (7.4.1.3.2); Ney, Murat leave the map with it (7.4.1.3.3)"),
        (U::Forages { unit: "I Corps", value: 3, die: 4, modifiers: &[], total: 4, loss: Some(&small) }, "I Corps forages against 3 (lowest forage value passed): die 4 = 4: loses 1 (1 cavalry)"),
        (U::Forages { unit: "I Corps", value: 3, die: 2, modifiers: &modifiers[..1], total: 3, loss: None }, "I Corps forages against 3 (lowest forage value passed): die 2 +1 other corps (7.4.1.2.1) = 3: no loss"),
        (U::NoForageValue { unit: "I Corps" }, "I Corps: no forage value on this map for its areas; no loss (map data missing)"),
        (U::BesiegedSupply { city: "Ulm", factors: 4, die: 3, modifier: 0, total: 3, supply: 3, loss: 0, taken: &[], falls: false, prisoners: &[] }, "Besieged in Ulm (4 factors): die 3 +0 (7.4.5.1) = 3 against its supply value 3: no loss."),
        (U::BesiegedSupply { city: "Ulm", factors: 1, die: 6, modifier: 1, total: 7, supply: 3, loss: 4, taken: &taken, falls: true, prisoners: &prisoners }, "Besieged in Ulm (1 factors): die 6 +1 (7.4.5.1) = 7 against its supply value 3: loses 1 infantry (Austria garrison (Ulm)) (7.4.5.2). Every besieged factor is lost: Ulm falls to the besiegers (7.4.5.2). Mack taken prisoner (7.4.5.2)."),
        (U::BesiegedSupply { city: "Ulm", factors: 9, die: 6, modifier: 1, total: 7, supply: 6, loss: 1, taken: &taken, falls: false, prisoners: &[] }, "Besieged in Ulm (9 factors): die 6 +1 (7.4.5.1) = 7 against its supply value 6: loses 1 infantry (Austria garrison (Ulm)) (7.4.5.2)."),
        (U::PortGarrisonsSupplied { city: "Lisbon", garrisons: 2, by_depot: true }, "Besieged in Lisbon: 2 garrison(s) live off depot supply, by sea through the depot inside the port city (7.4.2.1.2, 7.4.3.4.1)."),
        (U::PortGarrisonsSupplied { city: "Lisbon", garrisons: 1, by_depot: false }, "Besieged in Lisbon: 1 garrison(s) live off depot supply, by invasion supply from the adjacent sea (7.4.2.1.2, 7.4.3.4.1)."),
        (U::DepotSupplyPaid { corps: 3, garrisons: 0, paid: 1, left: 4 }, "Depot supply (7.4.2) for 3 corps: 1 money point paid, 4 left."),
        (U::DepotSupplyPaid { corps: 3, garrisons: 2, paid: 2, left: -1 }, "Depot supply (7.4.2) for 3 corps and 2 port garrison(s): 2 money points paid, -1 left."),
        (U::MustForage { unit: "I Corps" }, "I Corps: no money left for depot supply: it must forage (7.4.2.1)."),
        (U::AlliedSupplyPaid { ally: "Austria", corps: 2, paid: 1, left: 3 }, "Allied depot supply (7.4.2.2) from Austria for 2 corps: 1 money point(s) paid by Austria, 3 left."),
        (U::PortDepotRemoved { power: "Britain", city: "Lisbon" }, "Britain removes its depot inside Lisbon (7.2, 7.4.3.4)."),
        (U::PortDepotCutOff { power: "Britain", city: "Lisbon" }, "Britain's depot inside Lisbon is removed: no unblockaded sea supply source reaches it (7.4.3.4.4)."),
        (U::PortDepotMovesOut { city: "Lisbon", power: "Britain", area: "Portugal", destroys: true }, "The siege of Lisbon is over: Britain's depot inside it moves into Portugal, destroying the enemy depot there (7.4.3.4.3)."),
        (U::PortDepotMovesOut { city: "Lisbon", power: "Britain", area: "Portugal", destroys: false }, "The siege of Lisbon is over: Britain's depot inside it moves into Portugal (7.4.3.4.3)."),
        (U::PortDepotConverted { power: "Britain", city: "Lisbon", to: "France", area: "Portugal" }, "Britain's depot inside Lisbon, fallen, is converted to France's depot in Portugal (7.4.3.4.5)."),
        (U::PortDepotDestroyed { power: "Britain", city: "Lisbon" }, "Britain's depot inside Lisbon, fallen, is destroyed (7.4.3.4.5)."),
    ]);
}

#[test]
fn s7_3_5_to_7_3_8_movement_lines_say_what_the_rules_said_before_the_template() {
    use pbem::rules::empires_in_arms::words::movement::Said as M;
    let defenders = ["Austria".to_string(), "Russia".to_string()];
    check(vec![
        (M::DepotConvertedOnEntry { unit: "I Corps", owner: "Austria", area: "Ulm", power: "France" }, "I Corps converts Austria's depot in Ulm to a depot of France (7.3.6.1)."),
        (M::DepotDestroyedOnEntry { unit: "I Corps", owner: "Austria", area: "Ulm", why: Some("7.2: France has 8 depots on the map, its counter mix limit (8)") }, "I Corps destroys Austria's depot in Ulm: it cannot be converted, 7.2: France has 8 depots on the map, its counter mix limit (8) (7.3.6.1)."),
        (M::DepotDestroyedOnEntry { unit: "I Corps", owner: "Austria", area: "Ulm", why: None }, "I Corps destroys Austria's depot in Ulm (7.3.6.1)."),
        (M::GarrisonedDepotDestroyed { owner: "Austria", area: "Ulm", power: "France", moved: 0, lost: 0 }, "Austria destroys its garrisoned depot in Ulm as France enters (7.3.6.2)."),
        (M::GarrisonedDepotDestroyed { owner: "Austria", area: "Ulm", power: "France", moved: 2, lost: 1 }, "Austria destroys its garrisoned depot in Ulm as France enters (7.3.6.2). 2 garrison factor(s) go into the city. 1 garrison factor(s) with no room in a city surrender."),
        (M::CannotLand { unit: "I Corps", area: "Kent", sea: "North Sea" }, "I Corps cannot land in Kent from the North Sea (7.3.5); it lands by default."),
        (M::NowhereToLand { unit: "I Corps", sea: "North Sea" }, "I Corps has nowhere to land from the North Sea and is eliminated (7.3.5)."),
        (M::Lands { unit: "I Corps", port: false, place: "Kent", sea: "North Sea", ordered: true }, "I Corps lands in Kent from the North Sea, its movement spent (7.3.5)."),
        (M::Lands { unit: "I Corps", port: true, place: "Lisbon", sea: "Bay of Biscay", ordered: false }, "I Corps lands directly into the besieged port of Lisbon from the Bay of Biscay, its movement spent (7.3.5) (default landing)."),
        (M::StaysAndAttacks { power: "Spain", area: "Ulm", attacker: "France" }, "Spain stays in Ulm and attacks beside its ally France (7.3.8.6)."),
        (M::JoinsDefence { power: "Prussia", attacker: "France", area: "Ulm", cost: 1 }, "Prussia declares war on France to defend Ulm beside its allies, losing 1 political point(s) (7.3.8.3)."),
        (M::LeavesArea { power: "Prussia", attacker: "France", area: "Ulm", to: "Munich" }, "Prussia is not at war with France: its forces leave Ulm for Munich (7.3.8.4)."),
        (M::StopsShort { unit: "I Corps", area: "Ulm", ally: "Spain", defenders: &defenders, power: "France", not_at_war: &defenders[1..] }, "I Corps stops short of Ulm: Spain attacks Austria and Russia there, and France is not at war with Russia (7.3.8.5)."),
    ]);
}

#[test]
fn report_notes_say_what_the_rules_said_before_the_template() {
    use pbem::rules::empires_in_arms::words::depots::Said as D;
    check(vec![
        (
            D::DepotOrdersCancelled {
                path: "depots.place[0]",
                reason: "7.2: one depot per area",
            },
            "Depot orders cancelled at depots.place[0]: 7.2: one depot per area",
        ),
        (
            D::ProvisionalMap {
                map: "demo",
                demonstration: true,
            },
            "map demo (demonstration map)",
        ),
        (
            D::ProvisionalMap {
                map: "europe",
                demonstration: false,
            },
            "map europe (not a demonstration map)",
        ),
    ]);
}
