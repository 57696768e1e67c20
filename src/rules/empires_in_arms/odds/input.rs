//! The `pbem odds` file for Empires in Arms field combat (docs/odds.md): the two forces
//! typed in (corps and factors by type, leaders), terrain, chits, and the sides' choices.
//! Read at the edge with serde into these shapes, then made into the rules' own units and
//! leaders.

use crate::data::GameData;
use crate::error::Result;
use crate::rules::empires_in_arms::model::force::{Force, Role};
use crate::rules::empires_in_arms::model::units::{FactorType, Factors, Leader, Unit, UnitKind};
use crate::rules::empires_in_arms::tables::chits::Chit;
use crate::yaml::Source;
use serde::Deserialize;

/// The whole file.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct OddsFile {
    /// Must be `empires-in-arms`.
    pub game: String,
    /// The scenario whose map and charts are used (default `danube-1810`).
    #[serde(default = "default_scenario")]
    pub scenario: String,
    /// Campaign option `morale_method`: `one` (default) or `two` (7.5.2.6.1).
    #[serde(default)]
    pub morale_method: Option<String>,
    /// Terrain of the battle's area: clear (default), forest, mountain, marsh or desert.
    #[serde(default = "default_terrain")]
    pub terrain: String,
    /// 7.5.2.7.1: the attackers crossed a river or crossing arrow, or landed.
    #[serde(default)]
    pub river: bool,
    /// The phasing side.
    pub attacker: SideFile,
    /// The other side.
    pub defender: SideFile,
}

fn default_scenario() -> String {
    "danube-1810".into()
}

fn default_terrain() -> String {
    "clear".into()
}

fn yes() -> bool {
    true
}

/// One side.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SideFile {
    /// Name in the output ("Turkey"); default the first corps' power.
    #[serde(default)]
    pub name: Option<String>,
    /// Its corps (and cossacks, freikorps, garrisons, guerillas).
    pub corps: Vec<CorpsFile>,
    /// Its leaders; the most senior commands (10.6.1).
    #[serde(default)]
    pub leaders: Vec<LeaderFile>,
    /// The chit (7.5.2.1), or left out for every chit of the side's set.
    #[serde(default)]
    pub chit: Option<Chit>,
    /// Corps names sent around the flank when the side outflanks (7.5.2.3).
    #[serde(default)]
    pub outflanking: Vec<String>,
    /// Factor types to lose first (7.5.2.9.2); the default order fills the rest.
    #[serde(default)]
    pub loss_priority: Vec<FactorType>,
    /// Whether the side pursues when it wins (default yes, 7.5.2.10.2).
    #[serde(default = "yes")]
    pub pursue: bool,
    /// Base morale in place of the one worked out from the factors ("3.2").
    #[serde(default)]
    pub base_morale: Option<serde_yaml::Value>,
}

/// A corps.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CorpsFile {
    /// Name (and id), unique in the file.
    pub name: String,
    /// Major power (its national morale values, 7.5.2.6.1).
    pub power: String,
    /// corps (default), cossacks, freikorps, guerilla or garrison.
    #[serde(default = "corps")]
    pub kind: UnitKind,
    /// Strategic rating, for withdrawal without a commander (7.5.2.5.2.2); default 2.
    #[serde(default)]
    pub strategic: Option<u8>,
    /// Factors by type.
    pub factors: Factors,
    /// Minor country, for a minor free state's corps.
    #[serde(default)]
    pub minor: Option<String>,
}

fn corps() -> UnitKind {
    UnitKind::Corps
}

/// A leader.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LeaderFile {
    /// Name.
    pub name: String,
    /// Major power.
    pub power: String,
    /// Strategic rating 1..=6.
    pub strategic: u8,
    /// Tactical rating 1..=5.
    pub tactical: u8,
    /// 1 is the most senior (default 1).
    #[serde(default = "one")]
    pub seniority: u8,
    /// A cavalry leader (7.5.2.10.2.2.1).
    #[serde(default)]
    pub cavalry: bool,
}

fn one() -> u8 {
    1
}

/// A side made into the rules' shapes.
#[derive(Debug, Clone)]
pub struct SideInput {
    /// The force (base morale found later, by the battle).
    pub force: Force,
    /// Base morale given in place of the worked one, tenths.
    pub base_morale: Option<i32>,
    /// The chit, or None for every chit.
    pub chit: Option<Chit>,
    /// Unit ids sent around the flank.
    pub outflanking: Vec<String>,
    /// Loss priority.
    pub loss_priority: Vec<FactorType>,
    /// Pursues when it wins.
    pub pursue: bool,
}

