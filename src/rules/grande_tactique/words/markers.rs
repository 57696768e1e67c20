//! The lines of the PIP Phase (2.) uses that add or remove a marker: start or stop firing,
//! limber or unlimber, rally, de-silence, spike guns; and why a use is refused.

use serde::Serialize;

/// One marker use, or why it is refused, by kind.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "line", rename_all = "snake_case")]
pub enum Said<'a> {
    /// An action that is no marker use.
    NotAMarkerUse {
        /// The unit's id.
        unit: &'a str,
    },
    /// 3. a unit that has a Firing marker already.
    AlreadyFiring {
        /// The unit's id.
        unit: &'a str,
    },
    /// 3. cavalry do not fire.
    CavalryDoNotFire,
    /// 3. artillery fires unlimbered and not silenced.
    MustBeUnlimbered {
        /// The unit's id.
        unit: &'a str,
    },
    /// 3. a Firing marker placed.
    StartsFiring {
        /// The unit's id.
        unit: &'a str,
        /// PIPs.
        cost: u32,
    },
    /// A unit with no Firing marker to remove.
    NoFiringMarker {
        /// The unit's id.
        unit: &'a str,
    },
    /// A Firing marker removed.
    StopsFiring {
        /// The unit's id.
        unit: &'a str,
        /// PIPs.
        cost: u32,
    },
    /// 2. only artillery limbers or unlimbers, to the other formation.
    NoArtilleryForLimber {
        /// The unit's id.
        unit: &'a str,
    },
    /// 2. limbers (or unlimbers).
    Limbers {
        /// The unit's id.
        unit: &'a str,
        /// Limbers (else unlimbers).
        limber: bool,
        /// PIPs.
        cost: u32,
    },
    /// 2. only a routed unit rallies.
    NotRouted {
        /// The unit's id.
        unit: &'a str,
    },
    /// 2. a routed unit rallies, still shaken.
    Rallies {
        /// The unit's id.
        unit: &'a str,
        /// PIPs.
        cost: u32,
    },
    /// 2. only silenced artillery is de-silenced.
    NotSilenced {
        /// The unit's id.
        unit: &'a str,
    },
    /// 2. de-silenced.
    DeSilenced {
        /// The unit's id.
        unit: &'a str,
        /// PIPs.
        cost: u32,
    },
    /// 2. spike guns: the target is no enemy battery.
    NoEnemyBattery {
        /// The id given.
        id: &'a str,
    },
    /// 2. spike guns refused.
    SpikeRefused {
        /// Why.
        why: &'a str,
    },
    /// 2. the guns spiked: lost.
    Spikes {
        /// The unit's id.
        unit: &'a str,
        /// The battery's id.
        target: &'a str,
        /// PIPs.
        cost: u32,
    },
}
