//! Absences (issue 29): a player announces dates away (`pbem absence`, or the mail line
//! `PBEM-ABSENCE <campaign> <from> <to>`); the schedule moves a deadline that falls inside
//! one to the first slot after it, within `schedule.absence_cap`. Recorded, in the order
//! announced, in the campaign's `absences.yaml` (a top-level file no entry is made from);
//! each move is recorded in the deadline it made (the entry's resolution.yaml).

use super::clock::{self, Zone};
use crate::campaign::recover::Lock;
use crate::campaign::Campaign;
use crate::error::{Error, Result};
use crate::store::{self, Kind};
use crate::yaml::Source;
use jiff::civil::Date;
use serde::{Deserialize, Serialize};

/// The file of absences, in the campaign folder.
pub const FILE: &str = "absences.yaml";

/// The longest absence: 366 days.
const MAX_DAYS: i32 = 366;

/// One absence: a player away from the start of `from` to the end of `to` (local dates
/// in the schedule's zone, UTC without a schedule).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Absence {
    /// The player.
    pub player: String,
    /// First day away, `YYYY-MM-DD`.
    pub from: String,
    /// Last day away, `YYYY-MM-DD`.
    pub to: String,
    /// When it was recorded (RFC 3339, the moderator's clock).
    pub recorded: String,
    /// `command` or `mail`.
    pub by: String,
}

/// `absences.yaml`.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Absences {
    /// In the order recorded.
    pub absences: Vec<Absence>,
}

fn date(what: &str, t: &str) -> Result<Date> {
    t.parse::<Date>().map_err(|_| {
        Error::Campaign(format!(
            "{what} '{t}' is not a date YYYY-MM-DD (e.g. 2026-12-24)"
        ))
    })
}

impl Absence {
    /// The UTC seconds `[start, end)` of the absence in `zone`.
    ///
    /// # Errors
    /// A date that does not parse.
    pub fn window(&self, zone: &Zone) -> Result<(i64, i64)> {
        let from = date("from", &self.from)?;
        let to = date("to", &self.to)?;
        Ok((zone.at(from, 0)?, zone.at(clock::tomorrow(to)?, 0)?))
    }
}

/// Reads `absences.yaml` (none: no absence).
///
/// # Errors
/// A malformed file, with its path and line.
pub fn load(c: &Campaign) -> Result<Absences> {
    let path = c.dir.join(FILE);
    if store::kind(&path)? == Kind::Missing {
        return Ok(Absences::default());
    }
    Source::read(&path)?.parse()
}

/// Checks and records an absence of `player` from `from` to `to` (inclusive dates),
/// announced `by` (`command` or `mail`) at `now`. Takes the campaign lock unless the
/// caller holds it (`locked`).
///
/// # Errors
/// Not a player of the campaign; dates that do not parse, `to` before `from`, longer
/// than 366 days, or ending before `now`'s date; a write that fails.
pub fn record(
    c: &Campaign,
    player: &str,
    from: &str,
    to: &str,
    now: &str,
    by: &str,
    locked: bool,
) -> Result<Absence> {
    let _lock = if locked {
        None
    } else {
        Some(Lock::take(&c.dir)?)
    };
    if !c.players.contains_key(player) {
        return Err(Error::Campaign(format!(
            "'{player}' is not a player of campaign {}",
            c.file.id
        )));
    }
    let (f, t) = (date("--from", from)?, date("--to", to)?);
    if t < f {
        return Err(Error::Campaign(format!(
            "absence: --to {to} is before --from {from}"
        )));
    }
    let utc = Zone::named("UTC").map_err(Error::Campaign)?;
    let days = (utc.at(t, 0)? - utc.at(f, 0)?) / 86_400;
    if days >= i64::from(MAX_DAYS) {
        return Err(Error::Campaign(format!(
            "absence {from} to {to} is longer than 366 days"
        )));
    }
    let today = clock::text(clock::secs("--now", now)?);
    if to < &today[..10] {
        return Err(Error::Campaign(format!(
            "absence {from} to {to} ended before today ({})",
            &today[..10]
        )));
    }
    let a = Absence {
        player: player.into(),
        from: f.to_string(),
        to: t.to_string(),
        recorded: now.into(),
        by: by.into(),
    };
    let mut all = load(c)?;
    all.absences.push(a.clone());
    store::write_atomic(&c.dir.join(FILE), crate::yaml::to_string(&all)?.as_bytes())?;
    Ok(a)
}

/// Records the absence a mail from `player` announces (the inbox's `PBEM-ABSENCE
/// <campaign> <from> <to>` line, [`crate::mail::extract::Item::Absence`]), with the
/// campaign lock held by the caller, at the message's Date (`date`). Returns what the
/// inbox tells the sender.
///
/// # Errors
/// As [`record`]; a line for another campaign; a message without a Date field.
pub fn from_mail(
    c: &Campaign,
    player: &str,
    campaign: &str,
    from: &str,
    to: &str,
    date: Option<String>,
) -> Result<String> {
    if campaign != c.file.id.as_str() {
        return Err(Error::Campaign(format!(
            "PBEM-ABSENCE names campaign {campaign}, not {}",
            c.file.id
        )));
    }
    let Some(date) = date else {
        return Err(Error::Campaign(
            "PBEM-ABSENCE: the message has no Date field, the time the absence is recorded at"
                .into(),
        ));
    };
    let a = record(c, player, from, to, &date, "mail", true)?;
    Ok(format!(
        "absence of {} from {} to {} recorded",
        a.player, a.from, a.to
    ))
}
