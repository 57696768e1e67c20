// TERRAIN TYPE MOVEMENT EFFECT: what every move (step, charge, rout, fall back, breakthrough, counter-charge) pays along its path.
//! The 0.6.0 reading of the TERRAIN TYPE MOVEMENT EFFECT for every move across the table:
//! the part of the path inside poor ground or woods pays half speed (not the whole move),
//! streams, ditches, walls, fences and hedges add their cost per crossing, "Up a Contour"
//! its cost per level climbed; rivers are crossed only by a bridge, and a bridge only in
//! company column or skirmish; a stream or ditch crossed disorders the unit (PROVISIONAL:
//! "May disorder any unit that crosses it if sufficiently wide or deep", every stream and
//! ditch of our tables read as wide or deep enough). A cost refused names its parts and
//! their rules: `27.000" = 9.000" in woods (x2) (TERRAIN TYPE MOVEMENT EFFECT) + ...`.
//! From 0.7.0 a table may have fords: a river is crossed where a ford crosses it, at the
//! cost the chart gives the ford (PROVISIONAL, charts/terrain-movement.yaml `ford`; the
//! text has none), in any formation, and the crossing part names the reading.

use super::super::footprints::formation_key;
use super::super::model::Rules;
use super::super::state::Arm;
use crate::board::table::measure::{Length, Point};
use crate::board::table::path_cost::{path_cost, PathCost};
use crate::board::table::stand::Stand;
use crate::rules::old_trousers::words::movement::{Part, Said};
use crate::rules::old_trousers::words::say;

/// The rule of the movement chart.
pub const MOVEMENT: &str = "MOVEMENT TABLE";
/// The rule of the terrain chart.
pub const TERRAIN: &str = "TERRAIN TYPE MOVEMENT EFFECT";
/// The provisional reading of stream crossing disorder, named in each line that used it.
pub const STREAM_DISORDER: &str =
    "PROVISIONAL: every stream and ditch of the table read as \"sufficiently wide or deep\"";

/// What a move pays and what the terrain did to the unit.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Paid {
    /// The cost, part by part.
    pub cost: PathCost,
    /// The stream or ditch crossed that disorders the unit ("May disorder any unit that
    /// crosses it"), if any.
    pub disordered_by: Option<String>,
}

/// The cost of a move of `s` (formed or not: `formed`) whose centre follows `path` for
/// `distance`: terrain along the path, crossings, and "Up a Contour" from the path's start
/// to its end.
///
/// # Errors
/// The rule and why: an impassable area or feature, a bridge crossed in a formation the
/// text forbids.
pub fn paid(
    rules: &Rules,
    arm: Arm,
    (s, formed): (&Stand, bool),
    path: &[Point],
    distance: Length,
) -> Result<Paid, (String, String)> {
    let costs = rules.charts.terrain.costs(arm, formed);
    let mut cost = path_cost(&rules.table, costs, path, distance)
        .map_err(|id| (TERRAIN.to_string(), say(&Said::MayNotEnter { id: &id })))?;
    let terrain = &rules.charts.terrain;
    if let Some(b) = cost.bridges.first() {
        if !terrain.bridge_formations.contains(&s.formation) {
            return Err((
                format!("{TERRAIN}: Bridges"),
                say(&Said::BridgeFormation {
                    bridge: b,
                    formation: formation_key(s.formation),
                }),
            ));
        }
    }
    name_provisional(rules, &mut cost);
    if let (Some(from), Some(to)) = (path.first(), path.last()) {
        let up = i64::from(rules.table.level_at(*to)) - i64::from(rules.table.level_at(*from));
        let per = terrain.up_a_contour.get(&arm).copied().unwrap_or_default();
        cost.add("up a contour", Length(per.0 * up.max(0)));
    }
    let disordered_by = cost
        .crossed
        .iter()
        .find(|(_, k)| terrain.may_disorder.contains(k))
        .map(|(id, _)| id.clone())
        .filter(|_| formed);
    Ok(Paid {
        cost,
        disordered_by,
    })
}

/// Names the provisional reading in each crossing part of a feature the text does not give
/// (a ford): `crossing ford-a (PROVISIONAL: ...)`.
fn name_provisional(rules: &Rules, cost: &mut PathCost) {
    let notes = &rules.charts.terrain.provisional;
    for (id, kind) in cost.crossed.clone() {
        let Some(n) = notes.get(&kind) else { continue };
        let what = format!("crossing {id}");
        for p in cost.parts.iter_mut().filter(|p| p.what == what) {
            p.what = say(&Said::ProvisionalCrossing {
                what: &what,
                note: n,
            });
        }
    }
}

/// The cost with each part's rule: `9.000" = 3.000" open (MOVEMENT TABLE) + 6.000" in
/// scrub (x2) (TERRAIN TYPE MOVEMENT EFFECT)`.
pub fn explain(c: &PathCost) -> String {
    let parts: Vec<Part> = c
        .parts
        .iter()
        .map(|p| Part {
            cost: p.cost.to_string(),
            what: &p.what,
            open: p.what == "open",
        })
        .collect();
    say(&Said::Cost {
        total: &c.total.to_string(),
        parts: &parts,
    })
}

/// The farthest `d` in `0..=most` (thou) for which `fits(d)` holds, given that it holds
/// for every distance below one that does (a move's cost and its obstacles only grow with
/// its length); `None` when not even 0 fits.
pub fn farthest(most: Length, fits: impl Fn(Length) -> bool) -> Option<Length> {
    if fits(most) {
        return Some(most);
    }
    if !fits(Length::ZERO) {
        return None;
    }
    let (mut ok, mut bad) = (0i64, most.0);
    while bad - ok > 1 {
        let mid = ok + (bad - ok) / 2;
        if fits(Length(mid)) {
            ok = mid;
        } else {
            bad = mid;
        }
    }
    Some(Length(ok))
}
