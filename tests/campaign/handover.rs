//! Issue 29, a side changes hands (docs/fairness.md, section 15): `pbem handover`, the
//! catch-up mail, the entries after it, and verify refusing forged handovers.

use crate::support;

use std::path::{Path, PathBuf};
use support::{campaign, fails_and_writes_nothing, orders, run};

fn entry_dir(dir: &Path, k: u32) -> PathBuf {
    let prefix = format!("{k:04}-");
    let mut names: Vec<String> = std::fs::read_dir(dir.join("history"))
        .unwrap()
        .map(|e| e.unwrap().file_name().into_string().unwrap())
        .filter(|n| n.starts_with(&prefix))
        .collect();
    names.sort();
    dir.join("history").join(&names[0])
}

/// Entry 1 played by russia and turkey; then side russia goes to ivan, whose chain's
/// secret is in `secret`; entry 2 played by ivan and turkey. Returns the campaign folder
/// and the secret.
fn handed_over(tmp: &Path) -> (PathBuf, PathBuf) {
    let dir = campaign(tmp);
    let d = dir.to_str().unwrap();
    support::play_entry(&dir, "2026-12-01T12:00:00Z");
    let secret = tmp.join("ivan.secret.yaml");
    let out = tmp.join("outbox");
    let s = run(&[
        "handover",
        d,
        "--side",
        "russia",
        "--to",
        "ivan:i@example.org",
        "--name",
        "Ivan",
        "--length",
        "50",
        "--secret",
        secret.to_str().unwrap(),
        "--transport",
        "file",
        "--out",
        out.to_str().unwrap(),
        "--now",
        "2026-12-02T09:00:00Z",
    ]);
    assert!(
        s.contains("side russia handed from russia to ivan from entry 2 on"),
        "{s}"
    );
    assert!(s.contains("catch-up mail"), "{s}");
    for p in ["ivan", "turkey"] {
        let f = orders(&dir, p);
        run(&["commit", d, "--player", p, f.to_str().unwrap()]);
    }
    for p in ["ivan", "turkey"] {
        let f = tmp.join(format!("{p}.yaml"));
        run(&["reveal", d, "--player", p, f.to_str().unwrap()]);
    }
    for p in ["mod", "turkey"] {
        run(&["entropy", "reveal", d, "--participant", p]);
    }
    run(&[
        "entropy",
        "reveal",
        d,
        "--participant",
        "ivan",
        "--secret",
        secret.to_str().unwrap(),
    ]);
    run(&["resolve", d, "--date", "2026-12-05T12:00:00Z"]);
    (dir, secret)
}

#[test]
fn issue29_handover_gives_the_side_a_new_chain_and_verify_follows_both() {
    let tmp = tempfile::tempdir().unwrap();
    let (dir, _) = handed_over(tmp.path());
    let d = dir.to_str().unwrap();
    run(&["verify", d]);
    // campaign.yaml: ivan plays russia; russia, who had no other side, left.
    let y = std::fs::read_to_string(dir.join("campaign.yaml")).unwrap();
    assert!(y.contains("handovers:") && y.contains("id: ivan"), "{y}");
    // Entry 2 records the handover and its report mail tells every player.
    let e2 = entry_dir(&dir, 2);
    let res = std::fs::read_to_string(e2.join("resolution.yaml")).unwrap();
    assert!(
        res.contains("handovers:") && res.contains("to: ivan"),
        "{res}"
    );
    let mail = std::fs::read_to_string(e2.join("mail/turkey.eml")).unwrap();
    assert!(
        mail.contains("Side russia changed hands with this entry"),
        "{mail}"
    );
    assert!(e2.join("mail/ivan.eml").exists() && !e2.join("mail/russia.eml").exists());
    // Entry 1 still replays with russia as its player.
    assert!(entry_dir(&dir, 1).join("mail/russia.eml").exists());
    // The catch-up mail went to ivan with the side's latest report and map.
    let outbox: Vec<_> = std::fs::read_dir(tmp.path().join("outbox"))
        .unwrap()
        .collect();
    assert_eq!(outbox.len(), 1);
    let m = std::fs::read_to_string(outbox[0].as_ref().unwrap().path()).unwrap();
    assert!(
        m.contains("To: Ivan <i@example.org>") && m.contains("you now play russia"),
        "{m}"
    );
    assert!(
        m.contains("report-0001-") && m.contains("text/markdown"),
        "{m}"
    );
    // The map as the entry wrote it (ASCII): attached as written, its lines in 7bit. Every
    // power sees the public map, which the entry keeps once (pbem 0.12.0 on).
    assert!(!entry_dir(&dir, 1).join("reports/russia.svg").exists());
    let svg = std::fs::read_to_string(entry_dir(&dir, 1).join("map.svg")).unwrap();
    assert!(svg.is_ascii());
    // (lettre writes a long file name as `filename*0="…"`, RFC 2231.)
    let part = m
        .split("=\"map-0001-")
        .nth(1)
        .unwrap_or_else(|| panic!("the map attached: {m}"));
    assert!(
        part.contains("Content-Transfer-Encoding: 7bit")
            && part.contains(&svg.lines().take(3).collect::<Vec<_>>().join("\r\n")),
        "{part}"
    );
}

