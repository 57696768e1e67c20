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
    // Commitments and orders are taken while paused; entropy values are not (the
    // deadline the resume sets must come before them).
    assert!(
        out.contains("mail read (held 2, not used 2, took 2)"),
        "taken while paused: {out}"
    );
    assert!(out.contains("paused by the moderator"), "{out}");
    assert!(!out.contains("resolved"), "{out}");
    support::run(&["resume", c, "--now", "2026-11-29T03:00:00Z"]);
    for (p, a) in [("russia", "r@example.org"), ("turkey", "t@example.org")] {
        let line = j.entropy_line(p);
        j.drop(
            &format!("3000.{p}"),
            &line_mail(a, &format!("{p}.e1b@example.org"), &line),
        );
    }
    let out = j.run("2026-11-29T03:00:00Z");
    assert!(
        out.contains("deadline 2026-12-01T18:00:00Z (grace 2h) set for entry 1"),
        "due again from the resume: {out}"
    );
    assert!(out.contains("mail read (took 2)"), "{out}");
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

/// The schedule of the tests: deadlines at 18:00 UTC, 48 hours on, grace 2 hours.
fn with_schedule(j: &Judge) {
    let yaml = std::fs::read_to_string(j.camp.join("campaign.yaml")).unwrap();
    std::fs::write(
        j.camp.join("campaign.yaml"),
        yaml + "schedule:\n  zone: UTC\n  clock: '18:00'\n  min: 1h\n  next: 48h\n  grace: 2h\n  delay: 1h\n",
    )
    .unwrap();
}

/// russia's orders and entropy line, dropped as `name`.0 and `name`.1.
fn russia_mails(j: &Judge, name: &str) {
    let (bytes, _) = j.orders("russia");
    j.drop(
        &format!("{name}.0"),
        &orders_mail("r@example.org", &format!("russia-{name}"), &bytes),
    );
    let line = j.entropy_line("russia");
    j.drop(
        &format!("{name}.1"),
        &line_mail(
            "r@example.org",
            &format!("russia.e{name}@example.org"),
            &line,
        ),
    );
}

/// Issue 29: a campaign paused before its entry had a deadline, an entropy value mailed
/// while it is paused. Were the value taken, no deadline could be set after the resume (it
/// is fixed before any value of the entry is in) and a silent player would stall the
/// campaign for ever. While paused the value is not taken (the receipt says to send it
/// again after the resume); the resume gets its deadline; the silent player is closed out
/// after the grace and the entry resolves.
#[test]
fn paused_an_entropy_value_is_not_taken_so_the_resume_sets_a_deadline_and_nothing_stalls() {
    let j = Judge::new();
    with_schedule(&j);
    let c = j.camp.to_str().unwrap();
    support::run(&["pause", c, "--now", "2026-11-28T23:00:00Z"]);
    russia_mails(&j, "1000");
    let out = j.run("2026-11-29T00:00:00Z");
    assert!(out.contains("paused by the moderator"), "{out}");
    assert!(!out.contains("deadline"), "{out}");
    let receipts: Vec<String> = j.sent().into_iter().map(|(_, t)| t).collect();
    assert!(
        receipts
            .iter()
            .any(|t| t.contains("not used: entropy value for entry 1 not taken: campaign")),
        "{receipts:?}"
    );
    support::run(&["resume", c, "--now", "2026-11-29T01:00:00Z"]);
    let out = j.run("2026-11-29T01:00:00Z");
    assert!(
        out.contains("deadline 2026-12-01T18:00:00Z (grace 2h) set for entry 1"),
        "{out}"
    );
    // The value again, after the resume: held until every commitment is in.
    let line = j.entropy_line("russia");
    j.drop(
        "2000.1",
        &line_mail("r@example.org", "russia.again@example.org", &line),
    );
    let out = j.run("2026-11-29T02:00:00Z");
    assert!(out.contains("mail read (held 1)"), "{out}");
    // turkey stays silent: closed out after the grace, and the entry resolves.
    let mut out = j.run("2026-12-01T20:00:01Z");
    out += &j.run("2026-12-01T22:00:00Z");
    out += &j.run("2026-12-03T00:00:00Z");
    assert!(
        out.contains("commitments of entry 1 closed (standing orders for: turkey)"),
        "{out}"
    );
    assert!(out.contains("resolved 0001-"), "{out}");
    j.verify();
}

/// Issue 29: the entry's deadline by schedule, then an entropy value (held: a commitment
/// is awaited), then a pause through the deadline. At the resume the deadline is due again
/// from the resume, also with the value in: it only moves the deadline fixed before the
/// value later, so the awaited player gets the schedule's time instead of being closed out
/// the moment the campaign resumes.
#[test]
fn a_resume_after_the_deadline_passed_moves_it_later_also_with_an_entropy_value_in() {
    let j = Judge::new();
    with_schedule(&j);
    let out = j.run("2026-11-29T00:00:00Z");
    assert!(
        out.contains("deadline 2026-12-01T18:00:00Z (grace 2h) set for entry 1"),
        "{out}"
    );
    russia_mails(&j, "1000");
    let out = j.run("2026-11-29T00:30:00Z");
    assert!(out.contains("mail read (held 2)"), "{out}");
    let c = j.camp.to_str().unwrap();
    support::run(&["pause", c, "--now", "2026-11-29T01:00:00Z"]);
    support::run(&["resume", c, "--now", "2026-12-05T00:00:00Z"]);
    let out = j.run("2026-12-05T00:00:00Z");
    assert!(
        out.contains("deadline 2026-12-07T18:00:00Z (grace 2h) set for entry 1"),
        "{out}"
    );
    assert!(!out.contains("closed"), "{out}");
    // turkey stays silent: closed out after the new grace; the entry resolves, and the
    // entry with its deadline replaced after the value came verifies.
    let mut out = j.run("2026-12-07T20:00:01Z");
    out += &j.run("2026-12-07T22:00:00Z");
    out += &j.run("2026-12-09T00:00:00Z");
    assert!(
        out.contains("commitments of entry 1 closed (standing orders for: turkey)"),
        "{out}"
    );
    assert!(out.contains("resolved 0001-"), "{out}");
    let v = j.verify();
    assert!(v.contains("1 entries replayed"), "{v}");
}

/// Issue 29: the deadline a resume asks for, with an entropy value in, never replaces a
/// later one: the moderator's deadline of 20 December stays when the schedule would put it
/// on 1 December.
#[test]
fn a_resume_with_an_entropy_value_in_never_moves_the_deadline_earlier() {
    let j = Judge::new();
    with_schedule(&j);
    j.deadline("2026-12-20T18:00:00Z", "2h", "2026-11-28T00:00:00Z");
    russia_mails(&j, "1000");
    let out = j.run("2026-11-28T12:00:00Z");
    assert!(out.contains("mail read (held 2)"), "{out}");
    let c = j.camp.to_str().unwrap();
    support::run(&["pause", c, "--now", "2026-11-28T13:00:00Z"]);
    support::run(&["resume", c, "--now", "2026-11-29T00:00:00Z"]);
    let out = j.run("2026-11-29T00:00:00Z");
    assert!(!out.contains("set for entry"), "{out}");
    let entry = std::fs::read_to_string(j.camp.join("pending/entry.yaml")).unwrap();
    assert!(
        entry.contains("at: 2026-12-20T18:00:00Z") && !entry.contains("replaced"),
        "{entry}"
    );
}
