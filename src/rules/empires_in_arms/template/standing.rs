//! The nonphasing power's standing battle orders in the orders template (7.3.7, 7.5.1.1,
//! 7.5.4.1).

use crate::rules::empires_in_arms::model::map::Map;
use crate::rules::empires_in_arms::model::state::State;
use crate::rules::empires_in_arms::tables::chits::Chit;
use std::fmt::Write as _;

/// A nonphasing power's standing battle orders with movement: the areas it holds where the
/// phasing power may yet declare an attack (7.3.7, 7.3.8.2).
pub(super) fn standing_section(
    map: &Map,
    state: &State,
    powers: &[String],
    per_supply: u32,
    s: &mut String,
) {
    let _ = writeln!(
        s,
        "# Standing orders, for areas you hold where {} may attack after moving (7.3.7):",
        state.power_name(&state.phasing)
    );
    let _ = writeln!(
        s,
        "#   AREA: {{days: [{{chit: defend}}], retire: [UNIT IDS]}}   # chits: {}; retire into the",
        Chit::DEFENDER
            .iter()
            .map(|c| c.key())
            .collect::<Vec<_>>()
            .join(" | ")
    );
    let _ = writeln!(s, "#   area's city, whole corps within its capacity (7.5.1.1). Unlisted areas: defend, fight, pursue.");
    let _ = writeln!(s, "# garrisons: {{AREA: {{sortie: true, honours_of_war: true, on_breach: fight}}}}   # 7.5.4.1, your besieged");
    let _ = writeln!(
        s,
        "#   cities (defaults as shown; on_breach: fight | surrender)"
    );
    let mut areas: Vec<&str> = state
        .units
        .iter()
        .filter(|u| powers.contains(&u.power) && !u.in_city)
        .map(|u| u.area.as_str())
        .collect();
    areas.sort_unstable();
    areas.dedup();
    for a in areas {
        let ids: Vec<&str> = state
            .units
            .iter()
            .filter(|u| u.area == a && powers.contains(&u.power) && !u.in_city)
            .map(|u| u.id.as_str())
            .collect();
        let city = map.areas.get(a).and_then(|x| x.city.as_ref()).map_or_else(
            || "no city".to_string(),
            |c| format!("{} holds {}", c.name, c.supply * per_supply),
        );
        let _ = writeln!(s, "#   {a}: {}  ({city})", ids.join(", "));
    }
    let _ = writeln!(s, "battles: {{}}");
}
