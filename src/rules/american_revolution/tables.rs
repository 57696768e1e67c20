//! The charts as the rules read them: the Combat Results Table, the Continental Levy Chart
//! and the Winter Attrition Table, each in its printed form and each marked provisional
//! when it is not from the printed game. Built from the chart files' loader
//! ([`super::charts`]); tests build them directly.

pub use super::combat::crt::{Crt, CrtResult, Odds};
use std::collections::BTreeMap;

/// C: the Continental Levy Chart: die roll -> the regions that levy their allowance.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Levy {
    /// Die roll -> regions.
    pub die: BTreeMap<u32, Vec<String>>,
    /// Not the printed chart.
    pub provisional: bool,
}

/// D: one line of the Winter Attrition Table: the fraction of C SPs removed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Fraction {
    /// Numerator.
    pub lose: u32,
    /// Denominator (at least 1).
    pub of: u32,
}

/// D: the Winter Attrition Table and the survival roll for remainders.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Winter {
    /// Die roll -> the fraction of C SPs removed.
    pub die: BTreeMap<u32, Fraction>,
    /// A remaining SP survives on a die roll of at most this.
    pub survives_on: u32,
    /// Not the printed table.
    pub provisional: bool,
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

fn note(provisional: bool, chart: &str) -> Vec<String> {
    if provisional {
        vec![format!("provisional {chart} (not the printed chart)")]
    } else {
        Vec::new()
    }
}
