//! The rules revision an entry is resolved by: a number per game, fixed before the entry's
//! first commitment (docs/fairness.md, section 12), as a consensus client keeps its fork
//! schedule. The rules never read it: each game's rules read a typed
//! [`crate::engine::version::RulesEra`] made once from the engine string the revision stands
//! for ([`engine_of`], `Ctx.engine`), and ask it by the named changes of the game's table
//! (`src/rules/<game>/revision.rs`), each checked against this schedule ([`check_changes`]).

use super::version::{
    Change, EngineVersion, V0_10_0, V0_11_0, V0_12_0, V0_5_0, V0_6_0, V0_7_0, V0_8_0, V0_9_0,
};
use crate::error::{Error, Result};
use serde::{Deserialize, Serialize};
use std::fmt;

/// A game's rules revision (1, 2, ...): the rules as the pbem version of its fork
/// ([`Fork::rules`]) plays them. Numbered per game, in the order the forks came.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Revision(pub u32);

impl fmt::Display for Revision {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

/// One fork of a game's schedule: from `revision` on, the rules are those of pbem `rules`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Fork {
    /// The revision.
    pub revision: Revision,
    /// The pbem version whose rules the revision plays.
    pub rules: EngineVersion,
}

const fn fork(revision: u32, rules: EngineVersion) -> Fork {
    Fork {
        revision: Revision(revision),
        rules,
    }
}

const V0_3_0: EngineVersion = EngineVersion::new(0, 3, 0);

/// Every game's schedule, oldest fork first. A new rules change adds a fork to the games
/// it changes (and an `EngineVersion` constant), and names the change in each game's table
/// of changes with that fork; a fork is never edited or removed, or entries that name it
/// would replay differently.
pub const SCHEDULE: &[(&str, &[Fork])] = &[
    (
        "empires-in-arms",
        &[
            fork(1, V0_3_0),
            fork(2, V0_5_0),
            fork(3, V0_6_0),
            fork(4, V0_7_0),
            fork(5, V0_8_0),
            fork(6, V0_9_0),
            fork(7, V0_10_0),
            fork(8, V0_11_0),
            fork(9, V0_12_0),
        ],
    ),
    (
        "spi-1812",
        &[
            fork(1, V0_3_0),
            fork(2, V0_5_0),
            fork(3, V0_6_0),
            fork(4, V0_7_0),
            fork(5, V0_8_0),
            fork(6, V0_9_0),
            fork(7, V0_10_0),
            fork(8, V0_11_0),
            fork(9, V0_12_0),
        ],
    ),
    (
        "american-revolution",
        &[
            fork(1, V0_5_0),
            fork(2, V0_6_0),
            fork(3, V0_7_0),
            fork(4, V0_8_0),
            fork(5, V0_9_0),
            fork(6, V0_10_0),
            fork(7, V0_11_0),
            fork(8, V0_12_0),
        ],
    ),
    (
        "old-trousers",
        &[
            fork(1, V0_5_0),
            fork(2, V0_6_0),
            fork(3, V0_7_0),
            fork(4, V0_8_0),
            fork(5, V0_9_0),
            fork(6, V0_10_0),
            fork(7, V0_11_0),
            fork(8, V0_12_0),
        ],
    ),
    (
        "grande-tactique",
        &[
            fork(1, V0_5_0),
            fork(2, V0_6_0),
            fork(3, V0_7_0),
            fork(4, V0_8_0),
            fork(5, V0_9_0),
            fork(6, V0_10_0),
            fork(7, V0_11_0),
            fork(8, V0_12_0),
        ],
    ),
];

/// `game`'s forks, oldest first.
///
/// # Errors
/// [`Error::Campaign`] for a game without a schedule.
pub fn schedule(game: &str) -> Result<&'static [Fork]> {
    SCHEDULE
        .iter()
        .find(|(g, _)| *g == game)
        .map(|(_, f)| *f)
        .ok_or_else(|| Error::Campaign(format!("game '{game}' has no rules revisions")))
}

/// The newest revision of `game` this pbem plays: a new campaign's.
///
/// # Errors
/// As [`schedule`].
pub fn newest(game: &str) -> Result<Revision> {
    let now = EngineVersion::current();
    schedule(game)?
        .iter()
        .rev()
        .find(|f| f.rules <= now)
        .map(|f| f.revision)
        .ok_or_else(|| Error::Campaign(format!("this pbem plays no revision of '{game}'")))
}

/// The engine string (`pbem 0.6.0`) whose rules revision `r` of `game` plays: what
/// `Ctx.engine` holds when an entry of that revision is resolved or replayed.
///
/// # Errors
/// [`Error::Campaign`] for a revision this pbem does not know (a newer pbem's).
pub fn engine_of(game: &str, r: Revision) -> Result<String> {
    let now = EngineVersion::current();
    match schedule(game)?.iter().find(|f| f.revision == r) {
        Some(f) if f.rules <= now => Ok(format!("pbem {}", f.rules)),
        _ => Err(Error::Campaign(format!(
            "this pbem ({now}) does not know rules revision {r} of {game}: a newer pbem is needed"
        ))),
    }
}

