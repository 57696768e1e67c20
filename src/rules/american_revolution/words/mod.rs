//! The report's words (issue 30, item 5): the rules record what happened as a typed line
//! (a `Said` of the procedure's module here) and the game's line template
//! (`templates/american-revolution/lines.tera`, built in) says it, so a change of wording is
//! a change of the template, not of the rules. Built in and never a group's: the lines are
//! part of the entry's events, which verify replays from the binary alone. A reason (why an
//! order is not carried out, why the war ended) and a provisional note are kinds too, said
//! first and then given to the line that names them. Every kind's name is unique across the
//! modules: one template says them all.

pub mod combat;
pub mod commander;
pub mod dice;
pub mod interphase;
pub mod land;
pub mod sea;
pub mod turn;

use super::sps::{Kind, Sps};
use crate::engine::words::LineTemplate;
use serde::ser::SerializeSeq;
use serde::{Serialize, Serializer};
use std::fmt::Debug;

/// The line template, as built into the binary.
static LINES: LineTemplate = LineTemplate::new(
    "american-revolution",
    include_str!("../../../../templates/american-revolution/lines.tera"),
);

/// The words of `said` (a `Said` of one of the modules here), as the line template says
/// them ([`crate::engine::words::LineTemplate::say`]).
pub fn say<L: Serialize + Debug>(said: &L) -> String {
    LINES.say(said)
}

/// The words of `said`, or `None` when the template has no words for it (for the test that
/// renders every kind).
pub fn render<L: Serialize>(said: &L) -> Option<String> {
    LINES.render(said)
}

/// SPs for the template: a list of `{n, kind}` in the order of the kinds, which the
/// template says as `3 C, 2 M` (or `none`).
fn counts<S: Serializer>(sps: &&Sps, s: S) -> Result<S::Ok, S::Error> {
    #[derive(Serialize)]
    struct Count {
        n: u32,
        kind: Kind,
    }
    let mut seq = s.serialize_seq(Some(sps.0.len()))?;
    for (kind, n) in &sps.0 {
        seq.serialize_element(&Count { n: *n, kind: *kind })?;
    }
    seq.end()
}
