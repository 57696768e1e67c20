//! D victory points interphase: the total (D.1), political loss (D.2), the victor on the
//! last turn (D.3); and which victory point places France controls.
//!
//! D.1 counts "St. Petersberg, Moscow (5), Kiev (3), each of 20 Forts (1), Napoleon lost
//! (-5), F Combat Victory Turn (1), R Combat Victory Turn (-1)"; and "Losses of leaders,
//! supply units, and depots and corps losses due to attrition, forced march, being
//! unsupplied and politics do not count for determining combat victory turn, only corps
//! losses due to the combat procedure."

use super::charts::Charts;
use super::log::Log;
use super::losses::eliminate_unit;
use super::map::Map;
use super::orders::Plans;
use super::state::{Outcome, Side, State};
use super::words::{say, Said};

/// Control of the forts and cities: France takes a place when its corps stand there with no
/// Russian unit; Russia takes it back the same way. Otherwise control stays as it was.
pub fn update_control(map: &Map, state: &mut State) {
    for p in map.places().filter(|p| p.fort || p.victory_points > 0) {
        let corps = |s: Side| state.at(&p.id, s).any(|u| u.is_corps());
        if corps(Side::France) && !state.occupies(&p.id, Side::Russia) {
            state.french_held.insert(p.id.clone());
        } else if corps(Side::Russia) && !state.occupies(&p.id, Side::France) {
            state.french_held.remove(&p.id);
        }
    }
}

/// D.1: this turn's combat victory turn, from corps strength lost to combat: the side that
/// lost less wins it; equal losses (or no combat) give none.
pub fn combat_victory_turn(state: &State) -> Option<Side> {
    let lost = |s: Side| state.combat_losses.get(&s).copied().unwrap_or(0);
    match lost(Side::France).cmp(&lost(Side::Russia)) {
        std::cmp::Ordering::Less => Some(Side::France),
        std::cmp::Ordering::Greater => Some(Side::Russia),
        std::cmp::Ordering::Equal => None,
    }
}

/// D.1: France's total and the lines that make it up.
pub fn total(charts: &Charts, map: &Map, state: &State) -> (i32, Vec<String>) {
    let pts = &charts.victory.points;
    let get = |k: &str| pts.get(k).copied().unwrap_or(0);
    let mut sum = 0;
    let mut lines = Vec::new();
    for id in &state.french_held {
        let Some(p) = map.place(id) else { continue };
        let v = p.victory_points as i32 + if p.fort { get("fort") } else { 0 };
        sum += v;
        lines.push(say(&Said::VictoryPlace {
            place: &p.name,
            points: v,
        }));
    }
    if state.napoleon_lost(Side::France) {
        sum += get("napoleon_lost");
        lines.push(say(&Said::NapoleonLost {
            points: get("napoleon_lost"),
        }));
    }
    for (side, key) in [
        (Side::France, "french_combat_victory_turn"),
        (Side::Russia, "russian_combat_victory_turn"),
    ] {
        let n = state.combat_victory_turns.get(&side).copied().unwrap_or(0) as i32;
        if n > 0 {
            sum += n * get(key);
            lines.push(say(&Said::CombatVictoryTurns {
                side: side.adjective(),
                turns: n,
                points: get(key),
            }));
        }
    }
    (sum, lines)
}

/// D.1-3 at the end of the turn.
pub fn victory_interphase(
    charts: &Charts,
    map: &Map,
    state: &mut State,
    plans: &Plans,
    log: &mut Log,
) {
    log.begin("D", "Victory points interphase");
    update_control(map, state);
    record_combat_victory_turn(state, log);
    state.combat_losses.clear();
    let label = log.used(charts.victory_label());
    let (vp, lines) = total(charts, map, state);
    state.victory_points = vp;
    log.public(say(&Said::VictoryPoints {
        points: vp,
        parts: &lines,
    }));
    political_loss(charts, state, plans, log, vp, &label);
    if state.turn >= state.last_turn {
        victor(charts, state, log, vp, &label);
    }
}

/// D.1: this turn's combat victory turn, if any, counted to its side, with the corps
/// strength each side lost to combat.
fn record_combat_victory_turn(state: &mut State, log: &mut Log) {
    let lost = |s: Side| state.combat_losses.get(&s).copied().unwrap_or(0);
    let (fl, rl) = (lost(Side::France), lost(Side::Russia));
    match combat_victory_turn(state) {
        Some(side) => {
            *state.combat_victory_turns.entry(side).or_default() += 1;
            log.public(say(&Said::CombatVictoryTurn {
                side: side.adjective(),
                french: fl,
                russian: rl,
            }));
        }
        None => log.public(say(&Said::NoCombatVictoryTurn {
            french: fl,
            russian: rl,
        })),
    }
}

/// D.2: below the turn's minimum `vp`, France eliminates one corps: the one its orders
/// name, else the weakest (by id on a tie). `label`: the victory chart, as cited.
fn political_loss(
    charts: &Charts,
    state: &mut State,
    plans: &Plans,
    log: &mut Log,
    vp: i32,
    label: &str,
) {
    let min = charts
        .victory
        .minimum
        .get(&state.turn)
        .copied()
        .unwrap_or(i32::MIN);
    if vp < min {
        let wanted = plans.of(Side::France).political_loss.clone();
        let pick = wanted
            .filter(|id| {
                state
                    .unit(id)
                    .is_some_and(|u| u.side == Side::France && u.is_corps())
            })
            .or_else(|| {
                state
                    .units
                    .iter()
                    .filter(|u| u.side == Side::France && u.is_corps())
                    .min_by(|a, b| a.strength.cmp(&b.strength).then(a.id.cmp(&b.id)))
                    .map(|u| u.id.clone())
            });
        log.public(say(&Said::PoliticalLoss {
            points: vp,
            minimum: min,
            turn: state.turn,
            chart: label,
        }));
        if let Some(id) = pick {
            let t = eliminate_unit(state, &id, "D.2 political loss");
            for l in t.lines {
                log.private(Side::France, l);
            }
        }
    } else if min != i32::MIN {
        log.public(say(&Said::MinimumMet {
            turn: state.turn,
            minimum: min,
            chart: label,
        }));
    }
}

/// D.3: on the last turn, the victor and level the French total `vp` reaches ends the
/// campaign.
fn victor(charts: &Charts, state: &mut State, log: &mut Log, vp: i32, label: &str) {
    let level = charts.victory.levels.iter().find(|l| vp >= l.at_least);
    if let Some(l) = level {
        state.outcome = Some(Outcome {
            victor: l.victor,
            level: l.level.clone(),
            points: vp,
        });
        log.public(say(&Said::Victor {
            turn: state.turn,
            side: l.victor.adjective(),
            level: &l.level,
            points: vp,
            chart: label,
        }));
    }
}
