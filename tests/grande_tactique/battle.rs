//! A whole battle of Ligny played to its end on the binary with standing orders (each
//! moving player's orders template as it stands): 13 turns of both sides, the victor named
//! by the (provisional) victory conditions, `pbem verify` replaying it byte for byte, and
//! the last picture rendering every unit where the state puts it.

use super::demo::check_picture;
use super::support::{entry_dir, pbem, run};

#[test]
fn ligny_played_to_its_end_with_standing_orders() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = tmp.path().join("ligny");
    let d = dir.to_str().unwrap();
    run(&[
        "new",
        d,
        "--game",
        "grande-tactique",
        "--scenario",
        "ligny",
        "--id",
        "ligny",
        "--player",
        "french:french:f@example.org",
        "--player",
        "prussian:prussian:p@example.org",
        "--moderator",
        "mod",
    ]);
    let entries = 26;
    for k in 1..=entries {
        let player = if k % 2 == 1 { "french" } else { "prussian" };
        let f = tmp.path().join(format!("{k}-{player}.yaml"));
        let fs = f.to_str().unwrap();
        run(&["orders", "new", d, "--player", player, "-o", fs]);
        run(&["commit", d, "--player", player, fs]);
        run(&["reveal", d, "--player", player, fs]);
        run(&["resolve", d, "--date", "2027-01-01T00:00:00Z"]);
    }
    let last = entry_dir(&dir, entries);
    let report = std::fs::read_to_string(last.join("report.md")).unwrap();
    assert!(
        report.contains("The battle is over: prussian wins: after the last turn french holds 0 and prussian holds 7 objective villages (provisional victory conditions)"),
        "{report}"
    );
    check_picture(&last, &["french", "prussian"]);
    let out = run(&["verify", d]);
    assert!(out.contains("26 entries replayed byte for byte"), "{out}");
    // Nothing waits once the battle is over: the game decides for nobody.
    let status = pbem().args(["status", d]).output().unwrap();
    let s = String::from_utf8_lossy(&status.stdout);
    assert!(
        !s.contains("awaiting french") && !s.contains("awaiting prussian"),
        "{s}"
    );
}
