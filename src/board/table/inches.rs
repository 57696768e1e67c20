//! Inches as written in table data: an integer (`12`) or a decimal with at most three places
//! (`12.5`, `"0.125"`), read exactly into a [`Length`] in thou; no float arithmetic.

use super::measure::{Length, PER_INCH};
use serde::de::{self, Deserializer, Visitor};
use serde::{Deserialize, Serialize, Serializer};

/// A length read from or written to data in inches (serde edge type).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub struct Inches(pub Length);

/// Parses `"12"`, `"-3.25"`, `"0.125"` into thou; `None` past three decimals or on junk.
pub fn parse_inches(s: &str) -> Option<Length> {
    let s = s.trim().trim_end_matches('"');
    let (neg, s) = match s.strip_prefix('-') {
        Some(r) => (true, r),
        None => (false, s),
    };
    let (whole, frac) = s.split_once('.').unwrap_or((s, ""));
    if whole.is_empty() && frac.is_empty()
        || frac.len() > 3
        || !whole.bytes().all(|b| b.is_ascii_digit())
        || !frac.bytes().all(|b| b.is_ascii_digit())
    {
        return None;
    }
    let w: i64 = if whole.is_empty() {
        0
    } else {
        whole.parse().ok()?
    };
    let f: i64 = format!("{frac:0<3}").parse().ok()?;
    let v = w.checked_mul(PER_INCH)?.checked_add(f)?;
    Some(Length(if neg { -v } else { v }))
}

impl Serialize for Inches {
    /// Written as the decimal string of [`Length`]'s display without the inch mark.
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let t = self.0.to_string();
        s.serialize_str(t.trim_end_matches('"'))
    }
}

impl<'de> Deserialize<'de> for Inches {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        d.deserialize_any(InchesVisitor)
    }
}

struct InchesVisitor;

const EXPECTED: &str = "inches: a number with at most three decimals";

impl Visitor<'_> for InchesVisitor {
    type Value = Inches;

    fn expecting(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(EXPECTED)
    }

    fn visit_i64<E: de::Error>(self, v: i64) -> Result<Inches, E> {
        v.checked_mul(PER_INCH)
            .map(|t| Inches(Length(t)))
            .ok_or_else(|| E::custom("inches out of range"))
    }

    fn visit_u64<E: de::Error>(self, v: u64) -> Result<Inches, E> {
        i64::try_from(v)
            .map_err(|_| E::custom("inches out of range"))
            .and_then(|v| self.visit_i64(v))
    }

    // The float's shortest decimal text is what the file said; it is parsed as a decimal.
    fn visit_f64<E: de::Error>(self, v: f64) -> Result<Inches, E> {
        self.visit_str(&v.to_string())
    }

    fn visit_str<E: de::Error>(self, v: &str) -> Result<Inches, E> {
        parse_inches(v)
            .map(Inches)
            .ok_or_else(|| E::custom(format!("'{v}': {EXPECTED}")))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn exact_decimals() {
        assert_eq!(parse_inches("12"), Some(Length(12_000)));
        assert_eq!(parse_inches("12.5"), Some(Length(12_500)));
        assert_eq!(parse_inches("-0.125"), Some(Length(-125)));
        assert_eq!(parse_inches(".5"), Some(Length(500)));
        assert_eq!(parse_inches("1.2345"), None);
        assert_eq!(parse_inches("x"), None);
        assert_eq!(parse_inches("."), None);
        let v: Vec<Inches> = serde_yaml::from_str("[2.5, 3, '0.001']").unwrap();
        assert_eq!(
            v,
            vec![
                Inches(Length(2500)),
                Inches(Length(3000)),
                Inches(Length(1))
            ]
        );
        assert!(serde_yaml::from_str::<Inches>("0.0001").is_err());
    }
}
