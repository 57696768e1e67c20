//! The lines of 7.5.1.1 retirement into cities and 7.5.4 sieges: assault attempts,
//! sorties, breaches, assault and garrison attack combats.

use super::reasons::Way;
use crate::rules::empires_in_arms::model::units::Loss;
use serde::Serialize;

/// Someone taken prisoner: a unit with its factors, or a leader (no factors).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Surrendered {
    /// The unit's or leader's name.
    pub name: String,
    /// The unit's factors; `None` for a leader.
    pub factors: Option<u32>,
}

/// One side's roll in a round of a siege combat (7.5.4.1.3, 7.5.4.2.1).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct SiegeRoll<'a> {
    /// The side's label.
    pub side: &'a str,
    /// The die.
    pub die: u32,
    /// The percentage read.
    pub percent: u32,
    /// The morale loss read, "1.0".
    pub morale: String,
    /// The factors the other side loses.
    pub losses: u32,
    /// The factors it removed.
    pub taken: &'a [Loss],
    /// This side's morale lost so far, "1.5".
    pub morale_lost: String,
    /// Its final morale level, "3.0".
    pub final_morale: String,
}

/// One line of retirement or a siege, by kind (the template's `line`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "line", rename_all = "snake_case")]
pub enum Said<'a> {
    /// 7.5.1.1.1 several defending powers ask to retire: none may.
    EachAskToRetire {
        /// The powers' names.
        powers: &'a [String],
        /// The city.
        city: &'a str,
    },
    /// 7.5.1.1 the city is not open to the power.
    CannotRetireInto {
        /// The power's name.
        power: &'a str,
        /// The city.
        city: &'a str,
    },
    /// 7.3.3.4 a leader goes into the city with the corps.
    LeaderGoesIn {
        /// His name.
        leader: &'a str,
        /// The city.
        city: &'a str,
    },
    /// 7.3.3.4 a leader stays outside: no corps went in.
    LeaderStaysOutside {
        /// His name.
        leader: &'a str,
        /// The city.
        city: &'a str,
    },
    /// 7.5.1.1.2 every defender is inside: the attackers besiege the city.
    CityBesieged {
        /// The city.
        city: &'a str,
        /// The phasing power's name.
        power: &'a str,
    },
    /// 7.5.1.1 the id names no unit of the power in the area.
    NotAUnitHere {
        /// The id ordered.
        id: &'a str,
        /// The power's name.
        power: &'a str,
        /// The area's name.
        area: &'a str,
    },
    /// 7.5.1.1.4 the unit would overfill the city.
    OverCapacity {
        /// The unit's name.
        unit: &'a str,
        /// Its factors.
        factors: u32,
        /// The city.
        city: &'a str,
        /// The city's capacity.
        capacity: u32,
        /// Factors inside already.
        inside: u32,
    },
    /// 7.5.1.1 a unit retires into the city.
    RetiresInto {
        /// The unit's name.
        unit: &'a str,
        /// The city.
        city: &'a str,
    },
    /// 7.5.4 the ordered assault attempt on a city the power does not besiege.
    NoAssaultAttempt {
        /// The city.
        city: &'a str,
        /// The phasing power's name.
        power: &'a str,
    },
    /// 7.5.4.1.1 the assault attempt's die on the siege table.
    AssaultAttempt {
        /// The city.
        city: &'a str,
        /// Factors inside.
        inside: u32,
        /// The city's capacity.
        capacity: u32,
        /// The die.
        die: u32,
        /// The city's siege value.
        siege: u32,
        /// The undergarrisoned modifier, when it applies.
        undergarrisoned: Option<i32>,
        /// The modified die.
        modified: i32,
        /// The result: "sortie", "no_result" or "breach".
        result: &'a str,
    },
    /// 7.5.4.1.2.1 the besieged choose not to sortie.
    NoSortie {
        /// The besieged power's name.
        power: &'a str,
    },
    /// 7.5.4.1.2.1 the sortie's die and the factor lost.
    Sortie {
        /// The city.
        city: &'a str,
        /// The die.
        die: u32,
        /// The power that loses a factor.
        power: &'a str,
        /// The factor lost (none: nothing to lose).
        lost: Option<&'a Loss>,
    },
    /// 7.5.4.1.2.3.2 the city surrenders.
    CitySurrenders {
        /// The city.
        city: &'a str,
        /// Who surrenders.
        prisoners: &'a [Surrendered],
    },
    /// 7.5.4.1.2.3.1 the honours of war asked and refused.
    HonoursRefused {
        /// The besieged power's name.
        holder: &'a str,
        /// The phasing power's name.
        power: &'a str,
    },
    /// 7.5.4.1.2.3.1 the honours of war granted, with nowhere to go.
    HonoursNowhere {
        /// The besieged power's name.
        holder: &'a str,
    },
    /// 7.5.4.1.2.3.1 the honours of war granted: the garrison marches out.
    HonoursGranted {
        /// The besieged power's name.
        holder: &'a str,
        /// The phasing power's name.
        power: &'a str,
        /// Factors that march out.
        factors: u32,
        /// The area they go to.
        to: &'a str,
    },
    /// 7.5.4.1.2.3.1 minor free state factors may not leave their country.
    MinorMayNotLeave {
        /// Their factors.
        factors: u32,
    },
    /// A side of a siege combat: the power and its part ("besieger", "defender",
    /// "garrison").
    SiegeSide {
        /// The power's name.
        power: &'a str,
        /// Its part.
        part: &'a str,
    },
    /// 7.5.4.1.3 the assault combat, as its lines and dice name it.
    AssaultCombatAt {
        /// The city.
        city: &'a str,
    },
    /// 7.5.4.2.1 the garrison attack combat, as its lines and dice name it.
    GarrisonAttackFrom {
        /// The city.
        city: &'a str,
    },
    /// 7.5.4.1.3, 7.5.4.2.1 the siege combat's sides, factors, morale and tables.
    SiegeCombat {
        /// The combat ([`Said::AssaultCombatAt`] or [`Said::GarrisonAttackFrom`]).
        what: &'a str,
        /// The attacking side's label.
        attacker: &'a str,
        /// Its factors.
        attacker_factors: u32,
        /// Its final morale.
        attacker_morale: &'a str,
        /// Its table.
        attacker_table: &'a str,
        /// The attacked side's label.
        defender: &'a str,
        /// Its factors.
        defender_factors: u32,
        /// Its final morale.
        defender_morale: &'a str,
        /// Its table.
        defender_table: &'a str,
    },
    /// One round of a siege combat: both rolls and the morale lost.
    SiegeRound {
        /// The round.
        round: u32,
        /// The attacking side's roll.
        attacker: &'a SiegeRoll<'a>,
        /// The attacked side's roll.
        defender: &'a SiegeRoll<'a>,
    },
    /// 7.5.4.1.3.5 the city is captured; its survivors surrender.
    CityCaptured {
        /// The city.
        city: &'a str,
        /// Who surrenders.
        prisoners: &'a [Surrendered],
    },
    /// 7.5.4.1.3.4 the assault fails: the siege goes on.
    AssaultFails {
        /// The city.
        city: &'a str,
    },
    /// 7.5.4.1.4 the assault's winner gains political points.
    GainsPoints {
        /// The power's name.
        power: &'a str,
        /// The points.
        points: i32,
    },
    /// 7.5.4.2.1 no garrison attack: no besieged forces of the power.
    NoGarrisonAttack {
        /// The city.
        city: &'a str,
        /// The phasing power's name.
        power: &'a str,
    },
    /// 7.5.4.2.1.5 the besiegers are destroyed.
    BesiegersDestroyed {
        /// The city.
        city: &'a str,
    },
    /// 7.5.2.10.3.6 the besiegers have no retreat and surrender.
    BesiegersSurrender {
        /// Who surrenders.
        prisoners: &'a [Surrendered],
    },
    /// 7.5.4.2.1.5 the besiegers retreat: the siege is lifted.
    SiegeLifted {
        /// The city.
        city: &'a str,
        /// The area they retreat to.
        to: &'a str,
        /// How the way was chosen.
        way: &'a Way,
    },
    /// 7.5.4.2.1.4 the garrison attack fails: the siege goes on.
    GarrisonAttackFails {
        /// The city.
        city: &'a str,
    },
    /// 7.5.4.2.1.4 every garrison factor is gone: the city is captured.
    GarrisonGone {
        /// The city.
        city: &'a str,
    },
}
