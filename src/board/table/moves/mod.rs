//! Moves as the rules speak (advance, retire, oblique, wheel, about face, change facing,
//! move to a point), checked against the table edge, other stands and an allowance with
//! terrain costs given by the game as data. A refused move is a typed [`MoveError`].

use super::costs::{move_cost, MoveCosts};
use super::geometry::{convex_hull, convex_overlap};
use super::measure::{div_round, Angle, Length, Point, MAX_COORD};
use super::stand::Stand;
use super::terrain::Table;
use serde::{Deserialize, Serialize};

/// Which front corner a wheel pivots on.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Pivot {
    /// The front-left corner stays; the unit turns anticlockwise.
    Left,
    /// The front-right corner stays; the unit turns clockwise.
    Right,
}

/// A move order.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Move {
    /// Straight ahead by a distance.
    Advance(Length),
    /// Straight back by a distance, keeping the facing.
    Retire(Length),
    /// At `angle` degrees off the facing (−45..=45, clockwise positive), keeping the facing.
    Oblique {
        /// Degrees off the facing.
        angle: i32,
        /// Distance moved.
        distance: Length,
    },
    /// Pivot on a front corner by `degrees` (1..=180).
    Wheel {
        /// The corner that stays.
        pivot: Pivot,
        /// Degrees turned.
        degrees: i32,
    },
    /// Turn 180° about the centre.
    AboutFace,
    /// Turn about the centre to a new facing.
    ChangeFacing(Angle),
    /// Move the centre straight to a point, keeping the facing.
    MoveTo(Point),
}

/// Where a move is checked: the table, the other stands, whether the mover may pass
/// through them (interpenetration, the game's call), its allowance and the costs.
#[derive(Debug, Clone, Copy)]
pub struct MoveRules<'a> {
    /// The table.
    pub table: &'a Table,
    /// Every stand (the mover, by id, is skipped).
    pub stands: &'a [Stand],
    /// May pass through other stands (it may never end on one).
    pub interpenetrate: bool,
    /// The most the move may cost.
    pub allowance: Length,
    /// Terrain costs.
    pub costs: &'a MoveCosts,
}

impl<'a> MoveRules<'a> {
    /// The rules of a move on `table` among `stands` at `costs` that no allowance limits (a
    /// rout, a fall-back, a turn in place), through no other stand.
    pub fn unbounded(table: &'a Table, stands: &'a [Stand], costs: &'a MoveCosts) -> Self {
        MoveRules {
            table,
            stands,
            interpenetrate: false,
            allowance: Length(i64::MAX / 4),
            costs,
        }
    }
}

/// A legal move's outcome.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Moved {
    /// The stand after the move.
    pub stand: Stand,
    /// Distance moved (the centre's path; a wheel's outer-corner arc).
    pub distance: Length,
    /// Cost against the allowance.
    pub cost: Length,
    /// The centre's path, start to end (for the picture's arrows).
    pub path: Vec<Point>,
}

/// Why a move is refused; the game cites its rule for each.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum MoveError {
    /// An oblique more than 45° off the facing.
    #[error("an oblique may be at most 45° off the facing, not {0}°")]
    ObliqueTooWide(i32),
    /// A wheel outside 1..=180 degrees.
    #[error("a wheel turns 1 to 180 degrees, not {0}")]
    BadWheel(i32),
    /// A negative distance.
    #[error("a move distance cannot be negative ({0})")]
    NegativeDistance(Length),
    /// Some of the footprint would leave the table.
    #[error("the move would leave the table")]
    OffTable,
    /// The path or the end overlaps a stand.
    #[error("the move would pass through or end on {0}")]
    Overlap(String),
    /// The path enters an impassable area or crosses an impassable feature.
    #[error("{0} is impassable")]
    Impassable(String),
    /// The cost exceeds the allowance.
    #[error("the move costs {cost} against an allowance of {allowance}")]
    OverAllowance {
        /// The move's cost.
        cost: Length,
        /// The allowance.
        allowance: Length,
    },
}

/// The largest step of a wheel's swept path, degrees.
const WHEEL_STEP: i32 = 15;

/// A wheel's distance: the outer front corner's arc, `frontage × degrees × π / 180` with
/// π taken as 355/113, rounded half away from zero.
pub fn wheel_arc(frontage: Length, degrees: i32) -> Length {
    Length(div_round(
        i128::from(frontage.0) * i128::from(degrees) * 355,
        113 * 180,
    ) as i64)
}

/// The pose after a wheel of `degrees` about `pivot`: the pivot corner is kept and the
/// centre rebuilt from it at the new facing.
fn wheeled(s: &Stand, pivot: Pivot, degrees: i32) -> Stand {
    let f = s.footprint();
    let (corner, turn, side) = match pivot {
        Pivot::Left => (f.front_left, -degrees, 1),
        Pivot::Right => (f.front_right, degrees, -1),
    };
    let facing = s.facing.turned(turn);
    let back = corner.step(facing, Length(-s.depth.scale(1, 2).0));
    let centre = back.step(facing.turned(90 * side), s.frontage.scale(1, 2));
    s.placed(centre, facing)
}

