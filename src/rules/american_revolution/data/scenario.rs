//! A scenario (`games/american-revolution/scenarios/<id>.yaml`): the turns played, the
//! forces, forts and fleets at the start, the regions already entered, and the schedules of
//! British reinforcements, French entry and the partial withdrawal.

use super::map::Map;
use super::turn::Turn;
use crate::chart::At;
use crate::data::GameData;
use crate::error::Result;
use crate::yaml::Source;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// A player.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Deserialize, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Side {
    /// The American player (with the French).
    American,
    /// The British player (with the Tories).
    British,
}

/// A kind of strength point.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Deserialize, Serialize)]
pub enum SpType {
    /// British regulars.
    B,
    /// Tories.
    T,
    /// Militia.
    M,
    /// Continentals.
    C,
    /// French.
    F,
    /// French sea-borne.
    SF,
}

impl SpType {
    /// The side the SPs play for.
    pub fn side(self) -> Side {
        match self {
            SpType::B | SpType::T => Side::British,
            _ => Side::American,
        }
    }
}

/// The condition SPs are in (A.3).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Deserialize, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Condition {
    /// In the open.
    Open,
    /// In a fort of their side.
    Fortified,
    /// Besieging an enemy fort.
    Besieging,
}

/// SPs of one type, side, area and condition.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct Force {
    /// Side.
    pub side: Side,
    /// Type.
    #[serde(rename = "type")]
    pub sp_type: SpType,
    /// Strength points.
    pub sps: u32,
    /// Area.
    pub area: String,
    /// Condition.
    pub condition: Condition,
}

/// A fort and the side holding it.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct Fort {
    /// Area.
    pub area: String,
    /// Holder.
    pub side: Side,
}

/// British overseas reinforcements of one turn (B.2).
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct Reinforcement {
    /// Turn of arrival.
    pub turn: Turn,
    /// B SPs.
    pub sps: u32,
    /// History's arrival it stands for.
    #[serde(default)]
    pub note: String,
}

/// French SPs arriving after the French entry (A.2).
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct FrenchArrival {
    /// Turns after the French entry turn.
    pub after_entry_turns: u32,
    /// F or SF.
    #[serde(rename = "type")]
    pub sp_type: SpType,
    /// SPs.
    pub sps: u32,
    /// History's arrival it stands for.
    #[serde(default)]
    pub note: String,
}

/// French entry (A.3 "with the first major success, the French enter").
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct French {
    /// Turns from the first major success to the French entry.
    pub delay_turns: u32,
    /// SF SPs with the French fleet each time it arrives.
    pub fleet_sf_sps: u32,
    /// French SPs arriving.
    pub arrivals: Vec<FrenchArrival>,
}

/// The partial withdrawal (A.3).
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct PartialWithdrawal {
    /// B SPs taken off the map.
    pub b_sps: u32,
    /// Whether the British reinforcements stop.
    pub reinforcements_stop: bool,
}

/// The fleets at the start: the sea area of each, if on the map.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct Fleets {
    /// The British fleet.
    pub british: Option<String>,
    /// The French fleet.
    pub french: Option<String>,
}

/// A side's name.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct SideInfo {
    /// Name.
    pub name: String,
}

/// A scenario.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct Scenario {
    /// Id.
    pub id: String,
    /// Title.
    pub title: String,
    /// The map's id.
    pub map: String,
    /// Forces or schedules are ours, not the printed set-up.
    #[serde(default)]
    pub provisional: bool,
    /// What a group should type in, when provisional.
    #[serde(default)]
    pub note: Option<String>,
    /// The first game turn.
    pub first_turn: Turn,
    /// The last game turn (the victory check of E.b.6).
    pub last_turn: Turn,
    /// The two sides.
    pub sides: BTreeMap<Side, SideInfo>,
    /// Regions the British have entered (TD marker, B.1.b.4.c).
    pub entered: Vec<String>,
    /// Forts at the start.
    pub forts: Vec<Fort>,
    /// Forces at the start.
    pub forces: Vec<Force>,
    /// Areas whose fortified SPs stand in the open instead, their forts left out (campaigns
    /// made by pbem 0.6.0 on: item 8 of issue 27, Halifax).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub in_the_open: Vec<String>,
    /// Fleets at the start.
    pub fleets: Fleets,
    /// B.2 by turn.
    pub british_reinforcements: Vec<Reinforcement>,
    /// French entry.
    pub french: French,
    /// A.3 partial withdrawal.
    pub partial_withdrawal: PartialWithdrawal,
}

impl Scenario {
    /// Parses scenario `src` and checks it against the map it names (loaded from `data`).
    ///
    /// # Errors
    /// YAML errors, the map's errors, and [`Scenario::check`]'s.
    pub fn read(data: &GameData, src: &Source) -> Result<(Scenario, Map)> {
        let s: Scenario = src.parse()?;
        let map = Map::load(data, &s.map)?;
        s.check(src, &map)?;
        Ok((s, map))
    }

    /// Loads `scenarios/<id>.yaml` (as [`Scenario::read`]).
    ///
    /// # Errors
    /// As [`Scenario::read`], or a missing file.
    pub fn load(data: &GameData, id: &str) -> Result<(Scenario, Map)> {
        Self::read(data, &data.source(&format!("scenarios/{id}.yaml"))?)
    }

