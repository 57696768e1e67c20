//! Helpers shared by the integration tests: the real binary, folder snapshots, a fresh
//! campaign, and the check that a failing command wrote nothing.
#![allow(dead_code)]

pub mod demo;
pub mod eia;
pub mod messages;
pub mod smtp;
pub mod spi;
pub mod table;
pub mod words;

use assert_cmd::Command;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// Runs pbem with `args`, expects success, returns its stdout and stderr.
pub fn run(args: &[&str]) -> String {
    let o = pbem().args(args).output().unwrap();
    let s = String::from_utf8_lossy(&o.stdout).into_owned() + &String::from_utf8_lossy(&o.stderr);
    assert!(o.status.success(), "{args:?}: {s}");
    s
}

/// The pbem binary, in the simulation mode (`PBEM_CLOCK=simulated`): the tests' `--now`
/// times are weeks from the machine's clock.
pub fn pbem() -> Command {
    let mut c = Command::cargo_bin("pbem").unwrap();
    c.env("PBEM_CLOCK", "simulated");
    c
}

/// The pbem binary outside the simulation mode: `--now` must be near the clock.
pub fn pbem_real_clock() -> Command {
    let mut c = Command::cargo_bin("pbem").unwrap();
    c.env_remove("PBEM_CLOCK");
    c
}

/// Every file under `dir`: relative path -> bytes.
pub fn snapshot(dir: &Path) -> BTreeMap<PathBuf, Vec<u8>> {
    let mut out = BTreeMap::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        for e in std::fs::read_dir(&d).unwrap() {
            let p = e.unwrap().path();
            if p.is_dir() {
                stack.push(p);
            } else {
                out.insert(
                    p.strip_prefix(dir).unwrap().to_path_buf(),
                    std::fs::read(&p).unwrap(),
                );
            }
        }
    }
    out
}

/// A fresh campaign waiting for entry 1, with entropy chains.
pub fn campaign(tmp: &Path) -> PathBuf {
    campaign_with(
        tmp,
        &["russia:russia:r@example.org", "turkey:turkey:t@example.org"],
    )
}

/// A fresh campaign with these `--player` specs and a moderator `mod`, all with entropy
/// chains (their secrets in `camp.secrets` beside it). Made once per test process by the real
/// commands (`pbem new`, `pbem entropy init`) and copied for each test ([`demo::made_once`]).
pub fn campaign_with(tmp: &Path, players: &[&str]) -> PathBuf {
    let dir = tmp.join("camp");
    let name: String = format!("campaign-{}", players.join("-"))
        .chars()
        .map(|c| if c.is_ascii_alphanumeric() { c } else { '-' })
        .collect();
    let key = format!("{name}/camp");
    demo::made_once(&key, &dir, &["", ".secrets"], |made| {
        make_campaign(made, players);
        String::new()
    });
    dir
}

/// `pbem new` of a Danube campaign at `dir` with `players` and a moderator `mod`, then
/// `pbem entropy init` for each participant.
fn make_campaign(dir: &Path, players: &[&str]) {
    std::fs::create_dir_all(dir.parent().unwrap()).unwrap();
    pbem()
        .args([
            "new",
            "--game",
            "empires-in-arms",
            "--scenario",
            "danube-1810",
            "--id",
            "test-camp",
        ])
        .args(players.iter().flat_map(|p| ["--player", p]))
        .args(["--moderator", "mod"])
        .arg(dir)
        .assert()
        .success()
        .stdout(predicates::str::contains(
            "warning: no participant has an entropy chain",
        ));
    for p in ["mod", "russia", "turkey"] {
        pbem()
            .args(["entropy", "init"])
            .arg(dir)
            .args(["--participant", p, "--length", "50"])
            .assert()
            .success();
    }
}

/// `pbem orders new` for `player`, written beside the campaign folder.
pub fn orders(dir: &Path, player: &str) -> PathBuf {
    let f = dir.parent().unwrap().join(format!("{player}.yaml"));
    pbem()
        .args(["orders", "new"])
        .arg(dir)
        .args(["--player", player, "-o"])
        .arg(&f)
        .assert()
        .success();
    f
}

/// Runs pbem with `args`, expects failure with `expect` in stderr and `dir` unchanged.
pub fn fails_and_writes_nothing(dir: &Path, args: &[&str], expect: &str) {
    let before = snapshot(dir);
    let out = pbem()
        .args(args)
        .assert()
        .failure()
        .get_output()
        .stderr
        .clone();
    let msg = String::from_utf8_lossy(&out);
    assert!(
        msg.contains(expect),
        "{args:?}: expected '{expect}' in: {msg}"
    );
    assert_eq!(before, snapshot(dir), "{args:?} changed the campaign");
}

/// Plays the waiting entry with every player's template orders: commit, reveal, every
/// participant's entropy, resolve with messages dated `date`.
pub fn play_entry(dir: &Path, date: &str) {
    let d = dir.to_str().unwrap();
    for p in ["russia", "turkey"] {
        let f = orders(dir, p);
        pbem()
            .args(["commit", d, "--player", p])
            .arg(&f)
            .assert()
            .success();
    }
    reveal_everything(dir);
    pbem()
        .args(["resolve", d, "--date", date])
        .assert()
        .success();
}

