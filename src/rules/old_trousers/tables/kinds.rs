//! The names the Old Trousers charts are keyed by: ratings, troop qualities and types, and
//! the modifiers of each table as named flags. Each is written in the data in kebab-case.

use serde::{Deserialize, Serialize};

/// Defines a closed kind: the enum, its kebab-case data name, and every variant in order.
macro_rules! kind {
    ($(#[$m:meta])* $name:ident { $($(#[$vm:meta])* $var:ident = $s:literal),+ $(,)? }) => {
        $(#[$m])*
        #[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
        pub enum $name {
            $($(#[$vm])* #[serde(rename = $s)] $var),+
        }
        impl $name {
            /// Every variant, in the chart's order.
            pub const ALL: &'static [$name] = &[$($name::$var),+];
            /// The name in the data.
            pub fn name(self) -> &'static str {
                match self { $($name::$var => $s),+ }
            }
        }
        impl crate::chart::Key for $name {
            const ALL: &'static [$name] = $name::ALL;
            fn name(self) -> &'static str {
                $name::name(self)
            }
        }
        impl std::fmt::Display for $name {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str(self.name())
            }
        }
    };
}
pub(crate) use kind;

kind!(
    /// A commander's rating (COMMANDERS: RATINGS).
    Rating {
        /// Excellent.
        Excellent = "excellent",
        /// Good.
        Good = "good",
        /// Average.
        Average = "average",
        /// Fair.
        Fair = "fair",
        /// Poor.
        Poor = "poor",
    }
);

kind!(
    /// A staff's rating (initiative and order activation).
    Staff {
        /// Superb.
        Superb = "superb",
        /// Professional.
        Professional = "professional",
        /// Competent.
        Competent = "competent",
        /// Inefficient.
        Inefficient = "inefficient",
        /// Incompetent.
        Incompetent = "incompetent",
    }
);

kind!(
    /// A unit's troop quality (the "Troop" column of the charge, reaction, melee and morale
    /// tables).
    Quality {
        /// Old Guard.
        Og = "og",
        /// Superior.
        Superior = "superior",
        /// Excellent.
        Excellent = "excellent",
        /// Good.
        Good = "good",
        /// Fair.
        Fair = "fair",
        /// Poor.
        Poor = "poor",
    }
);

kind!(
    /// Troop types of the movement table.
    TroopType {
        /// Infantry.
        Infantry = "infantry",
        /// Light cavalry.
        LightCavalry = "light-cavalry",
        /// Other cavalry.
        OtherCavalry = "other-cavalry",
        /// Foot artillery.
        FootArtillery = "foot-artillery",
        /// Artillery of 12 pdr or more.
        HeavyArtillery = "heavy-artillery",
        /// Horse artillery.
        HorseArtillery = "horse-artillery",
    }
);

kind!(
    /// The arm of a unit: what the terrain effects, stands and rout charts are keyed by.
    Arm {
        /// Infantry.
        Infantry = "infantry",
        /// Cavalry.
        Cavalry = "cavalry",
        /// Artillery.
        Artillery = "artillery",
    }
);

impl TroopType {
    /// The arm this troop type belongs to.
    pub fn arm(self) -> Arm {
        match self {
            TroopType::Infantry => Arm::Infantry,
            TroopType::LightCavalry | TroopType::OtherCavalry => Arm::Cavalry,
            _ => Arm::Artillery,
        }
    }
}

kind!(
    /// A leader's command (COMMAND RANGE).
    Command {
        /// Cavalry brigade.
        CavalryBrigade = "cavalry-brigade",
        /// Infantry or cavalry division.
        Division = "division",
        /// Corps or army.
        CorpsArmy = "corps-army",
    }
);

kind!(
    /// Situation modifiers of the initiative roll.
    Situation {
        /// Surprise.
        Surprise = "surprise",
        /// Momentum.
        Momentum = "momentum",
    }
);

kind!(
    /// Gun sizes of FIRE COMBAT: ARTILLERY.
    GunSize {
        /// Over 12 pdr.
        Over12 = "over-12-pdr",
        /// 12 pdr.
        Twelve = "12-pdr",
        /// 8 or 9 pdr.
        EightNine = "8-9-pdr",
        /// 6 pdr.
        Six = "6-pdr",
        /// Under 6 pdr.
        Under6 = "under-6-pdr",
    }
);

kind!(
    /// Who fires musketry (FIRE COMBAT - MUSKETRY).
    Musketeers {
        /// British infantry.
        BritishInfantry = "british-infantry",
        /// Other infantry.
        OtherInfantry = "other-infantry",
        /// Infantry skirmishers.
        InfantrySkirmishers = "infantry-skirmishers",
        /// Cavalry skirmishers.
        CavalrySkirmishers = "cavalry-skirmishers",
    }
);
