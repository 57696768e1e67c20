//! The checker's time on the 1,000-entry campaign of the `verify` bench (benches/verify.rs:
//! the 1812 campaign lengthened to 500 turns, three entropy chains, every entry resolved
//! with the standing orders after its deadline). Slow to build in a debug build: run on
//! purpose with `cargo test --locked --test suite site::bench::checker_time -- --ignored`.

use crate::site::browser::Browser;
use clap::Parser;
use std::path::Path;
use std::time::Instant;

const DEADLINE: &str = "2027-01-01T00:00:00Z";
const AFTER_GRACE: &str = "2027-01-01T02:00:00Z";
const CHAINS: [&str; 3] = ["france", "mod", "russia"];

fn pbem(args: &[&str]) {
    let mut argv = vec!["pbem"];
    argv.extend_from_slice(args);
    let cli = pbem::cli::Cli::try_parse_from(argv).expect("arguments");
    pbem::commands::run(cli).unwrap_or_else(|e| panic!("{args:?}: {e}"));
}

/// The bench's 1812 campaign of `entries` entries in `dir`.
fn campaign_1812(tmp: &Path, dir: &Path, entries: u32) {
    let text = include_str!("../../games/spi-1812/scenarios/campaign-1812.yaml");
    let dates: Vec<String> = (1..=500).map(|t| format!("turn {t}")).collect();
    let start = text.find("last_turn:").expect("last_turn");
    let end = text[start..].find("sides:").expect("sides") + start;
    let long = format!(
        "{}last_turn: 500\ndates: [{}]\n{}",
        &text[..start],
        dates.join(", "),
        &text[end..]
    );
    let file = tmp.join("campaign-1812.yaml");
    std::fs::write(&file, long).unwrap();
    let d = dir.to_str().unwrap();
    pbem(&[
        "new",
        d,
        "--id",
        "bench",
        "--moderator",
        "mod",
        "--game",
        "spi-1812",
        "--scenario-file",
        file.to_str().unwrap(),
        "--player",
        "france:france:france@example.org",
        "--player",
        "russia:russia:russia@example.org",
    ]);
    for p in CHAINS {
        pbem(&["entropy", "init", d, "--participant", p, "--length", "1100"]);
    }
    for _ in 0..entries {
        pbem(&["deadline", d, "--at", DEADLINE, "--grace", "1h"]);
        pbem(&["close", d, "--now", AFTER_GRACE]);
        for p in CHAINS {
            pbem(&["entropy", "reveal", d, "--participant", p]);
        }
        pbem(&[
            "resolve",
            d,
            "--nmr",
            "--now",
            AFTER_GRACE,
            "--date",
            AFTER_GRACE,
        ]);
    }
}

#[test]
#[ignore = "builds a 1,000-entry campaign; run on purpose"]
fn checker_time_on_the_verify_bench_campaign() {
    // The campaign is made at set times (`--now`): the simulation mode, as the verify bench.
    std::env::set_var(pbem::commands::common::CLOCK, "simulated");
    let tmp = tempfile::tempdir().unwrap();
    let dir = tmp.path().join("bench");
    let t = Instant::now();
    campaign_1812(tmp.path(), &dir, 1000);
    eprintln!("1,000 entries built in {:?}", t.elapsed());
    for (name, record) in [("record", true), ("public", false)] {
        crate::site::site(&dir, &tmp.path().join("sites").join(name), record);
    }
    let b = Browser::start(&tmp.path().join("sites"));
    for name in ["record", "public"] {
        let v = b.check_page(&format!("{name}/check.html"));
        assert!(v.ok, "{}", v.text);
        assert_eq!(v.entries, "1000");
        eprintln!(
            "the checker in Chromium, {name} site: {} ms ({})",
            v.ms, v.text
        );
    }
}
