//! Which rules an American Revolution entry is resolved by, and the one table of what
//! changed at each fork: entries resolved before pbem 0.6.0 replay with the rules they had;
//! newer entries play the text as issue 27 and after read it. The rules ask
//! [`Revision::has`] with a [`Change`], never a version or the engine string.

use crate::engine::version::{changes, RulesEra, V0_6_0, V0_7_0, V0_8_0};

/// The revision of the rules an entry is resolved with, fixed once from the entry's engine
/// ([`Revision::of`]) and carried in [`super::Rules`].
pub type Revision = RulesEra<Change>;

changes! {
    /// A change of the American Revolution rules, with the pbem version of the fork it
    /// came in.
    pub enum Change for "american-revolution" {
        /// A.1.a: a move may take its SPs out of a fort or a siege (the condition it
        /// names), not only from the open.
        LeaveFortOrSiege = V0_6_0,
        /// 1973 errata, case E: a force leaving an area with enemy SPs leaves behind enough
        /// for 1-1 against them.
        LeaveOneToOneBehind = V0_6_0,
        /// Case E on the way: an American move through an area with enemy SPs is checked
        /// there too, not only where it starts.
        LeaveCheckedAlongPath = V0_6_0,
        /// A.1.a M SPs may not leave their region by sea either.
        MilitiaStayBySea = V0_6_0,
        /// A.1.b: the French fleet may not sail away from SF SPs it would strand.
        SeaMoveStrandsNoSf = V0_6_0,
        /// A.1.b, B.1.c.3: a fleet may start or end its voyage in the enemy fleet's sea.
        FleetsShareASea = V0_6_0,
        /// E.c.3: a fleet that ends in the enemy fleet's sea contests it, and the report
        /// says so.
        ContestedSeaSaid = V0_6_0,
        /// A.4 / B.4: SPs that fought in the open may not fortify.
        FoughtMayNotFortify = V0_6_0,
        /// E.c.4: a supplied coastal area is a supply source, Canada's too (E.c.1).
        CoastalSupplySources = V0_6_0,
        /// E: control and supply of the turn record assessed concurrently.
        TurnRecordConcurrent = V0_6_0,
        /// The orders are checked against the rules that need no die when they arrive.
        OrdersCheckedOnArrival = V0_6_0,
        /// Standing orders (item 9 of issue 27): a side without orders follows the standing
        /// orders a commander would give, by its posture, and the orders file says so.
        StandingOrdersDecided = V0_6_0,
        /// B.2: the British main army lands where the scenario puts it unless a landing is
        /// chosen.
        MainArmyLanding = V0_6_0,
        /// B.2: SPs landed from overseas count as arrived this turn.
        LandedArrive = V0_6_0,
        /// B.1.b.4.a: the militia the American names nowhere is placed away from the British
        /// entry.
        MilitiaAwayFromEntry = V0_6_0,
        /// Item 8 of issue 27: the scenario's garrisons in the open.
        GarrisonsInTheOpen = V0_6_0,
        /// The notes name the provisional map adjacency; a region's note only where its
        /// figures are provisional.
        MapNotesByField = V0_6_0,
        /// The attacks left when the game has ended are named (checking what will be done).
        AttacksLeftNamed = V0_7_0,
        /// A French landing the other side's control or fleet closed is named, not silently
        /// replaced.
        RefusedLandingNamed = V0_7_0,
        /// The French landing an order names is checked on arrival.
        FrenchLandingChecked = V0_7_0,
        /// E.b.6: Winter 1783's level is the text's (61), not the provisional track's.
        LastLevelFromText = V0_7_0,
        /// The notes name the movement chart's provisional area cost.
        AreaCostNoted = V0_7_0,
        /// The picture hides nothing (units that do not fit listed below the map), with the
        /// coasts drawn.
        PictureWhole = V0_7_0,
        /// The report carries the map's moves and battles.
        MapMovesInReport = V0_8_0,
        /// The picture's borders routed round the other boxes.
        RoutedBorders = V0_8_0,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn old_engines_keep_their_rules() {
        assert!(!Revision::of("pbem 0.5.0").has(Change::LeaveOneToOneBehind));
        assert!(Revision::of("pbem 0.6.0").has(Change::LeaveOneToOneBehind));
        assert!(!Revision::of("pbem 0.7.0").has(Change::RoutedBorders));
        assert!(Revision::of("pbem 0.8.0").has(Change::RoutedBorders));
        assert!(Revision::default().has(Change::RoutedBorders));
    }
}
