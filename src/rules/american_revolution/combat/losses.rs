//! A.3 losses in basic SPs: if possible the first loss is T or M, the second B or C, after
//! that the loser's choice (its standing order `losses`, by default irregulars first).

use super::super::state::{Condition, Holding, Kind, Side, Sps};

/// The kinds in the order the loser takes losses after the first two.
pub fn choice(side: Side, standing: &[Kind]) -> Vec<Kind> {
    let mut v: Vec<Kind> = standing
        .iter()
        .copied()
        .filter(|k| k.side() == side)
        .collect();
    for k in Kind::of(side) {
        if !v.contains(k) {
            v.push(*k);
        }
    }
    v
}

/// The irregular kind of `side` (T or M) and its first regular kind (B or C).
fn pair(side: Side) -> (Kind, Kind) {
    match side {
        Side::British => (Kind::T, Kind::B),
        Side::American => (Kind::M, Kind::C),
    }
}

/// Removes `n` basic SPs of `side` from the conditions `from` of `holding`; returns the SPs
/// removed.
// A.3 if possible, first loss must be T or M, second loss B or C, after that loser's choice.
pub fn take(holding: &mut Holding, from: &[Condition], side: Side, n: u32, order: &[Kind]) -> Sps {
    let (irregular, regular) = pair(side);
    let mut lost = Sps::default();
    let mut left = n;
    for first in [irregular, regular] {
        let wanted: Vec<Kind> = std::iter::once(first)
            .chain(order.iter().copied())
            .collect();
        if left > 0 && take_one(holding, from, &wanted, &mut lost) {
            left -= 1;
        }
    }
    // after that loser's choice: whole kinds in the loser's order, conditions in turn
    for k in order {
        for c in from {
            if left == 0 {
                return lost;
            }
            let t = holding.remove(*c, *k, left);
            lost.add(*k, t);
            left -= t;
        }
    }
    lost
}

/// Removes one SP of the first kind in `wanted` found in `from`; whether one was found.
fn take_one(holding: &mut Holding, from: &[Condition], wanted: &[Kind], lost: &mut Sps) -> bool {
    let hit = wanted.iter().find_map(|k| {
        from.iter()
            .find(|c| holding.get(**c).get(*k) > 0)
            .map(|c| (*c, *k))
    });
    if let Some((c, k)) = hit {
        holding.remove(c, k, 1);
        lost.add(k, 1);
    }
    hit.is_some()
}
