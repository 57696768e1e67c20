//! The schedule's slots: `clock` on an allowed day, the first at or after a time and the
//! last in a span (njudge's `clock` and `days`).

use super::clock::{tomorrow, weekday_index};
use super::config::Checked;
use crate::error::{Error, Result};

/// The most days searched for an allowed weekday (a week and a day).
const WEEK: u32 = 8;

/// The first slot (`clock` on an allowed day) at or after `t`.
///
/// # Errors
/// A time outside the calendar.
pub fn next_slot(s: &Checked, t: i64) -> Result<i64> {
    let mut d = s.zone.date(t)?;
    for _ in 0..WEEK {
        if s.days[weekday_index(d)] {
            let at = s.zone.at(d, s.clock_minutes)?;
            if at >= t {
                return Ok(at);
            }
        }
        d = tomorrow(d)?;
    }
    // Unreachable with at least one allowed day; said rather than panicked.
    Err(Error::Campaign(
        "schedule: no allowed day within a week".into(),
    ))
}

/// The last slot at or before `t` and at or after `floor`, if any.
///
/// # Errors
/// A time outside the calendar.
pub fn last_slot_between(s: &Checked, floor: i64, t: i64) -> Result<Option<i64>> {
    let mut best = None;
    let mut d = s.zone.date(floor)?;
    while s.zone.at(d, 0)? <= t {
        if s.days[weekday_index(d)] {
            let at = s.zone.at(d, s.clock_minutes)?;
            if at >= floor && at <= t {
                best = Some(at);
            }
        }
        d = tomorrow(d)?;
    }
    Ok(best)
}
