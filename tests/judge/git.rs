//! Git as the replicated copy: two judges (two clones of one bare repository) on one
//! campaign. The one that pushes first wins; the other, whose push is refused, discards its
//! own run, starts again from the remote, and neither resolves an entry twice.

use super::*;
use std::process::Command;

fn git(dir: &Path, args: &[&str]) -> String {
    let o = Command::new("git")
        .arg("-C")
        .arg(dir)
        .args(["-c", "user.name=t", "-c", "user.email=t@example.org"])
        .args(args)
        .output()
        .unwrap();
    assert!(
        o.status.success(),
        "git {args:?}: {}",
        String::from_utf8_lossy(&o.stderr)
    );
    String::from_utf8_lossy(&o.stdout).trim().to_string()
}

/// Judge A's ROOT made a repository pushed to a bare one; judge B a clone of it with its
/// own Maildir, the moderator's secret and judge.yaml (neither is in git).
fn two_judges() -> (Judge, PathBuf, PathBuf) {
    two_judges_with(|_| {})
}

/// As [`two_judges`], with `more` adding to judge A's ROOT before it becomes a repository.
fn two_judges_with(more: impl Fn(&Judge)) -> (Judge, PathBuf, PathBuf) {
    let a = Judge::new();
    more(&a);
    let yaml = std::fs::read_to_string(a.root.join("judge.yaml")).unwrap()
        + "git: {commit: true, push: true, remote: origin}\n";
    std::fs::write(a.root.join("judge.yaml"), &yaml).unwrap();
    std::fs::write(
        a.root.join(".gitignore"),
        "/Maildir/\n*.secrets/\n/judge.yaml\n/strangers.yaml\n/mail-log.yaml\n/mail-sending.yaml\n",
    )
    .unwrap();
    let bare = path(&a, "bare.git");
    git(
        a.tmp.path(),
        &[
            "init",
            "--quiet",
            "--bare",
            "-b",
            "main",
            bare.to_str().unwrap(),
        ],
    );
    git(&a.root, &["init", "--quiet", "-b", "main"]);
    git(&a.root, &["add", "--all"]);
    git(&a.root, &["commit", "--quiet", "-m", "campaign"]);
    git(
        &a.root,
        &["remote", "add", "origin", bare.to_str().unwrap()],
    );
    git(&a.root, &["push", "--quiet", "origin", "main"]);
    let b = path(&a, "b");
    git(
        a.tmp.path(),
        &[
            "clone",
            "--quiet",
            bare.to_str().unwrap(),
            b.to_str().unwrap(),
        ],
    );
    std::fs::write(b.join("judge.yaml"), &yaml).unwrap();
    std::fs::create_dir_all(b.join("camp.secrets")).unwrap();
    std::fs::copy(
        a.root.join("camp.secrets/mod.secret.yaml"),
        b.join("camp.secrets/mod.secret.yaml"),
    )
    .unwrap();
    (a, b, bare)
}

fn run_root(root: &Path, now: &str, stop: Option<&str>) -> (bool, String) {
    let mut c = pbem();
    c.args(["judge", "run"]).arg(root).args(["--now", now]);
    if let Some(p) = stop {
        c.env("PBEM_JUDGE_STOP", p);
    }
    let o = c.output().unwrap();
    (
        o.status.success(),
        String::from_utf8_lossy(&o.stdout).into_owned() + &String::from_utf8_lossy(&o.stderr),
    )
}

fn drop_into(root: &Path, name: &str, text: &str) {
    for sub in ["new", "cur", "tmp"] {
        std::fs::create_dir_all(root.join("Maildir").join(sub)).unwrap();
    }
    std::fs::write(root.join("Maildir/new").join(name), text).unwrap();
}

