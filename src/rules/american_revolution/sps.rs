//! The sides, the kinds of strength points (SPs), the conditions SPs are in (A.3), and SPs
//! counted by kind.

use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// The two sides. The American player turn comes first in every game turn (A, then B).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Side {
    /// The American player (continentals, militia, French).
    American,
    /// The British player (regulars and Tories).
    British,
}

impl Side {
    /// The other side.
    pub fn other(self) -> Side {
        match self {
            Side::American => Side::British,
            Side::British => Side::American,
        }
    }

    /// The id in files (`american`).
    pub fn key(self) -> &'static str {
        match self {
            Side::American => "american",
            Side::British => "british",
        }
    }

    /// The side with id `s`.
    pub fn parse(s: &str) -> Option<Side> {
        match s {
            "american" => Some(Side::American),
            "british" => Some(Side::British),
            _ => None,
        }
    }
}

/// A kind of strength point, as the counters name them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Kind {
    /// British regulars.
    B,
    /// Tories (British irregulars).
    T,
    /// Militia (American irregulars).
    M,
    /// Continentals (American regulars).
    C,
    /// French regulars landed with the army.
    F,
    /// French sea-borne SPs (they go with the French fleet).
    SF,
}

impl Kind {
    /// The side the kind belongs to.
    pub fn side(self) -> Side {
        match self {
            Kind::B | Kind::T => Side::British,
            _ => Side::American,
        }
    }

    /// The kinds of `side`, in the order of the rule "first loss T or M, second B or C".
    pub fn of(side: Side) -> &'static [Kind] {
        match side {
            Side::British => &[Kind::T, Kind::B],
            Side::American => &[Kind::M, Kind::C, Kind::F, Kind::SF],
        }
    }
}

/// A.3: the condition an SP is in.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Condition {
    /// In the open.
    Open,
    /// In a fort (tripled in defence).
    Fortified,
    /// Besieging an enemy fort (doubled when attacked only from the fort).
    Besieging,
}

impl Condition {
    /// Every condition.
    pub const ALL: [Condition; 3] = [Condition::Open, Condition::Fortified, Condition::Besieging];
}

/// SPs by kind (kinds with none are left out).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Sps(pub BTreeMap<Kind, u32>);

impl Sps {
    /// SPs of `kind`.
    pub fn get(&self, kind: Kind) -> u32 {
        self.0.get(&kind).copied().unwrap_or(0)
    }

    /// Adds `n` SPs of `kind`.
    pub fn add(&mut self, kind: Kind, n: u32) {
        if n > 0 {
            let v = self.0.entry(kind).or_insert(0);
            *v = v.saturating_add(n);
        }
    }

    /// Takes up to `n` SPs of `kind`; returns how many were taken.
    pub fn take(&mut self, kind: Kind, n: u32) -> u32 {
        let have = self.get(kind);
        let t = have.min(n);
        if have - t == 0 {
            self.0.remove(&kind);
        } else {
            self.0.insert(kind, have - t);
        }
        t
    }

    /// Adds every SP of `other`.
    pub fn add_all(&mut self, other: &Sps) {
        for (k, n) in &other.0 {
            self.add(*k, *n);
        }
    }

    /// Whether `self` holds at least the SPs of `other`, kind by kind.
    pub fn covers(&self, other: &Sps) -> bool {
        other.0.iter().all(|(k, n)| self.get(*k) >= *n)
    }

    /// Takes every SP of `other` (callers check [`Sps::covers`] first).
    pub fn take_all(&mut self, other: &Sps) {
        for (k, n) in &other.0 {
            self.take(*k, *n);
        }
    }

    /// All SPs.
    pub fn total(&self) -> u32 {
        self.0.values().fold(0u32, |a, n| a.saturating_add(*n))
    }

    /// SPs of the kinds `kinds`.
    pub fn of(&self, kinds: &[Kind]) -> u32 {
        kinds
            .iter()
            .fold(0u32, |a, k| a.saturating_add(self.get(*k)))
    }

    /// No SP.
    pub fn is_empty(&self) -> bool {
        self.total() == 0
    }

    /// "C+F+SF": the American regulars.
    pub fn regulars(&self) -> u32 {
        self.of(&[Kind::C, Kind::F, Kind::SF])
    }

    /// Text for reports: `3 C, 2 M`.
    pub fn text(&self) -> String {
        if self.is_empty() {
            return "none".to_string();
        }
        let v: Vec<String> = self.0.iter().map(|(k, n)| format!("{n} {k:?}")).collect();
        v.join(", ")
    }
}

impl crate::engine::SideId for Side {
    const WHAT: &'static str = "a side of American Revolution (american, british)";

    fn parse(id: &str) -> Option<Side> {
        Side::parse(id)
    }
}
