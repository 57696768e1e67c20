//! 1812 odds: the battle at a place (A.3 steps 1 to 7, the battle plan chart, the combat
//! results table and pursuit) fought by the rules' own [`battle::battle`] under every die it
//! rolls, for given battle plans or every pair of plans.

use crate::odds::walk::{self, Prob};
use crate::rules::spi_1812::battle;
use crate::rules::spi_1812::charts::Charts;
use crate::rules::spi_1812::log::Log;
use crate::rules::spi_1812::map::Map;
use crate::rules::spi_1812::orders::{Orders, Plans};
use crate::rules::spi_1812::state::{Side, State};
use std::collections::BTreeMap;

/// What a side has after the battle.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub struct SideAfter {
    /// Strength points of its corps that were in the battle, wherever they are now.
    pub strength: u32,
    /// Whether its units left the place (retreated before or after combat).
    pub retreated: bool,
}

/// One outcome of a battle: (the attacker after, the defender after).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub struct Outcome {
    /// The phasing side.
    pub attacker: SideAfter,
    /// The other side.
    pub defender: SideAfter,
}

/// The outcome of the battle at `place` in `before` and `after`.
fn outcome(before: &State, after: &State, place: &str) -> Outcome {
    let side = |s: Side| {
        let ids: Vec<&str> = before
            .at(place, s)
            .filter(|u| u.is_corps())
            .map(|u| u.id.as_str())
            .collect();
        let now: Vec<_> = ids.iter().filter_map(|id| after.unit(id)).collect();
        SideAfter {
            strength: now.iter().map(|u| u.strength).sum(),
            retreated: !now.is_empty() && now.iter().all(|u| u.at != place),
        }
    };
    Outcome {
        attacker: side(before.phasing),
        defender: side(before.phasing.other()),
    }
}

/// Every outcome of the battle at `place` of `state` under `plans`, with its exact
/// probability (they sum to one).
pub fn exact(
    charts: &Charts,
    map: &Map,
    state: &State,
    place: &str,
    plans: &Plans,
) -> BTreeMap<Outcome, Prob> {
    walk::distribution(|dice| {
        let mut s = state.clone();
        let mut log = Log::default();
        battle::battle(charts, map, &mut s, place, plans, dice, &mut log);
        outcome(state, &s, place)
    })
}

/// Plans in which each side plays `attacker` and `defender` chits (as its orders'
/// `default_chit`) and nothing else.
pub fn chit_plans(state: &State, attacker: &str, defender: &str) -> Plans {
    let o = |chit: &str| Orders {
        default_chit: Some(chit.to_string()),
        ..Orders::default()
    };
    Plans::new(BTreeMap::from([
        (state.phasing, o(attacker)),
        (state.phasing.other(), o(defender)),
    ]))
}

/// The exact outcomes of every pair of battle plan chits (attacker's set by defender's set,
/// in the chart's order).
pub fn matrix(
    charts: &Charts,
    map: &Map,
    state: &State,
    place: &str,
) -> Vec<(String, String, BTreeMap<Outcome, Prob>)> {
    let bp = &charts.battle_plan;
    let mut out = Vec::new();
    for a in &bp.attacker {
        for d in &bp.defender {
            let plans = chit_plans(state, a, d);
            out.push((
                a.clone(),
                d.clone(),
                exact(charts, map, state, place, &plans),
            ));
        }
    }
    out
}
