//! Movement on the table (the reference notes' movement rules) through the table engine:
//! a unit's rate by arm; a half move (not cumulative) when entering or leaving woods or a
//! built-up area, crossing a linear feature, when shaken, or moving sideways or
//! backwards; +2" when the whole move is on a road; one infantry unit per wood or
//! built-up area; artillery and cavalry into woods or built-up areas only by road;
//! unlimbered artillery only pivots.

pub mod cost_words;
pub mod road;

use super::model::Rules;
use super::orders::Motion;
use super::state::{Arm, State};
use crate::board::table::costs::{LinearCost, MoveCosts};
use crate::board::table::geometry::{polygon, polygons_touch};
use crate::board::table::measure::{Length, Point};
use crate::board::table::moves::{make_move, Move, MoveError, MoveRules, Moved, Pivot};
use crate::board::table::stand::{Formation, Stand};
use crate::board::table::terrain::{AreaKind, LinearKind, Table};
use crate::rules::grande_tactique::revision::Change;
use crate::rules::grande_tactique::words::{movement::Said, say};

/// Woods of any density and built-up areas: where a half move applies on entering or
/// leaving, one infantry unit at most, and artillery and cavalry only by road.
pub fn is_cover(k: AreaKind) -> bool {
    matches!(
        k,
        AreaKind::LightWoods | AreaKind::MediumWoods | AreaKind::HeavyWoods | AreaKind::BuiltUp
    )
}

/// The ids of the woods and built-up areas `s` touches.
pub fn cover_touched(table: &Table, s: &Stand) -> Vec<String> {
    let p = polygon(&s.footprint().corners());
    table
        .areas
        .iter()
        .filter(|a| is_cover(a.kind) && polygons_touch(&p, &a.poly))
        .map(|a| a.id.clone())
        .collect()
}

/// Whether `s` stands wholly in the open: no woods, built-up area or poor ground (squares
/// form only in the open).
pub fn in_the_open(table: &Table, s: &Stand) -> bool {
    let p = polygon(&s.footprint().corners());
    !table
        .areas
        .iter()
        .any(|a| a.kind != AreaKind::Hill && polygons_touch(&p, &a.poly))
}

/// The half-move costs: woods and built-up areas entered or left, and every linear
/// feature but a road or bridge crossed, double the move's cost (a half move).
pub fn half_move_costs() -> MoveCosts {
    let mut c = MoveCosts::default();
    for k in [
        AreaKind::LightWoods,
        AreaKind::MediumWoods,
        AreaKind::HeavyWoods,
        AreaKind::BuiltUp,
    ] {
        c.areas.insert(k, Some(2000));
    }
    for k in [
        LinearKind::Stream,
        LinearKind::Ditch,
        LinearKind::River,
        LinearKind::StoneWall,
        LinearKind::Redoubt,
        LinearKind::WoodenFence,
        LinearKind::Hedge,
    ] {
        c.linears.insert(
            k,
            Some(LinearCost {
                multiplier: 2000,
                extra: Length::ZERO,
            }),
        );
    }
    c
}

/// The table engine's move for a motion of `s`.
pub fn board_move(s: &Stand, m: Motion) -> Move {
    match m {
        Motion::Advance(d) => Move::Advance(d),
        Motion::Retire(d) => Move::Retire(d),
        Motion::Oblique(a, d) => Move::Oblique {
            angle: a,
            distance: d,
        },
        Motion::Sidestep(side, d) => {
            let turn = if side == Pivot::Left { -90 } else { 90 };
            Move::MoveTo(s.centre.step(s.facing.turned(turn), d))
        }
        Motion::Wheel(p, deg) => Move::Wheel {
            pivot: p,
            degrees: deg,
        },
        Motion::Pivot(a) => Move::ChangeFacing(a),
        Motion::AboutFace => Move::AboutFace,
    }
}

/// A moved unit and how its allowance was reckoned, for the report.
#[derive(Debug, Clone)]
pub struct Walked {
    /// The table engine's outcome.
    pub moved: Moved,
    /// The allowance used.
    pub allowance: Length,
    /// How the allowance was reckoned (`full move 3.000"`, `half move: shaken`, `on the road`).
    pub how: String,
}

