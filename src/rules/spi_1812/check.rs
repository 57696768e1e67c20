//! Validation of an orders file against the state: each error names the YAML path and the
//! step of the sequence of play that forbids the order. `pbem orders check` and `pbem commit`
//! run it before anything is written. The phasing player's moves are checked on the state
//! after this turn's reinforcements arrive, forced marches after the basic moves, depots
//! after both (a die or attrition at resolution may still cancel one; the report says so).

use super::combat_phase::contested;
use super::log::Log;
use super::map::Map;
use super::movement::Illegal;
use super::orders::{BattleOrders, Orders};
use super::state::{Kind, Side, State};
use super::{depot_destruction, forced_march, movement, reinforcement, Rules};
use crate::error::Result;
use crate::yaml::Source;

fn fail(src: &Source, e: Illegal) -> crate::error::Error {
    src.invalid(&e.path, e.message)
}

/// Checks `o` (parsed from `src`) for the player controlling `sides`.
///
/// # Errors
/// [`crate::error::Error::Invalid`] at the first offending YAML path.
pub fn check(rules: &Rules, state: &State, sides: &[Side], o: &Orders, src: &Source) -> Result<()> {
    o.check_unique(src)?;
    let map = &rules.map;
    if let Some(out) = &state.outcome {
        return Err(src.invalid(
            "phase",
            format!(
                "D.3: the campaign is over: {} victory on turn {}",
                out.victor.adjective(),
                state.turn
            ),
        ));
    }
    let phasing = state.phasing;
    let moves_phasing = sides.contains(&phasing);
    let french_entry = phasing == Side::France;
    let known = |id: &str, side: Side| -> Option<Kind> {
        state
            .units
            .iter()
            .chain(state.reinforcements.iter().map(|r| &r.unit))
            .find(|u| u.id == id && u.side == side && sides.contains(&u.side))
            .map(|u| u.kind)
    };
    let own_kind = |id: &str| sides.iter().find_map(|s| known(id, *s));
    check_phasing_only(o, src, phasing, moves_phasing)?;
    if moves_phasing {
        check_moves(rules, state, o, src)?;
    }
    for (i, a) in o.attrition_areas.iter().enumerate() {
        let path = format!("attrition_areas[{i}]");
        if moves_phasing && sides.len() == 1 {
            return Err(src.invalid(
                &path,
                "A.1.C: the non-phasing player picks the areas for attrition losses",
            ));
        }
        if !map.is_area(a) {
            return Err(src.invalid(&path, format!("unknown area '{a}'")));
        }
    }
    check_battles(rules, phasing, sides, o, src, &own_kind)?;
    for (i, id) in o.loss_order.iter().enumerate() {
        if !matches!(own_kind(id), Some(Kind::Infantry | Kind::Cavalry)) {
            return Err(src.invalid(
                &format!("loss_order[{i}]"),
                format!("'{id}' is not one of your corps"),
            ));
        }
    }
    check_interphases(rules, state, sides, o, src, french_entry, &own_kind)
}

/// A.2-3: the steps only the phasing player orders (moves, forced marches, depots, the
/// order of battles) are refused from the other.
fn check_phasing_only(o: &Orders, src: &Source, phasing: Side, moves_phasing: bool) -> Result<()> {
    let phasing_only: [(&str, bool); 6] = [
        ("moves", !o.moves.is_empty()),
        ("forced_march", !o.forced_march.is_empty()),
        ("destroy_depots", !o.destroy_depots.is_empty()),
        ("deplete", !o.deplete.is_empty()),
        ("depots", !o.depots.is_empty()),
        ("combat_order", !o.combat_order.is_empty()),
    ];
    for (key, used) in phasing_only {
        if used && !moves_phasing {
            return Err(src.invalid(
                key,
                format!("A.2-3: only the phasing player ({}) moves, places depots and picks the battles in this player turn", phasing.adjective()),
            ));
        }
    }
    Ok(())
}

