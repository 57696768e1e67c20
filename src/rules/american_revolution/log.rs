//! What a player turn did, line by line, for the report: each line names its rule, says
//! what happened and names the provisional data it used.

use serde::Serialize;

/// One line of the report.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Line {
    /// The rule of the sequence of play (`A.3`).
    pub rule: String,
    /// What happened, in words.
    pub text: String,
    /// Provisional data the line used (empty: none).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub provisional: Vec<String>,
}

/// A move made this player turn, as the map draws it (pbem 0.8.0 on: the report's
/// `moves`): the side and the places passed, start to end (a sea between two coastal areas
/// for a move by sea; a fleet's seas for a fleet sailing alone).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Moved {
    /// The mover (`american`, `british`).
    pub side: &'static str,
    /// Area and sea ids passed, start to end (at least two).
    pub path: Vec<String>,
}

/// The lines of a player turn, in order, and what the map draws of it.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
pub struct Log {
    /// The lines.
    pub lines: Vec<Line>,
    /// The moves made, in order (A.1, B.1).
    #[serde(skip)]
    pub moves: Vec<Moved>,
    /// The areas where an attack was resolved on the CRT (A.3, B.3), in order, once each.
    #[serde(skip)]
    pub battles: Vec<String>,
}

impl Log {
    /// Records a move of `side` through `path` (nothing for a path of fewer than two
    /// places).
    pub fn moved(&mut self, side: &'static str, path: Vec<String>) {
        if path.len() > 1 {
            self.moves.push(Moved { side, path });
        }
    }

    /// Records a battle in `area` (once per area).
    pub fn battle(&mut self, area: &str) {
        if !self.battles.iter().any(|b| b == area) {
            self.battles.push(area.to_string());
        }
    }

    /// Adds a line under `rule`.
    pub fn add(&mut self, rule: &str, text: impl Into<String>) {
        self.lines.push(Line {
            rule: rule.to_string(),
            text: text.into(),
            provisional: Vec::new(),
        });
    }

    /// Adds a line under `rule` that used the provisional data `notes`.
    pub fn add_provisional(&mut self, rule: &str, text: impl Into<String>, notes: Vec<String>) {
        self.lines.push(Line {
            rule: rule.to_string(),
            text: text.into(),
            provisional: notes,
        });
    }
}
