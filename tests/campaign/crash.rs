//! Crash safety (issue 13 item 2): every command that changes a campaign is stopped dead
//! after one of its storage steps (`PBEM_CRASH_AFTER=N`, the store's test hook), and then
//! the folder must verify, the same command run again must do what it does after an
//! uninterrupted run (succeed, or refuse in the same words), and the campaign must end
//! byte for byte as if nothing had crashed. The suite tries every fourth step of resolve
//! (about forty) and inbox, every second of the others, from an offset that moves with the
//! command; `PBEM_CRASH_EVERY_STEP=1` tries every step. Also the lock: a kernel lock
//! that a second command waits for, and that a killed command does not leave behind.

use crate::support::copy_tree;
use crate::support::{self, messages, pbem, snapshot};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::Output;
use std::time::{Duration, Instant};

/// The store's crash hook and the exit status it stops with (`pbem::store::crash`).
const CRASH_AFTER: &str = pbem::store::crash::CRASH_AFTER;
const CRASH_STATUS: i32 = pbem::store::crash::CRASH_STATUS;

/// The files that differ between two snapshots (missing on one side, or other bytes).
fn differences(got: &Snapshot, want: &Snapshot) -> Vec<String> {
    let mut out: Vec<String> = got
        .keys()
        .chain(want.keys())
        .filter(|f| got.get(*f) != want.get(*f))
        .map(|f| f.display().to_string())
        .collect();
    out.sort();
    out.dedup();
    out
}

type Snapshot = BTreeMap<PathBuf, Vec<u8>>;

/// Runs `args` (`ROOT` replaced by `root`) with the crash hook at `crash`.
fn run_at(root: &Path, args: &[&str], crash: Option<u64>) -> Output {
    let r = root.to_str().unwrap();
    let args: Vec<String> = args.iter().map(|a| a.replace("ROOT", r)).collect();
    let mut cmd = pbem();
    cmd.args(&args);
    if let Some(n) = crash {
        cmd.env(CRASH_AFTER, n.to_string());
    }
    cmd.output().unwrap()
}

fn text(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned() + &String::from_utf8_lossy(&o.stderr)
}

/// A campaign waiting for entry 1 with entropy chains, the players' template orders beside
/// it, and two messages: russia's PBEM-COMMIT line and turkey's orders attached.
fn prepared(root: &Path) {
    let dir = support::campaign(root);
    let r = support::orders(&dir, "russia");
    let t = support::orders(&dir, "turkey");
    let line = support::commit_line(&dir, &r);
    let mail = root.join("mail");
    std::fs::create_dir_all(&mail).unwrap();
    std::fs::write(
        mail.join("russia-commit.eml"),
        messages::with_line("Russia <r@example.org>", "c1.r@example.org", &line),
    )
    .unwrap();
    std::fs::write(
        mail.join("turkey-orders.eml"),
        messages::with_attachment(
            "Turkey <t@example.org>",
            "turkey.yaml",
            &std::fs::read(t).unwrap(),
        ),
    )
    .unwrap();
}

/// The crash points tried for the `i`-th command `cmd`: every step, or every `stride`-th
/// from an offset that moves with `i`.
fn points(i: usize, cmd: &str) -> impl Iterator<Item = u64> {
    let stride = if std::env::var_os("PBEM_CRASH_EVERY_STEP").is_some() {
        1
    } else if ["inbox", "resolve"].contains(&cmd) {
        4
    } else {
        2
    };
    (1 + (i % stride) as u64..).step_by(stride)
}

/// One entry played through every kind of command that changes a campaign.
const STEPS: &[&[&str]] = &[
    &["inbox", "ROOT/camp", "ROOT/mail/russia-commit.eml"],
    &[
        "commit",
        "ROOT/camp",
        "--player",
        "turkey",
        "ROOT/turkey.yaml",
    ],
    &[
        "reveal",
        "ROOT/camp",
        "--player",
        "russia",
        "ROOT/russia.yaml",
    ],
    &["inbox", "ROOT/camp", "ROOT/mail/turkey-orders.eml"],
    &["entropy", "reveal", "ROOT/camp", "--participant", "mod"],
    &["entropy", "reveal", "ROOT/camp", "--participant", "russia"],
    &["entropy", "reveal", "ROOT/camp", "--participant", "turkey"],
    &["resolve", "ROOT/camp", "--date", "2026-11-21T10:00:00Z"],
];

