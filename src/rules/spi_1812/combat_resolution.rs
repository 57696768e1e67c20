//! A.3 step 5 combat resolution: "If CRS: Phasing player is Attacker unless BPC 'A&D
//! switch'. Attacker uses minimum (infantry corps, infantry leader total). Defender uses
//! infantry corps total. Resolve combat using CRT. Die roll affected by highest non-cavalry
//! leader on each side and R fortress when R is defending. All losses are applied
//! immediately; retreats are applied during step 7."

use super::charts::{Charts, Role};
use super::log::{Battle, Log};
use super::losses::{count_combat, take};
use super::map::Map;
use super::orders::Plans;
use super::state::{Kind, Side, State};
use super::words::{say, Fought, Rolled};
use crate::fairness::Dice;

/// The strengths step 5 compares: (attacker's, defender's).
pub fn strengths(state: &State, place: &str, attacker: Side) -> (u32, u32) {
    let inf = |s: Side| -> u32 {
        state
            .at(place, s)
            .filter(|u| u.is_infantry())
            .map(|u| u.strength)
            .sum()
    };
    let leaders: u32 = state
        .at(place, attacker)
        .filter(|u| u.kind == Kind::Leader)
        .map(|u| u.command)
        .sum();
    (inf(attacker).min(leaders), inf(attacker.other()))
}

/// The highest tactical rating of `side`'s leaders at `place` that are (`cavalry`) or are
/// not cavalry leaders; 0 with none.
pub fn best_leader(state: &State, place: &str, side: Side, cavalry: bool) -> i32 {
    state
        .at(place, side)
        .filter(|u| u.kind == Kind::Leader && u.cavalry == cavalry)
        .map(|u| u.tactical)
        .max()
        .unwrap_or(0)
}

/// Step 5 with `attacker` attacking; returns the side that must retreat, if any.
#[allow(clippy::too_many_arguments)]
pub fn resolve(
    charts: &Charts,
    map: &Map,
    state: &mut State,
    place: &str,
    attacker: Side,
    plans: &Plans,
    dice: &mut dyn Dice,
    log: &mut Log,
    battle: &mut Battle,
) -> Option<Side> {
    let defender = attacker.other();
    let (a, d) = strengths(state, place, attacker);
    let (col, odds) = charts.odds(a, d);
    let die = dice
        .roll(
            6,
            &say(&Rolled::CombatDie {
                place: map.name(place),
            }),
        )
        .value;
    let (al, dl) = (
        best_leader(state, place, attacker, false),
        best_leader(state, place, defender, false),
    );
    let fort = if defender == Side::Russia && map.place(place).is_some_and(|p| p.fort) {
        charts.fort_modifier()
    } else {
        0
    };
    let modified = die as i32 + al - dl - fort;
    let (r, chart) = charts.crt(col, modified);
    let chart = log.used(chart);
    let retreat = r.retreat.map(|x| match x {
        Role::Attacker => attacker,
        Role::Defender => defender,
    });
    battle.lines.push(say(&Fought::Combat {
        attacker: attacker.adjective(),
        strength: a,
        against: d,
        odds: &odds,
        chart: &chart,
        die,
        attacker_leader: al,
        defender_leader: -dl,
        fort,
        modified,
        attacker_loss: r.attacker_loss,
        defender_loss: r.defender_loss,
        retreat: retreat.map(Side::adjective),
    }));
    for (side, n) in [(attacker, r.attacker_loss), (defender, r.defender_loss)] {
        if n == 0 {
            continue;
        }
        let ids: Vec<String> = state.at(place, side).map(|u| u.id.clone()).collect();
        let t = take(state, &ids, n, plans.of(side), true, "A.3 step 5 combat");
        count_combat(state, side, t.strength);
        battle.at_step("5", t.lines);
    }
    retreat
}
