//! A.3, E.c.6 major successes: 5 or more B SPs lost to a DE or ½DE (T losses do not
//! count), or eliminated unsupplied in one area. The first brings the French in; the
//! second is an American victory if the British hold fewer than 25 VP; the third is an
//! American victory. The first time the British have lost 15 B SPs to DE and ½DE results,
//! the partial British withdrawal follows.

use super::super::log::Log;
use super::super::rules_data::Rules;
use super::super::state::{Ending, Side, State};
use super::super::words::{combat::Said, say};

/// Records `b_lost` B SPs lost to a DE or ½DE in `place`.
pub fn british_losses(rules: &Rules, st: &mut State, b_lost: u32, place: &str, log: &mut Log) {
    st.b_lost_to_de += b_lost;
    let v = &rules.tables.victory;
    if b_lost >= v.major_b {
        record(rules, st, place, log);
    }
    // A.3 the first time British lose 15 B SPs to DE or ½DE also triggers partial withdrawal.
    if st.b_lost_to_de >= v.withdrawal_b && !st.withdrawn {
        st.withdrawn = true;
        withdraw(st, log);
    }
}

/// The British VPs: the summed values of the regions they control.
pub fn british_vp(rules: &Rules, st: &State) -> u32 {
    st.british_regions
        .iter()
        .fold(0u32, |s, r| s.saturating_add(rules.geo.region(r).vp))
}

/// Records a major success in `place` and its consequence.
pub fn record(rules: &Rules, st: &mut State, place: &str, log: &mut Log) {
    st.major_successes += 1;
    let n = st.major_successes;
    let said = Said::MajorSuccess {
        area: place,
        number: n,
    };
    log.add("A.3", say(&said));
    match n {
        _ if n >= rules.tables.victory.victory_at => {
            end(st, say(&Said::WhyMajorSuccess { number: n }), log)
        }
        1 => {
            st.french_entry = Some(st.turn);
            log.add("A.3", say(&Said::FrenchEnter));
        }
        2 => {
            let vp = british_vp(rules, st);
            if vp < rules.tables.victory.second_below {
                let below = rules.tables.victory.second_below;
                end(st, say(&Said::WhySecondMajorSuccess { vp, below }), log);
            }
        }
        _ => {}
    }
}

/// A.3 the partial British withdrawal: the scenario's B SPs leave the map (from the areas
/// with the most B SPs in the open, ties by id) and, if it says so, the British
/// reinforcements stop.
fn withdraw(st: &mut State, log: &mut Log) {
    let mut left = st.withdrawal.b_sps;
    while left > 0 {
        let most = st
            .areas
            .iter()
            .map(|(a, f)| (f.british.open.get(super::super::state::Kind::B), a.clone()))
            .filter(|(n, _)| *n > 0)
            .max_by(|x, y| x.0.cmp(&y.0).then(y.1.cmp(&x.1)));
        let Some((_, area)) = most else { break };
        left -= st
            .holding_mut(&area, Side::British)
            .take_open(super::super::state::Kind::B, 1);
    }
    if st.withdrawal.reinforcements_stop {
        st.arrivals.remove(&Side::British);
    }
    st.tidy();
    let said = Said::Withdrawal {
        lost: st.b_lost_to_de,
        withdrawn: st.withdrawal.b_sps - left,
        stop: st.withdrawal.reinforcements_stop,
    };
    log.add_provisional("A.3", say(&said), vec![say(&Said::WithdrawalNote)]);
}

fn end(st: &mut State, why: String, log: &mut Log) {
    if st.ending.is_none() {
        let victor = Side::American;
        log.add("A.3", say(&Said::Victory { victor, why: &why }));
        st.ending = Some(Ending { victor, why });
    }
}
