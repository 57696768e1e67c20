//! A scenario file (`games/grande-tactique/scenarios/ID.yaml`): the table, the sides, the
//! generals with their rank and command, the units with their arm, quality, division,
//! position, facing and formation, the turn limit and the (provisional) victory
//! conditions; checked and turned into the starting [`State`].

use super::state::{
    Arm, Battle, Command, General, Markers, Quality, Rank, SideState, State, Unit, Victory,
};
use super::units::Units;
use crate::board::table::inches::Inches;
use crate::board::table::stand::Formation;
use crate::board::table::terrain::{AreaKind, Table};
use crate::error::Result;
use crate::rules::table_game;
use crate::rules::table_game::{point, Placement, SideDoc};
use crate::yaml::Source;
use serde::Deserialize;
use std::collections::{BTreeMap, BTreeSet};

/// A general as written.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GeneralDoc {
    id: String,
    side: String,
    name: String,
    command: Command,
    rank: Rank,
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
    arm: Arm,
    quality: Quality,
    division: String,
    at: (Inches, Inches),
    facing: i32,
    formation: Formation,
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
            commander: &self.division,
        }
    }
}

/// The scenario file.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Scenario {
    id: String,
    title: String,
    table: String,
    #[serde(default)]
    provisional: bool,
    #[serde(default)]
    note: Option<String>,
    last_turn: u32,
    first: String,
    sides: BTreeMap<String, SideDoc>,
    victory: Victory,
    generals: Vec<GeneralDoc>,
    units: Vec<UnitDoc>,
}

/// The formations an arm may stand in: infantry line or square, cavalry line, artillery
/// limbered or unlimbered.
pub fn formation_fits(arm: Arm, f: Formation) -> bool {
    match arm {
        Arm::Infantry => matches!(f, Formation::Line | Formation::Square),
        Arm::Cavalry | Arm::Cuirassiers => f == Formation::Line,
        Arm::FootArtillery | Arm::HorseArtillery => {
            matches!(f, Formation::Limbered | Formation::Unlimbered)
        }
    }
}

/// Reads and checks `src` against its table and the bases.
///
/// # Errors
/// Scenario errors with file, line and YAML path: two sides needed, an unknown side,
/// general or division, a duplicate id, a formation the arm may not take, a unit off the
/// table or on another unit, an objective that is no built-up area.
pub fn load(
    src: &Source,
    table_of: impl Fn(&str) -> Result<Table>,
    units: &Units,
) -> Result<State> {
    let sc: Scenario = src.parse()?;
    let table = table_of(&sc.table)?;
    if sc.sides.len() != 2 || !sc.sides.contains_key(&sc.first) {
        return Err(src.invalid("sides", "two sides, and `first` one of them"));
    }
    if sc.provisional && sc.note.is_none() {
        return Err(src.invalid("note", "a provisional scenario says what is provisional"));
    }
    if sc.last_turn == 0 || !(1..=100).contains(&sc.victory.break_percent) {
        return Err(src.invalid("victory", "last_turn above 0 and break_percent 1-100"));
    }
    objectives(src, &sc, &table)?;
    let mut ids = BTreeSet::new();
    let generals = generals(src, &sc, &table, &mut ids)?;
    let out = placed_units(src, &sc, (&table, units), &generals, &mut ids)?;
    let sides = sc
        .sides
        .iter()
        .map(|(id, s)| {
            (
                id.clone(),
                SideState {
                    name: s.name.clone(),
                    commander: s.commander.clone(),
                    lost: vec![],
                },
            )
        })
        .collect();
    Ok(State {
        battle: Battle::first_turn(&sc.id, &sc.title, &sc.table, sc.last_turn),
        sides,
        order: table_game::order_of_play(&sc.sides, &sc.first),
        moving: 0,
        units: out,
        generals,
        plans: BTreeMap::new(),
        priorities: BTreeMap::new(),
        victory: sc.victory,
        ending: None,
    })
}

