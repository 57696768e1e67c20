//! The game state of an Empires in Arms campaign, and the scenario it starts from.

use super::units::{Leader, Unit};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// A major power's record.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Power {
    /// Name for reports.
    pub name: String,
    /// Area of its national capital (retreat target without depots, 7.5.2.10.3.1).
    pub capital: String,
    /// Home nations (supply sources, 7.2.3.1).
    pub home: Vec<String>,
    /// Political points on the political status display.
    pub political_points: i32,
    /// Money points in the treasury (7.2 depots, 7.4.2 depot supply).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub money: i32,
}

fn is_zero(n: &i32) -> bool {
    *n == 0
}

/// Which steps of each major power sequence (7.1.3) the campaign adjudicates.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum LandPhase {
    /// The land combat step only (7.5): the scenario gives the positions after movement.
    #[default]
    CombatOnly,
    /// Land movement with foraging (7.3), supply (7.4), then land combat (7.5).
    MovementSupplyCombat,
}

impl LandPhase {
    fn is_default(&self) -> bool {
        *self == LandPhase::CombatOnly
    }
}

/// A fleet (7.3.1.3.3: an enemy fleet bars a crossing arrow through its sea area; 7.3.5
/// the corps it carries disembark; 7.4.3 in port it opens sea supply; 7.4.4 it may carry a
/// depot, whose `area` is then the sea).
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Fleet {
    /// Owning power.
    pub power: String,
    /// Sea area.
    pub sea: String,
    /// In port at this coastal area (7.4.3.1).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub port: Option<String>,
    /// In the blockade box of this port (7.3.5, 7.4.3.1).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub blockading: Option<String>,
    /// Ids of the corps it carries (6.2.5), which must disembark (7.3.5).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub carrying: Vec<String>,
}

/// Who controls a minor country (7.7; 7.2.3.1 supply sources in controlled minors).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Minor {
    /// The controlling major power; absent for a minor neutral.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub controller: Option<String>,
    /// Marked with a conquered control flag (7.7) rather than a free state's.
    #[serde(default, skip_serializing_if = "is_false")]
    pub conquered: bool,
}

fn is_false(b: &bool) -> bool {
    !*b
}

/// A minor country's capital occupied by a power at war with it (7.7): conquered at the
/// Conquest Step of a later turn if the occupation lasts unbroken and unbesieged.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Occupation {
    /// The minor country (a map nation).
    pub nation: String,
    /// The occupying major power.
    pub power: String,
    /// The turn whose Conquest Step found it occupied first.
    pub since_turn: u32,
}

/// A supply depot.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Depot {
    /// Owning power.
    pub power: String,
    /// Area.
    pub area: String,
}

/// Factors or a leader taken prisoner.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Prisoner {
    /// The unit or leader's name.
    pub name: String,
    /// Its power.
    pub power: String,
    /// Army factors taken (0 for a leader).
    pub factors: u32,
    /// The power holding it.
    pub held_by: String,
    /// Turn it was taken.
    pub turn: u32,
}

