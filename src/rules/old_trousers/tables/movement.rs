//! MOVEMENT TABLE and TERRAIN TYPE MOVEMENT EFFECT (Old Trousers v2.4), with the terrain
//! effects given as the table engine's [`MoveCosts`] for each arm, formed or not.

use super::cell::load;
use super::kinds::{Arm, TroopType};
use crate::board::table::costs::{LinearCost, MoveCosts};
use crate::board::table::inches::Inches;
use crate::board::table::measure::Length;
use crate::board::table::stand::Formation;
use crate::board::table::terrain::{AreaKind, LinearKind};
use crate::chart::{marking, At, Check};
use crate::data::GameData;
use crate::error::Result;
use crate::rules::table_game::chart::{inches, inches_by};
use crate::yaml::Source;
use serde::Deserialize;
use std::collections::BTreeMap;

/// Dice of a charge bonus ("1D6"").
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DiceInches {
    /// How many dice.
    pub dice: u32,
    /// Their sides; each pip is an inch.
    pub sides: u32,
}

/// Allowances of one part of the movement table: by troop type, by formation, in
/// inches; `None` where the chart prints "-".
pub type Allowances = BTreeMap<TroopType, BTreeMap<Formation, Option<Inches>>>;

/// MOVEMENT TABLE.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct Movement {
    /// Infantry and cavalry, by formation.
    pub formed: Allowances,
    /// Artillery, limbered or in prolonge (unlimbered artillery does not move).
    pub artillery: Allowances,
    /// Charge bonus dice of infantry and of cavalry.
    pub charge_bonus: BTreeMap<Arm, DiceInches>,
    /// Untrained infantry in line moving over this become disordered.
    #[serde(deserialize_with = "inches")]
    pub untrained_line_disorder: Length,
    /// Any square that moves becomes disordered.
    pub square_moves_disorder: bool,
    /// How far short of contact a charger whose allowance would reach its target halts in
    /// the Movement Subsegment (0.6.0), and the provisional note.
    #[serde(default)]
    pub charger_halts: ChargerHalts,
    /// How a charger moved adjacent meets its target's edge (0.12.0): it squares to it,
    /// PROVISIONAL, with the note.
    pub charger_squares: ChargerSquares,
}

/// III.B.4 "move them adjacent to their target": the charger squares to the edge it
/// strikes; how it meets the edge is not in our text (PROVISIONAL).
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ChargerSquares {
    /// Must be true: the reading is ours.
    pub provisional: bool,
    /// How it is read.
    pub note: String,
}

/// III.B.2 / III.B.4: chargers move in the Movement Subsegment and a successful one is
/// moved adjacent in the Charge Test; where one whose allowance reaches its target halts
/// is not in our text (PROVISIONAL).
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ChargerHalts {
    /// The distance short of contact.
    pub value: Inches,
    /// Provisional.
    pub provisional: bool,
    /// How it is read.
    pub note: String,
}

impl Default for ChargerHalts {
    fn default() -> Self {
        ChargerHalts {
            value: Inches(Length::inches(1)),
            provisional: true,
            note: "a charger whose move would reach its target halts 1 inch short of contact; the Charge Test moves it adjacent".into(),
        }
    }
}

impl Movement {
    /// The allowance of `troop` in `formation` (`None`: may not move so).
    pub fn allowance(&self, troop: TroopType, formation: Formation) -> Option<Length> {
        let part = if troop.arm() == Arm::Artillery {
            &self.artillery
        } else {
            &self.formed
        };
        part.get(&troop)?
            .get(&formation)
            .copied()
            .flatten()
            .map(|i| i.0)
    }

    /// The charge bonus dice of an arm (artillery has none).
    pub fn charge_bonus(&self, arm: Arm) -> Option<DiceInches> {
        match arm {
            Arm::Artillery => None,
            _ => self.charge_bonus.get(&arm).copied(),
        }
    }
}

