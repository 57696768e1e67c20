//! Standing fire priorities: a player's `fire_priorities` replace those of the units named
//! and stand until changed; an empty list returns a unit to the default (the nearest valid
//! target).

use super::super::orders::Orders;
use super::super::state::State;

/// Records `o`'s priorities in the state.
pub fn stand(st: &mut State, o: &Orders) {
    for (unit, list) in &o.fire_priorities {
        if list.is_empty() {
            st.priorities.remove(unit);
        } else {
            st.priorities.insert(unit.clone(), list.clone());
        }
    }
}
