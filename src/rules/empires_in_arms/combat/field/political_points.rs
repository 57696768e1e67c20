//! 7.5.2.10.1.3 Political points for winning and losing field combats.

use crate::rules::empires_in_arms::model::force::Force;

/// Political points the victor gains and the loser loses: half a point per corps of the
/// defeated side used in any round (a corps of more than 20 factors counts as two), rounded
/// up, at most 3; +1 to the victor if NAPOLEON commanded it (7.5.2.10.1.3.1), and the loser
/// loses 2 more if NAPOLEON commanded it (7.5.2.10.1.3.2). Returns (gain, loss).
pub fn for_victory(victor: &Force, loser: &Force) -> (i32, i32) {
    let corps: u32 = loser.corps_used.values().sum();
    let base = (corps.div_ceil(2) as i32).min(3);
    let gain = base + i32::from(victor.commander().is_some_and(|l| l.napoleon));
    let loss = base + 2 * i32::from(loser.commander().is_some_and(|l| l.napoleon));
    (gain, loss)
}