/// Checks and makes motion `m` of unit `i` on the table as `st` has it.
///
/// # Errors
/// Why the move is refused, citing the rule.
pub fn walk(rules: &Rules, st: &State, i: usize, m: Motion) -> Result<Walked, String> {
    let u = &st.units[i];
    let s = &u.stand;
    if u.arm.is_artillery() && s.formation == Formation::Unlimbered && !m.is_pivot() {
        return Err("unlimbered artillery only pivots: limber it first (2. PIP Phase)".into());
    }
    if u.markers.routed {
        return Err("a routed unit does nothing until rallied (2. PIP Phase)".into());
    }
    let rate = rules.units.rate(u.arm, u.in_square());
    let mv = board_move(s, m);
    let stands = st.stands();
    let open = MoveCosts::default();
    let half = half_move_costs();
    let why_half = if u.markers.shaken {
        Some(say(&Said::WhenShaken))
    } else if m.is_backwards_or_sideways() {
        Some(say(&Said::SidewaysOrBackwards))
    } else {
        None
    };
    let why_half = why_half.as_deref();
    // A trial on the road first: the whole move on one road adds the bonus and ignores the
    // terrain it crosses.
    let try_move = |allowance: Length, costs: &MoveCosts| {
        make_move(
            s,
            mv,
            &MoveRules {
                table: &rules.table,
                stands: &stands,
                interpenetrate: false,
                allowance,
                costs,
            },
        )
    };
    let free = try_move(Length(i64::MAX / 4), &open).map_err(|e| {
        say(&Said::MoveRefused {
            why: &e.to_string(),
        })
    })?;
    let on_road =
        why_half.is_none() && road::on_one_road(&rules.table, &free.path, rules.units.road_width());
    let (allowance, half_costs, how) = reckon(rules, rate, why_half, on_road);
    let costs = if half_costs { &half } else { &open };
    may_enter(rules, st, i, &free.stand, on_road)?;
    let moved = try_move(allowance, costs).map_err(|e| match e {
        MoveError::OverAllowance { cost, .. }
            if rules.revision.has(Change::OverAllowanceCosted) =>
        {
            let free_cost = try_move(Length(i64::MAX / 4), costs).map_or(cost, |m| m.cost);
            say(&Said::OverAllowanceCosted {
                cost: &cost_words::cost_parts(&rules.table, s, &free, free_cost),
                how: &how,
                rule: &allowance_rule(rules, u, why_half, on_road),
            })
        }
        e => say(&Said::MoveRefusedHalf {
            why: &e.to_string(),
            how: &how,
        }),
    })?;
    let how = if moved.cost > moved.distance {
        say(&Said::HalfMoveCosts {
            cost: &moved.cost.to_string(),
            how: &how,
        })
    } else {
        how
    };
    Ok(Walked {
        moved,
        allowance,
        how,
    })
}

/// The rule of a move's allowance: the arm's rate (units.yaml), halved (shaken, sideways
/// or backwards) or with the road's bonus.
fn allowance_rule(
    rules: &Rules,
    u: &super::state::Unit,
    why_half: Option<&str>,
    on_road: bool,
) -> String {
    let road = (why_half.is_none() && on_road).then(|| rules.units.road_bonus().to_string());
    say(&Said::AllowanceRule {
        arm: u.arm.name(),
        rate: &rules.units.rate(u.arm, u.in_square()).to_string(),
        half: why_half,
        road: road.as_deref(),
    })
}

/// The allowance of a move at `rate`: half (`why_half`), or on the road with the bonus
/// (`on_road`), or full with the half-move terrain costs (`true`); and how it was reckoned.
fn reckon(
    rules: &Rules,
    rate: Length,
    why_half: Option<&str>,
    on_road: bool,
) -> (Length, bool, String) {
    match (why_half, on_road) {
        (Some(w), _) => (
            rate.scale(1, 2),
            false,
            say(&Said::HalfMove {
                why: w,
                allowance: &rate.scale(1, 2).to_string(),
            }),
        ),
        (None, true) => (
            rate + rules.units.road_bonus(),
            false,
            say(&Said::OnTheRoad {
                allowance: &(rate + rules.units.road_bonus()).to_string(),
            }),
        ),
        (None, false) => (
            rate,
            true,
            say(&Said::FullMove {
                allowance: &rate.to_string(),
            }),
        ),
    }
}

/// Movement: artillery and cavalry enter woods or a built-up area only by road
/// (`on_road`); one infantry unit per wood or built-up area. `to`: unit `i`'s stand after
/// the move.
///
/// # Errors
/// Why the move may not end there.
fn may_enter(rules: &Rules, st: &State, i: usize, to: &Stand, on_road: bool) -> Result<(), String> {
    let u = &st.units[i];
    let before = cover_touched(&rules.table, &u.stand);
    let after = cover_touched(&rules.table, to);
    let entered: Vec<&String> = after.iter().filter(|a| !before.contains(a)).collect();
    if (u.arm.is_artillery() || u.arm.is_cavalry()) && !entered.is_empty() && !on_road {
        return Err(say(&Said::ByRoadOnly {
            arm: u.arm.name(),
            area: entered[0],
        }));
    }
    if u.arm == Arm::Infantry {
        for a in &after {
            if let Some(o) = st.units.iter().find(|o| {
                o.id() != u.id()
                    && o.arm == Arm::Infantry
                    && cover_touched(&rules.table, &o.stand).contains(a)
            }) {
                return Err(say(&Said::HoldsArea {
                    unit: o.id(),
                    area: a,
                }));
            }
        }
    }
    Ok(())
}

/// Checks a general's ride to `to`: on the table and within his move.
///
/// # Errors
/// Why it is refused.
pub fn ride(rules: &Rules, from: Point, to: Point) -> Result<(), String> {
    if !rules.table.has(to) {
        return Err(say(&Said::RideOffTable));
    }
    let d = from.distance(to);
    let rate = rules.units.general_rate();
    if d > rate {
        return Err(say(&Said::BeyondGeneralMove {
            distance: &d.to_string(),
            most: &rate.to_string(),
        }));
    }
    Ok(())
}
