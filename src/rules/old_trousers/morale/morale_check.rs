//! MORALE TABLE: the troop's number, casualties 20% / 33% / 50% (the highest reached),
//! leader, shaken, routed, cover, flanked and canister; and what passing or failing does
//! (provisional: not in our text).

use crate::fairness::Dice;
use crate::rules::old_trousers::tables::flags::MoraleFlag;
use crate::rules::old_trousers::tables::provisional::Failure;
use crate::rules::old_trousers::tables::{Breakdown, Charts, Quality, Rating};

/// A unit's morale check.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MoraleInput {
    /// Troop quality.
    pub quality: Quality,
    /// The rating of the leader attached, if any.
    pub leader: Option<Rating>,
    /// Hits the unit has taken in all.
    pub hits: u32,
    /// Its starting strength in hits (the stands chart's stands × hits per stand).
    pub strength: u32,
    /// The modifiers that hold (Shaken and Routed as the unit's markers say).
    pub flags: Vec<MoraleFlag>,
}

/// What the check does to the unit.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MoraleEffect {
    /// Passed: no change.
    None,
    /// Failed: becomes shaken.
    Shaken,
    /// Failed: routs.
    Routs,
}

/// The outcome of a morale check.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MoraleResult {
    /// Whether the modified roll reached the number.
    pub passed: bool,
    /// The troop's number.
    pub needed: i32,
    /// What it does (provisional effects).
    pub effect: MoraleEffect,
    /// The roll, term by term.
    pub breakdown: Breakdown,
}

