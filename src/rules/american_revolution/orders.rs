//! The orders file of one player for one player turn: its moves, attacks and forts, and its
//! standing orders for the choices the rules give it inside the other side's turn (militia
//! placement, levy placement, loss choices). Everything left out takes the default that
//! docs/american-revolution.md names.

pub use super::standing::Standing;
use super::state::{Condition, Sps};
use serde::{Deserialize, Serialize};

/// A.1.a / B.1.b: a land move (American) or a British group's intended move, area by area.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LandMove {
    /// The area the SPs start in.
    pub from: String,
    /// The SPs moving (from the open, or from `condition`).
    pub sps: Sps,
    /// The areas entered, in order.
    pub path: Vec<String>,
    /// A.1.a (pbem 0.6.0 on): the condition the SPs leave, `fortified` (they march out of
    /// the fort) or `besieging` (they raise the siege); default the open.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub condition: Option<Condition>,
}

/// A.1.b / B.1.c: sea movement (American, with the French fleet) or sea transport
/// (British, die 3-6), coastal area to coastal area; the fleet goes along.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SeaMove {
    /// The coastal area the SPs start in.
    pub from: String,
    /// The SPs moving (from the open, or from `condition`).
    pub sps: Sps,
    /// The coastal area they land in (errata 1973, case H: it may be `from`, to get out of
    /// a besieged fort).
    pub to: String,
    /// pbem 0.6.0 on: the condition the SPs leave (`fortified`: evacuated from the fort;
    /// `besieging`: the siege raised); default the open.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub condition: Option<Condition>,
}

/// A.3 / B.3: one attack in one area.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Attack {
    /// The area.
    pub area: String,
    /// The conditions of own SPs that attack (all SPs in them attack).
    pub with: Vec<Condition>,
    /// The conditions of enemy SPs attacked (each defends whole).
    pub against: Vec<Condition>,
}

/// A.4 / B.4: SPs that build a fort (or join one) in an area.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Fortify {
    /// The area.
    pub area: String,
    /// The SPs going into the fort, from the fresh SPs in the open.
    pub sps: Sps,
}

/// An orders file but its header ([`crate::engine::Header`], which it skips).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(remote = "Self", deny_unknown_fields)]
pub struct Orders {
    /// A message printed in the report.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub note: Option<String>,
    /// A.1.a land moves, or B.1.a-b the British groups (at most 2 per area), in order.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub moves: Vec<LandMove>,
    /// A.1.b sea movement / B.1.c sea transport, in order.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub sea: Vec<SeaMove>,
    /// B.1.c: a fleet move without SPs: the sea the own fleet sails to.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub fleet_to: Option<String>,
    /// A.2 / B.2: the coastal area overseas SPs arrive in (default: the first allowed).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub landing: Option<String>,
    /// A.3 / B.3: attacks, in order.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub attacks: Vec<Attack>,
    /// A.4 / B.4: forts built or joined.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub fortify: Vec<Fortify>,
    /// A.4 / B.4: areas where fresh SPs in the open besiege the enemy fort.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub besiege: Vec<String>,
    /// Item 9 (pbem 0.6.0 on): the side follows the standing orders a commander would give
    /// (its posture, docs/american-revolution.md): `pbem resolve --nmr` writes it for the
    /// phasing player; no moves, attacks or forts may be given with it.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub commander: bool,
    /// Standing orders (replace the last ones when given).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub standing: Option<Standing>,
}

crate::engine::orders::orders_body!(Orders);

impl Serialize for Orders {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        Orders::serialize(self, s)
    }
}