/// The revision an entry of an older pbem (one that recorded none) was resolved by: the
/// newest fork of `game` at or before the engine it names.
///
/// # Errors
/// [`Error::Campaign`] when the engine names no version, or one before the game's first
/// fork (pbem did not play the game then).
pub fn implied(game: &str, engine: &str) -> Result<Revision> {
    let v = EngineVersion::parse(engine)
        .ok_or_else(|| Error::Campaign(format!("engine '{engine}' names no pbem version")))?;
    schedule(game)?
        .iter()
        .rev()
        .find(|f| f.rules <= v)
        .map(|f| f.revision)
        .ok_or_else(|| Error::Campaign(format!("{engine} did not play {game}")))
}

/// Checks the table of changes `C` against its game's schedule: the changes in the order
/// their forks came, each fork one of the schedule's. A change older than the recorded
/// revisions (before pbem 0.6.0, whose entries name their engine and replay with it, such as
/// one of pbem 0.3.1) may name that engine instead, at or after the game's first fork.
///
/// # Errors
/// The first row out of order or naming no fork, in words.
pub fn check_changes<C: Change>() -> std::result::Result<(), String> {
    let forks = schedule(C::GAME).map_err(|e| e.to_string())?;
    let first = forks.first().map(|f| f.rules);
    for w in C::TABLE.windows(2) {
        if w[1].1 < w[0].1 {
            return Err(format!(
                "{}: {:?} ({}) is listed after {:?} ({})",
                C::GAME,
                w[1].0,
                w[1].1,
                w[0].0,
                w[0].1
            ));
        }
    }
    for (c, v) in C::TABLE {
        let fork = forks.iter().any(|f| f.rules == *v);
        let before_revisions = *v < V0_6_0 && first.is_some_and(|f| f <= *v);
        if !(fork || before_revisions) || c.since() != *v {
            return Err(format!(
                "{}: {c:?} names pbem {v}, no fork of the game's schedule",
                C::GAME
            ));
        }
    }
    Ok(())
}

/// An explicit upgrade of the rules revision, recorded in the pending entry before its
/// first commitment (`pbem upgrade`) and kept in its resolution.yaml; the entry's report
/// mail says it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Upgrade {
    /// The revision before (the previous entry's).
    pub from: Revision,
    /// When the moderator recorded it (RFC 3339).
    pub set: String,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_game_has_a_schedule_in_order_ending_at_this_pbem() {
        for (game, forks) in SCHEDULE {
            assert!(forks
                .windows(2)
                .all(|w| w[0].revision < w[1].revision && w[0].rules < w[1].rules));
            assert_eq!(newest(game).unwrap(), forks.last().unwrap().revision);
            assert_eq!(
                engine_of(game, newest(game).unwrap()).unwrap(),
                format!("pbem {}", EngineVersion::current())
            );
        }
    }

    crate::engine::version::changes! {
        /// Listed out of order.
        #[allow(dead_code)]
        enum Shuffled for "old-trousers" {
            /// Later.
            Late = V0_7_0,
            /// Earlier.
            Early = V0_6_0,
        }
    }

    crate::engine::version::changes! {
        /// A version no fork has.
        #[allow(dead_code)]
        enum Unforked for "old-trousers" {
            /// pbem 0.6.1.
            Odd = EngineVersion::new(0, 6, 1),
        }
    }

    crate::engine::version::changes! {
        /// A change of a pbem before the recorded revisions.
        #[allow(dead_code)]
        enum Legacy for "spi-1812" {
            /// pbem 0.3.1.
            Old = EngineVersion::new(0, 3, 1),
        }
    }

    #[test]
    fn a_table_out_of_order_or_off_the_schedule_is_refused() {
        assert!(check_changes::<Shuffled>().unwrap_err().contains("Early"));
        assert!(check_changes::<Unforked>().unwrap_err().contains("0.6.1"));
        assert_eq!(check_changes::<Legacy>(), Ok(()));
    }

    #[test]
    fn old_engines_imply_their_revision_and_unknown_ones_are_refused() {
        assert_eq!(implied("spi-1812", "pbem 0.4.0").unwrap(), Revision(1));
        assert_eq!(implied("spi-1812", "pbem 0.5.0").unwrap(), Revision(2));
        assert_eq!(implied("old-trousers", "pbem 0.5.0").unwrap(), Revision(1));
        assert!(implied("old-trousers", "pbem 0.4.0").is_err());
        assert!(implied("spi-1812", "pbem").is_err());
        assert!(engine_of("spi-1812", Revision(10)).is_err());
        assert_eq!(engine_of("spi-1812", Revision(9)).unwrap(), "pbem 0.12.0");
        assert_eq!(engine_of("spi-1812", Revision(1)).unwrap(), "pbem 0.3.0");
    }
}
