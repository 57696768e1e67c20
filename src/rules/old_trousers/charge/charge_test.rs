//! CHARGE TEST TABLE: "Charging units must roll on the Charge Test Table. If they are
//! successful then move them adjacent to their target. If they are not then they remain
//! halted."

use super::TestResult;
use crate::fairness::Dice;
use crate::rules::old_trousers::tables::flags::ChargeFlag;
use crate::rules::old_trousers::tables::{Breakdown, Charts, Quality, Rating};
use crate::rules::old_trousers::words::{breakdown::Said, say};

/// A charging unit's test.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ChargeTestInput {
    /// Troop quality.
    pub quality: Quality,
    /// The rating of the leader attached, if any.
    pub leader: Option<Rating>,
    /// Hits taken since the charge was declared ("Each new hit -1").
    pub new_hits: u32,
    /// The modifiers that hold (`EachNewHit` is counted by `new_hits`, not here).
    pub flags: Vec<ChargeFlag>,
}

/// Rolls the charge test: the die plus every modifier that holds, in the chart's order,
/// plus the leader's, less one per new hit; passes when the total is at least the troop's
/// number (a provisional reading: the text prints the numbers, not the roll).
// III.B.4 Charge Test Subsegment: Charge Test Table
pub fn charge_test(charts: &Charts, input: &ChargeTestInput, dice: &mut dyn Dice) -> TestResult {
    let t = &charts.charge_test;
    let needed = t.die_roll[&input.quality];
    let quality = input.quality.to_string();
    let mut b = Breakdown::new(
        "CHARGE TEST TABLE",
        say(&Said::TestRow {
            quality: &quality,
            needed,
        }),
    );
    for k in ChargeFlag::ALL {
        if *k == ChargeFlag::EachNewHit {
            if input.new_hits > 0 {
                let m = &t.modifiers[k];
                let v = m
                    .value
                    .saturating_mul(i32::try_from(input.new_hits).unwrap_or(i32::MAX));
                let label = say(&Said::PerHit {
                    label: &m.label,
                    times: input.new_hits,
                });
                b.add(label, v);
            }
        } else if input.flags.contains(k) {
            let m = &t.modifiers[k];
            b.add(m.label.clone(), m.value);
        }
    }
    b.leader(&t.leader.by_rating, input.leader);
    if let Some(n) = t.roll.provisional_note() {
        b.provisional_note(&n);
    }
    b.die = Some((t.roll.die, dice.roll(t.roll.die, "charge test").value));
    let passed = b.total() >= needed;
    b.column = if passed {
        "passes: moves adjacent to its target"
    } else {
        "fails: remains halted"
    }
    .into();
    TestResult {
        passed,
        needed,
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

    fn input(q: Quality) -> ChargeTestInput {
        ChargeTestInput {
            quality: q,
            leader: None,
            new_hits: 0,
            flags: vec![],
        }
    }

    #[test]
    fn each_troop_number_at_its_edge() {
        let c = charts();
        for (q, n) in [
            (Quality::Og, 2),
            (Quality::Superior, 3),
            (Quality::Excellent, 4),
            (Quality::Good, 5),
            (Quality::Fair, 6),
            (Quality::Poor, 7),
        ] {
            let pass = charge_test(&c, &input(q), &mut ScriptedDice::new([n as u32]));
            let fail = charge_test(&c, &input(q), &mut ScriptedDice::new([n as u32 - 1]));
            assert!(pass.passed && !fail.passed, "{q}");
            assert_eq!(pass.needed, n);
        }
    }

    #[test]
    fn every_modifier() {
        let c = charts();
        let want = [
            (ChargeFlag::Cavalry, 4),
            (ChargeFlag::VsFlank, 5),
            (ChargeFlag::VsRouted, 5),
            (ChargeFlag::InfantryVsSquare, 2),
            (ChargeFlag::CavalryVsSquare, -3),
            (ChargeFlag::Shaken, -2),
            (ChargeFlag::VsCover, -1),
            (ChargeFlag::VsArtillery, -1),
            (ChargeFlag::Impetuous, 1),
            (ChargeFlag::InfantryColumn, 1),
            (ChargeFlag::OrganicSkirmishers, 1),
            (ChargeFlag::SkirmishScreen, 1),
            (ChargeFlag::NationalBonus, 1),
        ];
        for (f, v) in want {
            let mut i = input(Quality::Good);
            i.flags = vec![f];
            let r = charge_test(&c, &i, &mut ScriptedDice::new([5]));
            assert_eq!(r.breakdown.total(), 5 + v, "{f}");
        }
        // Each new hit -1, and the flag alone adds nothing.
        let mut i = input(Quality::Good);
        i.new_hits = 3;
        i.flags = vec![ChargeFlag::EachNewHit];
        assert_eq!(
            charge_test(&c, &i, &mut ScriptedDice::new([5]))
                .breakdown
                .total(),
            2
        );
        for (r, v) in [
            (Rating::Excellent, 2),
            (Rating::Good, 1),
            (Rating::Average, 0),
            (Rating::Fair, 0),
            (Rating::Poor, 0),
        ] {
            let mut i = input(Quality::Good);
            i.leader = Some(r);
            let res = charge_test(&c, &i, &mut ScriptedDice::new([5]));
            assert_eq!(res.breakdown.total(), 5 + v, "{r}");
            let provisional = res
                .breakdown
                .provisional
                .iter()
                .any(|n| n.contains("read as 0"));
            assert_eq!(provisional, matches!(r, Rating::Fair | Rating::Poor), "{r}");
        }
    }

    #[test]
    fn cavalry_on_a_flank_with_a_new_hit() {
        let c = charts();
        let i = ChargeTestInput {
            quality: Quality::Fair,
            leader: Some(Rating::Good),
            new_hits: 1,
            flags: vec![ChargeFlag::VsFlank, ChargeFlag::Cavalry],
        };
        let r = charge_test(&c, &i, &mut ScriptedDice::new([1]));
        assert!(r.passed);
        assert!(r.breakdown.to_string().starts_with(
            "CHARGE TEST TABLE, fair: 6: d10 1 + Cavalry +4 + vs flank +5 + Each new hit x1 -1 + Leader (good) +1 = 10: passes"
        ), "{}", r.breakdown);
    }
}