#[test]
fn a_refused_push_discards_the_local_run_and_starts_again_from_the_remote() {
    let (a, b, bare) = two_judges();
    a.deadline("2026-12-01T18:00:00Z", "1h", "2026-11-28T00:00:00Z");
    git(&a.root, &["add", "--all"]);
    git(&a.root, &["commit", "--quiet", "-m", "deadline"]);
    git(&a.root, &["push", "--quiet", "origin", "main"]);
    git(&b, &["pull", "--quiet", "origin", "main"]);
    // Both judges get the same four messages (a hosted mailbox both fetch from).
    let mut mails = Vec::new();
    for (p, addr) in [("russia", "r@example.org"), ("turkey", "t@example.org")] {
        let (bytes, _) = a.orders(p);
        mails.push((
            format!("1000.{p}"),
            orders_mail(addr, &format!("{p}-1"), &bytes),
        ));
        let line = a.entropy_line(p);
        mails.push((
            format!("1001.{p}"),
            line_mail(addr, &format!("{p}.e1@example.org"), &line),
        ));
    }
    for (name, text) in &mails {
        a.drop(name, text);
        drop_into(&b, name, text);
    }
    // B is stopped after recording, before its push; A then runs and pushes first.
    let (ok, _) = run_root(&b, "2026-11-29T00:00:00Z", Some("outbox"));
    assert!(!ok);
    let out = a.run("2026-11-29T00:00:00Z");
    assert!(out.contains("resolved 0001-"), "{out}");
    let remote_head = git(&bare, &["rev-parse", "main"]);
    // B runs again: its stopped run is refused by the remote, discarded; it starts from
    // A's work, where the entry is resolved and the messages already recorded.
    let (ok, out) = run_root(&b, "2026-11-29T00:10:00Z", None);
    assert!(ok, "{out}");
    assert!(
        !out.contains("resolved 0001-"),
        "B resolved the entry again: {out}"
    );
    // The messages came for an entry A resolved; A answered them (same receipt ids).
    assert!(out.contains("0 receipt(s), 0 report(s)"), "{out}");
    let log = git(&bare, &["log", "--format=%s", "main"]);
    assert_eq!(log.matches("resolved 0001-").count(), 1, "{log}");
    let after: u32 = git(
        &bare,
        &["rev-list", "--count", &format!("{remote_head}..main")],
    )
    .parse()
    .unwrap();
    assert!(after <= 1, "B pushed {after} commits after A");
    assert!(b.join("camp/history").read_dir().unwrap().count() == 2);
    support::run(&["verify", b.join("camp").to_str().unwrap()]);
    assert!(a.maildir("new").is_empty());
    assert!(std::fs::read_dir(b.join("Maildir/new"))
        .unwrap()
        .next()
        .is_none());
}

/// Two commits per run (docs/judge.md "One commit or two"): the state is pushed before any
/// mail goes, the mail log after. A run stopped between them left its mail log unpushed;
/// another judge, whose own mail failed, pushed meanwhile; the first judge's next push is
/// refused and it discards its folder for the remote's. What it knows it sent is kept (the
/// mail log only grows): it sends none of it again, only the mail nobody sent.
#[test]
fn a_refused_push_keeps_the_mail_log_and_sends_nothing_twice() {
    let (a, b, bare) = two_judges();
    a.deadline("2026-12-01T18:00:00Z", "1h", "2026-11-28T00:00:00Z");
    git(&a.root, &["add", "--all"]);
    git(&a.root, &["commit", "--quiet", "-m", "deadline"]);
    git(&a.root, &["push", "--quiet", "origin", "main"]);
    for (p, addr) in [("russia", "r@example.org"), ("turkey", "t@example.org")] {
        let (bytes, _) = a.orders(p);
        a.drop(
            &format!("1000.{p}"),
            &orders_mail(addr, &format!("{p}-1"), &bytes),
        );
        let line = a.entropy_line(p);
        a.drop(
            &format!("1001.{p}"),
            &line_mail(addr, &format!("{p}.e1@example.org"), &line),
        );
    }
    // A resolves entry 1, pushes it, mails the receipts and reports, and is stopped before
    // its mail log is committed.
    assert!(a.run_stopped_at("2026-11-29T00:00:00Z", "reports"));
    let mailed = a.sent_ids();
    assert_eq!(mailed.len(), 6, "4 receipts and 2 reports: {mailed:?}");
    // B (its server refusing everything) takes russia's orders for entry 2 and pushes.
    let yaml = std::fs::read_to_string(b.join("judge.yaml"))
        .unwrap()
        .lines()
        .map(|l| {
            if l.starts_with("sendmail:") {
                "sendmail: /bin/false"
            } else {
                l
            }
        })
        .collect::<Vec<_>>()
        .join("\n")
        + "\n";
    std::fs::write(b.join("judge.yaml"), yaml).unwrap();
    let (bytes, _) = a.orders("russia");
    drop_into(
        &b,
        "2000.russia",
        &orders_mail("r@example.org", "russia-2", &bytes),
    );
    let o = pbem()
        .args(["judge", "run"])
        .arg(&b)
        .args(["--now", "2026-11-29T00:05:00Z"])
        .output()
        .unwrap();
    let out = String::from_utf8_lossy(&o.stdout);
    assert!(out.contains("refused by the server"), "{o:?}");
    let pushed_by_b = git(&bare, &["rev-parse", "main"]);
    // A again: its push refused, it starts from B's work, keeping its mail log.
    let out = a.run("2026-11-29T00:10:00Z");
    assert_ne!(git(&bare, &["rev-parse", "main"]), pushed_by_b, "{out}");
    let ids = a.sent_ids();
    let mut once = ids.clone();
    once.sort();
    once.dedup();
    assert_eq!(ids.len(), once.len(), "sent twice: {ids:?}\n{out}");
    assert_eq!(
        ids.len(),
        7,
        "B's receipt to russia's orders goes too: {ids:?}"
    );
    let log = git(&bare, &["show", "main:camp/mail-log.yaml"]);
    for id in &mailed {
        let id = id.trim_matches(['<', '>']);
        assert!(log.contains(id), "{id} not in the remote's mail log");
    }
    support::run(&["verify", a.camp.to_str().unwrap()]);
    assert!(a.maildir("new").is_empty());
}

