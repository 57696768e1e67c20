//! Property (issue 13, item 1): whatever sequence of commits, reveals, entropy reveals,
//! deadlines, closes and resolutions (with and without `--nmr`) a group goes through, every
//! entry that `pbem resolve` writes verifies. The commands run in-process (the same
//! `pbem::commands::run` the binary calls) on the Danube scenario with two players and a
//! moderator, all with entropy chains; steps that pbem refuses are part of the sequence.

use clap::Parser;
use proptest::prelude::*;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

const PLAYERS: [&str; 2] = ["russia", "turkey"];
const CHAINS: [&str; 3] = ["mod", "russia", "turkey"];
const DEADLINE: &str = "2027-01-01T00:00:00Z";
const AFTER_GRACE: &str = "2027-01-01T02:00:00Z";

#[derive(Debug, Clone)]
enum Step {
    Commit(usize),
    Reveal(usize),
    Entropy(usize),
    Deadline,
    Close,
    Resolve,
    ResolveNmr,
}

fn step() -> impl Strategy<Value = Step> {
    prop_oneof![
        3 => (0..2usize).prop_map(Step::Commit),
        3 => (0..2usize).prop_map(Step::Reveal),
        3 => (0..3usize).prop_map(Step::Entropy),
        3 => Just(Step::Deadline),
        1 => Just(Step::Close),
        2 => Just(Step::Resolve),
        3 => Just(Step::ResolveNmr),
    ]
}

/// Runs a pbem command in-process; whether pbem accepted it.
fn pbem(args: &[&str]) -> bool {
    let mut argv = vec!["pbem"];
    argv.extend_from_slice(args);
    pbem::commands::run(pbem::cli::Cli::try_parse_from(argv).unwrap()).is_ok()
}

fn new_campaign(tmp: &Path) -> PathBuf {
    let dir = tmp.join("camp");
    let d = dir.to_str().unwrap();
    assert!(pbem(&[
        "new",
        d,
        "--game",
        "empires-in-arms",
        "--scenario",
        "danube-1810",
        "--id",
        "prop",
        "--player",
        "russia:russia:r@example.org",
        "--player",
        "turkey:turkey:t@example.org",
        "--moderator",
        "mod",
    ]));
    for p in CHAINS {
        assert!(pbem(&[
            "entropy",
            "init",
            d,
            "--participant",
            p,
            "--length",
            "40"
        ]));
    }
    dir
}

/// Plays `steps`; after every entry resolve writes, the campaign must verify.
fn play(steps: &[Step]) -> Result<(), TestCaseError> {
    let tmp = tempfile::tempdir().unwrap();
    let dir = new_campaign(tmp.path());
    let d = dir.to_str().unwrap();
    // Player -> the orders file they committed to for the waiting entry.
    let mut committed: BTreeMap<usize, PathBuf> = BTreeMap::new();
    let mut resolved = 0;
    for s in steps {
        let wrote = match s {
            Step::Commit(p) => {
                let f = tmp.path().join(format!("{}-{resolved}.yaml", PLAYERS[*p]));
                let fs = f.to_str().unwrap();
                if pbem(&["orders", "new", d, "--player", PLAYERS[*p], "-o", fs])
                    && pbem(&["commit", d, "--player", PLAYERS[*p], fs])
                {
                    committed.insert(*p, f);
                }
                false
            }
            Step::Reveal(p) => {
                if let Some(f) = committed.get(p) {
                    pbem(&["reveal", d, "--player", PLAYERS[*p], f.to_str().unwrap()]);
                }
                false
            }
            Step::Entropy(i) => {
                pbem(&["entropy", "reveal", d, "--participant", CHAINS[*i]]);
                false
            }
            Step::Deadline => {
                pbem(&["deadline", d, "--at", DEADLINE, "--grace", "1h"]);
                false
            }
            Step::Close => {
                pbem(&["close", d, "--now", AFTER_GRACE]);
                false
            }
            Step::Resolve => pbem(&["resolve", d, "--date", AFTER_GRACE]),
            Step::ResolveNmr => pbem(&[
                "resolve",
                d,
                "--nmr",
                "--now",
                AFTER_GRACE,
                "--date",
                AFTER_GRACE,
            ]),
        };
        if wrote {
            resolved += 1;
            committed.clear();
            let v = pbem::campaign::verify::verify(&dir);
            prop_assert!(v.is_ok(), "after {steps:?}: {:?}", v.err());
            prop_assert_eq!(v.unwrap().entries, resolved);
        }
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig {
        cases: 10,
        max_shrink_iters: 64,
        ..ProptestConfig::default()
    })]

    #[test]
    fn every_entry_resolve_writes_verifies(steps in prop::collection::vec(step(), 4..20)) {
        play(&steps)?;
    }
}

/// The sequence of issue 13 (both commit, one reveals, every entropy value, the grace
/// ends, `--nmr`), then a full entry: the property holds on it.
#[test]
fn the_withheld_reveal_sequence_verifies() {
    use Step::*;
    play(&[
        Commit(0),
        Commit(1),
        Reveal(1),
        Entropy(0),
        Entropy(1),
        Entropy(2),
        Deadline,
        ResolveNmr,
        Commit(0),
        Commit(1),
        Reveal(0),
        Reveal(1),
        Entropy(0),
        Entropy(1),
        Entropy(2),
        Resolve,
    ])
    .unwrap();
}
