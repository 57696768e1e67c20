//! The orders file of one player for one entry: the phasing player's moves, depots and
//! battle order; every player's secret battle plan chits and standing orders for the
//! decisions the rules give the non-phasing player; and the French entry's supply and
//! political choices. Everything left out takes the default in docs/spi-1812.md.

use crate::error::Result;
use crate::yaml::Source;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// A.3 step 3: the units retreating before combat and where to.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RetreatBefore {
    /// Cavalry corps, and leaders and supply units to go with them (unit ids).
    pub units: Vec<String>,
    /// The adjacent area or sub-area (default: see [`super::retreat::destination`]).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub to: Option<String>,
}

/// The choices for one battle, keyed by the place in [`Orders::battles`].
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BattleOrders {
    /// Step 1: the battle plan chit, chosen in secret (committed with the orders).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub chit: Option<String>,
    /// Step 3: retreat before combat.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub retreat_before_combat: Option<RetreatBefore>,
    /// Step 6: pursue when the battle plan allows it (default yes).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pursue: Option<bool>,
    /// Step 7: where the stack retreats when it must.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub retreat_to: Option<String>,
}

/// An orders file but its header ([`crate::engine::Header`], which it skips).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(remote = "Self", deny_unknown_fields)]
pub struct Orders {
    /// A message printed in the report.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub note: Option<String>,

    /// A.1.C (non-phasing): areas picked for the phasing side's attrition losses, one loss
    /// each, in order.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub attrition_areas: Vec<String>,
    /// A.2.A (phasing): unit -> the areas/sub-areas it enters, in order.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub moves: BTreeMap<String, Vec<String>>,
    /// A.2.B (phasing): corps or leader -> the places it force-marches into, after basic
    /// movement.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub forced_march: BTreeMap<String, Vec<String>>,
    /// A.2.C (France, phasing): depots to destroy.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub destroy_depots: Vec<String>,
    /// A.2.C (phasing): areas to deplete to 100%.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub deplete: Vec<String>,
    /// A.2.C (France, phasing): places for new depots, in areas depleted above that were
    /// undepleted.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub depots: Vec<String>,
    /// A.3 (phasing): the order of battles, by place.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub combat_order: Vec<String>,
    /// A.3 (both): place -> the choices for a battle there.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub battles: BTreeMap<String, BattleOrders>,
    /// A.3 step 1 (both): the chit for any battle `battles` does not name one for.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub default_chit: Option<String>,
    /// Own corps in the order they take strength losses (attrition, combat, pursuit).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub loss_order: Vec<String>,

    /// C.1 (Russia, French entry): the order areas resolve supply in.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub supply_order: Vec<String>,
    /// C.2 (France, French entry): undepleted areas whose French corps draw on a depot.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub depot_supply: Vec<String>,
    /// C.2 (France, French entry, from pbem 0.6.0): the depots to keep when one of an
    /// area's depots must be expended, first first (default: by id; the last is expended).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub keep_depots: Vec<String>,
    /// C.2 (both, French entry): 100% depleted area -> the adjacent area its corps transfer to.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub transfers: BTreeMap<String, String>,
    /// D.2 (France, French entry): the corps to eliminate for a political loss.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub political_loss: Option<String>,
}

crate::engine::orders::orders_body!(Orders);

impl Serialize for Orders {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        Orders::serialize(self, s)
    }
}

impl Orders {
    /// The choices for a battle at `place` (empty if none).
    pub fn battle(&self, place: &str) -> BattleOrders {
        self.battles.get(place).cloned().unwrap_or_default()
    }

    /// Refuses a corps listed twice in `loss_order` (a loss order ranks each corps once),
    /// naming both items and their lines in `src`, the file `self` was parsed from.
    /// Duplicate keys (`moves`, `battles`, ...) never get this far: [`crate::yaml::screen`]
    /// refuses them.
    ///
    /// # Errors
    /// [`crate::error::Error::Invalid`] at the second item.
    pub fn check_unique(&self, src: &Source) -> Result<()> {
        for (i, id) in self.loss_order.iter().enumerate() {
            if let Some(first) = self.loss_order[..i].iter().position(|u| u == id) {
                let line = |k: usize| {
                    src.line_of(&format!("loss_order[{k}]"))
                        .map_or_else(|| "?".to_string(), |l| l.to_string())
                };
                return Err(src.invalid(
                    &format!("loss_order[{i}]"),
                    format!(
                        "'{id}' is listed twice in loss_order (item {} on line {} and item {} on line {}): list each corps once",
                        first + 1,
                        line(first),
                        i + 1,
                        line(i)
                    ),
                ));
            }
        }
        Ok(())
    }

    /// Position of unit `id` in the loss order (after every listed unit if absent).
    pub fn loss_rank(&self, id: &str) -> usize {
        self.loss_order
            .iter()
            .position(|u| u == id)
            .unwrap_or(self.loss_order.len())
    }
}

/// Each side's orders for the entry (a side whose player sent none: the empty orders, every
/// choice at its default).
#[derive(Debug, Clone, Default)]
pub struct Plans {
    by_side: BTreeMap<super::state::Side, Orders>,
    empty: Orders,
}

impl Plans {
    /// Plans from side -> orders.
    pub fn new(by_side: BTreeMap<super::state::Side, Orders>) -> Self {
        Plans {
            by_side,
            empty: Orders::default(),
        }
    }

    /// The orders of `side`.
    pub fn of(&self, side: super::state::Side) -> &Orders {
        self.by_side.get(&side).unwrap_or(&self.empty)
    }
}
