//! The game state of Grande Tactique: the units as stands on the table with their arm,
//! quality, division and markers (Shaken, Routed, Firing, Charge, Limbered, Silenced); the
//! generals with their rank and command; the corps' Plans; whose turn it is and the end.

use crate::board::table::measure::Point;
use crate::board::table::stand::Stand;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// A unit's arm, as the movement rates and base sizes tell them apart.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Arm {
    /// Infantry: 2-3 battalions.
    Infantry,
    /// Cavalry: 1-2 regiments.
    Cavalry,
    /// Cuirassiers (heavy cavalry, 6" move).
    Cuirassiers,
    /// Foot artillery: 6-12 guns.
    FootArtillery,
    /// Horse artillery: 6-12 guns.
    HorseArtillery,
}

impl Arm {
    /// Cavalry of either kind.
    pub fn is_cavalry(self) -> bool {
        matches!(self, Arm::Cavalry | Arm::Cuirassiers)
    }

    /// Artillery of either kind.
    pub fn is_artillery(self) -> bool {
        matches!(self, Arm::FootArtillery | Arm::HorseArtillery)
    }

    /// The arm's word in reports and data.
    pub fn name(self) -> &'static str {
        match self {
            Arm::Infantry => "infantry",
            Arm::Cavalry => "cavalry",
            Arm::Cuirassiers => "cuirassiers",
            Arm::FootArtillery => "foot-artillery",
            Arm::HorseArtillery => "horse-artillery",
        }
    }
}

/// A unit's quality (morale check: raw -1, veteran +1).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Default, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Quality {
    /// Raw.
    Raw,
    /// Normal.
    #[default]
    Normal,
    /// Veteran.
    Veteran,
}

impl Quality {
    /// Its word.
    pub fn name(self) -> &'static str {
        match self {
            Quality::Raw => "raw",
            Quality::Normal => "normal",
            Quality::Veteran => "veteran",
        }
    }
}

pub use super::tables::pips::Rank;

/// What a general commands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Command {
    /// The army.
    Army,
    /// A corps: its divisional generals roll their PIP dice together.
    Corps,
    /// A division: spends PIPs on its units.
    Division,
}

/// The markers a unit may carry.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct Markers {
    /// Shaken (1): a morale check in the de-shaking phase may remove it.
    #[serde(default, skip_serializing_if = "is_false")]
    pub shaken: bool,
    /// Routed: rallied for 2 PIPs.
    #[serde(default, skip_serializing_if = "is_false")]
    pub routed: bool,
    /// Firing: fires in its side's firing phase if it has a valid target.
    #[serde(default, skip_serializing_if = "is_false")]
    pub firing: bool,
    /// Charge: the unit it charges, resolved in the charge phase.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub charge: Option<String>,
    /// Silenced (artillery): de-silenced with PIPs, spiked by an enemy in contact.
    #[serde(default, skip_serializing_if = "is_false")]
    pub silenced: bool,
}

fn is_false(b: &bool) -> bool {
    !*b
}

impl Markers {
    /// The markers in words, comma separated (`-` for none).
    pub fn words(&self, limbered: bool) -> String {
        let mut v: Vec<String> = [
            (self.shaken, "shaken"),
            (self.routed, "routed"),
            (self.firing, "firing"),
            (limbered, "limbered"),
            (self.silenced, "silenced"),
        ]
        .iter()
        .filter(|(on, _)| *on)
        .map(|(_, n)| (*n).to_string())
        .collect();
        if let Some(t) = &self.charge {
            v.push(format!("charge {t}"));
        }
        if v.is_empty() {
            "-".into()
        } else {
            v.join(", ")
        }
    }
}

/// A combat unit: its stand on the table and what the rules read of it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Unit {
    /// The stand (id, side, base, position, facing, formation: line, square, limbered or
    /// unlimbered; `commander` is the divisional general).
    pub stand: Stand,
    /// Name as history gives it.
    pub name: String,
    /// Arm.
    pub arm: Arm,
    /// Quality.
    pub quality: Quality,
    /// Markers.
    #[serde(default)]
    pub markers: Markers,
}

impl Unit {
    /// Id.
    pub fn id(&self) -> &str {
        &self.stand.id
    }

    /// Side.
    pub fn side(&self) -> &str {
        &self.stand.side
    }

    /// The divisional general who spends PIPs on it.
    pub fn division(&self) -> &str {
        self.stand.commander.as_deref().unwrap_or("")
    }

