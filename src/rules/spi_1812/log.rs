//! What happened in an entry, step by step: lines both players may read (the public
//! report), lines only one side may read (its per-player report, A.3 step 2: stacks stay
//! hidden until a battle reveals them), the battles, and the charts used.

use super::state::Side;
use super::words::{say, Fought};
use serde::Serialize;
use std::collections::{BTreeMap, BTreeSet};

/// One procedure's record.
#[derive(Debug, Clone, Default, Serialize)]
pub struct Step {
    /// The sequence of play's number (`A.1.B`).
    pub rule: String,
    /// Its name.
    pub title: String,
    /// Lines for everyone.
    pub public: Vec<String>,
    /// Lines for one side only.
    pub private: BTreeMap<Side, Vec<String>>,
}

/// One battle (A.3 steps 1-7): public, since step 2 reveals both stacks.
#[derive(Debug, Clone, Default, Serialize)]
pub struct Battle {
    /// The place's name.
    pub place: String,
    /// "French" or "Russian", the phasing side.
    pub attacker: String,
    /// The other.
    pub defender: String,
    /// Step 2: each side's stack as revealed ("I Corps (Davout), infantry 14").
    pub stacks: BTreeMap<String, Vec<String>>,
    /// Steps 1 and 3-7, in order.
    pub lines: Vec<String>,
}

impl Battle {
    /// Lines of losses (said, [`super::words::Lost`]) under step `step`'s number.
    pub fn at_step(&mut self, step: &str, lines: Vec<String>) {
        self.lines
            .extend(lines.iter().map(|said| say(&Fought::AtStep { step, said })));
    }
}

/// The record of an entry.
#[derive(Debug, Clone, Default)]
pub struct Log {
    /// Procedures in order.
    pub steps: Vec<Step>,
    /// Battles in order.
    pub battles: Vec<Battle>,
    /// Labels of the charts used.
    pub used: BTreeSet<String>,
}

impl Log {
    /// Starts the record of procedure `rule` `title`.
    pub fn begin(&mut self, rule: &str, title: &str) {
        self.steps.push(Step {
            rule: rule.into(),
            title: title.into(),
            ..Step::default()
        });
    }

    fn current(&mut self) -> &mut Step {
        if self.steps.is_empty() {
            self.begin("", "");
        }
        self.steps.last_mut().expect("a step was begun")
    }

    /// A line for everyone in the current procedure.
    pub fn public(&mut self, line: impl Into<String>) {
        self.current().public.push(line.into());
    }

    /// A line for `side` only in the current procedure.
    pub fn private(&mut self, side: Side, line: impl Into<String>) {
        self.current()
            .private
            .entry(side)
            .or_default()
            .push(line.into());
    }

    /// Notes that a chart was used; returns its label for the line that used it.
    pub fn used(&mut self, label: String) -> String {
        self.used.insert(label.clone());
        label
    }
}
