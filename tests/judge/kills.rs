//! Crash safety: a run stopped at each of its stopping points (as a kill there would stop
//! it: PBEM_JUDGE_STOP, exit without cleanup) and run again takes no message twice, sends
//! no mail twice, and leaves the campaign verifying, with the same mail as a run never
//! stopped.

use super::*;

/// Four messages that complete entry 1: both players' orders and entropy lines.
fn entry_one(j: &Judge) {
    j.deadline("2026-12-01T18:00:00Z", "1h", "2026-11-28T00:00:00Z");
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

fn sorted(mut v: Vec<String>) -> Vec<String> {
    v.sort();
    v
}

#[test]
fn a_run_stopped_at_each_point_and_run_again_takes_and_sends_everything_once() {
    let whole = Judge::new();
    entry_one(&whole);
    let out = whole.run("2026-11-29T00:00:00Z");
    assert!(out.contains("resolved 0001-"), "{out}");
    let expected = sorted(whole.sent_ids());
    assert_eq!(expected.len(), 6, "4 receipts and 2 reports: {expected:?}");
    for point in [
        "recorded",
        "outbox",
        "step",
        "receipts",
        "reports",
        "before-seen",
    ] {
        let j = Judge::new();
        entry_one(&j);
        assert!(
            j.run_stopped_at("2026-11-29T00:00:00Z", point),
            "{point}: not reached"
        );
        let out = j.run("2026-11-29T00:00:00Z");
        assert!(!out.contains("failed"), "{point}: {out}");
        assert_eq!(sorted(j.sent_ids()), expected, "{point}: the mail differs");
        assert!(j.maildir("new").is_empty(), "{point}");
        assert_eq!(j.maildir("cur").len(), 4, "{point}");
        let v = j.verify();
        assert!(v.contains("1 entries replayed"), "{point}: {v}");
        // A third run changes nothing and sends nothing.
        let before = support::snapshot(&j.camp);
        j.run("2026-11-29T00:00:00Z");
        assert_eq!(sorted(j.sent_ids()), expected, "{point}: sent again");
        assert_eq!(before, support::snapshot(&j.camp), "{point}: changed again");
    }
}
