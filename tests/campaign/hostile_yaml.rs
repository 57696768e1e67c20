//! Hostile YAML (issue 13, item 3): nesting a hundred thousand deep, files of megabytes,
//! duplicate keys and loss order entries, a byte order mark and tabs, in orders files by
//! `pbem orders check` and `pbem inbox`, in campaign.yaml and in house-rules data files.
//! Each is refused at once with the file and the limit named, and nothing is written.

use crate::support;

use pbem::yaml::{Source, MAX_BYTES, MAX_DEPTH};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};
use support::messages::with_attachment;
use support::{campaign, fails_and_writes_nothing, orders, pbem, snapshot};

/// `note: [[[...]]]`, `depth` levels deep.
fn deep_note(depth: usize) -> String {
    format!("note: {}{}\n", "[".repeat(depth), "]".repeat(depth))
}

/// Turkey's template orders with `extra` appended, written as `name`.
fn turkey_with(dir: &Path, name: &str, extra: &str) -> PathBuf {
    let f = orders(dir, "turkey");
    let text = std::fs::read_to_string(&f).unwrap() + extra;
    let out = dir.parent().unwrap().join(name);
    std::fs::write(&out, text).unwrap();
    out
}

/// Runs `args`, expects failure with each of `expect` in stderr, nothing written to `dir`,
/// and the command done within `limit`.
fn refused_within(dir: &Path, args: &[&str], expect: &[&str], limit: Duration) {
    let before = snapshot(dir);
    let start = Instant::now();
    let o = pbem().args(args).output().unwrap();
    let took = start.elapsed();
    let text =
        String::from_utf8_lossy(&o.stdout).into_owned() + &String::from_utf8_lossy(&o.stderr);
    assert!(!o.status.success(), "{args:?} accepted: {text}");
    for e in expect {
        assert!(text.contains(e), "{args:?}: expected '{e}' in: {text}");
    }
    assert!(took < limit, "{args:?} took {took:?}");
    assert_eq!(before, snapshot(dir), "{args:?} changed the campaign");
}

#[test]
fn nesting_a_hundred_thousand_deep_is_refused_in_well_under_a_second() {
    let text = format!("game: x\n{}", deep_note(100_000));
    assert!(text.len() > 200_000 && text.len() < MAX_BYTES);
    let start = Instant::now();
    let err = Source::new("o.yaml", text.as_str())
        .parse::<serde_yaml::Value>()
        .unwrap_err()
        .to_string();
    let took = start.elapsed();
    assert!(took < Duration::from_millis(500), "took {took:?}");
    assert!(
        err.starts_with("o.yaml:2:") && err.contains(&format!("nested more than {MAX_DEPTH} deep")),
        "{err}"
    );
    // Block nesting too, and a document just inside the limit still parses.
    let block: String = (0..MAX_DEPTH + 1)
        .map(|i| format!("{}k{i}:\n", "  ".repeat(i)))
        .collect::<String>()
        + &"  ".repeat(MAX_DEPTH + 1)
        + "x\n";
    let err = Source::new("b.yaml", block)
        .parse::<serde_yaml::Value>()
        .unwrap_err();
    assert!(
        err.to_string().contains("nested more than 64 deep"),
        "{err}"
    );
    let ok = format!(
        "a: {}{}\n",
        "[".repeat(MAX_DEPTH - 1),
        "]".repeat(MAX_DEPTH - 1)
    );
    Source::new("ok.yaml", ok)
        .parse::<serde_yaml::Value>()
        .unwrap();
}

#[test]
fn deep_orders_are_refused_by_orders_check_and_by_the_inbox() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = campaign(tmp.path());
    let f = turkey_with(&dir, "deep.yaml", &deep_note(100_000));
    let fs = f.to_str().unwrap();
    let d = dir.to_str().unwrap();
    let quick = Duration::from_secs(5);
    let expect = ["deep.yaml:", "nested more than 64 deep", "docs/limits.md"];
    refused_within(&dir, &["orders", "check", d, fs], &expect, quick);
    refused_within(
        &dir,
        &["commit", d, "--player", "turkey", fs],
        &expect,
        quick,
    );
    let mail = tmp.path().join("deep.eml");
    let bytes = std::fs::read(&f).unwrap();
    std::fs::write(&mail, with_attachment("t@example.org", "deep.yaml", &bytes)).unwrap();
    refused_within(
        &dir,
        &["inbox", d, mail.to_str().unwrap()],
        &["nested more than 64 deep"],
        quick,
    );
}

