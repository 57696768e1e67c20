//! The modifiers of each Old Trousers table as named flags, keyed in the data by these
//! kebab-case names.

use crate::chart::kind;

kind!(
    /// Musketry DIE ROLL MODIFIERS, "Target is:" column.
    FireTarget {
        /// In cover, light.
        CoverLight = "cover-light",
        /// In cover, medium.
        CoverMedium = "cover-medium",
        /// In cover, heavy.
        CoverHeavy = "cover-heavy",
        /// Unlimbered artillery.
        UnlimberedArtillery = "unlimbered-artillery",
        /// Column.
        Column = "column",
        /// Square.
        Square = "square",
        /// Organic skirmishers.
        OrganicSkirmishers = "organic-skirmishers",
        /// Skirmishers.
        Skirmishers = "skirmishers",
        /// French or British skirmishers.
        FrenchBritishSkirmishers = "french-british-skirmishers",
        /// Town.
        Town = "town",
        /// Firefight.
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
        /// Skirmishers.
        Skirmishers = "skirmishers",
        /// Russian or Turkish.
        RussianTurkish = "russian-turkish",
        /// Shaken.
        Shaken = "shaken",
        /// Moving.
        Moving = "moving",
        /// Disordered.
        Disordered = "disordered",
        /// Point blank.
        PointBlank = "point-blank",
        /// Artillery screened.
        ArtilleryScreened = "artillery-screened",
        /// Artillery, first fire ("Artillery 1 DOB").
        ArtilleryFirstFire = "artillery-first-fire",
        /// Artillery, second round.
        ArtillerySecondRound = "artillery-second-round",
    }
);

kind!(
    /// CHARGE TEST TABLE modifiers (the leader and new hits apart).
    ChargeFlag {
        /// Cavalry.
        Cavalry = "cavalry",
        /// Against a flank.
        VsFlank = "vs-flank",
        /// Against routed troops.
        VsRouted = "vs-routed",
        /// Infantry against a square.
        InfantryVsSquare = "infantry-vs-square",
        /// Cavalry against a square.
        CavalryVsSquare = "cavalry-vs-square",
        /// Each new hit (per hit).
        EachNewHit = "each-new-hit",
        /// Shaken.
        Shaken = "shaken",
        /// Against cover.
        VsCover = "vs-cover",
        /// Against artillery.
        VsArtillery = "vs-artillery",
        /// Impetuous.
        Impetuous = "impetuous",
        /// Infantry in column.
        InfantryColumn = "infantry-column",
        /// Organic skirmishers.
        OrganicSkirmishers = "organic-skirmishers",
        /// Skirmish screen.
        SkirmishScreen = "skirmish-screen",
        /// National bonus.
        NationalBonus = "national-bonus",
    }
);

kind!(
    /// REACTION TEST TABLE modifiers (leader and distance charged apart); the starred ones
    /// apply only to units changing facing or formation in response to a charge.
    ReactionFlag {
        /// Attempting point blank fire.
        AttemptingPbf = "attempting-pbf",
        /// Shaken.
        Shaken = "shaken",
        /// National bonus.
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
        /// Artillery.
        Artillery = "artillery",
        /// Shaken.
        Shaken = "shaken",
        /// Cuirassier.
        Cuirassier = "cuirassier",
        /// In light cover.
        CoverLight = "cover-light",
        /// In medium cover.
        CoverMedium = "cover-medium",
        /// In heavy cover.
        CoverHeavy = "cover-heavy",
        /// Uphill.
        Uphill = "uphill",
        /// Sappers against cover.
        SappersVsCover = "sappers-vs-cover",
        /// Against a flank.
        VsFlank = "vs-flank",
        /// Against routed troops.
        VsRouted = "vs-routed",
    }
);

kind!(
    /// MELEE, Inf vs Inf column.
    InfVsInf {
        /// Charging.
        Charging = "charging",
        /// Square.
        Square = "square",
        /// Disorder.
        Disorder = "disorder",
    }
);

kind!(
    /// MELEE, Cav vs Cav column.
    CavVsCav {
        /// Charging.
        Charging = "charging",
        /// Heavier.
        Heavier = "heavier",
        /// Overlap, per overlapping stand.
        Overlap = "overlap",
        /// Disorder.
        Disorder = "disorder",
    }
);

kind!(
    /// MELEE, Cav vs Inf column.
    CavVsInf {
        /// Charging.
        Charging = "charging",
        /// Lancers.
        Lancers = "lancers",
        /// Against a square.
        VsSquare = "vs-square",
        /// Against a disordered square.
        VsDisorderedSquare = "vs-disordered-square",
        /// Against an anchored line.
        VsAnchoredLine = "vs-anchored-line",
        /// Disorder.
        Disorder = "disorder",
    }
);

kind!(
    /// MORALE TABLE modifiers (casualties and leader apart).
    MoraleFlag {
        /// Shaken.
        Shaken = "shaken",
        /// Routed.
        Routed = "routed",
        /// In light cover.
        CoverLight = "cover-light",
        /// In medium cover.
        CoverMedium = "cover-medium",
        /// In heavy cover.
        CoverHeavy = "cover-heavy",
        /// Flanked.
        Flanked = "flanked",
        /// Under canister.
        Canister = "canister",
    }
);
