//! Why an order is refused and what a die is for, said by templates/spi-1812/lines.tera
//! (issue 30, item 5): each kind says what the rules' Rust said before the template, so
//! `orders check` and the entries that cancel an order keep their words.

use pbem::rules::spi_1812::words::{say, Refused, Rolled};

#[test]
fn a2_refusals_say_what_the_rules_said_before_the_template() {
    let (unit, place) = ("I Corps", "Vilna");
    let cases = [
        (
            Refused::UnknownPlace { place: "nowhere" },
            "unknown area or sub-area 'nowhere'",
        ),
        (
            Refused::UnknownArea { area: "nowhere" },
            "unknown area 'nowhere'",
        ),
        (
            Refused::UnknownUnit { id: "fr-9" },
            "unknown unit 'fr-9': no unit has that id",
        ),
        (
            Refused::NoSuchUnit { id: "fr-9" },
            "no unit has the id 'fr-9'",
        ),
        (
            Refused::NotYours {
                rule: Some("A.2.A"),
                unit,
                side: "Russian",
            },
            "A.2.A: I Corps is not yours: it is not a Russian unit",
        ),
        (
            Refused::NotYours {
                rule: None,
                unit,
                side: "Russian",
            },
            "I Corps is not yours: it is not a Russian unit",
        ),
        (
            Refused::TooFar {
                rule: "A.2.B",
                unit,
                allowance: 1,
                entered: 2,
            },
            "A.2.B: I Corps may enter 1 area; this move enters 2",
        ),
        (
            Refused::TooFar {
                rule: "A.2.A",
                unit,
                allowance: 3,
                entered: 4,
            },
            "A.2.A: I Corps may enter 3 areas; this move enters 4",
        ),
        (
            Refused::NotAdjacent {
                rule: "A.2.A",
                to: "Moscow",
                from: place,
                neighbours: &["kovno", "minsk"],
            },
            "A.2.A: Moscow is not adjacent to Vilna; from Vilna a unit may enter kovno, minsk",
        ),
        (
            Refused::StopsIn {
                rule: "A.2.A",
                unit,
                place,
                enemy: "Russian",
                to: "Minsk",
            },
            "A.2.A: I Corps stops in Vilna, occupied by Russian units; it cannot go on to Minsk",
        ),
        (
            Refused::DepotMove {
                unit: "Depot 1",
                place,
            },
            "A.2.A: F can only move a depot when one depot is stacked with one supply unit; Depot 1 must make the same move as exactly one supply unit in Vilna, and no other depot with them",
        ),
        (
            Refused::WithoutCorps {
                unit: "Napoleon",
                place,
                enemy: "Russian",
                side: "French",
            },
            "A.2.A: must use a corps to move into an area occupied by opposing units; Napoleon enters Vilna, occupied by Russian units, and no French corps ends its move there",
        ),
        (
            Refused::CannotLeave {
                unit,
                place,
                enemy: "Russian",
            },
            "A.2.B: I Corps stands in Vilna, occupied by Russian units, and cannot force-march out",
        ),
        (
            Refused::LeaderWithoutCorps {
                side: "French",
                place,
            },
            "A.2.A: must use a corps to move into an area occupied by opposing units; no French corps stands in Vilna",
        ),
        (
            Refused::NotAMarcher { unit: "Depot 1" },
            "A.2.B: move corps and leaders only (no supply or depot units); Depot 1 is not",
        ),
        (
            Refused::NotAFrenchDepot { id: "ru-1" },
            "A.2.C: F can choose to destroy depots; 'ru-1' is not a French depot the phasing French player holds",
        ),
        (
            Refused::DepleteWithoutSupply {
                area: place,
                side: "French",
            },
            "A.2.C: an area with phasing player's supply unit may be 100% depleted; Vilna has no French supply unit",
        ),
        (
            Refused::DepleteHeld {
                area: place,
                enemy: "Russian",
            },
            "A.2.C: only an area with no non-phasing units may be 100% depleted; Vilna holds Russian units",
        ),
        (
            Refused::OnlyFrancePlacesDepots,
            "A.2.C: only F places depots",
        ),
        (
            Refused::DepotOutsideDepletion { area: "vilna" },
            "A.2.C: F may place a depot in an area it 100% depletes; add vilna to deplete",
        ),
        (
            Refused::DepotInDepletedArea {
                area: place,
                level: 20,
            },
            "A.2.C: F may place depot if area was undepleted; Vilna is 20% depleted",
        ),
        (
            Refused::SecondDepot { area: place },
            "A.2.C: one depot for each area depleted; Vilna has one already",
        ),
        (
            Refused::DepotLimit { limit: 3 },
            "the scenario allows 3 French depots on the map",
        ),
    ];
    for (said, words) in cases {
        assert_eq!(say(&said), words);
    }
}

#[test]
fn dice_purposes_say_what_the_rules_said_before_the_template() {
    let cases = [
        (
            Rolled::AttritionDie { side: "French" },
            "A.1.B attrition, French",
        ),
        (
            Rolled::ForcedMarchDie {
                side: "French",
                corps: 2,
            },
            "A.2.B forced march, French corps 2",
        ),
        (
            Rolled::CombatDie { place: "Smolensk" },
            "A.3 step 5 combat at Smolensk",
        ),
        (
            Rolled::PursuitDie { place: "Smolensk" },
            "A.3 step 6 pursuit at Smolensk",
        ),
        (
            Rolled::UnsuppliedStackDraw {
                side: "Russian",
                place: "Minsk",
            },
            "C.3 unsupplied, Russian stack in Minsk: a d6 per corps, the base-6 digits",
        ),
        (
            Rolled::UnsuppliedCorpsDie {
                side: "Russian",
                place: "Minsk",
            },
            "C.3 unsupplied, Russian corps in Minsk",
        ),
    ];
    for (said, words) in cases {
        assert_eq!(say(&said), words);
    }
}
