//! 7.1 the land phase sequence: at the beginning of the land phase France announces when in
//! the sequence it will move; 7.1.2 allies who announced combined movement in the Political
//! Phase move together, in the sequence of the ally who would have moved last; 7.3.8.1 they
//! agree the order they move in within it, or competitive die rolls decide.
//!
//! pbem adjudicates the land phase only, so the Political Phase's announcements of combined
//! movement are confirmed in the entry that opens each turn's land phase
//! (`land-announcements`), beside France's announcement: every player controlling a member
//! must announce the same combined movement, or its powers move in their own sequences.

use crate::fairness::Dice;
use crate::rules::empires_in_arms::model::order_parts::Announce;
use crate::rules::empires_in_arms::model::sides::player_of;
use crate::rules::empires_in_arms::model::sides::FRANCE;
use crate::rules::empires_in_arms::model::state::State;
use crate::rules::empires_in_arms::words::{say, sequence::Said};
use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write as _;

/// The sequences announced for the turn, and the report lines.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Announced {
    /// The turn's major power sequences (see [`State::order`]).
    pub order: Vec<Vec<String>>,
    /// Lines for the report.
    pub lines: Vec<String>,
}

/// Checks `a`, the announcements of the player controlling `powers`.
///
/// # Errors
/// `(YAML path under announce, reason citing the rule)`.
pub fn check(state: &State, powers: &[String], a: &Announce) -> Result<(), (String, String)> {
    if let Some(place) = a.place {
        if !powers.iter().any(|p| p == FRANCE) {
            return Err((
                "place".into(),
                "7.1: only France announces its place in the sequence".into(),
            ));
        }
        let n = state.sequence.len();
        if !(1..=n).contains(&place) {
            return Err((
                "place".into(),
                format!("7.1: France's place is 1 (first) to {n} (last)"),
            ));
        }
    }
    let mut seen = BTreeSet::new();
    for (i, group) in a.combined.iter().enumerate() {
        check_group(state, powers, &format!("combined[{i}]"), group, &mut seen)?;
    }
    Ok(())
}

/// 7.1.2: one combined movement `group` (at path `at`): two or more major powers with a
/// sequence, none named twice (`seen`: the powers of the groups before), exactly one of
/// the player's own, all allied to each other.
fn check_group(
    state: &State,
    powers: &[String],
    at: &str,
    group: &[String],
    seen: &mut BTreeSet<String>,
) -> Result<(), (String, String)> {
    let at = at.to_string();
    if group.len() < 2 {
        return Err((
            at,
            "7.1.2: a combined movement takes two or more allies".into(),
        ));
    }
    for p in group {
        if !state.sequence.contains(p) {
            return Err((
                at,
                format!("7.1: '{p}' is not a major power with a sequence in this campaign"),
            ));
        }
        if !seen.insert(p.clone()) {
            return Err((
                at,
                format!(
                    "7.1.2: {} is named twice in the combined movements",
                    state.power_name(p)
                ),
            ));
        }
    }
    let own: Vec<&String> = group.iter().filter(|p| powers.contains(p)).collect();
    match own.len() {
        0 => {
            return Err((
                at,
                "7.1.2: a player announces only the combined movements of its own powers".into(),
            ))
        }
        1 => {}
        _ => {
            return Err((at, format!(
                "7.1.2: pbem takes a combined movement between powers of different players; {} are all yours: give each its own sequence",
                own.iter().map(|p| state.power_name(p)).collect::<Vec<_>>().join(", ")
            )))
        }
    }
    check_allied(state, &at, group)
}

/// 7.1.2: the powers of a combined movement `group` (at path `at`) are all allies of each
/// other.
fn check_allied(state: &State, at: &str, group: &[String]) -> Result<(), (String, String)> {
    for (j, x) in group.iter().enumerate() {
        for y in &group[j + 1..] {
            if !state.allied(x, y) {
                return Err((
                    at.to_string(),
                    format!(
                        "7.1.2: {} and {} are not allies; only allies move in one sequence",
                        state.power_name(x),
                        state.power_name(y)
                    ),
                ));
            }
        }
    }
    Ok(())
}

