// Movement: "Half move (not cumulative) when entering or leaving woods or a built-up area (BUA), crossing a linear feature, when shaken, or moving sideways or backwards" (reference notes)
//! A refused move's cost, part by part, each with its rule: `6.000" = 3.000" moved x2 (half
//! move: entering or leaving woods or a built-up area: wood-x; movement)` against the
//! allowance and how it was reckoned (`full move 3.000" (movement: infantry 3")`).

use super::half_move_costs;
use crate::board::table::geometry::{convex_hull, polygon, polygons_touch, segment_hits_polyline};
use crate::board::table::measure::Length;
use crate::board::table::moves::Moved;
use crate::board::table::stand::Stand;
use crate::board::table::terrain::Table;
use crate::rules::grande_tactique::words::{movement::Said, name, say};

/// Why the move of `from` to `to` (`to.path` its centre's path) costs `cost`: the distance,
/// the half move's doubling and what caused it (the woods or built-up areas entered or
/// left, the linear features crossed), each with its rule.
pub fn cost_parts(table: &Table, from: &Stand, to: &Moved, cost: Length) -> String {
    let half = half_move_costs();
    let mut pts = from.footprint().corners().to_vec();
    pts.extend(to.stand.footprint().corners());
    let hull = polygon(&convex_hull(&pts));
    let areas: Vec<String> = table
        .areas
        .iter()
        .filter(|a| half.areas.contains_key(&a.kind) && polygons_touch(&hull, &a.poly))
        .map(|a| a.id.clone())
        .collect();
    let lines: Vec<String> = table
        .linears
        .iter()
        .filter(|l| half.linears.contains_key(&l.kind))
        .filter(|l| {
            to.path
                .windows(2)
                .any(|w| w[0] != w[1] && segment_hits_polyline(w[0], w[1], &l.line))
        })
        .map(|l| {
            say(&Said::LinearCrossed {
                kind: &kind_words(&name(&l.kind)),
                id: &l.id,
            })
        })
        .collect();
    let moved_only = cost <= to.distance || (areas.is_empty() && lines.is_empty());
    let (cost, distance) = (cost.to_string(), to.distance.to_string());
    if moved_only {
        return say(&Said::CostMoved {
            cost: &cost,
            distance: &distance,
        });
    }
    say(&Said::CostHalved {
        cost: &cost,
        distance: &distance,
        areas: &areas,
        lines: &lines,
    })
}

/// `StoneWall` as `stone wall`.
fn kind_words(debug: &str) -> String {
    let mut s = String::new();
    for (k, c) in debug.chars().enumerate() {
        if c.is_uppercase() && k > 0 {
            s.push(' ');
        }
        s.extend(c.to_lowercase());
    }
    s
}
