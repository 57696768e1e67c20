//! The names the Old Trousers charts are keyed by: ratings, troop qualities and types, and
//! the modifiers of each table as named flags. Each is written in the data in kebab-case.

use crate::chart::kind;

kind!(
    /// A commander's rating (COMMANDERS: RATINGS).
    Rating {
        Excellent = "excellent",
        Good = "good",
        Average = "average",
        Fair = "fair",
        Poor = "poor",
    }
);

kind!(
    /// A staff's rating (initiative and order activation).
    Staff {
        Superb = "superb",
        Professional = "professional",
        Competent = "competent",
        Inefficient = "inefficient",
        Incompetent = "incompetent",
    }
);

kind!(
    /// A unit's troop quality (the "Troop" column of the charge, reaction, melee and morale
    /// tables).
    Quality {
        /// Old Guard.
        Og = "og",
        Superior = "superior",
        Excellent = "excellent",
        Good = "good",
        Fair = "fair",
        Poor = "poor",
    }
);

kind!(
    /// Troop types of the movement table.
    TroopType {
        Infantry = "infantry",
        LightCavalry = "light-cavalry",
        OtherCavalry = "other-cavalry",
        FootArtillery = "foot-artillery",
        /// Artillery of 12 pdr or more.
        HeavyArtillery = "heavy-artillery",
        HorseArtillery = "horse-artillery",
    }
);

kind!(
    /// The arm of a unit: what the terrain effects, stands and rout charts are keyed by.
    Arm {
        Infantry = "infantry",
        Cavalry = "cavalry",
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
        Surprise = "surprise",
        Momentum = "momentum",
    }
);

kind!(
    /// Gun sizes of FIRE COMBAT: ARTILLERY.
    GunSize {
        Over12 = "over-12-pdr",
        Twelve = "12-pdr",
        /// 8 or 9 pdr.
        EightNine = "8-9-pdr",
        Six = "6-pdr",
        Under6 = "under-6-pdr",
    }
);

kind!(
    /// Who fires musketry (FIRE COMBAT - MUSKETRY).
    Musketeers {
        BritishInfantry = "british-infantry",
        OtherInfantry = "other-infantry",
        InfantrySkirmishers = "infantry-skirmishers",
        CavalrySkirmishers = "cavalry-skirmishers",
    }
);