/// Resolves the announcements `given` (player -> its announcements; a player absent
/// announced nothing): France's place, the combined movements every member's player
/// announced, and their order within their sequence, agreed or by competitive die rolls.
pub fn announce(
    state: &State,
    given: &BTreeMap<String, Announce>,
    players: &BTreeMap<String, Vec<String>>,
    dice: &mut dyn Dice,
) -> Announced {
    let mut lines = Vec::new();
    let base = france_placed(state, given, players, &mut lines);
    let groups = combined(state, given, players, &mut lines, dice);
    // 7.1.2: a combined movement is conducted in the sequence of the ally who would have
    // moved last.
    let last = |g: &Vec<String>| {
        g.iter()
            .filter_map(|p| base.iter().position(|b| b == p))
            .max()
    };
    let mut order = Vec::new();
    for (i, p) in base.iter().enumerate() {
        match groups.iter().find(|g| g.contains(p)) {
            Some(g) if last(g) == Some(i) => order.push(g.clone()),
            Some(_) => {}
            None => order.push(vec![p.clone()]),
        }
    }
    let groups: Vec<Vec<String>> = order.iter().map(|g| names(state, g.iter())).collect();
    lines.push(say(&Said::Sequence { groups: &groups }));
    Announced { order, lines }
}

/// 7.1.2, 7.3.8.1: the combined movements every member's player announced, each in its
/// members' order: the one agreed, or by competitive die rolls. Pushes the report lines.
fn combined(
    state: &State,
    given: &BTreeMap<String, Announce>,
    players: &BTreeMap<String, Vec<String>>,
    lines: &mut Vec<String>,
    dice: &mut dyn Dice,
) -> Vec<Vec<String>> {
    // 7.1.2: who proposed each combined movement (as a set), with the order proposed.
    let mut proposals: BTreeMap<BTreeSet<String>, BTreeMap<String, Vec<String>>> = BTreeMap::new();
    for (player, a) in given {
        for g in &a.combined {
            proposals
                .entry(g.iter().cloned().collect())
                .or_default()
                .insert(player.clone(), g.clone());
        }
    }
    let mut groups: Vec<Vec<String>> = Vec::new();
    for (members, by) in &proposals {
        let names = names(state, members.iter());
        let silent: Vec<&String> = members
            .iter()
            .filter(|m| player_of(players, m).is_none_or(|p| !by.contains_key(p)))
            .collect();
        if !silent.is_empty() {
            lines.push(say(&Said::CombinedNotMade {
                members: &names,
                silent: &self::names(state, silent.into_iter()),
            }));
            continue;
        }
        let proposed: BTreeSet<&Vec<String>> = by.values().collect();
        let order = if proposed.len() == 1 {
            lines.push(say(&Said::CombinedAgreed {
                members: &names,
                order: &self::names(state, by.values().next().into_iter().flatten()),
            }));
            by.values().next().cloned().unwrap_or_default()
        } else {
            let order = competitive(state, members.iter().cloned().collect(), dice);
            lines.push(say(&Said::CombinedRolled {
                members: &names,
                order: &self::names(state, order.iter()),
            }));
            order
        };
        groups.push(order);
    }
    groups
}

