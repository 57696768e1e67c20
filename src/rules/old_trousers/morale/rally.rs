//! Rally (III.B.1 Rally Subsegment): "The player may issue Rally orders to routed combat
//! units & they may attempt to rally. Any routed unit that does not rally must make a rout
//! move." How a rally is rolled is not in our text: provisional (the morale table, with
//! Routed; a pass leaves the unit shaken and disordered).

use super::morale_check::{morale_check, MoraleInput};
use crate::board::table::measure::Length;
use crate::fairness::Dice;
use crate::rules::old_trousers::tables::flags::MoraleFlag;
use crate::rules::old_trousers::tables::{Arm, Breakdown, Charts, Quality, Rating};
use crate::rules::old_trousers::words::{breakdown::Said, say};

/// A routed unit's rally attempt.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RallyInput {
    /// Troop quality.
    pub quality: Quality,
    /// Its arm (for the rout move's distance).
    pub arm: Arm,
    /// The rating of the leader attached, if any.
    pub leader: Option<Rating>,
    /// Hits taken in all.
    pub hits: u32,
    /// Starting strength in hits.
    pub strength: u32,
    /// Other morale modifiers that hold (Routed is added).
    pub flags: Vec<MoraleFlag>,
}

/// The outcome of a rally.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RallyResult {
    /// Rallied: no longer routed, shaken and disordered.
    Rallied(Breakdown),
    /// Did not rally: makes a rout move of this distance.
    RoutMove(Length, Breakdown),
}

/// Rolls a rally on the morale table with Routed; a pass rallies the unit (shaken and
/// disordered), a fail makes it rout the provisional rout distance of its arm.
// III.B.1 Rally Subsegment
pub fn rally(charts: &Charts, input: &RallyInput, dice: &mut dyn Dice) -> RallyResult {
    let mut flags: Vec<MoraleFlag> = input
        .flags
        .iter()
        .copied()
        .filter(|f| *f != MoraleFlag::Shaken)
        .collect();
    if !flags.contains(&MoraleFlag::Routed) {
        flags.push(MoraleFlag::Routed);
    }
    let check = MoraleInput {
        quality: input.quality,
        leader: input.leader,
        hits: input.hits,
        strength: input.strength,
        flags,
    };
    let mut r = morale_check(charts, &check, dice);
    let mut b = std::mem::take(&mut r.breakdown);
    b.table = "MORALE TABLE (rally)".into();
    if r.passed {
        b.column = "rallies: shaken and disordered".into();
        RallyResult::Rallied(b)
    } else {
        let d = charts.rout.distance[&input.arm];
        b.column = say(&Said::RalliesNot {
            distance: &d.to_string(),
        });
        b.provisional_note(&charts.rout.note);
        RallyResult::RoutMove(d, b)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::data::GameData;
    use crate::fairness::ScriptedDice;

    #[test]
    fn rally_or_rout_move() {
        let c = Charts::load(&GameData::embedded("old-trousers").unwrap()).unwrap();
        let i = RallyInput {
            quality: Quality::Good,
            arm: Arm::Cavalry,
            leader: Some(Rating::Good),
            hits: 0,
            strength: 9,
            flags: vec![],
        };
        // Good needs 2: die 5 - 4 routed + 1 leader = 2 rallies; die 4 = 1 does not.
        match rally(&c, &i, &mut ScriptedDice::new([5])) {
            RallyResult::Rallied(b) => assert_eq!(b.total(), 2),
            other => panic!("{other:?}"),
        }
        match rally(&c, &i, &mut ScriptedDice::new([4])) {
            RallyResult::RoutMove(d, b) => {
                assert_eq!(d, Length::inches(24));
                assert!(
                    b.to_string().contains("does not rally: rout move 24.000\""),
                    "{b}"
                );
                assert!(b
                    .provisional
                    .iter()
                    .any(|n| n.contains("rout move distances")));
            }
            other => panic!("{other:?}"),
        }
    }
}
