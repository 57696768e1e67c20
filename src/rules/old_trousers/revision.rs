//! Which revision of the Old Trousers rules an entry is resolved by: entries resolved by
//! pbem before 0.6.0 replay with the rules they had (chargers held back until the Charge
//! Test, routs stopping short, a move paying its worst terrain for its whole length, ...);
//! every newer entry plays the text as issue 26 reads it. Computed once from the entry's
//! engine (`crate::engine::at_least(ctx.engine, V0_6_0)`) and carried in [`super::Rules`].

use crate::engine::version::V0_6_0;

/// The rules revision of an entry.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Default)]
pub enum Revision {
    /// pbem 0.3.0 to 0.5.x: the rules as they were played then.
    V0_5,
    /// pbem 0.6.0 and later: the sequence, routs, rally, terrain and melee as the text
    /// plays them (issue 26).
    #[default]
    V0_6,
}

impl Revision {
    /// The revision of an entry resolved by `engine` (`pbem 0.5.0`).
    pub fn of(engine: &str) -> Revision {
        if crate::engine::at_least(engine, V0_6_0) {
            Revision::V0_6
        } else {
            Revision::V0_5
        }
    }

    /// Whether the entry plays the 0.6.0 rules.
    pub fn v0_6(self) -> bool {
        self == Revision::V0_6
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn old_engines_keep_their_rules() {
        assert_eq!(Revision::of("pbem 0.5.0"), Revision::V0_5);
        assert_eq!(Revision::of("pbem 0.3.0"), Revision::V0_5);
        assert_eq!(Revision::of("pbem 0.6.0"), Revision::V0_6);
        assert_eq!(Revision::of(crate::engine::ENGINE), Revision::V0_6);
    }
}
