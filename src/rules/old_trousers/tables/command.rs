//! The command charts: INITIATIVE DIE ROLL MODIFIERS, COMMANDERS: RATINGS, COMMAND RANGE,
//! ORDER ACTIVATION TABLE and COMMAND POINTS (Old Trousers v2.4, I. and III.A).

use super::cell::{complete, header, Cell, RawCell, Roll};
use super::kinds::{Command, Rating, Situation, Staff};
use crate::board::table::inches::Inches;
use crate::board::table::measure::Length;
use crate::data::GameData;
use crate::error::Result;
use serde::Deserialize;
use std::collections::BTreeMap;

/// INITIATIVE DIE ROLL MODIFIERS: 1D10 plus leader, staff and situation.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Initiative {
    /// Sides of the die.
    pub die: u32,
    /// By the commander's rating.
    pub leader: BTreeMap<Rating, i32>,
    /// By the staff's rating.
    pub staff: BTreeMap<Staff, i32>,
    /// Surprise, momentum.
    pub situation: BTreeMap<Situation, i32>,
    /// What equal totals do ("reroll"), provisional.
    pub ties: Cell<String>,
}

#[derive(Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
struct RawInitiative {
    chart: String,
    edition: String,
    die: u32,
    leader_rating: BTreeMap<Rating, i32>,
    staff_rating: BTreeMap<Staff, i32>,
    situation: BTreeMap<Situation, i32>,
    ties: RawCell<String>,
}

/// COMMANDERS: RATINGS.
#[derive(Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
struct RawCommanders {
    chart: String,
    edition: String,
    rating: BTreeMap<Rating, i32>,
}

#[derive(Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
struct RawRange {
    chart: String,
    edition: String,
    range: BTreeMap<Command, Inches>,
}

/// ORDER ACTIVATION TABLE.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OrderActivation {
    /// Added to the die, by the leader's rating.
    pub leader: BTreeMap<Rating, i32>,
    /// The number to reach, by the staff's rating.
    pub staff: BTreeMap<Staff, i32>,
    /// Leader attached (-1).
    pub leader_attached: i32,
    /// How the roll is made (provisional reading).
    pub roll: Roll,
}

#[derive(Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
struct RawActivation {
    chart: String,
    edition: String,
    leader_rating: BTreeMap<Rating, i32>,
    staff_rating: BTreeMap<Staff, i32>,
    modifiers: ActivationMods,
    roll: Roll,
}

#[derive(Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
struct ActivationMods {
    leader_attached: i32,
}

/// COMMAND POINTS by the leader's level and rating; absent cells are `None`.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub struct CommandPoints {
    /// Army and corps leaders.
    pub army_corps: BTreeMap<Rating, u32>,
    /// Division and cavalry leaders.
    pub division_cavalry: BTreeMap<Rating, u32>,
}

#[derive(Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
struct RawPoints {
    chart: String,
    edition: String,
    army_corps: BTreeMap<Rating, u32>,
    division_cavalry: BTreeMap<Rating, u32>,
}

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
            initiative: initiative(data)?,
            ratings: commanders(data)?,
            range: range(data)?,
            activation: activation(data)?,
            points: points(data)?,
        })
    }
}

fn initiative(data: &GameData) -> Result<Initiative> {
    let src = data.source("charts/initiative.yaml")?;
    let r: RawInitiative = src.parse()?;
    header(&src, (&r.chart, &r.edition), "initiative")?;
    complete(
        &src,
        "leader-rating",
        &r.leader_rating,
        Rating::ALL,
        Rating::name,
    )?;
    complete(
        &src,
        "staff-rating",
        &r.staff_rating,
        Staff::ALL,
        Staff::name,
    )?;
    complete(
        &src,
        "situation",
        &r.situation,
        Situation::ALL,
        Situation::name,
    )?;
    Ok(Initiative {
        die: r.die,
        ties: r.ties.cell(&src, "ties")?,
        leader: r.leader_rating,
        staff: r.staff_rating,
        situation: r.situation,
    })
}

fn commanders(data: &GameData) -> Result<BTreeMap<Rating, i32>> {
    let src = data.source("charts/commanders.yaml")?;
    let c: RawCommanders = src.parse()?;
    header(&src, (&c.chart, &c.edition), "commanders")?;
    complete(&src, "rating", &c.rating, Rating::ALL, Rating::name)?;
    Ok(c.rating)
}

fn range(data: &GameData) -> Result<BTreeMap<Command, Length>> {
    let src = data.source("charts/command-range.yaml")?;
    let g: RawRange = src.parse()?;
    header(&src, (&g.chart, &g.edition), "command-range")?;
    complete(&src, "range", &g.range, Command::ALL, Command::name)?;
    Ok(g.range.into_iter().map(|(k, v)| (k, v.0)).collect())
}

fn activation(data: &GameData) -> Result<OrderActivation> {
    let src = data.source("charts/order-activation.yaml")?;
    let a: RawActivation = src.parse()?;
    header(&src, (&a.chart, &a.edition), "order-activation")?;
    complete(
        &src,
        "leader-rating",
        &a.leader_rating,
        Rating::ALL,
        Rating::name,
    )?;
    complete(
        &src,
        "staff-rating",
        &a.staff_rating,
        Staff::ALL,
        Staff::name,
    )?;
    a.roll.check(&src, "roll")?;
    Ok(OrderActivation {
        leader: a.leader_rating,
        staff: a.staff_rating,
        leader_attached: a.modifiers.leader_attached,
        roll: a.roll,
    })
}

fn points(data: &GameData) -> Result<CommandPoints> {
    let src = data.source("charts/command-points.yaml")?;
    let p: RawPoints = src.parse()?;
    header(&src, (&p.chart, &p.edition), "command-points")?;
    complete(&src, "army-corps", &p.army_corps, Rating::ALL, Rating::name)?;
    Ok(CommandPoints {
        army_corps: p.army_corps,
        division_cavalry: p.division_cavalry,
    })
}
