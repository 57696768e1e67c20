//! A command decodes the game state it reads once (issue 14): the adapter counts the
//! decodes of this thread, and the commands run here in-process, on this thread.

use clap::Parser;
use pbem::engine::adapter::state_decodes;
use std::path::Path;

/// Runs `pbem args` in-process; returns how many times it decoded a game state.
fn decodes(args: &[&str]) -> u64 {
    let cli = pbem::cli::Cli::try_parse_from(std::iter::once("pbem").chain(args.iter().copied()))
        .unwrap();
    let before = state_decodes();
    pbem::commands::run(cli).unwrap_or_else(|e| panic!("{args:?}: {e}"));
    state_decodes() - before
}

fn path(p: &Path) -> &str {
    p.to_str().unwrap()
}

/// The danube campaign (Empires in Arms, a combat step) played for one entry, counting
/// each command's decodes.
#[test]
fn each_command_decodes_the_state_it_reads_once() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = tmp.path().join("camp");
    let d = path(&dir);
    let new = [
        "new",
        d,
        "--game",
        "empires-in-arms",
        "--scenario",
        "danube-1810",
        "--id",
        "count",
        "--player",
        "russia:russia:r@example.org",
        "--player",
        "turkey:turkey:t@example.org",
    ];
    assert_eq!(
        decodes(&new),
        0,
        "a new campaign encodes its state, never decodes it"
    );
    for p in ["russia", "turkey"] {
        let f = tmp.path().join(format!("{p}.yaml"));
        let n = decodes(&["orders", "new", d, "--player", p, "-o", path(&f)]);
        assert_eq!(n, 1, "orders new");
        assert_eq!(
            decodes(&["orders", "check", d, path(&f)]),
            1,
            "orders check"
        );
        assert_eq!(
            decodes(&["commit", d, "--player", p, path(&f)]),
            1,
            "commit"
        );
    }
    for p in ["russia", "turkey"] {
        let f = tmp.path().join(format!("{p}.yaml"));
        decodes(&["reveal", d, "--player", p, path(&f)]);
    }
    let date = "2026-12-01T18:00:00Z";
    let dry = decodes(&["resolve", d, "--dry-run", "--date", date]);
    assert_eq!(dry, 1, "resolve --dry-run: the entry's state, once");
    let n = decodes(&["resolve", d, "--date", date]);
    assert_eq!(
        n, 1,
        "resolve: the entry's state; the new entry's state is written, not decoded again"
    );
    assert_eq!(
        decodes(&["verify", d]),
        1,
        "verify: once per entry replayed"
    );
}

/// Verify replays each entry of a 0.3.0 campaign decoding its previous state once.
#[test]
fn verify_decodes_once_per_entry() {
    for (name, entries) in [("ulm-1805", 4), ("campaign-1812", 6), ("danube-1810", 2)] {
        let tmp = tempfile::tempdir().unwrap();
        let dir = tmp.path().join(name);
        let fixture = Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("tests/fixtures/v0.3.0")
            .join(name);
        crate::support::copy_tree(&fixture, &dir);
        // On one thread: the count is kept per thread.
        assert_eq!(
            decodes(&["verify", path(&dir), "--threads", "1"]),
            entries,
            "{name}"
        );
    }
}
