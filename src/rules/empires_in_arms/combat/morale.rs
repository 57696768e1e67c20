//! 7.5.2.6 Step six: base and final morale levels, by method one or method two.

use crate::rules::empires_in_arms::model::rules::Method;
use crate::rules::empires_in_arms::model::units::FactorType;
use crate::rules::empires_in_arms::model::units::{Unit, UnitKind};
use crate::rules::empires_in_arms::tables::charts::{fmt_tenths, MoraleChart};
pub use crate::rules::empires_in_arms::words::reasons::{Term, Working};
use crate::rules::empires_in_arms::words::{field::Said, say};
use std::collections::BTreeMap;

/// A base morale level and the working that led to it, for the report.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Morale {
    /// Tenths.
    pub tenths: i32,
    /// The arithmetic, said by the report ([`Said::BaseMorale`]).
    pub working: Working,
}

impl Morale {
    /// The working in words ("36 x 2.0 + 14 x 3.0 = 114.0 / 50 = 2.28 → 2.3"), as the report
    /// says it after the method ([`Said::MoraleWorking`]).
    pub fn working_words(&self) -> String {
        say(&Said::MoraleWorking {
            working: &self.working,
        })
    }
}

/// Base morale of `units` (the outflanking force included, 7.5.2.3.2).
pub fn base(method: Method, chart: &MoraleChart, units: &[Unit]) -> Morale {
    match method {
        Method::One => method_one(chart, units),
        Method::Two => method_two(chart, units),
    }
}

/// 7.5.2.6.1.1 method one.
pub fn method_one(chart: &MoraleChart, units: &[Unit]) -> Morale {
    // Factors grouped by morale value (tenths), highest value last for a stable working.
    let mut by_value: BTreeMap<i32, u32> = BTreeMap::new();
    for u in units {
        for (ty, n) in &u.factors {
            if *n > 0 {
                *by_value.entry(chart.value(&u.power, *ty)).or_default() += n;
            }
        }
    }
    let total: u32 = by_value.values().sum();
    if total == 0 {
        return Morale {
            tenths: 0,
            working: Working::NoArmyFactors,
        };
    }
    let sum: i64 = by_value
        .iter()
        .map(|(v, n)| i64::from(*v) * i64::from(*n))
        .sum();
    // Round up to the next tenth: ceil(sum / total) in tenths.
    let tenths = ((sum + i64::from(total) - 1) / i64::from(total)) as i32;
    let terms: Vec<Term> = by_value
        .iter()
        .map(|(v, n)| Term {
            count: *n,
            value: fmt_tenths(*v),
        })
        .collect();
    let hundredths = sum * 10 / i64::from(total);
    Morale {
        tenths,
        working: Working::One {
            terms,
            sum: fmt_tenths(sum as i32),
            total,
            whole: hundredths / 100,
            hundredths: hundredths % 100,
            base: fmt_tenths(tenths),
        },
    }
}

/// 7.5.2.6.1.2 method two.
pub fn method_two(chart: &MoraleChart, units: &[Unit]) -> Morale {
    let mut corps: BTreeMap<&str, u32> = BTreeMap::new();
    for u in units.iter().filter(|u| u.kind == UnitKind::Corps) {
        *corps.entry(u.power.as_str()).or_default() += 1;
    }
    // Most corps; with equal numbers, the lowest basic morale; then by id.
    let primary = corps
        .iter()
        .max_by(|a, b| {
            a.1.cmp(b.1)
                .then(chart.basic(b.0).cmp(&chart.basic(a.0)))
                .then(b.0.cmp(a.0))
        })
        .map(|(p, _)| p.to_string())
        .or_else(|| units.first().map(|u| u.power.clone()))
        .unwrap_or_default();
    let basic = chart.basic(&primary);
    let mut guard = 0i32;
    let mut low = 0i32;
    for u in units {
        for (ty, n) in &u.factors {
            if *ty == FactorType::Guard {
                guard += *n as i32;
            } else if chart.value(&u.power, *ty) <= 20 {
                low += *n as i32;
            }
        }
    }
    let adj = (guard - low).clamp(-chart.max_down, chart.max_up);
    Morale {
        tenths: basic + adj,
        working: Working::Two {
            basic: fmt_tenths(basic),
            net: fmt_tenths(guard - low),
            up: fmt_tenths(chart.max_up),
            down: fmt_tenths(chart.max_down),
            base: fmt_tenths(basic + adj),
            primary,
            guard,
            low,
        },
    }
}

/// 7.5.2.6.2, 7.5.2.13.2.1: final morale on day `day` (1-based).
pub fn final_level(chart: &MoraleChart, base: i32, day: u32) -> i32 {
    base - chart.per_day * (day as i32 - 1)
}
