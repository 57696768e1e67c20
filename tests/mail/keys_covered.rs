//! Issue 28, "What verify covers", mail keys: deleting `mail-keys.yaml` does not switch
//! authentication off; every entry of pbem 0.7.0 records which players were keyed and each
//! commitment's tag, and verify refuses an entry without a tag for a player keyed before;
//! removing a key is an explicit step (`pbem mail key --remove`), recorded in the entry and
//! told in its report mail.

use crate::support;

use std::path::{Path, PathBuf};
use support::messages::{maildir, sha256_hex, with_line};
use support::{campaign, fails_and_writes_nothing, orders, pbem, run};

fn inbox(dir: &Path, tmp: &Path, name: &str, messages: &[(&str, String)]) -> (bool, String) {
    let md = maildir(&tmp.join(name), messages);
    let o = pbem().arg("inbox").arg(dir).arg(&md).output().unwrap();
    (
        o.status.success(),
        String::from_utf8_lossy(&o.stdout).into_owned() + &String::from_utf8_lossy(&o.stderr),
    )
}

/// `text` with the line `head` and the lines after it that start with `indent` replaced by
/// `with` (no line when empty).
fn without_block(text: &str, head: &str, indent: &str, with: &str) -> String {
    let mut out = Vec::new();
    let mut skip = false;
    for l in text.lines() {
        if l == head {
            skip = true;
            if !with.is_empty() {
                out.push(with);
            }
            continue;
        }
        if skip && l.starts_with(indent) {
            continue;
        }
        skip = false;
        out.push(l);
    }
    out.join("\n") + "\n"
}

fn verify_fails(dir: &Path, expect: &str) {
    let o = pbem().arg("verify").arg(dir).output().unwrap();
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(!o.status.success(), "verify passed");
    assert!(err.contains(expect), "expected '{expect}' in: {err}");
}

/// A campaign with a mail key for russia and entry 1 played (`pbem commit` tags russia's
/// commitment with the key the moderator holds).
fn keyed_campaign(tmp: &Path) -> std::path::PathBuf {
    let dir = campaign(tmp);
    let d = dir.to_str().unwrap();
    run(&["mail", "key", d, "--player", "russia"]);
    support::play_entry(&dir, "2026-12-01T10:00:00Z");
    dir
}

#[test]
fn an_entry_records_the_keyed_players_and_each_commitments_tag() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = keyed_campaign(tmp.path());
    let res = std::fs::read_to_string(support::entry_dir(&dir, 1).join("resolution.yaml")).unwrap();
    let keys = res.split("mail_keys:").nth(1).expect("no mail_keys");
    let keys = keys.split("\ndice:").next().unwrap();
    assert!(keys.contains("keyed:\n    russia: "), "{res}");
    assert!(keys.contains("tags:\n    russia: "), "{res}");
    assert!(!keys.contains("turkey"), "{res}");
    run(&["verify", dir.to_str().unwrap()]);
}

#[test]
fn deleting_mail_keys_yaml_does_not_switch_authentication_off() {
    let tmp = tempfile::tempdir().unwrap();
    let t = tmp.path();
    let dir = keyed_campaign(t);
    std::fs::remove_file(dir.join("mail-keys.yaml")).unwrap();
    let forged = format!("PBEM-COMMIT test-camp 2 {}", sha256_hex(b"forged\n"));
    let before = support::snapshot(&dir);
    let (ok, s) = inbox(
        &dir,
        t,
        "a",
        &[("1.forged", with_line("r@example.org", "f@x", &forged))],
    );
    assert!(!ok, "{s}");
    assert!(
        s.contains("does not list russia, whose mail key entry 0001"),
        "{s}"
    );
    assert_eq!(before, support::snapshot(&dir));
    // Nor does resolve or commit go on without it.
    let f = orders(&dir, "turkey");
    fails_and_writes_nothing(
        &dir,
        &[
            "commit",
            dir.to_str().unwrap(),
            "--player",
            "turkey",
            f.to_str().unwrap(),
        ],
        "does not list russia",
    );
}

#[test]
fn verify_refuses_an_untagged_commitment_of_a_player_keyed_before() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = keyed_campaign(tmp.path());
    support::play_entry(&dir, "2026-12-02T10:00:00Z");
    run(&["verify", dir.to_str().unwrap()]);
    let res_path = support::entry_dir(&dir, 2).join("resolution.yaml");
    let res = std::fs::read_to_string(&res_path).unwrap();
    // The tag taken out (as a forged entry would have none): verify names it.
    let untagged = without_block(&res, "  tags:", "    ", "");
    assert_ne!(untagged, res);
    std::fs::write(&res_path, &untagged).unwrap();
    verify_fails(&dir, "the commitment of russia has no tag");
    // The key dropped from the record altogether: named too.
    let dropped = without_block(&res, "mail_keys:", "  ", "mail_keys: {}");
    assert_ne!(dropped, res);
    std::fs::write(&res_path, dropped).unwrap();
    verify_fails(
        &dir,
        "does not list russia, whose key the entry before recorded",
    );
}

