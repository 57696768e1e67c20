//! One golden text per template under templates/, so that rewording a report changes a
//! golden file and no rules test. Each template is rendered from a fixed campaign entry
//! through the real binary (`pbem report --templates`, which re-renders an entry the way
//! `resolve` does, or `pbem mail remind`) and compared byte for byte with its file under
//! tests/golden/ (for a mail, its decoded text part). Where a template embeds another
//! one's text (the player's report begins with the public report, the mail carries the
//! player's report), that other template is replaced by a fixed line, so each golden file
//! depends on one template only; the macros of `empires-in-arms/macros.md.tera` are part
//! of the public report's golden, and `nmr.md.tera` is rendered alone.
//!
//! After a deliberate change of a template: `PBEM_BLESS=1 cargo test --locked --test
//! campaign golden::` rewrites the golden files; review them with `git diff tests/golden`.

use crate::support::{self, pbem, run};
use std::path::{Path, PathBuf};

/// The v0.3.0 campaigns (tests/fixtures): never changed, so their entries are fixed input.
fn fixture(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/v0.3.0")
        .join(name)
}

/// Compares `got` with tests/golden/`name`, or writes it there when PBEM_BLESS=1.
fn golden(name: &str, got: &str) {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/golden")
        .join(name);
    if std::env::var("PBEM_BLESS").as_deref() == Ok("1") {
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(&path, got).unwrap();
        return;
    }
    let want = std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("{}: {e} (PBEM_BLESS=1 writes it)", path.display()));
    if want != got {
        let line = want
            .lines()
            .zip(got.lines())
            .position(|(a, b)| a != b)
            .map_or(want.lines().count().min(got.lines().count()), |n| n);
        panic!(
            "{name} differs from tests/golden/{name} from line {}:\n  golden: {:?}\n  now:    {:?}\n\
             The whole rendering:\n{got}\n(after a deliberate change of the template, \
             PBEM_BLESS=1 rewrites the golden file)",
            line + 1,
            want.lines().nth(line),
            got.lines().nth(line),
        );
    }
}

/// A templates folder holding `files` (name under templates/, text): these replace the
/// built-in ones, every other template is the built-in one.
fn templates(tmp: &Path, files: &[(&str, &str)]) -> PathBuf {
    let dir = tmp.join("templates");
    std::fs::create_dir_all(&dir).unwrap();
    for (name, text) in files {
        let f = dir.join(name);
        std::fs::create_dir_all(f.parent().unwrap()).unwrap();
        std::fs::write(f, text).unwrap();
    }
    dir
}

/// `pbem report` of entry `entry` of the campaign `dir`, re-rendered with `templates`.
fn report(dir: &Path, entry: u32, templates: &Path, extra: &[&str]) -> String {
    let entry = entry.to_string();
    let mut args = vec![
        "report",
        dir.to_str().unwrap(),
        "--entry",
        &entry,
        "--templates",
        templates.to_str().unwrap(),
    ];
    args.extend(extra);
    let o = pbem().args(&args).output().unwrap();
    assert!(
        o.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&o.stderr)
    );
    String::from_utf8(o.stdout).unwrap()
}

/// The text part of a message, decoded, with the mail's CRLF line ends back to the
/// template's LF: what its template rendered.
fn text_part(eml: &[u8]) -> String {
    let msg = mail_parser::MessageParser::default().parse(eml).unwrap();
    msg.body_text(0).unwrap().replace("\r\n", "\n")
}

const PUBLIC: &str = "(the public report)\n";
const PLAYER: &str = "(the player's report)\n";

/// The public and `player`'s reports of `entry` of fixture `name` against the goldens
/// `<game>/report.md` and `<game>/player.md` (the player's rendered with a stand-in for the
/// public part, so each golden holds its own template's text).
fn game_reports(game: &str, name: &str, entry: u32, player: &str) {
    let tmp = tempfile::tempdir().unwrap();
    let fx = fixture(name);
    let builtin = templates(&tmp.path().join("builtin"), &[]);
    golden(
        &format!("{game}/report.md"),
        &report(&fx, entry, &builtin, &[]),
    );
    let public_template = format!("{game}/report.md.tera");
    let t = templates(&tmp.path().join("player"), &[(&public_template, PUBLIC)]);
    golden(
        &format!("{game}/player.md"),
        &report(&fx, entry, &t, &["--player", player]),
    );
}

#[test]
fn empires_in_arms_reports() {
    game_reports("empires-in-arms", "ulm-1805", 1, "france");
}

#[test]
fn spi_1812_reports() {
    game_reports("spi-1812", "campaign-1812", 2, "france");
}

