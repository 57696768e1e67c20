//! The game state of Old Trousers: the units as stands on the table with their troop type,
//! nation, quality and hits; the leaders with their ratings and where they stand; orders
//! pending and active; the turn, who moves first, and the outcome.

use super::tables::kinds::Command;
pub use super::tables::kinds::{Arm, Quality, Rating, Staff, TroopType as Troop};
use crate::board::table::measure::Point;
use crate::board::table::stand::{Formation, Stand};
use serde::{Deserialize, Serialize};
use std::collections::{BTreeMap, BTreeSet};

/// The musketry chart's nations (British infantry fire 3 points, others 2).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Nation {
    /// British.
    British,
    /// French.
    French,
    /// Russian (musketry's Rus/Turk).
    Russian,
    /// Turkish (musketry's Rus/Turk).
    Turkish,
    /// Any other.
    Other,
}

/// What a leader commands, the columns of the command range chart.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum LeaderKind {
    /// An army.
    Army,
    /// A corps.
    Corps,
    /// An infantry or cavalry division.
    Division,
    /// A cavalry brigade.
    CavalryBrigade,
}

impl LeaderKind {
    /// Army and corps commanders issue orders and roll initiative.
    pub fn is_army_or_corps(self) -> bool {
        matches!(self, LeaderKind::Army | LeaderKind::Corps)
    }

    /// The column of the command range chart.
    pub fn command(self) -> Command {
        match self {
            LeaderKind::Army | LeaderKind::Corps => Command::CorpsArmy,
            LeaderKind::Division => Command::Division,
            LeaderKind::CavalryBrigade => Command::CavalryBrigade,
        }
    }
}

/// A unit attribute the charts name, from the scenario: MELEE "Lancers" and "Cuirassier"
/// (cavalry), "Sappers vs Cover" (infantry), and the MOVEMENT TABLE's untrained infantry.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Trait {
    /// Lancers (cavalry): "Lancers +3" in Cav vs Inf melee.
    Lancers,
    /// Cuirassiers (cavalry): "Cuirassier +2" in melee.
    Cuirassier,
    /// Sappers (infantry): "Sappers vs Cover +2" in melee against an enemy in cover.
    Sappers,
    /// Untrained infantry (generally militia): disordered by a move over 2" in line.
    Untrained,
    /// Impetuous (cavalry): "Impetuous +1" on the CHARGE TEST TABLE.
    Impetuous,
    /// The "National bonus" of the CHARGE TEST and REACTION TEST tables (+1), for the units
    /// a group's copy of the rules gives it to (the text names no nation).
    NationalBonus,
    /// Rifle-armed infantry: "Rifle Range - 8 inches (45°)" (0.6.0).
    Rifles,
}

impl Trait {
    /// The arm that may have the attribute; `None`: any arm.
    pub fn arm(self) -> Option<Arm> {
        match self {
            Trait::Lancers | Trait::Cuirassier | Trait::Impetuous => Some(Arm::Cavalry),
            Trait::Sappers | Trait::Untrained | Trait::Rifles => Some(Arm::Infantry),
            Trait::NationalBonus => None,
        }
    }
}

/// A combat unit: its stand on the table and what the charts read of it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Unit {
    /// The stand (id, side, footprint, position, facing, formation, markers, commander).
    pub stand: Stand,
    /// Name as history gives it.
    pub name: String,
    /// Troop type.
    pub troop: Troop,
    /// Nation, for musketry.
    pub nation: Nation,
    /// Quality.
    pub quality: Quality,
    /// Hits taken.
    #[serde(default)]
    pub hits: u32,
    /// Gun size (artillery), as the artillery chart names it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub gun: Option<String>,
    /// Guns (artillery).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub guns: Option<u32>,
    /// Has organic skirmishers (musketry's Organic Skirmishers, the charge test's Org Skirm).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub organic_skirmishers: bool,
    /// Rounds the battery has fired this battle (Artillery 1 DOB and 2nd Round).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub rounds: u32,
    /// Its attributes (lancers, cuirassier, sappers, untrained); none by default.
    #[serde(default, skip_serializing_if = "BTreeSet::is_empty")]
    pub traits: BTreeSet<Trait>,
}

/// Serde: a count left out when zero.
fn is_zero(n: &u32) -> bool {
    *n == 0
}

impl Unit {
    /// The unit's id.
    pub fn id(&self) -> &str {
        &self.stand.id
    }

    /// The unit's side.
    pub fn side(&self) -> &str {
        &self.stand.side
    }

    /// Whether the unit has attribute `t`.
    pub fn has(&self, t: Trait) -> bool {
        self.traits.contains(&t)
    }

    /// Whether artillery is unlimbered (may not move but to limber).
    pub fn formation(&self) -> Formation {
        self.stand.formation
    }
}

