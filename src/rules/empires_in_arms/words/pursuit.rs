//! The lines of 7.5.2.10.2 pursuit after combat: the class, the die and the losses.

use serde::Serialize;

/// One line of a pursuit, by kind (the template's `line`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "line", rename_all = "snake_case")]
pub enum Said<'a> {
    /// 7.5.2.10.2.3 the pursuit losses taken.
    PursuitLosses {
        /// Factors of non-militia per loss.
        non_militia: u32,
        /// Factors of militia per loss.
        militia: u32,
        /// Factors removed.
        removed: u32,
        /// Losses beyond what the force had.
        unused: u32,
    },
    /// 7.5.2.10.2.2 terrain shifts the pursuit class.
    PursuitTerrainShift {
        /// The terrain.
        terrain: &'a str,
        /// The shift.
        shift: i32,
        /// The class after it.
        class: i32,
    },
    /// 7.5.2.10.2.2.4 modified below class 1: no pursuit.
    PursuitBelowClassOne,
    /// 7.5.2.10.2.3 the pursuit die.
    PursuitDie {
        /// The die.
        die: u32,
        /// Its index in the dice log.
        index: u32,
        /// 7.5.2.10.2.2.1 a cavalry leader's +1.
        cavalry_leader: bool,
        /// The modified die.
        modified: i32,
        /// The class.
        class: i32,
        /// The percentage read.
        percent: u32,
        /// The victor's cavalry factors.
        cavalry: u32,
        /// The pursuit losses.
        points: u32,
        /// The pursuit tables are provisional.
        provisional: bool,
    },
    /// 7.5.2.10.2.1 EXCEPTION the pursuit of a force withdrawing after a day.
    PursuitOfWithdrawal {
        /// The class.
        class: i32,
    },
    /// 7.5.2.10.2.1 the pursuit class by the victor's morale loss and the rounds.
    PursuitClass {
        /// The victor's morale loss, "1.5".
        morale_loss: &'a str,
        /// Rounds fought (3 or more: "3+").
        rounds: u32,
        /// The class.
        class: i32,
        /// The pursuit tables are provisional.
        provisional: bool,
    },
    /// The provisional data a pursuit used (the report's provisional list).
    ProvisionalPursuitTables,
    /// 7.5.2.10.2 the victor's standing order forbids pursuit.
    NoPursuitOrdered {
        /// The victor's label.
        side: &'a str,
    },
    /// 7.5.2.10.2 the victor has no cavalry to pursue with.
    NoCavalryNoPursuit {
        /// The victor's label.
        side: &'a str,
    },
}
