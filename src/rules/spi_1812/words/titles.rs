//! The words of an entry's title (the phase the state waits for, mod.rs), of the report's
//! notes (view.rs) and of the picture's title and notes (picture.rs).

use serde::Serialize;

/// One title or note, by kind (the template's `line`), with what it says.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "line", rename_all = "snake_case")]
pub enum Titled<'a> {
    /// D.3 the campaign decided: the phase's title from then on.
    CampaignOver {
        /// The victor's adjective.
        side: &'a str,
        /// The level (`Decisive`).
        level: &'a str,
    },
    /// A: the Russian player turn's title.
    RussianPlayerTurn {
        /// The game turn.
        turn: u32,
        /// Its date.
        date: &'a str,
    },
    /// B, C and D: the French player turn's title, with the interphases that close it.
    FrenchPlayerTurn {
        /// The game turn.
        turn: u32,
        /// Its date.
        date: &'a str,
    },
    /// The report's outcome, once D.3 decided the campaign.
    Outcome {
        /// The victor's adjective.
        side: &'a str,
        /// The level.
        level: &'a str,
        /// The French victory points it was decided on.
        points: i32,
    },
    /// The report's note of a provisional map.
    ProvisionalMap {
        /// The map's name.
        map: &'a str,
    },
    /// The report's note of a provisional scenario.
    ProvisionalScenario {
        /// The scenario's id.
        scenario: &'a str,
    },
    /// The picture's title: the map, the turn, and who sees it.
    PictureTitle {
        /// The map's name.
        map: &'a str,
        /// The game turn.
        turn: u32,
        /// Its date.
        date: &'a str,
        /// The reader (`None`: the public picture).
        reader: Option<&'a str>,
    },
    /// The picture's note on hidden stacks (A.3 step 2).
    PictureHiddenStacks,
    /// The picture's note on the strengths it shows.
    PictureStrength,
    /// The picture's note on a provisional map.
    PictureProvisionalMap {
        /// The map's name.
        map: &'a str,
        /// The map's id (its data file).
        id: &'a str,
    },
}
