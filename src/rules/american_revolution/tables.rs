//! The charts as the rules read them: the Combat Results Table, the Continental Levy Chart
//! and the Winter Attrition Table, each in its printed form and each marked provisional
//! when it is not from the printed game. Built from the chart files' loader
//! ([`super::data::charts`]); tests build them directly.

pub use super::combat::crt::{Crt, CrtResult, Odds};
use std::collections::BTreeMap;

/// C: the Continental Levy Chart: die roll -> the regions that levy and each one's
/// continental allowance.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Levy {
    /// Die roll -> (region, C SPs).
    pub die: BTreeMap<u32, Vec<(String, u32)>>,
    /// Not the printed chart.
    pub provisional: bool,
}

/// D: one line of the Winter Attrition Table: the fraction of C SPs removed and the rolls
/// on which a left-over SP survives.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Fraction {
    /// Numerator.
    pub lose: u32,
    /// Denominator (at least 1).
    pub of: u32,
    /// The survival rolls.
    pub survives: Vec<u32>,
}

/// D: the Winter Attrition Table.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Winter {
    /// Die roll -> its line.
    pub die: BTreeMap<u32, Fraction>,
    /// Not the printed table.
    pub provisional: bool,
}

/// E.b.5-6 and A.3: the victory levels and the major success figures.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Victory {
    /// Year -> the British VP level.
    pub levels: BTreeMap<u32, u32>,
    /// E.b.6 the VPs the British need in Winter 1783 (61).
    pub last_level: u32,
    /// A.3 B SPs lost at once that make a major success (5).
    pub major_b: u32,
    /// A.3 British VPs under which the second major success wins (25).
    pub second_below: u32,
    /// A.3 the major success that wins outright (3rd).
    pub victory_at: u32,
    /// A.3 B SPs lost to DE and ½DE that trigger the partial withdrawal (15).
    pub withdrawal_b: u32,
    /// The level track is not the printed one (the other figures are the text's).
    pub provisional: bool,
}

/// A.1 / B.1 movement points and the British die.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Movement {
    /// American MPs: (not winter, winter).
    pub american: (u32, u32),
    /// British MPs: (not winter, winter).
    pub british: (u32, u32),
    /// B.1.b.2 the rolls that move a British group into an area.
    pub land_move: Vec<u32>,
    /// B.1.c.2 the rolls that accomplish sea transport.
    pub sea_transport: Vec<u32>,
    /// MPs to enter an area (at least 1; 1 is ours, the text gives none).
    pub area_cost: u32,
    /// The area cost is not the text's.
    pub area_cost_provisional: bool,
}

impl Movement {
    /// A.1 / B.1: how many areas `mps` movement points enter.
    pub fn areas(&self, mps: u32) -> usize {
        (mps / self.area_cost.max(1)) as usize
    }
}

/// Every chart.
#[derive(Debug, Clone)]
pub struct Tables {
    /// A.3 the CRT.
    pub crt: Crt,
    /// C the levy chart.
    pub levy: Levy,
    /// D the winter attrition table.
    pub winter: Winter,
    /// Victory levels and major success figures.
    pub victory: Victory,
    /// Movement points and the British die.
    pub movement: Movement,
}

impl Tables {
    /// The note naming the provisional CRT, for report lines.
    pub fn crt_note(&self) -> Vec<String> {
        note(self.crt.provisional, "Combat Results Table")
    }

    /// The note naming the provisional levy chart.
    pub fn levy_note(&self) -> Vec<String> {
        note(self.levy.provisional, "Continental Levy Chart")
    }

    /// The note naming the provisional winter attrition table.
    pub fn winter_note(&self) -> Vec<String> {
        note(self.winter.provisional, "Winter Attrition Table")
    }
}

impl Tables {
    /// The note naming the provisional VP levels.
    pub fn victory_note(&self) -> Vec<String> {
        note(self.victory.provisional, "VP level track")
    }
}

fn note(provisional: bool, chart: &str) -> Vec<String> {
    if provisional {
        vec![format!("provisional {chart} (not the printed chart)")]
    } else {
        Vec::new()
    }
}