/// The state between two history entries.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct State {
    /// Scenario id.
    pub scenario: String,
    /// Map id (`maps/<id>.yaml`).
    pub map: String,
    /// Calendar date of the turn, as the scenario writes it.
    pub date: String,
    /// Game turn.
    pub turn: u32,
    /// 7.1 the major power sequences of the land phase, in order.
    pub sequence: Vec<String>,
    /// The power whose land combat step is next.
    pub phasing: String,
    /// Pairs of powers at war.
    pub wars: Vec<[String; 2]>,
    /// Major powers.
    pub powers: BTreeMap<String, Power>,
    /// Depots, sorted.
    pub depots: Vec<Depot>,
    /// 7.2.2.1, 7.4.3.4: depots inside besieged port cities (the only depots inside a city;
    /// `area` is the city's area), sorted.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub port_depots: Vec<Depot>,
    /// Land units, sorted by id.
    pub units: Vec<Unit>,
    /// Leaders, sorted by id.
    pub leaders: Vec<Leader>,
    /// Prisoners taken.
    #[serde(default)]
    pub prisoners: Vec<Prisoner>,
    /// Fleets at sea.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub fleets: Vec<Fleet>,
    /// The steps adjudicated in each sequence.
    #[serde(default, skip_serializing_if = "LandPhase::is_default")]
    pub land_phase: LandPhase,
    /// Pairs of allied major powers (7.3.8: who may join a defence, who must leave).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub alliances: Vec<[String; 2]>,
    /// Minor countries by nation id: who controls each (7.7). Nations absent are neutral.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub minors: BTreeMap<String, Minor>,
    /// Minor capitals under occupation, towards conquest (7.7).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub occupations: Vec<Occupation>,
    /// 7.1: each turn's land phase opens with an entry of its own (`land-announcements`)
    /// where France announces its place in the sequence and allies confirm the combined
    /// movements they announced in the Political Phase (7.1.2). Without it `sequence`
    /// stands every turn.
    #[serde(default, skip_serializing_if = "is_false")]
    pub announcements: bool,
    /// This turn's major power sequences after the announcements, in order: each lists the
    /// powers moving in it in their 7.3.8.1 order (one power, or the allies of a combined
    /// movement). Empty: `sequence`, one power each; with `announcements`, empty also means
    /// the announcements are awaited.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub order: Vec<Vec<String>>,
}

/// A scenario file (`scenarios/<id>.yaml`).
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Scenario {
    /// Id.
    pub id: String,
    /// Title.
    pub title: String,
    /// Map id.
    pub map: String,
    /// Date of the first turn.
    pub date: String,
    /// First turn.
    pub turn: u32,
    /// Provisional data.
    #[serde(default)]
    pub provisional: bool,
    /// Land phase sequence.
    pub sequence: Vec<String>,
    /// First phasing power.
    pub phasing: String,
    /// Wars.
    pub wars: Vec<[String; 2]>,
    /// Powers.
    pub powers: BTreeMap<String, Power>,
    /// Depots.
    pub depots: Vec<Depot>,
    /// Units.
    pub units: Vec<Unit>,
    /// Leaders.
    pub leaders: Vec<Leader>,
    /// Fleets at sea.
    #[serde(default)]
    pub fleets: Vec<Fleet>,
    /// The steps adjudicated in each sequence.
    #[serde(default)]
    pub land_phase: LandPhase,
    /// Minor countries and their controllers.
    #[serde(default)]
    pub minors: BTreeMap<String, Minor>,
    /// Alliances.
    #[serde(default)]
    pub alliances: Vec<[String; 2]>,
    /// 7.1: each later turn opens with an announcements entry.
    #[serde(default)]
    pub announcements: bool,
    /// The first turn's sequences as announced (see [`State::order`]); absent with
    /// `announcements`, the campaign opens with the announcements entry.
    #[serde(default)]
    pub order: Vec<Vec<String>>,
}

impl State {
    /// Whether powers `a` and `b` are at war.
    pub fn at_war(&self, a: &str, b: &str) -> bool {
        self.wars
            .iter()
            .any(|[x, y]| (x == a && y == b) || (x == b && y == a))
    }

    /// Whether powers `a` and `b` are allies.
    pub fn allied(&self, a: &str, b: &str) -> bool {
        self.alliances
            .iter()
            .any(|[x, y]| (x == a && y == b) || (x == b && y == a))
    }

    /// The phase slug of the next entry: `land-announcements` when the announcements are
    /// awaited (7.1), `land-combat-<phasing>`, or `land-<phasing>` when movement and supply
    /// are adjudicated too, with the allies of a combined movement joined by `-` in their
    /// moving order (`land-russia-austria`).
    pub fn phase(&self) -> String {
        if self.announcing() {
            return "land-announcements".to_string();
        }
        match self.land_phase {
            LandPhase::CombatOnly => format!("land-combat-{}", self.phasing),
            LandPhase::MovementSupplyCombat => format!("land-{}", self.phasing_powers().join("-")),
        }
    }

    /// Whether the next entry is the announcements opening the land phase (7.1).
    pub fn announcing(&self) -> bool {
        self.announcements && self.order.is_empty()
    }