/// A.2-3: the phasing player's moves on the state after this turn's reinforcements
/// arrive, forced marches after the basic moves, depots after both, and each battle of
/// `combat_order` one the moves lead to.
fn check_moves(rules: &Rules, state: &State, o: &Orders, src: &Source) -> Result<()> {
    let map = &rules.map;
    let phasing = state.phasing;
    let mut sim = state.clone();
    reinforcement::place(map, &mut sim, phasing, &mut Log::default());
    if let Some(e) = movement::validate(&rules.charts, map, &sim, phasing, &o.moves)
        .into_values()
        .next()
    {
        return Err(fail(src, e));
    }
    apply(&mut sim, &o.moves);
    if let Some(e) = forced_march::validate(&rules.charts, map, &sim, phasing, &o.forced_march)
        .into_values()
        .next()
    {
        return Err(fail(src, e));
    }
    apply(&mut sim, &o.forced_march);
    depot_destruction::validate(map, &sim, o).map_err(|e| fail(src, e))?;
    let battles = contested(&sim);
    for (i, p) in o.combat_order.iter().enumerate() {
        if !battles.contains(p) {
            let names: Vec<&str> = battles.iter().map(|b| map.name(b)).collect();
            return Err(src.invalid(
                &format!("combat_order[{i}]"),
                format!(
                    "A.3: after these moves no battle is at '{p}'; battles: {}",
                    if names.is_empty() {
                        "none".into()
                    } else {
                        names.join(", ")
                    }
                ),
            ));
        }
    }
    Ok(())
}

/// A.3 steps 1, 3 and 7: the battle plan chits are the player's in this player turn
/// (the attacker's for the phasing side), each battle's place is known, retreats go to
/// an adjacent place, and only the player's own units other than Infantry and F Depots
/// retreat before combat.
fn check_battles(
    rules: &Rules,
    phasing: Side,
    sides: &[Side],
    o: &Orders,
    src: &Source,
    own_kind: &dyn Fn(&str) -> Option<Kind>,
) -> Result<()> {
    let map = &rules.map;
    let bp = &rules.charts.battle_plan;
    let chits: Vec<&String> = sides
        .iter()
        .flat_map(|s| {
            if *s == phasing {
                &bp.attacker
            } else {
                &bp.defender
            }
        })
        .collect();
    // A chit's former name (`renamed` in the chart) is still the chit.
    let chit_ok = |c: &String| chits.iter().any(|x| x.as_str() == bp.current(c));
    let chit_err = |path: &str, c: &str| {
        let list: Vec<&str> = chits.iter().map(|c| c.as_str()).collect();
        src.invalid(
            path,
            format!(
                "A.3 step 1: '{c}' is not your battle plan chit in this player turn; yours: {}",
                list.join(", ")
            ),
        )
    };
    if let Some(c) = o.default_chit.as_ref().filter(|c| !chit_ok(c)) {
        return Err(chit_err("default_chit", c));
    }
    for (place, b) in &o.battles {
        let base = format!("battles.{place}");
        if !map.has(place) {
            return Err(src.invalid(&base, format!("unknown area or sub-area '{place}'")));
        }
        if let Some(c) = b.chit.as_ref().filter(|c| !chit_ok(c)) {
            return Err(chit_err(&format!("{base}.chit"), c));
        }
        check_retreat_places(map, place, b, &base, src)?;
        if let Some(r) = &b.retreat_before_combat {
            check_retreating_units(&r.units, &base, src, own_kind)?;
        }
    }
    Ok(())
}

/// A.3 step 7: the places a battle's orders retreat to (after combat, and before it) are
/// adjacent to the battle's `place`.
fn check_retreat_places(
    map: &Map,
    place: &str,
    b: &BattleOrders,
    base: &str,
    src: &Source,
) -> Result<()> {
    for (key, to) in [
        ("retreat_to", &b.retreat_to),
        (
            "retreat_before_combat.to",
            &b.retreat_before_combat.as_ref().and_then(|r| r.to.clone()),
        ),
    ] {
        if let Some(t) = to {
            if !map.adjacent(place, t) {
                return Err(src.invalid(&format!("{base}.{key}"), format!("A.3 step 7: retreat is into an adjacent area/sub-area; {} is not adjacent to {}", map.name(t), map.name(place))));
            }
        }
    }
    Ok(())
}

/// A.3 step 3: the units a battle's `retreat_before_combat` names (at `base`) are the
/// player's own, and neither Infantry nor F Depots.
fn check_retreating_units(
    units: &[String],
    base: &str,
    src: &Source,
    own_kind: &dyn Fn(&str) -> Option<Kind>,
) -> Result<()> {
    for (i, id) in units.iter().enumerate() {
        let path = format!("{base}.retreat_before_combat.units[{i}]");
        match own_kind(id) {
            None => return Err(src.invalid(&path, format!("'{id}' is not one of your units"))),
            Some(Kind::Infantry | Kind::Depot) => {
                return Err(src.invalid(
                    &path,
                    "A.3 step 3: Infantry and F Depots cannot retreat before combat",
                ))
            }
            Some(_) => {}
        }
    }
    Ok(())
}

