//! The work verify no longer does (issue 30, item 6) leaves what it checks as it was:
//! the replay's files are not screened against the read limits (verify writes none), and
//! the previous state is hashed once per entry; a stored file that breaks a limit, or a
//! previous state changed, is still named, as every changed byte is.

use crate::support;
use crate::support::copy_tree;

use std::path::Path;
use support::{campaign, entry_dir, play_entry};

/// Verify (on one thread and on several) fails naming entry `k` and `file`.
fn named(dir: &Path, k: u32, file: &str, what: &str) {
    let entry = entry_dir(dir, k);
    let entry = entry.file_name().unwrap().to_str().unwrap().to_string();
    for threads in [Some(1), None] {
        let e = pbem::campaign::verify::verify_with(dir, None, threads)
            .unwrap_err()
            .to_string();
        assert!(e.contains(&format!("entry {entry}: {file}")), "{what}: {e}");
    }
}

#[test]
fn a_stored_yaml_file_over_a_read_limit_or_with_a_key_twice_is_named_6() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = campaign(tmp.path());
    for day in 1..=2 {
        play_entry(&dir, &format!("2026-12-0{day}T12:00:00Z"));
    }
    pbem::campaign::verify::verify(&dir).unwrap();
    let mut n = 0;
    for file in ["events.yaml", "state.yaml"] {
        let bytes = std::fs::read_to_string(entry_dir(&dir, 1).join(file)).unwrap();
        let first = bytes.lines().next().unwrap().to_string();
        let variants = [
            ("a key twice", format!("{bytes}{first}\n")),
            (
                "over the 1 MiB a YAML file may hold",
                format!("{bytes}# {}\n", "x".repeat(1 << 20)),
            ),
        ];
        for (what, other) in variants {
            n += 1;
            let copy = tmp.path().join(format!("t{n}"));
            copy_tree(&dir, &copy);
            std::fs::write(entry_dir(&copy, 1).join(file), other).unwrap();
            named(&copy, 1, file, &format!("{file}: {what}"));
        }
    }
}

#[test]
fn a_previous_state_changed_is_named_in_its_own_entry_and_the_next_6() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = campaign(tmp.path());
    for day in 1..=2 {
        play_entry(&dir, &format!("2026-12-0{day}T12:00:00Z"));
    }
    // Entry 1's state.yaml with a blank line added: the same state to a YAML reader, other
    // bytes; entry 1 names it (its replay writes the bytes pbem writes), not entry 2.
    let copy = tmp.path().join("state");
    copy_tree(&dir, &copy);
    let p = entry_dir(&copy, 1).join("state.yaml");
    let text = std::fs::read_to_string(&p).unwrap();
    std::fs::write(&p, format!("{text}\n")).unwrap();
    named(&copy, 1, "state.yaml", "a blank line added");
    // Entry 2's record of it changed: named in entry 2's resolution.yaml.
    let copy = tmp.path().join("record");
    copy_tree(&dir, &copy);
    let p = entry_dir(&copy, 2).join("resolution.yaml");
    let text = std::fs::read_to_string(&p).unwrap();
    let at = text.find("previous_state_sha256: ").unwrap() + "previous_state_sha256: ".len();
    let digit = if &text[at..=at] == "0" { "1" } else { "0" };
    std::fs::write(&p, format!("{}{digit}{}", &text[..at], &text[at + 1..])).unwrap();
    named(&copy, 2, "resolution.yaml", "previous_state_sha256 changed");
}
