//! The typed reasons and figures some lines carry, said by the line template's macros:
//! why a force may not outflank (7.5.2.1, 7.5.2.3), how a retreat went (7.5.2.10.3), how a
//! base morale was found (7.5.2.6.1). The rules produce them; the words are the template's.

use serde::Serialize;

/// Why a force may not outflank (7.5.2.1) or divide as ordered (7.5.2.3); its words are
/// the line template's ([`super::field::Said::Unfit`]).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "unfit", rename_all = "snake_case")]
pub enum Unfit {
    /// 7.5.2.1 fewer than two non-artillery corps, or no leader.
    TooFewForOutflank {
        /// Non-artillery corps in the force.
        corps: usize,
        /// Leaders with it.
        leaders: usize,
    },
    /// 7.5.2.3.2 the outflanking force holds no corps.
    OutflankingWithoutCorps,
    /// 7.5.2.3.1 the pinning force keeps no non-artillery corps.
    PinningWithoutCorps,
    /// 7.5.2.3.1 a garrison or guerilla named to outflank.
    GarrisonMustPin {
        /// Its name.
        unit: String,
    },
    /// 7.5.2.3.1 a unit with artillery factors named to outflank.
    ArtilleryMustPin {
        /// Its name.
        unit: String,
    },
    /// 7.5.2.3.2 a cossack or freikorps left to pin.
    MustOutflank {
        /// Its name.
        unit: String,
    },
}

/// How a retreat's way was chosen, for the report's words (the line template's `way`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "way", rename_all = "snake_case")]
pub enum Way {
    /// 7.5.2.10.3.6 no retreat route from the area named: the force surrenders.
    NoRoute {
        /// The area's name.
        from: String,
    },
    /// 7.5.2.10.3.1 toward the nearest depot (or, without one, national capital), through
    /// the areas named.
    Toward {
        /// Toward a depot (else a national capital).
        depot: bool,
        /// The areas' names, in order.
        path: Vec<String>,
    },
}

/// A count of factors of one morale value (7.5.2.6.1.1): "3 x 2.0".
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Term {
    /// Factors of that morale.
    pub count: u32,
    /// The morale, "2.0".
    pub value: String,
}

/// How a base morale was found (7.5.2.6.1), as figures for the report's words.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "working", rename_all = "snake_case")]
pub enum Working {
    /// Method one with no army factor.
    NoArmyFactors,
    /// 7.5.2.6.1.1 method one: the factors' morale averaged, rounded up to a tenth.
    One {
        /// The factors by morale value, lowest value first.
        terms: Vec<Term>,
        /// The sum, "114.0".
        sum: String,
        /// Factors.
        total: u32,
        /// The average's whole part.
        whole: i64,
        /// The average's hundredths after the whole part (0-99).
        hundredths: i64,
        /// The base morale, "2.3".
        base: String,
    },
    /// 7.5.2.6.1.2 method two: the primary nationality's basic morale, adjusted by guard
    /// and low-morale factors, capped.
    Two {
        /// The primary nationality.
        primary: String,
        /// Its basic morale.
        basic: String,
        /// Guard factors.
        guard: i32,
        /// Low-morale factors.
        low: i32,
        /// The net adjustment.
        net: String,
        /// The cap up.
        up: String,
        /// The cap down.
        down: String,
        /// The base morale.
        base: String,
    },
}
