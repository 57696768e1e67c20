//! Flight on the table, general for any game: a stand turns in place to face away and runs
//! its whole distance, never through another stand. Where a stand is in its way it slides
//! sideways (square to its run, facing kept) past it by the shorter way (left when both
//! are equal), the slide counting toward the distance, and runs on. It stops short only at
//! the table edge, or where it can neither run on nor slide past (boxed in). Stands its
//! turned base already overlaps (the charger it faced, a neighbour) are left behind: its
//! run may cross them, never end on them. Distances in thou, steps of the slide 0.1".

use super::costs::MoveCosts;
use super::flight::Stop;
use super::geometry::convex_overlap;
use super::measure::{Angle, Length, Point};
use super::moves::{make_move, Move, MoveError, MoveRules};
use super::stand::Stand;
use super::terrain::Table;

/// The step a slide is tried in: 0.1".
pub const SLIDE_STEP: Length = Length(100);

/// The most legs (runs and slides) of one flight.
const MOST_LEGS: usize = 24;

/// A flight's outcome.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Fled {
    /// The stand turned and moved.
    pub stand: Stand,
    /// The distance run, slides included (at most the distance asked).
    pub distance: Length,
    /// The centre's path, start first.
    pub path: Vec<Point>,
    /// The stands slid past, in order, with the slide's length.
    pub slid_past: Vec<(String, Length)>,
    /// What stopped it short of its distance, if anything.
    pub stopped_by: Option<Stop>,
}

impl Fled {
    /// Boxed in: it could not move at all.
    pub fn boxed_in(&self) -> bool {
        self.distance == Length::ZERO && self.stopped_by.is_some()
    }
}

/// Where one flight is checked: the table and the stands it may not cross.
struct Ground<'a> {
    table: &'a Table,
    others: Vec<Stand>,
    costs: MoveCosts,
}

impl Ground<'_> {
    /// `from` moved `d` thou towards `dir`, facing kept, if the way is clear.
    fn leg(&self, from: &Stand, dir: Angle, d: i64) -> Result<Stand, MoveError> {
        let to = from.centre.step(dir, Length(d));
        make_move(
            from,
            Move::MoveTo(to),
            &MoveRules {
                table: self.table,
                stands: &self.others,
                interpenetrate: false,
                allowance: Length(i64::MAX),
                costs: &self.costs,
            },
        )
        .map(|m| m.stand)
    }

    /// The farthest `from` runs straight ahead, up to `max`, and what stopped it short.
    fn run(&self, from: &Stand, max: i64) -> (Stand, i64, Option<MoveError>) {
        let dir = from.facing;
        if let Ok(s) = self.leg(from, dir, max) {
            return (s, max, None);
        }
        // Overlap and leaving the table only grow with the distance: bisect.
        let (mut ok, mut bad, mut why) = (0i64, max, None);
        while bad - ok > 1 {
            let mid = ok + (bad - ok) / 2;
            match self.leg(from, dir, mid) {
                Ok(_) => ok = mid,
                Err(e) => {
                    bad = mid;
                    why = Some(e);
                }
            }
        }
        if why.is_none() {
            why = self.leg(from, dir, bad).err();
        }
        let at = self.leg(from, dir, ok).unwrap_or_else(|_| from.clone());
        (at, ok, why)
    }

    /// The shortest slide (left first when equal) of at most `left` thou after which `from`
    /// can run on (or that uses the whole distance): the turn (-90 or 90) and the length.
    fn slide(&self, from: &Stand, left: i64) -> Option<(i32, i64, Stand)> {
        let mut best: Option<(i32, i64, Stand)> = None;
        for turn in [-90, 90] {
            let dir = from.facing.turned(turn);
            let mut k = 1;
            loop {
                let s = (k * SLIDE_STEP.0).min(left);
                if best.as_ref().is_some_and(|b| b.1 <= s) {
                    break;
                }
                let Ok(at) = self.leg(from, dir, s) else {
                    break;
                };
                let on = (left - s).min(SLIDE_STEP.0);
                if on == 0 || self.leg(&at, at.facing, on).is_ok() {
                    best = Some((turn, s, at));
                    break;
                }
                if s == left {
                    break;
                }
                k += 1;
            }
        }
        best
    }
}

/// The stand that stopped a run, or the table edge.
fn stop_of(e: MoveError) -> Stop {
    match e {
        MoveError::Overlap(id) => Stop::Stand(id),
        _ => Stop::TableEdge,
    }
}

/// Turns `s` in place to `facing` and runs it `distance` on `table` among `stands` (its
/// own id skipped), terrain costing nothing, sliding past the stands in its way (module
/// doc). A negative distance moves nothing.
pub fn flee(s: &Stand, facing: Angle, distance: Length, table: &Table, stands: &[Stand]) -> Fled {
    let turned = s.placed(s.centre, facing);
    let corners = turned.footprint().corners();
    let behind: Vec<&Stand> = stands
        .iter()
        .filter(|o| o.id != s.id && convex_overlap(&corners, &o.footprint().corners()))
        .collect();
    let ground = Ground {
        table,
        others: stands
            .iter()
            .filter(|o| !behind.iter().any(|b| b.id == o.id))
            .cloned()
            .collect(),
        costs: MoveCosts::default(),
    };
    let mut at = turned.clone();
    let mut left = distance.0.max(0);
    let mut path = vec![at.centre];
    let mut slid_past = Vec::new();
    let mut stopped_by = None;
    for _ in 0..MOST_LEGS {
        let (to, ran, why) = ground.run(&at, left);
        left -= ran;
        if ran > 0 {
            at = to;
            path.push(at.centre);
        }
        let Some(why) = why.filter(|_| left > 0) else {
            break;
        };
        let stop = stop_of(why);
        let Stop::Stand(id) = &stop else {
            stopped_by = Some(stop);
            break;
        };
        match ground.slide(&at, left) {
            Some((_, d, to)) => {
                slid_past.push((id.clone(), Length(d)));
                left -= d;
                at = to;
                path.push(at.centre);
            }
            None => {
                stopped_by = Some(stop);
                break;
            }
        }
    }
    let end = at.footprint().corners();
    if let Some(b) = behind
        .iter()
        .find(|b| convex_overlap(&end, &b.footprint().corners()))
    {
        // It could not clear a stand it started on: it has not got away.
        return Fled {
            stand: turned,
            distance: Length::ZERO,
            path: vec![s.centre],
            slid_past: vec![],
            stopped_by: Some(Stop::Stand(b.id.clone())),
        };
    }
    Fled {
        stand: at,
        distance: Length(distance.0.max(0) - left),
        path,
        slid_past,
        stopped_by,
    }
}

#[cfg(test)]
mod tests;
