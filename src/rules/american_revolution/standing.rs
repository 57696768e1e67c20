//! Standing orders: the choices the rules give a player inside the other side's turn,
//! kept in the state from the player's last orders.

use super::sps::Kind;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// Choices made inside the other side's turn, kept from a player's last orders.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Standing {
    /// B.1.b.4.a, E.b.4 (American): region -> the area its militia are placed in
    /// (default: the area the British entered, or the region's first area).
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub militia: BTreeMap<String, String>,
    /// C (American): region -> the area its continentals are levied in (default: the
    /// region's first area without British SPs, else its first area).
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub levy: BTreeMap<String, String>,
    /// A.3 (both): after the first two losses, the kinds lost first, in order (default:
    /// irregulars, then regulars: M, C, F, SF / T, B).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub losses: Vec<Kind>,
    /// B.1.b.4.b (British): region -> the area its Tories are placed in (default: the area
    /// the British entered).
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub tories: BTreeMap<String, String>,
    /// B.1.b.4.b (British): region -> the new Tory group's intended move (default: none).
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub tory_moves: BTreeMap<String, Vec<String>>,
}
