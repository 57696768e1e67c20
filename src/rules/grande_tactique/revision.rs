//! Which rules a Grande Tactique entry is resolved by, and the one table of what changed at
//! each fork: campaigns made by pbem before 0.6.0 replay with the rules they had (flight
//! stopping at the first overlap, a take-back ending a general's spending, charges by
//! target id, the de-shake of cavalry marked provisional); new entries play the text as
//! pbem 0.6.0 and later read it. The rules ask [`Revision::has`] with a [`Change`].

use crate::engine::version::{changes, RulesEra, V0_12_0, V0_6_0, V0_7_0};

/// The rules' revision, computed once from the entry's engine ([`Revision::of`]) and
/// carried in [`super::model::Rules`].
pub type Revision = RulesEra<Change>;

changes! {
    /// A change of the Grande Tactique rules, with the pbem version of the fork it came in.
    pub enum Change for "grande-tactique" {
        /// 2. PIP Phase "no take-backs": a use the general cannot pay is not made, and his
        /// later uses he can pay are (before: it ended his spending).
        UnpaidUseSkippedOnly = V0_6_0,
        /// 2. PIP Phase: a refusal that names no rule cites the PIP Phase.
        RefusalsCitePipPhase = V0_6_0,
        /// 4. Charge Phase: the targets are taken in the order the player declared them
        /// (before: by target id).
        ChargesInPlayersOrder = V0_6_0,
        /// 4. Charge Phase: the chargers of a target are those that paid for the charge, in
        /// that order (before: every unit marked to charge it).
        ChargersAsPaid = V0_6_0,
        /// 4. Charge Phase: a principal named for a target he declared no charge on is said,
        /// and the first paid leads.
        PrincipalWithoutChargeSaid = V0_6_0,
        /// 4. Charge Phase: a charge goes forward; its move into contact may not carry it
        /// sideways or back.
        ChargeGoesForward = V0_6_0,
        /// Charge results: the target's removed Shaken marker cites the de-shake's rule.
        DeshakeCited = V0_6_0,
        /// Charge results "flees": the flight runs its distance round what is in the way
        /// (before: it stopped at the first overlap).
        FlightRuns = V0_6_0,
        /// The report's provisional notes as the charts give them now, with the flight's
        /// slide and boxed-in readings (before: the de-shake of cavalry among them).
        FlightProvisionalNotes = V0_6_0,
        /// Movement: a move over its allowance is refused with its cost's parts and the
        /// allowance's rule.
        OverAllowanceCosted = V0_6_0,
        /// Standing orders: a side without orders, or no player, takes the standing orders
        /// pbem decides from its posture.
        StandingOrdersDecided = V0_6_0,
        /// The picture with names, markers and legend.
        PictureSketch = V0_7_0,
        /// 2. PIP Phase / 4. Charge Phase: a charger moving into contact (a declared
        /// charge's move, a follow-up) squares to the edge it meets (PROVISIONAL,
        /// charts/charge.yaml `charger-squares`); before, it kept its facing and an oblique
        /// arrival left the two bases overlapping.
        ChargeSquaresToEdge = V0_12_0,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn old_engines_keep_their_rules() {
        assert!(!Revision::of("pbem 0.5.0").has(Change::FlightRuns));
        assert!(Revision::of("pbem 0.6.0").has(Change::FlightRuns));
        assert!(!Revision::of("pbem 0.6.0").has(Change::PictureSketch));
        assert!(Revision::default().has(Change::PictureSketch));
        assert!(!Revision::of("pbem 0.11.0").has(Change::ChargeSquaresToEdge));
        assert!(Revision::of("pbem 0.12.0").has(Change::ChargeSquaresToEdge));
    }
}
