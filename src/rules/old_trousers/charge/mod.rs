//! Charges (Old Trousers v2.4, III.B.2 and III.B.4): the charge test of the charging unit
//! and the reaction test of a charged unit.

pub mod charge_test;
pub mod reaction_test;

pub use charge_test::{charge_test, ChargeTestInput};
pub use reaction_test::{reaction_test, ReactionTestInput};

use crate::rules::old_trousers::tables::Breakdown;

/// The outcome of a test against a troop's number.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TestResult {
    /// Whether the modified roll reached the number.
    pub passed: bool,
    /// The troop's number.
    pub needed: i32,
    /// The roll, term by term.
    pub breakdown: Breakdown,
}
