//! Which revision of the Old Trousers rules an entry is resolved by, and the one table of
//! what changed at each fork: entries resolved by pbem before 0.6.0 replay with the rules
//! they had (chargers held back until the Charge Test, routs stopping short, a move paying
//! its worst terrain for its whole length, ...); every newer entry plays the text as issues
//! 26 and 27 read it. The rules ask [`Revision::has`] with a [`Change`], never a version.

use crate::engine::version::{changes, RulesEra, V0_10_0, V0_12_0, V0_6_0, V0_7_0};

/// The rules revision of an entry: computed once from the entry's engine
/// ([`Revision::of`]) and carried in [`super::model::Rules`].
pub type Revision = RulesEra<Change>;

changes! {
    /// A change of the Old Trousers rules, with the pbem version of the fork it came in.
    pub enum Change for "old-trousers" {
        /// FIRE COMBAT: ARTILLERY "points per gun": a battery's guns fall with its stands
        /// lost, and the report says so.
        GunsFallWithStands = V0_6_0,
        /// MELEE results: casualties up to the unit's strength, a fall back that pays
        /// terrain and runs as far as it can, a rout that runs at once and leaves contact.
        MeleeResultsRun = V0_6_0,
        /// MELEE: a round after the first is fought with the state the rounds before left.
        MeleeRoundsCarry = V0_6_0,
        /// A unit never takes hits beyond its strength.
        HitsCappedAtStrength = V0_6_0,
        /// End of turn: hits beyond a unit's strength never count toward its army's break.
        ArmyBreakCountsStrengthOnly = V0_6_0,
        /// MORALE TABLE "Flanked" by fire: the firer's front centre in the target's flank
        /// or rear sector (charts/flanks.yaml).
        FlankedByFire = V0_6_0,
        /// MORALE TABLE "Flanked" after a melee: an enemy in contact on the flank.
        FlankedInMelee = V0_6_0,
        /// III.A a hold order keeps units in place but lets them face and change formation.
        HoldOrderFacesAndForms = V0_6_0,
        /// III.B.2 Movement Subsegment: chargers move in the Movement Subsegment, not held
        /// back until the Charge Test.
        ChargersMoveInMovementSubsegment = V0_6_0,
        /// FIRE COMBAT - MUSKETRY "Rifle Range - 8 inches" for rifle-armed units (in the
        /// fire and in the picture's range bands).
        RifleRange = V0_6_0,
        /// RALLY "rout move": the rout runs its distance (away from the enemy, round what
        /// stops it), not stopping short.
        RoutMoveRuns = V0_6_0,
        /// CHARGE TEST "Inf column +1" for company columns too.
        CompanyColumnCharges = V0_6_0,
        /// III. First Player's Phase: the side with the initiative moves first, the text's
        /// reading (no longer marked provisional in the report).
        InitiativeIsFirstPlayersPhase = V0_6_0,
        /// III.B.2 out of command and without an order a unit may not change formation.
        OutOfCommandKeepsFormation = V0_6_0,
        /// MOVEMENT TABLE / TERRAIN TYPE MOVEMENT EFFECT: a move pays each terrain along its
        /// path (linear features where it crosses them, bridges included), not its worst
        /// terrain for its whole length.
        MovePaysAlongPath = V0_6_0,
        /// Standing orders: a side without orders, or no player, takes the standing orders
        /// pbem decides from its posture.
        StandingOrdersDecided = V0_6_0,
        /// MELEE "takes ground": the winner moves into the ground the loser left.
        TakesGround = V0_7_0,
        /// Breakthrough: the target is the nearest the unit can reach paying the ground on
        /// the way, as a charge pays it (TERRAIN TYPE MOVEMENT EFFECT).
        BreakthroughTargetByGround = V0_7_0,
        /// Breakthrough: the ground on the way costs, and a stream or ditch disorders.
        BreakthroughCrossesGround = V0_7_0,
        /// Counter-charge: the counter-charger meets the charger by the text's reading.
        CounterChargeMeets = V0_7_0,
        /// INITIATIVE "Surprise +2" on the turns the scenario gives a side surprise.
        Surprise = V0_7_0,
        /// The report names the provisional linear features (fords) the table has.
        ProvisionalFords = V0_7_0,
        /// The picture with names, markers and legend.
        PictureSketch = V0_7_0,
        /// FORMATION AND FACING CHANGE COSTS (provisional, charts/formation-changes.yaml): a
        /// share of the move that does not fit what is left says what is left as players
        /// read it (inches of the allowance, or that nothing is left), not millionths.
        ShareLeftAsPlayersRead = V0_10_0,
        /// III.B.4 "move them adjacent to their target" (a charge home, a breakthrough): the
        /// charger squares to the edge it strikes (PROVISIONAL, charts/movement.yaml
        /// `charger-squares`); before, it kept its facing and an oblique charge left the
        /// two bases overlapping.
        ChargeSquaresToEdge = V0_12_0,
        /// III.B.1 "must make a rout move": a routed unit boxed in turns in place to face
        /// away only if its turned base overlaps no other unit and stays on the table, else
        /// it stays as it stands (PROVISIONAL, charts/rout.yaml `boxed-in`); before, it
        /// always turned and could end on a unit beside it.
        BoxedInTurnsOnlyIfClear = V0_12_0,
        /// The report's list of provisional data names the charge's and the rout's too
        /// (charts/movement.yaml `charger-halts` and `charger-squares`, charts/rout.yaml
        /// `boxed-in`); before, only the lines that used them did.
        ProvisionalChargeAndRoutNotes = V0_12_0,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn old_engines_keep_their_rules() {
        let at = |e: &str| Revision::of(e);
        assert!(!at("pbem 0.5.0").has(Change::FlankedByFire));
        assert!(!at("pbem 0.3.0").has(Change::FlankedByFire));
        assert!(at("pbem 0.6.0").has(Change::FlankedByFire));
        assert!(!at("pbem 0.6.0").has(Change::Surprise));
        assert!(at("pbem 0.7.0").has(Change::Surprise));
        assert!(at(crate::engine::ENGINE).has(Change::PictureSketch));
        assert!(Revision::default().has(Change::PictureSketch));
        assert!(!at("pbem 0.11.0").has(Change::ChargeSquaresToEdge));
        assert!(!at("pbem 0.11.0").has(Change::ProvisionalChargeAndRoutNotes));
        assert!(at("pbem 0.12.0").has(Change::ProvisionalChargeAndRoutNotes));
        assert!(at("pbem 0.12.0").has(Change::ChargeSquaresToEdge));
        assert!(!at("pbem 0.11.0").has(Change::BoxedInTurnsOnlyIfClear));
        assert!(at("pbem 0.12.0").has(Change::BoxedInTurnsOnlyIfClear));
    }
}
