//! 7.1.2 Combined movement: the powers announced to move together each move as the
//! phasing power in their part of the sequence.

use crate::rules::empires_in_arms::model::state::State;
use std::borrow::Cow;

/// The state as the player controlling `powers` sees its part of the sequence: in a
/// combined movement (7.1.2) its own power is the one moving (7.3.8.2, 7.3.8.5).
pub fn mover_view<'a>(st: &'a State, powers: &[String]) -> Cow<'a, State> {
    match st.phasing_powers().into_iter().find(|p| powers.contains(p)) {
        Some(p) if p != st.phasing => {
            let mut v = st.clone();
            v.phasing = p;
            Cow::Owned(v)
        }
        _ => Cow::Borrowed(st),
    }
}
