//! 1812 odds: the battle at a place (A.3 steps 1 to 7, the battle plan chart, the combat
//! results table and pursuit) fought by the rules' own [`battle::battle`] under every die it
//! rolls, for given battle plans or every pair of plans; the battle from a campaign or an
//! odds file ([`file`](mod@file)), summed up as who won ([`Winner`]) and each side's best chit.

mod capability;
pub mod file;
pub mod hidden;
pub mod orders;
pub mod print;

pub use capability::BattleOdds;

use crate::error::{Error, Result};
use crate::fairness::Dice;
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

/// Who won a battle: the side that stayed at the place with strength while the other
/// retreated or was destroyed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Winner {
    /// The defender retreated or lost every strength point; the attacker holds.
    Attacker,
    /// The attacker retreated or lost every strength point; the defender holds.
    Defender,
    /// Both stay (or both are gone).
    Neither,
}

impl Winner {
    /// Every winner, in the order printed.
    pub const ALL: [Winner; 3] = [Winner::Attacker, Winner::Defender, Winner::Neither];

    /// In words.
    pub fn words(self) -> &'static str {
        match self {
            Winner::Attacker => "attacker wins (the defender retreated or is destroyed)",
            Winner::Defender => "defender wins (the attacker retreated or is destroyed)",
            Winner::Neither => "neither: both stacks stay",
        }
    }
}

impl SideAfter {
    /// Whether the side left the place or has no strength left.
    pub fn gone(&self) -> bool {
        self.retreated || self.strength == 0
    }
}

impl Outcome {
    /// Who won.
    pub fn winner(&self) -> Winner {
        match (self.attacker.gone(), self.defender.gone()) {
            (false, true) => Winner::Attacker,
            (true, false) => Winner::Defender,
            _ => Winner::Neither,
        }
    }
}

/// The probability of each [`Winner`] in `dist`.
pub fn winners(dist: &BTreeMap<Outcome, Prob>) -> BTreeMap<Winner, Prob> {
    let mut m = BTreeMap::new();
    for (o, p) in dist {
        *m.entry(o.winner()).or_insert_with(walk::zero) += p;
    }
    m
}

/// The probability of `w` in `dist`.
pub fn p_winner(dist: &BTreeMap<Outcome, Prob>, w: Winner) -> Prob {
    winners(dist).get(&w).copied().unwrap_or_else(walk::zero)
}

/// The expected strength points left: (attacker's, defender's).
pub fn expected_strength(dist: &BTreeMap<Outcome, Prob>) -> (Prob, Prob) {
    dist.iter()
        .fold((walk::zero(), walk::zero()), |(a, d), (o, p)| {
            (
                a + p * Prob::from_integer(u128::from(o.attacker.strength)),
                d + p * Prob::from_integer(u128::from(o.defender.strength)),
            )
        })
}

/// The labels of the charts a battle reads that are provisional (battle plan chart,
/// combat results table, pursuit table), each as "Name (provisional)".
pub fn provisional_charts(charts: &Charts) -> Vec<String> {
    let used = ["Battle Plan Chart", "Combat Results Table", "Pursuit Table"];
    charts
        .provisional()
        .into_iter()
        .filter(|l| used.iter().any(|u| l.starts_with(u)))
        .collect()
}

/// The battle at `place` of a campaign's `state`, the phasing side attacking; with `from`,
/// the phasing side's units at that adjacent place move in first (as a move would bring
/// them). The state returned is the battle's start.
///
/// # Errors
/// An unknown place, `from` not adjacent, or no corps of a side at the place then (naming
/// the places where both sides stand).
pub fn from_campaign(map: &Map, state: &State, place: &str, from: Option<&str>) -> Result<State> {
    if map.place(place).is_none() {
        return Err(Error::Campaign(format!(
            "'{place}' is not an area or sub-area of the map"
        )));
    }
    let mut s = state.clone();
    if let Some(f) = from {
        if map.place(f).is_none() || !map.adjacent(f, place) {
            return Err(Error::Campaign(format!(
                "'{f}' is not a place adjacent to '{place}'"
            )));
        }
        for u in s.units.iter_mut() {
            if u.at == f && u.side == s.phasing {
                u.at = place.to_string();
            }
        }
    }
    // In a player's view the enemy's stack is a marker (it may hold corps).
    let fights = |u: &crate::rules::spi_1812::state::Unit| {
        u.is_corps() || u.kind == crate::rules::spi_1812::state::Kind::Hidden
    };
    let has_at = |p: &str, side: Side| s.at(p, side).any(fights);
    let has = |side: Side| has_at(place, side);
    if !has(s.phasing) || !has(s.phasing.other()) {
        let mut both: Vec<&str> = s
            .units
            .iter()
            .filter(|u| fights(u))
            .map(|u| u.at.as_str())
            .filter(|p| has_at(p, Side::France) && has_at(p, Side::Russia))
            .collect();
        both.sort_unstable();
        both.dedup();
        return Err(Error::Campaign(format!(
            "no battle at '{place}': the {} (phasing) and the {} do not both have corps there{}; give --from PLACE to move the {} units of an adjacent place in; places with both sides' corps: {}",
            s.phasing.adjective(),
            s.phasing.other().adjective(),
            if from.is_some() { " after the move" } else { "" },
            s.phasing.adjective(),
            if both.is_empty() { "none".to_string() } else { both.join(", ") }
        )));
    }
    Ok(s)
}

/// The battle at `place` fought once with `dice` (for `--simulate`).
pub fn fight(
    charts: &Charts,
    map: &Map,
    state: &State,
    place: &str,
    plans: &Plans,
    dice: &mut dyn Dice,
) -> Outcome {
    let mut s = state.clone();
    let mut log = Log::default();
    battle::battle(charts, map, &mut s, place, plans, dice, &mut log);
    outcome(state, &s, place)
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
    walk::distribution(|dice| fight(charts, map, state, place, plans, dice))
}

/// One cell of [`matrix`]: (attacker's chit, defender's chit, the exact outcomes).
pub type Cell = (String, String, BTreeMap<Outcome, Prob>);

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
pub fn matrix(charts: &Charts, map: &Map, state: &State, place: &str) -> Vec<Cell> {
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

/// The matrix's maximin choices: the attacker's chit whose worst case over the defender's
/// chits gives the highest probability of winning, and the defender's chit whose worst case
/// gives the highest probability of not being beaten; ties go to the first in the chart's
/// order. `None` for an empty matrix.
pub fn best_chits(m: &[Cell]) -> Option<((String, Prob), (String, Prob))> {
    let worst = |pick: &dyn Fn(&Cell) -> (String, Prob)| {
        let mut by: Vec<(String, Prob)> = Vec::new();
        for cell in m {
            let (k, p) = pick(cell);
            match by.iter_mut().find(|(c, _)| *c == k) {
                Some((_, q)) => *q = (*q).min(p),
                None => by.push((k, p)),
            }
        }
        by.into_iter()
            .fold(None, |best: Option<(String, Prob)>, (c, p)| match best {
                Some((bc, bp)) if bp >= p => Some((bc, bp)),
                _ => Some((c, p)),
            })
    };
    let att = worst(&|(a, _, d)| (a.clone(), p_winner(d, Winner::Attacker)))?;
    let def = worst(&|(_, dc, d)| (dc.clone(), walk::one() - p_winner(d, Winner::Attacker)))?;
    Some((att, def))
}
