// 2. PIP Phase: "declare a charge (in addition to the cost of moving)"; how the charger meets its target's edge is not in the text.
//! How a charger moves into contact (a declared charge's move, a follow-up charge): from
//! pbem 0.12.0 it squares to the edge it meets (PROVISIONAL, charts/charge.yaml
//! `charger-squares`; `src/board/table/conform.rs`): facing that edge squarely, its front
//! edge on the edge's line, its front centre at the point of contact, the squared base's
//! way clear of units and on the table. Before, it kept its facing and its front centre
//! went to the point of contact, and an oblique arrival left the bases overlapping: those
//! entries replay so.

use super::super::model::Rules;
use super::super::revision::Change;
use crate::board::table::conform::squared_charge;
use crate::board::table::fire_lane::{charge, Charge};
use crate::board::table::moves::{make_move, make_swept_move, Move, MoveError, MoveRules, Moved};
use crate::board::table::stand::Stand;
use crate::rules::grande_tactique::words::charge::Squares;

/// A charger's way into contact with its target, by the entry's revision.
#[derive(Debug, Clone)]
pub struct Way {
    /// The charge measured on the table: the edge met, the contact point, the distance,
    /// the lane and the units in it.
    pub charge: Charge,
    /// The squared move's poses, start to end (from 0.12.0); `None`: the facing kept.
    poses: Option<Vec<Stand>>,
}

/// The way of `charger` into contact with `target` among `stands` (the target left out).
pub fn way(rules: &Rules, charger: &Stand, target: &Stand, stands: &[Stand]) -> Way {
    if rules.revision.has(Change::ChargeSquaresToEdge) {
        let s = squared_charge(charger, target, stands);
        Way {
            charge: s.charge,
            poses: Some(s.poses),
        }
    } else {
        Way {
            charge: charge(charger, target, stands),
            poses: None,
        }
    }
}

impl Way {
    /// Makes the move of `charger` into contact by `mr` (the target not among its stands):
    /// squared through its poses, the distance the front centre's to the contact point;
    /// or (before 0.12.0) its centre moved as its front centre is, the facing kept.
    ///
    /// # Errors
    /// The move refused (off the table, through a unit, over the allowance, impassable).
    pub fn make(&self, charger: &Stand, mr: &MoveRules<'_>) -> Result<Moved, MoveError> {
        match &self.poses {
            Some(poses) => make_swept_move(charger, poses, self.charge.distance, mr),
            None => {
                let shift = self.charge.contact - charger.front_centre();
                make_move(charger, Move::MoveTo(charger.centre + shift), mr)
            }
        }
    }

    /// The words of the squaring, with the chart's label and note, when it squares.
    pub fn squares<'a>(&self, rules: &'a Rules) -> Option<Squares<'a>> {
        let r = &rules.charts.charge.charger_squares;
        self.poses.as_ref().map(|_| Squares {
            label: &r.label,
            note: &r.note,
        })
    }
}
