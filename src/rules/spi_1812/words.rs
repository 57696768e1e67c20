//! The report's words (issue 30, item 5): the rules record what happened as a typed
//! [`Said`] and the game's line template (`templates/spi-1812/lines.tera`, built in) says
//! it, so a change of wording is a change of the template, not of the rules. Built in and
//! never a group's: the lines are part of the entry's events, which verify replays from the
//! binary alone. Lines not yet moved here are still worded where their procedure runs.

use serde::Serialize;
use std::sync::OnceLock;

/// The line template, as built into the binary.
const LINES: &str = include_str!("../../../templates/spi-1812/lines.tera");

/// One report line, by kind (the template's `line`), with what it says.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "line", rename_all = "snake_case")]
pub enum Said<'a> {
    /// D.1 this turn's combat victory turn, to `side` (its adjective), with the corps
    /// strength each side lost to combat.
    CombatVictoryTurn {
        /// "French" or "Russian".
        side: &'a str,
        /// French corps strength lost to combat.
        french: u32,
        /// Russian corps strength lost to combat.
        russian: u32,
    },
    /// D.1 no combat victory turn (equal losses, or no combat).
    NoCombatVictoryTurn {
        /// French corps strength lost to combat.
        french: u32,
        /// Russian corps strength lost to combat.
        russian: u32,
    },
    /// D.1 a place France holds and its points (a part of [`Said::VictoryPoints`]).
    VictoryPlace {
        /// The place's name.
        place: &'a str,
        /// Its victory points.
        points: i32,
    },
    /// D.1 "Napoleon lost" and its points (a part).
    NapoleonLost {
        /// Its victory points.
        points: i32,
    },
    /// D.1 a side's combat victory turns and the points each gives (a part).
    CombatVictoryTurns {
        /// "French" or "Russian".
        side: &'a str,
        /// How many.
        turns: i32,
        /// Victory points for each.
        points: i32,
    },
    /// D.1 France's total and its parts (each said already).
    VictoryPoints {
        /// The total.
        points: i32,
        /// The parts, said.
        parts: &'a [String],
    },
    /// D.2 the total below the turn's minimum: France eliminates one corps.
    PoliticalLoss {
        /// France's total.
        points: i32,
        /// The turn's minimum.
        minimum: i32,
        /// The turn.
        turn: u32,
        /// The victory chart, as cited.
        chart: &'a str,
    },
    /// D.2 the turn's minimum met.
    MinimumMet {
        /// The turn.
        turn: u32,
        /// The turn's minimum.
        minimum: i32,
        /// The victory chart, as cited.
        chart: &'a str,
    },
    /// D.3 the victor and level on the last turn.
    Victor {
        /// The turn.
        turn: u32,
        /// The victor's adjective.
        side: &'a str,
        /// The level (`Decisive`).
        level: &'a str,
        /// France's total.
        points: i32,
        /// The victory chart, as cited.
        chart: &'a str,
    },
    /// C.2 a corps supplied by its area, `level`% depleted (its owner's line).
    SuppliedByArea {
        /// The corps' name.
        corps: &'a str,
        /// The area's name.
        area: &'a str,
        /// The area's depletion, in per cent.
        level: u32,
    },
    /// C.2 a corps supplied by an occupied fort (its owner's line).
    SuppliedByFort {
        /// The corps' name.
        corps: &'a str,
        /// The area's name.
        area: &'a str,
    },
    /// C.2 a corps supplied by a depot, the depot unnamed: entries without
    /// [`crate::rules::spi_1812::revision::Change::SupplyLineNamesDepot`].
    SuppliedByADepot {
        /// The corps' name.
        corps: &'a str,
        /// The area's name.
        area: &'a str,
    },
    /// C.2 a corps supplied by the depot named (its owner's line).
    SuppliedByDepot {
        /// The corps' name.
        corps: &'a str,
        /// The depot's name.
        depot: &'a str,
        /// The area's name.
        area: &'a str,
    },
    /// C.2 a depot that supplied 4 or more corps is expended (its owner's line).
    DepotExpended {
        /// The depot's name.
        depot: &'a str,
        /// How many corps it supplied.
        corps: usize,
    },
    /// C.2 the same, as everyone reads it.
    ADepotExpended {
        /// The area's name.
        area: &'a str,
    },
    /// C.2 (1)-(5) a side's corps of a 100% depleted area transfer for supply.
    CorpsTransfer {
        /// "French" or "Russian".
        side: &'a str,
        /// The area left.
        area: &'a str,
        /// The area they go to.
        to: &'a str,
    },
    /// C.2 a corps that transfers (its owner's line).
    Transfers {
        /// The corps' name.
        corps: &'a str,
        /// The area it goes to.
        to: &'a str,
    },
    /// C.2 the Area Depletion Chart applied to an area.
    Depletion {
        /// The area's name.
        area: &'a str,
        /// Both sides drew on it (their count is then said).
        both_sides: bool,
        /// The corps that drew on it.
        corps: usize,
        /// The chart, as cited.
        chart: &'a str,
        /// The row (`with supply unit`).
        row: &'a str,
        /// The depletion added, in per cent.
        added: u32,
        /// The depletion now, in per cent.
        level: u32,
    },
}

/// The built-in line template, parsed once; `None` if it does not parse (a test renders
/// every kind).
fn template() -> Option<&'static tera::Tera> {
    static TERA: OnceLock<Option<tera::Tera>> = OnceLock::new();
    TERA.get_or_init(|| {
        let mut t = tera::Tera::default();
        t.add_raw_template("lines", LINES).ok()?;
        Some(t)
    })
    .as_ref()
}

/// The words of `said`, as the line template says them. A template that fails to render
/// (never the built-in one: a test renders every kind) gives the line's fields instead.
pub fn say(said: &Said<'_>) -> String {
    template()
        .and_then(|t| {
            let ctx = tera::Context::from_serialize(said).ok()?;
            t.render("lines", &ctx).ok()
        })
        .unwrap_or_else(|| format!("{said:?}"))
}

#[cfg(test)]
mod tests {
    use super::*;

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
    fn words_are_not_escaped_nor_reread() {
        assert_eq!(
            say(&Said::VictoryPlace {
                place: "St. <Petersburg> & {{ x }}",
                points: 5
            }),
            "St. <Petersburg> & {{ x }} +5"
        );
    }
}
