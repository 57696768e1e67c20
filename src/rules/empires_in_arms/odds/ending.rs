//! 7.5.2.10 How a day of field combat ended, as `pbem odds` counts it: the ending, what
//! each side has left, and the pursuit losses.

use crate::rules::empires_in_arms::combat::field::outcome::End;
use crate::rules::empires_in_arms::model::force::{Force, Role};

/// How the day ended for the battle.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Ending {
    /// The defender broke or was eliminated (7.5.2.10.1), or was eliminated in the round the
    /// attacker broke (7.5.2.10.4.1).
    AttackerWins,
    /// The attacker broke or was eliminated, or was eliminated as the defender broke.
    DefenderWins,
    /// 7.5.2.10.4.2: both broke with survivors on both sides.
    BothBreak,
    /// Both sides lost every factor in the same round.
    BothEliminated,
    /// 7.5.2.5.1: the defender's whole force withdrew in step five; no battle.
    DefenderWithdraws,
    /// Three rounds fought and neither side broke: the players choose at step thirteen.
    Neither,
}

impl Ending {
    /// Every ending, in report order.
    pub const ALL: [Ending; 6] = [
        Ending::AttackerWins,
        Ending::DefenderWins,
        Ending::BothBreak,
        Ending::BothEliminated,
        Ending::DefenderWithdraws,
        Ending::Neither,
    ];

    /// The ending in words.
    pub fn words(self) -> &'static str {
        match self {
            Ending::AttackerWins => "attacker wins (defender breaks or is eliminated)",
            Ending::DefenderWins => "defender wins (attacker breaks or is eliminated)",
            Ending::BothBreak => "both break (7.5.2.10.4.2)",
            Ending::BothEliminated => "both eliminated",
            Ending::DefenderWithdraws => "defender withdraws before battle (7.5.2.5.1)",
            Ending::Neither => "neither breaks in three rounds",
        }
    }

    pub(super) fn of(end: End) -> Ending {
        match end {
            End::Victory(Role::Attacker) | End::BreakAndEliminated(Role::Attacker) => {
                Ending::AttackerWins
            }
            End::Victory(Role::Defender) | End::BreakAndEliminated(Role::Defender) => {
                Ending::DefenderWins
            }
            End::BothBroke => Ending::BothBreak,
            End::BothEliminated => Ending::BothEliminated,
            End::Avoided => Ending::DefenderWithdraws,
            End::Withdrew(_) | End::Undecided => Ending::Neither,
        }
    }
}

/// What a side has at the end of the day.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Left {
    /// Army factors still on the field (withdrawn units excluded).
    pub factors: u32,
    /// Cumulative morale loss, tenths (7.5.2.9.3).
    pub morale_loss: i32,
    /// Whether it broke (7.5.2.10.1.1).
    pub broke: bool,
}

/// One outcome of the day.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct DayOutcome {
    /// How it ended.
    pub ending: Ending,
    /// Rounds fought (0 when the defender withdrew before battle).
    pub rounds: u32,
    /// The attacker after the day (and any pursuit).
    pub attacker: Left,
    /// The defender after the day (and any pursuit).
    pub defender: Left,
    /// Factors the loser lost to pursuit (7.5.2.10.2), when there was one.
    pub pursuit: Option<u32>,
}

/// What side `f` has at the end of the day.
pub(crate) fn left(f: &Force) -> Left {
    Left {
        factors: f.total(),
        morale_loss: f.morale_loss,
        broke: f.broken(),
    }
}

// `Ending::ALL` lists the endings in their order: `ending as usize` is its place there.
const _: () = {
    let mut i = 0;
    while i < Ending::ALL.len() {
        assert!(Ending::ALL[i] as usize == i);
        i += 1;
    }
};