/// The poses a move passes through (start first, end last) and its distance.
fn poses(s: &Stand, mv: Move) -> Result<(Vec<Stand>, Length), MoveError> {
    let straight = |dir: Angle, d: Length| -> Result<(Vec<Stand>, Length), MoveError> {
        if d.0 < 0 {
            return Err(MoveError::NegativeDistance(d));
        }
        if d.0 > 2 * MAX_COORD {
            return Err(MoveError::OffTable);
        }
        Ok((
            vec![s.clone(), s.placed(s.centre.step(dir, d), s.facing)],
            d,
        ))
    };
    match mv {
        Move::Advance(d) => straight(s.facing, d),
        Move::Retire(d) => straight(s.facing.turned(180), d),
        Move::Oblique { angle, distance } => {
            if angle.abs() > 45 {
                return Err(MoveError::ObliqueTooWide(angle));
            }
            straight(s.facing.turned(angle), distance)
        }
        Move::Wheel { pivot, degrees } => {
            if !(1..=180).contains(&degrees) {
                return Err(MoveError::BadWheel(degrees));
            }
            let mut v = vec![s.clone()];
            let mut done = 0;
            while done < degrees {
                done = (done + WHEEL_STEP).min(degrees);
                v.push(wheeled(s, pivot, done));
            }
            Ok((v, wheel_arc(s.frontage, degrees)))
        }
        Move::AboutFace => Ok((
            vec![s.clone(), s.placed(s.centre, s.facing.turned(180))],
            Length::ZERO,
        )),
        Move::ChangeFacing(to) => Ok((vec![s.clone(), s.placed(s.centre, to)], Length::ZERO)),
        Move::MoveTo(p) if !p.in_bounds() => Err(MoveError::OffTable),
        Move::MoveTo(p) => Ok((vec![s.clone(), s.placed(p, s.facing)], s.centre.distance(p))),
    }
}

/// Checks and makes `mv` for `s`. Straight moves sweep the hull of the start and end
/// footprints; a wheel sweeps the hulls of poses at most 15° apart; turns in place check
/// only the end footprint. Terrain costs come from the swept hulls (areas) and the centre's
/// path (linear features).
///
/// # Errors
/// The first [`MoveError`] that applies, checked in the order: shape of the order, table
/// edge, other stands, impassable terrain, allowance.
pub fn make_move(s: &Stand, mv: Move, rules: &MoveRules<'_>) -> Result<Moved, MoveError> {
    let (poses, distance) = poses(s, mv)?;
    let turn_in_place = matches!(mv, Move::AboutFace | Move::ChangeFacing(_));
    swept(s, (&poses, distance), turn_in_place, rules)
}

/// Checks and makes the move of `s` through `poses` (its start first, its end last, each
/// pose at most 15° turned from the one before) of `distance`, as [`make_move`] makes a
/// straight move or a wheel: the hulls of each two poses in turn are swept.
///
/// # Errors
/// As [`make_move`]: the table edge, other stands, impassable terrain, the allowance.
pub fn make_swept_move(
    s: &Stand,
    poses: &[Stand],
    distance: Length,
    rules: &MoveRules<'_>,
) -> Result<Moved, MoveError> {
    swept(s, (poses, distance), false, rules)
}

/// The checks of a move through `poses` (only the end's footprint when `turn_in_place`).
fn swept(
    s: &Stand,
    (poses, distance): (&[Stand], Length),
    turn_in_place: bool,
    rules: &MoveRules<'_>,
) -> Result<Moved, MoveError> {
    let end = poses.last().cloned().unwrap_or_else(|| s.clone());
    let hulls: Vec<Vec<Point>> = if turn_in_place {
        vec![end.footprint().corners().to_vec()]
    } else {
        poses
            .windows(2)
            .map(|w| {
                let mut pts = w[0].footprint().corners().to_vec();
                pts.extend(w[1].footprint().corners());
                convex_hull(&pts)
            })
            .collect()
    };
    if hulls
        .iter()
        .flatten()
        .any(|p| !p.in_bounds() || !rules.table.has(*p))
    {
        return Err(MoveError::OffTable);
    }
    for other in rules.stands.iter().filter(|o| o.id != s.id) {
        let corners = other.footprint().corners();
        let hit = if rules.interpenetrate {
            convex_overlap(&end.footprint().corners(), &corners)
        } else {
            hulls.iter().any(|h| convex_overlap(h, &corners))
        };
        if hit {
            return Err(MoveError::Overlap(other.id.clone()));
        }
    }
    let path: Vec<Point> = poses.iter().map(|p| p.centre).collect();
    let cost = move_cost(rules.table, rules.costs, &hulls, &path, distance)
        .map_err(MoveError::Impassable)?;
    if cost > rules.allowance {
        return Err(MoveError::OverAllowance {
            cost,
            allowance: rules.allowance,
        });
    }
    Ok(Moved {
        stand: end,
        distance,
        cost,
        path,
    })
}

#[cfg(test)]
mod tests;
