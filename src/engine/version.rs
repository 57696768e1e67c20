//! The engine an entry was resolved by, as resolution.yaml records it (`pbem 0.4.0`), and
//! what changed at each version. A replay of an old entry must give its bytes as they were,
//! so every change to what an entry holds (a rule's dice, a report's words, a mail's text, a
//! new file) is switched on from the version that made it, and asked here by name.

use std::cmp::Ordering;
use std::fmt;

/// A pbem version `major.minor.patch`, ordered as numbers.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct EngineVersion {
    /// Major.
    pub major: u32,
    /// Minor.
    pub minor: u32,
    /// Patch.
    pub patch: u32,
}

impl EngineVersion {
    /// A version.
    pub const fn new(major: u32, minor: u32, patch: u32) -> Self {
        EngineVersion {
            major,
            minor,
            patch,
        }
    }

    /// The version in an engine string (`pbem 0.4.0`, or `0.4.0`); `None` when it holds no
    /// `major.minor.patch` of numbers. A pre-release or build suffix (`0.5.0-rc1`) is
    /// ignored.
    pub fn parse(engine: &str) -> Option<Self> {
        let v = engine.trim().trim_start_matches("pbem ").trim();
        let core = v.split(['-', '+']).next()?;
        let mut parts = core.split('.').map(|p| p.parse::<u32>().ok());
        let (major, minor, patch) = (parts.next()??, parts.next()??, parts.next()??);
        if parts.next().is_some() {
            return None;
        }
        Some(EngineVersion::new(major, minor, patch))
    }

    /// This binary's version.
    pub fn current() -> Self {
        EngineVersion::parse(env!("CARGO_PKG_VERSION")).unwrap_or(EngineVersion::new(0, 0, 0))
    }
}

impl fmt::Display for EngineVersion {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}.{}.{}", self.major, self.minor, self.patch)
    }
}

/// True when `engine` (as resolution.yaml records it) is `since` or newer. An engine string
/// that names no version (a hand-edited file) counts as this binary, so the newest
/// behaviour applies.
pub fn at_least(engine: &str, since: EngineVersion) -> bool {
    let v = EngineVersion::parse(engine).unwrap_or_else(EngineVersion::current);
    v.cmp(&since) != Ordering::Less
}

/// The version from which reports, mails and maps take the 0.5.0 form: report templates as
/// `templates/` holds them today (older entries render with the set frozen for their
/// version), plain-text mail without Markdown escapes, and a map picture per report.
pub const V0_5_0: EngineVersion = EngineVersion::new(0, 5, 0);

/// The version from which the miniatures games and American Revolution play as their texts
/// play them (issues 26 and 27: chargers moving in the Movement Subsegment, routs and
/// flight that run, forts and sieges that end, ...), and Empires in Arms and 1812 take
/// their last corrections. An entry resolved before it replays with the rules it had.
pub const V0_6_0: EngineVersion = EngineVersion::new(0, 6, 0);

/// The version from which the last readings of issues 26 and 27 apply (Old Trousers'
/// Surprise, "takes ground", terrain for breakthroughs, counter-charges and fords; the
/// standing orders' figures read from `games/`; ...), and entries record what verify
/// covers of mail keys and times (issue 28). An entry resolved before it replays as it was.
pub const V0_7_0: EngineVersion = EngineVersion::new(0, 7, 0);

/// The version of the judge (issue 29), the one game contract (issue 30), the public copy of
/// a hidden game (issue 28) and the last pictures of issue 31: every change from 0.7.0 to
/// what an entry holds is switched on from here. An entry resolved before replays as it was.
pub const V0_8_0: EngineVersion = EngineVersion::new(0, 8, 0);

/// The version of issue 30's last items (one printed-chart model, rule revisions in one
/// table, verify at the floor), the players' own view on a public copy (issue 28) and the
/// judge's last parts (issue 29): every change from 0.8.0 to what an entry holds is
/// switched on from here. An entry resolved before replays as it was.
pub const V0_9_0: EngineVersion = EngineVersion::new(0, 9, 0);

/// Which side of 0.6.0 an entry's rules are: the rules of each game read this typed value,
/// computed once from the entry's engine, never the engine string (each game's `Revision`
/// is this type; its module says what changed).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Default)]
pub enum RulesEra {
    /// As pbem 0.5.x and older resolved it: old entries replay with it.
    V0_5,
    /// pbem 0.6.x: the rules as issues 26 and 27 first made them play.
    V0_6,
    /// pbem 0.7.x: the last readings of issues 26 and 27 (see [`V0_7_0`]).
    V0_7,
    /// pbem 0.8.x (see [`V0_8_0`]).
    V0_8,
    /// pbem 0.9.0 on (see [`V0_9_0`]).
    #[default]
    V0_9,
}

impl RulesEra {
    /// The era of an entry resolved by `engine` (`pbem 0.5.0`, as resolution.yaml records it).
    pub fn of(engine: &str) -> RulesEra {
        if at_least(engine, V0_9_0) {
            RulesEra::V0_9
        } else if at_least(engine, V0_8_0) {
            RulesEra::V0_8
        } else if at_least(engine, V0_7_0) {
            RulesEra::V0_7
        } else if at_least(engine, V0_6_0) {
            RulesEra::V0_6
        } else {
            RulesEra::V0_5
        }
    }

    /// Whether these are the 0.6.0 rules or newer.
    pub fn v0_6(self) -> bool {
        self >= RulesEra::V0_6
    }

    /// Whether these are the 0.7.0 rules or newer.
    pub fn v0_7(self) -> bool {
        self >= RulesEra::V0_7
    }

    /// Whether these are the 0.8.0 rules or newer.
    pub fn v0_8(self) -> bool {
        self >= RulesEra::V0_8
    }

    /// Whether these are the 0.9.0 rules or newer.
    pub fn v0_9(self) -> bool {
        self >= RulesEra::V0_9
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn versions_parse_and_order_as_numbers() {
        assert_eq!(
            EngineVersion::parse("pbem 0.4.0"),
            Some(EngineVersion::new(0, 4, 0))
        );
        assert_eq!(
            EngineVersion::parse("0.10.2-rc1"),
            Some(EngineVersion::new(0, 10, 2))
        );
        assert_eq!(EngineVersion::parse("pbem"), None);
        assert_eq!(EngineVersion::parse("pbem 1.2"), None);
        assert_eq!(EngineVersion::parse("pbem 1.2.3.4"), None);
        assert!(EngineVersion::new(0, 10, 0) > EngineVersion::new(0, 9, 9));
        assert!(at_least("pbem 0.5.0", V0_5_0));
        assert!(at_least("pbem 0.10.0", V0_5_0));
        assert!(!at_least("pbem 0.4.0", V0_5_0));
        assert!(!at_least("pbem 0.3.0", V0_5_0));
    }
}