/// After every commitment of the waiting entry: both players reveal the template orders
/// that [`orders`] wrote beside the campaign, and every participant reveals its entropy.
pub fn reveal_everything(dir: &Path) {
    let d = dir.to_str().unwrap();
    for p in ["russia", "turkey"] {
        let f = dir.parent().unwrap().join(format!("{p}.yaml"));
        pbem()
            .args(["reveal", d, "--player", p])
            .arg(&f)
            .assert()
            .success();
    }
    for p in ["mod", "russia", "turkey"] {
        pbem()
            .args(["entropy", "reveal", d, "--participant", p])
            .assert()
            .success();
    }
}

/// The `PBEM-COMMIT` line `pbem orders check` prints for `file`.
pub fn commit_line(dir: &Path, file: &Path) -> String {
    let o = pbem()
        .args(["orders", "check"])
        .arg(dir)
        .arg(file)
        .output()
        .unwrap();
    let s = String::from_utf8(o.stdout).unwrap();
    s.lines()
        .find(|l| l.starts_with("PBEM-COMMIT"))
        .unwrap()
        .to_string()
}

/// The options that point `pbem mail ...` at a plain-text SMTP server on loopback.
pub fn loopback_smtp(port: u16) -> Vec<String> {
    [
        "--smtp-host",
        "127.0.0.1",
        "--smtp-port",
        &port.to_string(),
        "--security",
        "none",
    ]
    .map(String::from)
    .to_vec()
}

/// Resolves the waiting entry of the campaign `d` with every player's standing orders (no
/// moves received): a deadline passed an hour before, resolved at 2027-01-01T02:00:00Z.
/// Returns pbem's output.
pub fn resolve_nmr(d: &str) -> String {
    run(&[
        "deadline",
        d,
        "--at",
        "2027-01-01T00:00:00Z",
        "--grace",
        "1h",
        "--now",
        "2026-12-31T00:00:00Z",
    ]);
    run(&[
        "resolve",
        d,
        "--nmr",
        "--now",
        "2027-01-01T02:00:00Z",
        "--date",
        "2027-01-01T02:00:00Z",
    ])
}

/// `pbem new DIR` for the 1812 campaign `moscow`: players `france` and `russia`
/// (f@example.org, r@example.org) and the moderator `mod`, no entropy chain.
pub fn new_1812(dir: &str) -> String {
    run(&[
        "new",
        dir,
        "--game",
        "spi-1812",
        "--scenario",
        "campaign-1812",
        "--id",
        "moscow",
        "--player",
        "france:france:f@example.org",
        "--player",
        "russia:russia:r@example.org",
        "--moderator",
        "mod",
    ])
}

/// The folder of history entry `k` of the campaign in `dir` (`history/000k-…`).
pub fn entry_dir(dir: &Path, k: u32) -> PathBuf {
    let prefix = format!("{k:04}-");
    let name = std::fs::read_dir(dir.join("history"))
        .unwrap()
        .map(|e| e.unwrap().file_name().into_string().unwrap())
        .find(|n| n.starts_with(&prefix))
        .unwrap_or_else(|| panic!("no entry {k} in {}", dir.display()));
    dir.join("history").join(name)
}

/// The shipped demo orders of `player` for `entry` (`games/<demo>/entry-<entry>-<player>.yaml`,
/// e.g. demo `spi-1812/demo/campaign-1812`), for campaign `campaign`, written into `tmp`.
pub fn shipped_orders(tmp: &Path, demo: &str, campaign: &str, entry: u32, player: &str) -> PathBuf {
    let src = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("games")
        .join(demo)
        .join(format!("entry-{entry}-{player}.yaml"));
    let text = std::fs::read_to_string(src)
        .unwrap()
        .replace("CAMPAIGN", campaign);
    let f = tmp.join(format!("entry-{entry}-{player}.yaml"));
    std::fs::write(&f, text).unwrap();
    f
}

/// The `PBEM-ENTROPY` line of participant `who` for entry `k`, as `pbem entropy show DIR
/// --participant WHO` prints it from the secret beside the campaign folder.
pub fn entropy_line(dir: &Path, who: &str, k: u32) -> String {
    run(&[
        "entropy",
        "show",
        dir.to_str().unwrap(),
        "--participant",
        who,
        "--entry",
        &k.to_string(),
    ])
    .lines()
    .find(|l| l.starts_with("PBEM-ENTROPY"))
    .unwrap_or_else(|| panic!("no PBEM-ENTROPY line for {who}"))
    .to_string()
}

/// Copies the folder `from` to `to` (made), file by file.
pub fn copy_tree(from: &Path, to: &Path) {
    std::fs::create_dir_all(to).unwrap();
    for e in std::fs::read_dir(from).unwrap() {
        let e = e.unwrap();
        let target = to.join(e.file_name());
        if e.file_type().unwrap().is_dir() {
            copy_tree(&e.path(), &target);
        } else {
            std::fs::copy(e.path(), target).unwrap();
        }
    }
}
