//! The game state of an 1812 campaign and the scenario it starts from: units (corps,
//! leaders, supply units, French depots) in areas and sub-areas, area depletion, French
//! control of the victory point places, and the victory record.

use serde::{Deserialize, Serialize};
use std::collections::{BTreeMap, BTreeSet};

/// The two sides. Russia moves first in every turn (A, then B).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Side {
    /// The French player (the Grande Armée and its allies).
    France,
    /// The Russian player.
    Russia,
}

impl Side {
    /// The other side.
    pub fn other(self) -> Side {
        match self {
            Side::France => Side::Russia,
            Side::Russia => Side::France,
        }
    }

    /// The id in files (`france`).
    pub fn key(self) -> &'static str {
        match self {
            Side::France => "france",
            Side::Russia => "russia",
        }
    }

    /// The adjective in reports ("French").
    pub fn adjective(self) -> &'static str {
        match self {
            Side::France => "French",
            Side::Russia => "Russian",
        }
    }

    /// The side with id `s`.
    pub fn parse(s: &str) -> Option<Side> {
        match s {
            "france" => Some(Side::France),
            "russia" => Some(Side::Russia),
            _ => None,
        }
    }
}

/// What a unit is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Kind {
    /// An infantry corps (strength points of infantry).
    Infantry,
    /// A cavalry corps (strength points of cavalry).
    Cavalry,
    /// A leader (command: infantry he can lead into an attack; tactical: die modifier).
    Leader,
    /// A supply unit.
    Supply,
    /// A French depot.
    Depot,
    /// A stack of the other side as a player's view holds it (A.3 step 2: a stack is
    /// revealed to the opponent only in a battle): one marker per place, its units
    /// unknown. Only in a player's view ([`super::seen`]), never in a scenario or a
    /// campaign's state.
    Hidden,
}

/// One counter on the map.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Unit {
    /// Id used in orders (`fr-1`).
    pub id: String,
    /// Owner.
    pub side: Side,
    /// Kind.
    pub kind: Kind,
    /// Name for reports.
    pub name: String,
    /// The area or sub-area it stands in.
    pub at: String,
    /// Corps: strength points; 0 for other kinds.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub strength: u32,
    /// Leader: the infantry strength he can lead into an attack (A.3 step 5).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub command: u32,
    /// Leader: his modifier to the combat die (step 5), or the pursuit die (step 6) for a
    /// cavalry leader.
    #[serde(default, skip_serializing_if = "is_zero_i")]
    pub tactical: i32,
    /// Leader: a cavalry leader (step 6), not counted as a "non-cavalry leader" (step 5).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub cavalry: bool,
}

fn is_zero(n: &u32) -> bool {
    *n == 0
}

fn is_zero_i(n: &i32) -> bool {
    *n == 0
}

impl Unit {
    /// An infantry or cavalry corps.
    pub fn is_corps(&self) -> bool {
        matches!(self.kind, Kind::Infantry | Kind::Cavalry)
    }

    /// An infantry corps.
    pub fn is_infantry(&self) -> bool {
        self.kind == Kind::Infantry
    }
}

/// A scenario side's record.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SideInfo {
    /// Name.
    pub name: String,
    /// The unit whose loss costs 5 victory points (D.1 "Napoleon lost").
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub napoleon: Option<String>,
}

/// A unit that enters play on a turn (A.1.A).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Reinforcement {
    /// The turn of arrival.
    pub turn: u32,
    /// The unit, with the area it is placed in.
    pub unit: Unit,
}

/// A scenario file (`games/spi-1812/scenarios/<id>.yaml`).
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Scenario {
    /// Id.
    pub id: String,
    /// Title.
    pub title: String,
    /// Map id.
    pub map: String,
    /// Whether figures in it are provisional.
    #[serde(default)]
    pub provisional: bool,
    /// The last turn (D.3: the victor is determined on it).
    pub last_turn: u32,
    /// The date of each turn, turn 1 first.
    pub dates: Vec<String>,
    /// The sides.
    pub sides: BTreeMap<Side, SideInfo>,
    /// French depots on the map at once, at most.
    pub depot_limit: u32,
    /// Units at the start.
    pub units: Vec<Unit>,
    /// Units to come.
    #[serde(default)]
    pub reinforcements: Vec<Reinforcement>,
}

/// A unit removed from play.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Eliminated {
    /// The unit as it was last.
    pub unit: Unit,
    /// Turn.
    pub turn: u32,
    /// Why, with the rule.
    pub cause: String,
}

/// The result on the last turn (D.3).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Outcome {
    /// The victor.
    pub victor: Side,
    /// The level (`decisive`, `marginal`).
    pub level: String,
    /// The French victory points it was decided on.
    pub points: i32,
}

