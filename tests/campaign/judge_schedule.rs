//! Issue 29: deadlines by schedule (campaign.yaml `schedule:`), absences, pause and
//! resume, on the real binary and through the library functions the judge calls.

use crate::support;

use pbem::campaign::pending::Pending;
use pbem::campaign::schedule::due_deadline;
use pbem::campaign::Campaign;
use std::path::Path;
use support::{campaign, fails_and_writes_nothing, orders, run};

/// Weekday deadlines at 18:00 Paris, three days after the entry opens, grace 12h, and
/// absences move a deadline by at most a week.
const SCHEDULE: &str = "schedule:
  zone: Europe/Paris
  clock: '18:00'
  min: 24h
  next: 72h
  grace: 12h
  days: [mon, tue, wed, thu, fri]
  delay: 1h
  absence_cap: 7days
";

fn with_schedule(dir: &Path, text: &str) {
    let f = dir.join("campaign.yaml");
    let mut y = std::fs::read_to_string(&f).unwrap();
    y.push_str(text);
    std::fs::write(&f, y).unwrap();
}

fn open(dir: &Path) -> (Campaign, Pending) {
    let c = Campaign::open(dir).unwrap();
    let p = Pending::load(&c).unwrap();
    (c, p)
}

#[test]
fn issue29_schedule_sets_the_deadline_by_clock_next_and_days() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = campaign(tmp.path());
    let d = dir.to_str().unwrap();
    // No schedule: the judge sets nothing, and --by-schedule says why.
    let (c, p) = open(&dir);
    assert_eq!(due_deadline(&c, &p, "2026-12-03T10:00:00Z").unwrap(), None);
    fails_and_writes_nothing(
        &dir,
        &[
            "deadline",
            d,
            "--by-schedule",
            "--now",
            "2026-12-03T10:00:00Z",
        ],
        "has no schedule",
    );
    with_schedule(&dir, SCHEDULE);
    let (c, p) = open(&dir);
    let due = due_deadline(&c, &p, "2026-12-03T10:00:00Z")
        .unwrap()
        .unwrap();
    // Thursday + 72h is Sunday: Monday 18:00 Paris = 17:00 UTC.
    assert_eq!(
        (due.at.as_str(), due.grace.as_str()),
        ("2026-12-07T17:00:00Z", "12h")
    );
    let s = run(&["status", d, "--now", "2026-12-03T10:00:00Z"]);
    assert!(s.contains("deadline by schedule due: pbem deadline"), "{s}");
    let s = run(&[
        "deadline",
        d,
        "--by-schedule",
        "--now",
        "2026-12-03T10:00:00Z",
    ]);
    assert!(
        s.contains("deadline 2026-12-07T17:00:00Z (2026-12-07 18:00 Europe/Paris), grace 12h"),
        "{s}"
    );
    // Recorded in the entry, as pbem deadline records it, with where it came from.
    let entry = std::fs::read_to_string(dir.join("pending/entry.yaml")).unwrap();
    assert!(entry.contains("set: 2026-12-03T10:00:00Z"), "{entry}");
    assert!(
        entry.contains("zone: Europe/Paris") && entry.contains("local: 2026-12-07 18:00"),
        "{entry}"
    );
    // The entry has its scheduled deadline: nothing more is due.
    let (c, p) = open(&dir);
    assert_eq!(due_deadline(&c, &p, "2026-12-04T10:00:00Z").unwrap(), None);
    // Early resolution: the later of set + min and the last orders + delay.
    assert_eq!(
        pbem::campaign::schedule::early_from(&c, &p, "2026-12-03T12:00:00Z")
            .unwrap()
            .as_deref(),
        Some("2026-12-04T10:00:00Z")
    );
    assert_eq!(
        pbem::campaign::schedule::early_from(&c, &p, "2026-12-05T12:00:00Z")
            .unwrap()
            .as_deref(),
        Some("2026-12-05T13:00:00Z")
    );
}

#[test]
fn issue29_bad_schedule_is_refused_at_load_with_file_and_path() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = campaign(tmp.path());
    let d = dir.to_str().unwrap();
    with_schedule(&dir, &SCHEDULE.replace("Europe/Paris", "Europe/Atlantis"));
    let o = support::pbem().args(["status", d]).output().unwrap();
    let e = String::from_utf8_lossy(&o.stderr);
    assert!(!o.status.success());
    assert!(
        e.contains("campaign.yaml") && e.contains("schedule.zone") && e.contains("Europe/Atlantis"),
        "{e}"
    );
}