#[test]
fn removing_a_key_is_a_recorded_step_told_in_the_report_mail() {
    let tmp = tempfile::tempdir().unwrap();
    let t = tmp.path();
    let dir = keyed_campaign(t);
    let d = dir.to_str().unwrap();
    let s = run(&[
        "mail",
        "key",
        d,
        "--player",
        "russia",
        "--remove",
        "--now",
        "2026-12-01T11:00:00Z",
    ]);
    assert!(s.contains("removed at 2026-12-01T11:00:00Z"), "{s}");
    // Run again: nothing to do.
    let s = run(&["mail", "key", d, "--player", "russia", "--remove"]);
    assert!(s.contains("nothing to do"), "{s}");
    // Russia's untagged line is now taken.
    let f = orders(&dir, "russia");
    let line = format!(
        "PBEM-COMMIT test-camp 2 {}",
        sha256_hex(&std::fs::read(&f).unwrap())
    );
    let (ok, s) = inbox(
        &dir,
        t,
        "a",
        &[("1.r", with_line("r@example.org", "r2@x", &line))],
    );
    assert!(ok, "{s}");
    let tf = orders(&dir, "turkey");
    run(&["commit", d, "--player", "turkey", tf.to_str().unwrap()]);
    support::reveal_everything(&dir);
    run(&["resolve", d, "--date", "2026-12-02T10:00:00Z"]);
    let e = support::entry_dir(&dir, 2);
    let res = std::fs::read_to_string(e.join("resolution.yaml")).unwrap();
    assert!(
        res.contains("removed:\n  - player: russia\n") && res.contains("at: 2026-12-01T11:00:00Z"),
        "{res}"
    );
    let mail = std::fs::read_to_string(e.join("mail/turkey.eml")).unwrap();
    let mail = mail
        .replace("=\r\n", "")
        .replace("\r\n", " ")
        .replace('\n', " ");
    assert!(
        mail.contains("The mail key of russia")
            && mail.contains("was removed at 2026-12-01T11:00:00Z"),
        "{mail}"
    );
    run(&["verify", d]);
}

/// Runs `args` on a fresh campaign under `root`, stopped after storage step `n`; when it
/// stopped, runs it again. Returns the campaign and whether it stopped.
fn stopped_then_again(root: &Path, n: u32, args: &[&str], before: &[&[&str]]) -> (PathBuf, bool) {
    let dir = campaign(root);
    let d = dir.to_str().unwrap();
    for b in before {
        let mut a = b.to_vec();
        a.insert(2, d);
        run(&a);
    }
    let mut a = args.to_vec();
    a.insert(2, d);
    let o = pbem()
        .args(&a)
        .env("PBEM_CRASH_AFTER", n.to_string())
        .output()
        .unwrap();
    let crashed = o.status.code() == Some(86);
    if crashed {
        // Run again: it finishes by itself, whatever the step it stopped after.
        run(&a);
    }
    (dir, crashed)
}

#[test]
fn mail_key_stopped_at_any_step_finishes_when_run_again() {
    let tmp = tempfile::tempdir().unwrap();
    let key = ["mail", "key", "--player", "russia"];
    let mut n = 1;
    loop {
        let root = tmp.path().join(format!("k{n}"));
        let (dir, crashed) = stopped_then_again(&root, n, &key, &[]);
        let text = std::fs::read_to_string(root.join("camp.secrets/russia.mail-key.yaml")).unwrap();
        let hex = text.split("key: ").nth(1).unwrap().trim();
        let bytes: Vec<u8> = (0..32)
            .map(|i| u8::from_str_radix(&hex[2 * i..2 * i + 2], 16).unwrap())
            .collect();
        let reg = std::fs::read_to_string(dir.join("mail-keys.yaml")).unwrap();
        assert_eq!(reg, format!("russia: {}\n", sha256_hex(&bytes)), "step {n}");
        // The key works: orders check prints a tagged line.
        let f = orders(&dir, "russia");
        let line = support::commit_line(&dir, &f);
        assert_eq!(line.split_whitespace().count(), 5, "step {n}");
        run(&["verify", dir.to_str().unwrap()]);
        if !crashed {
            break;
        }
        n += 1;
    }
    assert!(n > 8, "mail key takes 8 storage steps or more: {n}");
    // And --remove, stopped at any step.
    let mut n = 1;
    loop {
        let root = tmp.path().join(format!("r{n}"));
        let remove = ["mail", "key", "--player", "russia", "--remove"];
        let (dir, crashed) = stopped_then_again(&root, n, &remove, &[&key]);
        assert_eq!(
            std::fs::read_to_string(dir.join("mail-keys.yaml")).unwrap(),
            "{}\n",
            "remove, step {n}"
        );
        let removed = std::fs::read_to_string(dir.join("pending/keys-removed.yaml")).unwrap();
        assert!(removed.contains("player: russia"), "remove, step {n}");
        run(&["verify", dir.to_str().unwrap()]);
        if !crashed {
            break;
        }
        n += 1;
    }
}

#[test]
fn a_tagged_commitment_ahead_keeps_its_tag_through_a_replaced_one_sent_again() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = campaign(tmp.path());
    let d = dir.to_str().unwrap();
    run(&["mail", "key", d, "--player", "russia"]);
    let (x, y) = (sha256_hex(b"first\n"), sha256_hex(b"second\n"));
    for h in [&x, &y, &x] {
        run(&[
            "commit", d, "--player", "russia", "--hash", h, "--entry", "2",
        ]);
    }
    support::play_entry(&dir, "2026-12-01T10:00:00Z");
    // Entry 2 waits with russia's commitment y, tagged; turkey never commits.
    support::resolve_nmr(d);
    let res = std::fs::read_to_string(support::entry_dir(&dir, 2).join("resolution.yaml")).unwrap();
    assert!(res.contains(&format!("russia: {y}")), "{res}");
    assert!(res.contains("  tags:\n    russia: "), "{res}");
    run(&["verify", d]);
}
