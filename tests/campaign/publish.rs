//! `pbem publish` (docs/fairness.md, section 14): the public copy of a hidden-information
//! campaign holds no hidden fact, verifies what needs none, and opens every commitment once
//! the salts are released; the players' commands on it show nothing hidden.

use crate::support;
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

/// The names of the units of every state.yaml in `dir` that no public file of the
/// campaign names (report.md, events.yaml, map.svg, resolution.yaml of any entry): the
/// units the rules keep hidden.
fn hidden_unit_names(dir: &Path) -> BTreeSet<String> {
    let files = support::snapshot(dir);
    let public: Vec<String> = files
        .iter()
        .filter(|(p, _)| {
            let n = p.file_name().unwrap().to_string_lossy();
            !p.starts_with("pending")
                && ["report.md", "events.yaml", "map.svg", "resolution.yaml"].contains(&n.as_ref())
        })
        .map(|(_, b)| String::from_utf8_lossy(b).into_owned())
        .collect();
    let mut names = BTreeSet::new();
    for (p, b) in &files {
        if p.file_name().unwrap() != "state.yaml" {
            continue;
        }
        let v: serde_yaml::Value = serde_yaml::from_slice(b).unwrap();
        for u in v["state"]["units"].as_sequence().unwrap() {
            let name = u["name"].as_str().unwrap().to_string();
            if !public.iter().any(|t| t.contains(&name)) {
                names.insert(name);
            }
        }
    }
    names
}

fn demo(tmp: &Path, game: &str) -> PathBuf {
    let dir = tmp.join("camp");
    support::demo::demo(Some(game), &dir);
    dir
}

fn s(p: &Path) -> &str {
    p.to_str().unwrap()
}

fn fails(args: &[&str]) -> String {
    let o = support::pbem().args(args).output().unwrap();
    assert!(!o.status.success(), "{args:?} succeeded");
    String::from_utf8_lossy(&o.stdout).into_owned() + &String::from_utf8_lossy(&o.stderr)
}

#[test]
fn section_14_the_1812_public_copy_holds_no_hidden_unit_and_verifies_the_dice_and_chain() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = demo(tmp.path(), "spi-1812");
    let out = tmp.path().join("public");
    let said = support::run(&["publish", s(&dir), s(&out)]);
    assert!(said.contains("withheld by salted commitment"), "{said}");
    let hidden = hidden_unit_names(&dir);
    assert!(hidden.len() > 10, "the demo hides units: {hidden:?}");
    let copy = support::snapshot(&out);
    for (p, b) in &copy {
        let text = String::from_utf8_lossy(b);
        for name in &hidden {
            assert!(!text.contains(name.as_str()), "{name} in {}", p.display());
        }
        let n = p.file_name().unwrap().to_string_lossy().into_owned();
        assert!(
            n != "state.yaml" && !p.starts_with("history/0001-1-russian-player-turn/orders"),
            "{}",
            p.display()
        );
    }
    assert!(copy.keys().any(|p| p.ends_with("report.md")));
    // The salt key stays with the moderator, beside the folder.
    assert!(tmp
        .path()
        .join("camp.secrets/publish.salt-key.yaml")
        .exists());
    let v = support::run(&["verify", s(&out)]);
    assert!(v.contains("checked: 6 entries"), "{v}");
    assert!(
        v.contains("not checked: the replay of the rules (states, reports and mail from the orders and dice): needs the withheld files; 6 entries"),
        "{v}"
    );
    // The history hash is the full folder's.
    let full = support::run(&["verify", s(&dir)]);
    let hash = |t: &str| {
        t.lines()
            .find(|l| l.starts_with("history hash"))
            .unwrap()
            .to_string()
    };
    assert_eq!(hash(&v), hash(&full));
    // Publishing again writes the same bytes.
    support::run(&["publish", s(&dir), s(&out)]);
    assert_eq!(support::snapshot(&out), copy);
}

