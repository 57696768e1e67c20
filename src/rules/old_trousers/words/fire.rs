//! The lines of III.B.3 Stationary Fire and III.B.5 Moving Fire Subsegments: targets, line
//! of sight (the provisional visibility chart), FIRE COMBAT: MUSKETRY and ARTILLERY.

use serde::Serialize;

/// One line (or part of a line) of the fire subsegments, by kind.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "line", rename_all = "snake_case")]
pub enum Said<'a> {
    /// III.B.3 the section's title.
    StationaryFireSection {
        /// charts/visibility.yaml's note.
        note: &'a str,
    },
    /// III.B.5 the section's title.
    MovingFireSection {
        /// charts/visibility.yaml's note.
        note: &'a str,
    },
    /// III.B.3 no unit has a target.
    NoUnitHasTarget,
    /// III.B.5 no unit fires.
    NoUnitFires,
    /// A line of sight blocked, naming the provisional visibility chart.
    Blocked {
        /// The table engine's words.
        why: &'a str,
    },
    /// A fire target that is no enemy.
    NoEnemy {
        /// The id given.
        id: &'a str,
    },
    /// A chosen target that cannot be fired at.
    CannotFireAtId {
        /// The id given.
        id: &'a str,
        /// Why.
        why: &'a str,
    },
    /// A nearer enemy the firer does not see.
    DoesNotSee {
        /// The firer's name.
        unit: &'a str,
        /// The enemy's name.
        target: &'a str,
        /// Why.
        why: &'a str,
    },
    /// A unit holds its fire.
    HoldsFire {
        /// The unit's name.
        unit: &'a str,
        /// Why.
        why: &'a str,
    },
    /// The firer sees its target past stands the visibility chart waives.
    SeesPast {
        /// The firer's name.
        unit: &'a str,
        /// The target's name.
        target: &'a str,
        /// The stands seen past, by name.
        past: &'a [&'a str],
    },
    /// FIRE COMBAT "Point blank" at this range (provisional chart).
    PointBlank {
        /// The range.
        range: &'a str,
        /// charts/engagement.yaml point-blank's note.
        note: &'a str,
    },
    /// FIRE COMBAT: ARTILLERY a battery that cannot fire at its target.
    BatteryCannotFire {
        /// The battery's name.
        unit: &'a str,
        /// The target's name.
        target: &'a str,
        /// Why (the error's name).
        why: &'a str,
    },
    /// FIRE COMBAT: ARTILLERY a battery's fire.
    BatteryFires {
        /// The battery's name.
        unit: &'a str,
        /// The target's name.
        target: &'a str,
        /// The range.
        range: &'a str,
        /// The range band.
        band: &'a str,
        /// Points a gun.
        per_gun: u32,
        /// Guns firing.
        guns: u32,
        /// Hits.
        hits: u32,
    },
    /// FIRE COMBAT: ARTILLERY a battery's guns left after its hits (from 0.6.0).
    GunsLeft {
        /// The battery's name.
        unit: &'a str,
        /// Guns left.
        left: u32,
        /// Guns at full strength.
        guns: u32,
        /// Its hits.
        hits: u32,
    },
    /// A fire roll's breakdown, under its fire line.
    Roll {
        /// The breakdown.
        breakdown: &'a str,
    },
    /// FIRE COMBAT: ARTILLERY the bounce-through strikes a unit behind.
    BounceThrough {
        /// The unit struck.
        unit: &'a str,
        /// Hits.
        hits: u32,
        /// The provisional note, if any.
        #[serde(skip_serializing_if = "Option::is_none")]
        note: Option<&'a str>,
    },
    /// FIRE COMBAT: MUSKETRY a unit's fire.
    MusketFires {
        /// The firer's name.
        unit: &'a str,
        /// The target's name.
        target: &'a str,
        /// The range.
        range: &'a str,
        /// Enfilade from a flank.
        enfilade: bool,
        /// Front-rank stands.
        front_rank: u32,
        /// Points a stand.
        per_stand: u32,
        /// Hits.
        hits: u32,
    },
    /// FIRE COMBAT TABLE : MUSKETRY the row read (a breakdown's row).
    FirePoints {
        /// The row's band of fire points.
        points: &'a str,
    },
    /// FIRE COMBAT TABLE : MUSKETRY the column read and its hits (a breakdown's column).
    FireColumn {
        /// The column's band.
        roll: &'a str,
        /// Hits.
        hits: u32,
    },
}
