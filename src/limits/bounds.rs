//! The bounds on numbers in game data: one [`Range`] for each kind of figure (strengths,
//! guns per battery, counts, moves, sizes, costs, dice sizes, reaches), named by the YAML
//! key that holds it in every game's files, and a [`DEFAULT`] for any other number. The
//! largest figure in the shipped data is 2,000 (a move multiplier in thousandths); the
//! bounds stand far above every real figure and far below what would make a resolution's
//! files larger than pbem reads back (docs/limits.md).

use crate::error::{Error, Location, Result};

/// An inclusive range of numbers a figure may take.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Range {
    /// The least value allowed.
    pub min: i64,
    /// The greatest value allowed.
    pub max: i64,
}

impl Range {
    /// `min..=max`.
    pub const fn new(min: i64, max: i64) -> Self {
        Range { min, max }
    }

    /// Whether `value` (finite) is within the range.
    pub fn holds(self, value: f64) -> bool {
        value.is_finite() && value >= self.min as f64 && value <= self.max as f64
    }
}

/// Any number of game data whose key has no bound of its own.
pub const DEFAULT: Range = Range::new(-100_000, 100_000);

/// The figures with a bound of their own: YAML key, range, what the figure is. The same key
/// means the same kind of figure in every game's files.
pub const BOUNDS: &[(&str, Range, &str)] = &[
    // Dice.
    ("die", Range::new(2, 100), "a die's number of sides"),
    ("dice", Range::new(1, 20), "a number of dice"),
    // Strengths and counts.
    ("strength", Range::new(0, 1_000), "a strength"),
    ("sps", Range::new(0, 1_000), "a number of strength points"),
    ("guns", Range::new(1, 100), "the guns of one battery"),
    (
        "guns-per-stand",
        Range::new(1, 100),
        "the guns of one stand",
    ),
    ("stands", Range::new(1, 100), "a number of stands"),
    (
        "hits-per-stand",
        Range::new(1, 100),
        "the hits one stand takes",
    ),
    ("hits", Range::new(0, 1_000), "a number of hits"),
    ("casualties", Range::new(0, 1_000), "a number of casualties"),
    // Turns and percentages.
    ("last_turn", Range::new(1, 1_000), "the last turn"),
    ("turn", Range::new(0, 1_000), "a turn"),
    ("break_percent", Range::new(1, 100), "a percentage"),
    ("percent", Range::new(0, 100), "a percentage"),
    // Moves, reaches and sizes (inches of a table, pixels of a map).
    ("move", Range::new(0, 1_000), "a move"),
    ("leader_move", Range::new(0, 1_000), "a leader's move"),
    ("reach", Range::new(0, 1_000), "a reach"),
    (
        "commander_reach",
        Range::new(0, 1_000),
        "a commander's reach",
    ),
    ("width", Range::new(0, 1_000), "a width"),
    ("depth", Range::new(0, 1_000), "a depth"),
    ("size", Range::new(1, 10_000), "a size"),
    ("facing", Range::new(-360, 360), "a facing in degrees"),
    // Costs.
    ("cost", Range::new(0, 10_000), "a cost"),
    ("area_cost", Range::new(0, 10_000), "a cost"),
    ("other-units-cost", Range::new(0, 10_000), "a cost"),
    ("points", Range::new(0, 10_000), "a number of points"),
];

/// The counts with a bound: YAML key of a list, the most items it may hold. The rules'
/// work for a battle grows faster than its number of units (a turn of Old Trousers with 200
/// battalions takes about 25 s unoptimized, with 960 more than ten minutes); the largest
/// shipped list of units has 55.
pub const COUNTS: &[(&str, usize)] = &[("units", 500), ("leaders", 200), ("generals", 200)];

/// The most items a list under `key` may hold (no bound of its own: the YAML screen's).
pub fn max_items(key: &str) -> usize {
    COUNTS
        .iter()
        .find(|(k, _)| *k == key)
        .map_or(usize::MAX, |(_, n)| *n)
}

/// The range for a number under `key`, and what the figure is.
pub fn for_key(key: &str) -> (Range, &'static str) {
    BOUNDS
        .iter()
        .find(|(k, ..)| *k == key)
        .map_or((DEFAULT, "a number of game data"), |(_, r, w)| (*r, w))
}

/// `value` (`text` as written) is within `range`; else an [`Error::Invalid`] at `at`
/// naming the figure (`what`) and the range.
///
/// # Errors
/// [`Error::Invalid`] for a value outside the range, infinite or not a number.
pub fn check_range(value: f64, text: &str, range: Range, at: Location, what: &str) -> Result<()> {
    if range.holds(value) {
        return Ok(());
    }
    Err(Error::invalid(
        at,
        format!(
            "{text} is out of bounds for {what}: game data takes {} to {} here (docs/limits.md)",
            range.min, range.max
        ),
    ))
}

/// The number a plain YAML scalar stands for (YAML 1.2 core schema: decimal, `0x`, `0o`,
/// exponents, `.inf`, `.nan`), or `None` for text.
pub fn number(s: &str) -> Option<f64> {
    let (sign, body) = match s.strip_prefix('-') {
        Some(b) => (-1.0, b),
        None => (1.0, s.strip_prefix('+').unwrap_or(s)),
    };
    let radix = |digits: &str, r: u32| {
        (!digits.is_empty() && digits.chars().all(|c| c.is_digit(r)))
            .then(|| u128::from_str_radix(digits, r).map_or(f64::INFINITY, |v| v as f64))
    };
    if let Some(h) = body.strip_prefix("0x") {
        return radix(h, 16).map(|v| sign * v);
    }
    if let Some(o) = body.strip_prefix("0o") {
        return radix(o, 8).map(|v| sign * v);
    }
    if matches!(body, ".inf" | ".Inf" | ".INF") {
        return Some(sign * f64::INFINITY);
    }
    if matches!(s, ".nan" | ".NaN" | ".NAN") {
        return Some(f64::NAN);
    }
    let decimal = body.chars().any(|c| c.is_ascii_digit())
        && body
            .chars()
            .all(|c| c.is_ascii_digit() || matches!(c, '.' | 'e' | 'E' | '+' | '-'));
    if decimal {
        body.parse::<f64>().ok().map(|v| sign * v)
    } else {
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_are_read_as_yaml_reads_them() {
        assert_eq!(number("12"), Some(12.0));
        assert_eq!(number("-0.5"), Some(-0.5));
        assert_eq!(number("1e6"), Some(1e6));
        assert_eq!(number("0x10"), Some(16.0));
        assert_eq!(number("0o10"), Some(8.0));
        assert_eq!(number(".inf"), Some(f64::INFINITY));
        assert!(number(".nan").is_some_and(f64::is_nan));
        assert_eq!(number("99999999999999999999999"), Some(1e23));
        for text in [
            "attack-column",
            "6-pdr",
            "inf",
            "nan",
            "e",
            "-",
            "1775a",
            "",
        ] {
            assert_eq!(number(text), None, "{text}");
        }
    }

    #[test]
    fn a_die_has_two_sides_at_least_and_nan_is_never_in_range() {
        let (die, _) = for_key("die");
        assert!(!die.holds(1.0) && die.holds(2.0) && die.holds(100.0));
        assert!(!DEFAULT.holds(f64::NAN) && !DEFAULT.holds(f64::INFINITY));
        assert_eq!(for_key("no-such-key").0, DEFAULT);
    }
}
