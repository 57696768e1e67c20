//! Deadlines, reminders, closing commitments and resolution with the standing orders
//! (NMR), on the real binary; then an entry after a withheld entropy value verifies.

use crate::support;

use std::path::Path;
use support::smtp::Server;
use support::{campaign, fails_and_writes_nothing, orders, run};

fn commit_reveal(d: &str, dir: &Path, players: &[&str]) {
    for p in players {
        let f = orders(dir, p);
        run(&["commit", d, "--player", p, f.to_str().unwrap()]);
    }
}

#[test]
fn late_players_are_reminded_then_resolved_with_standing_orders() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = campaign(tmp.path());
    let d = dir.to_str().unwrap();
    run(&[
        "deadline",
        d,
        "--at",
        "2026-12-01T18:00:00Z",
        "--grace",
        "12h",
        "--now",
        "2026-11-20T00:00:00Z",
    ]);
    commit_reveal(d, &dir, &["turkey"]);

    let s = run(&["status", d, "--now", "2026-12-01T12:00:00Z"]);
    assert!(
        s.contains(
            "deadline: 2026-12-01T18:00:00Z (grace 12h, NMR resolution from 2026-12-02T06:00:00Z)"
        ),
        "{s}"
    );
    assert!(s.contains("commitments: awaiting russia"), "{s}");
    let s = run(&["status", d, "--now", "2026-12-01T19:00:00Z"]);
    assert!(
        s.contains("commitments: LATE russia") && s.contains("in grace until 2026-12-02T06:00:00Z"),
        "{s}"
    );

    // Reminders go once to whoever is awaited, by SMTP, and say what happens next.
    let server = Server::start(None, None);
    let smtp = support::loopback_smtp(server.port);
    let remind = || {
        let mut args = vec!["mail", "remind", d, "--now", "2026-12-01T19:00:00Z"];
        args.extend(smtp.iter().map(String::as_str));
        run(&args)
    };
    let s = remind();
    assert!(
        s.contains("sent: reminder <test-camp.0001.remind-commitment-1.russia@example.org>"),
        "{s}"
    );
    let got = server.received();
    assert_eq!(got.len(), 1, "only Russia is awaited: {s}");
    let msg = String::from_utf8_lossy(&got[0].1).into_owned();
    assert_eq!(got[0].0, "r@example.org");
    assert!(
        msg.contains("has passed")
            && msg.contains("2026-12-02T06:00:00Z")
            && msg.contains("PBEM-COMMIT test-camp 1"),
        "{msg}"
    );
    assert!(remind().contains("skipped"));
    assert_eq!(server.received().len(), 1);

    // Not before the grace is over; then commitments close and Turkey may reveal.
    let early = ["resolve", d, "--nmr", "--now", "2026-12-02T05:59:59Z"];
    fails_and_writes_nothing(&dir, &early, "ends at 2026-12-02T06:00:00Z");
    fails_and_writes_nothing(
        &dir,
        &[
            "reveal",
            d,
            "--player",
            "turkey",
            dir.parent().unwrap().join("turkey.yaml").to_str().unwrap(),
        ],
        "no reveal before every commitment",
    );
    let s = run(&["close", d, "--now", "2026-12-02T07:00:00Z"]);
    assert!(s.contains("standing orders for: russia"), "{s}");
    let russia = orders(&dir, "russia");
    fails_and_writes_nothing(
        &dir,
        &["commit", d, "--player", "russia", russia.to_str().unwrap()],
        "commitments were closed at the deadline",
    );
    run(&[
        "reveal",
        d,
        "--player",
        "turkey",
        dir.parent().unwrap().join("turkey.yaml").to_str().unwrap(),
    ]);
    for p in ["mod", "turkey"] {
        run(&["entropy", "reveal", d, "--participant", p]);
    }
    // Without --nmr the entry still waits.
    fails_and_writes_nothing(&dir, &["resolve", d], "awaiting revealed orders of russia");
    let s = run(&[
        "resolve",
        d,
        "--nmr",
        "--now",
        "2026-12-02T07:05:00Z",
        "--date",
        "2026-12-02T07:05:00Z",
    ]);
    assert!(s.contains("resolved 0001-1-land-combat-turkey"), "{s}");
    let e = dir.join("history/0001-1-land-combat-turkey");
    let report = std::fs::read_to_string(e.join("report.md")).unwrap();
    assert!(
        report.contains("## No moves received")
            && report.contains("**russia**: no commitment by the deadline"),
        "{report}"
    );
    assert!(
        report.contains("Entropy withheld past the deadline by: russia"),
        "{report}"
    );
    let res = std::fs::read_to_string(e.join("resolution.yaml")).unwrap();
    assert!(
        res.contains("nmr:\n  russia: no commitment by the deadline")
            && res.contains("entropy_withheld:\n- russia"),
        "{res}"
    );
    let nmr = std::fs::read_to_string(e.join("nmr/russia.yaml")).unwrap();
    assert!(
        nmr.contains("No moves received from russia") && nmr.contains("player: russia"),
        "{nmr}"
    );
    assert!(
        !e.join("commitments.yaml").exists()
            || !std::fs::read_to_string(e.join("commitments.yaml"))
                .unwrap()
                .contains("russia")
    );
    run(&["verify", d]);

    // Entry 2: everyone in; Russia's entropy links back over the entry it withheld.
    support::play_entry(&dir, "2026-12-05T07:00:00Z");
    let s = run(&["verify", d]);
    assert!(s.contains("2 entries replayed byte for byte"), "{s}");
}