/// Every troop type in its part with every formation of the part; the squaring marked
/// provisional with a note; infantry's and cavalry's charge bonus with dice.
impl Check for Movement {
    fn check(&self, at: &At<'_>) -> Result<()> {
        let parts: [Part; 2] = [
            ("formed", &self.formed, &FOOT, |t| t.arm() != Arm::Artillery),
            (
                "artillery",
                &self.artillery,
                &[Formation::Limbered, Formation::Prolonge],
                |t| t.arm() == Arm::Artillery,
            ),
        ];
        for part in parts {
            check_part(at, part)?;
        }
        let sq = &self.charger_squares;
        at.key("charger-squares").ensure(
            sq.provisional && !sq.note.trim().is_empty(),
            "this reading is not in our text: it must say provisional: true with a note",
        )?;
        for arm in [Arm::Infantry, Arm::Cavalry] {
            let d = self.charge_bonus.get(&arm);
            at.key("charge-bonus")
                .ensure(d.is_some(), format!("'{arm}' is missing"))?;
            at.key("charge-bonus").key(arm).ensure(
                d.is_some_and(|d| d.dice > 0 && d.sides >= 2),
                "needs dice of 2 sides or more",
            )?;
        }
        Ok(())
    }
}

const FOOT: [Formation; 5] = [
    Formation::Line,
    Formation::CompanyColumn,
    Formation::AttackColumn,
    Formation::Skirmish,
    Formation::Square,
];

/// One part of the movement table: every troop type that belongs, each with every
/// formation of the part and no other.
fn check_part(at: &At<'_>, (part, rows, forms, belongs): Part<'_>) -> Result<()> {
    let at = at.key(part);
    if let Some(t) = TroopType::ALL
        .iter()
        .find(|t| belongs(**t) && !rows.contains_key(t))
    {
        return Err(at.invalid(format!("'{}' is missing", t.name())));
    }
    for (troop, row) in rows {
        let here = at.key(troop);
        here.ensure(
            belongs(*troop),
            format!("{troop} belongs in the other part"),
        )?;
        if let Some(f) = forms.iter().find(|f| !row.contains_key(f)) {
            return Err(here.invalid(format!("'{}' is missing", data_name(f))));
        }
        if let Some(extra) = row.keys().find(|f| !forms.contains(f)) {
            return Err(here.invalid(format!("'{}' is not a column here", data_name(extra))));
        }
    }
    Ok(())
}

/// A formation's or a terrain kind's name in the data.
fn data_name(k: &impl serde::Serialize) -> String {
    serde_yaml::to_string(k)
        .unwrap_or_default()
        .trim()
        .to_string()
}

/// A part of the movement table: its key, its rows, its columns, which troops belong.
type Part<'a> = (
    &'a str,
    &'a Allowances,
    &'a [Formation],
    fn(TroopType) -> bool,
);

/// An effect by arm: a figure, or `None` (may not).
type ByArm<T> = BTreeMap<Arm, Option<T>>;

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawArea {
    #[serde(default)]
    formed: ByArm<u32>,
    #[serde(default)]
    all: ByArm<u32>,
}

#[derive(Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
struct RawLinear {
    #[serde(default)]
    formed: ByArm<Inches>,
    #[serde(default)]
    all: ByArm<Inches>,
    #[serde(default)]
    may_disorder: bool,
    /// The text does not give this feature (fords): our reading, named where it is used.
    #[serde(default)]
    provisional: bool,
    #[serde(default)]
    note: Option<String>,
}

#[derive(Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
struct RawTerrain {
    areas: BTreeMap<AreaKind, RawArea>,
    #[serde(deserialize_with = "inches_by")]
    up_a_contour: BTreeMap<Arm, Length>,
    linear: BTreeMap<LinearKind, RawLinear>,
    bridge_formations: Vec<Formation>,
    formation_change_disorders_in: Vec<AreaKind>,
    cavalry_may_not_charge_into: Vec<AreaKind>,
}

impl Check for RawTerrain {}

