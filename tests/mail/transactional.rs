//! Issue 13, items 7 and 8: each message is all-or-nothing; commitment lines ahead are
//! taken like orders ahead; "ahead" is bounded; a commitment ahead may be replaced until
//! its entry waits.

use crate::support;

use std::path::Path;
use support::messages::{b64_lines, head, maildir, sha256_hex, with_attachment, with_line};
use support::{campaign, orders, pbem, run, snapshot};

/// A message with `line` in its text and `bytes` attached as `name`.
pub fn line_and_attachment(from: &str, line: &str, name: &str, bytes: &[u8]) -> String {
    format!(
        "{}Content-Type: multipart/mixed; boundary=\"b1\"\r\n\r\n--b1\r\n\
         Content-Type: text/plain; charset=UTF-8\r\n\r\nMy line and my orders:\r\n\r\n{line}\r\n\r\n--b1\r\n\
         Content-Type: application/x-yaml; name=\"{name}\"\r\nContent-Disposition: attachment; filename=\"{name}\"\r\n\
         Content-Transfer-Encoding: base64\r\n\r\n{}--b1--\r\n",
        head(from, "orders", &format!("{name}.{}@example.org", line.len())),
        b64_lines(bytes)
    )
}

/// Runs `pbem inbox DIR` on a Maildir of `messages`; returns (success, output).
fn inbox(dir: &Path, tmp: &Path, messages: &[(&str, String)]) -> (bool, String) {
    let _ = std::fs::remove_dir_all(tmp.join("Maildir"));
    let md = maildir(tmp, messages);
    let o = pbem().arg("inbox").arg(dir).arg(&md).output().unwrap();
    (
        o.status.success(),
        String::from_utf8_lossy(&o.stdout).into_owned() + &String::from_utf8_lossy(&o.stderr),
    )
}

fn ahead_orders(player: &str, note: &str) -> String {
    format!(
        "game: empires-in-arms\ncampaign: test-camp\nentry: 2\nturn: 1\nphase: land-combat-russia\nplayer: {player}\nnote: \"{note}\"\n"
    )
}

#[test]
fn a_message_whose_attachment_is_refused_leaves_no_commitment() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = campaign(tmp.path());
    let russia = std::fs::read(orders(&dir, "russia")).unwrap();
    let line = format!("PBEM-COMMIT test-camp 1 {}", sha256_hex(&russia));
    let mut other = russia.clone();
    other.extend_from_slice(b"note: \"changed after committing\"\n");
    let before = snapshot(&dir);
    let (ok, s) = inbox(
        &dir,
        tmp.path(),
        &[(
            "1.both",
            line_and_attachment("r@example.org", &line, "russia.yaml", &other),
        )],
    );
    assert!(!ok, "{s}");
    assert!(
        s.contains("refused:") && s.contains("hash to") && s.contains("not recorded either"),
        "{s}"
    );
    assert!(s.contains("a refused message changed nothing"), "{s}");
    assert_eq!(
        before,
        snapshot(&dir),
        "a refused message changed the campaign"
    );
    // The same line alone is taken.
    let (ok, s) = inbox(
        &dir,
        tmp.path(),
        &[(
            "2.line",
            with_line("r@example.org", "l.2@example.org", &line),
        )],
    );
    assert!(ok && s.contains("took:"), "{s}");
}

#[test]
fn a_commitment_line_ahead_is_taken_with_its_orders() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = campaign(tmp.path());
    let o = ahead_orders("russia", "Early.");
    let line = format!("PBEM-COMMIT test-camp 2 {}", sha256_hex(o.as_bytes()));
    let (ok, s) = inbox(
        &dir,
        tmp.path(),
        &[(
            "1.ahead",
            line_and_attachment("r@example.org", &line, "russia-2.yaml", o.as_bytes()),
        )],
    );
    assert!(ok, "{s}");
    assert!(
        s.contains("commitment of russia for entry 2 (ahead)")
            && s.contains("orders of russia for entry 2 (ahead; attachment russia-2.yaml) held")
            && s.contains("new orders or a new PBEM-COMMIT line for it replace these"),
        "{s}"
    );
    assert_eq!(
        std::fs::read_to_string(dir.join("ahead/0002/held/russia.yaml")).unwrap(),
        o
    );
}

#[test]
fn ahead_is_bounded() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = campaign(tmp.path());
    let d = dir.to_str().unwrap();
    let far = ahead_orders("russia", "Far.").replace("entry: 2", "entry: 999999");
    let before = snapshot(&dir);
    let (ok, s) = inbox(
        &dir,
        tmp.path(),
        &[
            (
                "1.far",
                with_attachment("r@example.org", "far.yaml", far.as_bytes()),
            ),
            (
                "2.far-line",
                with_line(
                    "r@example.org",
                    "l.far@example.org",
                    &format!(
                        "PBEM-COMMIT test-camp 999999 {}",
                        sha256_hex(far.as_bytes())
                    ),
                ),
            ),
        ],
    );
    assert!(!ok, "{s}");
    assert_eq!(s.matches("more than 100 entries ahead").count(), 2, "{s}");
    assert_eq!(before, snapshot(&dir));
    assert!(!dir.join("ahead").exists());
    support::fails_and_writes_nothing(
        &dir,
        &[
            "commit",
            d,
            "--player",
            "turkey",
            "--hash",
            &"ab".repeat(32),
            "--entry",
            "102",
        ],
        "more than 100 entries ahead",
    );
    run(&[
        "commit",
        d,
        "--player",
        "turkey",
        "--hash",
        &"ab".repeat(32),
        "--entry",
        "101",
    ]);
}

#[test]
fn a_commitment_ahead_may_be_replaced_until_its_entry_waits() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = campaign(tmp.path());
    let d = dir.to_str().unwrap();
    let first = ahead_orders("russia", "First thoughts.");
    let second = ahead_orders("russia", "Second thoughts.");
    let (ok, s) = inbox(
        &dir,
        tmp.path(),
        &[(
            "1.first",
            with_attachment("r@example.org", "r2.yaml", first.as_bytes()),
        )],
    );
    assert!(ok, "{s}");
    let (ok, s) = inbox(
        &dir,
        tmp.path(),
        &[(
            "2.second",
            with_attachment("r@example.org", "r2b.yaml", second.as_bytes()),
        )],
    );
    assert!(ok && s.contains("replacing the earlier commitment"), "{s}");
    assert_eq!(
        std::fs::read_to_string(dir.join("ahead/0002/held/russia.yaml")).unwrap(),
        second
    );
    // By hash on the command line too; the held orders no longer match and are dropped.
    let third = ahead_orders("russia", "Third thoughts.");
    let s = run(&[
        "commit",
        d,
        "--player",
        "russia",
        "--hash",
        &sha256_hex(third.as_bytes()),
        "--entry",
        "2",
    ]);
    assert!(
        s.contains("replacing") && s.contains("replace these"),
        "{s}"
    );
    assert!(!dir.join("ahead/0002/held/russia.yaml").exists());
    let t3 = tmp.path().join("r3.yaml");
    std::fs::write(&t3, &third).unwrap();
    run(&["reveal", d, "--player", "russia", t3.to_str().unwrap()]);
    support::play_entry(&dir, "2026-12-05T07:00:00Z");
    // Entry 2 waits: the commitment binds now.
    support::fails_and_writes_nothing(
        &dir,
        &[
            "commit",
            d,
            "--player",
            "russia",
            "--hash",
            &sha256_hex(first.as_bytes()),
        ],
        "has already committed",
    );
}
