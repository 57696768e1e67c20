//! The report's words (issue 30, item 5): the rules record what happened as a typed line
//! (one enum per procedure, each named `Said`) and the game's line template
//! (`templates/empires-in-arms/lines.tera`, built in) says it, so a change of wording is a
//! change of the template, not of the rules. Built in and never a group's: the lines are part
//! of the entry's events, which verify replays from the binary alone. Lines not yet moved
//! here are still worded where their procedure runs.

pub mod conquest;
pub mod depots;
pub mod field;
pub mod movement;
pub mod outcome;
pub mod pursuit;
pub mod reasons;
pub mod sequence;
pub mod siege;
pub mod supply;

use crate::engine::words::LineTemplate;
use serde::Serialize;
use std::fmt::Debug;

/// The line template, as built into the binary.
static LINES: LineTemplate = LineTemplate::new(
    "empires-in-arms",
    include_str!("../../../../templates/empires-in-arms/lines.tera"),
);

/// The words of `line` (a `Said` of one of this module's procedures), as the template says
/// them.
pub fn say<L: Serialize + Debug>(line: &L) -> String {
    LINES.say(line)
}

/// The words of `line`, or `None` when the template does not say it (for the tests that
/// render every kind).
pub fn render<L: Serialize>(line: &L) -> Option<String> {
    LINES.render(line)
}
