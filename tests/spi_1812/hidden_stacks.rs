//! Issue 13, item 12: C.3 unsupplied losses must not tell the opponent how many corps a
//! hidden stack holds. Two stacks that differ only in their number of corps give the same
//! public lines (report.md and events.yaml), the same opponent's lines (its report and
//! mail) and the same dice log but for the values (resolution.yaml); the owner still reads
//! every corps' die and loss. Entries resolved by pbem 0.3.0 keep their old lines.

use crate::support;

use pbem::fairness::{Dice, ScriptedDice};
use pbem::rules::spi_1812::log::Log;
use pbem::rules::spi_1812::state::{Side, State};
use pbem::rules::spi_1812::unsupplied::{resolve, Disclosure, DICE_PER_DRAW};
use pbem::rules::spi_1812::view::{private_steps, public_steps};
use support::spi::*;

const F: Side = Side::France;

/// What C.3 shows everyone, what it shows Russia, the dice purposes and sides, what it
/// shows France, and the state after, for `n` unsupplied French corps in Kiev.
struct Seen {
    public: serde_json::Value,
    russia: serde_json::Value,
    dice: Vec<(u32, String)>,
    france: serde_json::Value,
    state: State,
}

fn c3(n: usize, disclosure: Disclosure, dice: Vec<u32>) -> Seen {
    let mut r = rules();
    r.c3 = disclosure;
    let units = (1..=n)
        .map(|i| inf(&format!("fr-{i}"), F, "kiev", 3))
        .collect();
    let mut s = state(F, 7, units);
    let corps: Vec<(String, String)> = (1..=n)
        .map(|i| (format!("fr-{i}"), "kiev".to_string()))
        .collect();
    let mut d = ScriptedDice::new(dice);
    let mut log = Log::default();
    resolve(&r, &mut s, &plans("", ""), &corps, &mut d, &mut log);
    Seen {
        public: public_steps(&log),
        russia: private_steps(&log, &[Side::Russia]),
        dice: d
            .log()
            .iter()
            .map(|r| (r.sides, r.purpose.clone()))
            .collect(),
        france: private_steps(&log, &[F]),
        state: s,
    }
}

/// The draw carrying dice `dice` (first corps first) as base-6 digits.
fn draw(dice: &[u32]) -> u32 {
    dice.iter().rev().fold(0, |acc, d| acc * 6 + (d - 1)) + 1
}

#[test]
fn the_opponent_cannot_count_the_corps_of_an_unsupplied_hidden_stack() {
    let one = c3(1, Disclosure::Hidden, vec![draw(&[5])]);
    let three = c3(3, Disclosure::Hidden, vec![draw(&[5, 6, 1])]);
    assert_eq!(one.public, three.public, "the public report differs");
    assert_eq!(one.russia, three.russia, "the opponent's report differs");
    assert_eq!(one.dice, three.dice, "the dice log differs but for values");
    assert_eq!(three.dice.len(), 1);
    let public = three.public.to_string();
    assert!(
        public.contains("The French stack in Kiev is unsupplied"),
        "{public}"
    );
    assert!(
        !public.contains("die") && !public.contains("loses"),
        "{public}"
    );
    // The owner reads each corps' die and loss; the chart's losses were taken.
    let own = three.france.to_string();
    for (id, die) in [("fr-1", 5), ("fr-2", 6), ("fr-3", 1)] {
        assert!(
            own.contains(&format!("{id} is unsupplied in Kiev: "))
                && own.contains(&format!("die {die}: loses")),
            "{own}"
        );
    }
    assert_eq!(strength(&three.state, "fr-1"), Some(1), "die 5: loses 2");
    assert_eq!(strength(&three.state, "fr-2"), Some(1), "die 6: loses 2");
    assert_eq!(
        strength(&three.state, "fr-3"),
        Some(3),
        "die 1: loses nothing"
    );
}

#[test]
fn a_stack_of_more_than_twelve_corps_takes_one_draw_per_twelve() {
    let big = c3(
        DICE_PER_DRAW + 1,
        Disclosure::Hidden,
        vec![draw(&[1; 12]), draw(&[1])],
    );
    assert_eq!(big.dice.len(), 2);
    assert!(big.dice.iter().all(|(sides, _)| *sides == 6u32.pow(12)));
}

#[test]
fn entries_of_pbem_0_3_0_keep_their_lines_and_later_ones_hide_the_stack() {
    assert_eq!(Disclosure::for_engine("pbem 0.3.0"), Disclosure::Legacy);
    assert_eq!(Disclosure::for_engine("pbem 0.2.1"), Disclosure::Legacy);
    assert_eq!(Disclosure::for_engine("pbem 0.4.0"), Disclosure::Hidden);
    assert_eq!(Disclosure::for_engine("pbem 1.0.0"), Disclosure::Hidden);
    let old = c3(2, Disclosure::Legacy, vec![5, 6]);
    assert_eq!(
        old.dice,
        vec![(6, "C.3 unsupplied, French corps in Kiev".to_string()); 2]
    );
    assert!(old
        .public
        .to_string()
        .contains("An unsupplied French corps in Kiev: "));
}
