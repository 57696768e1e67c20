//! The modifiers of each Old Trousers table as named flags, keyed in the data by these
//! kebab-case names.

use crate::chart::kind;

kind!(
    /// Musketry DIE ROLL MODIFIERS, "Target is:" column.
    FireTarget {
        CoverLight = "cover-light",
        CoverMedium = "cover-medium",
        CoverHeavy = "cover-heavy",
        UnlimberedArtillery = "unlimbered-artillery",
        Column = "column",
        Square = "square",
        OrganicSkirmishers = "organic-skirmishers",
        Skirmishers = "skirmishers",
        /// French or British skirmishers.
        FrenchBritishSkirmishers = "french-british-skirmishers",
        Town = "town",
        Firefight = "firefight",
    }
);

kind!(
    /// Musketry DIE ROLL MODIFIERS, "Firer is:" column.
    FireFirer {
        /// Old Guard, superior or excellent.
        OgSuperiorExcellent = "og-superior-excellent",
        /// Fair or poor.
        FairPoor = "fair-poor",
        Skirmishers = "skirmishers",
        /// Russian or Turkish.
        RussianTurkish = "russian-turkish",
        Shaken = "shaken",
        Moving = "moving",
        Disordered = "disordered",
        PointBlank = "point-blank",
        ArtilleryScreened = "artillery-screened",
        /// Artillery, first fire ("Artillery 1 DOB").
        ArtilleryFirstFire = "artillery-first-fire",
        ArtillerySecondRound = "artillery-second-round",
    }
);

kind!(
    /// CHARGE TEST TABLE modifiers (the leader and new hits apart).
    ChargeFlag {
        Cavalry = "cavalry",
        VsFlank = "vs-flank",
        /// Against routed troops.
        VsRouted = "vs-routed",
        InfantryVsSquare = "infantry-vs-square",
        CavalryVsSquare = "cavalry-vs-square",
        EachNewHit = "each-new-hit",
        Shaken = "shaken",
        VsCover = "vs-cover",
        VsArtillery = "vs-artillery",
        Impetuous = "impetuous",
        InfantryColumn = "infantry-column",
        OrganicSkirmishers = "organic-skirmishers",
        SkirmishScreen = "skirmish-screen",
        NationalBonus = "national-bonus",
    }
);

kind!(
    /// REACTION TEST TABLE modifiers (leader and distance charged apart); the starred ones
    /// apply only to units changing facing or formation in response to a charge.
    ReactionFlag {
        /// Attempting point blank fire.
        AttemptingPbf = "attempting-pbf",
        Shaken = "shaken",
        NationalBonus = "national-bonus",
        /// *Reaction to infantry.
        ReactionToInfantry = "reaction-to-infantry",
        /// *French infantry.
        FrenchInfantry = "french-infantry",
        /// *Infantry column.
        InfantryColumn = "infantry-column",
        /// *Reaction to cavalry.
        ReactionToCavalry = "reaction-to-cavalry",
    }
);

kind!(
    /// MELEE modifiers of every melee (leader, mass and the arm columns apart).
    MeleeFlag {
        Artillery = "artillery",
        Shaken = "shaken",
        Cuirassier = "cuirassier",
        CoverLight = "cover-light",
        CoverMedium = "cover-medium",
        CoverHeavy = "cover-heavy",
        Uphill = "uphill",
        SappersVsCover = "sappers-vs-cover",
        VsFlank = "vs-flank",
        /// Against routed troops.
        VsRouted = "vs-routed",
    }
);

kind!(
    /// MELEE, Inf vs Inf column.
    InfVsInf {
        Charging = "charging",
        Square = "square",
        Disorder = "disorder",
    }
);

kind!(
    /// MELEE, Cav vs Cav column.
    CavVsCav {
        Charging = "charging",
        Heavier = "heavier",
        /// Overlap, per overlapping stand.
        Overlap = "overlap",
        Disorder = "disorder",
    }
);

kind!(
    /// MELEE, Cav vs Inf column.
    CavVsInf {
        Charging = "charging",
        Lancers = "lancers",
        VsSquare = "vs-square",
        VsDisorderedSquare = "vs-disordered-square",
        VsAnchoredLine = "vs-anchored-line",
        Disorder = "disorder",
    }
);

kind!(
    /// MORALE TABLE modifiers (casualties and leader apart).
    MoraleFlag {
        Shaken = "shaken",
        Routed = "routed",
        CoverLight = "cover-light",
        CoverMedium = "cover-medium",
        CoverHeavy = "cover-heavy",
        Flanked = "flanked",
        /// Under canister.
        Canister = "canister",
    }
);