#[test]
fn issue29_absence_moves_the_scheduled_deadline_and_is_recorded() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = campaign(tmp.path());
    let d = dir.to_str().unwrap();
    with_schedule(&dir, SCHEDULE);
    fails_and_writes_nothing(
        &dir,
        &[
            "absence",
            d,
            "--player",
            "prussia",
            "--from",
            "2026-12-07",
            "--to",
            "2026-12-10",
        ],
        "not a player",
    );
    fails_and_writes_nothing(
        &dir,
        &[
            "absence",
            d,
            "--player",
            "russia",
            "--from",
            "2026-12-10",
            "--to",
            "2026-12-07",
        ],
        "before --from",
    );
    let s = run(&[
        "absence",
        d,
        "--player",
        "russia",
        "--from",
        "2026-12-07",
        "--to",
        "2026-12-10",
        "--now",
        "2026-12-01T09:00:00Z",
    ]);
    assert!(
        s.contains("absence of russia from 2026-12-07 to 2026-12-10 recorded"),
        "{s}"
    );
    let s = run(&["status", d, "--now", "2026-12-02T09:00:00Z"]);
    assert!(
        s.contains("absence: russia from 2026-12-07 to 2026-12-10"),
        "{s}"
    );
    let s = run(&[
        "deadline",
        d,
        "--by-schedule",
        "--now",
        "2026-12-03T10:00:00Z",
    ]);
    assert!(
        s.contains("deadline 2026-12-11T17:00:00Z")
            && s.contains(
                "moved from 2026-12-07T17:00:00Z to 2026-12-11T17:00:00Z for the absence of russia"
            ),
        "{s}"
    );
    let entry = std::fs::read_to_string(dir.join("pending/entry.yaml")).unwrap();
    assert!(entry.contains("planned: 2026-12-07T17:00:00Z"), "{entry}");
    assert!(entry.contains("player: russia"), "{entry}");
    // The entry resolves and verifies with the scheduled deadline in it; the report mail
    // names the absence and the move.
    support::play_entry(&dir, "2026-12-04T12:00:00Z");
    let res =
        std::fs::read_to_string(dir.join("history/0001-1805-spring-diplomacy/resolution.yaml"))
            .or_else(|_| first_resolution(&dir))
            .unwrap();
    assert!(res.contains("moved:"), "{res}");
    run(&["verify", d]);
}

fn first_resolution(dir: &Path) -> std::io::Result<String> {
    let mut names: Vec<_> = std::fs::read_dir(dir.join("history"))?
        .map(|e| e.unwrap().file_name().into_string().unwrap())
        .filter(|n| n.starts_with("0001"))
        .collect();
    names.sort();
    std::fs::read_to_string(dir.join("history").join(&names[0]).join("resolution.yaml"))
}

#[test]
fn issue29_paused_campaign_takes_mail_sets_no_deadline_resolves_nothing() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = campaign(tmp.path());
    let d = dir.to_str().unwrap();
    with_schedule(&dir, SCHEDULE);
    run(&[
        "pause",
        d,
        "--reason",
        "summer break",
        "--now",
        "2026-12-01T09:00:00Z",
    ]);
    let paused = std::fs::read_to_string(dir.join("pause.yaml")).unwrap();
    assert!(paused.contains("paused: 2026-12-01T09:00:00Z") && paused.contains("summer break"));
    let (c, p) = open(&dir);
    assert!(pbem::campaign::pause::is_paused(&c).unwrap());
    assert_eq!(due_deadline(&c, &p, "2026-12-03T10:00:00Z").unwrap(), None);
    let s = run(&["status", d, "--now", "2026-12-02T09:00:00Z"]);
    assert!(
        s.contains("PAUSED since 2026-12-01T09:00:00Z (summer break)"),
        "{s}"
    );
    fails_and_writes_nothing(
        &dir,
        &[
            "deadline",
            d,
            "--by-schedule",
            "--now",
            "2026-12-03T10:00:00Z",
        ],
        "pbem resume",
    );
    // Commitments and reveals are still taken.
    for pl in ["russia", "turkey"] {
        let f = orders(&dir, pl);
        run(&["commit", d, "--player", pl, f.to_str().unwrap()]);
    }
    support::reveal_everything(&dir);
    fails_and_writes_nothing(
        &dir,
        &["resolve", d, "--date", "2026-12-04T12:00:00Z"],
        "pbem resume",
    );
    // Pausing twice says so; resume before the pause is refused.
    let s = run(&["pause", d, "--now", "2026-12-01T10:00:00Z"]);
    assert!(s.contains("paused already"), "{s}");
    fails_and_writes_nothing(
        &dir,
        &["resume", d, "--now", "2026-11-30T10:00:00Z"],
        "before the pause",
    );
    run(&["resume", d, "--now", "2026-12-05T10:00:00Z"]);
    let (c, _) = open(&dir);
    assert!(!pbem::campaign::pause::is_paused(&c).unwrap());
    let log = std::fs::read_to_string(dir.join("pause.yaml")).unwrap();
    assert!(log.contains("resumed: 2026-12-05T10:00:00Z"), "{log}");
    run(&["resolve", d, "--date", "2026-12-05T12:00:00Z"]);
    run(&["verify", d]);
}