/// A campaign with no entropy chain (so every byte is fixed), a deadline, reminders
/// written to files, and entry 1 resolved with the standing orders of both players.
#[test]
fn reminder_no_moves_received_and_mail() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = tmp.path().join("camp");
    let d = dir.to_str().unwrap();
    run(&[
        "new",
        "--game",
        "empires-in-arms",
        "--scenario",
        "danube-1810",
        "--id",
        "golden",
        "--player",
        "russia:russia:r@example.org",
        "--player",
        "turkey:turkey:t@example.org",
        "--moderator",
        "mod",
        d,
    ]);
    run(&[
        "deadline",
        d,
        "--at",
        "2027-01-01T00:00:00Z",
        "--grace",
        "1h",
        "--now",
        "2026-12-01T00:00:00Z",
    ]);
    let out = tmp.path().join("out");
    run(&[
        "mail",
        "remind",
        d,
        "--now",
        "2027-01-01T00:30:00Z",
        "--transport",
        "file",
        "--out",
        out.to_str().unwrap(),
    ]);
    let remind = out.join("golden.0001.remind-commitment-1.russia@example.org.eml");
    golden("remind.txt", &text_part(&std::fs::read(remind).unwrap()));
    support::resolve_nmr(d);
    let t = templates(
        &tmp.path().join("nmr"),
        &[(
            "empires-in-arms/report.md.tera",
            "{% include \"nmr.md.tera\" %}",
        )],
    );
    golden("nmr.md", &report(&dir, 1, &t, &[]));
    let t = templates(
        &tmp.path().join("mail"),
        &[("empires-in-arms/player.md.tera", PLAYER)],
    );
    let mail = report(&dir, 1, &t, &["--player", "russia", "--format", "email"]);
    golden("email.txt", &text_part(mail.as_bytes()));
}

/// A Danube 1810 campaign `id` in `tmp` of this engine, without entropy chains so every
/// byte is fixed, entry 1 resolved with both players on their standing orders.
fn danube_resolved(tmp: &Path, id: &str) -> PathBuf {
    let dir = tmp.join("danube");
    let d = dir.to_str().unwrap();
    run(&[
        "new",
        "--game",
        "empires-in-arms",
        "--scenario",
        "danube-1810",
        "--id",
        id,
        "--player",
        "russia:russia:r@example.org",
        "--player",
        "turkey:turkey:t@example.org",
        "--moderator",
        "mod",
        d,
    ]);
    support::resolve_nmr(d);
    dir
}

/// Today's Empires in Arms templates (the entries above, of pbem 0.3.0, render with the
/// set frozen for them): entry 1 of a Danube 1810 campaign of this engine, without
/// entropy chains so every byte is fixed, both players on their standing orders.
#[test]
fn empires_in_arms_reports_of_today() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = danube_resolved(tmp.path(), "golden");
    let builtin = templates(&tmp.path().join("builtin"), &[]);
    golden(
        "empires-in-arms/report-0.5.0.md",
        &report(&dir, 1, &builtin, &[]),
    );
}

/// The public and `player`'s reports (goldens `<game>/report.md` and `<game>/player.md`)
/// of entry 1 of a new campaign of `game` on `scenario`, without entropy chains so every
/// byte is fixed, both players (`players`: id and side) on the standing orders pbem
/// decides: their report lines (each decision named, the note provisional) are golden
/// too.
fn standing_orders_reports(game: &str, scenario: &str, players: [(&str, &str); 2]) {
    let tmp = tempfile::tempdir().unwrap();
    let dir = tmp.path().join("battle");
    let d = dir.to_str().unwrap();
    let p: Vec<String> = players
        .iter()
        .map(|(id, side)| format!("{id}:{side}:{id}@example.org"))
        .collect();
    run(&[
        "new",
        "--game",
        game,
        "--scenario",
        scenario,
        "--id",
        "golden",
        "--player",
        &p[0],
        "--player",
        &p[1],
        "--moderator",
        "mod",
        d,
    ]);
    support::resolve_nmr(d);
    let builtin = templates(&tmp.path().join("builtin"), &[]);
    let public = report(&dir, 1, &builtin, &[]);
    assert!(
        public.contains("Standing orders decided by pbem"),
        "{public}"
    );
    golden(&format!("{game}/report.md"), &public);
    let public_template = format!("{game}/report.md.tera");
    let t = templates(&tmp.path().join("player"), &[(&public_template, PUBLIC)]);
    golden(
        &format!("{game}/player.md"),
        &report(&dir, 1, &t, &["--player", players[0].0]),
    );
}

#[test]
fn old_trousers_reports() {
    standing_orders_reports(
        "old-trousers",
        "maida",
        [("british", "british"), ("french", "french")],
    );
}

#[test]
fn grande_tactique_reports() {
    standing_orders_reports(
        "grande-tactique",
        "ligny",
        [("french", "french"), ("prussian", "prussian")],
    );
}

/// Empires in Arms says where every power's forces stand once per entry (`shared`) and
/// leaves it out of each player's view; a group whose own `player.md.tera` reads
/// `view.positions` (as the built-in one did before) still finds every row there.
#[test]
fn a_groups_own_player_template_still_reads_every_position() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = danube_resolved(tmp.path(), "own");
    let builtin = report(
        &dir,
        1,
        &templates(&tmp.path().join("builtin"), &[]),
        &["--player", "russia"],
    );
    let rows = |text: &str| {
        let table = text.split("| area | power | forces |").nth(1).unwrap_or("");
        table
            .lines()
            .filter(|l| l.starts_with("| ") && !l.starts_with("|---"))
            .count()
    };
    assert!(
        rows(&builtin) >= 2,
        "the built-in report lists the positions:\n{builtin}"
    );
    let own = templates(
        &tmp.path().join("own"),
        &[(
            "empires-in-arms/player.md.tera",
            "| area | power | forces |\n{% for p in view.positions %}| {{ p.area }} | {{ p.power }} | x |\n{% endfor %}",
        )],
    );
    let mine = report(&dir, 1, &own, &["--player", "russia"]);
    assert_eq!(rows(&mine), rows(&builtin), "the group's template:\n{mine}");
}