#[test]
fn files_over_the_size_or_node_limit_are_refused_naming_file_and_limit() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = campaign(tmp.path());
    let d = dir.to_str().unwrap();
    // 200,000 moves (3 MB): refused before parsing.
    let moves: String = (0..200_000).map(|i| format!("  u{i:06}: [a]\n")).collect();
    let f = turkey_with(&dir, "moves.yaml", &format!("moves:\n{moves}"));
    refused_within(
        &dir,
        &["orders", "check", d, f.to_str().unwrap()],
        &["moves.yaml", "over the limit of 1048576 bytes (1 MiB)"],
        Duration::from_secs(5),
    );
    // 60,000 moves (900 kB, inside the size limit): refused at the node limit.
    let moves: String = (0..60_000).map(|i| format!("  u{i:06}: [a]\n")).collect();
    let f = turkey_with(&dir, "many.yaml", &format!("moves:\n{moves}"));
    refused_within(
        &dir,
        &["orders", "check", d, f.to_str().unwrap()],
        &["many.yaml:", "more than 50000 values"],
        Duration::from_secs(10),
    );
    // campaign.yaml of 2 MB: every command refuses the campaign naming it.
    let cy = dir.join("campaign.yaml");
    let good = std::fs::read_to_string(&cy).unwrap();
    let big = format!("{good}# {}\n", "x".repeat(2 << 20));
    std::fs::write(&cy, &big).unwrap();
    fails_and_writes_nothing(
        &dir,
        &["status", d],
        &format!(
            "campaign.yaml: the file is {} bytes, over the limit of 1048576 bytes (1 MiB)",
            big.len()
        ),
    );
    std::fs::write(
        &cy,
        format!("{good}{}", deep_note(100_000).replace("note", "junk")),
    )
    .unwrap();
    fails_and_writes_nothing(&dir, &["status", d], "nested more than 64 deep");
}

#[test]
fn a_house_rules_file_over_the_limit_is_refused() {
    let tmp = tempfile::tempdir().unwrap();
    let rules = tmp.path().join("house");
    std::fs::create_dir_all(rules.join("charts")).unwrap();
    std::fs::write(rules.join("charts/big.yaml"), "#".repeat(MAX_BYTES + 1)).unwrap();
    let err = pbem::data::GameData::with_overrides("spi-1812", Some(&rules)).unwrap_err();
    assert!(
        err.to_string().contains("big.yaml") && err.to_string().contains("1 MiB"),
        "{err}"
    );
}

#[test]
fn duplicate_keys_anywhere_in_orders_are_refused_naming_both_lines() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = campaign(tmp.path());
    let d = dir.to_str().unwrap();
    let f = turkey_with(
        &dir,
        "dup.yaml",
        "moves:\n  tur-vidin-corps: [a]\n  x: [b]\n  tur-vidin-corps: [c]\n",
    );
    let n = std::fs::read_to_string(&f).unwrap().lines().count();
    let (first, second) = (n - 2, n);
    refused_within(
        &dir,
        &["orders", "check", d, f.to_str().unwrap()],
        &[
            &format!("dup.yaml:{second}:3: at moves.tur-vidin-corps"),
            &format!("given twice in one mapping (lines {first} and {second})"),
        ],
        Duration::from_secs(5),
    );
    // A key inside a battle, given twice: refused too (serde would keep the last).
    let f = orders(&dir, "turkey");
    let text = std::fs::read_to_string(&f).unwrap().replacen(
        "    pursue: true",
        "    pursue: true\n    pursue: false",
        1,
    );
    std::fs::write(&f, text).unwrap();
    refused_within(
        &dir,
        &["orders", "check", d, f.to_str().unwrap()],
        &["at battles.oltenia.pursue", "given twice in one mapping"],
        Duration::from_secs(5),
    );
}

#[test]
fn a_byte_order_mark_is_accepted_and_the_commitment_is_over_the_bytes_sent() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = campaign(tmp.path());
    let f = orders(&dir, "turkey");
    let mut bytes = "\u{feff}".as_bytes().to_vec();
    bytes.extend(std::fs::read(&f).unwrap());
    std::fs::write(&f, &bytes).unwrap();
    let line = support::commit_line(&dir, &f);
    assert!(
        line.ends_with(&support::messages::sha256_hex(&bytes)),
        "{line}"
    );
}

#[test]
fn a_tab_in_the_indentation_is_named() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = campaign(tmp.path());
    let f = orders(&dir, "turkey");
    let text =
        std::fs::read_to_string(&f)
            .unwrap()
            .replacen("    pursue: true", "\tpursue: true", 1);
    let line = text.lines().position(|l| l.starts_with('\t')).unwrap() + 1;
    std::fs::write(&f, text).unwrap();
    fails_and_writes_nothing(
        &dir,
        &[
            "orders",
            "check",
            dir.to_str().unwrap(),
            f.to_str().unwrap(),
        ],
        &format!("a tab is used for indentation at line {line}"),
    );
}

#[test]
fn a_corps_twice_in_the_1812_loss_order_is_refused_naming_both_lines() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = tmp.path().join("c12");
    let d = dir.to_str().unwrap();
    support::new_1812(d);
    let f = tmp.path().join("r.yaml");
    support::run(&[
        "orders",
        "new",
        d,
        "--player",
        "russia",
        "-o",
        f.to_str().unwrap(),
    ]);
    let mut text = std::fs::read_to_string(&f).unwrap();
    let n = text.lines().count();
    text.push_str("loss_order:\n  - ru-1\n  - ru-2\n  - ru-1\n");
    std::fs::write(&f, text).unwrap();
    fails_and_writes_nothing(
        &dir,
        &["orders", "check", d, f.to_str().unwrap()],
        &format!(
            "at loss_order[2]: 'ru-1' is listed twice in loss_order (item 1 on line {} and item 3 on line {})",
            n + 2,
            n + 4
        ),
    );
}
