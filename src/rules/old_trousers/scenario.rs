//! A scenario file (`games/old-trousers/scenarios/ID.yaml`): the table, the sides, the
//! leaders and units with their positions, facings and formations, the turn limit and the
//! victory figure; checked and turned into the starting [`State`].

use super::footprints::{formation_key, Footprints};
use super::state::{
    Arm, Battle, Leader, LeaderKind, Nation, Quality, Rating, SideState, Staff, State, Trait,
    Troop, Unit,
};
use super::tables::GunSize;
use crate::board::table::inches::Inches;
use crate::board::table::measure::Length;
use crate::board::table::stand::Formation;
use crate::board::table::terrain::Table;
use crate::error::Result;
use crate::rules::table_game;
use crate::rules::table_game::{point, Placement, SideDoc};
use crate::yaml::Source;
use serde::Deserialize;
use std::collections::{BTreeMap, BTreeSet};

mod surprise;

/// A leader as written.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LeaderDoc {
    id: String,
    side: String,
    name: String,
    kind: LeaderKind,
    rating: Rating,
    #[serde(default)]
    staff: Option<Staff>,
    #[serde(default)]
    superior: Option<String>,
    at: (Inches, Inches),
}

/// A unit as written.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct UnitDoc {
    id: String,
    side: String,
    name: String,
    troop: Troop,
    nation: Nation,
    quality: Quality,
    formation: Formation,
    at: (Inches, Inches),
    facing: i32,
    commander: String,
    #[serde(default)]
    gun: Option<String>,
    #[serde(default)]
    guns: Option<u32>,
    #[serde(default)]
    organic_skirmishers: bool,
    #[serde(default)]
    traits: BTreeSet<Trait>,
}

impl UnitDoc {
    /// Where the unit stands, as written.
    fn placement(&self) -> Placement<'_> {
        Placement {
            id: &self.id,
            side: &self.side,
            at: &self.at,
            facing: self.facing,
            formation: self.formation,
            commander: &self.commander,
        }
    }
}

/// Victory figures.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct VictoryDoc {
    break_percent: u32,
}

/// The scenario file.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Scenario {
    /// Id.
    pub id: String,
    /// Title.
    pub title: String,
    /// Table file.
    pub table: String,
    /// Whether some of it is provisional.
    #[serde(default)]
    pub provisional: bool,
    /// What is provisional.
    #[serde(default)]
    pub note: Option<String>,
    /// Last turn.
    pub last_turn: u32,
    /// Who moves first on turn 1.
    pub first: String,
    /// Sides.
    pub sides: BTreeMap<String, SideDoc>,
    /// Leaders.
    pub leaders: Vec<LeaderDoc>,
    /// Units.
    pub units: Vec<UnitDoc>,
    /// Victory.
    pub victory: VictoryDoc,
    /// 0.7.0: the side that has surprise, and on which turns' initiative rolls.
    #[serde(default)]
    pub surprise: Option<surprise::SurpriseDoc>,
}

/// Reads and checks `src` against its table and the footprints.
///
/// # Errors
/// Scenario errors with file, line and YAML path: two sides needed, unknown side, leader
/// or commander, a duplicate id, a formation the troop may not take, a unit off the table
/// or on another unit.
pub fn load(
    src: &Source,
    table_of: impl Fn(&str) -> Result<Table>,
    fp: &Footprints,
) -> Result<State> {
    let sc: Scenario = src.parse()?;
    let table = table_of(&sc.table)?;
    if sc.sides.len() != 2 || !sc.sides.contains_key(&sc.first) {
        return Err(src.invalid("sides", "two sides, and `first` one of them"));
    }
    if sc.last_turn == 0 || sc.victory.break_percent == 0 || sc.victory.break_percent > 100 {
        return Err(src.invalid("victory", "last_turn above 0 and break_percent 1-100"));
    }
    let mut ids = BTreeSet::new();
    let leaders = leaders(src, &sc, &table, &mut ids)?;
    let units = units(src, &sc, (&table, fp), &leaders, &mut ids)?;
    let sides = sc
        .sides
        .iter()
        .map(|(id, s)| {
            (
                id.clone(),
                SideState {
                    name: s.name.clone(),
                    commander: s.commander.clone(),
                    momentum: false,
                    delay: false,
                    surprise: BTreeSet::new(),
                },
            )
        })
        .collect();
    let sides = surprise::apply(src, &sc, sides)?;
    Ok(State {
        battle: Battle::first_turn(&sc.id, &sc.title, &sc.table, sc.last_turn),
        break_percent: sc.victory.break_percent,
        sides,
        order: table_game::order_of_play(&sc.sides, &sc.first),
        phasing: 0,
        units,
        leaders,
        pending: vec![],
        active: BTreeMap::new(),
        ending: None,
    })
}

