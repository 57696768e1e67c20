//! Issue 28, protocol details: an error after the entry's folder was renamed into the
//! history (a full disk writing state.yaml, a bad file ahead) says that the entry is
//! resolved and that the next command rolls the campaign forward, not a bare error.

use crate::support;

use support::{campaign, pbem, run};

#[test]
fn an_error_after_the_entrys_rename_says_the_entry_is_resolved() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = campaign(tmp.path());
    let d = dir.to_str().unwrap();
    for p in ["russia", "turkey"] {
        let f = support::orders(&dir, p);
        run(&["commit", d, "--player", p, f.to_str().unwrap()]);
    }
    support::reveal_everything(&dir);
    // Finishing the entry (moving orders ahead for entry 2 in) fails after the rename, as
    // a full disk writing state.yaml would.
    let ahead = dir.join("ahead/0002");
    std::fs::create_dir_all(&ahead).unwrap();
    std::fs::write(ahead.join("commitments.yaml"), "russia: [not a hash\n").unwrap();
    let o = pbem()
        .args(["resolve", d, "--date", "2026-12-01T10:00:00Z"])
        .output()
        .unwrap();
    assert!(!o.status.success());
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(
        err.contains("entry 1 resolved; state.yaml will be rolled forward"),
        "{err}"
    );
    assert!(support::entry_dir(&dir, 1).join("resolution.yaml").exists());
    // The cause removed, the next command finishes, and the campaign verifies.
    std::fs::remove_dir_all(dir.join("ahead")).unwrap();
    let s = run(&["status", d]);
    assert!(s.contains("waiting for entry 2"), "{s}");
    run(&["verify", d]);
}
