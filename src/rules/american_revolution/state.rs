//! The game state of an American Revolution campaign: strength points (SPs) by side, kind
//! and condition in each area, the fleets, region control and TD markers, the major
//! successes and the calendar (seasons, Spring 1775 to Winter 1783).

use serde::{Deserialize, Serialize};
use std::collections::{BTreeMap, BTreeSet};

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
            *self.0.entry(kind).or_insert(0) += n;
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
        self.0.values().sum()
    }

    /// SPs of the kinds `kinds`.
    pub fn of(&self, kinds: &[Kind]) -> u32 {
        kinds.iter().map(|k| self.get(*k)).sum()
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

/// One side's SPs in one area, by condition, and which of them moved or fought this game
/// turn (A.4, B.4: they may not fortify or besiege).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Holding {
    /// In the open.
    #[serde(default, skip_serializing_if = "Sps::is_empty")]
    pub open: Sps,
    /// In a fort.
    #[serde(default, skip_serializing_if = "Sps::is_empty")]
    pub fortified: Sps,
    /// Besieging the enemy fort.
    #[serde(default, skip_serializing_if = "Sps::is_empty")]
    pub besieging: Sps,
    /// SPs in the open that moved or fought this game turn (a part of `open`).
    #[serde(default, skip_serializing_if = "Sps::is_empty")]
    pub employed: Sps,
}

impl Holding {
    /// The SPs in `c`.
    pub fn get(&self, c: Condition) -> &Sps {
        match c {
            Condition::Open => &self.open,
            Condition::Fortified => &self.fortified,
            Condition::Besieging => &self.besieging,
        }
    }

    /// The SPs in `c`, to change.
    pub fn get_mut(&mut self, c: Condition) -> &mut Sps {
        match c {
            Condition::Open => &mut self.open,
            Condition::Fortified => &mut self.fortified,
            Condition::Besieging => &mut self.besieging,
        }
    }

    /// Every SP, whatever its condition.
    pub fn all(&self) -> Sps {
        let mut s = self.open.clone();
        s.add_all(&self.fortified);
        s.add_all(&self.besieging);
        s
    }

    /// No SP at all.
    pub fn is_empty(&self) -> bool {
        self.open.is_empty() && self.fortified.is_empty() && self.besieging.is_empty()
    }

    /// SPs in the open that neither moved nor fought this game turn.
    pub fn fresh(&self) -> Sps {
        let mut s = self.open.clone();
        s.take_all(&self.employed);
        s
    }

    /// Takes `n` SPs of `kind` out of the open, fresh ones first.
    pub fn take_open(&mut self, kind: Kind, n: u32) -> u32 {
        let fresh = self.fresh().get(kind);
        let t = self.open.take(kind, n);
        if t > fresh {
            self.employed.take(kind, t - fresh);
        }
        t
    }

    /// Removes `n` SPs of `kind` in condition `c` (a loss); returns how many were removed.
    pub fn remove(&mut self, c: Condition, kind: Kind, n: u32) -> u32 {
        if c == Condition::Open {
            self.take_open(kind, n)
        } else {
            self.get_mut(c).take(kind, n)
        }
    }
}

/// Both sides' SPs in one area.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AreaForces {
    /// The American player's SPs.
    #[serde(default, skip_serializing_if = "Holding::is_empty")]
    pub american: Holding,
    /// The British player's SPs.
    #[serde(default, skip_serializing_if = "Holding::is_empty")]
    pub british: Holding,
}

impl AreaForces {
    /// The SPs of `side`.
    pub fn of(&self, side: Side) -> &Holding {
        match side {
            Side::American => &self.american,
            Side::British => &self.british,
        }
    }

    /// The SPs of `side`, to change.
    pub fn of_mut(&mut self, side: Side) -> &mut Holding {
        match side {
            Side::American => &mut self.american,
            Side::British => &mut self.british,
        }
    }

    /// Nobody there.
    pub fn is_empty(&self) -> bool {
        self.american.is_empty() && self.british.is_empty()
    }
}

/// A season; four game turns a year.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Season {
    /// Spring.
    Spring,
    /// Summer.
    Summer,
    /// Fall.
    Fall,
    /// Winter (2 American MPs, no British movement, no combat, no fortification).
    Winter,
}

impl Season {
    /// The next season and whether the year turns.
    pub fn next(self) -> (Season, bool) {
        match self {
            Season::Spring => (Season::Summer, false),
            Season::Summer => (Season::Fall, false),
            Season::Fall => (Season::Winter, false),
            Season::Winter => (Season::Spring, true),
        }
    }

