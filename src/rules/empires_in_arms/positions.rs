//! Where every power's forces stand, area by area: public in Empires in Arms, listed in
//! each player's report and in the orders template so that a player can write orders
//! without the picture (docs/maps.md).

use super::model::map::Map;
use super::model::state::State;
use serde::Serialize;
use std::fmt::Write as _;

/// A power's forces in an area, in [`super::template::PlayerView::positions`]: public in Empires in Arms.
#[derive(Debug, Clone, Serialize)]
pub struct Position {
    /// The area's name.
    pub area: String,
    /// The area's id.
    pub id: String,
    /// The power's name.
    pub power: String,
    /// Its corps with their factors (`I Corps 8i 2c`) and leaders (`Davout 4-3`).
    pub units: Vec<String>,
}

/// Every power's forces, area by area (sorted by area id, then power id).
pub fn positions(map: &Map, st: &State) -> Vec<Position> {
    let mut by: std::collections::BTreeMap<(&str, &str), Vec<String>> = Default::default();
    for u in &st.units {
        by.entry((&u.area, &u.power))
            .or_default()
            .push(super::picture::unit_text(u));
    }
    for l in &st.leaders {
        by.entry((&l.area, &l.power))
            .or_default()
            .push(format!("{} {}-{}", l.name, l.strategic, l.tactical));
    }
    by.into_iter()
        .map(|((area, power), units)| Position {
            area: map.name(area),
            id: area.to_string(),
            power: st.power_name(power),
            units,
        })
        .collect()
}

/// The orders template's comment block of [`positions`], appended to `s`.
pub fn comment(map: &Map, st: &State, s: &mut String) {
    let _ = writeln!(s, "# Where every power's forces stand (public; factors: i infantry, g guard, a artillery, m militia, fi feudal infantry, c cavalry, fc feudal cavalry, k cossacks, fk freikorps, gu guerillas; a leader's ratings strategic-tactical):");
    for p in positions(map, st) {
        let _ = writeln!(
            s,
            "#   {} ({}), {}: {}",
            p.area,
            p.id,
            p.power,
            p.units.join(", ")
        );
    }
}