/// Stops the `i`-th command `step`, run on a copy of `before`, after each of its sampled
/// storage steps in turn, and checks each time that the folder verifies and that running
/// the command again ends as `after` (the uninterrupted run). Returns the points tried.
fn crash_at_each_point(tmp: &Path, i: usize, step: &[&str], before: &Path, after: &Path) -> u64 {
    let want = snapshot(&after.join("camp"));
    // The same command run once more after an uninterrupted run.
    let repeat = tmp.join("repeat");
    copy_tree(after, &repeat);
    let repeated = run_at(&repeat, step, None);
    let repeated = (
        repeated.status.success(),
        text(&repeated).replace(repeat.to_str().unwrap(), "ROOT"),
    );
    std::fs::remove_dir_all(&repeat).unwrap();
    for (tried, n) in points(i, step[0]).enumerate() {
        let trial = tmp.join(format!("trial-{i}-{n}"));
        copy_tree(before, &trial);
        let o = run_at(&trial, step, Some(n));
        if o.status.success() {
            // The command has fewer than n steps: every point was tried.
            assert_eq!(
                differences(&snapshot(&trial.join("camp")), &want),
                Vec::<String>::new(),
                "{step:?}"
            );
            std::fs::remove_dir_all(&trial).unwrap();
            return tried as u64;
        }
        assert_eq!(
            o.status.code(),
            Some(CRASH_STATUS),
            "{step:?} failed after step {n} instead of stopping: {}",
            text(&o)
        );
        let v = run_at(&trial, &["verify", "ROOT/camp"], None);
        assert!(
            v.status.success(),
            "{step:?} stopped after step {n}: verify fails: {}",
            text(&v)
        );
        let again = run_at(&trial, step, None);
        if !again.status.success() {
            let msg = text(&again).replace(trial.to_str().unwrap(), "ROOT");
            assert_eq!(
                (false, msg),
                repeated,
                "{step:?} stopped after step {n}: run again it fails, unlike a repeat after an uninterrupted run"
            );
        }
        assert_eq!(
            differences(&snapshot(&trial.join("camp")), &want),
            Vec::<String>::new(),
            "{step:?} stopped after step {n}, then run again: these files differ from an uninterrupted run"
        );
        std::fs::remove_dir_all(&trial).unwrap();
    }
    unreachable!("points() never ends")
}

#[test]
fn a_command_killed_after_any_step_leaves_a_campaign_that_verifies_and_continues() {
    let tmp = tempfile::tempdir().unwrap();
    // stages[i]: the campaign before STEPS[i], played without a crash.
    let mut stages: Vec<PathBuf> = vec![tmp.path().join("stage-0")];
    prepared(&stages[0]);
    for (i, step) in STEPS.iter().enumerate() {
        let next = tmp.path().join(format!("stage-{}", i + 1));
        copy_tree(&stages[i], &next);
        let o = run_at(&next, step, None);
        assert!(o.status.success(), "{step:?}: {}", text(&o));
        stages.push(next);
    }
    let mut crashes: BTreeMap<String, u64> = BTreeMap::new();
    for (i, step) in STEPS.iter().enumerate() {
        let n = crash_at_each_point(tmp.path(), i, step, &stages[i], &stages[i + 1]);
        *crashes.entry(step[0].to_string()).or_default() += n;
    }
    println!("crash points tried: {crashes:?}");
    // Every kind of command was stopped at several points (resolve at the most).
    for (cmd, at_least) in [
        ("inbox", 2),
        ("commit", 2),
        ("reveal", 2),
        ("entropy", 4),
        ("resolve", 8),
    ] {
        let n = crashes.get(cmd).copied().unwrap_or(0);
        assert!(n >= at_least, "{cmd} stopped at only {n} points");
    }
    let v = run_at(&stages[STEPS.len()], &["verify", "ROOT/camp"], None);
    assert!(v.status.success(), "{}", text(&v));
}

