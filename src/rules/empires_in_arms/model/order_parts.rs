//! The parts of an orders file that procedures read and that the orders file gathers:
//! announcements (7.1), depot orders (7.2), garrison transfers (7.3.3), reinforcement
//! attempts (7.5.2.11) and the standing loss priority (7.5.2.9.2).

use super::units::{FactorType, Factors};
use serde::{Deserialize, Serialize};

/// One player's announcements: `announce:` in its orders for the `land-announcements` entry.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Announce {
    /// 7.1, France only: its place in the sequence, 1 (before Russia) up to the number of
    /// powers in the sequence (after Spain). Default: its place in the scenario's `sequence`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub place: Option<usize>,
    /// 7.1.2: the combined movements this player's powers announced in the Political Phase;
    /// each lists the allies moving together, in the order this player proposes they move
    /// within the sequence (7.3.8.1). Default: none.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub combined: Vec<Vec<String>>,
}

/// The phasing power's depot orders (`depots:` in its orders file).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DepotOrders {
    /// Areas whose depot of the phasing power is removed, first.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub remove: Vec<String>,
    /// Areas where a new depot is placed, in order, after the removals.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub place: Vec<String>,
}

impl DepotOrders {
    /// Nothing ordered.
    pub fn is_empty(&self) -> bool {
        self.remove.is_empty() && self.place.is_empty()
    }
}

/// Where garrison factors are: inside the area's city, or on the power's depot there.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Post {
    /// The city (7.3.3.4).
    City,
    /// The depot (7.3.3.5).
    Depot,
}

/// One detachment or absorption in the orders (`detach:` / `absorb:`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Transfer {
    /// The corps.
    pub corps: String,
    /// The area: where it starts or one it enters. Default: where its move ends.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub area: Option<String>,
    /// City or depot.
    pub post: Post,
    /// Army factors by type.
    pub factors: Factors,
}

/// A standing order to reinforce a battle from an adjacent area.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Reinforce {
    /// The adjacent area.
    pub from: String,
    /// Units there that try to join.
    pub units: Vec<String>,
    /// A leader there who dices for them all (7.5.2.11.2).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub leader: Option<String>,
}

/// The default loss priority, cheapest morale first (the rules' example: Russia takes militia,
/// then regular infantry, keeping its guard; Turkey takes feudal infantry).
pub const DEFAULT_PRIORITY: [FactorType; 10] = [
    FactorType::Militia,
    FactorType::Guerilla,
    FactorType::Cossack,
    FactorType::Freikorps,
    FactorType::FeudalInfantry,
    FactorType::Infantry,
    FactorType::Artillery,
    FactorType::FeudalCavalry,
    FactorType::Cavalry,
    FactorType::Guard,
];

/// A player's priority completed with the default order for the types it leaves out.
pub fn full_priority(given: &[FactorType]) -> Vec<FactorType> {
    let mut out: Vec<FactorType> = Vec::new();
    for t in given.iter().chain(DEFAULT_PRIORITY.iter()) {
        if !out.contains(t) {
            out.push(*t);
        }
    }
    out
}