/// The state between two history entries.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct State {
    /// Scenario id.
    pub scenario: String,
    /// Map id.
    pub map: String,
    /// Whether the scenario's figures are provisional.
    pub provisional: bool,
    /// The game turn, 1-based.
    pub turn: u32,
    /// The last turn.
    pub last_turn: u32,
    /// Dates of the turns.
    pub dates: Vec<String>,
    /// The phasing side: Russia (player turn A), then France (B, with interphases C and D).
    pub phasing: Side,
    /// The sides.
    pub sides: BTreeMap<Side, SideInfo>,
    /// French depots on the map at once, at most.
    pub depot_limit: u32,
    /// Depots placed so far (names new depots).
    #[serde(default)]
    pub depots_placed: u32,
    /// Units in play.
    pub units: Vec<Unit>,
    /// Units still to come.
    #[serde(default)]
    pub reinforcements: Vec<Reinforcement>,
    /// Area -> depletion in percent (50 or 100); absent: undepleted.
    #[serde(default)]
    pub depletion: BTreeMap<String, u32>,
    /// Victory point places (forts and cities) France controls.
    #[serde(default)]
    pub french_held: BTreeSet<String>,
    /// Corps strength points each side lost to combat this turn (D.1 combat victory turn).
    #[serde(default)]
    pub combat_losses: BTreeMap<Side, u32>,
    /// Combat victory turns won so far.
    #[serde(default)]
    pub combat_victory_turns: BTreeMap<Side, u32>,
    /// France's victory points at the last victory points interphase.
    #[serde(default)]
    pub victory_points: i32,
    /// Units removed from play.
    #[serde(default)]
    pub eliminated: Vec<Eliminated>,
    /// The result, once the last turn is over.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub outcome: Option<Outcome>,
}

impl From<Scenario> for State {
    fn from(s: Scenario) -> Self {
        State {
            scenario: s.id,
            map: s.map,
            provisional: s.provisional,
            turn: 1,
            last_turn: s.last_turn,
            dates: s.dates,
            phasing: Side::Russia,
            sides: s.sides,
            depot_limit: s.depot_limit,
            depots_placed: 0,
            units: s.units,
            reinforcements: s.reinforcements,
            depletion: BTreeMap::new(),
            french_held: BTreeSet::new(),
            combat_losses: BTreeMap::new(),
            combat_victory_turns: BTreeMap::new(),
            victory_points: 0,
            eliminated: Vec::new(),
            outcome: None,
        }
    }
}

impl State {
    /// The date of the current turn.
    pub fn date(&self) -> &str {
        self.dates
            .get(self.turn as usize - 1)
            .map_or("", String::as_str)
    }

    /// The phase slug (`russian-player-turn`, `french-player-turn`, `game-over`).
    pub fn phase(&self) -> String {
        if self.outcome.is_some() {
            "game-over".into()
        } else {
            format!("{}-player-turn", self.phasing.adjective().to_lowercase())
        }
    }

    /// The unit `id`.
    pub fn unit(&self, id: &str) -> Option<&Unit> {
        self.units.iter().find(|u| u.id == id)
    }

    /// The unit `id`, mutable.
    pub fn unit_mut(&mut self, id: &str) -> Option<&mut Unit> {
        self.units.iter_mut().find(|u| u.id == id)
    }

    /// Units of `side` at place `at`.
    pub fn at<'a>(&'a self, at: &'a str, side: Side) -> impl Iterator<Item = &'a Unit> + 'a {
        self.units
            .iter()
            .filter(move |u| u.at == at && u.side == side)
    }

    /// Whether `side` has any unit at place `at`.
    pub fn occupies(&self, at: &str, side: Side) -> bool {
        self.at(at, side).next().is_some()
    }

    /// Depletion of `area` in percent (0, 50, 100).
    pub fn depletion_of(&self, area: &str) -> u32 {
        self.depletion.get(area).copied().unwrap_or(0)
    }

    /// Removes unit `id` from play for `cause`; returns it.
    pub fn eliminate(&mut self, id: &str, cause: &str) -> Option<Unit> {
        let i = self.units.iter().position(|u| u.id == id)?;
        let unit = self.units.remove(i);
        self.eliminated.push(Eliminated {
            unit: unit.clone(),
            turn: self.turn,
            cause: cause.to_string(),
        });
        Some(unit)
    }

    /// Whether the side's "Napoleon" unit has been lost (D.1).
    pub fn napoleon_lost(&self, side: Side) -> bool {
        self.sides
            .get(&side)
            .and_then(|s| s.napoleon.as_ref())
            .is_some_and(|n| self.eliminated.iter().any(|e| &e.unit.id == n))
    }
}

impl crate::engine::SideId for Side {
    const WHAT: &'static str = "a side of 1812 (france, russia)";

    fn parse(id: &str) -> Option<Side> {
        Side::parse(id)
    }
}
