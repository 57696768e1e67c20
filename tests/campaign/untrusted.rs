//! Verifying a folder someone sent (issue 13 item 5, the reading half): a link, a FIFO or
//! a huge file where a campaign file should be is refused by name, at once, never read.

use crate::support::{self, pbem};
use std::path::{Path, PathBuf};
use std::time::Duration;

/// A campaign with entry 1 resolved; returns the folder and entry 1's folder.
fn resolved(tmp: &Path) -> (PathBuf, PathBuf) {
    let dir = support::campaign(tmp);
    support::play_entry(&dir, "2026-11-21T10:00:00Z");
    let entry = std::fs::read_dir(dir.join("history"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .find(|p| {
            p.file_name()
                .unwrap()
                .to_string_lossy()
                .starts_with("0001-")
        })
        .unwrap();
    (dir, entry)
}

/// Runs `args`, expects failure within 20 s with every one of `expect` in its output.
fn refused(args: &[&str], expect: &[&str]) {
    let o = pbem()
        .args(args)
        .timeout(Duration::from_secs(20))
        .output()
        .unwrap();
    let text =
        String::from_utf8_lossy(&o.stdout).into_owned() + &String::from_utf8_lossy(&o.stderr);
    assert!(!o.status.success(), "{args:?} accepted: {text}");
    for e in expect {
        assert!(text.contains(e), "{args:?}: expected '{e}' in: {text}");
    }
}

#[cfg(unix)]
#[test]
fn links_fifos_and_huge_files_in_a_sent_folder_are_refused_not_read() {
    let tmp = tempfile::tempdir().unwrap();
    let (dir, entry) = resolved(tmp.path());
    let d = dir.to_str().unwrap();
    support::run(&["verify", d]);
    let report = entry.join("report.md");
    let saved = std::fs::read(&report).unwrap();
    // report.md -> /dev/zero: verify and report refuse the link by name.
    std::fs::remove_file(&report).unwrap();
    std::os::unix::fs::symlink("/dev/zero", &report).unwrap();
    refused(&["verify", d], &["report.md", "symbolic link"]);
    refused(&["report", d], &["report.md", "symbolic link"]);
    // A FIFO does not block.
    std::fs::remove_file(&report).unwrap();
    assert!(std::process::Command::new("mkfifo")
        .arg(&report)
        .status()
        .unwrap()
        .success());
    refused(&["verify", d], &["report.md", "FIFO"]);
    // A 10 GB file (sparse) is refused by its size.
    std::fs::remove_file(&report).unwrap();
    std::fs::File::create(&report)
        .unwrap()
        .set_len(10 << 30)
        .unwrap();
    refused(&["verify", d], &["report.md", "10737418240 bytes"]);
    // state.yaml -> a file outside the folder; a history entry that is a link.
    std::fs::write(&report, &saved).unwrap();
    support::run(&["verify", d]);
    let state = dir.join("state.yaml");
    let outside = tmp.path().join("outside.yaml");
    std::fs::rename(&state, &outside).unwrap();
    std::os::unix::fs::symlink(&outside, &state).unwrap();
    refused(&["verify", d], &["state.yaml", "symbolic link"]);
    std::fs::remove_file(&state).unwrap();
    std::fs::rename(&outside, &state).unwrap();
    let moved = tmp.path().join("entry-elsewhere");
    std::fs::rename(&entry, &moved).unwrap();
    std::os::unix::fs::symlink(&moved, &entry).unwrap();
    refused(&["verify", d], &["state.yaml"]);
}