#[test]
fn section_14_a_tampered_public_file_or_commitment_fails_verify_naming_the_file() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = demo(tmp.path(), "spi-1812");
    let out = tmp.path().join("public");
    support::run(&["publish", s(&dir), s(&out)]);
    let entry = support::entry_dir(&out, 2);
    let name = entry.file_name().unwrap().to_string_lossy().into_owned();
    let manifest = std::fs::read_to_string(out.join("public.yaml")).unwrap();
    // A public file changed: its hash is not the manifest's.
    let report = entry.join("report.md");
    let before = std::fs::read(&report).unwrap();
    std::fs::write(&report, [&before[..], b"\nA forged line.\n"].concat()).unwrap();
    let e = fails(&["verify", s(&out)]);
    assert!(e.contains(&format!("entry {name}: report.md")), "{e}");
    // ... and with the manifest made to agree, it is not the entry's output.
    let forged = support::messages::sha256_hex(&std::fs::read(&report).unwrap());
    let old = support::messages::sha256_hex(&before);
    std::fs::write(out.join("public.yaml"), manifest.replace(&old, &forged)).unwrap();
    let e = fails(&["verify", s(&out)]);
    assert!(
        e.contains(&format!("entry {name}: report.md")) && e.contains("outputs"),
        "{e}"
    );
    std::fs::write(&report, &before).unwrap();
    std::fs::write(out.join("public.yaml"), &manifest).unwrap();
    support::run(&["verify", s(&out)]);
    // An orders commitment changed (and the manifest made to agree): the seed fails.
    let cf = entry.join("commitments.yaml");
    let text = std::fs::read_to_string(&cf).unwrap();
    let first = text
        .lines()
        .next()
        .unwrap()
        .split(": ")
        .nth(1)
        .unwrap()
        .to_string();
    let forged = text.replacen(&first, &"0".repeat(64), 1);
    std::fs::write(&cf, &forged).unwrap();
    let m = manifest.replace(
        &support::messages::sha256_hex(text.as_bytes()),
        &support::messages::sha256_hex(forged.as_bytes()),
    );
    std::fs::write(out.join("public.yaml"), m).unwrap();
    let e = fails(&["verify", s(&out)]);
    assert!(
        e.contains(&format!("entry {name}: commitments.yaml")),
        "{e}"
    );
    std::fs::write(&cf, &text).unwrap();
    // A die of the public dice log changed (and the manifest made to agree): not the seed's.
    let rf = entry.join("resolution.yaml");
    let res = std::fs::read_to_string(&rf).unwrap();
    let at = res.find("  value: ").unwrap() + "  value: ".len();
    let mut forged = res.clone();
    let v: u32 = forged[at..at + 1].parse().unwrap();
    forged.replace_range(at..at + 1, &(v % 6 + 1).to_string());
    std::fs::write(&rf, &forged).unwrap();
    let m = manifest.replace(
        &support::messages::sha256_hex(res.as_bytes()),
        &support::messages::sha256_hex(forged.as_bytes()),
    );
    std::fs::write(out.join("public.yaml"), m).unwrap();
    let e = fails(&["verify", s(&out)]);
    assert!(
        e.contains(&format!(
            "entry {name}: resolution.yaml: die 1 is not the seed's"
        )),
        "{e}"
    );
    std::fs::write(&rf, &res).unwrap();
    // A hostile manifest: a path out of the copy is refused.
    let m = manifest.replace("  campaign.yaml: public", "  ../campaign.yaml: public");
    std::fs::write(out.join("public.yaml"), m).unwrap();
    let e = fails(&["verify", s(&out)]);
    assert!(
        e.contains("public.yaml") && e.contains("relative path"),
        "{e}"
    );
    // A withheld file's commitment changed in the manifest: the salts do not open it.
    let line = format!("  history/{name}/state.yaml: withheld state ");
    let c = manifest.find(&line).unwrap() + line.len();
    let mut m = manifest.clone();
    m.replace_range(c..c + 64, &"1".repeat(64));
    std::fs::write(out.join("public.yaml"), m).unwrap();
    support::run(&["verify", s(&out)]);
    let fin = tmp.path().join("final");
    support::run(&["publish", s(&dir), s(&fin), "--release"]);
    let salts = fin.join("publish-salts.yaml");
    let e = fails(&["verify", s(&out), "--salts", s(&salts)]);
    assert!(
        e.contains(&format!("entry {name}: state.yaml")) && e.contains("does not open"),
        "{e}"
    );
    std::fs::write(out.join("public.yaml"), &manifest).unwrap();
    support::run(&["verify", s(&out), "--salts", s(&salts)]);
}

/// Plays 1812 entries `from..=to` of the campaign `moscow` in `dir` with the shipped demo
/// orders and every participant's entropy value.
fn play_1812(tmp: &Path, dir: &Path, from: u32, to: u32) {
    let d = s(dir);
    let demo = "spi-1812/demo/campaign-1812";
    for k in from..=to {
        let files: Vec<(&str, PathBuf)> = ["france", "russia"]
            .into_iter()
            .map(|p| (p, support::shipped_orders(tmp, demo, "moscow", k, p)))
            .collect();
        for (p, f) in &files {
            support::run(&["commit", d, "--player", p, s(f)]);
        }
        for (p, f) in &files {
            support::run(&["reveal", d, "--player", p, s(f)]);
        }
        for p in ["france", "mod", "russia"] {
            support::run(&["entropy", "reveal", d, "--participant", p]);
        }
        support::run(&["resolve", d, "--date", &format!("2026-12-0{k}T18:00:00Z")]);
    }
}

