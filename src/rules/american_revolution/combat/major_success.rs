//! A.3, E.c.6 major successes: 5 or more B SPs lost to a DE or ½DE (T losses do not
//! count), or eliminated unsupplied in one area. The first brings the French in; the
//! second is an American victory if the British hold fewer than 25 VP; the third is an
//! American victory. The first time the British have lost 15 B SPs to DE and ½DE results,
//! the partial British withdrawal follows.

use super::super::log::Log;
use super::super::rules_data::Rules;
use super::super::state::{Ending, Side, State};

/// B SPs lost at once that make a major success.
pub const MAJOR: u32 = 5;
/// B SPs lost to DE and ½DE that trigger the partial withdrawal.
pub const WITHDRAWAL: u32 = 15;
/// British VPs under which the second major success is an American victory.
pub const SECOND_VP: u32 = 25;

/// Records `b_lost` B SPs lost to a DE or ½DE in `place`.
pub fn british_losses(rules: &Rules, st: &mut State, b_lost: u32, place: &str, log: &mut Log) {
    st.b_lost_to_de += b_lost;
    if b_lost >= MAJOR {
        record(rules, st, place, log);
    }
    // A.3 the first time British lose 15 B SPs to DE or ½DE also triggers partial withdrawal.
    if st.b_lost_to_de >= WITHDRAWAL && !st.withdrawn {
        st.withdrawn = true;
        let arrivals = st.arrivals.entry(Side::British).or_default();
        let before: u32 = arrivals.iter().map(|a| a.sps.total()).sum();
        for a in arrivals.iter_mut() {
            for n in a.sps.0.values_mut() {
                *n /= 2;
            }
            a.sps.0.retain(|_, n| *n > 0);
        }
        arrivals.retain(|a| !a.sps.is_empty());
        let after: u32 = arrivals.iter().map(|a| a.sps.total()).sum();
        log.add_provisional(
            "A.3",
            format!(
                "the British have lost {} B SPs to DE and ½DE: partial withdrawal, British reinforcements still to come {before} -> {after} SPs",
                st.b_lost_to_de
            ),
            vec!["provisional partial withdrawal: remaining British reinforcements halved (the rule's effect is not in our references)".into()],
        );
    }
}

/// The British VPs: the summed values of the regions they control.
pub fn british_vp(rules: &Rules, st: &State) -> u32 {
    st.british_regions
        .iter()
        .map(|r| rules.geo.region(r).vp)
        .sum()
}

/// Records a major success in `place` and its consequence.
pub fn record(rules: &Rules, st: &mut State, place: &str, log: &mut Log) {
    st.major_successes += 1;
    let n = st.major_successes;
    log.add("A.3", format!("major success in {place} (number {n})"));
    match n {
        1 => {
            st.french_entry = Some(st.turn);
            log.add(
                "A.3",
                "with the first major success, the French enter the war",
            );
        }
        2 => {
            let vp = british_vp(rules, st);
            if vp < SECOND_VP {
                end(
                    st,
                    format!("second major success with the British at {vp} VP (< {SECOND_VP})"),
                    log,
                );
            }
        }
        _ => end(st, format!("major success number {n}"), log),
    }
}

fn end(st: &mut State, why: String, log: &mut Log) {
    if st.ending.is_none() {
        log.add("A.3", format!("American victory: {why}"));
        st.ending = Some(Ending {
            victor: Side::American,
            why,
        });
    }
}
