//! The real binary on real campaign folders: the demo, verify against tampering, bad input
//! that writes nothing, determinism, and the man pages.

use crate::support::copy_tree;
use std::path::{Path, PathBuf};

use crate::support;
use support::{campaign, fails_and_writes_nothing, orders, pbem, snapshot};

fn demo(tmp: &Path) -> PathBuf {
    let dir = tmp.join("demo");
    let out = crate::support::demo::demo(None, &dir);
    assert!(out.contains("2 entries replayed byte for byte"), "{out}");
    dir
}

#[test]
fn demo_verifies_and_every_kind_of_tampering_is_named() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = demo(tmp.path());
    pbem().arg("verify").arg(&dir).assert().success();
    let e1 = "history/0001-1-land-combat-turkey";
    let cases = [
        (format!("{e1}/orders/turkey.yaml"), "orders/turkey.yaml"),
        // The byte changed is in a player's id: verify names the file before reading any.
        (
            format!("{e1}/commitments.yaml"),
            "commitments.yaml: 'turk1y' is not a player",
        ),
        (format!("{e1}/entropy.yaml"), "entropy.yaml"),
        (format!("{e1}/state.yaml"), "state.yaml"),
        (format!("{e1}/resolution.yaml"), "resolution.yaml"),
        (format!("{e1}/report.md"), "report.md"),
        (format!("{e1}/mail/russia.eml"), "mail/russia.eml"),
        (
            "history/0000-setup/state.yaml".to_string(),
            "0000-setup: state.yaml",
        ),
        ("state.yaml".to_string(), "state.yaml"),
    ];
    for (file, named) in cases {
        let copy = tmp.path().join(format!("t-{}", file.replace('/', "_")));
        copy_tree(&dir, &copy);
        let p = copy.join(&file);
        let mut bytes = std::fs::read(&p).unwrap();
        // Change one byte: a hex digit or letter in the middle of the file.
        let i = bytes
            .iter()
            .enumerate()
            .skip(bytes.len() / 2)
            .find(|(_, b)| b.is_ascii_hexdigit())
            .map(|(i, _)| i)
            .unwrap();
        bytes[i] = if bytes[i] == b'1' { b'2' } else { b'1' };
        std::fs::write(&p, bytes).unwrap();
        let out = pbem()
            .arg("verify")
            .arg(&copy)
            .assert()
            .failure()
            .get_output()
            .stderr
            .clone();
        let msg = String::from_utf8_lossy(&out);
        assert!(
            msg.contains("verify:") || msg.contains("fairness") || msg.contains(".yaml"),
            "{file}: {msg}"
        );
        assert!(
            msg.contains(named),
            "tampering {file}: expected '{named}' in: {msg}"
        );
    }
    // A tampered dice log names resolution.yaml.
    let copy = tmp.path().join("t-dice");
    copy_tree(&dir, &copy);
    let p = copy.join(e1).join("resolution.yaml");
    let text = std::fs::read_to_string(&p).unwrap();
    // The first die's value, changed to another (whatever the demo's random entropy drew).
    let first = "- index: 1\n  sides: 6\n  value: ";
    let at = text.find(first).unwrap() + first.len();
    let other = if &text[at..at + 1] == "1" { "2" } else { "1" };
    let changed = format!("{}{other}{}", &text[..at], &text[at + 1..]);
    assert_ne!(text, changed);
    std::fs::write(&p, changed).unwrap();
    pbem()
        .arg("verify")
        .arg(&copy)
        .assert()
        .failure()
        .stderr(predicates::str::contains("resolution.yaml"));
}

