//! campaign.yaml `schedule:` (issue 29): when the judge sets each entry's deadline, read
//! as njudge reads its `clock`, `min`, `next`, `grace`, `days` and `delay`, plus the cap
//! on moving a deadline for an absence. Checked where campaign.yaml is loaded.

use super::clock::Zone;
use crate::campaign::deadline::MAX_GRACE_SECS;
use crate::campaign::validate::Problem;
use serde::{Deserialize, Serialize};

/// The deadline schedule of a campaign (campaign.yaml `schedule:`).
///
/// Durations are humantime texts (`12h`, `3days`); the clock is `HH:MM` in `zone`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Schedule {
    /// The IANA time zone the clock and the days are read in (`Europe/Paris`), looked up
    /// in the zone database pbem embeds (never the host's).
    pub zone: String,
    /// The time of day deadlines fall at, `HH:MM` (24 hours) in `zone` (njudge `clock`).
    pub clock: String,
    /// The least time from the entry's opening before it may be resolved early, all
    /// orders in (njudge `min`) [default: 0s].
    #[serde(default = "zero")]
    pub min: String,
    /// The usual time from the entry's opening to its deadline (njudge `next`): the
    /// deadline is the first `clock` on an allowed day at or after opening + `next`.
    pub next: String,
    /// Grace after the deadline before NMR resolution (njudge `grace`) [default: 0s].
    #[serde(default = "zero")]
    pub grace: String,
    /// The weekdays a deadline may fall on (`mon` ... `sun`) [default: every day].
    #[serde(default = "every_day")]
    pub days: Vec<String>,
    /// The time after the last awaited orders arrive before resolving early (njudge
    /// `delay`), so a player can still change them [default: 0s].
    #[serde(default = "zero")]
    pub delay: String,
    /// The most a deadline is moved for absences, from where the schedule put it
    /// [default: 0s: absences are recorded but move nothing].
    #[serde(default = "zero")]
    pub absence_cap: String,
}

fn zero() -> String {
    "0s".into()
}

/// The weekday names `days` takes, Monday first.
pub const DAY_NAMES: [&str; 7] = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"];

fn every_day() -> Vec<String> {
    DAY_NAMES.iter().map(|d| d.to_string()).collect()
}

/// The longest `next`, `min`, `delay` and `absence_cap`: 366 days, as the grace.
const MAX_SECS: u64 = MAX_GRACE_SECS;

fn problem(key: &str, message: String) -> Problem {
    Problem {
        path: format!("schedule.{key}"),
        message,
    }
}

/// Parses a duration field of the schedule into seconds.
fn secs(key: &str, text: &str) -> Result<u64, Problem> {
    let d = humantime::parse_duration(text).map_err(|e| {
        problem(
            key,
            format!("schedule.{key} '{text}': {e} (e.g. 12h, 3days)"),
        )
    })?;
    if d.as_secs() > MAX_SECS {
        return Err(problem(
            key,
            format!("schedule.{key} '{text}' is longer than 366 days, the longest pbem accepts"),
        ));
    }
    Ok(d.as_secs())
}

/// A schedule checked and in numbers: what the deadline computations read.
#[derive(Debug, Clone)]
pub struct Checked {
    /// The zone.
    pub zone: Zone,
    /// Minutes after local midnight.
    pub clock_minutes: u16,
    /// `min`, seconds.
    pub min: u64,
    /// `next`, seconds.
    pub next: u64,
    /// `delay`, seconds.
    pub delay: u64,
    /// `absence_cap`, seconds.
    pub cap: u64,
    /// Allowed weekdays, Monday = index 0.
    pub days: [bool; 7],
}

impl Schedule {
    /// Checks every field: a zone of the embedded database, a clock `HH:MM`, durations
    /// that parse and are at most 366 days, `next` above zero and at least `min` and
    /// `delay`, at least one day and no day twice.
    ///
    /// # Errors
    /// The first [`Problem`], at `schedule.<field>`.
    pub fn check(&self) -> Result<Checked, Problem> {
        let zone = Zone::named(&self.zone).map_err(|e| problem("zone", e))?;
        let clock_minutes = clock(&self.clock)?;
        let min = secs("min", &self.min)?;
        let next = secs("next", &self.next)?;
        secs("grace", &self.grace)?;
        let delay = secs("delay", &self.delay)?;
        let cap = secs("absence_cap", &self.absence_cap)?;
        if next == 0 {
            return Err(problem("next", "schedule.next must be above 0s".into()));
        }
        if min > next {
            return Err(problem(
                "min",
                format!(
                    "schedule.min '{}' is longer than schedule.next '{}'",
                    self.min, self.next
                ),
            ));
        }
        let days = weekdays(&self.days)?;
        Ok(Checked {
            zone,
            clock_minutes,
            min,
            next,
            delay,
            cap,
            days,
        })
    }
}

/// `HH:MM`, 00:00 to 23:59, into minutes after midnight.
fn clock(text: &str) -> Result<u16, Problem> {
    let bad = || {
        problem(
            "clock",
            format!("schedule.clock '{text}' is not a time of day HH:MM (00:00 to 23:59)"),
        )
    };
    let (h, m) = text.split_once(':').ok_or_else(bad)?;
    if h.len() != 2 || m.len() != 2 {
        return Err(bad());
    }
    let h: u16 = h.parse().map_err(|_| bad())?;
    let m: u16 = m.parse().map_err(|_| bad())?;
    if h > 23 || m > 59 {
        return Err(bad());
    }
    Ok(h * 60 + m)
}

/// The allowed weekdays, Monday first.
fn weekdays(days: &[String]) -> Result<[bool; 7], Problem> {
    let mut out = [false; 7];
    if days.is_empty() {
        return Err(problem(
            "days",
            "schedule.days is empty: name at least one day (mon ... sun)".into(),
        ));
    }
    for (i, d) in days.iter().enumerate() {
        let Some(k) = DAY_NAMES.iter().position(|n| n == d) else {
            return Err(problem(
                &format!("days[{i}]"),
                format!("'{d}' is not a day: one of {}", DAY_NAMES.join(", ")),
            ));
        };
        if out[k] {
            return Err(problem(
                &format!("days[{i}]"),
                format!("'{d}' is named twice"),
            ));
        }
        out[k] = true;
    }
    Ok(out)
}
