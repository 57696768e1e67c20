//! Item 8, the 1775 set-up (E.b.3): Nova Scotia British at the start in a campaign of rules
//! revision 2 (pbem 0.6.0) or newer, chosen by the revision campaign.yaml records; a
//! campaign that records none (made by pbem 0.5.0) keeps the set-up it was made with.

use crate::support;
use crate::support::copy_tree;
use pbem::campaign::create::setup_state_bytes;
use pbem::campaign::Campaign;
use pbem::engine::revision::Revision;
use std::path::{Path, PathBuf};

/// The regions British controlled in state.yaml bytes.
fn british_regions(bytes: &[u8]) -> Vec<String> {
    let v: serde_yaml::Value = serde_yaml::from_slice(bytes).unwrap();
    v["state"]["british_regions"]
        .as_sequence()
        .expect("british_regions")
        .iter()
        .map(|r| r.as_str().unwrap().to_string())
        .collect()
}

/// A copy of the American Revolution fixture of pbem `version` in `tmp`, its campaign.yaml
/// edited by `edit`.
fn fixture(tmp: &Path, version: &str, edit: impl Fn(String) -> String) -> PathBuf {
    let src = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures")
        .join(version)
        .join("american-revolution");
    let dir = tmp.join(version);
    copy_tree(&src, &dir);
    let f = dir.join("campaign.yaml");
    let text = std::fs::read_to_string(&f).unwrap();
    std::fs::write(&f, edit(text)).unwrap();
    dir
}

fn verifies(dir: &Path) {
    let out = support::run(&["verify", dir.to_str().unwrap()]);
    assert!(out.contains("4 entries replayed byte for byte"), "{out}");
}

#[test]
fn item_8_e_b_3_a_new_campaign_starts_with_nova_scotia_british() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = tmp.path().join("camp");
    support::run(&[
        "new",
        dir.to_str().unwrap(),
        "--game",
        "american-revolution",
        "--scenario",
        "war-1775",
        "--id",
        "boston",
        "--player",
        "wash:american:w@example.org",
        "--player",
        "howe:british:h@example.org",
        "--moderator",
        "mod",
    ]);
    let bytes = std::fs::read(dir.join("history/0000-setup/state.yaml")).unwrap();
    assert_eq!(british_regions(&bytes), ["canada", "nova-scotia"]);
    // The set-up follows the recorded revision, not the options campaign.yaml lists.
    let mut c = Campaign::open(&dir).unwrap();
    assert_eq!(c.file.revision, Some(Revision(8)));
    c.file.revision = Some(Revision(2));
    c.file.options.remove("british_posture");
    assert_eq!(setup_state_bytes(&c).unwrap(), bytes, "0.6.0's set-up");
    c.file.revision = None;
    c.file
        .options
        .insert("british_posture".into(), "active".into());
    let old = setup_state_bytes(&c).unwrap();
    assert_eq!(british_regions(&old), ["canada"], "0.5.0's set-up");
}

#[test]
fn item_8_e_b_3_the_0_5_0_campaign_verifies_with_its_set_up_whatever_options_it_lists() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = fixture(tmp.path(), "v0.5.0", |t| t);
    verifies(&dir);
    // The workaround before: listing the posture options made verify rebuild the 0.6.0
    // set-up. The set-up is the recorded revision's (none: 0.5.0's).
    let listed = fixture(tmp.path(), "v0.5.0", |t| {
        t.replacen("options:\n", "options:\n  british_posture: active\n", 1)
    });
    assert!(std::fs::read_to_string(listed.join("campaign.yaml"))
        .unwrap()
        .contains("british_posture"));
    verifies(&listed);
}

#[test]
fn item_8_e_b_3_the_0_6_0_campaign_verifies_with_its_set_up_by_its_recorded_revision() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = fixture(tmp.path(), "v0.6.0", |t| t);
    verifies(&dir);
    let unlisted = fixture(tmp.path(), "v0.6.0", |t| {
        t.replacen(
            "  american_posture: active\n  british_posture: active\n",
            "",
            1,
        )
    });
    assert!(!std::fs::read_to_string(unlisted.join("campaign.yaml"))
        .unwrap()
        .contains("posture"));
    verifies(&unlisted);
}
