//! The lines of 7.5.2 field combat and 7.5.3 trivial combat: the day's steps, the rounds'
//! reasons, reinforcements, outflanks, withdrawals, retreat and the depots after the
//! battle (the outcome: [`super::outcome`]; pursuit: [`super::pursuit`]).

use super::reasons::{Unfit, Way, Working};
use super::say;
use serde::Serialize;
use std::fmt;

/// One line of field or trivial combat, by kind (the template's `line`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "line", rename_all = "snake_case")]
pub enum Said<'a> {
    /// 7.5.3.5 no political points in trivial combat.
    NoPointsInTrivialCombat,
    /// 7.5.2.10.1.3 the political points of the victory.
    PoliticalPoints {
        /// Corps on the losing side.
        corps: u32,
        /// The victor's label.
        victor: &'a str,
        /// Points it gains.
        gain: i32,
        /// The loser's label.
        loser: &'a str,
        /// Points it loses.
        loss: i32,
    },
    /// No orders for the battle: a side's defaults.
    NoBattleOrders {
        /// The side's label.
        side: &'a str,
        /// The default chit.
        chit: &'a str,
    },
    /// 7.5.4.2.3.1.1-7.5.4.2.3.2 the besieged who sallied go back into the city.
    SalliedBack {
        /// Their names (none: none left).
        units: &'a [String],
    },
    /// 7.5.3.2 trivial combat: both sides on one table.
    TrivialTable {
        /// The table, "1-1".
        table: &'a str,
    },
    /// 7.5.2.7.1 the river section is used today.
    RiverSection,
    /// 7.5.2.5.1 the entire force withdraws; no battle.
    EntireForceWithdraws,
    /// 7.5.2.13 each side's end-of-day choice.
    EndOfDay {
        /// The attacker's label.
        attacker: &'a str,
        /// Its choice, "fight" or "withdraw".
        attacker_choice: &'a str,
        /// The defender's label.
        defender: &'a str,
        /// Its choice.
        defender_choice: &'a str,
    },
    /// 7.5.2.1 the outflank chit the force may not choose falls back to the default chit.
    ChitFallback {
        /// The side's label.
        side: &'a str,
        /// Why it may not outflank.
        why: &'a Unfit,
        /// The default chit used.
        chit: &'a str,
    },
    /// Why a force may not outflank or divide as ordered (7.5.2.1, 7.5.2.3), alone (the
    /// orders check's message).
    Unfit {
        /// Why.
        why: &'a Unfit,
    },
    /// 7.5.2.2 both sides chose outflank.
    BothOutflank,
    /// 7.5.2.2 outflank against cordon.
    OutflankAgainstCordon,
    /// 7.5.2.3 a side divides: the units it sends around the flank.
    SendsAroundFlank {
        /// The side's label.
        side: &'a str,
        /// The outflanking units' names.
        units: &'a [String],
    },
    /// 7.5.2.3 a division the rules refuse: the whole force pins.
    WholeForcePins {
        /// The side's label.
        side: &'a str,
        /// Why.
        why: &'a Unfit,
    },
    /// 7.5.2.12 the outflanking force's arrival die.
    OutflankArrival {
        /// The side's label.
        side: &'a str,
        /// Its commander's name.
        commander: &'a str,
        /// The die.
        die: u32,
        /// The die's index in the dice log.
        index: u32,
        /// The rating rolled against.
        rating: i32,
        /// The commander's strategic rating.
        strategic: u8,
        /// 7.5.2.12.1.2 the terrain's modifier (0: none).
        terrain_modifier: i32,
        /// The terrain.
        terrain: &'a str,
        /// 7.5.2.12.1.3 after round 2 (+2).
        late: bool,
        /// It arrives.
        arrives: bool,
        /// The round (1 or 2).
        round: u32,
    },
    /// 7.5.2.5.2.1 against probe the withdrawal needs no roll.
    ProbeWithdrawal,
    /// 7.5.2.5.2.2 the commander's withdrawal die.
    CommanderWithdrawal {
        /// The commander's name.
        commander: &'a str,
        /// The die.
        die: u32,
        /// Its index in the dice log.
        index: u32,
        /// His strategic rating.
        strategic: u8,
        /// The force withdraws.
        withdraws: bool,
    },
    /// 7.5.2.5.2.2 without a commander, a corps' withdrawal die.
    CorpsWithdrawal {
        /// The corps' name.
        corps: &'a str,
        /// The die.
        die: u32,
        /// Its index in the dice log.
        index: u32,
        /// Its strategic rating.
        rating: u8,
        /// It withdraws.
        withdraws: bool,
    },
    /// 7.5.2.12.2 the outflanking force did not arrive after round 1: the withdrawing
    /// side's corps withdraw.
    OutflankedWithdrawal,
    /// 7.5.2.11.2 a leader dices for the units he brings.
    LeaderReinforces {
        /// The leader's name.
        leader: &'a str,
        /// The units' names.
        units: &'a [String],
        /// The area they come from.
        from: &'a str,
        /// The die.
        die: u32,
        /// Its index in the dice log.
        index: u32,
        /// The rating rolled against.
        rating: i32,
        /// 7.5.2.11.3 the reduction (0: none).
        reduction: i32,
        /// His strategic rating.
        strategic: u8,
        /// They arrive.
        arrive: bool,
    },
    /// 7.5.2.11.2 a unit that is not a corps cannot reinforce without a leader.
    CannotReinforceUnled {
        /// The unit's name.
        unit: &'a str,
    },
    /// 7.5.2.11.2 a corps without a leader dices alone.
    CorpsReinforces {
        /// The corps' name.
        corps: &'a str,
        /// The area it comes from.
        from: &'a str,
        /// The die.
        die: u32,
        /// Its index in the dice log.
        index: u32,
        /// The rating rolled against.
        rating: i32,
        /// It arrives.
        arrives: bool,
    },
    /// 7.5.2.14 an enemy depot converted.
    DepotConverted {
        /// The depot's power's name.
        owner: &'a str,
        /// The area's name.
        area: &'a str,
        /// The new owner's name.
        to: &'a str,
    },
    /// 7.5.2.14 an enemy depot destroyed, conversion refused (7.2.3.2).
    DepotDestroyedNoChain {
        /// The depot's power's name.
        owner: &'a str,
        /// The area's name.
        area: &'a str,
    },
    /// 7.5.2.14 an enemy depot destroyed.
    DepotDestroyed {
        /// The depot's power's name.
        owner: &'a str,
        /// The area's name.
        area: &'a str,
    },
    /// 7.5.2.7 why a side's table in field combat: the chits and round, the river and
    /// outflank sections, and 7.5.2.7.3 the terrain's shift.
    TablesWhy {
        /// The attacker's chit.
        attacker_chit: &'a str,
        /// The defender's chit.
        defender_chit: &'a str,
        /// The round.
        round: u32,
        /// 7.5.2.7.1 river section.
        river: bool,
        /// 7.5.2.2 an outflanking force arrived.
        arrived: bool,
        /// The terrain, when it shifted the table.
        terrain: Option<&'a str>,
        /// The table before the shift.
        from: Option<&'a str>,
    },
    /// 7.5.3.2 why a side's table in trivial combat, with the terrain's shift.
    TrivialTablesWhy {
        /// The terrain, when it shifted the table.
        terrain: Option<&'a str>,
        /// The table before the shift.
        from: Option<&'a str>,
    },
    /// 7.5.2.9.1 why a side's die modifier: the tactical ratings and the cap.
    ModifierWhy {
        /// This side's commander (none: no commander).
        commander: Option<&'a str>,
        /// His tactical rating (the chart's without one).
        tactical: u8,
        /// The enemy's commander.
        enemy: Option<&'a str>,
        /// His tactical rating.
        enemy_tactical: u8,
        /// The cap, when it applied.
        cap: Option<i32>,
    },
    /// 7.5.2.6 a side's commander at the start of the battle.
    Commander {
        /// His name.
        name: &'a str,
        /// Strategic rating.
        strategic: u8,
        /// Tactical rating.
        tactical: u8,
    },
    /// 7.5.2.6.1 how a side's base morale was found, by method.
    BaseMorale {
        /// 1 or 2.
        method: u8,
        /// The working.
        working: &'a Working,
    },
    /// 7.5.2.6.1 a base morale's working alone.
    MoraleWorking {
        /// The working.
        working: &'a Working,
    },
    /// 7.5.2.10.3 how a retreat went, and who conducted it.
    Retreat {
        /// The way.
        way: &'a Way,
        /// Who decided its ties.
        by: &'a str,
    },
    /// 7.5.3.4 depot garrisons cannot retreat in trivial combat.
    GarrisonsSurrender,
    /// 7.5.4.2.3.1.1 the failed relieving force returns to the area it entered from.
    ReliefReturns,
    /// 7.5.2.10.3.6, 7.5.3.4 a unit surrenders.
    UnitSurrenders {
        /// Its name.
        unit: &'a str,
        /// Its factors.
        factors: u32,
    },
    /// A leader is captured.
    LeaderCaptured {
        /// His name.
        leader: &'a str,
    },
}

/// The reason in words, alone (the orders check's message).
impl fmt::Display for Unfit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&say(&Said::Unfit { why: self }))
    }
}
