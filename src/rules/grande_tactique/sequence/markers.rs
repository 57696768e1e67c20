//! The PIP Phase (2.), the uses of PIPs that add or remove a marker: start or stop firing,
//! limber or unlimber artillery, rally a routed unit, de-silence artillery, spike silenced
//! guns in contact.

use super::super::charge::spike;
use super::super::orders::Action;
use super::super::state::State;
use crate::board::table::stand::Formation;
use crate::rules::grande_tactique::words::{markers::Said, say};

/// Makes marker use `a` of unit `i` that costs `cost`; returns it in words.
///
/// # Errors
/// Why the use is refused, citing the rule.
pub fn marker_use(st: &mut State, i: usize, a: &Action, cost: u32) -> Result<String, String> {
    match a {
        Action::StartFiring => start_firing(st, i, cost),
        Action::StopFiring => stop_firing(st, i, cost),
        Action::Limber => limber(st, i, Formation::Limbered, cost),
        Action::Unlimber => limber(st, i, Formation::Unlimbered, cost),
        Action::Rally => rally(st, i, cost),
        Action::DeSilence => de_silence(st, i, cost),
        Action::Spike(t) => spike_guns(st, i, t, cost),
        Action::Motion(_)
        | Action::Charge(_)
        | Action::FormSquare
        | Action::FormLine
        | Action::Redirect(_) => Err(say(&Said::NotAMarkerUse {
            unit: st.units[i].id(),
        })),
    }
}

/// Firing Phase (3.): a Firing marker for unlimbered, unsilenced artillery or infantry.
fn start_firing(st: &mut State, i: usize, cost: u32) -> Result<String, String> {
    let u = &st.units[i];
    let id = u.id();
    if u.markers.firing {
        return Err(say(&Said::AlreadyFiring { unit: id }));
    }
    if u.arm.is_cavalry() {
        return Err(say(&Said::CavalryDoNotFire));
    }
    if u.arm.is_artillery() && (u.limbered() || u.markers.silenced) {
        return Err(say(&Said::MustBeUnlimbered { unit: id }));
    }
    let line = say(&Said::StartsFiring { unit: id, cost });
    st.units[i].markers.firing = true;
    Ok(line)
}

/// Removes a Firing marker.
fn stop_firing(st: &mut State, i: usize, cost: u32) -> Result<String, String> {
    let id = st.units[i].id().to_string();
    if !st.units[i].markers.firing {
        return Err(say(&Said::NoFiringMarker { unit: &id }));
    }
    st.units[i].markers.firing = false;
    Ok(say(&Said::StopsFiring { unit: &id, cost }))
}

/// PIP Phase (2.): limber (which stops its firing) or unlimber artillery.
fn limber(st: &mut State, i: usize, to: Formation, cost: u32) -> Result<String, String> {
    let id = st.units[i].id().to_string();
    if !st.units[i].arm.is_artillery() || st.units[i].stand.formation == to {
        return Err(say(&Said::NoArtilleryForLimber { unit: &id }));
    }
    st.units[i].stand.formation = to;
    if to == Formation::Limbered {
        st.units[i].markers.firing = false;
    }
    Ok(say(&Said::Limbers {
        unit: &id,
        limber: to == Formation::Limbered,
        cost,
    }))
}

/// PIP Phase (2.): rally a routed unit (it stays shaken).
fn rally(st: &mut State, i: usize, cost: u32) -> Result<String, String> {
    let id = st.units[i].id().to_string();
    if !st.units[i].markers.routed {
        return Err(say(&Said::NotRouted { unit: &id }));
    }
    st.units[i].markers.routed = false;
    st.units[i].markers.shaken = true;
    Ok(say(&Said::Rallies { unit: &id, cost }))
}

/// PIP Phase (2.): de-silence artillery.
fn de_silence(st: &mut State, i: usize, cost: u32) -> Result<String, String> {
    let id = st.units[i].id().to_string();
    if !st.units[i].markers.silenced {
        return Err(say(&Said::NotSilenced { unit: &id }));
    }
    st.units[i].markers.silenced = false;
    Ok(say(&Said::DeSilenced { unit: &id, cost }))
}

/// PIP Phase (2.): spike the silenced guns of enemy battery `t` in contact: they are lost.
fn spike_guns(st: &mut State, i: usize, t: &str, cost: u32) -> Result<String, String> {
    let u = st.units[i].clone();
    let j = st
        .unit_index(t)
        .filter(|j| st.units[*j].arm.is_artillery())
        .ok_or_else(|| say(&Said::NoEnemyBattery { id: t }))?;
    let g = &st.units[j];
    spike(&g.stand, g.markers.silenced, &u.stand).map_err(|e| {
        say(&Said::SpikeRefused {
            why: &e.to_string(),
        })
    })?;
    let gone = st.units.remove(j);
    if let Some(s) = st.sides.get_mut(gone.side()) {
        s.lost.push(gone.id().to_string());
    }
    Ok(say(&Said::Spikes {
        unit: u.id(),
        target: t,
        cost,
    }))
}
