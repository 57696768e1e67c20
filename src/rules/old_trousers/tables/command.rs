//! The command charts: INITIATIVE DIE ROLL MODIFIERS, COMMANDERS: RATINGS, COMMAND RANGE,
//! ORDER ACTIVATION TABLE and COMMAND POINTS (Old Trousers v2.4, I. and III.A).

use super::cell::{load, Cell, Roll};
use super::kinds::{Command, Rating, Situation, Staff};
use crate::board::table::measure::Length;
use crate::chart::{every, At, Check};
use crate::data::GameData;
use crate::error::Result;
use crate::rules::table_game::chart::inches_by;
use serde::{Deserialize, Deserializer};
use std::collections::BTreeMap;

/// INITIATIVE DIE ROLL MODIFIERS: 1D10 plus leader, staff and situation.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct Initiative {
    /// Sides of the die.
    pub die: u32,
    /// By the commander's rating.
    #[serde(rename = "leader-rating", deserialize_with = "every")]
    pub leader: BTreeMap<Rating, i32>,
    /// By the staff's rating.
    #[serde(rename = "staff-rating", deserialize_with = "every")]
    pub staff: BTreeMap<Staff, i32>,
    /// Surprise, momentum.
    #[serde(deserialize_with = "every")]
    pub situation: BTreeMap<Situation, i32>,
    /// What equal totals do ("reroll"), provisional.
    pub ties: Cell<String>,
}

impl Check for Initiative {}

/// COMMANDERS: RATINGS.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Commanders {
    #[serde(deserialize_with = "every")]
    rating: BTreeMap<Rating, i32>,
}

impl Check for Commanders {}

/// COMMAND RANGE.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Range {
    #[serde(deserialize_with = "inches_by")]
    range: BTreeMap<Command, Length>,
}

impl Check for Range {}

/// ORDER ACTIVATION TABLE.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct OrderActivation {
    /// Added to the die, by the leader's rating.
    #[serde(rename = "leader-rating", deserialize_with = "every")]
    pub leader: BTreeMap<Rating, i32>,
    /// The number to reach, by the staff's rating.
    #[serde(rename = "staff-rating", deserialize_with = "every")]
    pub staff: BTreeMap<Staff, i32>,
    /// Leader attached (-1), of `modifiers`.
    #[serde(rename = "modifiers", deserialize_with = "leader_attached")]
    pub leader_attached: i32,
    /// How the roll is made (provisional reading).
    pub roll: Roll,
}

/// The ORDER ACTIVATION TABLE's modifiers: `{ leader-attached: -1 }`.
#[derive(Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
struct ActivationModifiers {
    leader_attached: i32,
}

fn leader_attached<'de, D: Deserializer<'de>>(d: D) -> std::result::Result<i32, D::Error> {
    ActivationModifiers::deserialize(d).map(|m| m.leader_attached)
}

impl Check for OrderActivation {
    fn check(&self, at: &At<'_>) -> Result<()> {
        self.roll.check(&at.key("roll"))
    }
}

/// COMMAND POINTS by the leader's level and rating; absent cells are `None`.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct CommandPoints {
    /// Army and corps leaders.
    #[serde(deserialize_with = "every")]
    pub army_corps: BTreeMap<Rating, u32>,
    /// Division and cavalry leaders.
    pub division_cavalry: BTreeMap<Rating, u32>,
}

impl Check for CommandPoints {}

/// The command charts together.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CommandCharts {
    /// INITIATIVE DIE ROLL MODIFIERS.
    pub initiative: Initiative,
    /// COMMANDERS: RATINGS.
    pub ratings: BTreeMap<Rating, i32>,
    /// COMMAND RANGE, centre to centre.
    pub range: BTreeMap<Command, Length>,
    /// ORDER ACTIVATION TABLE.
    pub activation: OrderActivation,
    /// COMMAND POINTS.
    pub points: CommandPoints,
}

impl CommandCharts {
    /// Loads `charts/initiative.yaml`, `commanders.yaml`, `command-range.yaml`,
    /// `order-activation.yaml` and `command-points.yaml`.
    ///
    /// # Errors
    /// A file missing or of the wrong shape, a rating or command missing, a wrong header.
    pub fn load(data: &GameData) -> Result<Self> {
        Ok(CommandCharts {
            initiative: load(data, "initiative")?,
            ratings: load::<Commanders>(data, "commanders")?.rating,
            range: load::<Range>(data, "command-range")?.range,
            activation: load(data, "order-activation")?,
            points: load(data, "command-points")?,
        })
    }
}
