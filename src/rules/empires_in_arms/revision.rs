//! Which rules an Empires in Arms entry is resolved by, and the one table of what changed
//! at each fork: entries resolved by an older pbem replay with the rules they had. The
//! rules ask [`Revision::has`] with a [`Change`], never a version or the engine string.

use crate::engine::version::{
    changes, RulesEra, V0_10_0, V0_11_0, V0_12_0, V0_5_0, V0_6_0, V0_7_0, V0_8_0,
};

/// The rules revision of an entry, computed once from the engine that resolved it
/// ([`Revision::of`]) and carried in the rules bundle.
pub type Revision = RulesEra<Change>;

changes! {
    /// A change of the Empires in Arms rules, with the pbem version of the fork it came in.
    pub enum Change for "empires-in-arms" {
        /// Report lines name units by name where a line named an id, and the city a
        /// retirement leaves besieged.
        UnitsByName = V0_5_0,
        /// 7.5.2 battle reports say why each table and modifier applies.
        BattleReportsWhy = V0_5_0,
        /// The report says when the scenario has ended.
        ScenarioEndReported = V0_5_0,
        /// 7.5.2.10.2.3 pursuit losses are taken whole, in the loss priority (before:
        /// pooled).
        PursuitLossesWhole = V0_6_0,
        /// 7.5.4.2.3.1.1 a failed relieving force returns to one of the areas it entered
        /// from, chosen by the order's preference (before: the first unit's).
        ReliefReturnArea = V0_6_0,
        /// 7.5.4.2.3.1.1 the whole relieving force goes to that one area (before: each unit
        /// to its own).
        ReliefReturnsTogether = V0_6_0,
        /// The picture hides nothing (units that do not fit listed below the map), with the
        /// coasts drawn.
        PictureWhole = V0_7_0,
        /// The picture's borders routed round the other boxes.
        RoutedBorders = V0_8_0,
        /// 7.5.2.10 the outcome's verbs agree in number with a side of several powers:
        /// "Austria and Russia break; France wins" (before: "breaks").
        SidesAgreeInNumber = V0_10_0,
        /// 7.5.2.5.1, 7.5.2.13.1, 7.5.4.2.3.1 the other outcomes agree in number too:
        /// "Austria and Russia withdraw before battle", "… do not win within the day's three
        /// rounds" (before: "withdraws", "does not win").
        EveryOutcomeAgreesInNumber = V0_11_0,
        /// The whole map is public: each player's picture is the public one, drawn once and
        /// titled as it (before: the same board titled "as P sees it"), so an entry keeps it
        /// once.
        OnePictureForAll = V0_12_0,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn old_engines_keep_their_rules() {
        assert!(!Revision::of("pbem 0.4.0").has(Change::UnitsByName));
        assert!(Revision::of("pbem 0.5.0").has(Change::UnitsByName));
        assert!(!Revision::of("pbem 0.5.0").has(Change::PursuitLossesWhole));
        assert!(Revision::of("pbem 0.6.0").has(Change::PursuitLossesWhole));
        assert!(Revision::default().has(Change::RoutedBorders));
    }
}
