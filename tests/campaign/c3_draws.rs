//! Issue 28, protocol details: the 1812 C.3 draw count tells nothing about a stack's size.
//! From rules revision 0.7.0 every unsupplied stack of a side takes the same number of
//! draws (enough for all of the side's corps); before, a stack of more than twelve corps
//! took a second draw, which the dice log shows.

use crate::support;

use pbem::fairness::{Dice, ScriptedDice};
use pbem::rules::spi_1812::log::Log;
use pbem::rules::spi_1812::state::{Side, State};
use pbem::rules::spi_1812::unsupplied::{draws_per_stack, resolve, Disclosure};
use pbem::rules::spi_1812::view::private_steps;
use support::spi::*;

const F: Side = Side::France;

/// C.3 for `n` unsupplied French corps in Kiev among `total` French corps: the dice log
/// (sides, purpose) and France's own lines.
fn c3(n: usize, total: usize, disclosure: Disclosure) -> (Vec<(u32, String)>, String, State) {
    let mut r = rules();
    r.c3 = disclosure;
    let units = (1..=total)
        .map(|i| {
            let at = if i <= n { "kiev" } else { "moscow" };
            inf(&format!("fr-{i}"), F, at, 3)
        })
        .collect();
    let mut s = state(F, 7, units);
    let corps: Vec<(String, String)> = (1..=n)
        .map(|i| (format!("fr-{i}"), "kiev".to_string()))
        .collect();
    // Every draw is 1: every corps' digit is a die of 1.
    let mut d = ScriptedDice::new(vec![1; 8]);
    let mut log = Log::default();
    resolve(&r, &mut s, &plans("", ""), &corps, &mut d, &mut log);
    let dice = d
        .log()
        .iter()
        .map(|x| (x.sides, x.purpose.clone()))
        .collect();
    let own = serde_json::to_value(private_steps(&log, &[F]))
        .unwrap()
        .to_string();
    (dice, own, s)
}

#[test]
fn c3_every_unsupplied_stack_takes_the_same_number_of_draws_from_0_7_0() {
    // 20 French corps: two draws for any stack, of one corps or of thirteen.
    let (one, own_one, _) = c3(1, 20, Disclosure::Fixed);
    let (thirteen, own_13, _) = c3(13, 20, Disclosure::Fixed);
    assert_eq!(one.len(), 2, "{one:?}");
    assert_eq!(one, thirteen, "the dice log tells the stack's size");
    assert_eq!(own_one.matches("die 1: loses").count(), 1, "{own_one}");
    assert_eq!(own_13.matches("die 1: loses").count(), 13, "{own_13}");
    // Before 0.7.0 (kept for old entries) the count told: one draw against two.
    let (old_one, _, _) = c3(1, 20, Disclosure::Hidden);
    let (old_13, _, _) = c3(13, 20, Disclosure::Hidden);
    assert_eq!((old_one.len(), old_13.len()), (1, 2));
}

#[test]
fn c3_draws_per_stack_count_the_sides_whole_order_of_battle() {
    let units = (1..=12)
        .map(|i| inf(&format!("fr-{i}"), F, "kiev", 3))
        .collect();
    let mut s = state(F, 7, units);
    assert_eq!(draws_per_stack(&s, F), 1);
    assert_eq!(draws_per_stack(&s, Side::Russia), 1, "at least one");
    // An eliminated corps still counts: the number never moves during the campaign.
    s.units.push(inf("fr-13", F, "kiev", 1));
    assert_eq!(draws_per_stack(&s, F), 2);
    s.eliminate("fr-13", "test");
    assert_eq!(draws_per_stack(&s, F), 2);
}