#[test]
fn bad_input_gets_a_clear_error_and_writes_nothing() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = campaign(tmp.path());
    let d = dir.to_str().unwrap();
    let t = orders(&dir, "turkey");
    let r = orders(&dir, "russia");
    let good_t = std::fs::read_to_string(&t).unwrap();
    let good_r = std::fs::read_to_string(&r).unwrap();
    let write = |name: &str, text: &str| {
        let p = tmp.path().join(name);
        std::fs::write(&p, text).unwrap();
        p.to_str().unwrap().to_string()
    };
    // Malformed YAML: file, line and column.
    let f = write("bad.yaml", &good_t.replace("entry: 1", "entry: [1"));
    fails_and_writes_nothing(&dir, &["orders", "check", d, &f], "bad.yaml:");
    // Wrong campaign, entry, phase, player.
    let f = write(
        "camp.yaml",
        &good_t.replace("campaign: test-camp", "campaign: other"),
    );
    fails_and_writes_nothing(
        &dir,
        &["commit", d, "--player", "turkey", &f],
        "campaign 'other'",
    );
    let f = write("entry.yaml", &good_t.replace("entry: 1", "entry: 2"));
    fails_and_writes_nothing(&dir, &["orders", "check", d, &f], "waits for entry '1'");
    let f = write(
        "phase.yaml",
        &good_t.replace("phase: land-combat-turkey", "phase: land-combat-russia"),
    );
    fails_and_writes_nothing(
        &dir,
        &["orders", "check", d, &f],
        "phase 'land-combat-russia'",
    );
    fails_and_writes_nothing(
        &dir,
        &["commit", d, "--player", "russia", t.to_str().unwrap()],
        "player 'turkey'",
    );
    // Unknown unit and unknown area.
    let f = write(
        "unit.yaml",
        &good_r.replace(
            "  oltenia:\n    days:",
            "  oltenia:\n    reinforce: [{from: wallachia, units: [rus-nobody]}]\n    days:",
        ),
    );
    fails_and_writes_nothing(
        &dir,
        &["orders", "check", d, &f],
        "no unit has the id 'rus-nobody'; your units at",
    );
    // An enemy unit in your reinforcements is not yours, not unknown.
    let f = write(
        "enemy.yaml",
        &good_r.replace(
            "  oltenia:\n    days:",
            "  oltenia:\n    reinforce: [{from: wallachia, units: [tur-janissaries-1]}]\n    days:",
        ),
    );
    fails_and_writes_nothing(
        &dir,
        &["orders", "check", d, &f],
        "1st Janissary Corps is not yours (it is turkey's)",
    );
    // A player id that is not a player of the campaign says so.
    let f = write(
        "prussia.yaml",
        &good_t.replace("player: turkey", "player: prussia"),
    );
    fails_and_writes_nothing(
        &dir,
        &["commit", d, "--player", "turkey", &f],
        "'prussia' is not a player of this campaign; its players are russia, turkey",
    );
    let f = write(
        "area.yaml",
        &good_r.replace("  oltenia:\n", "  atlantis:\n"),
    );
    fails_and_writes_nothing(&dir, &["orders", "check", d, &f], "unknown area 'atlantis'");
    // Illegal chit: Russia at Oltenia has one corps and no leader (7.5.2.1).
    let f = write(
        "chit.yaml",
        &good_r.replacen("chit: defend", "chit: outflank", 2),
    );
    fails_and_writes_nothing(&dir, &["orders", "check", d, &f], "7.5.2.1");
    let f = write(
        "chit2.yaml",
        &good_t.replacen("chit: assault", "chit: cordon", 1),
    );
    fails_and_writes_nothing(
        &dir,
        &["orders", "check", d, &f],
        "not one of the attacker's chits",
    );
    // Resolving with anything missing; reveal or entropy before all commitments.
    fails_and_writes_nothing(
        &dir,
        &["resolve", d],
        "awaiting commitments of russia, turkey",
    );
    pbem()
        .args(["commit", d, "--player", "turkey"])
        .arg(&t)
        .assert()
        .success();
    fails_and_writes_nothing(
        &dir,
        &["reveal", d, "--player", "turkey", t.to_str().unwrap()],
        "before every commitment",
    );
    fails_and_writes_nothing(
        &dir,
        &["entropy", "reveal", d, "--participant", "mod"],
        "after every commitment",
    );
    pbem()
        .args(["commit", d, "--player", "russia"])
        .arg(&r)
        .assert()
        .success();
    // A reveal whose hash differs from the commitment names both hashes.
    let f = write("changed.yaml", &format!("{good_t}# changed\n"));
    fails_and_writes_nothing(
        &dir,
        &["reveal", d, "--player", "turkey", &f],
        "but turkey committed",
    );
    // Entropy that does not hash to the previous value.
    let bogus = "ab".repeat(32);
    fails_and_writes_nothing(
        &dir,
        &[
            "entropy",
            "reveal",
            d,
            "--participant",
            "mod",
            "--value",
            &bogus,
        ],
        "does not hash to the previous value",
    );
    // A lock file left by pbem 0.3.0 blocks nobody: the lock is the kernel's
    // (tests/campaign/crash.rs holds a real one).
    std::fs::write(dir.join("pbem.lock"), "pid 1\n").unwrap();
    fails_and_writes_nothing(
        &dir,
        &["resolve", d],
        "awaiting revealed orders of russia, turkey",
    );
}

