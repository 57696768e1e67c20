// I. Initiative Phase: "Each player rolls 1D10 to determine who has the initiative."
//! Each side rolls the initiative die plus its army commander's rating, his staff's rating
//! and the situation (momentum from a random event; from 0.7.0 surprise, on the turns the
//! scenario's `surprise:` gives a side) by the INITIATIVE DIE ROLL MODIFIERS;
//! the higher total moves first (the turn sequence: III. First Player's Phase, IV. Second
//! Player's Phase, the first being the side with the initiative), equal totals as the
//! chart's `ties` says.

use super::super::model::Rules;
use super::super::state::State;
use super::super::tables::kinds::Situation;
use crate::fairness::Dice;
use crate::rules::old_trousers::revision::Change;
use crate::rules::old_trousers::words::{initiative::Said, say};
use crate::rules::table_game::log::Log;

/// Most re-rolls of equal totals before the side that moved first keeps the initiative.
const MAX_ROLLS: u32 = 20;

/// One side's total with its breakdown.
fn total(rules: &Rules, st: &State, side: &str, dice: &mut dyn Dice) -> (i32, String) {
    let c = &rules.charts.command.initiative;
    let s = &st.sides[side];
    let cmd = st.leader(&s.commander);
    let lead = cmd
        .and_then(|l| c.leader.get(&l.rating))
        .copied()
        .unwrap_or(0);
    let staff = cmd
        .and_then(|l| l.staff)
        .and_then(|x| c.staff.get(&x))
        .copied()
        .unwrap_or(0);
    let mom = if s.momentum {
        c.situation.get(&Situation::Momentum).copied().unwrap_or(0)
    } else {
        0
    };
    // 0.7.0: "Surprise +2" on the turns the scenario gives the side surprise.
    let surprised = rules.revision.has(Change::Surprise) && s.surprise.contains(&st.battle.turn);
    let surprise = if surprised {
        c.situation.get(&Situation::Surprise).copied().unwrap_or(0)
    } else {
        0
    };
    let die = dice.roll(c.die, &format!("initiative: {side}"));
    let t = i32::try_from(die.value).unwrap_or(0) + lead + staff + mom + surprise;
    let leader = cmd.map_or("-".to_string(), |l| l.rating.to_string());
    let staff_rating = cmd
        .and_then(|l| l.staff)
        .map_or("-".to_string(), |x| x.to_string());
    let why = say(&Said::InitiativeRoll {
        side,
        die: die.value,
        leader: &leader,
        lead,
        staff_rating: &staff_rating,
        staff,
        momentum: s.momentum.then_some(mom),
        surprise: surprised.then_some(surprise),
        turn: st.battle.turn,
        total: t,
    });
    (t, why)
}

/// Rolls the initiative of the turn `st.battle.turn` and sets the order of play.
pub fn roll(rules: &Rules, st: &mut State, dice: &mut dyn Dice, log: &mut Log) {
    log.open(
        "I",
        &say(&Said::InitiativePhase {
            turn: st.battle.turn,
        }),
    );
    let sides: Vec<String> = st.sides.keys().cloned().collect();
    let mut first = st.order[0].clone();
    for n in 1..=MAX_ROLLS {
        let rolls: Vec<(i32, String)> = sides.iter().map(|s| total(rules, st, s, dice)).collect();
        for (_, why) in &rolls {
            log.line(why.clone());
        }
        if rolls[0].0 != rolls[1].0 {
            let w = usize::from(rolls[1].0 > rolls[0].0);
            first = sides[w].clone();
            break;
        }
        let tie = &rules.charts.command.initiative.ties;
        log.line(say(&Said::EqualTotals {
            ties: &tie.value,
            note: tie.provisional.as_deref().unwrap_or_default(),
        }));
        if n == MAX_ROLLS {
            log.line(say(&Said::KeepsInitiative {
                rolls: MAX_ROLLS,
                side: &first,
            }));
        }
    }
    let second = st.enemy_of(&first).to_string();
    if rules.revision.has(Change::InitiativeIsFirstPlayersPhase) {
        log.line(say(&Said::MovesFirst { side: &first }));
    } else {
        log.line(say(&Said::MovesFirstProvisional { side: &first }));
    }
    st.order = vec![first, second];
    for s in st.sides.values_mut() {
        s.momentum = false;
    }
}
