//! A.3 step 6 pursuit resolution: "If PS and attacker has more cavalry and chooses to
//! pursue, roll on Pursuit Table. Highest cavalry leader on each side affects die roll."

use super::charts::Charts;
use super::combat_resolution::best_leader;
use super::log::{Battle, Log};
use super::losses::{count_combat, take};
use super::map::Map;
use super::orders::Plans;
use super::state::{Kind, Side, State};
use super::words::{say, Fought, Rolled};
use crate::fairness::Dice;

/// Cavalry corps strength of `side` at `place`.
pub fn cavalry(state: &State, place: &str, side: Side) -> u32 {
    state
        .at(place, side)
        .filter(|u| u.kind == Kind::Cavalry)
        .map(|u| u.strength)
        .sum()
}

/// Step 6 with `attacker` (after any A&D switch) pursuing, if `allowed` by the battle plan
/// and its orders do not decline.
#[allow(clippy::too_many_arguments)]
pub fn pursue(
    charts: &Charts,
    map: &Map,
    state: &mut State,
    place: &str,
    attacker: Side,
    allowed: bool,
    plans: &Plans,
    dice: &mut dyn Dice,
    log: &mut Log,
    battle: &mut Battle,
) {
    if !allowed {
        return;
    }
    let defender = attacker.other();
    let (ac, dc) = (
        cavalry(state, place, attacker),
        cavalry(state, place, defender),
    );
    if ac <= dc {
        battle.lines.push(say(&Fought::NoMoreCavalry {
            side: attacker.adjective(),
            cavalry: ac,
            against: dc,
        }));
        return;
    }
    if plans.of(attacker).battle(place).pursue == Some(false) {
        battle.lines.push(say(&Fought::DeclinesPursuit {
            side: attacker.adjective(),
        }));
        return;
    }
    let die = dice
        .roll(
            6,
            &say(&Rolled::PursuitDie {
                place: map.name(place),
            }),
        )
        .value;
    let (al, dl) = (
        best_leader(state, place, attacker, true),
        best_leader(state, place, defender, true),
    );
    let modified = die as i32 + al - dl;
    let (r, chart) = charts.pursuit(modified);
    let chart = log.used(chart);
    battle.lines.push(say(&Fought::Pursuit {
        side: attacker.adjective(),
        cavalry: ac,
        against: dc,
        chart: &chart,
        die,
        attacker_leader: al,
        defender_leader: -dl,
        modified,
        attacker_loss: r.attacker_loss,
        defender_loss: r.defender_loss,
    }));
    for (side, n) in [(attacker, r.attacker_loss), (defender, r.defender_loss)] {
        if n > 0 {
            pursuit_losses(state, place, side, n, plans, battle);
        }
    }
}

/// Step 6: `side`'s stack at `place` takes `n` pursuit losses, in its loss order; they
/// count as combat losses (D.1).
fn pursuit_losses(
    state: &mut State,
    place: &str,
    side: Side,
    n: u32,
    plans: &Plans,
    battle: &mut Battle,
) {
    let ids: Vec<String> = state.at(place, side).map(|u| u.id.clone()).collect();
    let t = take(state, &ids, n, plans.of(side), false, "A.3 step 6 pursuit");
    count_combat(state, side, t.strength);
    battle.at_step("6", t.lines);
}