#[test]
fn resolving_the_same_campaign_twice_gives_identical_bytes() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = campaign(tmp.path());
    let d = dir.to_str().unwrap();
    let files: Vec<(&str, PathBuf)> = vec![
        ("russia", orders(&dir, "russia")),
        ("turkey", orders(&dir, "turkey")),
    ];
    for (p, f) in &files {
        pbem()
            .args(["commit", d, "--player", p])
            .arg(f)
            .assert()
            .success();
    }
    for (p, f) in &files {
        pbem()
            .args(["reveal", d, "--player", p])
            .arg(f)
            .assert()
            .success();
    }
    for p in ["mod", "russia", "turkey"] {
        pbem()
            .args(["entropy", "reveal", d, "--participant", p])
            .assert()
            .success();
    }
    pbem()
        .args(["status", d])
        .assert()
        .success()
        .stdout(predicates::str::contains("ready: pbem resolve"));
    let before = snapshot(&dir);
    pbem()
        .args(["resolve", d, "--dry-run", "--date", "2026-11-21T12:00:00Z"])
        .assert()
        .success()
        .stdout(predicates::str::contains("## Dice"));
    assert_eq!(before, snapshot(&dir), "--dry-run wrote something");
    let copy = tmp.path().join("copy");
    copy_tree(&dir, &copy);
    for x in [&dir, &copy] {
        pbem()
            .arg("resolve")
            .arg(x)
            .args(["--date", "2026-11-21T12:00:00Z"])
            .assert()
            .success();
    }
    let (a, b) = (snapshot(&dir), snapshot(&copy));
    assert!(a.keys().any(|k| k
        .to_string_lossy()
        .contains("0001-1-land-combat-turkey/resolution.yaml")));
    assert_eq!(a, b, "two resolutions of the same inputs differ");
    pbem().arg("verify").arg(&dir).assert().success();
    // Player reports, markdown and e-mail, and a second resolve that finds nothing to do.
    pbem()
        .args(["report", d, "--player", "turkey"])
        .assert()
        .success()
        .stdout(predicates::str::contains("Your forces"));
    pbem()
        .args(["report", d, "--player", "russia", "--format", "email"])
        .assert()
        .success()
        .stdout(predicates::str::contains(
            "Message-ID: <test-camp.0001.russia@example.org>",
        ));
    fails_and_writes_nothing(&dir, &["resolve", d], "awaiting commitments");
}

#[test]
fn man_pages_are_current() {
    for (name, bytes) in pbem::cli::man_pages() {
        let path = Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("man")
            .join(&name);
        let on_disk = std::fs::read(&path).unwrap_or_default();
        assert!(
            on_disk == bytes,
            "man/{name} is out of date: run `cargo run -- man man`"
        );
    }
}
