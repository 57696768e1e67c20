//! A.3 combat phase, one battle: steps 1 to 7 at one area or sub-area holding both sides'
//! units.

use super::charts::{Charts, Role};
use super::log::{Battle, Log};
use super::map::Map;
use super::orders::Plans;
use super::result_codes::PlanResult;
use super::state::{Side, State, Unit};
use super::words::{say, Fought};
use super::{battle_plan, combat_resolution, elimination, pursuit, retreat, retreat_before_combat};
use crate::fairness::Dice;

/// "I Corps (Davout), infantry 14": a unit as step 2 reveals it.
pub fn reveal(u: &Unit) -> String {
    say(&Fought::Revealed {
        unit: &u.name,
        kind: u.kind,
        strength: u.strength,
        cavalry: u.cavalry,
        command: u.command,
        tactical: u.tactical,
    })
}

/// Resolves the battle at `place`, the phasing side attacking.
pub fn battle(
    charts: &Charts,
    map: &Map,
    state: &mut State,
    place: &str,
    plans: &Plans,
    dice: &mut dyn Dice,
    log: &mut Log,
) -> Battle {
    let attacker = state.phasing;
    let defender = attacker.other();
    let mut b = Battle {
        place: map.name(place).to_string(),
        attacker: attacker.adjective().into(),
        defender: defender.adjective().into(),
        ..Battle::default()
    };
    // Step 1: chits, chosen in secret (committed with the orders).
    let ac = battle_plan::chit(charts, plans.of(attacker), place, true);
    let dc = battle_plan::chit(charts, plans.of(defender), place, false);
    b.lines.push(say(&Fought::Chits {
        attacker: attacker.adjective(),
        defender: defender.adjective(),
    }));
    steps_2_3(map, state, place, plans, &mut b);
    // Step 3.5.
    if !elimination::step_3_5(state, place, attacker, &mut b) {
        return b;
    }
    let plan = step_4(charts, log, attacker, &ac, &dc, &mut b);
    let mut retreats: Vec<Side> = plan
        .retreat
        .map(|r| side_in(r, attacker))
        .into_iter()
        .collect();
    retreats.extend(steps_5_6(
        charts, map, state, place, plans, &plan, dice, log, &mut b,
    ));
    // Step 6.5.
    elimination::step_6_5(state, place, attacker, &mut b);
    step_7(map, state, place, plans, retreats, &mut b);
    if !plan.combat && plan.retreat.is_none() {
        b.lines.push(say(&Fought::BattleOver));
    }
    b
}

/// The side a Battle Plan Chart role names, `attacker` attacking.
fn side_in(r: Role, attacker: Side) -> Side {
    if r == Role::Attacker {
        attacker
    } else {
        attacker.other()
    }
}

/// A.3 steps 2 and 3: both stacks revealed; retreat before combat, defender first, then
/// attacker.
fn steps_2_3(map: &Map, state: &mut State, place: &str, plans: &Plans, b: &mut Battle) {
    let attacker = state.phasing;
    let defender = attacker.other();
    // Step 2: reveal stacks.
    for side in [attacker, defender] {
        let list: Vec<String> = state.at(place, side).map(reveal).collect();
        b.stacks.insert(side.adjective().to_string(), list);
    }
    // Step 3: defender first, then attacker.
    for side in [defender, attacker] {
        retreat_before_combat::retreat_side(map, state, place, side, plans.of(side), b);
    }
}

/// A.3 step 4: the Battle Plan Chart crosses the attacker's chit `ac` with the
/// defender's `dc`.
fn step_4(
    charts: &Charts,
    log: &mut Log,
    attacker: Side,
    ac: &str,
    dc: &str,
    b: &mut Battle,
) -> PlanResult {
    let plan = battle_plan::resolve(charts, ac, dc);
    let label = log.used(charts.battle_plan_label());
    let bp = &charts.battle_plan;
    b.lines.push(say(&Fought::Plan {
        chart: &label,
        attacker: attacker.adjective(),
        attacker_chit: bp.shown_name(ac),
        defender: attacker.other().adjective(),
        defender_chit: bp.shown_name(dc),
        combat: plan.combat,
        switch: plan.switch,
        pursuit: plan.pursuit,
        retreat: plan.retreat.map(|r| side_in(r, attacker).adjective()),
    }));
    plan
}

/// A.3 steps 5 and 6: combat resolution if the plan calls for it, then pursuit, with
/// attacker and defender switched if the plan says so; returns the side step 5 made
/// retreat, if any.
#[allow(clippy::too_many_arguments)]
fn steps_5_6(
    charts: &Charts,
    map: &Map,
    state: &mut State,
    place: &str,
    plans: &Plans,
    plan: &PlanResult,
    dice: &mut dyn Dice,
    log: &mut Log,
    b: &mut Battle,
) -> Option<Side> {
    let attacker = state.phasing;
    // Step 5.
    let step5_attacker = if plan.switch {
        attacker.other()
    } else {
        attacker
    };
    let retreat = if plan.combat {
        combat_resolution::resolve(
            charts,
            map,
            state,
            place,
            step5_attacker,
            plans,
            dice,
            log,
            b,
        )
    } else {
        None
    };
    // Step 6.
    pursuit::pursue(
        charts,
        map,
        state,
        place,
        step5_attacker,
        plan.pursuit,
        plans,
        dice,
        log,
        b,
    );
    retreat
}

/// A.3 step 7: each side the plan or combat made retreat (once) retreats after combat,
/// where its orders ask if allowed.
fn step_7(
    map: &Map,
    state: &mut State,
    place: &str,
    plans: &Plans,
    mut retreats: Vec<Side>,
    b: &mut Battle,
) {
    retreats.dedup();
    for side in retreats {
        let wanted = plans.of(side).battle(place).retreat_to;
        retreat::retreat_after_combat(map, state, place, side, wanted.as_deref(), b);
    }
}
