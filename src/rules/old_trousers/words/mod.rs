//! The report's words (issue 30, item 5): each procedure of the rules records what happened
//! as a typed line (the `Said` of its module here, one variant per line kind) and the game's
//! line template (`templates/old-trousers/lines.tera`, built in) says it, so a change of
//! wording is a change of the template, not of the rules. Built in and never a group's: the
//! lines are part of the entry's events, which verify replays from the binary alone. Words
//! an older entry needs keep their own kind, chosen under a named
//! [`super::revision::Change`].

pub mod breakdown;
pub mod charge;
pub mod command;
pub mod end;
pub mod fire;
pub mod initiative;
pub mod melee;
pub mod movement;
pub mod rally;
pub mod standing;

use crate::engine::words::LineTemplate;
use serde::Serialize;
use std::fmt::Debug;

/// The line template, as built into the binary.
static LINES: LineTemplate = LineTemplate::new(
    "old-trousers",
    include_str!("../../../../templates/old-trousers/lines.tera"),
);

/// The words of `line` (any procedure's `Said`), as the template says them.
pub fn say<L: Serialize + Debug>(line: &L) -> String {
    LINES.say(line)
}

/// The words of `line`, or `None` when the template does not render it (for the test that
/// renders every kind).
pub fn render<L: Serialize>(line: &L) -> Option<String> {
    LINES.render(line)
}

/// The name a line gives a typed value (a reaction, an edge): its Rust name
/// (`CounterCharge`, `LeftFlank`), as the report has always printed it.
pub fn name<T: Debug>(t: &T) -> String {
    format!("{t:?}")
}
