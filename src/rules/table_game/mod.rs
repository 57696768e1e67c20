//! What the miniatures games on the measured table (Old Trousers, Grande Tactique) share
//! in their engine code: which side a player commands, the sides a battle starts with, and
//! the checks of a scenario's commander and of a chart file's header. Each game keeps only what differs.

mod battle;
pub mod breakdown;
pub mod chart;
mod game;
pub mod log;
mod placing;
pub mod posture;
mod report;
mod sides;
pub mod words;

pub use battle::{at, ending_words, Battle, Ending};
pub use game::{SideOrders, TableGame};
pub use placing::{
    commanders, order_of_play, place_units, point, stand_placed, unit_named, Placement, SideDoc,
};
pub use report::Report;
pub use sides::{side_infos, side_of};

use crate::error::Result;
use crate::yaml::Source;
use std::collections::BTreeMap;

/// Checks a chart's header: `found_chart` must be `chart` and `found_edition` must be
/// `edition`; `follows` names the edition in the error ("Old Trousers v2.4").
///
/// # Errors
/// [`crate::error::Error::Invalid`] at `chart` or `edition`.
pub fn chart_header(
    src: &Source,
    (found_chart, found_edition): (&str, &str),
    chart: &str,
    edition: &str,
    follows: &str,
) -> Result<()> {
    if found_chart != chart {
        return Err(src.invalid(
            "chart",
            format!("'{found_chart}': this file holds the {chart} chart"),
        ));
    }
    if found_edition != edition {
        return Err(src.invalid(
            "edition",
            format!("'{found_edition}': these procedures follow {follows}"),
        ));
    }
    Ok(())
}

/// The side of `sides` that is not `side` (`side` itself when there is no other).
pub fn enemy_of<'a, S>(sides: &'a BTreeMap<String, S>, side: &'a str) -> &'a str {
    sides
        .keys()
        .find(|s| s.as_str() != side)
        .map_or(side, String::as_str)
}
