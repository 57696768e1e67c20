//! The exact walk: every sequence of dice a piece of rules code can roll, each with its
//! probability as an exact fraction. The rules code runs unchanged with [`WalkDice`] in
//! place of the protocol's dice; the walk replays it with a scripted prefix and branches on
//! the next die, depth first, like an odometer over the dice it rolled.

use crate::fairness::{Dice, DieRecord};
use num_rational::Ratio;
use std::collections::BTreeMap;

/// An exact probability: a fraction of `u128`s, reduced.
pub type Prob = Ratio<u128>;

/// Probability one.
pub fn one() -> Prob {
    Prob::from_integer(1)
}

/// Probability zero.
pub fn zero() -> Prob {
    Prob::from_integer(0)
}

/// `p` as a decimal with `places` digits after the point, rounded half up; for printing
/// only (the answer itself stays a fraction).
pub fn decimal(p: &Prob, places: u32) -> String {
    let scale = 10u128.pow(places);
    let (n, d) = (*p.numer(), *p.denom());
    let scaled = (n * scale * 2 + d) / (2 * d);
    let (int, frac) = (scaled / scale, scaled % scale);
    if places == 0 {
        return int.to_string();
    }
    format!("{int}.{frac:0width$}", width = places as usize)
}

/// `p` as a percentage with one decimal ("37.5%").
pub fn percent(p: &Prob) -> String {
    format!("{}%", decimal(&(p * Prob::from_integer(100)), 1))
}

/// Dice that replay `prefix` and then roll the lowest face, noting every die's sides so
/// the walk can find the next sequence.
#[derive(Debug, Default)]
pub struct WalkDice {
    prefix: Vec<u32>,
    values: Vec<u32>,
    sides: Vec<u32>,
    log: Vec<DieRecord>,
    keep_log: bool,
}

impl WalkDice {
    /// Dice that roll `prefix` first, then ones.
    pub fn new(prefix: Vec<u32>) -> Self {
        WalkDice {
            prefix,
            ..Default::default()
        }
    }

    /// Dice that also keep the log of each roll and its purpose (for tests and reports);
    /// the walk itself does not keep it.
    pub fn logging(prefix: Vec<u32>) -> Self {
        WalkDice {
            prefix,
            keep_log: true,
            ..Default::default()
        }
    }

    /// The probability of the dice rolled so far: the product of 1/sides.
    pub fn probability(&self) -> Prob {
        let den = self
            .sides
            .iter()
            .fold(1u128, |acc, s| acc.saturating_mul(u128::from(*s)));
        Prob::new(1, den.max(1))
    }

    /// The values rolled so far.
    pub fn values(&self) -> &[u32] {
        &self.values
    }

    /// The next prefix in odometer order after the dice rolled, or None when every sequence
    /// has been walked.
    fn next_prefix(&self) -> Option<Vec<u32>> {
        let i = (0..self.values.len())
            .rev()
            .find(|&i| self.values[i] < self.sides[i])?;
        let mut p = self.values[..i].to_vec();
        p.push(self.values[i] + 1);
        Some(p)
    }
}

impl Dice for WalkDice {
    /// # Panics
    /// If `sides` is 0, or a prefix value is not a face of the die rolled at its place
    /// (the code walked rolled different dice for the same earlier values: not deterministic).
    fn roll(&mut self, sides: u32, purpose: &str) -> DieRecord {
        assert!(sides > 0, "a die needs at least one side");
        let i = self.values.len();
        let value = self.prefix.get(i).copied().unwrap_or(1);
        assert!(
            (1..=sides).contains(&value),
            "walked {value} is not a d{sides} ({purpose})"
        );
        self.values.push(value);
        self.sides.push(sides);
        let rec = DieRecord {
            index: i as u32 + 1,
            sides,
            value,
            purpose: if self.keep_log {
                purpose.to_string()
            } else {
                String::new()
            },
        };
        if self.keep_log {
            self.log.push(rec.clone());
        }
        rec
    }
    fn log(&self) -> &[DieRecord] {
        &self.log
    }
}

/// Runs `f` once for every sequence of dice it can roll and returns each run's result with
/// the probability of its dice. The probabilities sum to one. `f` must be deterministic
/// given its dice (rules code is: no clock, no hash order).
pub fn walk<T>(mut f: impl FnMut(&mut dyn Dice) -> T) -> Vec<(T, Prob)> {
    let mut out = Vec::new();
    let mut prefix = Some(Vec::new());
    while let Some(p) = prefix {
        let mut dice = WalkDice::new(p);
        let t = f(&mut dice);
        out.push((t, dice.probability()));
        prefix = dice.next_prefix();
    }
    out
}

