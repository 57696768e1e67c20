//! A.3 the strengths an attack compares: the attackers' basic SPs against the defenders',
//! fortified SPs tripled, besieging SPs attacked only from a fort doubled.

use super::super::state::{Condition, Holding};

/// The attack strength: every SP of the attacking conditions, basic.
pub fn attack(attacker: &Holding, with: &[Condition]) -> u32 {
    with.iter()
        .fold(0u32, |a, c| a.saturating_add(attacker.get(*c).total()))
}

/// The factor of defending SPs in condition `defending` against attackers in `with`.
// A.3 fortified SPs are tripled; besieging SPs attacked only from a fort are doubled.
pub fn multiplier(defending: Condition, with: &[Condition]) -> u32 {
    match defending {
        Condition::Fortified => 3,
        Condition::Besieging if with.iter().all(|c| *c == Condition::Fortified) => 2,
        _ => 1,
    }
}

/// The defence strength of the conditions `against` when attacked by `with`.
pub fn defence(defender: &Holding, against: &[Condition], with: &[Condition]) -> u32 {
    against.iter().fold(0u32, |a, c| {
        a.saturating_add(
            defender
                .get(*c)
                .total()
                .saturating_mul(multiplier(*c, with)),
        )
    })
}
