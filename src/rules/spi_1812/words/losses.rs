//! The words of strength losses and eliminations (src/rules/spi_1812/losses.rs), of A.1's
//! attrition that finds no corps, and of C.3 unsupplied losses (unsupplied.rs).

use serde::Serialize;

/// One loss line, by kind (the template's `line`), with what it says.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "line", rename_all = "snake_case")]
pub enum Lost<'a> {
    /// A corps loses strength points and stays (its owner's line).
    Loss {
        /// The corps' name.
        unit: &'a str,
        /// Strength points lost.
        points: u32,
        /// Strength points left.
        left: u32,
        /// Why, citing the rule.
        cause: &'a str,
    },
    /// A corps loses its last strength points and is eliminated.
    LossEliminated {
        /// The corps' name.
        unit: &'a str,
        /// Strength points lost.
        points: u32,
        /// Why, citing the rule.
        cause: &'a str,
    },
    /// A unit eliminated whole.
    Eliminated {
        /// The unit's name.
        unit: &'a str,
        /// Why, citing the rule.
        cause: &'a str,
    },
    /// A.1.B-C: attrition losses left with no corps to take them.
    NoCorpsForLoss,
    /// C.3: no corps is unsupplied.
    AllSupplied,
    /// C.3: a side's stack in an area is unsupplied (the public line: dice and losses hidden
    /// with the stack).
    UnsuppliedStack {
        /// The side's adjective.
        side: &'a str,
        /// The area, by name.
        place: &'a str,
        /// The Unsupplied Chart, as cited.
        chart: &'a str,
    },
    /// C.3: an unsupplied corps' die and loss (its owner's line).
    UnsuppliedCorps {
        /// The corps' name.
        unit: &'a str,
        /// The area, by name.
        place: &'a str,
        /// The Unsupplied Chart, as cited.
        chart: &'a str,
        /// The die.
        die: u32,
        /// Strength points lost.
        loss: u32,
    },
    /// C.3 as pbem 0.3.0 said it (entries without
    /// [`crate::rules::spi_1812::revision::Change::C3HiddenStacks`]): a public line per
    /// unsupplied corps, with its die and loss.
    PublicUnsuppliedCorps {
        /// The side's adjective.
        side: &'a str,
        /// The area, by name.
        place: &'a str,
        /// The Unsupplied Chart, as cited.
        chart: &'a str,
        /// The die.
        die: u32,
        /// Strength points lost.
        loss: u32,
    },
    /// C.3 as pbem 0.3.0 said it: the corps by name (its owner's line).
    UnsuppliedIn {
        /// The corps' name.
        unit: &'a str,
        /// The area, by name.
        place: &'a str,
    },
}