#[test]
fn issue29_resume_asks_for_a_new_scheduled_deadline() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = campaign(tmp.path());
    let d = dir.to_str().unwrap();
    with_schedule(&dir, SCHEDULE);
    run(&[
        "deadline",
        d,
        "--by-schedule",
        "--now",
        "2026-12-03T10:00:00Z",
    ]);
    run(&["pause", d, "--now", "2026-12-04T09:00:00Z"]);
    run(&["resume", d, "--now", "2026-12-14T09:00:00Z"]);
    let (c, p) = open(&dir);
    let due = due_deadline(&c, &p, "2026-12-14T09:00:00Z")
        .unwrap()
        .unwrap();
    // Monday 14 + 72h = Thursday 17, 18:00 Paris.
    assert_eq!(due.at, "2026-12-17T17:00:00Z");
    run(&[
        "deadline",
        d,
        "--by-schedule",
        "--now",
        "2026-12-14T09:00:00Z",
    ]);
    let entry = std::fs::read_to_string(dir.join("pending/entry.yaml")).unwrap();
    assert!(
        entry.contains("replaced:") && entry.contains("at: 2026-12-07T17:00:00Z"),
        "{entry}"
    );
}

#[test]
fn issue29_scheduled_deadline_comes_before_any_entropy_value() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = campaign(tmp.path());
    let d = dir.to_str().unwrap();
    with_schedule(&dir, SCHEDULE);
    for pl in ["russia", "turkey"] {
        let f = orders(&dir, pl);
        run(&["commit", d, "--player", pl, f.to_str().unwrap()]);
    }
    run(&["entropy", "reveal", d, "--participant", "mod"]);
    let (c, p) = open(&dir);
    assert_eq!(due_deadline(&c, &p, "2026-12-03T10:00:00Z").unwrap(), None);
    fails_and_writes_nothing(
        &dir,
        &[
            "deadline",
            d,
            "--by-schedule",
            "--now",
            "2026-12-03T10:00:00Z",
        ],
        "an entropy value is in",
    );
}

#[test]
fn issue29_absence_by_mail_line_is_recorded_at_the_message_date() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = campaign(tmp.path());
    let d = dir.to_str().unwrap();
    with_schedule(&dir, SCHEDULE);
    let mail = |name: &str, body: &str| {
        let f = tmp.path().join(name);
        std::fs::write(
            &f,
            format!(
                "From: r@example.org\r\nTo: m@example.org\r\nDate: Tue, 01 Dec 2026 09:00:00 +0000\r\n\
                 Message-ID: <{name}@example.org>\r\nSubject: away\r\n\r\n{body}\r\n"
            ),
        )
        .unwrap();
        f
    };
    let ok = mail("a.eml", "PBEM-ABSENCE test-camp 2026-12-07 2026-12-10");
    let s = run(&["inbox", d, ok.to_str().unwrap()]);
    assert!(
        s.contains("took:")
            && s.contains("absence of russia from 2026-12-07 to 2026-12-10 recorded"),
        "{s}"
    );
    let rec = std::fs::read_to_string(dir.join("absences.yaml")).unwrap();
    assert!(
        rec.contains("recorded: 2026-12-01T09:00:00Z") && rec.contains("by: mail"),
        "{rec}"
    );
    // Another campaign's line, or a broken one, is refused and records nothing.
    let other = mail("b.eml", "PBEM-ABSENCE other-camp 2026-12-07 2026-12-10");
    let o = support::pbem()
        .args(["inbox", d, other.to_str().unwrap()])
        .output()
        .unwrap();
    let s = String::from_utf8_lossy(&o.stdout);
    assert!(s.contains("refused:") && s.contains("not test-camp"), "{s}");
    let broken = mail("c.eml", "PBEM-ABSENCE test-camp 2026-12-07");
    let o = support::pbem()
        .args(["inbox", d, broken.to_str().unwrap()])
        .output()
        .unwrap();
    let s = String::from_utf8_lossy(&o.stdout);
    assert!(
        s.contains("refused:") && s.contains("expected PBEM-ABSENCE"),
        "{s}"
    );
    assert_eq!(
        std::fs::read_to_string(dir.join("absences.yaml")).unwrap(),
        rec
    );
}