impl OddsFile {
    /// Reads and checks `src`.
    ///
    /// # Errors
    /// YAML of the wrong shape; another game; an unknown terrain; a side without factors,
    /// two corps of one name, a rating out of range, an outflanking name that is not a
    /// corps of the side, or a base morale that is not a number of tenths (each with the
    /// file, line and YAML path).
    pub fn read(src: &Source, data: &GameData) -> Result<Self> {
        let f: OddsFile = src.parse()?;
        if f.game != "empires-in-arms" {
            return Err(src.invalid(
                "game",
                format!("'{}': this file format is for empires-in-arms", f.game),
            ));
        }
        let terrains = ["clear", "forest", "mountain", "marsh", "desert"];
        if !terrains.contains(&f.terrain.as_str()) {
            return Err(src.invalid(
                "terrain",
                format!("'{}': expected one of {}", f.terrain, terrains.join(", ")),
            ));
        }
        if !data
            .list("scenarios/")
            .contains(&format!("scenarios/{}.yaml", f.scenario))
        {
            return Err(src.invalid(
                "scenario",
                format!("'{}' is not a scenario of empires-in-arms", f.scenario),
            ));
        }
        for (key, side) in [("attacker", &f.attacker), ("defender", &f.defender)] {
            side.check(src, key)?;
        }
        Ok(f)
    }
}

impl SideFile {
    fn check(&self, src: &Source, key: &str) -> Result<()> {
        if self
            .corps
            .iter()
            .all(|c| c.factors.values().sum::<u32>() == 0)
        {
            return Err(src.invalid(&format!("{key}.corps"), "the side has no factors"));
        }
        for (i, c) in self.corps.iter().enumerate() {
            if self.corps[..i].iter().any(|o| o.name == c.name) {
                return Err(src.invalid(
                    &format!("{key}.corps[{i}].name"),
                    format!("two corps are named '{}'", c.name),
                ));
            }
            if c.strategic.is_some_and(|s| !(1..=6).contains(&s)) {
                return Err(src.invalid(&format!("{key}.corps[{i}].strategic"), "expected 1..=6"));
            }
        }
        for (i, l) in self.leaders.iter().enumerate() {
            if !(1..=6).contains(&l.strategic) {
                return Err(src.invalid(&format!("{key}.leaders[{i}].strategic"), "expected 1..=6"));
            }
            if !(1..=5).contains(&l.tactical) {
                return Err(src.invalid(&format!("{key}.leaders[{i}].tactical"), "expected 1..=5"));
            }
        }
        for (i, n) in self.outflanking.iter().enumerate() {
            if !self.corps.iter().any(|c| &c.name == n) {
                return Err(src.invalid(
                    &format!("{key}.outflanking[{i}]"),
                    format!("'{n}' is not a corps of the {key}"),
                ));
            }
        }
        if let Some(v) = &self.base_morale {
            tenths(v).ok_or_else(|| {
                src.invalid(
                    &format!("{key}.base_morale"),
                    "expected a morale level such as 3.2 (tenths at most)",
                )
            })?;
        }
        Ok(())
    }

    /// The side as the rules' units and leaders, in `area`.
    pub fn input(&self, role: Role, area: &str) -> SideInput {
        let units: Vec<Unit> = self
            .corps
            .iter()
            .map(|c| Unit {
                id: c.name.clone(),
                name: c.name.clone(),
                power: c.power.clone(),
                kind: c.kind,
                area: area.into(),
                entered_from: None,
                strategic: Some(c.strategic.unwrap_or(2)),
                factors: c.factors.clone(),
                in_city: false,
                minor: c.minor.clone(),
                allowance_in_parentheses: false,
                not_besieging: false,
            })
            .filter(|u| u.total() > 0)
            .collect();
        let leaders: Vec<Leader> = self
            .leaders
            .iter()
            .map(|l| Leader {
                id: l.name.clone(),
                name: l.name.clone(),
                power: l.power.clone(),
                area: area.into(),
                strategic: l.strategic,
                tactical: l.tactical,
                seniority: l.seniority,
                cavalry: l.cavalry,
                napoleon: false,
                in_city: false,
            })
            .collect();
        let label = self
            .name
            .clone()
            .or_else(|| units.first().map(|u| u.power.clone()))
            .unwrap_or_default();
        SideInput {
            force: Force::new(role, label, units, leaders),
            base_morale: self.base_morale.as_ref().and_then(tenths),
            chit: self.chit,
            outflanking: self.outflanking.clone(),
            loss_priority: self.loss_priority.clone(),
            pursue: self.pursue,
        }
    }
}

/// "3.2" or 3.2 or 3 as tenths (32, 30); None for anything else or a negative level.
fn tenths(v: &serde_yaml::Value) -> Option<i32> {
    let text = match v {
        serde_yaml::Value::Number(n) => n.to_string(),
        serde_yaml::Value::String(s) => s.trim().to_string(),
        _ => return None,
    };
    let (int, frac) = text.split_once('.').unwrap_or((&text, "0"));
    if int.is_empty() || frac.len() != 1 || !frac.chars().all(|c| c.is_ascii_digit()) {
        return None;
    }
    let int: i32 = int.parse().ok().filter(|i| (0..=20).contains(i))?;
    let frac: i32 = frac.parse().ok()?;
    Some(int * 10 + frac)
}
