//! The lines of 7.4 the supply step: depot supply paid (7.4.2, allied 7.4.2.2, port cities
//! 7.4.2.1.2 and 7.4.3.4), foraging (7.4.1), besieged supply (7.4.5), and the depots inside
//! besieged port cities (7.4.3.4).

use crate::rules::empires_in_arms::model::units::Loss;
use crate::rules::empires_in_arms::words::movement::Count;
use serde::Serialize;

/// A part of the forage die modifier (7.4.1.2): how much, and which circumstance.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Modifier {
    /// The modifier.
    pub n: i32,
    /// Which: "other_corps" (7.4.1.2.1), "unused" (7.4.1.2.2), "force_march" (7.4.1.2.3),
    /// "winter" (7.4.1.2.4) or "own_territory" (7.4.1.2.5).
    pub why: &'static str,
}

/// What a forage loss took (7.4.1.3).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
pub struct ForageLoss {
    /// Factors lost from the corps.
    pub from_corps: u32,
    /// Them, by type.
    pub taken: Vec<Count>,
    /// 7.4.1.3.2 the factors lost from each garrison it detached on its move (none listed
    /// when none was).
    pub detached: Vec<Vec<Count>>,
    /// 7.4.1.3.2 the corps is removed.
    pub removed: bool,
    /// 7.4.1.3.3 the leaders that leave the map with it.
    pub leaders: Vec<String>,
}

/// One line of the supply step, by kind (the template's `line`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "line", rename_all = "snake_case")]
pub enum Said<'a> {
    /// 7.4.1 a corps forages: the value, the die and its modifiers, and the loss.
    Forages {
        /// The corps' name.
        unit: &'a str,
        /// The forage value foraged against.
        value: u32,
        /// The die.
        die: u32,
        /// The modifiers, in the rule's order (none zero).
        modifiers: &'a [Modifier],
        /// The modified die.
        total: i32,
        /// The loss, if any.
        loss: Option<&'a ForageLoss>,
    },
    /// 7.4.1.1 no forage value on this map for the corps' areas.
    NoForageValue {
        /// The corps' name.
        unit: &'a str,
    },
    /// 7.4.5 a besieged city's supply die and its losses.
    BesiegedSupply {
        /// The city.
        city: &'a str,
        /// Factors inside.
        factors: u32,
        /// The die.
        die: u32,
        /// 7.4.5.1 the modifier.
        modifier: i32,
        /// The modified die.
        total: i32,
        /// The city's supply value.
        supply: u32,
        /// 7.4.5.2 factors to lose (0: no loss).
        loss: u32,
        /// The factors lost.
        taken: &'a [Loss],
        /// 7.4.5.2 every besieged factor is lost: the city falls.
        falls: bool,
        /// The leaders taken prisoner.
        prisoners: &'a [String],
    },
    /// 7.4.2.1.2, 7.4.3.4.1 a besieged port city's garrisons live off depot supply.
    PortGarrisonsSupplied {
        /// The city.
        city: &'a str,
        /// How many garrisons.
        garrisons: usize,
        /// Through the depot inside the city (else invasion supply from the sea).
        by_depot: bool,
    },
    /// 7.4.2 depot supply paid.
    DepotSupplyPaid {
        /// Corps paid for.
        corps: usize,
        /// Port garrisons paid for.
        garrisons: usize,
        /// Money points paid.
        paid: u32,
        /// Money left.
        left: i32,
    },
    /// 7.4.2.1 a corps the treasury could not pay for must forage.
    MustForage {
        /// The corps' name (its id before pbem 0.5.0).
        unit: &'a str,
    },
    /// 7.4.2.2 allied depot supply paid by the ally.
    AlliedSupplyPaid {
        /// The ally's name.
        ally: &'a str,
        /// Corps supplied.
        corps: usize,
        /// Money points paid.
        paid: u32,
        /// The ally's money left.
        left: i32,
    },
    /// 7.2, 7.4.3.4 a power removes its depot inside a port city.
    PortDepotRemoved {
        /// The power's name.
        power: &'a str,
        /// The city.
        city: &'a str,
    },
    /// 7.4.3.4.4 a port city depot without its sea supply source is removed.
    PortDepotCutOff {
        /// The power's name.
        power: &'a str,
        /// The city.
        city: &'a str,
    },
    /// 7.4.3.4.3 the siege is over: the depot moves into the area.
    PortDepotMovesOut {
        /// The city.
        city: &'a str,
        /// The power's name.
        power: &'a str,
        /// The area's name.
        area: &'a str,
        /// An enemy depot there is destroyed.
        destroys: bool,
    },
    /// 7.4.3.4.5 a fallen port city depot converted.
    PortDepotConverted {
        /// The power's name.
        power: &'a str,
        /// The city.
        city: &'a str,
        /// The new owner's name.
        to: &'a str,
        /// The area's name.
        area: &'a str,
    },
    /// 7.4.3.4.5 a fallen port city depot destroyed.
    PortDepotDestroyed {
        /// The power's name.
        power: &'a str,
        /// The city.
        city: &'a str,
    },
}