/// [`walk`] with each run's dice as rolled (sides, value and purpose, in order) in place of
/// their probability; the runs come in odometer order, so runs that share their first dice
/// stand together.
pub fn paths<T>(mut f: impl FnMut(&mut dyn Dice) -> T) -> Vec<(T, Vec<DieRecord>)> {
    let mut out = Vec::new();
    let mut prefix = Some(Vec::new());
    while let Some(p) = prefix {
        let mut dice = WalkDice::logging(p);
        let t = f(&mut dice);
        prefix = dice.next_prefix();
        out.push((t, dice.log));
    }
    out
}

/// [`walk`], with results that compare equal merged: result -> probability.
pub fn distribution<T: Ord>(f: impl FnMut(&mut dyn Dice) -> T) -> BTreeMap<T, Prob> {
    let mut m: BTreeMap<T, Prob> = BTreeMap::new();
    for (t, p) in walk(f) {
        *m.entry(t).or_insert_with(zero) += p;
    }
    m
}

/// One stage of a process walked state by state: every `state` of `states` is stepped by
/// `step` under every dice sequence, and the states that come out with the same key are
/// merged (their probabilities added; the first is kept). This is what keeps a battle of
/// many rounds small: after each round only the distinct states go on.
pub fn stage<S: Clone, K: Ord>(
    states: Vec<(S, Prob)>,
    key: impl Fn(&S) -> K,
    mut step: impl FnMut(&mut S, &mut dyn Dice),
) -> Vec<(S, Prob)> {
    let mut merged: BTreeMap<K, (S, Prob)> = BTreeMap::new();
    for (s, p) in states {
        for (next, q) in walk(|dice| {
            let mut n = s.clone();
            step(&mut n, dice);
            n
        }) {
            let pq = p * q;
            match merged.entry(key(&next)) {
                std::collections::btree_map::Entry::Occupied(mut e) => e.get_mut().1 += pq,
                std::collections::btree_map::Entry::Vacant(e) => {
                    e.insert((next, pq));
                }
            }
        }
    }
    merged.into_values().collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn two_dice_sum_is_exact() {
        let d = distribution(|dice| dice.roll(6, "a").value + dice.roll(6, "b").value);
        assert_eq!(d.len(), 11);
        assert_eq!(d[&7], Prob::new(1, 6));
        assert_eq!(d[&2], Prob::new(1, 36));
        assert_eq!(d.values().fold(zero(), |a, p| a + p), one());
    }

    #[test]
    fn a_second_die_only_sometimes() {
        // Roll again on a six: 5/6 stop at once, 1/36 for each 6+k.
        let d = distribution(|dice| {
            let a = dice.roll(6, "a").value;
            if a == 6 {
                a + dice.roll(6, "b").value
            } else {
                a
            }
        });
        assert_eq!(d[&3], Prob::new(1, 6));
        assert_eq!(d[&12], Prob::new(1, 36));
        assert!(!d.contains_key(&6));
        assert_eq!(d.values().fold(zero(), |a, p| a + p), one());
    }

    #[test]
    fn decimals_round_half_up() {
        assert_eq!(decimal(&Prob::new(1, 6), 4), "0.1667");
        assert_eq!(decimal(&Prob::new(1, 8), 2), "0.13");
        assert_eq!(percent(&Prob::new(3, 8)), "37.5%");
        assert_eq!(decimal(&one(), 3), "1.000");
    }

    #[test]
    fn stages_merge_equal_states() {
        // Two stages of "roll a d6, keep whether it was even": 2 states, not 36.
        let s = stage(
            vec![(0u32, one())],
            |s| *s,
            |s, d| *s += d.roll(6, "x").value % 2,
        );
        let s = stage(s, |s| *s, |s, d| *s += d.roll(6, "y").value % 2);
        assert_eq!(s.len(), 3);
        let total = s.iter().fold(zero(), |a, (_, p)| a + p);
        assert_eq!(total, one());
        assert_eq!(s.iter().find(|(v, _)| *v == 1).unwrap().1, Prob::new(1, 2));
    }
}
