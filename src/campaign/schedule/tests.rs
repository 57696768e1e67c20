//! The schedule's arithmetic (issue 29, njudge's clock/next/days; absences within the
//! cap) on fixed times: no campaign, no clock.

use super::clock::{secs, text};
use super::config::{Checked, Schedule};
use super::move_for_absences;
use super::slots::next_slot;
use crate::campaign::deadline::AbsenceNote;

fn schedule(zone: &str, clock: &str, next: &str, days: &[&str], cap: &str) -> Schedule {
    Schedule {
        zone: zone.into(),
        clock: clock.into(),
        min: "0s".into(),
        next: next.into(),
        grace: "12h".into(),
        days: days.iter().map(|d| d.to_string()).collect(),
        delay: "0s".into(),
        absence_cap: cap.into(),
    }
}

fn weekdays() -> Vec<&'static str> {
    vec!["mon", "tue", "wed", "thu", "fri"]
}

fn checked(s: &Schedule) -> Checked {
    s.check().unwrap()
}

fn slot_after(k: &Checked, now: &str, next: i64) -> String {
    text(next_slot(k, secs("now", now).unwrap() + next).unwrap())
}

#[test]
fn issue29_schedule_next_then_clock_then_allowed_day() {
    // Thursday 10:00 UTC + 72h is Sunday: no deadline at the weekend, so Monday 18:00
    // in Paris (CET, UTC+1).
    let k = checked(&schedule("Europe/Paris", "18:00", "72h", &weekdays(), "0s"));
    assert_eq!(
        slot_after(&k, "2026-12-03T10:00:00Z", 72 * 3600),
        "2026-12-07T17:00:00Z"
    );
    // Every day allowed: the same Sunday at 18:00 Paris.
    let all = checked(&schedule(
        "Europe/Paris",
        "18:00",
        "72h",
        &super::config::DAY_NAMES,
        "0s",
    ));
    assert_eq!(
        slot_after(&all, "2026-12-03T10:00:00Z", 72 * 3600),
        "2026-12-06T17:00:00Z"
    );
    // Past the clock time of the day: the next day's.
    assert_eq!(
        slot_after(&all, "2026-12-03T18:00:00Z", 0),
        "2026-12-04T17:00:00Z"
    );
    // Exactly at the slot: that slot.
    assert_eq!(
        slot_after(&all, "2026-12-03T17:00:00Z", 0),
        "2026-12-03T17:00:00Z"
    );
}

#[test]
fn issue29_schedule_zone_rules_follow_summer_time() {
    // New York in July is UTC-4: 18:00 local is 22:00 UTC.
    let k = checked(&schedule(
        "America/New_York",
        "18:00",
        "24h",
        &super::config::DAY_NAMES,
        "0s",
    ));
    assert_eq!(
        slot_after(&k, "2026-07-06T12:00:00Z", 24 * 3600),
        "2026-07-07T22:00:00Z"
    );
    // Paris, 29 March 2026: 02:30 does not exist (02:00 -> 03:00): the time after the gap,
    // 03:30 CEST = 01:30 UTC.
    let k = checked(&schedule("Europe/Paris", "02:30", "1h", &["sun"], "0s"));
    assert_eq!(
        slot_after(&k, "2026-03-28T12:00:00Z", 0),
        "2026-03-29T01:30:00Z"
    );
    // 25 October 2026: 02:30 happens twice; the first, 02:30 CEST = 00:30 UTC.
    assert_eq!(
        slot_after(&k, "2026-10-24T12:00:00Z", 0),
        "2026-10-25T00:30:00Z"
    );
}

fn away(k: &Checked, player: &str, from: &str, to: &str) -> (AbsenceNote, (i64, i64)) {
    let a = super::absence::Absence {
        player: player.into(),
        from: from.into(),
        to: to.into(),
        recorded: "2026-11-01T00:00:00Z".into(),
        by: "command".into(),
    };
    let w = a.window(&k.zone).unwrap();
    let note = AbsenceNote {
        player: player.into(),
        from: from.into(),
        to: to.into(),
    };
    (note, w)
}

