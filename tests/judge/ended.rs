//! A game that has ended (found by the full soak, issue 29: an Old Trousers battle over
//! after its last turn made every later run fail on that campaign): `pbem status` says so,
//! `pbem resolve` refuses at once (not asking for a deadline first) and writes nothing, and
//! the judge leaves the campaign be: no deadline by its schedule, no reminder, no resolve, a
//! run that succeeds.

use super::*;

/// Maida (Old Trousers) in `root/maida`, resolved with the standing orders until the
/// battle is over; the number of entries it took.
fn maida_to_its_end(root: &Path) -> (PathBuf, u32) {
    let dir = root.join("maida");
    let d = dir.to_str().unwrap();
    support::run(&[
        "new",
        d,
        "--game",
        "old-trousers",
        "--scenario",
        "maida",
        "--id",
        "maida",
        "--player",
        "british:british:b@example.org",
        "--player",
        "french:french:f@example.org",
        "--moderator",
        "mod",
    ]);
    for entry in 1..=40 {
        let status = support::run(&["status", d, "--now", "2026-12-31T00:00:00Z"]);
        if status.contains("the game is over") {
            return (dir, entry - 1);
        }
        support::resolve_nmr(d);
    }
    panic!("the battle of Maida did not end in 40 entries");
}

#[test]
fn a_game_that_has_ended_resolves_nothing_and_the_judge_leaves_it_be() {
    let j = Judge::new();
    let (dir, entries) = maida_to_its_end(&j.root);
    assert!(
        entries >= 8,
        "Maida ends after its last turn: {entries} entries"
    );
    let d = dir.to_str().unwrap();
    let status = support::run(&["status", d, "--now", "2027-01-02T00:00:00Z"]);
    assert!(status.contains("The battle is over"), "{status}");
    assert!(!status.contains("ready: pbem resolve"), "{status}");
    assert!(
        !status.contains("waiting for entry"),
        "no entry waits: {status}"
    );
    support::fails_and_writes_nothing(
        &dir,
        &["orders", "new", d, "--player", "british"],
        "the game is over (The battle is over",
    );
    support::fails_and_writes_nothing(
        &dir,
        &["resolve", d, "--nmr", "--now", "2027-01-02T00:00:00Z"],
        "the game is over (The battle is over",
    );
    // The judge, with a schedule that would set a deadline for an entry that plays.
    let yaml = std::fs::read_to_string(dir.join("campaign.yaml")).unwrap();
    std::fs::write(
        dir.join("campaign.yaml"),
        yaml + "schedule:\n  zone: UTC\n  clock: '18:00'\n  min: 1h\n  next: 48h\n  grace: 2h\n  delay: 1h\n",
    )
    .unwrap();
    let before = support::snapshot(&dir.join("history"));
    let out = j.run("2027-01-02T00:00:00Z");
    let line = out
        .lines()
        .find(|l| l.starts_with("maida:"))
        .unwrap_or_default();
    assert!(line.contains("the game is over"), "{out}");
    assert!(!line.contains("deadline"), "{out}");
    // The first run sent the reports the entries resolved by hand had not sent yet; then
    // nothing more: no reminder, no deadline, no report.
    let sent = j.sent().len();
    assert!(
        !j.sent()
            .iter()
            .any(|(_, t)| t.contains("maida") && t.contains("remind")),
        "no reminder about a game that has ended"
    );
    let out = j.run("2027-01-05T00:00:00Z");
    let line = out
        .lines()
        .find(|l| l.starts_with("maida:"))
        .unwrap_or_default();
    assert!(line.contains("the game is over"), "{out}");
    assert_eq!(j.sent().len(), sent, "{out}");
    assert_eq!(before, support::snapshot(&dir.join("history")));
    assert!(
        support::run(&["verify", d]).contains(&format!("{entries} entries replayed byte for byte"))
    );
}