#[test]
fn section_14_a_copy_published_during_the_war_opens_against_the_released_folder() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = tmp.path().join("camp");
    let d = s(&dir);
    support::new_1812(d);
    for p in ["france", "mod", "russia"] {
        support::run(&["entropy", "init", d, "--participant", p]);
    }
    play_1812(tmp.path(), &dir, 1, 2);
    // The players' copy after entry 2, kept.
    let out = tmp.path().join("public");
    support::run(&["publish", d, s(&out)]);
    let old = tmp.path().join("kept");
    support::run(&["publish", d, s(&old)]);
    let kept = support::snapshot(&old);
    let v = support::run(&["verify", s(&old)]);
    assert!(v.contains("checked: 2 entries"), "{v}");
    play_1812(tmp.path(), &dir, 3, 4);
    // Published again after new entries: the files of entries 1 and 2 and their
    // commitments are the same, so the players' git history of the copy is stable.
    support::run(&["publish", d, s(&out)]);
    let again = support::snapshot(&out);
    for (p, b) in &kept {
        if p.starts_with("history") {
            assert_eq!(again.get(p), Some(b), "{}", p.display());
        }
    }
    let m = |dir: &Path| std::fs::read_to_string(dir.join("public.yaml")).unwrap();
    let state1 = |m: &str| {
        m.lines()
            .find(|l| {
                l.starts_with("  history/0001-") && l.contains("/state.yaml: withheld state ")
            })
            .unwrap()
            .to_string()
    };
    assert_eq!(state1(&m(&old)), state1(&m(&out)));
    // The end: the moderator releases the folder and the salts.
    let fin = tmp.path().join("final");
    support::run(&["publish", d, s(&fin), "--release"]);
    let v = support::run(&["verify", s(&fin)]);
    assert!(v.contains("replayed: 4 entries byte for byte"), "{v}");
    let salts = fin.join("publish-salts.yaml");
    let o = support::run(&["verify", s(&old), "--salts", s(&salts)]);
    let withheld = m(&old).matches(": withheld ").count();
    assert!(withheld > 10, "{withheld}");
    assert!(
        o.contains(&format!(
            "opened with the released salts against {}: {withheld} commitments",
            fin.display()
        )),
        "{o}"
    );
    // The waiting state.yaml of entry 2 opens as the state it became: entry 2's.
    assert!(o.contains(" 1 by the file they became"), "{o}");
    // Against the moderator's folder itself, too.
    let o = support::run(&["verify", s(&old), "--salts", s(&salts), "--full", d]);
    assert!(o.contains(&format!("{withheld} commitments")), "{o}");
}

#[test]
fn section_14_players_commands_on_the_1812_public_copy_show_no_hidden_unit() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = demo(tmp.path(), "spi-1812");
    let out = tmp.path().join("public");
    support::run(&["publish", s(&dir), s(&out)]);
    let hidden = hidden_unit_names(&dir);
    // On the full folder, odds name the stacks' units; on the copy, nothing.
    let o = s(&out);
    let orders = support::shipped_orders(
        tmp.path(),
        "spi-1812/demo/campaign-1812",
        "moscow-demo",
        1,
        "france",
    );
    for args in [
        vec!["odds", o, "--area", "vilna"],
        vec!["orders", "new", o, "--player", "france"],
        vec!["orders", "check", o, s(&orders)],
        vec!["map", o, "--player", "russia"],
        vec!["map", o],
    ] {
        let e = fails(&args);
        assert!(
            e.contains("is a public copy (public.yaml)"),
            "{args:?}: {e}"
        );
        for name in &hidden {
            assert!(!e.contains(name.as_str()), "{args:?} shows {name}");
        }
    }
    let e = fails(&["odds", o, "--area", "vilna"]);
    assert!(e.contains("pbem odds --file FILE"), "{e}");
    // Nothing was written into the copy.
    support::run(&["verify", o]);
}

#[test]
fn section_14_the_eia_public_copy_hides_nothing_and_replays_fully() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = demo(tmp.path(), "empires-in-arms");
    let out = tmp.path().join("public");
    let said = support::run(&["publish", s(&dir), s(&out)]);
    assert!(
        said.contains("withheld by salted commitment: none"),
        "{said}"
    );
    let v = support::run(&["verify", s(&out)]);
    assert!(v.contains("replayed: 2 entries byte for byte"), "{v}");
    // Every file of the campaign an entry is made from is in the copy, byte for byte.
    let full = support::snapshot(&dir);
    let copy = support::snapshot(&out);
    for (p, b) in &full {
        if p.starts_with("history")
            || p == Path::new("campaign.yaml")
            || p == Path::new("state.yaml")
        {
            assert_eq!(copy.get(p), Some(b), "{}", p.display());
        }
    }
    // The players' commands work on it.
    let t = support::run(&["orders", "new", s(&out), "--player", "russia"]);
    assert!(!t.is_empty());
    support::run(&["verify", s(&out)]);
}
