//! The words of one battle, A.3 steps 1 to 7 (src/rules/spi_1812/battle.rs and the steps
//! it calls): the battle's lines and its revealed stacks.

use super::super::state::Kind;
use serde::Serialize;

/// One line of a battle, by kind (the template's `line`), with what it says.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "line", rename_all = "snake_case")]
pub enum Fought<'a> {
    /// A.3 step 2: a unit as its stack is revealed ("I Corps (Davout), infantry 14").
    Revealed {
        /// The unit's name.
        unit: &'a str,
        /// Its kind (`infantry`, `cavalry`, `leader`, `supply`, `depot`, `hidden`).
        kind: Kind,
        /// A corps' strength points.
        strength: u32,
        /// A leader: a cavalry leader.
        cavalry: bool,
        /// A leader: his command.
        command: u32,
        /// A leader: his tactical modifier.
        tactical: i32,
    },
    /// A.3 step 1: both chits chosen in secret; who attacks.
    Chits {
        /// The attacker's adjective.
        attacker: &'a str,
        /// The defender's adjective.
        defender: &'a str,
    },
    /// A.3 step 3: a side's cavalry (with the leaders and supply units going with it)
    /// retreats before combat.
    RetreatBeforeCombat {
        /// The side's adjective.
        side: &'a str,
        /// It must retreat (no infantry against infantry).
        forced: bool,
        /// Where to, by name.
        to: &'a str,
        /// The units that retreat, by name.
        units: &'a [String],
    },
    /// A.3 step 3: a side that would retreat before combat has nowhere to go.
    CannotRetreatBeforeCombat {
        /// The side's adjective.
        side: &'a str,
    },
    /// A.3 steps 3.5, 6.5 and 7: a side's whole stack eliminated.
    StackEliminated {
        /// The step (`3.5`).
        step: &'a str,
        /// The side's adjective.
        side: &'a str,
        /// Why, citing the rule.
        cause: &'a str,
    },
    /// A.3 step 3.5: neither side has infantry and both have cavalry.
    BothCavalryRemain,
    /// A.3 step 3.5: neither side has a corps.
    NoCorpsRemain,
    /// A.3 step 4: the Battle Plan Chart's result for the two chits.
    Plan {
        /// The chart, as cited.
        chart: &'a str,
        /// The attacker's adjective.
        attacker: &'a str,
        /// The attacker's chit, by its shown name.
        attacker_chit: &'a str,
        /// The defender's adjective.
        defender: &'a str,
        /// The defender's chit, by its shown name.
        defender_chit: &'a str,
        /// Combat resolution follows (step 5).
        combat: bool,
        /// Attacker and defender switch for step 5.
        switch: bool,
        /// Pursuit allowed (step 6).
        pursuit: bool,
        /// The side that retreats, by adjective.
        retreat: Option<&'a str>,
    },
    /// A.3 step 5: the Combat Results Table, its die and modifiers, and the result.
    Combat {
        /// The attacker's adjective.
        attacker: &'a str,
        /// The attacker's strength (least of infantry corps and infantry leader totals).
        strength: u32,
        /// The defender's infantry corps strength.
        against: u32,
        /// The odds column.
        odds: &'a str,
        /// The chart, as cited.
        chart: &'a str,
        /// The die.
        die: u32,
        /// The attacker's best non-cavalry leader, as added to the die.
        attacker_leader: i32,
        /// The defender's best non-cavalry leader, as added to the die (its negative).
        defender_leader: i32,
        /// The fortress modifier subtracted (0: none).
        fort: i32,
        /// The modified die.
        modified: i32,
        /// Strength points the attacker loses.
        attacker_loss: u32,
        /// Strength points the defender loses.
        defender_loss: u32,
        /// The side that retreats, by adjective.
        retreat: Option<&'a str>,
    },
    /// A.3 step 6: pursuit allowed, but the attacker has no more cavalry.
    NoMoreCavalry {
        /// The attacker's adjective.
        side: &'a str,
        /// Its cavalry strength.
        cavalry: u32,
        /// The defender's.
        against: u32,
    },
    /// A.3 step 6: the attacker chooses not to pursue.
    DeclinesPursuit {
        /// The attacker's adjective.
        side: &'a str,
    },
    /// A.3 step 6: the Pursuit Table, its die and modifiers, and the result.
    Pursuit {
        /// The pursuer's adjective.
        side: &'a str,
        /// Its cavalry strength.
        cavalry: u32,
        /// The defender's.
        against: u32,
        /// The chart, as cited.
        chart: &'a str,
        /// The die.
        die: u32,
        /// The pursuer's best cavalry leader, as added to the die.
        attacker_leader: i32,
        /// The defender's best cavalry leader, as added to the die (its negative).
        defender_leader: i32,
        /// The modified die.
        modified: i32,
        /// Strength points the pursuer loses.
        attacker_loss: u32,
        /// Strength points the defender loses.
        defender_loss: u32,
    },
    /// A.3 step 7: a side's stack retreats after combat.
    RetreatAfterCombat {
        /// The side's adjective.
        side: &'a str,
        /// How many units.
        units: u32,
        /// Where to, by name.
        to: &'a str,
    },
    /// A.3: the battle ends with both stacks in place.
    BattleOver,
    /// A loss of a step ([`super::Lost`], said), under the step's number.
    AtStep {
        /// The step (`5`).
        step: &'a str,
        /// The loss, said.
        said: &'a str,
    },
}
