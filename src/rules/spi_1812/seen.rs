//! The state as one player may see it: the player's view (docs/fairness.md, section 14),
//! what the view file of each entry holds and what the player's commands (`orders new`,
//! `orders check`, `odds`, `map`) read. A.3 step 2: "Each player reveals his entire stack
//! of units to opponent" only in a battle, so the player's own units are there in full and
//! each place holding the other side's units has one marker ([`Kind::Hidden`]); what every
//! report shows (depletion, control, victory points, the turn) is kept.

use super::state::{Kind, Side, State, Unit};
use std::collections::BTreeSet;

/// The id of the marker of `side`'s stack at `place` (`russia-stack-vilna`).
pub fn marker_id(side: Side, place: &str) -> String {
    format!("{}-stack-{place}", side.key())
}

/// `st` as the player controlling `sides` sees it: their units, reinforcements to come,
/// eliminated units and combat losses; one marker per place and other side holding units
/// there (after the player's units, by place); the depots placed only for France's player.
pub fn seen(st: &State, sides: &[Side]) -> State {
    let own = |s: &Side| sides.contains(s);
    let mut out = st.clone();
    out.units.retain(|u| own(&u.side));
    let stacks: BTreeSet<(&str, Side)> = st
        .units
        .iter()
        .filter(|u| !own(&u.side))
        .map(|u| (u.at.as_str(), u.side))
        .collect();
    out.units.extend(stacks.into_iter().map(|(at, side)| Unit {
        id: marker_id(side, at),
        side,
        kind: Kind::Hidden,
        name: format!("{} stack", side.adjective()),
        at: at.to_string(),
        strength: 0,
        command: 0,
        tactical: 0,
        cavalry: false,
    }));
    out.reinforcements.retain(|r| own(&r.unit.side));
    out.eliminated.retain(|e| own(&e.unit.side));
    out.combat_losses.retain(|s, _| own(s));
    if !own(&Side::France) {
        out.depots_placed = 0;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::spi_1812::state::Scenario;

    fn scenario() -> State {
        let data = crate::data::GameData::embedded("spi-1812").unwrap();
        State::from(
            data.parse::<Scenario>("scenarios/campaign-1812.yaml")
                .unwrap(),
        )
    }

    #[test]
    fn a_3_step_2_the_russian_sees_french_stacks_as_markers_and_no_french_unit() {
        let st = scenario();
        let v = seen(&st, &[Side::Russia]);
        assert!(v
            .units
            .iter()
            .all(|u| u.side == Side::Russia || u.kind == Kind::Hidden));
        assert!(v.reinforcements.iter().all(|r| r.unit.side == Side::Russia));
        let own = |s: &State| s.units.iter().filter(|u| u.side == Side::Russia).count();
        assert_eq!(own(&v), own(&st));
        // One marker per place holding French units, and no French name.
        let mut places: Vec<&str> = st
            .units
            .iter()
            .filter(|u| u.side == Side::France)
            .map(|u| u.at.as_str())
            .collect();
        places.sort_unstable();
        places.dedup();
        let markers: Vec<&str> = v
            .units
            .iter()
            .filter(|u| u.kind == Kind::Hidden)
            .map(|u| u.at.as_str())
            .collect();
        assert_eq!(markers, places);
        for u in st.units.iter().filter(|u| u.side == Side::France) {
            assert!(v.units.iter().all(|m| m.name != u.name), "{}", u.name);
        }
        // Occupation, and so every public line, is the same.
        for p in &places {
            assert!(v.occupies(p, Side::France));
        }
    }

    #[test]
    fn a_player_of_both_sides_sees_the_whole_state() {
        let st = scenario();
        assert_eq!(seen(&st, &[Side::France, Side::Russia]), st);
    }
}
