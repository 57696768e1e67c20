//! The judge with campaign.yaml's `schedule:` (issue 29, judge-schedule): each entry gets
//! its deadline by schedule when it opens; a paused campaign takes mail and resolves
//! nothing; all in, the judge resolves early only once the schedule's delay has passed.

use super::*;

/// Four messages that complete the waiting entry 1.
fn entry_one(j: &Judge) {
    for (p, a) in [("russia", "r@example.org"), ("turkey", "t@example.org")] {
        let (bytes, _) = j.orders(p);
        j.drop(
            &format!("1000.{p}"),
            &orders_mail(a, &format!("{p}-1"), &bytes),
        );
        let line = j.entropy_line(p);
        j.drop(
            &format!("1001.{p}"),
            &line_mail(a, &format!("{p}.e1@example.org"), &line),
        );
    }
}

#[test]
fn judge_sets_deadlines_by_schedule_waits_while_paused_and_resolves_after_the_delay() {
    let j = Judge::new();
    let yaml = std::fs::read_to_string(j.camp.join("campaign.yaml")).unwrap();
    std::fs::write(
        j.camp.join("campaign.yaml"),
        yaml + "schedule:\n  zone: UTC\n  clock: '18:00'\n  min: 1h\n  next: 48h\n  grace: 2h\n  delay: 1h\n",
    )
    .unwrap();
    let out = j.run("2026-11-29T00:00:00Z");
    assert!(
        out.contains("deadline 2026-12-01T18:00:00Z (grace 2h) set for entry 1"),
        "{out}"
    );
    let c = j.camp.to_str().unwrap();
    support::run(&[
        "pause",
        c,
        "--reason",
        "holidays",
        "--now",
        "2026-11-29T01:00:00Z",
    ]);
    entry_one(&j);
    let out = j.run("2026-11-29T02:00:00Z");
    assert!(
        out.contains("mail read (held 2, took 4)"),
        "taken while paused: {out}"
    );
    assert!(out.contains("paused by the moderator"), "{out}");
    assert!(!out.contains("resolved"), "{out}");
    support::run(&["resume", c, "--now", "2026-11-29T03:00:00Z"]);
    let out = j.run("2026-11-29T03:00:00Z");
    assert!(!out.contains("resolved 0001"), "before the delay: {out}");
    let out = j.run("2026-11-29T04:00:01Z");
    assert!(out.contains("resolved 0001-"), "{out}");
    // Entry 2 opens and gets its deadline by schedule in the same run.
    assert!(out.contains("set for entry 2"), "{out}");
    j.verify();
}

/// The soak found it: a fresh campaign with a schedule whose players' first mail (orders
/// and entropy values) comes before any run of the judge. The deadline must be recorded
/// before any entropy value is in, so the run sets it before it reads the mail; else no
/// deadline could ever be set and the entry, its moderator's value never revealed, waited
/// for ever.
#[test]
fn judge_sets_the_schedule_deadline_before_reading_a_first_mail_with_entropy_values() {
    let j = Judge::new();
    let yaml = std::fs::read_to_string(j.camp.join("campaign.yaml")).unwrap();
    std::fs::write(
        j.camp.join("campaign.yaml"),
        yaml + "schedule:\n  zone: UTC\n  clock: '18:00'\n  min: 1h\n  next: 48h\n  grace: 2h\n  delay: 1h\n",
    )
    .unwrap();
    entry_one(&j);
    let out = j.run("2026-11-29T00:00:00Z");
    assert!(
        out.contains("deadline 2026-12-01T18:00:00Z (grace 2h) set for entry 1"),
        "{out}"
    );
    assert!(out.contains("mail read (held 2, took 4)"), "{out}");
    assert!(out.contains("entropy of mod revealed for entry 1"), "{out}");
    let out = j.run("2026-11-29T01:00:01Z");
    assert!(out.contains("resolved 0001-"), "{out}");
    j.verify();
}
