//! The engine is fixed before the dice (issue 28, docs/fairness.md section 12): an entry's
//! rules revision is fixed when it opens, before its first commitment; re-recording a
//! resolved entry under another engine or revision, after its seed is known, is refused by
//! verify; an upgrade is an explicit step, before the first commitment, that the report
//! mail says.

use crate::support::{self, pbem, play_entry};
use pbem::campaign::produce::{history_before, produce, Inputs, Resolution};
use pbem::campaign::resolve::campaign_templates;
use pbem::campaign::Campaign;
use pbem::engine::revision::{Revision, Upgrade};
use pbem::yaml::Source;
use std::collections::BTreeMap;
use std::path::Path;

fn resolution(dir: &Path, k: u32) -> Resolution {
    Source::read(&support::entry_dir(dir, k).join("resolution.yaml"))
        .unwrap()
        .parse()
        .unwrap()
}

/// What a resolver who saw entry `k`'s seed could do: resolve it again from the same inputs
/// with another engine and revision, and write that entry (and state.yaml) in its place.
fn rerecord(dir: &Path, k: u32, engine: &str, revision: Option<(Revision, Option<Upgrade>)>) {
    let c = Campaign::open(dir).unwrap();
    let edir = support::entry_dir(dir, k);
    let res = resolution(dir, k);
    let mut orders = BTreeMap::new();
    for e in std::fs::read_dir(edir.join("orders")).unwrap() {
        let e = e.unwrap();
        let name = e.file_name().into_string().unwrap();
        orders.insert(
            name.trim_end_matches(".yaml").to_string(),
            std::fs::read(e.path()).unwrap(),
        );
    }
    let prev_dir = if k == 1 {
        dir.join("history/0000-setup")
    } else {
        support::entry_dir(dir, k - 1)
    };
    let prev = std::fs::read(prev_dir.join("state.yaml")).unwrap();
    let inputs = Inputs {
        entry: k,
        commitments: res.commitments.clone(),
        orders,
        entropy: res.entropy.clone(),
        mail_date: res.mail_date.clone(),
        nmr: res.nmr.clone(),
        entropy_withheld: res.entropy_withheld.clone(),
        deadline: res.deadline.clone(),
        voided: Vec::new(),
        previous_history: Some(history_before(&c, k).unwrap()),
        engine: engine.to_string(),
        revision,
        mail_keys: res.mail_keys.clone(),
        nmr_at: res.nmr_at.clone(),
        handovers: res.handovers.clone(),
    };
    let out = produce(&c, &prev, &inputs, &campaign_templates(&c).unwrap()).unwrap();
    std::fs::remove_dir_all(&edir).unwrap();
    for (f, bytes) in &out.files {
        let p = edir.join(f);
        std::fs::create_dir_all(p.parent().unwrap()).unwrap();
        std::fs::write(p, bytes).unwrap();
    }
    std::fs::write(dir.join("state.yaml"), &out.files["state.yaml"]).unwrap();
}

fn verify_fails(dir: &Path, expect: &str) {
    let out = pbem()
        .arg("verify")
        .arg(dir)
        .assert()
        .failure()
        .get_output()
        .stderr
        .clone();
    let msg = String::from_utf8_lossy(&out);
    assert!(msg.contains(expect), "expected '{expect}' in: {msg}");
}

#[test]
fn issue_28_the_revision_is_fixed_at_pbem_new_and_recorded_by_every_entry() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = support::campaign(tmp.path());
    let yaml = std::fs::read_to_string(dir.join("campaign.yaml")).unwrap();
    assert!(yaml.contains("revision: 9\n"), "{yaml}");
    play_entry(&dir, "2026-01-01T12:00:00Z");
    let res = resolution(&dir, 1);
    assert_eq!(res.revision, Some(Revision(9)));
    assert_eq!(res.upgrade, None);
    support::run(&["verify", dir.to_str().unwrap()]);
}

#[test]
fn issue_28_an_entry_rerecorded_as_pbem_0_4_0_after_its_seed_is_refused() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = support::campaign(tmp.path());
    play_entry(&dir, "2026-01-01T12:00:00Z");
    play_entry(&dir, "2026-01-08T12:00:00Z");
    // Re-recorded without a revision, as an entry of pbem 0.4.0 would be.
    rerecord(&dir, 2, "pbem 0.4.0", None);
    verify_fails(
        &dir,
        "records no rules revision, but campaign.yaml before it does",
    );
}

#[test]
fn issue_28_an_entry_rerecorded_with_an_older_revision_is_refused() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = support::campaign(tmp.path());
    play_entry(&dir, "2026-01-01T12:00:00Z");
    rerecord(&dir, 1, "pbem 0.6.0", Some((Revision(3), None)));
    verify_fails(
        &dir,
        "resolved by rules revision 3, but the revision fixed before its commitments is 9",
    );
    // Nor may it pretend to an upgrade to an older revision.
    rerecord(
        &dir,
        1,
        "pbem 0.6.0",
        Some((
            Revision(3),
            Some(Upgrade {
                from: Revision(9),
                set: "2026-01-01T00:00:00Z".into(),
            }),
        )),
    );
    verify_fails(&dir, "records an upgrade from rules revision 9 to 3");
}