/// A leader: a point on the table, a rating, and whom he answers to.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Leader {
    /// Id.
    pub id: String,
    /// Side.
    pub side: String,
    /// Name.
    pub name: String,
    /// What he commands.
    pub kind: LeaderKind,
    /// Rating.
    pub rating: Rating,
    /// Staff rating (army and corps commanders).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub staff: Option<Staff>,
    /// His superior's id.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub superior: Option<String>,
    /// Where he stands.
    pub at: Point,
    /// The unit he is attached to, if any (he moves with it).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub attached: Option<String>,
}

/// Provisional order kinds an army or corps commander sends to a subordinate leader (the
/// v2.4 order types are not in our text): what the leader's units may do out of command.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum OrderKind {
    /// Advance: the command's units may move and charge out of command.
    Advance,
    /// Withdraw: the command's units may move (not charge) out of command.
    Withdraw,
    /// Hold: the command's units may not move, even in command, but change facing or
    /// formation.
    Hold,
}

/// An order on its way (III.A): issued in one Order Segment, rolled for from the next.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PendingOrder {
    /// The issuing army or corps commander.
    pub from: String,
    /// The leader it is for.
    pub to: String,
    /// The order.
    pub order: OrderKind,
    /// The turn it was issued.
    pub issued: u32,
    /// Activation points gathered so far (order activation table, accumulated).
    #[serde(default)]
    pub points: i32,
}

/// A side of the battle.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SideState {
    /// Name for reports.
    pub name: String,
    /// The army commander (initiative).
    pub commander: String,
    /// Momentum for the next initiative roll (a random event).
    #[serde(default)]
    pub momentum: bool,
    /// Pending orders gain nothing in this turn's Order Segment (a random event).
    #[serde(default)]
    pub delay: bool,
    /// 0.7.0: the turns whose initiative roll this side makes with Surprise (INITIATIVE DIE
    /// ROLL MODIFIERS, Situation: "Surprise +2"), as the scenario's `surprise:` names them.
    #[serde(default, skip_serializing_if = "BTreeSet::is_empty")]
    pub surprise: BTreeSet<u32>,
}

pub use crate::rules::table_game::{Battle, Ending};

/// The whole state.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct State {
    /// Scenario, title, table file (under games/old-trousers/) and turn.
    #[serde(flatten)]
    pub battle: Battle,
    /// Victory: the share of hits (percent) at which an army breaks.
    pub break_percent: u32,
    /// Sides by id.
    pub sides: BTreeMap<String, SideState>,
    /// This turn's order of play: the first player's side, then the second's.
    pub order: Vec<String>,
    /// Index into `order` of the side whose phase the state waits for.
    pub phasing: usize,
    /// Combat units.
    pub units: Vec<Unit>,
    /// Leaders.
    pub leaders: Vec<Leader>,
    /// Orders on their way.
    #[serde(default)]
    pub pending: Vec<PendingOrder>,
    /// Active orders by the leader who received them.
    #[serde(default)]
    pub active: BTreeMap<String, OrderKind>,
    /// The end, once reached.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ending: Option<Ending>,
}

impl State {
    /// The phasing side.
    pub fn phasing_side(&self) -> &str {
        &self.order[self.phasing.min(self.order.len() - 1)]
    }

    /// The side that is not `side`.
    pub fn enemy_of<'a>(&'a self, side: &'a str) -> &'a str {
        crate::rules::table_game::enemy_of(&self.sides, side)
    }

    /// The phase slug (`turn-2-first`, `turn-2-second`): by the order of play, not the
    /// side, so that the slug of a turn's phases is known before its initiative roll.
    pub fn phase(&self) -> String {
        if self.ending.is_some() {
            return "over".into();
        }
        let which = if self.phasing == 0 { "first" } else { "second" };
        format!("turn-{}-{which}", self.battle.turn)
    }

    /// A unit by id.
    pub fn unit(&self, id: &str) -> Option<&Unit> {
        self.units.iter().find(|u| u.id() == id)
    }

    /// A leader by id.
    pub fn leader(&self, id: &str) -> Option<&Leader> {
        self.leaders.iter().find(|l| l.id == id)
    }

    /// The stands on the table (every unit), for the table engine.
    pub fn stands(&self) -> Vec<Stand> {
        self.units.iter().map(|u| u.stand.clone()).collect()
    }

    /// Whether `leader` is `over` or answers to him, through superiors.
    pub fn answers_to(&self, leader: &str, over: &str) -> bool {
        let mut at = Some(leader.to_string());
        let mut steps = 0;
        while let Some(id) = at {
            if id == over {
                return true;
            }
            steps += 1;
            if steps > self.leaders.len() {
                return false;
            }
            at = self.leader(&id).and_then(|l| l.superior.clone());
        }
        false
    }

    /// The staff rating the leader's orders go through: his own, or the nearest superior's.
    pub fn staff_of(&self, leader: &str) -> Option<Staff> {
        let mut at = self.leader(leader);
        let mut steps = 0;
        while let Some(l) = at {
            if let Some(s) = l.staff {
                return Some(s);
            }
            steps += 1;
            if steps > self.leaders.len() {
                return None;
            }
            at = l.superior.as_deref().and_then(|s| self.leader(s));
        }
        None
    }
}
