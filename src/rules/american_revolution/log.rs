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

/// The lines of a player turn, in order.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
pub struct Log {
    /// The lines.
    pub lines: Vec<Line>,
}

impl Log {
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