#[test]
fn orders_sent_ahead_wait_sealed_for_their_entry() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = campaign(tmp.path());
    let d = dir.to_str().unwrap();
    // Russia, going away, sends its orders for entry 2 (Russia's own step) by mail now.
    let ahead = "game: empires-in-arms\ncampaign: test-camp\nentry: 2\nturn: 1\nphase: land-combat-russia\nplayer: russia\nnote: \"Written a week early.\"\n";
    let md = support::messages::maildir(
        tmp.path(),
        &[(
            "1.ahead",
            support::messages::with_attachment("r@example.org", "russia-2.yaml", ahead.as_bytes()),
        )],
    );
    let s = run(&["inbox", d, md.to_str().unwrap()]);
    assert!(
        s.contains(
            "orders of russia for entry 2 (ahead; attachment russia-2.yaml) committed and held"
        ),
        "{s}"
    );
    assert!(dir.join("ahead/0002/held/russia.yaml").exists());
    // Turkey commits ahead by hash from the command line.
    let t2 = tmp.path().join("turkey-2.yaml");
    std::fs::write(
        &t2,
        ahead
            .replace("russia", "turkey")
            .replace("land-combat-turkey", "land-combat-russia")
            .replace("Written a week early.", "Fine."),
    )
    .unwrap();
    let hash = support::messages::sha256_hex(&std::fs::read(&t2).unwrap());
    let s = run(&[
        "commit", d, "--player", "turkey", "--hash", &hash, "--entry", "2",
    ]);
    assert!(
        s.contains("entry 2 (ahead; the campaign waits for entry 1)"),
        "{s}"
    );
    // Entry 1 as usual.
    support::play_entry(&dir, "2026-12-05T07:00:00Z");
    // Entry 2 now waits with both commitments in, so Russia's held orders are revealed.
    assert!(!dir.join("ahead/0002").exists());
    let s = run(&["status", d, "--now", "2026-12-05T08:00:00Z"]);
    assert!(
        s.contains("waiting for entry 2")
            && s.contains("commitments: all in")
            && s.contains("reveals: awaiting turkey"),
        "{s}"
    );
    assert_eq!(
        std::fs::read_to_string(dir.join("pending/orders/russia.yaml")).unwrap(),
        ahead
    );
    run(&["reveal", d, "--player", "turkey", t2.to_str().unwrap()]);
    for p in ["mod", "russia", "turkey"] {
        run(&["entropy", "reveal", d, "--participant", p]);
    }
    run(&["resolve", d, "--date", "2026-12-06T07:00:00Z"]);
    let report =
        std::fs::read_to_string(dir.join("history/0002-1-land-combat-russia/report.md")).unwrap();
    assert!(report.contains("Written a week early."), "{report}");
    assert!(run(&["verify", d]).contains("2 entries replayed"));
}
