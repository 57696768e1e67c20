//! REACTION TEST TABLE: the test of a charged unit; the starred modifiers "apply only to
//! units that are attempting to change facing or formation in response to a charge".

use super::TestResult;
use crate::board::table::measure::Length;
use crate::fairness::Dice;
use crate::rules::old_trousers::tables::flags::ReactionFlag;
use crate::rules::old_trousers::tables::{Breakdown, Charts, Quality, Rating};
use crate::rules::old_trousers::words::{breakdown::Said, say};

/// A charged unit's test.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ReactionTestInput {
    /// Troop quality.
    pub quality: Quality,
    /// The rating of the leader attached, if any.
    pub leader: Option<Rating>,
    /// Whether it attempts to change facing or formation in response (the starred
    /// modifiers apply only then).
    pub changing: bool,
    /// The distance charged (the table engine's charge distance).
    pub charged: Length,
    /// The modifiers that hold.
    pub flags: Vec<ReactionFlag>,
}

/// Rolls the reaction test: the die plus the modifiers that hold (starred ones, and
/// "Charged > 12"" / "Charged < 6"", only for a unit changing facing or formation), plus
/// the leader's; passes when the total is at least the troop's number (a provisional
/// reading).
// Reaction Test Table
pub fn reaction_test(
    charts: &Charts,
    input: &ReactionTestInput,
    dice: &mut dyn Dice,
) -> TestResult {
    let t = &charts.reaction_test;
    let needed = t.die_roll[&input.quality];
    let mut b = Breakdown::new(
        "REACTION TEST TABLE",
        say(&Said::TestRow {
            quality: &input.quality.to_string(),
            needed,
        }),
    );
    for k in ReactionFlag::ALL.iter().filter(|k| input.flags.contains(k)) {
        let m = &t.modifiers[k];
        if !m.starred || input.changing {
            b.add(m.label.clone(), m.value);
        }
    }
    if input.changing {
        if let Some(d) = t.distance(input.charged) {
            b.add(d.label.clone(), d.value);
        }
    }
    b.leader(&t.leader.by_rating, input.leader);
    if let Some(n) = t.roll.provisional_note() {
        b.provisional_note(&n);
    }
    b.die = Some((t.roll.die, dice.roll(t.roll.die, "reaction test").value));
    let passed = b.total() >= needed;
    b.column = if passed { "passes" } else { "fails" }.into();
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

    fn input(changing: bool, charged: Length, flags: Vec<ReactionFlag>) -> ReactionTestInput {
        ReactionTestInput {
            quality: Quality::Good,
            leader: None,
            changing,
            charged,
            flags,
        }
    }

    fn total(i: &ReactionTestInput) -> i32 {
        reaction_test(&charts(), i, &mut ScriptedDice::new([5]))
            .breakdown
            .total()
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
            let mut i = input(false, Length::inches(8), vec![]);
            i.quality = q;
            assert!(
                reaction_test(&c, &i, &mut ScriptedDice::new([n as u32])).passed,
                "{q}"
            );
            assert!(
                !reaction_test(&c, &i, &mut ScriptedDice::new([n as u32 - 1])).passed,
                "{q}"
            );
        }
    }

    #[test]
    fn every_modifier_and_the_star() {
        let mid = Length::inches(8);
        let plain = [
            (ReactionFlag::AttemptingPbf, 1),
            (ReactionFlag::Shaken, -2),
            (ReactionFlag::NationalBonus, 1),
        ];
        for (f, v) in plain {
            assert_eq!(total(&input(false, mid, vec![f])), 5 + v, "{f}");
            assert_eq!(total(&input(true, mid, vec![f])), 5 + v, "{f}");
        }
        let starred = [
            (ReactionFlag::ReactionToInfantry, 2),
            (ReactionFlag::FrenchInfantry, 1),
            (ReactionFlag::InfantryColumn, 2),
            (ReactionFlag::ReactionToCavalry, 5),
        ];
        for (f, v) in starred {
            assert_eq!(total(&input(false, mid, vec![f])), 5, "{f} not changing");
            assert_eq!(total(&input(true, mid, vec![f])), 5 + v, "{f} changing");
        }
    }

    #[test]
    fn charged_distance_bands_at_their_edges() {
        for (d, v) in [(12_001, 3), (12_000, 0), (6_000, 0), (5_999, -2)] {
            assert_eq!(total(&input(true, Length(d), vec![])), 5 + v, "{d}");
            assert_eq!(total(&input(false, Length(d), vec![])), 5, "{d}");
        }
        let mut i = input(
            true,
            Length::inches(13),
            vec![ReactionFlag::ReactionToCavalry],
        );
        i.leader = Some(Rating::Excellent);
        let r = reaction_test(&charts(), &i, &mut ScriptedDice::new([1]));
        assert!(r.breakdown.to_string().starts_with(
            "REACTION TEST TABLE, good: 5: d10 1 + *Reaction to Cav +5 + *Charged > 12\" +3 + Leader (excellent) +2 = 11: passes"
        ), "{}", r.breakdown);
    }
}