/// C and D: the interphase orders (supply order, depot supply, transfers, the political
/// loss) name known areas and a French corps.
fn check_interphases(
    rules: &Rules,
    state: &State,
    sides: &[Side],
    o: &Orders,
    src: &Source,
    french_entry: bool,
    own_kind: &dyn Fn(&str) -> Option<Kind>,
) -> Result<()> {
    let map = &rules.map;
    check_interphase_players(sides, o, src, french_entry)?;
    for (key, list) in [
        ("supply_order", &o.supply_order),
        ("depot_supply", &o.depot_supply),
    ] {
        if let Some((i, a)) = list.iter().enumerate().find(|(_, a)| !map.is_area(a)) {
            return Err(src.invalid(
                &format!("{key}[{i}]"),
                format!("unknown area '{a}' (C: subarea boundaries are ignored; name the area)"),
            ));
        }
    }
    for (from, to) in &o.transfers {
        if !map.is_area(from) || !map.adjacent_areas(from).contains(&to.as_str()) {
            return Err(src.invalid(&format!("transfers.{from}"), format!("C.2: corps transfer from an area to an adjacent area (AA); '{to}' is not an area adjacent to '{from}'")));
        }
    }
    // The depots this entry places (A.2.C) are `fr-depot-new-N`, numbered on.
    let placed = |id: &str| {
        id.strip_prefix("fr-depot-new-")
            .and_then(|n| n.parse::<usize>().ok())
            .is_some_and(|n| {
                n > state.depots_placed as usize
                    && n <= state.depots_placed as usize + o.depots.len()
            })
    };
    if let Some((i, id)) = o.keep_depots.iter().enumerate().find(|(_, id)| {
        own_kind(id) != Some(Kind::Depot) && !(sides.contains(&Side::France) && placed(id))
    }) {
        return Err(src.invalid(
            &format!("keep_depots[{i}]"),
            format!("C.2: only F depots are expended; '{id}' is not a French depot"),
        ));
    }
    if let Some(id) = &o.political_loss {
        if !matches!(own_kind(id), Some(Kind::Infantry | Kind::Cavalry)) {
            return Err(src.invalid(
                "political_loss",
                format!("D.2: F must eliminate one F corps; '{id}' is not a French corps"),
            ));
        }
    }
    Ok(())
}

/// C and D: the interphases follow the French player turn, so their orders belong in
/// the French player turn's orders, each from the player the rule names.
fn check_interphase_players(
    sides: &[Side],
    o: &Orders,
    src: &Source,
    french_entry: bool,
) -> Result<()> {
    let interphase: [(&str, bool, Option<Side>, &str); 5] = [
        (
            "supply_order",
            !o.supply_order.is_empty(),
            Some(Side::Russia),
            "C.1: R picks area to resolve supply",
        ),
        (
            "depot_supply",
            !o.depot_supply.is_empty(),
            Some(Side::France),
            "C.2: French depots supply French corps",
        ),
        (
            "keep_depots",
            !o.keep_depots.is_empty(),
            Some(Side::France),
            "C.2: an F depot that supplies 4 or more corps is expended",
        ),
        ("transfers", !o.transfers.is_empty(), None, "C.2: transfers"),
        (
            "political_loss",
            o.political_loss.is_some(),
            Some(Side::France),
            "D.2: F eliminates a corps",
        ),
    ];
    for (key, used, who, rule) in interphase {
        if !used {
            continue;
        }
        if !french_entry {
            return Err(src.invalid(key, format!("{rule}; the interphases follow the French player turn, so this belongs in the French player turn's orders")));
        }
        if let Some(w) = who.filter(|w| !sides.contains(w)) {
            return Err(src.invalid(key, format!("{rule}; only {} orders it", w.adjective())));
        }
    }
    Ok(())
}

/// Puts each unit of `moves` (unit -> the places it enters) at the last place of its path.
pub fn apply(state: &mut State, moves: &std::collections::BTreeMap<String, Vec<String>>) {
    for (id, path) in moves {
        if let (Some(u), Some(to)) = (state.unit_mut(id), path.last()) {
            u.at = to.clone();
        }
    }
}