/// Rolls the morale table: the die plus the highest casualties band reached (`hits × 100 ≥
/// percent × strength`), the modifiers that hold and the leader; passes when the total is
/// at least the troop's number (a provisional reading). A failure by the margin reads the
/// provisional morale effects (a shaken unit made shaken again routs).
// Morale Table
pub fn morale_check(charts: &Charts, input: &MoraleInput, dice: &mut dyn Dice) -> MoraleResult {
    let t = &charts.morale;
    let needed = t.die_roll[&input.quality];
    let mut b = Breakdown::new("MORALE TABLE", format!("{}: {needed}", input.quality));
    if let Some(c) = t.casualty_band(input.hits, input.strength) {
        b.add(format!("Casualties {}%", c.percent), c.value);
    }
    b.leader(&t.leader.by_rating, input.leader);
    for k in MoraleFlag::ALL.iter().filter(|k| input.flags.contains(k)) {
        b.add(t.modifiers[k].label.clone(), t.modifiers[k].value);
    }
    if let Some(n) = t.roll.provisional_note() {
        b.provisional_note(&n);
    }
    b.provisional_note(&charts.morale_effects.note);
    b.die = Some((t.roll.die, dice.roll(t.roll.die, "morale").value));
    let total = b.total();
    let passed = total >= needed;
    let effect = if passed {
        MoraleEffect::None
    } else {
        let e = &charts.morale_effects;
        let f = match e.failure(needed.saturating_sub(total)) {
            Failure::Shaken if input.flags.contains(&MoraleFlag::Shaken) => e.shaken_fails_to,
            f => f,
        };
        match f {
            Failure::Shaken => MoraleEffect::Shaken,
            Failure::Routs => MoraleEffect::Routs,
        }
    };
    b.column = match effect {
        MoraleEffect::None => "passes".into(),
        MoraleEffect::Shaken => format!("fails by {}: shaken", needed.saturating_sub(total)),
        MoraleEffect::Routs => format!("fails by {}: routs", needed.saturating_sub(total)),
    };
    MoraleResult {
        passed,
        needed,
        effect,
        breakdown: b,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::data::GameData;
    use crate::fairness::ScriptedDice;
    use std::sync::Arc;

    fn charts() -> Arc<Charts> {
        Charts::load(&GameData::embedded("old-trousers").unwrap()).unwrap()
    }

    fn input(hits: u32, flags: Vec<MoraleFlag>) -> MoraleInput {
        MoraleInput {
            quality: Quality::Good,
            leader: None,
            hits,
            strength: 100,
            flags,
        }
    }

    fn check(i: &MoraleInput, die: u32) -> MoraleResult {
        morale_check(&charts(), i, &mut ScriptedDice::new([die]))
    }

    #[test]
    fn each_troop_number_at_its_edge() {
        for (q, n) in [
            (Quality::Og, -1),
            (Quality::Superior, 0),
            (Quality::Excellent, 1),
            (Quality::Good, 2),
            (Quality::Fair, 3),
            (Quality::Poor, 4),
        ] {
            let mut i = input(0, vec![]);
            i.quality = q;
            // A die of 1 less a modifier brings the total to the number, then below it.
            i.flags = vec![];
            let r = check(&i, 5);
            assert_eq!(r.needed, n, "{q}");
            assert!(r.passed);
            i.flags = vec![MoraleFlag::Routed]; // -4
            assert!(check(&i, (n + 4).max(1) as u32).passed, "{q}");
            if n + 3 >= 1 {
                assert!(!check(&i, (n + 3) as u32).passed, "{q}");
            }
        }
    }

    #[test]
    fn casualty_bands_at_their_edges() {
        for (hits, v) in [
            (19, 0),
            (20, -2),
            (32, -2),
            (33, -4),
            (49, -4),
            (50, -6),
            (100, -6),
        ] {
            assert_eq!(
                check(&input(hits, vec![]), 5).breakdown.modifiers(),
                v,
                "{hits}%"
            );
        }
        // 1 hit of 3 is 33%; 1 of 5 is 20%; 0 strength has no percentage.
        let mut i = input(1, vec![]);
        i.strength = 3;
        assert_eq!(check(&i, 5).breakdown.modifiers(), -4);
        i.strength = 5;
        assert_eq!(check(&i, 5).breakdown.modifiers(), -2);
        i.strength = 0;
        assert_eq!(check(&i, 5).breakdown.modifiers(), 0);
    }

    #[test]
    fn every_modifier() {
        for (f, v) in [
            (MoraleFlag::Shaken, -1),
            (MoraleFlag::Routed, -4),
            (MoraleFlag::CoverLight, 1),
            (MoraleFlag::CoverMedium, 2),
            (MoraleFlag::CoverHeavy, 2),
            (MoraleFlag::Flanked, -4),
            (MoraleFlag::Canister, -1),
        ] {
            assert_eq!(check(&input(0, vec![f]), 5).breakdown.modifiers(), v, "{f}");
        }
        for (r, v) in [
            (Rating::Excellent, 2),
            (Rating::Good, 1),
            (Rating::Average, 0),
        ] {
            let mut i = input(0, vec![]);
            i.leader = Some(r);
            assert_eq!(check(&i, 5).breakdown.modifiers(), v, "{r}");
        }
    }

    #[test]
    fn failing_shakes_or_routs_provisionally() {
        // Good needs 2. Flanked -4: die 5 = 1, fails by 1: shaken; die 4 = 0 by 2: shaken;
        // die 3 = -1 by 3: routs.
        let f = vec![MoraleFlag::Flanked];
        assert_eq!(check(&input(0, f.clone()), 5).effect, MoraleEffect::Shaken);
        assert_eq!(check(&input(0, f.clone()), 4).effect, MoraleEffect::Shaken);
        assert_eq!(check(&input(0, f.clone()), 3).effect, MoraleEffect::Routs);
        assert_eq!(check(&input(0, f), 6).effect, MoraleEffect::None);
        // Already shaken: shaken again routs.
        let r = check(&input(0, vec![MoraleFlag::Flanked, MoraleFlag::Shaken]), 6);
        assert_eq!(r.effect, MoraleEffect::Routs);
        let line = r.breakdown.to_string();
        assert!(line.starts_with("MORALE TABLE, good: 2: d10 6 + Shaken -1 + Flanked -4 = 1: fails by 1: routs (provisional: "), "{line}");
        assert!(
            line.contains("what passing or failing the morale table does"),
            "{line}"
        );
    }
}