/// 7.1: the scenario's sequence with France at its announced place (its place there by
/// default).
fn france_placed(
    state: &State,
    given: &BTreeMap<String, Announce>,
    players: &BTreeMap<String, Vec<String>>,
    lines: &mut Vec<String>,
) -> Vec<String> {
    let Some(default) = state.sequence.iter().position(|p| p == FRANCE) else {
        return state.sequence.clone();
    };
    let announced = player_of(players, FRANCE)
        .and_then(|p| given.get(p))
        .and_then(|a| a.place);
    let mut base: Vec<String> = state
        .sequence
        .iter()
        .filter(|p| *p != FRANCE)
        .cloned()
        .collect();
    let place = announced.map_or(default, |n| n.clamp(1, state.sequence.len()) - 1);
    base.insert(place, FRANCE.to_string());
    lines.push(say(&Said::FrancePlace {
        power: &state.power_name(FRANCE),
        place: place + 1,
        default: announced.is_none(),
    }));
    base
}

/// 7.3.8.1: each of `powers` rolls a die, the highest moving first; powers that tie roll
/// again among themselves for their places.
fn competitive(state: &State, powers: Vec<String>, dice: &mut dyn Dice) -> Vec<String> {
    if powers.len() < 2 {
        return powers;
    }
    let mut rolls: Vec<(u32, String)> = powers
        .into_iter()
        .map(|p| {
            let r = dice.roll(
                6,
                &format!(
                    "7.3.8.1 competitive roll for the combined movement order: {}",
                    state.power_name(&p)
                ),
            );
            (r.value, p)
        })
        .collect();
    rolls.sort_by(|a, b| b.0.cmp(&a.0).then_with(|| a.1.cmp(&b.1)));
    let mut out = Vec::new();
    let mut i = 0;
    while i < rolls.len() {
        let tied: Vec<String> = rolls[i..]
            .iter()
            .take_while(|(v, _)| *v == rolls[i].0)
            .map(|(_, p)| p.clone())
            .collect();
        i += tied.len();
        out.extend(competitive(state, tied, dice));
    }
    out
}

/// The names of `powers`, in order.
fn names<'a>(state: &State, powers: impl Iterator<Item = &'a String>) -> Vec<String> {
    powers.map(|p| state.power_name(p)).collect()
}

/// The step named in the opening of the announcements orders template.
pub const TEMPLATE_STEP: &str = "Land phase announcements (rules 7.1, 7.1.2)";

/// `pbem orders new` for the announcements entry, after the template's opening: the
/// `announce:` section for the player controlling `powers`, which parses as it stands (every
/// announcement left to its default).
pub fn orders_body(state: &State, powers: &[String]) -> String {
    let mut s = String::new();
    let _ = writeln!(s, "announce:");
    if powers.iter().any(|p| p == FRANCE) {
        let default = state
            .sequence
            .iter()
            .position(|p| p == FRANCE)
            .map_or(1, |i| i + 1);
        let others: Vec<String> = state
            .sequence
            .iter()
            .filter(|p| *p != FRANCE)
            .map(|p| state.power_name(p))
            .collect();
        let _ = writeln!(
            s,
            "  # 7.1: France's place in the sequence, 1 (first) to {} (last); the others move {}.",
            state.sequence.len(),
            others.join(", ")
        );
        let _ = writeln!(s, "  place: {default}");
    }
    let allies: Vec<String> = state
        .sequence
        .iter()
        .filter(|p| !powers.contains(p) && powers.iter().any(|o| state.allied(o, p)))
        .cloned()
        .collect();
    let _ = writeln!(
        s,
        "  # 7.1.2: combined movements announced in the Political Phase, each a list of allies in the"
    );
    let _ = writeln!(
        s,
        "  # order you propose they move in (7.3.8.1; if the allies' players differ, dice decide)."
    );
    let _ = writeln!(
        s,
        "  # Every member's player must announce it. Your allies: {}.",
        if allies.is_empty() {
            "none".to_string()
        } else {
            allies.join(", ")
        }
    );
    if let (Some(own), Some(ally)) = (
        powers.iter().find(|p| state.sequence.contains(p)),
        allies.first(),
    ) {
        let _ = writeln!(s, "  # combined: [[{own}, {ally}]]");
    }
    let _ = writeln!(s, "  combined: []");
    s
}
