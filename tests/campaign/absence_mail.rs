//! Issue 29: an absence announced by mail, `PBEM-ABSENCE <campaign> <from> <to>`, taken
//! by `pbem inbox` from the player's address.

use crate::campaign::judge_schedule::{with_schedule, SCHEDULE};
use crate::support;
use support::{campaign, run};

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
