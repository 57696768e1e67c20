//! Which revision of the Old Trousers rules an entry is resolved by: entries resolved by
//! pbem before 0.6.0 replay with the rules they had (chargers held back until the Charge
//! Test, routs stopping short, a move paying its worst terrain for its whole length, ...);
//! every newer entry plays the text as issue 26 reads it. Computed once from the entry's
//! engine (`crate::engine::at_least(ctx.engine, V0_6_0)`) and carried in [`super::model::Rules`].

/// The rules revision of an entry.
pub use crate::engine::version::RulesEra as Revision;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn old_engines_keep_their_rules() {
        assert_eq!(Revision::of("pbem 0.5.0"), Revision::V0_5);
        assert_eq!(Revision::of("pbem 0.3.0"), Revision::V0_5);
        assert_eq!(Revision::of("pbem 0.6.0"), Revision::V0_6);
        assert_eq!(Revision::of("pbem 0.7.0"), Revision::V0_7);
        assert_eq!(Revision::of("pbem 0.8.0"), Revision::V0_8);
        assert_eq!(Revision::of(crate::engine::ENGINE), Revision::V0_9);
    }
}