/// The units of the scenario, each checked in the order written: its id and side, its
/// division and formation, its base on the table and on no unit before it.
fn placed_units(
    src: &Source,
    sc: &Scenario,
    (table, units): (&Table, &Units),
    generals: &[General],
    ids: &mut BTreeSet<String>,
) -> Result<Vec<Unit>> {
    let make = |path: &str, u: &UnitDoc, p: &Placement<'_>| {
        unit_fits(src, path, u, generals)?;
        let base = units.base(u.arm, u.formation == Formation::Square);
        Ok(Unit {
            stand: p.stand(base),
            name: u.name.clone(),
            arm: u.arm,
            quality: u.quality,
            markers: Markers::default(),
        })
    };
    let list = (&sc.units[..], &sc.sides, table);
    table_game::place_units(src, list, ids, UnitDoc::placement, make, |u| &u.stand)
}

/// Checks the victory objectives: each a built-up area of the table held by a side.
fn objectives(src: &Source, sc: &Scenario, table: &Table) -> Result<()> {
    for (area, holder) in &sc.victory.objectives {
        if !table
            .areas
            .iter()
            .any(|a| &a.id == area && a.kind == AreaKind::BuiltUp)
        {
            return Err(src.invalid(
                &format!("victory.objectives.{area}"),
                "an objective is a built-up area of the table",
            ));
        }
        if !sc.sides.contains_key(holder) {
            return Err(src.invalid(
                &format!("victory.objectives.{area}"),
                format!("unknown side '{holder}'"),
            ));
        }
    }
    Ok(())
}

/// Checks the unit at `path`: its division a divisional general of its side, its
/// formation one its arm may take.
fn unit_fits(src: &Source, path: &str, u: &UnitDoc, generals: &[General]) -> Result<()> {
    let bad = |field: &str, why: String| src.invalid(&format!("{path}.{field}"), why);
    if !generals
        .iter()
        .any(|g| g.id == u.division && g.side == u.side && g.command == Command::Division)
    {
        return Err(bad(
            "division",
            format!("'{}' is no divisional general of {}", u.division, u.side),
        ));
    }
    if !formation_fits(u.arm, u.formation) {
        return Err(bad(
            "formation",
            format!("{} may not stand in that formation", u.arm.name()),
        ));
    }
    Ok(())
}

fn generals(
    src: &Source,
    sc: &Scenario,
    table: &Table,
    ids: &mut BTreeSet<String>,
) -> Result<Vec<General>> {
    let out = table_game::commanders(
        src,
        ("generals", &sc.generals),
        (&sc.sides, table),
        ids,
        |g| (&g.id, &g.side, point(&g.at)),
        |g| General {
            id: g.id.clone(),
            side: g.side.clone(),
            name: g.name.clone(),
            command: g.command,
            rank: g.rank,
            superior: g.superior.clone(),
            at: point(&g.at),
            attached: None,
        },
    )?;
    let chain: Vec<_> = out
        .iter()
        .map(|g| (g.id.as_str(), g.superior.as_deref()))
        .collect();
    crate::board::table::sanity::acyclic(src, "generals", &chain)?;
    for (i, g) in out.iter().enumerate() {
        let sup = g
            .superior
            .as_deref()
            .and_then(|s| out.iter().find(|o| o.id == s && o.side == g.side));
        let fits = matches!(
            (g.command, sup.map(|s| s.command)),
            (Command::Army, None)
                | (Command::Corps, Some(Command::Army))
                | (Command::Division, Some(Command::Corps | Command::Army))
        );
        if !fits {
            return Err(src.invalid(
                &format!("generals[{i}].superior"),
                "an army commander has no superior; a corps commander answers to the army's; a divisional general to a corps or army commander of his side",
            ));
        }
    }
    for (id, s) in &sc.sides {
        if !out
            .iter()
            .any(|g| g.id == s.commander && &g.side == id && g.command == Command::Army)
        {
            return Err(src.invalid(
                &format!("sides.{id}.commander"),
                "the commander must be the side's army commander",
            ));
        }
    }
    Ok(out)
}