#[test]
fn a_resolve_killed_after_writing_its_entry_is_rolled_forward_by_the_next_command() {
    let tmp = tempfile::tempdir().unwrap();
    prepared(tmp.path());
    for step in &STEPS[..STEPS.len() - 1] {
        let o = run_at(tmp.path(), step, None);
        assert!(o.status.success(), "{step:?}: {}", text(&o));
    }
    let dir = tmp.path().join("camp");
    let before = std::fs::read(dir.join("state.yaml")).unwrap();
    let backup = tmp.path().join("backup");
    copy_tree(&dir, &backup);
    let written = |dir: &Path| {
        std::fs::read_dir(dir.join("history")).unwrap().any(|e| {
            e.unwrap()
                .file_name()
                .to_string_lossy()
                .starts_with("0001-")
        })
    };
    // Stop resolve at the first step after its entry folder is renamed into the history.
    let resolve = ["resolve", "ROOT/camp", "--date", "2026-11-21T10:00:00Z"];
    for n in 1.. {
        let o = run_at(tmp.path(), &resolve, Some(n));
        assert_eq!(o.status.code(), Some(CRASH_STATUS), "{}", text(&o));
        if written(&dir) {
            break;
        }
        std::fs::remove_dir_all(&dir).unwrap();
        copy_tree(&backup, &dir);
    }
    // The wedge of issue 13: the entry is written, state.yaml and pending/ are the old ones.
    assert_eq!(std::fs::read(dir.join("state.yaml")).unwrap(), before);
    assert!(dir.join("pending").exists());
    let st = support::run(&["status", dir.to_str().unwrap()]);
    assert!(st.contains("waiting for entry 2"), "{st}");
    support::run(&["verify", dir.to_str().unwrap()]);
    let again = support::run(&[
        "resolve",
        dir.to_str().unwrap(),
        "--date",
        "2026-11-21T10:00:00Z",
    ]);
    assert!(
        again.contains("rolled forward") && again.contains("nothing to do"),
        "{again}"
    );
    assert_ne!(std::fs::read(dir.join("state.yaml")).unwrap(), before);
    assert!(!dir.join("pending").exists());
    support::run(&["verify", dir.to_str().unwrap()]);
}

#[test]
fn a_second_command_waits_for_the_lock_and_a_dead_holder_leaves_none() {
    let tmp = tempfile::tempdir().unwrap();
    prepared(tmp.path());
    let dir = tmp.path().join("camp");
    let commit = [
        "commit",
        "ROOT/camp",
        "--player",
        "turkey",
        "ROOT/turkey.yaml",
    ];
    // Held by another process (here, this test): after the wait, a clear refusal.
    let held = pbem::store::Lock::take_within(&dir, Duration::ZERO).unwrap();
    let before = snapshot(&dir);
    let t = Instant::now();
    let r = tmp.path().to_str().unwrap();
    let args: Vec<String> = commit.iter().map(|a| a.replace("ROOT", r)).collect();
    let o = pbem()
        .args(&args)
        .env(pbem::store::lock::WAIT_VAR, "0.5")
        .output()
        .unwrap();
    assert!(!o.status.success() && t.elapsed() >= Duration::from_millis(500));
    assert!(text(&o).contains("is locked"), "{}", text(&o));
    assert_eq!(snapshot(&dir), before);
    // Released while the command waits: it goes ahead.
    let child = std::process::Command::new(env!("CARGO_BIN_EXE_pbem"))
        .args(&args)
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    std::thread::sleep(Duration::from_millis(300));
    drop(held);
    let o = child.wait_with_output().unwrap();
    assert!(o.status.success(), "{}", text(&o));
    assert!(
        text(&o).contains("commitment of turkey recorded"),
        "{}",
        text(&o)
    );
    // A command killed while holding the lock leaves no lock behind.
    let o = run_at(
        tmp.path(),
        &[
            "commit",
            "ROOT/camp",
            "--player",
            "russia",
            "ROOT/russia.yaml",
        ],
        Some(1),
    );
    assert_eq!(o.status.code(), Some(CRASH_STATUS), "{}", text(&o));
    pbem::store::Lock::take_within(&dir, Duration::ZERO).unwrap();
}
