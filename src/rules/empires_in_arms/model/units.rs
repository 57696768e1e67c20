//! Counters: army factor types, corps and other land units, leaders.

use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// A type of army factor. Order is the default loss priority's tail (see [`crate::rules::empires_in_arms::combat::losses`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum FactorType {
    /// Regular infantry (incl. Janissaries).
    Infantry,
    /// Guard infantry.
    Guard,
    /// Artillery.
    Artillery,
    /// Militia (incl. Landwehr, opolchenie).
    Militia,
    /// Feudal infantry.
    FeudalInfantry,
    /// Regular cavalry.
    Cavalry,
    /// Feudal cavalry.
    FeudalCavalry,
    /// Cossacks.
    Cossack,
    /// Freikorps.
    Freikorps,
    /// Guerillas.
    Guerilla,
}

impl FactorType {
    /// All types, in declaration order.
    pub const ALL: [FactorType; 10] = [
        FactorType::Infantry,
        FactorType::Guard,
        FactorType::Artillery,
        FactorType::Militia,
        FactorType::FeudalInfantry,
        FactorType::Cavalry,
        FactorType::FeudalCavalry,
        FactorType::Cossack,
        FactorType::Freikorps,
        FactorType::Guerilla,
    ];

    /// Cavalry of any type: regular, feudal, cossack or freikorps (7.5.2.9.2.2).
    pub fn is_cavalry(self) -> bool {
        matches!(
            self,
            FactorType::Cavalry
                | FactorType::FeudalCavalry
                | FactorType::Cossack
                | FactorType::Freikorps
        )
    }

    /// The YAML key (`feudal_infantry`).
    pub fn key(self) -> &'static str {
        match self {
            FactorType::Infantry => "infantry",
            FactorType::Guard => "guard",
            FactorType::Artillery => "artillery",
            FactorType::Militia => "militia",
            FactorType::FeudalInfantry => "feudal_infantry",
            FactorType::Cavalry => "cavalry",
            FactorType::FeudalCavalry => "feudal_cavalry",
            FactorType::Cossack => "cossack",
            FactorType::Freikorps => "freikorps",
            FactorType::Guerilla => "guerilla",
        }
    }

    /// Words for reports ("feudal infantry").
    pub fn label(self) -> String {
        self.key().replace('_', " ")
    }
}

/// Army factors by type.
pub type Factors = BTreeMap<FactorType, u32>;

/// Total of a factor map.
pub fn total(f: &Factors) -> u32 {
    f.values().sum()
}

/// What a land counter is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum UnitKind {
    /// A corps counter.
    Corps,
    /// Russian cossacks.
    Cossacks,
    /// Austrian or Prussian freikorps.
    Freikorps,
    /// Spanish guerillas.
    Guerilla,
    /// Garrison factors on a depot.
    Garrison,
}

/// A land unit on the map.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Unit {
    /// Unique id (`rus-vi`).
    pub id: String,
    /// Name for reports.
    pub name: String,
    /// Owning major power.
    pub power: String,
    /// Kind of counter.
    pub kind: UnitKind,
    /// Area id.
    pub area: String,
    /// Area it entered its present area from in this sequence's movement (for river
    /// crossing tables, 7.5.2.7.1); absent when it did not move.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub entered_from: Option<String>,
    /// Intrinsic strategic rating of a corps (used without a leader, 7.5.2.5.2.2).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub strategic: Option<u8>,
    /// Army factors.
    pub factors: Factors,
    /// Inside the area's city rather than in the area (7.3.3, 7.3.4): a city garrison, out
    /// of field and trivial combat (7.5.1.2).
    #[serde(default, skip_serializing_if = "is_false")]
    pub in_city: bool,
    /// A minor free state's forces (the map nation, `bavaria`): `power` is its controlling
    /// major power, in whose sequence they move (7.1.1, 7.3). They detach and absorb only
    /// infantry, only in their own country (7.3.3.1.1, 7.3.3.5.2), and do not leave it with
    /// the honours of war (7.5.4.1.2.3.1).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub minor: Option<String>,
    /// 7.3.1.1: the counter prints its "3" movement allowance in parentheses: a French
    /// controlled minor free state infantry corps then moves 4.
    #[serde(default, skip_serializing_if = "is_false")]
    pub allowance_in_parentheses: bool,
    /// 7.4.1.2.2, 7.5.4: in its power's last sequence this corps foraged with its unused
    /// movement points beside an enemy-held city instead of besieging it; it besieges
    /// nothing until its power's next sequence.
    #[serde(default, skip_serializing_if = "is_false")]
    pub not_besieging: bool,
}

fn is_false(b: &bool) -> bool {
    !*b
}

impl Unit {
    /// Total army factors.
    pub fn total(&self) -> u32 {
        total(&self.factors)
    }

    /// A corps with at least one factor that is not artillery (7.5.2.1).
    pub fn is_non_artillery_corps(&self) -> bool {
        self.kind == UnitKind::Corps
            && self
                .factors
                .iter()
                .any(|(t, n)| *t != FactorType::Artillery && *n > 0)
    }

    /// Corps, cossacks and freikorps can make the phasing power attack (7.5.1).
    pub fn forces_attack(&self) -> bool {
        matches!(
            self.kind,
            UnitKind::Corps | UnitKind::Cossacks | UnitKind::Freikorps
        )
    }
}

/// A leader counter.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Leader {
    /// Unique id.
    pub id: String,
    /// Name for reports.
    pub name: String,
    /// Major power.
    pub power: String,
    /// Area id.
    pub area: String,
    /// Strategic rating 1..=6.
    pub strategic: u8,
    /// Tactical rating 1..=5.
    pub tactical: u8,
    /// Seniority: 1 is the most senior; the most senior leader present commands (10.6.1,
    /// not in our text: documented in docs/empires-in-arms.md).
    pub seniority: u8,
    /// A cavalry leader (7.5.2.10.2.2.1).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub cavalry: bool,
    /// The NAPOLEON leader (7.5.2.10.1.3.1-2).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub napoleon: bool,
    /// Inside the area's city, gone in with corps (7.3.3.4); out of field combat.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub in_city: bool,
}

/// The commander of a set of leaders: the most senior, then the best tactician, then by id.
pub fn commander<'a>(leaders: impl IntoIterator<Item = &'a Leader>) -> Option<&'a Leader> {
    leaders.into_iter().min_by(|a, b| {
        (a.seniority, std::cmp::Reverse(a.tactical), &a.id).cmp(&(
            b.seniority,
            std::cmp::Reverse(b.tactical),
            &b.id,
        ))
    })
}

/// Factors removed from one unit (a combat's losses, 7.5.2.9.2; a sortie's; a besieged
/// city's supply losses, 7.4.5.2).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Loss {
    /// Unit id.
    pub unit: String,
    /// Unit name.
    pub name: String,
    /// Factor type.
    pub factor: FactorType,
    /// How many.
    pub count: u32,
}
