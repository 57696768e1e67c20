//! Empires in Arms on the binary: the second turn of the 1805 campaign opens with the
//! announcements entry (7.1: France announces its place; 7.1.2: Russia and Austria confirm
//! their combined movement), illegal announcements are refused citing the rule with nothing
//! written, and the combined sequence that follows gives both allies their movement orders
//! and verifies.

use crate::support;

use std::path::{Path, PathBuf};
use support::eia::{campaign_1805, run, POWERS};
use support::{fails_and_writes_nothing, resolve_nmr};

/// An orders file for entry 8 (turn 2's announcements) of `player` with `body`.
fn announcement(dir: &Path, player: &str, body: &str) -> PathBuf {
    let f = dir.parent().unwrap().join(format!("{player}-8.yaml"));
    std::fs::write(
        &f,
        format!("game: empires-in-arms\ncampaign: third-coalition\nentry: 8\nturn: 2\nphase: land-announcements\nplayer: {player}\n{body}"),
    )
    .unwrap();
    f
}

#[test]
fn the_second_turn_opens_with_the_announcements_and_a_combined_sequence_follows() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = campaign_1805(tmp.path());
    let d = dir.to_str().unwrap();
    // Turn 1 was announced by the scenario: France first, no combined movement.
    for _ in 0..7 {
        resolve_nmr(d);
    }
    assert!(run(&["status", d]).contains("turn 2, land-announcements"));

    // The template offers France its place and each power its allies.
    let t = tmp.path().join("france-template.yaml");
    run(&[
        "orders",
        "new",
        d,
        "--player",
        "france",
        "-o",
        t.to_str().unwrap(),
    ]);
    let text = std::fs::read_to_string(&t).unwrap();
    assert!(text.contains("  place: 1"), "{text}");
    assert!(text.contains("Your allies: spain."), "{text}");
    run(&["orders", "check", d, t.to_str().unwrap()]);

    // Refused, citing the rule, and nothing written.
    for (player, body, why) in [
        (
            "russia",
            "announce: {place: 2}\n",
            "announce.place: 7.1: only France announces its place in the sequence",
        ),
        (
            "russia",
            "announce: {combined: [[russia, prussia]]}\n",
            "7.1.2: Russia and Prussia are not allies",
        ),
        (
            "france",
            "moves: {fra-iii: [bavaria]}\n",
            "at moves: 7.1: the entry that opens the land phase takes only `announce`",
        ),
    ] {
        let f = announcement(&dir, player, body);
        fails_and_writes_nothing(
            &dir,
            &["commit", d, "--player", player, f.to_str().unwrap()],
            why,
        );
    }

    // France moves third; Russia and Austria move together, Russia first.
    let mut files: Vec<(&str, PathBuf)> = Vec::new();
    for p in POWERS {
        let body = match p {
            "france" => "announce: {place: 3}\n",
            "russia" | "austria" => "announce: {combined: [[russia, austria]]}\n",
            _ => "",
        };
        files.push((p, announcement(&dir, p, body)));
    }
    for (p, f) in &files {
        run(&["commit", d, "--player", p, f.to_str().unwrap()]);
    }
    for (p, f) in &files {
        run(&["reveal", d, "--player", p, f.to_str().unwrap()]);
    }
    run(&["resolve", d, "--date", "2027-01-01T03:00:00Z"]);
    // What the rules announced (events.yaml, the data the report is rendered from).
    let entry = dir.join("history/0008-2-land-announcements");
    let events: serde_yaml::Value =
        serde_yaml::from_str(&std::fs::read_to_string(entry.join("events.yaml")).unwrap()).unwrap();
    let said: Vec<&str> = events["announcements"]
        .as_sequence()
        .unwrap()
        .iter()
        .map(|l| l.as_str().unwrap())
        .collect();
    for line in [
        "France moves 3rd in the sequence (7.1).",
        "Austria and Russia move in one sequence (7.1.2), in the order agreed: Russia, then Austria (7.3.8.1).",
        "The sequence of this land phase: Turkey; France; Russia and Austria; Prussia; Great Britain; Spain (7.1).",
    ] {
        assert!(said.contains(&line), "{line} not in {said:#?}");
    }
    let report = std::fs::read_to_string(entry.join("report.md")).unwrap();
    assert!(!report.contains("No combat in this step"));

    // Turkey, then France; then the combined sequence, named for both allies.
    resolve_nmr(d);
    resolve_nmr(d);
    let status = run(&["status", d]);
    assert!(status.contains("turn 2, land-russia-austria"), "{status}");
    // Both allies' players are given their own movement orders (7.3.8.2, 7.3.8.5).
    for (p, corps) in [("russia", "rus-kutuzov-1"), ("austria", "aus-mack-1")] {
        let t = tmp.path().join(format!("{p}-11.yaml"));
        run(&["orders", "new", d, "--player", p, "-o", t.to_str().unwrap()]);
        let text = std::fs::read_to_string(&t).unwrap();
        let line = format!("#   {corps}: []");
        assert!(text.contains(&line), "{p}'s template lacks {line}:\n{text}");
        assert!(text.contains("# 7.3 land movement"), "{text}");
    }
    let s = resolve_nmr(d);
    assert!(s.contains("resolved 0011-2-land-russia-austria"), "{s}");
    assert!(run(&["status", d]).contains("turn 2, land-prussia"));
    assert!(run(&["verify", d]).contains("11 entries replayed byte for byte"));
}
