//! Ids never reach the file system unchecked (issue 13, item 5): command-line ids, and
//! the ids and names of a hand-edited or pulled campaign.yaml, are refused where they are
//! read, before any path is built from them.

use crate::support::{self, campaign, fails_and_writes_nothing, pbem, snapshot};

#[test]
fn a_report_player_id_cannot_name_a_file_outside_the_entry() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = campaign(tmp.path());
    support::play_entry(&dir, "2026-11-22T09:00:00Z");
    // history/<entry>/reports/../../../../outside.md is tmp/outside.md.
    std::fs::write(tmp.path().join("outside.md"), "NOT A REPORT").unwrap();
    let o = pbem()
        .args(["report", dir.to_str().unwrap()])
        .args(["--player", "../../../../outside"])
        .output()
        .unwrap();
    let out = String::from_utf8_lossy(&o.stdout);
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(!o.status.success(), "{out}");
    assert!(!out.contains("NOT A REPORT"), "{out}");
    assert!(
        err.contains("'../../../../outside'")
            && err.contains("lowercase letters, digits and hyphens"),
        "{err}"
    );
    // A well-formed id that is not a player is named as such.
    let o = pbem()
        .args(["report", dir.to_str().unwrap(), "--player", "prussia"])
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(!o.status.success());
    assert!(
        err.contains("'prussia' is not a player; players: russia, turkey"),
        "{err}"
    );
}

#[test]
fn an_entropy_participant_id_is_checked_before_the_secret_path_is_built() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = campaign(tmp.path());
    let d = dir.to_str().unwrap();
    for args in [
        vec!["entropy", "reveal", d, "--participant", "../../x"],
        vec!["entropy", "init", d, "--participant", "../x"],
        vec![
            "commit",
            d,
            "--player",
            "../turkey",
            "--hash",
            &"0".repeat(64),
        ],
        vec!["orders", "new", d, "--player", "Turkey"],
    ] {
        fails_and_writes_nothing(&dir, &args, "lowercase letters, digits and hyphens");
    }
    assert_eq!(
        std::fs::read_dir(tmp.path()).unwrap().count(),
        2,
        "only camp and camp.secrets"
    );
}

/// Replaces `from` by `to` in the campaign's campaign.yaml (a hand edit, or a pull).
fn edit(dir: &std::path::Path, from: &str, to: &str) {
    let p = dir.join("campaign.yaml");
    let text = std::fs::read_to_string(&p).unwrap();
    assert!(text.contains(from), "{text}");
    std::fs::write(&p, text.replacen(from, to, 1)).unwrap();
}

#[test]
fn a_campaign_yaml_with_a_hostile_id_or_name_does_not_load() {
    for (from, to, expect) in [
        (
            "- id: turkey\n",
            "- id: ../../../pwn\n",
            "campaign.yaml:27:3: at participants[2].id: ",
        ),
        (
            "- id: turkey\n",
            "- id: ../../../pwn\n",
            "participant id '../../../pwn' must be",
        ),
        (
            "id: test-camp\n",
            "id: ..\n",
            "at id: campaign id '..' must be",
        ),
        (
            "scenario: danube-1810\n",
            "scenario: ../../../x\n",
            "at scenario: scenario id '../../../x' must be",
        ),
        (
            "  - turkey\n",
            "  - ../turkey\n",
            "at participants[2].sides[0]: side '../turkey' must be",
        ),
        (
            "title:",
            "data: ../../elsewhere\ntitle:",
            "at data: 'data: ../../elsewhere' must be a folder inside the campaign folder",
        ),
        (
            "title:",
            "templates: /etc\ntitle:",
            "at templates: 'templates: /etc' must be a folder inside the campaign folder",
        ),
    ] {
        let tmp = tempfile::tempdir().unwrap();
        let dir = campaign(tmp.path());
        let d = dir.to_str().unwrap();
        edit(&dir, from, to);
        let outside = snapshot(tmp.path());
        for args in [
            vec!["status", d],
            vec!["verify", d],
            vec!["orders", "new", d, "--player", "russia"],
        ] {
            fails_and_writes_nothing(&dir, &args, expect);
        }
        assert_eq!(outside, snapshot(tmp.path()), "{to}: something was written");
    }
}

#[test]
fn a_hostile_participant_id_cannot_make_reveal_write_outside_the_folder() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = campaign(tmp.path());
    let d = dir.to_str().unwrap();
    let f = support::orders(&dir, "turkey");
    let hash = support::commit_line(&dir, &f);
    let hash = hash.rsplit(' ').next().unwrap().to_string();
    edit(&dir, "- id: turkey\n", "- id: ../../../pwn\n");
    let before = snapshot(tmp.path());
    for args in [
        vec!["commit", d, "--player", "../../../pwn", "--hash", &hash],
        vec!["reveal", d, "--player", "../../../pwn", f.to_str().unwrap()],
    ] {
        let o = pbem().args(&args).output().unwrap();
        assert!(!o.status.success(), "{args:?} succeeded");
    }
    assert_eq!(before, snapshot(tmp.path()), "something was written");
}

#[test]
fn verify_refuses_a_committed_name_that_is_no_player_before_reading_its_file() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = campaign(tmp.path());
    support::play_entry(&dir, "2026-11-22T09:00:00Z");
    let entry = dir.join("history/0001-1-land-combat-turkey");
    // history/<entry>/orders/../../../../outside.yaml is tmp/outside.yaml.
    std::fs::write(tmp.path().join("outside.yaml"), "x").unwrap();
    let p = entry.join("commitments.yaml");
    let text = std::fs::read_to_string(&p).unwrap();
    let hash = "2d711642b726b04401627ca9fbac32f5c8530fb1903cc4db02258717921a4881";
    std::fs::write(&p, format!("../../../../outside: {hash}\n{text}")).unwrap();
    fails_and_writes_nothing(
        &dir,
        &["verify", dir.to_str().unwrap()],
        "commitments.yaml: '../../../../outside' is not a player of this campaign",
    );
}
