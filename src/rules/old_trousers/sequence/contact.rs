// III.B.4 Charge Test Subsegment: "If they are successful then move them adjacent to their target."
//! How a charger is moved adjacent to its target (a charge home, a breakthrough): from
//! pbem 0.12.0 it squares to the edge it strikes (PROVISIONAL, charts/movement.yaml
//! `charger-squares`; `src/board/table/conform.rs`): facing that edge squarely, its front
//! edge on the edge's line, its front centre at the point of contact; a unit in the way of
//! the squared base, or the table edge, stops it. The squaring costs nothing: the ground
//! is paid along the front centre's way, as before. Before, the charger kept its facing
//! and its front centre went to the point of contact, and an oblique charge left the two
//! bases overlapping: those entries replay so.

use super::super::model::Rules;
use super::super::revision::Change;
use super::super::state::State;
use crate::board::table::conform::squared_charge;
use crate::board::table::fire_lane::{charge, Charge};
use crate::board::table::stand::Stand;
use crate::rules::old_trousers::words::{charge::Said, say};
use crate::rules::table_game::log::Log;

/// A charge measured on the table, with where its charger ends adjacent.
#[derive(Debug, Clone)]
pub struct Strike {
    /// The edge struck, the contact point, the distance, the lane and the units in it.
    pub charge: Charge,
    /// The charger squared at the contact point (0.12.0); `None`: the facing kept.
    squared: Option<Stand>,
    /// The squared base's way leaves the table.
    off_table: bool,
}

/// The charge of `charger` at `target` among `stands`, by the entry's revision.
pub fn strike(rules: &Rules, charger: &Stand, target: &Stand, stands: &[Stand]) -> Strike {
    if !rules.revision.has(Change::ChargeSquaresToEdge) {
        return Strike {
            charge: charge(charger, target, stands),
            squared: None,
            off_table: false,
        };
    }
    let s = squared_charge(charger, target, stands);
    let lane = &s.charge.lane;
    Strike {
        off_table: lane.iter().any(|p| !p.in_bounds() || !rules.table.has(*p)),
        squared: Some(s.end().clone()),
        charge: s.charge,
    }
}

/// The charge of unit `i` at unit `j` among every unit, by the entry's revision.
pub fn strike_at(rules: &Rules, st: &State, i: usize, j: usize) -> Strike {
    strike(rules, &st.units[i].stand, &st.units[j].stand, &st.stands())
}

impl Strike {
    /// Why the charger may not be moved adjacent: the first unit in its lane, or (0.12.0)
    /// the squared base's way off the table; `None`: nothing stops it.
    pub fn blocked(&self, rules: &Rules) -> Option<String> {
        if let Some(o) = self.charge.in_the_way.first() {
            return Some(say(&Said::InTheLane { unit: o }));
        }
        self.off_table.then(|| {
            say(&Said::SquaredOffTable {
                note: &rules.charts.movement.charger_squares.note,
            })
        })
    }

    /// Moves charger `i` adjacent where the charge strikes, squared (0.12.0) or facing
    /// kept, and logs its charge line for the picture.
    pub fn home(&self, st: &mut State, i: usize, log: &mut Log) {
        let s = &st.units[i].stand;
        let from = s.centre;
        st.units[i].stand = match &self.squared {
            Some(end) => s.placed(end.centre, end.facing),
            None => s.placed(from + (self.charge.contact - s.front_centre()), s.facing),
        };
        log.charges.push((from, self.charge.contact));
    }

    /// charts/movement.yaml charger-squares' note when the charger squares (0.12.0).
    pub fn squares<'a>(&self, rules: &'a Rules) -> Option<&'a str> {
        let note = rules.charts.movement.charger_squares.note.as_str();
        self.squared.as_ref().map(|_| note)
    }
}