#[test]
fn issue29_absence_moves_deadline_after_it_within_cap() {
    let s = schedule("Europe/Paris", "18:00", "72h", &weekdays(), "14days");
    let k = checked(&s);
    let planned = secs("d", "2026-12-07T17:00:00Z").unwrap();
    // Russia away Monday 7 to Thursday 10 December (Paris dates): Friday 11, 18:00 Paris.
    let a = vec![away(&k, "russia", "2026-12-07", "2026-12-10")];
    let (at, moved) = move_for_absences(&k, planned, &a).unwrap();
    assert_eq!(text(at), "2026-12-11T17:00:00Z");
    assert_eq!(moved.len(), 1);
    assert_eq!(
        (
            moved[0].player.as_str(),
            moved[0].from.as_str(),
            moved[0].to.as_str(),
            moved[0].capped
        ),
        (
            "russia",
            "2026-12-07T17:00:00Z",
            "2026-12-11T17:00:00Z",
            false
        )
    );
    // A second absence that starts where the first ends moves it again, past the weekend.
    let two = vec![
        away(&k, "russia", "2026-12-07", "2026-12-10"),
        away(&k, "turkey", "2026-12-11", "2026-12-14"),
    ];
    let (at, moved) = move_for_absences(&k, planned, &two).unwrap();
    assert_eq!(text(at), "2026-12-15T17:00:00Z");
    assert_eq!(moved.len(), 2);
    assert_eq!(moved[1].player, "turkey");
    // An absence that does not hold the deadline moves nothing.
    let later = vec![away(&k, "russia", "2026-12-08", "2026-12-10")];
    let (at, moved) = move_for_absences(&k, planned, &later).unwrap();
    assert_eq!((at, moved.len()), (planned, 0));
}

#[test]
fn issue29_absence_cap_stops_the_move_at_the_last_slot_it_allows() {
    let s = schedule("Europe/Paris", "18:00", "72h", &weekdays(), "2days");
    let k = checked(&s);
    let planned = secs("d", "2026-12-07T17:00:00Z").unwrap();
    let a = vec![away(&k, "russia", "2026-12-07", "2026-12-20")];
    let (at, moved) = move_for_absences(&k, planned, &a).unwrap();
    // Two days after Monday 18:00 is Wednesday 18:00: the last slot the cap allows.
    assert_eq!(text(at), "2026-12-09T17:00:00Z");
    assert_eq!(moved.len(), 2);
    assert!(!moved[0].capped && moved[1].capped);
    assert_eq!(moved[1].to, "2026-12-09T17:00:00Z");
    // A cap of 0s: recorded, not moved.
    let k0 = checked(&schedule("Europe/Paris", "18:00", "72h", &weekdays(), "0s"));
    let (at, moved) = move_for_absences(&k0, planned, &a).unwrap();
    assert_eq!(at, planned);
    assert!(moved.last().unwrap().capped);
}

#[test]
fn issue29_schedule_fields_are_checked_with_their_path() {
    let ok = schedule("Europe/Paris", "18:00", "72h", &weekdays(), "0s");
    assert!(ok.check().is_ok());
    let cases: Vec<(Schedule, &str, &str)> = vec![
        (
            schedule("Europe/Atlantis", "18:00", "72h", &weekdays(), "0s"),
            "schedule.zone",
            "Europe/Atlantis",
        ),
        (
            schedule("UTC", "24:00", "72h", &weekdays(), "0s"),
            "schedule.clock",
            "HH:MM",
        ),
        (
            schedule("UTC", "6pm", "72h", &weekdays(), "0s"),
            "schedule.clock",
            "HH:MM",
        ),
        (
            schedule("UTC", "18:00", "0s", &weekdays(), "0s"),
            "schedule.next",
            "above 0s",
        ),
        (
            schedule("UTC", "18:00", "soon", &weekdays(), "0s"),
            "schedule.next",
            "soon",
        ),
        (
            schedule("UTC", "18:00", "400days", &weekdays(), "0s"),
            "schedule.next",
            "366 days",
        ),
        (
            schedule("UTC", "18:00", "72h", &["mon", "mon"], "0s"),
            "schedule.days[1]",
            "twice",
        ),
        (
            schedule("UTC", "18:00", "72h", &["monday"], "0s"),
            "schedule.days[0]",
            "not a day",
        ),
        (
            schedule("UTC", "18:00", "72h", &[], "0s"),
            "schedule.days",
            "empty",
        ),
        (
            schedule("UTC", "18:00", "72h", &weekdays(), "forever"),
            "schedule.absence_cap",
            "forever",
        ),
    ];
    for (s, path, words) in cases {
        let p = s.check().unwrap_err();
        assert_eq!(p.path, path, "{}", p.message);
        assert!(p.message.contains(words), "{path}: {}", p.message);
    }
    let mut min = ok.clone();
    min.min = "4days".into();
    let p = min.check().unwrap_err();
    assert_eq!(p.path, "schedule.min");
}
