//! Which rules an entry is resolved by: campaigns made by pbem before 0.6.0 replay with the
//! rules they had (flight stopping at the first overlap, a take-back ending a general's
//! spending, charges by target id, the de-shake of cavalry marked provisional); new entries
//! play the text as pbem 0.6.0 reads it.

/// The rules' revision, computed once from the entry's engine (`engine::at_least`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Default)]
pub enum Revision {
    /// pbem 0.5.x and older.
    V0_5,
    /// pbem 0.6.0: flight runs (sliding past units), an unpaid PIP use is skipped and the
    /// later ones made, charges in the player's order, a charge goes forward, the
    /// cavalry de-shake cited from the text.
    #[default]
    V0_6,
}

impl Revision {
    /// The revision an entry resolved by `engine` (`pbem 0.5.0`) plays.
    pub fn of(engine: &str) -> Revision {
        if crate::engine::at_least(engine, crate::engine::version::V0_6_0) {
            Revision::V0_6
        } else {
            Revision::V0_5
        }
    }

    /// Whether this is 0.6.0 or newer.
    pub fn v0_6(self) -> bool {
        self >= Revision::V0_6
    }
}