/// TERRAIN TYPE MOVEMENT EFFECT.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TerrainEffects {
    /// Costs by arm and whether the unit is formed (not routed, not in skirmish order).
    pub costs: BTreeMap<(Arm, bool), MoveCosts>,
    /// "Up a Contour" by arm, per contour climbed (the table engine's costs do not see
    /// contours: the game adds it).
    pub up_a_contour: BTreeMap<Arm, Length>,
    /// Linear features that may disorder a unit crossing them.
    pub may_disorder: Vec<LinearKind>,
    /// Formations a bridge must be crossed in.
    pub bridge_formations: Vec<Formation>,
    /// Areas where changing formation disorders.
    pub formation_change_disorders_in: Vec<AreaKind>,
    /// Areas cavalry may never charge into.
    pub cavalry_may_not_charge_into: Vec<AreaKind>,
    /// The notes of the linear features the text does not give (`provisional: true`, a
    /// ford), by kind.
    pub provisional: BTreeMap<LinearKind, String>,
}

impl TerrainEffects {
    /// The costs of an arm's move, formed or not.
    pub fn costs(&self, arm: Arm, formed: bool) -> &MoveCosts {
        // Every (arm, formed) pair is built at load.
        &self.costs[&(arm, formed)]
    }

    /// Loads `charts/terrain-movement.yaml`.
    ///
    /// # Errors
    /// The file missing or of the wrong shape, a speed multiplier below 1000, an arm
    /// missing from "Up a Contour".
    pub fn load(data: &GameData) -> Result<Self> {
        let src = data.source("charts/terrain-movement.yaml")?;
        let r: RawTerrain = load(data, "terrain-movement")?;
        let mut costs = BTreeMap::new();
        for &arm in Arm::ALL {
            for formed in [false, true] {
                costs.insert((arm, formed), build(&src, &r, arm, formed)?);
            }
        }
        let provisional = provisional_linears(&src, &r)?;
        Ok(TerrainEffects {
            costs,
            up_a_contour: r.up_a_contour,
            may_disorder: r
                .linear
                .iter()
                .filter(|(_, l)| l.may_disorder)
                .map(|(k, _)| *k)
                .collect(),
            bridge_formations: r.bridge_formations,
            formation_change_disorders_in: r.formation_change_disorders_in,
            cavalry_may_not_charge_into: r.cavalry_may_not_charge_into,
            provisional,
        })
    }
}

/// The notes of the provisional linear features.
///
/// # Errors
/// A feature marked `provisional: true` without a note, or a note on one that is not.
fn provisional_linears(src: &Source, r: &RawTerrain) -> Result<BTreeMap<LinearKind, String>> {
    let mut out = BTreeMap::new();
    for (kind, l) in &r.linear {
        let at = At::root(src).key("linear").key(data_name(kind));
        if let Some(n) = marking(l.provisional, l.note.as_deref()).map_err(|m| at.invalid(m))? {
            out.insert(*kind, n);
        }
    }
    Ok(out)
}

/// The costs of `arm`'s move, formed or not: the "all" figure first, else the formed one.
fn build(src: &Source, r: &RawTerrain, arm: Arm, formed: bool) -> Result<MoveCosts> {
    let mut costs = MoveCosts::default();
    for (kind, a) in &r.areas {
        let pick = a
            .all
            .get(&arm)
            .or(if formed { a.formed.get(&arm) } else { None });
        if let Some(m) = pick {
            let msg = "a speed multiplier is in thousandths, at least 1000";
            let at = At::root(src).key("areas").key(data_name(kind));
            at.ensure(m.is_none_or(|m| m >= 1000), msg)?;
            costs.areas.insert(*kind, *m);
        }
    }
    for (kind, l) in &r.linear {
        let pick = l
            .all
            .get(&arm)
            .or(if formed { l.formed.get(&arm) } else { None });
        if let Some(extra) = pick {
            if let Some(e) = extra {
                let path = format!("linear.{}", data_name(kind));
                crate::board::table::sanity::non_negative(src, &path, e.0, "a crossing's extra")?;
            }
            costs.linears.insert(
                *kind,
                extra.map(|e| LinearCost {
                    multiplier: 1000,
                    extra: e.0,
                }),
            );
        }
    }
    Ok(costs)
}
