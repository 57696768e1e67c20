//! The game state of an American Revolution campaign: strength points (SPs) by side, kind
//! and condition in each area, the fleets, region control and TD markers, the major
//! successes and the calendar (seasons, Spring 1775 to Winter 1783).

pub use super::sps::{Condition, Kind, Side, Sps};
use serde::{Deserialize, Serialize};
use std::collections::{BTreeMap, BTreeSet};

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
    /// B.2 (pbem 0.6.0 on): SPs in the open that arrived from overseas this game turn and
    /// have not fought (a part of `employed`): they may join an existing fort or siege.
    #[serde(default, skip_serializing_if = "Sps::is_empty")]
    pub arrived: Sps,
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
            let employed = self.employed.get(kind);
            let over = self.arrived.get(kind).saturating_sub(employed);
            self.arrived.take(kind, over);
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
            year: self.year.saturating_add(u32::from(turns)),
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
    pub standing: BTreeMap<Side, super::standing::Standing>,
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
    pub fn standing_of(&self, side: Side) -> super::standing::Standing {
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