    /// This turn's major power sequences, in order, each with the powers moving in it in
    /// their 7.3.8.1 order: [`State::order`], or `sequence` one power each.
    pub fn sequences(&self) -> Vec<Vec<String>> {
        if self.order.is_empty() {
            self.sequence.iter().map(|p| vec![p.clone()]).collect()
        } else {
            self.order.clone()
        }
    }

    /// The powers moving in the current sequence, in their 7.3.8.1 order: the phasing power
    /// alone, or the allies of its combined movement (7.1.2).
    pub fn phasing_powers(&self) -> Vec<String> {
        self.sequences()
            .into_iter()
            .find(|g| g.contains(&self.phasing))
            .unwrap_or_else(|| vec![self.phasing.clone()])
    }

    /// A power's name, or its id.
    pub fn power_name(&self, id: &str) -> String {
        self.powers
            .get(id)
            .map_or_else(|| id.to_string(), |p| p.name.clone())
    }

    /// Powers' names joined by "and" ("Russia and Austria"), in the order given.
    pub fn names<'a>(&self, powers: impl IntoIterator<Item = &'a String>) -> String {
        powers
            .into_iter()
            .map(|p| self.power_name(p))
            .collect::<Vec<_>>()
            .join(" and ")
    }

    /// Sorts units, leaders and depots, so the written file is stable.
    pub fn normalize(&mut self) {
        self.units.sort_by(|a, b| a.id.cmp(&b.id));
        self.leaders.sort_by(|a, b| a.id.cmp(&b.id));
        self.depots.sort();
        self.depots.dedup();
        self.port_depots.sort();
    }

    /// Moves to the next major power sequence; after the last, the next turn (7.1), which
    /// opens with the announcements where the campaign has them. Units of the powers that
    /// just moved forget the area they entered from.
    pub fn advance(&mut self) {
        let sequences = self.sequences();
        let done = self.phasing_powers();
        for u in self.units.iter_mut().filter(|u| done.contains(&u.power)) {
            u.entered_from = None;
        }
        let pos = sequences
            .iter()
            .position(|g| g.contains(&self.phasing))
            .unwrap_or(0);
        if pos + 1 >= sequences.len() {
            self.turn += 1;
            self.date = next_month(&self.date);
            self.phasing = self.sequence[0].clone();
            if self.announcements {
                self.order.clear();
            }
        } else {
            self.phasing = sequences[pos + 1][0].clone();
        }
    }
}

/// The calendar date a month after `date` ("December 1805" -> "January 1806"): turns are
/// monthly. A date pbem cannot read is kept as it is.
pub fn next_month(date: &str) -> String {
    const MONTHS: [&str; 12] = [
        "January",
        "February",
        "March",
        "April",
        "May",
        "June",
        "July",
        "August",
        "September",
        "October",
        "November",
        "December",
    ];
    let mut parts = date.split_whitespace();
    let (Some(month), Some(year), None) = (parts.next(), parts.next(), parts.next()) else {
        return date.to_string();
    };
    let (Some(i), Ok(year)) = (MONTHS.iter().position(|m| *m == month), year.parse::<i32>()) else {
        return date.to_string();
    };
    if i == 11 {
        format!("{} {}", MONTHS[0], year + 1)
    } else {
        format!("{} {year}", MONTHS[i + 1])
    }
}

impl From<Scenario> for State {
    fn from(s: Scenario) -> Self {
        let mut st = State {
            scenario: s.id,
            map: s.map,
            date: s.date,
            turn: s.turn,
            sequence: s.sequence,
            phasing: s.phasing,
            wars: s.wars,
            powers: s.powers,
            depots: s.depots,
            port_depots: Vec::new(),
            units: s.units,
            leaders: s.leaders,
            prisoners: Vec::new(),
            fleets: s.fleets,
            land_phase: s.land_phase,
            minors: s.minors,
            alliances: s.alliances,
            occupations: Vec::new(),
            announcements: s.announcements,
            order: s.order,
        };
        st.normalize();
        st
    }
}
