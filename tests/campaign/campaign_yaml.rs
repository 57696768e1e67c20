//! campaign.yaml is checked where it is loaded (issue 13, item 11): unknown keys and option
//! keys, the format, the participants' roles, ids and addresses, and entropy chain lengths
//! against their use; and `pbem entropy init .` inside the folder (item 13).

use crate::support::{self, campaign, fails_and_writes_nothing, pbem, run};
use std::path::Path;

fn edit(dir: &Path, from: &str, to: &str) {
    let p = dir.join("campaign.yaml");
    let text = std::fs::read_to_string(&p).unwrap();
    assert!(text.contains(from), "{text}");
    std::fs::write(&p, text.replacen(from, to, 1)).unwrap();
}

#[test]
fn a_broken_campaign_yaml_is_refused_naming_the_field() {
    for (from, to, expect) in [
        (
            "  morale_method: one\n",
            "  morale_methd: two\n",
            "at options.morale_methd: empires-in-arms has no option 'morale_methd'; options: disputed_cells, morale_method",
        ),
        (
            "format: pbem-campaign-v1\n",
            "format: pbem-campaign-v9\n",
            "at format: format 'pbem-campaign-v9' is not pbem-campaign-v1",
        ),
        (
            "title:",
            "colour: red\ntitle:",
            "unknown field `colour`",
        ),
        (
            "  role: moderator\n",
            "  role: referee\n",
            "at participants[0].role: role 'referee' is neither player nor moderator",
        ),
        (
            "  role: moderator\n",
            "  role: player\n",
            "at participants[0].sides: player mod takes no side",
        ),
        (
            "  role: player\n  sides:\n  - russia\n",
            "  role: moderator\n  sides:\n  - russia\n",
            "at participants[1].sides: the moderator russia cannot take sides",
        ),
        (
            "  email: t@example.org\n",
            "  email: R@EXAMPLE.org\n",
            "at participants[2].email: russia and turkey have the same address",
        ),
        (
            "  email: t@example.org\n",
            "  email: t.example.org\n",
            "at participants[2].email: turkey's address 't.example.org' is not an e-mail address",
        ),
        (
            "    length: 50\n",
            "    length: 0\n",
            "at participants[0].entropy.length: an entropy chain has at least one value",
        ),
    ] {
        let tmp = tempfile::tempdir().unwrap();
        let dir = campaign(tmp.path());
        let d = dir.to_str().unwrap();
        edit(&dir, from, to);
        for args in [vec!["status", d], vec!["verify", d]] {
            fails_and_writes_nothing(&dir, &args, expect);
        }
    }
}

#[test]
fn an_entropy_length_shorter_than_its_use_fails_verify() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = campaign(tmp.path());
    let d = dir.to_str().unwrap();
    support::play_entry(&dir, "2026-11-22T09:00:00Z");
    support::play_entry(&dir, "2026-11-23T09:00:00Z");
    run(&["verify", d]);
    // Turkey's chain gave values for entries 1 and 2: a length of 1 is a lie.
    let p = dir.join("campaign.yaml");
    let text = std::fs::read_to_string(&p).unwrap();
    let i = text.find("- id: turkey").unwrap();
    let (head, tail) = text.split_at(i);
    std::fs::write(
        &p,
        format!("{head}{}", tail.replacen("length: 50", "length: 1", 1)),
    )
    .unwrap();
    fails_and_writes_nothing(
        &dir,
        &["verify", d],
        "entropy.yaml: turkey's entropy chain has length 1 in campaign.yaml, but gave a value for entry 2",
    );
}

#[test]
fn a_secret_whose_chain_is_not_the_recorded_one_is_named() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = campaign(tmp.path());
    let d = dir.to_str().unwrap();
    for p in ["russia", "turkey"] {
        let f = support::orders(&dir, p);
        run(&["commit", d, "--player", p, f.to_str().unwrap()]);
    }
    edit(&dir, "    length: 50\n", "    length: 60\n");
    fails_and_writes_nothing(
        &dir,
        &["entropy", "reveal", d, "--participant", "mod"],
        "campaign.yaml records a chain of length 60 for mod (anchor ",
    );
}

#[test]
fn entropy_init_inside_the_campaign_folder_keeps_the_secret_beside_it() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = tmp.path().join("camp");
    run(&[
        "new",
        dir.to_str().unwrap(),
        "--game",
        "empires-in-arms",
        "--scenario",
        "danube-1810",
        "--player",
        "russia:russia",
        "--player",
        "turkey:turkey",
    ]);
    let before = support::snapshot(&dir);
    pbem()
        .current_dir(&dir)
        .args(["entropy", "init", ".", "--participant", "russia"])
        .assert()
        .success();
    assert!(tmp.path().join("camp.secrets/russia.secret.yaml").exists());
    let after = support::snapshot(&dir);
    assert_eq!(
        before.keys().collect::<Vec<_>>(),
        after.keys().collect::<Vec<_>>(),
        "only campaign.yaml changes"
    );
    assert!(!dir.join("campaign.secrets").exists());
    // A secret asked for inside the folder is refused, and no folder is left behind.
    fails_and_writes_nothing(
        &dir,
        &[
            "entropy",
            "init",
            dir.to_str().unwrap(),
            "--participant",
            "turkey",
            "--secret",
            dir.join("keep/turkey.yaml").to_str().unwrap(),
        ],
        "the secret must be kept outside the campaign folder",
    );
    assert!(!dir.join("keep").exists());
}
