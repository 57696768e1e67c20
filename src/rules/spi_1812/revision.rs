//! The rules revision an 1812 entry is resolved under, and the one table of what changed at
//! each fork: entries resolved by an older pbem replay as they were. The rules ask
//! [`Revision::has`] with a [`Change`], never a version or the engine string.

use crate::engine::version::{
    changes, EngineVersion, RulesEra, V0_5_0, V0_6_0, V0_7_0, V0_8_0, V0_9_0,
};

/// Which revision of the 1812 rules an entry is resolved under: computed once from the
/// entry's engine ([`Revision::of`]) and carried in the rules bundle.
pub type Revision = RulesEra<Change>;

/// pbem 0.3.1, which made no fork: entries of pbem 0.5.0 and older record their engine,
/// not a revision, and replay with it (the C.3 disclosure changed after 0.3.0).
const V0_3_1: EngineVersion = EngineVersion::new(0, 3, 1);

changes! {
    /// A change of the 1812 rules, with the pbem version of the fork it came in.
    pub enum Change for "spi-1812" {
        /// C.3: the opponent reads an unsupplied stack and its area only, one draw per
        /// twelve corps (before: a public line and a die per corps).
        C3HiddenStacks = V0_3_1,
        /// A.2.A: the mover's report lists corps by number, then supply units and depots,
        /// then leaders (before: by unit id).
        MovesByCorpsNumber = V0_5_0,
        /// C.2: as few depots expended and as few used as possible, the owner's
        /// `keep_depots` kept first (before: corps dealt round the depots in turn).
        FewestDepotsExpended = V0_6_0,
        /// C.2: a supply line names the depot that supplies the corps.
        SupplyLineNamesDepot = V0_6_0,
        /// The battle plan chits by the names they print (before: their former names).
        ChitNamesAsPrinted = V0_6_0,
        /// C.3: a fixed number of draws per stack, so the count of draws tells nothing.
        C3FixedDraws = V0_7_0,
        /// The picture hides nothing (units that do not fit listed below the map).
        PictureWhole = V0_7_0,
        /// The picture's borders routed round the other boxes.
        RoutedBorders = V0_8_0,
        /// A.3 step 2 (stacks hidden until a battle reveals them): each entry writes every
        /// player's view of the new state, `views/<player>.yaml` (issue 28; before: none).
        PlayerViews = V0_9_0,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn old_engines_keep_their_rules() {
        assert!(!Revision::of("pbem 0.3.0").has(Change::C3HiddenStacks));
        assert!(Revision::of("pbem 0.3.1").has(Change::C3HiddenStacks));
        assert!(!Revision::of("pbem 0.4.0").has(Change::MovesByCorpsNumber));
        assert!(!Revision::of("pbem 0.5.0").has(Change::ChitNamesAsPrinted));
        assert!(Revision::of("pbem 0.6.0").has(Change::ChitNamesAsPrinted));
        assert!(Revision::default().has(Change::RoutedBorders));
        assert!(!Revision::of("pbem 0.8.0").has(Change::PlayerViews));
        assert!(Revision::of("pbem 0.9.0").has(Change::PlayerViews));
    }
}
