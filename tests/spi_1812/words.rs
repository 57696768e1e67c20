//! The 1812 report's words said by templates/spi-1812/lines.tera (issue 30, item 5): each
//! line kind moved from the rules' Rust to the template says exactly what the rules said
//! before, so entries keep their bytes.

use pbem::rules::spi_1812::words::{say, Said};

#[test]
fn d1_to_d3_lines_say_what_the_rules_said_before_the_template() {
    let parts = vec![
        say(&Said::VictoryPlace {
            place: "Kovno",
            points: 1,
        }),
        say(&Said::NapoleonLost { points: -5 }),
        say(&Said::CombatVictoryTurns {
            side: "French",
            turns: 1,
            points: 1,
        }),
    ];
    assert_eq!(
        say(&Said::VictoryPoints {
            points: -3,
            parts: &parts
        }),
        "D.1 French victory points: -3 (Kovno +1, Napoleon lost -5, French combat victory turns 1 × +1)."
    );
    assert_eq!(
        say(&Said::VictoryPoints {
            points: 0,
            parts: &[]
        }),
        "D.1 French victory points: 0."
    );
    assert_eq!(
        say(&Said::CombatVictoryTurn {
            side: "French",
            french: 0,
            russian: 5
        }),
        "D.1 combat victory turn: French (corps strength lost to combat: French 0, Russian 5)."
    );
    assert_eq!(
        say(&Said::NoCombatVictoryTurn {
            french: 2,
            russian: 2
        }),
        "D.1 no combat victory turn (corps strength lost to combat: French 2, Russian 2)."
    );
    assert_eq!(
        say(&Said::PoliticalLoss {
            points: 3,
            minimum: 5,
            turn: 4,
            chart: "Victory chart"
        }),
        "D.2 political loss: 3 is below the minimum 5 for turn 4 (Victory chart); France eliminates one corps."
    );
    assert_eq!(
        say(&Said::MinimumMet {
            turn: 4,
            minimum: 5,
            chart: "Victory chart"
        }),
        "D.2 the French minimum for turn 4 is 5 (Victory chart): met."
    );
    assert_eq!(
        say(&Said::Victor {
            turn: 12,
            side: "Russian",
            level: "Marginal",
            points: 0,
            chart: "Victory chart"
        }),
        "D.3 turn 12: Russian Marginal victory with 0 French victory points (Victory chart)."
    );
    assert_eq!(
        say(&Said::VictoryPlace {
            place: "Vilna",
            points: 0
        }),
        "Vilna +0"
    );
}

#[test]
fn c2_supply_lines_say_what_the_rules_said_before_the_template() {
    let (corps, area) = ("I Corps (Davout)", "Vilna");
    let cases = [
        (
            Said::SuppliedByArea {
                corps,
                area,
                level: 20,
            },
            "I Corps (Davout): supplied by the area of Vilna (20% depleted)",
        ),
        (
            Said::SuppliedByFort { corps, area },
            "I Corps (Davout): supplied by an occupied fort in Vilna",
        ),
        (
            Said::SuppliedByADepot { corps, area },
            "I Corps (Davout): supplied by a depot in Vilna",
        ),
        (
            Said::SuppliedByDepot {
                corps,
                depot: "Depot 2",
                area,
            },
            "I Corps (Davout): supplied by Depot 2 in Vilna",
        ),
        (
            Said::DepotExpended {
                depot: "Depot 2",
                corps: 4,
            },
            "Depot 2 supplied 4 corps and is expended",
        ),
        (
            Said::ADepotExpended { area },
            "A French depot in Vilna is expended (it supplied 4 or more corps).",
        ),
        (
            Said::CorpsTransfer {
                side: "French",
                area,
                to: "Kovno",
            },
            "French corps in Vilna (100% depleted) transfer to Kovno for supply.",
        ),
        (
            Said::Transfers { corps, to: "Kovno" },
            "I Corps (Davout): transfers to Kovno for supply",
        ),
        (
            Said::Depletion {
                area,
                both_sides: false,
                corps: 3,
                chart: "Area Depletion Chart",
                row: "without supply unit",
                added: 10,
                level: 30,
            },
            "Vilna: Area Depletion Chart, without supply unit row: +10% → 30% depleted.",
        ),
        (
            Said::Depletion {
                area,
                both_sides: true,
                corps: 5,
                chart: "Area Depletion Chart",
                row: "with supply unit",
                added: 10,
                level: 30,
            },
            "Vilna (5 corps of both sides, as the players tell each other): Area Depletion Chart, with supply unit row: +10% → 30% depleted.",
        ),
    ];
    for (said, words) in cases {
        assert_eq!(say(&said), words);
    }
}

#[test]
fn a1_and_a3_lines_say_what_the_rules_said_before_the_template() {
    let cases = [
        (
            Said::ReinforcementPlaced {
                unit: "VI Corps (Wittgenstein)",
                place: "Riga",
            },
            "VI Corps (Wittgenstein) placed at Riga",
        ),
        (
            Said::NoReinforcements { side: "Russian" },
            "No Russian reinforcements this turn.",
        ),
        (
            Said::ReinforcementsArrive {
                side: "French",
                places: &["Kovno", "Vilna"],
            },
            "French reinforcements arrive at Kovno, Vilna.",
        ),
        (
            Said::Attrition {
                chart: "Attrition Chart",
                die: 4,
                side: "French",
                losses: 1,
            },
            "Attrition Chart: die 4, French loses 1 strength point.",
        ),
        (
            Said::Attrition {
                chart: "Attrition Chart",
                die: 6,
                side: "French",
                losses: 0,
            },
            "Attrition Chart: die 6, French loses 0 strength points.",
        ),
        (
            Said::AttritionPick {
                side: "Russian",
                area: "Minsk",
                default: true,
            },
            "Russian picks Minsk (the default): 1 loss.",
        ),
        (
            Said::AttritionPick {
                side: "Russian",
                area: "Minsk",
                default: false,
            },
            "Russian picks Minsk: 1 loss.",
        ),
        (
            Said::NoBattle,
            "No area holds units of both sides: no battle.",
        ),
        (
            Said::BattlesInOrder {
                places: &["Smolensk"],
            },
            "Battles, in order: Smolensk.",
        ),
    ];
    for (said, words) in cases {
        assert_eq!(say(&said), words);
    }
}

#[test]
fn words_are_not_escaped_nor_reread() {
    assert_eq!(
        say(&Said::VictoryPlace {
            place: "St. <Petersburg> & {{ x }}",
            points: 5
        }),
        "St. <Petersburg> & {{ x }} +5"
    );
}
