//! The PIP Phase (2.), the uses of PIPs that add or remove a marker: start or stop firing,
//! limber or unlimber artillery, rally a routed unit, de-silence artillery, spike silenced
//! guns in contact.

use super::super::charge::spike;
use super::super::orders::Action;
use super::super::state::State;
use crate::board::table::stand::Formation;

/// Makes marker use `a` of unit `i` that costs `cost`; returns it in words.
///
/// # Errors
/// Why the use is refused, citing the rule.
pub fn marker_use(st: &mut State, i: usize, a: &Action, cost: u32) -> Result<String, String> {
    let pips = format!("{cost} PIP{}", super::plural(cost));
    match a {
        Action::StartFiring => start_firing(st, i, &pips),
        Action::StopFiring => stop_firing(st, i, &pips),
        Action::Limber => limber(st, i, (Formation::Limbered, "limbers"), &pips),
        Action::Unlimber => limber(st, i, (Formation::Unlimbered, "unlimbers"), &pips),
        Action::Rally => rally(st, i, &pips),
        Action::DeSilence => de_silence(st, i, &pips),
        Action::Spike(t) => spike_guns(st, i, t, cost),
        Action::Motion(_)
        | Action::Charge(_)
        | Action::FormSquare
        | Action::FormLine
        | Action::Redirect(_) => Err(format!("{}: not a marker use", st.units[i].id())),
    }
}

/// Firing Phase (3.): a Firing marker for unlimbered, unsilenced artillery or infantry.
fn start_firing(st: &mut State, i: usize, pips: &str) -> Result<String, String> {
    let u = &st.units[i];
    let id = u.id();
    if u.markers.firing {
        return Err(format!("{id} already has a Firing marker"));
    }
    if u.arm.is_cavalry() {
        return Err("cavalry do not fire: only infantry and artillery take a Firing marker (3. Firing Phase)".into());
    }
    if u.arm.is_artillery() && (u.limbered() || u.markers.silenced) {
        return Err(format!(
            "{id} must be unlimbered and not silenced to fire (3. Firing Phase)"
        ));
    }
    let line = format!("{id} starts firing ({pips})");
    st.units[i].markers.firing = true;
    Ok(line)
}

/// Removes a Firing marker.
fn stop_firing(st: &mut State, i: usize, pips: &str) -> Result<String, String> {
    let id = st.units[i].id().to_string();
    if !st.units[i].markers.firing {
        return Err(format!("{id} has no Firing marker to remove"));
    }
    st.units[i].markers.firing = false;
    Ok(format!("{id} stops firing ({pips})"))
}

/// PIP Phase (2.): limber (which stops its firing) or unlimber artillery.
fn limber(
    st: &mut State,
    i: usize,
    (to, word): (Formation, &str),
    pips: &str,
) -> Result<String, String> {
    let id = st.units[i].id().to_string();
    if !st.units[i].arm.is_artillery() || st.units[i].stand.formation == to {
        return Err(format!(
            "{id} is no artillery that may do that (2. PIP Phase: limber or unlimber artillery)"
        ));
    }
    st.units[i].stand.formation = to;
    if to == Formation::Limbered {
        st.units[i].markers.firing = false;
    }
    Ok(format!("{id} {word} ({pips})"))
}

/// PIP Phase (2.): rally a routed unit (it stays shaken).
fn rally(st: &mut State, i: usize, pips: &str) -> Result<String, String> {
    let id = st.units[i].id().to_string();
    if !st.units[i].markers.routed {
        return Err(format!(
            "{id} is not routed (2. PIP Phase: rally a routed unit)"
        ));
    }
    st.units[i].markers.routed = false;
    st.units[i].markers.shaken = true;
    Ok(format!(
        "{id} rallies: no longer routed, still shaken ({pips})"
    ))
}

/// PIP Phase (2.): de-silence artillery.
fn de_silence(st: &mut State, i: usize, pips: &str) -> Result<String, String> {
    let id = st.units[i].id().to_string();
    if !st.units[i].markers.silenced {
        return Err(format!(
            "{id} is not silenced (2. PIP Phase: de-silence artillery)"
        ));
    }
    st.units[i].markers.silenced = false;
    Ok(format!("{id} is de-silenced ({pips})"))
}

/// PIP Phase (2.): spike the silenced guns of enemy battery `t` in contact: they are lost.
fn spike_guns(st: &mut State, i: usize, t: &str, cost: u32) -> Result<String, String> {
    let u = st.units[i].clone();
    let j = st
        .unit_index(t)
        .filter(|j| st.units[*j].arm.is_artillery())
        .ok_or_else(|| format!("'{t}' is no enemy battery (2. PIP Phase: spike guns)"))?;
    let g = &st.units[j];
    spike(&g.stand, g.markers.silenced, &u.stand)
        .map_err(|e| format!("{e} (2. PIP Phase: spike guns)"))?;
    let gone = st.units.remove(j);
    if let Some(s) = st.sides.get_mut(gone.side()) {
        s.lost.push(gone.id().to_string());
    }
    Ok(format!(
        "{} spikes the guns of {t}: lost ({cost} PIPs)",
        u.id()
    ))
}