    /// The name in reports.
    pub fn name(self) -> &'static str {
        match self {
            Season::Spring => "Spring",
            Season::Summer => "Summer",
            Season::Fall => "Fall",
            Season::Winter => "Winter",
        }
    }
}

/// A season of a year.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Date {
    /// The year.
    pub year: u32,
    /// The season.
    pub season: Season,
}

impl Date {
    /// The next game turn's date.
    pub fn next(self) -> Date {
        let (season, turns) = self.season.next();
        Date {
            year: self.year + u32::from(turns),
            season,
        }
    }

    /// Winter.
    pub fn winter(self) -> bool {
        self.season == Season::Winter
    }
}

impl std::fmt::Display for Date {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{} {}", self.season.name(), self.year)
    }
}

/// Overseas SPs arriving in a season (A.2, B.2).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Arrival {
    /// When they arrive (French: counted from the French entry, see `after_entry`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub date: Option<Date>,
    /// French SPs: game turns after the French entry (the first major success).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub after_entry: Option<u32>,
    /// The SPs.
    pub sps: Sps,
    /// The side's fleet comes with them (off the landing area) if not on the map.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub fleet: bool,
}

/// A.3 what the partial British withdrawal takes off (scenario, provisional).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Withdrawal {
    /// B SPs taken off the map.
    pub b_sps: u32,
    /// The British reinforcements stop.
    pub reinforcements_stop: bool,
}

/// How the campaign ended (E.b.5, E.b.6, A.3).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Ending {
    /// The victor.
    pub victor: Side,
    /// Why, in words.
    pub why: String,
}

/// The game state.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct State {
    /// The map id (`games/american-revolution/maps/<id>.yaml`).
    pub map: String,
    /// The game turn, from 1.
    pub turn: u32,
    /// The date of this game turn.
    pub date: Date,
    /// The last game turn's date (Winter 1783).
    pub last: Date,
    /// The player turn to resolve next.
    pub phasing: Side,
    /// Area -> the SPs in it (areas with none left out).
    #[serde(default)]
    pub areas: BTreeMap<String, AreaForces>,
    /// Side -> the sea area its fleet is in (absent: not on the map).
    #[serde(default)]
    pub fleets: BTreeMap<Side, String>,
    /// Regions the British control (E.b); the others are American.
    #[serde(default)]
    pub british_regions: BTreeSet<String>,
    /// Regions with a TD marker: the British have entered them (B.1.b.4).
    #[serde(default)]
    pub td_markers: BTreeSet<String>,
    /// Major successes so far (A.3, E.c.6).
    #[serde(default)]
    pub major_successes: u32,
    /// B SPs the British lost to DE and ½DE results (A.3: partial withdrawal at 15).
    #[serde(default)]
    pub b_lost_to_de: u32,
    /// The partial British withdrawal happened.
    #[serde(default)]
    pub withdrawn: bool,
    /// The game turn of the French entry (the first major success).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub french_entry: Option<u32>,
    /// Side -> SPs still to arrive from overseas.
    #[serde(default)]
    pub arrivals: BTreeMap<Side, Vec<Arrival>>,
    /// A.3 the partial withdrawal, as the scenario gives it.
    pub withdrawal: Withdrawal,
    /// Each side's standing orders, from its last orders (choices in the other's turn).
    #[serde(default)]
    pub standing: BTreeMap<Side, super::orders::Standing>,
    /// The end of the campaign, once reached.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ending: Option<Ending>,
}

impl State {
    /// The SPs in `area` (empty if none).
    pub fn at(&self, area: &str) -> AreaForces {
        self.areas.get(area).cloned().unwrap_or_default()
    }

    /// The SPs of `side` in `area`, to change.
    pub fn holding_mut(&mut self, area: &str, side: Side) -> &mut Holding {
        self.areas.entry(area.to_string()).or_default().of_mut(side)
    }

    /// Drops areas left empty.
    pub fn tidy(&mut self) {
        self.areas.retain(|_, f| !f.is_empty());
    }

    /// The standing orders of `side` (the defaults if it never sent any).
    pub fn standing_of(&self, side: Side) -> super::orders::Standing {
        self.standing.get(&side).cloned().unwrap_or_default()
    }

    /// The phase slug: `t03-american`, or `game-over` once the campaign has ended.
    pub fn phase(&self) -> String {
        if self.ending.is_some() {
            return "game-over".into();
        }
        format!("t{:02}-{}", self.turn, self.phasing.key())
    }

    /// Whether `region` is British controlled.
    pub fn british_controls(&self, region: &str) -> bool {
        self.british_regions.contains(region)
    }
}