#[test]
fn issue29_handover_is_refused_once_the_entry_has_a_commitment_or_for_an_old_id() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = campaign(tmp.path());
    let d = dir.to_str().unwrap();
    support::play_entry(&dir, "2026-12-01T12:00:00Z");
    let f = orders(&dir, "turkey");
    run(&["commit", d, "--player", "turkey", f.to_str().unwrap()]);
    let secret = tmp.path().join("x.secret.yaml");
    fails_and_writes_nothing(
        &dir,
        &[
            "handover",
            d,
            "--side",
            "russia",
            "--to",
            "ivan",
            "--secret",
            secret.to_str().unwrap(),
            "--now",
            "2026-12-02T09:00:00Z",
        ],
        "has commitments",
    );
    assert!(!secret.exists(), "no secret left behind");
    let tmp2 = tempfile::tempdir().unwrap();
    let dir = campaign(tmp2.path());
    let d = dir.to_str().unwrap();
    fails_and_writes_nothing(
        &dir,
        &[
            "handover",
            d,
            "--side",
            "russia",
            "--to",
            "turkey",
            "--anchor",
            &"ab".repeat(32),
            "--now",
            "2026-12-02T09:00:00Z",
        ],
        "is or was a participant",
    );
    fails_and_writes_nothing(
        &dir,
        &[
            "handover",
            d,
            "--side",
            "prussia",
            "--to",
            "ivan",
            "--anchor",
            &"ab".repeat(32),
            "--now",
            "2026-12-02T09:00:00Z",
        ],
        "no player plays side 'prussia'",
    );
}

fn expect_verify_fails(dir: &Path, words: &str) {
    let o = support::pbem().args(["verify"]).arg(dir).output().unwrap();
    let e = String::from_utf8_lossy(&o.stderr).into_owned() + &String::from_utf8_lossy(&o.stdout);
    assert!(!o.status.success(), "verify passed a forged campaign");
    assert!(e.contains(words), "expected '{words}' in: {e}");
}

#[test]
fn issue29_verify_refuses_the_old_chain_after_its_end() {
    let tmp = tempfile::tempdir().unwrap();
    let (dir, _) = handed_over(tmp.path());
    // russia still holds the secret of the old chain: its genuine value for entry 2.
    let secret_file = tmp.path().join("camp.secrets/russia.secret.yaml");
    let s: pbem::campaign::secret::SecretFile =
        serde_yaml::from_str(&std::fs::read_to_string(secret_file).unwrap()).unwrap();
    let v = s.chain().unwrap().value(2).unwrap();
    let f = entry_dir(&dir, 2).join("entropy.yaml");
    let mut text = std::fs::read_to_string(&f).unwrap();
    text.push_str(&format!("russia: {v}\n"));
    std::fs::write(&f, text).unwrap();
    expect_verify_fails(
        &dir,
        "whose chain ended when side russia went to ivan in entry 2",
    );
}

#[test]
fn issue29_verify_refuses_a_new_chain_not_recorded_before_the_seed() {
    let tmp = tempfile::tempdir().unwrap();
    let (dir, _) = handed_over(tmp.path());
    // campaign.yaml's anchor of ivan swapped (in the participant and the handover) for
    // another chain's: entry 2 recorded the first one.
    let f = dir.join("campaign.yaml");
    let y = std::fs::read_to_string(&f).unwrap();
    let c: pbem::campaign::CampaignFile = serde_yaml::from_str(&y).unwrap();
    let old = c.handovers[0].anchor.anchor.to_string();
    let other = pbem::fairness::Chain::new([7u8; 32], 50)
        .anchor()
        .to_string();
    std::fs::write(&f, y.replace(&old, &other)).unwrap();
    expect_verify_fails(&dir, "not recorded before the entry's seed");
}

#[test]
fn issue29_verify_refuses_a_new_chain_value_before_its_handover() {
    let tmp = tempfile::tempdir().unwrap();
    let (dir, secret) = handed_over(tmp.path());
    let s: pbem::campaign::secret::SecretFile =
        serde_yaml::from_str(&std::fs::read_to_string(secret).unwrap()).unwrap();
    let v = s.chain().unwrap().value(1).unwrap();
    let f = entry_dir(&dir, 1).join("entropy.yaml");
    let mut text = std::fs::read_to_string(&f).unwrap();
    text.push_str(&format!("ivan: {v}\n"));
    std::fs::write(&f, text).unwrap();
    expect_verify_fails(&dir, "a value of ivan, who has no chain in this entry");
}
