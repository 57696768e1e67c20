//! Fuzzing every input that comes from outside (issue 13): orders files of both games
//! (checked as `pbem orders check` does), mail messages (`pbem inbox` on a real campaign)
//! and campaign.yaml (the campaign loader). Cases are real files mutated line by line with
//! hostile tokens (deep nesting, anchors, huge numbers, duplicate keys, tabs, a byte order
//! mark) or plain random bytes, each bounded in size. No case may panic, and each must be
//! done within a few seconds.

use crate::support;
use crate::support::copy_tree;

use pbem::campaign::check::check_orders;
use pbem::campaign::pending::Pending;
use pbem::campaign::Campaign;
use proptest::prelude::*;
use std::path::{Path, PathBuf};
use std::sync::OnceLock;
use std::time::{Duration, Instant};
use support::messages::{with_attachment, with_line};

/// The campaigns the cases run on, made once: Empires in Arms (danube-1810, players russia
/// and turkey) and 1812 (france and russia), each with its players' template orders.
struct Fixture {
    _tmp: tempfile::TempDir,
    eia: PathBuf,
    spi: PathBuf,
    /// (campaign, player, template text).
    templates: Vec<(PathBuf, String, String)>,
}

fn fixture() -> &'static Fixture {
    static F: OnceLock<Fixture> = OnceLock::new();
    F.get_or_init(|| {
        let tmp = tempfile::tempdir().unwrap();
        let eia = support::campaign(tmp.path());
        let spi = tmp.path().join("c12");
        let s = spi.to_str().unwrap();
        support::new_1812(s);
        let mut templates = Vec::new();
        for (dir, player) in [
            (&eia, "russia"),
            (&eia, "turkey"),
            (&spi, "france"),
            (&spi, "russia"),
        ] {
            let f = tmp
                .path()
                .join(format!("{player}-{}.yaml", templates.len()));
            support::run(&[
                "orders",
                "new",
                dir.to_str().unwrap(),
                "--player",
                player,
                "-o",
                f.to_str().unwrap(),
            ]);
            templates.push((
                dir.clone(),
                player.to_string(),
                std::fs::read_to_string(&f).unwrap(),
            ));
        }
        Fixture {
            eia: eia.clone(),
            spi,
            templates,
            _tmp: tmp,
        }
    })
}

/// Hostile and ordinary tokens a mutation puts in place of a value or a line.
const TOKENS: &[&str] = &[
    "[",
    "]",
    "{",
    "}",
    "- ",
    ": ",
    "~",
    "null",
    "-1",
    "0",
    "4294967296",
    "99999999999999999999999",
    "1e400",
    ".nan",
    "&a x",
    "*a",
    "*nope",
    "!!binary AAAA",
    "!custom x",
    "\"\\u0000\"",
    "'",
    "\"",
    "|",
    ">",
    "? ",
    "#",
    "\t",
    "\u{feff}",
    "\u{202e}",
    "---",
    "...",
    "%YAML 1.2",
    "tur-vidin-corps",
    "oltenia",
    "silistria",
    "ru-1",
    "fr-guard",
    "vilna",
    "assault",
    "moves",
    "battles",
    "loss_order",
    "note",
    "entry",
    "player",
];

/// One mutation: (kind, line index, token index).
type Op = (u8, usize, usize);

/// `text` with `ops` applied line by line: delete, duplicate, replace the value, insert a
/// token, nest a value deep, or cut the line in half.
fn mutate(text: &str, ops: &[Op]) -> String {
    let mut lines: Vec<String> = text.lines().map(String::from).collect();
    for &(kind, at, tok) in ops {
        if lines.is_empty() {
            lines.push(String::new());
        }
        let i = at % lines.len();
        let t = TOKENS[tok % TOKENS.len()];
        match kind % 7 {
            0 => {
                lines.remove(i);
            }
            1 => {
                let l = lines[i].clone();
                lines.insert(i, l);
            }
            2 => {
                let l = &lines[i];
                let key = l.split(':').next().unwrap_or("").to_string();
                lines[i] = format!("{key}: {t}");
            }
            3 => {
                let l = &mut lines[i];
                let cut = (tok % (l.len() + 1)).min(l.len());
                let cut = (0..=cut)
                    .rev()
                    .find(|c| l.is_char_boundary(*c))
                    .unwrap_or(0);
                l.insert_str(cut, t);
            }
            4 => {
                let d = 1 + tok % 200;
                lines.insert(i, format!("note: {}{}", "[".repeat(d), "]".repeat(d)));
            }
            5 => {
                let l = &lines[i];
                let half = (0..=l.len() / 2)
                    .rev()
                    .find(|c| l.is_char_boundary(*c))
                    .unwrap_or(0);
                lines[i] = l[..half].to_string();
            }
            _ => lines.insert(i, format!("  {t}")),
        }
    }
    lines.join("\n") + "\n"
}