#[test]
fn issue_28_an_upgrade_without_a_record_is_refused_and_a_forged_one_is_named() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = support::campaign(tmp.path());
    // The campaign was fixed at revision 3 (as pbem 0.6.0's rules): resolving it with 5
    // after the seed is known is refused, an upgrade from another revision too.
    let y = std::fs::read_to_string(dir.join("campaign.yaml")).unwrap();
    std::fs::write(
        dir.join("campaign.yaml"),
        y.replace("revision: 9\n", "revision: 3\n"),
    )
    .unwrap();
    play_entry(&dir, "2026-01-01T12:00:00Z");
    assert_eq!(resolution(&dir, 1).revision, Some(Revision(3)));
    support::run(&["verify", dir.to_str().unwrap()]);
    rerecord(&dir, 1, "pbem 0.12.0", Some((Revision(9), None)));
    verify_fails(&dir, "the revision fixed before its commitments is 3");
}

#[test]
fn issue_28_pbem_upgrade_before_the_first_commitment_is_recorded_and_mailed() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = support::campaign(tmp.path());
    let d = dir.to_str().unwrap();
    let y = std::fs::read_to_string(dir.join("campaign.yaml")).unwrap();
    std::fs::write(
        dir.join("campaign.yaml"),
        y.replace("revision: 9\n", "revision: 3\n"),
    )
    .unwrap();
    let out = support::run(&["upgrade", d, "--now", "2026-01-01T10:00:00Z"]);
    assert!(out.contains("from rules revision 3 to 9"), "{out}");
    play_entry(&dir, "2026-01-01T12:00:00Z");
    let res = resolution(&dir, 1);
    assert_eq!(res.revision, Some(Revision(9)));
    assert_eq!(res.upgrade.as_ref().map(|u| u.from), Some(Revision(3)));
    let mail = std::fs::read_to_string(support::entry_dir(&dir, 1).join("mail/russia.eml"))
        .unwrap()
        .replace("=\r\n", "")
        .replace("=\n", "");
    assert!(
        mail.contains("upgraded them from revision 3 to 9"),
        "{mail}"
    );
    support::run(&["verify", d]);
    // Entry 2 keeps revision 9 without another upgrade.
    play_entry(&dir, "2026-01-08T12:00:00Z");
    assert_eq!(resolution(&dir, 2).revision, Some(Revision(9)));
    assert_eq!(resolution(&dir, 2).upgrade, None);
    support::run(&["verify", d]);
}

#[test]
fn issue_28_pbem_upgrade_is_refused_once_a_commitment_is_in() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = support::campaign(tmp.path());
    let d = dir.to_str().unwrap();
    let y = std::fs::read_to_string(dir.join("campaign.yaml")).unwrap();
    std::fs::write(
        dir.join("campaign.yaml"),
        y.replace("revision: 9\n", "revision: 3\n"),
    )
    .unwrap();
    let f = support::orders(&dir, "russia");
    pbem()
        .args(["commit", d, "--player", "russia"])
        .arg(&f)
        .assert()
        .success();
    support::fails_and_writes_nothing(
        &dir,
        &["upgrade", d, "--now", "2026-01-01T10:00:00Z"],
        "its rules revision (3) was fixed before them",
    );
    // Hand-editing the pending entry's revision is refused by resolve.
    let e = std::fs::read_to_string(dir.join("pending/entry.yaml")).unwrap();
    assert!(e.contains("revision: 3"), "{e}");
    std::fs::write(
        dir.join("pending/entry.yaml"),
        e.replace("revision: 3", "revision: 5"),
    )
    .unwrap();
    let f = support::orders(&dir, "turkey");
    pbem()
        .args(["commit", d, "--player", "turkey"])
        .arg(&f)
        .assert()
        .success();
    support::reveal_everything(&dir);
    let out = pbem()
        .args(["resolve", d, "--date", "2026-01-01T12:00:00Z"])
        .assert()
        .failure()
        .get_output()
        .stderr
        .clone();
    let msg = String::from_utf8_lossy(&out);
    assert!(
        msg.contains("opens with revision 3 and records no upgrade"),
        "{msg}"
    );
}

#[test]
fn issue_28_a_0_5_0_entry_of_1812_rerecorded_as_0_4_0_is_refused() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = tmp.path().join("spi-1812");
    crate::support::copy_tree(
        &Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/v0.5.0/spi-1812"),
        &dir,
    );
    // The last entry, so that no later entry's previous state changes with it.
    let last = std::fs::read_dir(dir.join("history")).unwrap().count() as u32 - 1;
    rerecord(&dir, last, "pbem 0.4.0", None);
    verify_fails(
        &dir,
        "resolved by pbem 0.4.0, older than pbem 0.5.0 of the entry before",
    );
}
