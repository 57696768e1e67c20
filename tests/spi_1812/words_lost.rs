//! The loss, C.3 and title lines said by templates/spi-1812/lines.tera say what the rules'
//! Rust said before the template (issue 30, item 5), so entries keep their bytes.

use pbem::rules::spi_1812::words::{say, Lost, Titled};

#[test]
fn losses_and_c3_lines_say_what_the_rules_said_before_the_template() {
    let cases = [
        (
            Lost::Loss {
                unit: "I Corps",
                points: 2,
                left: 12,
                cause: "A.1 attrition",
            },
            "I Corps -2 (12 left; A.1 attrition)",
        ),
        (
            Lost::LossEliminated {
                unit: "I Corps",
                points: 1,
                cause: "C.3 unsupplied",
            },
            "I Corps -1, eliminated (C.3 unsupplied)",
        ),
        (
            Lost::Eliminated {
                unit: "Depot 1",
                cause: "A.3 step 7: F depots cannot retreat",
            },
            "Depot 1 eliminated (A.3 step 7: F depots cannot retreat)",
        ),
        (Lost::NoCorpsForLoss, "No corps left to take the loss."),
        (Lost::AllSupplied, "Every corps is in supply."),
        (
            Lost::UnsuppliedStack {
                side: "French",
                place: "Vilna",
                chart: "Unsupplied Chart",
            },
            "The French stack in Vilna is unsupplied: each of its corps rolls on the Unsupplied Chart (dice and losses hidden with the stack).",
        ),
        (
            Lost::UnsuppliedCorps {
                unit: "I Corps",
                place: "Vilna",
                chart: "Unsupplied Chart",
                die: 4,
                loss: 1,
            },
            "I Corps is unsupplied in Vilna: Unsupplied Chart die 4: loses 1.",
        ),
        (
            Lost::PublicUnsuppliedCorps {
                side: "French",
                place: "Vilna",
                chart: "Unsupplied Chart",
                die: 6,
                loss: 0,
            },
            "An unsupplied French corps in Vilna: Unsupplied Chart die 6: loses 0.",
        ),
        (
            Lost::UnsuppliedIn {
                unit: "I Corps",
                place: "Vilna",
            },
            "I Corps is unsupplied in Vilna",
        ),
    ];
    for (said, words) in cases {
        assert_eq!(say(&said), words);
    }
}

#[test]
fn titles_and_report_notes_say_what_the_rules_said_before_the_template() {
    let cases = [
        (
            Titled::CampaignOver {
                side: "Russian",
                level: "Decisive",
            },
            "The campaign is over: Russian Decisive victory",
        ),
        (
            Titled::RussianPlayerTurn {
                turn: 2,
                date: "July 1812",
            },
            "Russian player turn (A), turn 2, July 1812",
        ),
        (
            Titled::FrenchPlayerTurn {
                turn: 2,
                date: "July 1812",
            },
            "French player turn (B), supply and victory points interphases (C, D), turn 2, July 1812",
        ),
        (
            Titled::Outcome {
                side: "French",
                level: "Marginal",
                points: -3,
            },
            "French Marginal victory, -3 French victory points",
        ),
        (
            Titled::ProvisionalMap {
                map: "Western Russia",
            },
            "map: Western Russia (provisional: redrawn from history, not the printed map)",
        ),
        (
            Titled::ProvisionalScenario { scenario: "1812" },
            "scenario 1812: strengths, leader ratings and arrivals (provisional)",
        ),
        (
            Titled::PictureTitle {
                map: "Western Russia",
                turn: 3,
                date: "August 1812",
                reader: None,
            },
            "Western Russia, turn 3, August 1812 (public: stacks as markers)",
        ),
        (
            Titled::PictureTitle {
                map: "Western Russia",
                turn: 3,
                date: "August 1812",
                reader: Some("anna"),
            },
            "Western Russia, turn 3, August 1812 (as anna sees it)",
        ),
        (
            Titled::PictureHiddenStacks,
            "A stack of the enemy is a marker alone (its units are revealed only in battle, A.3 step 2).",
        ),
        (
            Titled::PictureStrength,
            "Strength: infantry or cavalry strength points; a leader's command and tactical modifier.",
        ),
        (
            Titled::PictureProvisionalMap {
                map: "Western Russia",
                id: "western-russia",
            },
            "Provisional map data: Western Russia (maps/western-russia.yaml) is redrawn from history, not the printed map; the picture is a schematic.",
        ),
    ];
    for (said, words) in cases {
        assert_eq!(say(&said), words);
    }
}