fn ops() -> impl Strategy<Value = Vec<Op>> {
    proptest::collection::vec((any::<u8>(), any::<usize>(), any::<usize>()), 0..6)
}

/// Runs `f` and fails when it took longer than `limit`.
fn within<T>(limit: Duration, what: &str, f: impl FnOnce() -> T) -> T {
    let start = Instant::now();
    let out = f();
    assert!(start.elapsed() < limit, "{what} took {:?}", start.elapsed());
    out
}

/// Checks `bytes` as `player`'s orders on campaign `dir`, as `pbem orders check` does.
fn check(dir: &Path, player: &str, bytes: &[u8]) {
    within(Duration::from_secs(3), "an orders check", || {
        let c = Campaign::open(dir).unwrap();
        let p = Pending::load(&c).unwrap();
        let _ = check_orders(&c, &p, player, "fuzz.yaml", bytes);
    });
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 96, ..ProptestConfig::default() })]

    #[test]
    fn mutated_orders_of_both_games_are_checked_without_panic(which in 0usize..4, ops in ops()) {
        let f = fixture();
        let (dir, player, text) = &f.templates[which];
        check(dir, player, mutate(text, &ops).as_bytes());
    }

    #[test]
    fn random_bytes_as_orders_are_checked_without_panic(which in 0usize..4, bytes in proptest::collection::vec(any::<u8>(), 0..2000)) {
        let f = fixture();
        let (dir, player, _) = &f.templates[which];
        check(dir, player, &bytes);
    }

    #[test]
    fn a_mutated_campaign_yaml_loads_or_is_refused_without_panic(spi in any::<bool>(), ops in ops()) {
        let f = fixture();
        let src = if spi { &f.spi } else { &f.eia };
        let tmp = tempfile::tempdir().unwrap();
        let dir = tmp.path().join("c");
        copy_tree(src, &dir);
        let text = std::fs::read_to_string(dir.join("campaign.yaml")).unwrap();
        std::fs::write(dir.join("campaign.yaml"), mutate(&text, &ops)).unwrap();
        within(Duration::from_secs(3), "loading a campaign", || {
            if let Ok(c) = Campaign::open(&dir) {
                let _ = c.state();
                let _ = Pending::load(&c);
            }
        });
    }
}

proptest! {
    // Each case runs the binary on a fresh copy of the campaign: fewer cases.
    #![proptest_config(ProptestConfig { cases: 24, ..ProptestConfig::default() })]

    #[test]
    fn mail_with_mutated_orders_or_lines_is_taken_or_refused_without_panic(
        which in 0usize..2, kind in 0u8..3, ops in ops(),
        raw in proptest::collection::vec(any::<u8>(), 0..1500),
    ) {
        let f = fixture();
        let (_, player, text) = &f.templates[which];
        let from = if player == "russia" { "r@example.org" } else { "t@example.org" };
        let body = mutate(text, &ops);
        let message = match kind {
            0 => with_attachment(from, "orders.yaml", body.as_bytes()).into_bytes(),
            1 => {
                let line = format!("PBEM-COMMIT test-camp 1 {}", mutate("0123456789abcdef", &ops).trim());
                with_line(from, "fuzz@x", &line).into_bytes()
            }
            _ => raw,
        };
        let tmp = tempfile::tempdir().unwrap();
        let dir = tmp.path().join("c");
        copy_tree(&f.eia, &dir);
        let mail = tmp.path().join("m.eml");
        std::fs::write(&mail, &message).unwrap();
        let out = within(Duration::from_secs(10), "pbem inbox", || {
            support::pbem().arg("inbox").arg(&dir).arg(&mail).output().unwrap()
        });
        let code = out.status.code();
        prop_assert!(
            code == Some(0) || code == Some(1),
            "pbem inbox exited {:?}: {}",
            code,
            String::from_utf8_lossy(&out.stderr)
        );
    }
}
