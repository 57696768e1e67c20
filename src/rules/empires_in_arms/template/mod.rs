//! `pbem orders new`: a commented orders file for the current step, listing the player's
//! combats, forces, the legal choices and the defaults, that parses as it stands.

mod battles;
mod movement;
mod standing;
mod view;

use super::combat::land_combat::{sites, Site};
use super::model::map::Map;
use super::model::order_parts::DEFAULT_PRIORITY;
use super::model::state::State;
use crate::engine::{Header, Opening};
use std::fmt::Write as _;

pub use view::{player_view, LeaderView, PlayerView, UnitView};

/// The opening of every orders template for the player of `h` controlling `powers`: what
/// the file is for (`step`), how to send it, the header, and the optional note.
pub fn opening(state: &State, powers: &[String], h: &Header, step: &str) -> String {
    let names: Vec<String> = powers.iter().map(|p| state.power_name(p)).collect();
    let names: Vec<&str> = names.iter().map(String::as_str).collect();
    Opening {
        game: "Empires in Arms",
        sides: &names,
        step: &format!("{step}, {}, turn {}.", state.date, state.turn),
        defaults: "",
        note: "\"A message to the other players, printed in the report.\"",
    }
    .render(h)
}

/// The template for the player of `h` controlling `powers`.
/// `per_supply`: army factors a city holds per point of supply value (7.3.3.4).
pub fn orders_template(
    map: &Map,
    state: &State,
    powers: &[String],
    h: &Header,
    per_supply: u32,
) -> String {
    let attacker = powers.contains(&state.phasing);
    let step = step(state);
    let mut s = opening(state, powers, h, &step);
    super::positions::comment(map, state, &mut s);
    let prio: Vec<&str> = DEFAULT_PRIORITY.iter().map(|t| t.key()).collect();
    let _ = writeln!(
        s,
        "# 7.5.2.9.2 standing loss priority for all your battles (first lost first):"
    );
    let _ = writeln!(s, "loss_priority: [{}]", prio.join(", "));
    let mine: Vec<_> = sites(state)
        .into_iter()
        .filter(|x| attacker || x.defenders.iter().any(|d| powers.contains(d)))
        .collect();
    if attacker && !mine.is_empty() {
        fight_order(&mine, &mut s);
    }
    if mine.is_empty() {
        if !attacker && state.land_phase == super::model::state::LandPhase::MovementSupplyCombat {
            standing::standing_section(map, state, powers, per_supply, &mut s);
            return s;
        }
        if attacker && state.land_phase == super::model::state::LandPhase::MovementSupplyCombat {
            let _ = writeln!(s, "# No combat yet: combats come from your moves (7.3.7); add `battles:` orders for them.\nbattles: {{}}");
            movement::movement_section(map, state, &mut s);
            return s;
        }
        let _ = writeln!(s, "# You have no combat in this step.\nbattles: {{}}");
        return s;
    }
    let _ = writeln!(s, "battles:");
    for site in &mine {
        battles::site(map, state, powers, attacker, per_supply, site, &mut s);
    }
    if attacker && state.land_phase == super::model::state::LandPhase::MovementSupplyCombat {
        movement::movement_section(map, state, &mut s);
    }
    s
}

/// What the template is for: the phasing power's land combat step (7.5), or its whole
/// land phase sequence (7.3-7.5).
fn step(state: &State) -> String {
    match state.land_phase {
        super::model::state::LandPhase::CombatOnly => format!(
            "Land combat step of {} (rule 7.5)",
            state.power_name(&state.phasing)
        ),
        super::model::state::LandPhase::MovementSupplyCombat => format!(
            "Land phase sequence of {}: movement, supply and combat (rules 7.3-7.5)",
            state.power_name(&state.phasing)
        ),
    }
}

/// 7.5.1.3: the order of the phasing power's combats (`mine`), as the sites come.
fn fight_order(mine: &[Site], s: &mut String) {
    let _ = writeln!(s, "# 7.5.1.3 the order of your combats:");
    let _ = writeln!(
        s,
        "fight_order: [{}]",
        mine.iter()
            .map(|x| x.area.clone())
            .collect::<Vec<_>>()
            .join(", ")
    );
}