/// The units of the scenario, each checked in the order written: its id and side, its
/// troop type, its stand on the table and on no unit before it.
fn units(
    src: &Source,
    sc: &Scenario,
    (table, fp): (&Table, &Footprints),
    leaders: &[Leader],
    ids: &mut BTreeSet<String>,
) -> Result<Vec<Unit>> {
    let make = |path: &str, u: &UnitDoc, p: &Placement<'_>| {
        unit_fits(src, path, u, leaders)?;
        Ok(Unit {
            stand: p.stand(base(src, path, u, fp)?),
            name: u.name.clone(),
            troop: u.troop,
            nation: u.nation,
            quality: u.quality,
            hits: 0,
            gun: u.gun.clone(),
            guns: u.guns,
            organic_skirmishers: u.organic_skirmishers,
            rounds: 0,
            traits: u.traits.clone(),
        })
    };
    let list = (&sc.units[..], &sc.sides, table);
    table_game::place_units(src, list, ids, UnitDoc::placement, make, |u| &u.stand)
}

/// Checks the unit at `path` against its troop type: its commander a leader of its side,
/// a gun size and guns for artillery only, traits of its arm only.
fn unit_fits(src: &Source, path: &str, u: &UnitDoc, leaders: &[Leader]) -> Result<()> {
    if !leaders
        .iter()
        .any(|l| l.id == u.commander && l.side == u.side)
    {
        return Err(src.invalid(
            &format!("{path}.commander"),
            format!("'{}' is no leader of {}", u.commander, u.side),
        ));
    }
    let gun_ok = u
        .gun
        .as_deref()
        .is_some_and(|g| GunSize::ALL.iter().any(|x| x.name() == g));
    if (u.troop.arm() == Arm::Artillery) != (gun_ok && u.guns.is_some_and(|n| n > 0)) {
        return Err(src.invalid(
            &format!("{path}.gun"),
            "artillery, and only artillery, has a gun size of the artillery chart and guns",
        ));
    }
    let misfit = |t: &&Trait| t.arm().is_some_and(|a| a != u.troop.arm());
    if let Some(t) = u.traits.iter().find(misfit) {
        return Err(src.invalid(
            &format!("{path}.traits"),
            format!("{t:?} is for {:?} only", t.arm().unwrap_or(u.troop.arm())),
        ));
    }
    Ok(())
}

/// The base of the unit at `path`: its footprint for its troop and formation.
fn base(src: &Source, path: &str, u: &UnitDoc, fp: &Footprints) -> Result<(Length, Length)> {
    fp.size(u.troop.arm(), u.formation).ok_or_else(|| {
        src.invalid(
            &format!("{path}.formation"),
            format!(
                "{} may not be in {}",
                u.troop.name(),
                formation_key(u.formation)
            ),
        )
    })
}

fn leaders(
    src: &Source,
    sc: &Scenario,
    table: &Table,
    ids: &mut BTreeSet<String>,
) -> Result<Vec<Leader>> {
    let out = table_game::commanders(
        src,
        ("leaders", &sc.leaders),
        (&sc.sides, table),
        ids,
        |l| (&l.id, &l.side, point(&l.at)),
        |l| Leader {
            id: l.id.clone(),
            side: l.side.clone(),
            name: l.name.clone(),
            kind: l.kind,
            rating: l.rating,
            staff: l.staff,
            superior: l.superior.clone(),
            at: point(&l.at),
            attached: None,
        },
    )?;
    for (i, l) in out.iter().enumerate() {
        if let Some(s) = &l.superior {
            if !out
                .iter()
                .any(|o| &o.id == s && o.side == l.side && o.id != l.id)
            {
                return Err(src.invalid(
                    &format!("leaders[{i}].superior"),
                    format!("'{s}' is no other leader of {}", l.side),
                ));
            }
        }
    }
    let chain: Vec<_> = out
        .iter()
        .map(|l| (l.id.as_str(), l.superior.as_deref()))
        .collect();
    crate::board::table::sanity::acyclic(src, "leaders", &chain)?;
    for (id, s) in &sc.sides {
        match out.iter().find(|l| l.id == s.commander) {
            Some(l) if &l.side == id && l.kind.is_army_or_corps() && l.staff.is_some() => {}
            _ => return Err(src.invalid(
                &format!("sides.{id}.commander"),
                "the commander must be an army or corps leader of the side, with a staff rating",
            )),
        }
    }
    Ok(out)
}
