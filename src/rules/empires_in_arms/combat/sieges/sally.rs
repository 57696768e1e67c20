//! 7.5.4.2.3: the besieged attacking with the help of a relieving force. Units of the
//! phasing power (or its allies attacking with it) inside the besieged city that its battle
//! orders name (`battles.AREA.sally`) march out and fight the relieving force's limited
//! field combat beside it. Whatever the outcome, the survivors go back into the city: a
//! failed relief's siege goes on and "the surviving siege defenders return to the besieged
//! city" (7.5.4.2.3.1.1), only the relieving force may be pursued (7.5.4.2.3.1.2), and after
//! a won relief the next movement step takes them out at no cost (7.3.4).

use crate::rules::empires_in_arms::combat::battle::Battle;
use crate::rules::empires_in_arms::model::state::State;
use crate::rules::empires_in_arms::model::territory;
use std::borrow::Cow;
use std::collections::BTreeSet;

/// 7.5.4.2.3: the phasing power's combat in `area` is a relieving force's limited field
/// combat: the city there holds the phasing power's (or an ally's) besieged forces, and
/// some of its field units entered the area from another area this sequence.
pub fn is_relief(state: &State, area: &str) -> bool {
    let p = &state.phasing;
    let ours = territory::city_holders(state, area)
        .iter()
        .any(|h| h == p || state.allied(h, p));
    ours && territory::besieged(state, area)
        && state
            .units
            .iter()
            .any(|u| &u.power == p && u.area == area && !u.in_city && u.entered_from.is_some())
}

/// The units of `ids` inside the city of `area` that may sally with the attacking side: of
/// the phasing power or an ally of it.
pub fn sallying(state: &State, area: &str, ids: &[String]) -> BTreeSet<String> {
    state
        .units
        .iter()
        .filter(|u| {
            u.area == area
                && u.in_city
                && u.total() > 0
                && ids.contains(&u.id)
                && (u.power == state.phasing || state.allied(&u.power, &state.phasing))
        })
        .map(|u| u.id.clone())
        .collect()
}

/// The state with the `sallied` units out of their city, in the area's field.
pub fn marched_out<'a>(state: &'a State, sallied: &BTreeSet<String>) -> Cow<'a, State> {
    if sallied.is_empty() {
        return Cow::Borrowed(state);
    }
    let mut view = state.clone();
    for u in view.units.iter_mut().filter(|u| sallied.contains(&u.id)) {
        u.in_city = false;
    }
    Cow::Owned(view)
}

/// Takes the surviving `sallied` units off the attacking side and back into the city,
/// before the outcome's pursuit and retreats; returns their names for the report.
pub fn back_into_city(b: &mut Battle, sallied: &BTreeSet<String>) -> Vec<String> {
    if sallied.is_empty() {
        return Vec::new();
    }
    let (back, stay): (Vec<_>, Vec<_>) = std::mem::take(&mut b.att.units)
        .into_iter()
        .partition(|u| sallied.contains(&u.id));
    b.att.units = stay;
    let mut names = Vec::new();
    for mut u in back {
        if u.total() > 0 {
            names.push(u.name.clone());
        }
        u.in_city = true;
        b.moved.push(u);
    }
    names
}
