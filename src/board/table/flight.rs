//! Flight and pursuit on the table, general for any game: turn to a facing (away from a
//! threat, or towards a quarry) and move straight up to a distance, never through another
//! stand nor off the table: the move stops short, at the farthest thou it can reach.

use super::costs::MoveCosts;
use super::measure::{Angle, Length, Point};
use super::moves::{make_move, Move, MoveError, MoveRules};
use super::range::bearing_to;
use super::stand::Stand;
use super::terrain::Table;

/// What stopped a run short.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Stop {
    /// Another stand, by id.
    Stand(String),
    /// The table edge.
    TableEdge,
}

/// A run's outcome.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Ran {
    /// The stand turned and moved.
    pub stand: Stand,
    /// The distance moved (at most the distance asked).
    pub distance: Length,
    /// What stopped it short, if anything.
    pub stopped_by: Option<Stop>,
}

/// The facing straight away from `threat`, centre to centre (the about-face when the two
/// centres coincide).
pub fn away_from(s: &Stand, threat: Point) -> Angle {
    if threat == s.centre {
        return s.facing.turned(180);
    }
    bearing_to(threat, s.centre)
}

/// Turns `s` in place to `facing` and moves it straight ahead up to `distance` on `table`
/// among `stands` (its own id skipped), terrain costing nothing: the farthest it can go
/// without overlapping a stand (touching is allowed) or leaving the table. A negative
/// distance moves nothing.
pub fn run(s: &Stand, facing: Angle, distance: Length, table: &Table, stands: &[Stand]) -> Ran {
    let turned = s.placed(s.centre, facing);
    let costs = MoveCosts::default();
    let rules = MoveRules {
        table,
        stands,
        interpenetrate: false,
        allowance: Length(i64::MAX),
        costs: &costs,
    };
    let try_to = |d: i64| make_move(&turned, Move::Advance(Length(d)), &rules);
    let full = distance.0.max(0);
    let stop = match try_to(full) {
        Ok(m) => {
            return Ran {
                stand: m.stand,
                distance: Length(full),
                stopped_by: None,
            }
        }
        Err(e) => e,
    };
    // The farthest legal advance: overlap and leaving the table only grow with distance.
    let (mut ok, mut bad, mut why) = (-1i64, full, stop);
    while bad - ok > 1 {
        let mid = ok + (bad - ok) / 2;
        match try_to(mid) {
            Ok(_) => ok = mid,
            Err(e) => {
                bad = mid;
                why = e;
            }
        }
    }
    let stopped_by = Some(match why {
        MoveError::Overlap(id) => Stop::Stand(id),
        _ => Stop::TableEdge,
    });
    match try_to(ok) {
        Ok(m) => Ran {
            stand: m.stand,
            distance: Length(ok),
            stopped_by,
        },
        Err(_) => Ran {
            stand: turned,
            distance: Length::ZERO,
            stopped_by,
        },
    }
}
