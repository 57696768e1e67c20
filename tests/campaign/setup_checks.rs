//! `pbem new` refuses a broken campaign (issue 13, item 4): one id twice, one address for
//! two participants, an address that is not one, a side with two players or none, unless
//! the group names its unplayed sides; and nothing is left behind.

use crate::support::{pbem, run};
use std::path::Path;

/// Runs `pbem new` of `scenario` in `tmp/camp` with `extra` arguments; expects a failure
/// whose message holds every one of `expect`, and no folder left behind.
fn refused(tmp: &Path, game: &str, scenario: &str, extra: &[&str], expect: &[&str]) {
    let dir = tmp.join("camp");
    let o = pbem()
        .args(["new", dir.to_str().unwrap(), "--game", game])
        .args(["--scenario", scenario])
        .args(extra)
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(!o.status.success(), "{extra:?} was accepted");
    for e in expect {
        assert!(err.contains(e), "{extra:?}: expected '{e}' in: {err}");
    }
    assert!(!dir.exists(), "{extra:?} left {} behind", dir.display());
}

fn danube_refused(extra: &[&str], expect: &[&str]) {
    let tmp = tempfile::tempdir().unwrap();
    refused(tmp.path(), "empires-in-arms", "danube-1810", extra, expect);
}

#[test]
fn two_participants_with_one_id_are_refused() {
    danube_refused(
        &["--player", "russia:russia", "--player", "russia:turkey"],
        &["participant id 'russia' is given twice"],
    );
    // The moderator may not take a player's id either.
    danube_refused(
        &[
            "--player",
            "russia:russia",
            "--player",
            "turkey:turkey",
            "--moderator",
            "turkey",
        ],
        &["participant id 'turkey' is given twice"],
    );
}

#[test]
fn one_address_for_two_participants_is_refused_in_any_case() {
    danube_refused(
        &[
            "--player",
            "russia:russia:Tsar@Example.org",
            "--player",
            "turkey:turkey:tsar@example.ORG",
        ],
        &["russia and turkey have the same address"],
    );
    danube_refused(
        &[
            "--player",
            "russia:russia:r@example.org",
            "--player",
            "turkey:turkey:t@example.org",
            "--moderator",
            "mod:Moderator <R@example.org>",
        ],
        &["mod and russia have the same address"],
    );
}

#[test]
fn an_address_that_is_not_one_is_refused() {
    for bad in ["not-an-address", "a@b@c", "@example.org", "x y@example.org"] {
        danube_refused(
            &[
                "--player",
                &format!("russia:russia:{bad}"),
                "--player",
                "turkey:turkey",
            ],
            &["russia's address", "is not an e-mail address"],
        );
    }
}

#[test]
fn a_side_with_two_players_is_refused() {
    danube_refused(
        &[
            "--player",
            "russia:russia",
            "--player",
            "tsar:russia",
            "--player",
            "turkey:turkey",
        ],
        &["side 'russia' is taken by both russia and tsar"],
    );
}

#[test]
fn a_side_without_a_player_is_refused_unless_named_unplayed() {
    let tmp = tempfile::tempdir().unwrap();
    // Five of the seven powers of 1805 without a player.
    refused(
        tmp.path(),
        "empires-in-arms",
        "ulm-austerlitz-1805",
        &["--player", "france:france", "--player", "austria:austria"],
        &[
            "no player takes britain, prussia, russia, spain, turkey",
            "--unplayed SIDE",
            "--unplayed-rest",
        ],
    );
    // Named: made, and recorded in campaign.yaml for everyone to see.
    let dir = tmp.path().join("camp");
    let d = dir.to_str().unwrap();
    run(&[
        "new",
        d,
        "--game",
        "empires-in-arms",
        "--scenario",
        "ulm-austerlitz-1805",
        "--player",
        "france:france",
        "--player",
        "austria:austria",
        "--unplayed-rest",
    ]);
    let yaml = std::fs::read_to_string(dir.join("campaign.yaml")).unwrap();
    assert!(
        yaml.contains("unplayed:\n- britain\n- prussia\n- russia\n- spain\n- turkey\n"),
        "{yaml}"
    );
    std::fs::remove_dir_all(&dir).unwrap();
    let out = run(&[
        "new",
        d,
        "--game",
        "spi-1812",
        "--scenario",
        "campaign-1812",
        "--player",
        "france:france",
        "--unplayed",
        "russia",
    ]);
    let yaml = std::fs::read_to_string(dir.join("campaign.yaml")).unwrap();
    assert!(yaml.contains("unplayed:\n- russia\n"), "{yaml}");
    assert!(
        out.contains("unplayed (standing orders every entry, recorded in campaign.yaml): russia"),
        "{out}"
    );
    run(&["status", d]);
}

#[test]
fn unplayed_sides_must_be_sides_nobody_plays() {
    danube_refused(
        &[
            "--player",
            "russia:russia",
            "--player",
            "turkey:turkey",
            "--unplayed",
            "turkey",
        ],
        &["side 'turkey' is named unplayed, but turkey plays it"],
    );
    danube_refused(
        &["--player", "russia:russia", "--unplayed", "austria"],
        &["unplayed side 'austria' is not a side of the scenario; sides: russia, turkey"],
    );
}

#[test]
fn a_full_campaign_records_no_unplayed_sides() {
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
        "russia:russia:R@example.org",
        "--player",
        "turkey:turkey",
        "--unplayed-rest",
    ]);
    let yaml = std::fs::read_to_string(dir.join("campaign.yaml")).unwrap();
    assert!(!yaml.contains("unplayed"), "{yaml}");
}
