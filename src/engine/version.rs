//! The engine an entry was resolved by, as resolution.yaml records it (`pbem 0.4.0`), and
//! what changed at each version. A replay of an old entry must give its bytes as they were,
//! so every change to what an entry holds (a rule's dice, a report's words, a mail's text, a
//! new file) is switched on from the version that made it, and asked here by name.

use std::cmp::Ordering;
use std::fmt;
use std::marker::PhantomData;

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

/// The version of issue 30's report words in templates (with the wording each game mends
/// there) and verify at the floor, and issue 29's judge mail: every change from 0.9.0 to
/// what an entry holds is switched on from here. An entry resolved before replays as it was.
pub const V0_10_0: EngineVersion = EngineVersion::new(0, 10, 0);

/// The version of pictures as mails carry them (issue 30, item 6): a picture of the board
/// is written in ASCII (each other character as an XML character reference) and attached
/// to a report mail as written, in 7bit, not quoted-printable, so a replay checks it by its
/// lines. An entry resolved before replays as it was.
pub const V0_11_0: EngineVersion = EngineVersion::new(0, 11, 0);

/// The version of the entry kept small (issue 30, item 6) and the Grande Tactique charge
/// that closes to its target's edge: a picture is written once per entry (a player's only
/// where it differs from the public one) and a report mail is kept with its picture part
/// naming that file, filled in when the mail is sent. An entry resolved before replays as
/// it was.
pub const V0_12_0: EngineVersion = EngineVersion::new(0, 12, 0);

/// One named change of a game's rules: each game lists its changes in one table (its
/// `revision` module, made by [`changes!`]), each with the pbem version of the fork of the
/// game's schedule ([`crate::engine::revision::SCHEDULE`]) it came in. The rules ask
/// [`RulesEra::has`] by name, never a version.
pub trait Change: Copy + Eq + fmt::Debug + 'static {
    /// The game (its id, the key of its schedule).
    const GAME: &'static str;
    /// Every change of the game with the pbem version of the fork it came in, in the order
    /// the forks came.
    const TABLE: &'static [(Self, EngineVersion)];
    /// The pbem version of the fork this change came in (its row of [`Change::TABLE`]).
    fn since(self) -> EngineVersion;
}

/// A game's table of changes: an enum of named changes (the rule each concerns in the
/// variant's doc comment) and, for each, the pbem version of the fork it came in. The enum
/// and its [`Change`] table are made together, so no change lacks its fork.
macro_rules! changes {
    (
        $(#[$meta:meta])*
        $vis:vis enum $name:ident for $game:literal {
            $($(#[$vmeta:meta])* $variant:ident = $since:expr,)*
        }
    ) => {
        $(#[$meta])*
        #[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
        $vis enum $name {
            $($(#[$vmeta])* $variant,)*
        }

        impl $crate::engine::version::Change for $name {
            const GAME: &'static str = $game;
            const TABLE: &'static [(Self, $crate::engine::version::EngineVersion)] =
                &[$(($name::$variant, $since),)*];
            fn since(self) -> $crate::engine::version::EngineVersion {
                match self {
                    $($name::$variant => $since,)*
                }
            }
        }
    };
}
pub(crate) use changes;

/// The rules an entry is resolved by, for the game whose changes are `C`: the pbem version
/// whose rules the entry's revision plays (or, for an entry of pbem 0.5.0 or older, which
/// records no revision, the engine it names). Computed once per entry from `Ctx.engine`
/// ([`RulesEra::of`]) and carried in the game's rules bundle; the rules ask it
/// [`RulesEra::has`] with a named change of their game's table.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub struct RulesEra<C> {
    rules: EngineVersion,
    changes: PhantomData<fn() -> C>,
}

impl<C: Change> RulesEra<C> {
    /// The rules of pbem 0.5.0 (an old entry's, for tests that replay one).
    pub const V0_5: Self = Self::at(V0_5_0);
    /// The rules of pbem 0.6.0.
    pub const V0_6: Self = Self::at(V0_6_0);
    /// The rules of pbem 0.7.0.
    pub const V0_7: Self = Self::at(V0_7_0);
    /// The rules of pbem 0.8.0.
    pub const V0_8: Self = Self::at(V0_8_0);
    /// The rules of pbem 0.9.0.
    pub const V0_9: Self = Self::at(V0_9_0);
    /// The rules of pbem 0.10.0.
    pub const V0_10: Self = Self::at(V0_10_0);
    /// The rules of pbem 0.11.0 (the same rules as 0.10.0's: the fork every release makes).
    pub const V0_11: Self = Self::at(V0_11_0);
    /// The rules of pbem 0.12.0.
    pub const V0_12: Self = Self::at(V0_12_0);

    /// The rules of pbem `rules`.
    pub const fn at(rules: EngineVersion) -> Self {
        RulesEra {
            rules,
            changes: PhantomData,
        }
    }

    /// The rules of an entry resolved by `engine` (`pbem 0.5.0`, as `Ctx.engine` holds it);
    /// an engine string that names no version counts as this binary, so every change applies.
    pub fn of(engine: &str) -> Self {
        Self::at(EngineVersion::parse(engine).unwrap_or_else(EngineVersion::current))
    }

    /// Whether these rules have `change` (its fork is at or before them).
    pub fn has(self, change: C) -> bool {
        self.rules >= change.since()
    }

    /// The pbem version whose rules these are.
    pub fn rules(self) -> EngineVersion {
        self.rules
    }
}

impl<C: Change> Default for RulesEra<C> {
    /// This binary's rules: a new entry's.
    fn default() -> Self {
        Self::at(EngineVersion::current())
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