    /// Artillery with its Limbered marker (drawn and reported as the formation).
    pub fn limbered(&self) -> bool {
        self.stand.formation == crate::board::table::stand::Formation::Limbered
    }

    /// In square.
    pub fn in_square(&self) -> bool {
        self.stand.formation == crate::board::table::stand::Formation::Square
    }
}

/// A general: a point on the table, a rank, and whom he answers to.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct General {
    /// Id.
    pub id: String,
    /// Side.
    pub side: String,
    /// Name.
    pub name: String,
    /// What he commands.
    pub command: Command,
    /// Great, normal or bad.
    pub rank: Rank,
    /// His corps or army commander.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub superior: Option<String>,
    /// Where he stands.
    pub at: Point,
    /// The unit he is attached to, if any: he stands and moves with it (+1 to its morale,
    /// his other units' PIP costs doubled, lost on a 1 if it flees).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub attached: Option<String>,
}

/// A side of the battle.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SideState {
    /// Name for reports.
    pub name: String,
    /// The army commander.
    pub commander: String,
    /// Units lost (fled off the table, spiked, destroyed), by id.
    #[serde(default)]
    pub lost: Vec<String>,
}

/// How the battle ended (the same record as Old Trousers').
pub use crate::rules::table_game::{Battle, Ending};

/// The provisional victory conditions of the scenario.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Victory {
    /// An army breaks when this share (percent) of its units is routed or lost.
    pub break_percent: u32,
    /// Built-up areas that count at the end: area id -> the side holding it.
    pub objectives: BTreeMap<String, String>,
}

/// The whole state.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct State {
    /// Scenario, title, table file (under games/grande-tactique/) and turn (each side
    /// moves once a turn).
    #[serde(flatten)]
    pub battle: Battle,
    /// Sides by id.
    pub sides: BTreeMap<String, SideState>,
    /// The order of play: the side moving first each turn, then the other.
    pub order: Vec<String>,
    /// Index into `order` of the side whose turn the state waits for.
    pub moving: usize,
    /// Combat units on the table.
    pub units: Vec<Unit>,
    /// Generals.
    pub generals: Vec<General>,
    /// Corps -> its divisional generals ranked by the Plan (no entry: no Plan, each gets
    /// the average).
    #[serde(default)]
    pub plans: BTreeMap<String, Vec<String>>,
    /// Standing fire priorities: unit -> enemy units it fires at first, in order.
    #[serde(default)]
    pub priorities: BTreeMap<String, Vec<String>>,
    /// Victory conditions (provisional).
    pub victory: Victory,
    /// The end, once reached.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ending: Option<Ending>,
}

impl State {
    /// The moving side.
    pub fn moving_side(&self) -> &str {
        &self.order[self.moving.min(self.order.len() - 1)]
    }

    /// The side that is not `side`.
    pub fn enemy_of<'a>(&'a self, side: &'a str) -> &'a str {
        crate::rules::table_game::enemy_of(&self.sides, side)
    }

    /// The phase slug (`turn-2-french`).
    pub fn phase(&self) -> String {
        if self.ending.is_some() {
            return "over".into();
        }
        format!("turn-{}-{}", self.battle.turn, self.moving_side())
    }

    /// A unit's index by id.
    pub fn unit_index(&self, id: &str) -> Option<usize> {
        self.units.iter().position(|u| u.id() == id)
    }

    /// A unit by id.
    pub fn unit(&self, id: &str) -> Option<&Unit> {
        self.units.iter().find(|u| u.id() == id)
    }

    /// A general by id.
    pub fn general(&self, id: &str) -> Option<&General> {
        self.generals.iter().find(|g| g.id == id)
    }

    /// The divisional generals under corps (or army) commander `corps`, in id order.
    pub fn divisions_of(&self, corps: &str) -> Vec<&General> {
        self.generals
            .iter()
            .filter(|g| g.command == Command::Division && g.superior.as_deref() == Some(corps))
            .collect()
    }

    /// The generals who roll PIP dice for divisions: corps (and an army commander with
    /// divisions directly under him), in id order.
    pub fn dice_rollers(&self, side: &str) -> Vec<&General> {
        self.generals
            .iter()
            .filter(|g| g.side == side && g.command != Command::Division)
            .filter(|g| !self.divisions_of(&g.id).is_empty())
            .collect()
    }

    /// The stands on the table (every unit), for the table engine.
    pub fn stands(&self) -> Vec<Stand> {
        self.units.iter().map(|u| u.stand.clone()).collect()
    }
}