    /// Checks the scenario against `map`.
    ///
    /// # Errors
    /// [`crate::Error::Invalid`] with file, line and path for: a map id not the map's, a
    /// provisional mark without a note, a last turn before the first, a side missing, an
    /// unknown region, area or sea, a region entered twice, two forts in one area, SPs of
    /// no strength or of a type not the side's, SPs fortified without their side's fort or
    /// besieging without the enemy's, more than 5 American SPs in a fort or fewer C+F+SF
    /// than M there (A.4), a reinforcement outside the game's turns, or a French arrival not
    /// F or SF.
    pub fn check(&self, src: &Source, map: &Map) -> Result<()> {
        let at = At::root(src);
        let loaded = format!("the map loaded is '{}'", map.id);
        at.key("map").ensure(self.map == map.id, loaded)?;
        let msg = "a provisional scenario names what to type in (note:)";
        at.key("provisional")
            .ensure(!self.provisional || self.note.is_some(), msg)?;
        let msg = "the last turn is before the first";
        at.key("last_turn")
            .ensure(self.last_turn >= self.first_turn, msg)?;
        for side in [Side::American, Side::British] {
            let msg = format!("no side {side:?}");
            at.key("sides")
                .ensure(self.sides.contains_key(&side), msg)?;
        }
        for (i, r) in self.entered.iter().enumerate() {
            let here = at.key("entered").index(i);
            let msg = format!("no region '{r}' on this map");
            here.ensure(map.region(r).is_some(), msg)?;
            let msg = format!("'{r}' is entered twice");
            here.ensure(!self.entered[..i].contains(r), msg)?;
        }
        let area = |a: &str, at: At<'_>| {
            at.ensure(map.area(a).is_some(), format!("no area '{a}' on this map"))
        };
        let mut forts: BTreeMap<&str, Side> = BTreeMap::new();
        for (i, f) in self.forts.iter().enumerate() {
            area(&f.area, at.key("forts").index(i).key("area"))?;
            let two = forts.insert(f.area.as_str(), f.side).is_some();
            let msg = format!("two forts in '{}'", f.area);
            at.key("forts").index(i).ensure(!two, msg)?;
        }
        for (i, a) in self.in_the_open.iter().enumerate() {
            area(a, at.key("in_the_open").index(i))?;
        }
        for (i, f) in self.forces.iter().enumerate() {
            area(&f.area, at.key("forces").index(i).key("area"))?;
            check_force(&at.key("forces").index(i), f, &forts)?;
        }
        self.check_forts(&at, &forts)?;
        self.check_fleets_and_arrivals(&at, map)
    }

    /// The fleets are at seas of the map, British reinforcements arrive within the
    /// game's turns, and French arrivals are F or SF.
    fn check_fleets_and_arrivals(&self, at: &At<'_>, map: &Map) -> Result<()> {
        for (side, sea) in [
            ("british", &self.fleets.british),
            ("french", &self.fleets.french),
        ] {
            if let Some(s) = sea.as_deref().filter(|s| !map.is_sea(s)) {
                return Err(at
                    .key("fleets")
                    .key(side)
                    .invalid(format!("no sea '{s}' on this map")));
            }
        }
        for (i, r) in self.british_reinforcements.iter().enumerate() {
            let msg = format!("{} is outside the game's turns", r.turn);
            let within = r.turn >= self.first_turn && r.turn <= self.last_turn;
            at.key("british_reinforcements")
                .index(i)
                .key("turn")
                .ensure(within, msg)?;
        }
        for (i, a) in self.french.arrivals.iter().enumerate() {
            let ok = matches!(a.sp_type, SpType::F | SpType::SF);
            let here = at.key("french.arrivals").index(i).key("type");
            here.ensure(ok, "French arrivals are F or SF")?;
        }
        Ok(())
    }

    /// A.4: at most 5 American SPs in a fort, and C+F+SF >= M there.
    fn check_forts(&self, at: &At<'_>, forts: &BTreeMap<&str, Side>) -> Result<()> {
        for (area, _) in forts.iter().filter(|(_, s)| **s == Side::American) {
            let inside: Vec<&Force> = (self.forces.iter())
                .filter(|f| f.area == *area && f.condition == Condition::Fortified)
                .collect();
            let total: u64 = inside.iter().map(|f| u64::from(f.sps)).sum();
            let m: u64 = (inside.iter().filter(|f| f.sp_type == SpType::M))
                .map(|f| u64::from(f.sps))
                .sum();
            let i = self.forts.iter().position(|f| f.area == *area).unwrap_or(0);
            let here = at.key("forts").index(i);
            let msg = format!("{total} American SPs in the fort: at most 5 (A.4)");
            here.ensure(total <= 5, msg)?;
            let msg = "C+F+SF must be at least M in an American fort (A.4)";
            here.ensure(total - m >= m, msg)?;
        }
        Ok(())
    }
}

/// A force of at least 1 SP, of a type its side plays, fortified in its side's fort or
/// besieging the enemy's.
fn check_force(at: &At<'_>, f: &Force, forts: &BTreeMap<&str, Side>) -> Result<()> {
    at.key("sps")
        .ensure(f.sps > 0, "a force has at least 1 SP")?;
    let msg = format!(
        "{:?} SPs play for the {:?} side",
        f.sp_type,
        f.sp_type.side()
    );
    at.key("type").ensure(f.sp_type.side() == f.side, msg)?;
    let fort = forts.get(f.area.as_str()).copied();
    let (ok, msg) = match f.condition {
        Condition::Open => (true, ""),
        Condition::Fortified => (
            fort == Some(f.side),
            "fortified SPs need their side's fort in their area",
        ),
        Condition::Besieging => (
            fort.is_some_and(|s| s != f.side),
            "besieging SPs need an enemy fort in their area",
        ),
    };
    at.key("condition").ensure(ok, msg)
}