/// One repository holding two campaigns (docs/judge.md "One repository or one per
/// campaign"): campaign B's run was committed but not pushed (a run stopped before its
/// push); another judge pushed a change to campaign A; the judge's push is refused. Only A
/// is made the remote's: B's run is kept, pushed with the next push, and both verify.
#[test]
fn a_refused_push_of_campaign_a_leaves_campaign_b_unpushed_run_intact() {
    let other = |j: &Judge| {
        let dir = j.root.join("other");
        pbem()
            .args([
                "new",
                "--game",
                "empires-in-arms",
                "--scenario",
                "danube-1810",
            ])
            .args(["--id", "other-camp", "--moderator", "mod"])
            .args(["--player", "russia:russia:r2@example.org"])
            .args(["--player", "turkey:turkey:t2@example.org"])
            .arg(&dir)
            .assert()
            .success();
    };
    let (a, b, bare) = two_judges_with(other);
    // The other judge sets campaign A's deadline and pushes first.
    support::run(&[
        "deadline",
        b.join("camp").to_str().unwrap(),
        "--at",
        "2026-12-01T18:00:00Z",
        "--grace",
        "1h",
        "--now",
        "2026-11-28T00:00:00Z",
    ]);
    git(&b, &["add", "--all", "camp"]);
    git(&b, &["commit", "--quiet", "-m", "judge 2: A's deadline"]);
    git(&b, &["push", "--quiet", "origin", "main"]);
    // Campaign B's run here: committed, not pushed.
    let b_deadline = "2026-12-09T18:00:00Z";
    support::run(&[
        "deadline",
        a.root.join("other").to_str().unwrap(),
        "--at",
        b_deadline,
        "--grace",
        "1h",
        "--now",
        "2026-11-28T00:00:00Z",
    ]);
    git(&a.root, &["add", "--all", "other"]);
    git(&a.root, &["commit", "--quiet", "-m", "B's run, not pushed"]);
    // Mail for A: its sync pushes, is refused (the other judge changed A), and discards.
    let (bytes, _) = a.orders("russia");
    a.drop(
        "1000.russia",
        &orders_mail("r@example.org", "russia-1", &bytes),
    );
    let out = a.run("2026-11-29T00:00:00Z");
    assert!(out.contains("test-camp: mail read"), "{out}");
    // B's run survived the refusal and reached the remote; A is the remote's plus its run.
    let on_remote = git(&bare, &["grep", "-l", b_deadline, "main", "--", "other"]);
    assert!(!on_remote.is_empty(), "B's run lost: {out}");
    let a_deadline = git(
        &bare,
        &["grep", "-l", "2026-12-01T18:00:00Z", "main", "--", "camp"],
    );
    assert!(!a_deadline.is_empty(), "{out}");
    assert_eq!(
        git(&a.root, &["rev-parse", "HEAD"]),
        git(&bare, &["rev-parse", "main"]),
        "{out}"
    );
    assert_eq!(
        git(&a.root, &["status", "--porcelain", "--", "camp", "other"]),
        ""
    );
    let log = git(&bare, &["log", "--format=%s", "main"]);
    assert!(log.contains("kept on the remote's"), "{log}");
    support::run(&["verify", a.camp.to_str().unwrap()]);
    support::run(&["verify", a.root.join("other").to_str().unwrap()]);
    assert!(a.maildir("new").is_empty());
}

/// Found by the full soak: a run killed while git worked left `.git/index.lock`, and every
/// later run failed on that campaign ("Unable to create '.../index.lock': File exists").
/// The next run removes the lock a stopped run left (once it has stood two seconds), says
/// so, and commits and pushes as usual.
#[test]
fn a_git_lock_a_stopped_run_left_is_removed_and_the_run_goes_on() {
    let (a, _b, bare) = two_judges();
    let lock = a.root.join(".git/index.lock");
    std::fs::write(&lock, b"").unwrap();
    let stood = std::time::SystemTime::now() - std::time::Duration::from_secs(60);
    std::fs::File::options()
        .write(true)
        .open(&lock)
        .unwrap()
        .set_modified(stood)
        .unwrap();
    let (ok, out) = run_root(&a.root, "2026-11-29T00:00:00Z", None);
    assert!(ok, "{out}");
    assert!(
        out.contains("git's lock file(s) a stopped run left removed: index.lock"),
        "{out}"
    );
    assert!(!lock.exists());
    // Git works in the campaign again, and the remote has the run's work.
    git(&a.root, &["add", "--all"]);
    let local = git(&a.root, &["rev-parse", "HEAD"]);
    assert_eq!(git(&bare, &["rev-parse", "main"]), local);
}
