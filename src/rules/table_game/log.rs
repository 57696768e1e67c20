//! What a resolved phase reports: a section per step of the sequence, each citing its rule,
//! with one line per event; the moves, fire and charges for the picture.

use crate::board::table::measure::Point;
use serde::Serialize;

/// One step of the sequence as reported.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
pub struct Section {
    /// The rule (`III.A`).
    pub rule: String,
    /// The step's name.
    pub title: String,
    /// What happened, one line each.
    pub lines: Vec<String>,
}

/// A unit's or leader's path this phase.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Track {
    /// Unit or leader id.
    pub id: String,
    /// Its side.
    pub side: String,
    /// Centre's path, start to end.
    pub path: Vec<Point>,
}

/// The log of a phase, filled by the steps in order.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
pub struct Log {
    /// Sections in order.
    pub sections: Vec<Section>,
    /// Moves for the picture.
    pub tracks: Vec<Track>,
    /// Fire lines (firer, target) for the picture.
    pub fire: Vec<(Point, Point)>,
    /// Charges (charger, contact) for the picture.
    pub charges: Vec<(Point, Point)>,
}

impl Log {
    /// Opens a section for `rule`.
    pub fn open(&mut self, rule: &str, title: &str) {
        self.sections.push(Section {
            rule: rule.into(),
            title: title.into(),
            lines: vec![],
        });
    }

    /// Adds a line to the open section.
    pub fn line(&mut self, l: impl Into<String>) {
        if self.sections.is_empty() {
            self.open("", "");
        }
        if let Some(s) = self.sections.last_mut() {
            s.lines.push(l.into());
        }
    }
}
