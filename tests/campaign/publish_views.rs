//! The players' commands on the public copy of an 1812 campaign (docs/fairness.md, section
//! 14): each entry of pbem 0.9.0 writes each player's view (`views/<player>.yaml`, in its
//! outputs, attached to the report mail); on the copy `orders new`, `orders check`, `odds`
//! and `map` read it with `--view`, after its hash is checked, and print what the same
//! command prints for that player on the moderator's folder, byte for byte.

use crate::support;
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

fn s(p: &Path) -> &str {
    p.to_str().unwrap()
}

/// Runs pbem: (success, stdout, stderr).
fn out(args: &[&str]) -> (bool, String, String) {
    let o = support::pbem().args(args).output().unwrap();
    (
        o.status.success(),
        String::from_utf8_lossy(&o.stdout).into_owned(),
        String::from_utf8_lossy(&o.stderr).into_owned(),
    )
}

fn fails(args: &[&str]) -> String {
    let (ok, o, e) = out(args);
    assert!(!ok, "{args:?} succeeded: {o}");
    o + &e
}

/// The names of the units of side `enemy` (every side: None) in the campaign's states that
/// no public file names.
fn hidden_names(dir: &Path, enemy: Option<&str>) -> BTreeSet<String> {
    let files = support::snapshot(dir);
    let public: Vec<String> = files
        .iter()
        .filter(|(p, _)| {
            let n = p.file_name().unwrap().to_string_lossy();
            ["report.md", "events.yaml", "map.svg", "resolution.yaml"].contains(&n.as_ref())
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
            if enemy.is_some_and(|e| u["side"].as_str() != Some(e)) {
                continue;
            }
            let name = u["name"].as_str().unwrap().to_string();
            if !public.iter().any(|t| t.contains(&name)) {
                names.insert(name);
            }
        }
    }
    names
}

/// Resolves entry `k` of the campaign `moscow` with the shipped demo orders.
fn play(tmp: &Path, dir: &Path, k: u32) {
    let d = s(dir);
    let demo = "spi-1812/demo/campaign-1812";
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
    support::run(&["resolve", d, "--date", &format!("2026-12-0{k}T18:00:00Z")]);
}

/// The places of the state after entry `k` where `player`'s side has units, from its view.
fn own_places(view: &Path) -> Vec<String> {
    let v: serde_yaml::Value = serde_yaml::from_slice(&std::fs::read(view).unwrap()).unwrap();
    let mut places: Vec<String> = v["state"]["units"]
        .as_sequence()
        .unwrap()
        .iter()
        .filter(|u| u["kind"].as_str() != Some("hidden"))
        .map(|u| u["at"].as_str().unwrap().to_string())
        .collect();
    places.sort();
    places.dedup();
    places
}

/// The commands `player` runs after entry `k` (its view `own_view`, the campaign folder
/// `folder`) on `dir`: the folder (`view` None) or the copy with `view`; each as (command,
/// its output).
fn commands(
    tmp: &Path,
    (dir, folder): (&Path, &Path),
    k: u32,
    player: &str,
    own_view: &Path,
    view: Option<&Path>,
) -> Vec<(String, (bool, String, String))> {
    let d = s(dir);
    let with = |mut a: Vec<String>| {
        if let Some(v) = view {
            a.push("--view".into());
            a.push(s(v).into());
        }
        a
    };
    let own = own_places(own_view);
    let mut runs: Vec<Vec<String>> = vec![
        with(vec![
            "orders".into(),
            "new".into(),
            d.into(),
            "--player".into(),
            player.into(),
        ]),
        with(vec![
            "map".into(),
            d.into(),
            "--player".into(),
            player.into(),
        ]),
    ];
    // Orders for the next entry: the shipped ones, or the template itself.
    let orders = if k < 6 {
        support::shipped_orders(tmp, "spi-1812/demo/campaign-1812", "moscow", k + 1, player)
    } else {
        let f = tmp.join(format!("template-{player}.yaml"));
        support::run(&["orders", "new", s(folder), "--player", player, "-o", s(&f)]);
        f
    };
    runs.push(with(vec![
        "orders".into(),
        "check".into(),
        d.into(),
        s(&orders).into(),
    ]));
    for place in own.iter().take(3) {
        let mut a = vec!["odds".into(), d.into(), "--area".into(), place.clone()];
        a.extend(["--player".into(), player.into()]);
        runs.push(with(a));
    }
    runs.into_iter()
        .map(|a| {
            let args: Vec<&str> = a.iter().map(String::as_str).collect();
            (a[..2].join(" "), out(&args))
        })
        .collect()
}

#[test]
fn section_14_each_players_commands_on_the_1812_copy_with_the_view_print_what_the_folder_prints() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = tmp.path().join("camp");
    let copy = tmp.path().join("copy");
    support::new_1812(s(&dir));
    for k in 1..=6 {
        play(tmp.path(), &dir, k);
        support::run(&["publish", s(&dir), s(&copy)]);
        let entry = support::entry_dir(&dir, k);
        for (player, enemy) in [("france", "russia"), ("russia", "france")] {
            let hidden = hidden_names(&dir, Some(enemy));
            assert!(!hidden.is_empty());
            let view = entry.join(format!("views/{player}.yaml"));
            assert!(view.exists(), "{}", view.display());
            // The copy withholds the view, and its hash is in the public resolution.yaml.
            let name = entry.file_name().unwrap().to_string_lossy().into_owned();
            assert!(!copy.join("history").join(&name).join("views").exists());
            let res =
                std::fs::read_to_string(copy.join("history").join(&name).join("resolution.yaml"))
                    .unwrap();
            let h = support::messages::sha256_hex(&std::fs::read(&view).unwrap());
            assert!(
                res.contains(&format!("  views/{player}.yaml: {h}")),
                "{res}"
            );
            let folder = commands(tmp.path(), (&dir, &dir), k, player, &view, None);
            let public = commands(tmp.path(), (&copy, &dir), k, player, &view, Some(&view));
            assert!(folder.len() >= 4);
            for ((what, f), (_, c)) in folder.iter().zip(&public) {
                let strip = |t: &str| t.replace(s(&copy), "DIR").replace(s(&dir), "DIR");
                assert_eq!(f.0, c.0, "entry {k} {player} {what}: {} / {}", f.2, c.2);
                assert_eq!(f.1, c.1, "entry {k} {player} {what}");
                assert_eq!(strip(&f.2), strip(&c.2), "entry {k} {player} {what}");
                for n in &hidden {
                    assert!(
                        !c.1.contains(n.as_str()) && !c.2.contains(n.as_str()),
                        "entry {k} {player} {what} shows {n}"
                    );
                }
            }
            // The orders template and the map are real output, not two refusals.
            assert!(public[0].1 .0 && public[1].1 .0, "{:?}", public[0]);
            // The report mail itself serves as the view.
            let mail = entry.join(format!("mail/{player}.eml"));
            let o = |v: &Path| {
                support::run(&[
                    "orders",
                    "new",
                    s(&copy),
                    "--player",
                    player,
                    "--view",
                    s(v),
                ])
            };
            assert_eq!(o(&mail), o(&view));
        }
        // The public picture from a view is the folder's.
        let view = entry.join("views/russia.yaml");
        assert_eq!(
            support::run(&["map", s(&copy), "--view", s(&view)]),
            support::run(&["map", s(&dir)])
        );
    }
    support::run(&["verify", s(&copy)]);
    support::run(&["verify", s(&dir)]);
}

#[test]
fn section_14_a_forged_stale_or_other_players_view_is_refused_naming_the_file() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = tmp.path().join("camp");
    support::demo::demo(Some("spi-1812"), &dir);
    let copy = tmp.path().join("copy");
    support::run(&["publish", s(&dir), s(&copy)]);
    let c = s(&copy);
    let latest = support::entry_dir(&dir, 6).join("views/france.yaml");
    let stale = support::entry_dir(&dir, 5).join("views/france.yaml");
    let other = support::entry_dir(&dir, 6).join("views/russia.yaml");
    let forged = tmp.path().join("forged.yaml");
    let text = std::fs::read_to_string(&latest).unwrap();
    std::fs::write(&forged, text.replacen("strength: ", "strength: 1", 1)).unwrap();
    let new = |v: &Path| fails(&["orders", "new", c, "--player", "france", "--view", s(v)]);
    let e = new(&forged);
    assert!(
        e.contains(s(&forged)) && e.contains("is not a view pbem wrote"),
        "{e}"
    );
    let e = new(&stale);
    assert!(e.contains(s(&stale)) && e.contains("stale"), "{e}");
    let e = new(&other);
    assert!(
        e.contains(s(&other)) && e.contains("is the view of russia, not of france"),
        "{e}"
    );
    // Without --view: refused, naming it.
    let e = fails(&["orders", "new", c, "--player", "france"]);
    assert!(e.contains("--view FILE"), "{e}");
    // The other commands refuse the same way.
    let e = fails(&["map", c, "--player", "france", "--view", s(&other)]);
    assert!(e.contains("is the view of russia"), "{e}");
    let e = fails(&["odds", c, "--area", "vilna", "--view", s(&forged)]);
    assert!(e.contains("is not a view pbem wrote"), "{e}");
    // An older entry's map takes that entry's view.
    let m = support::run(&[
        "map",
        c,
        "--player",
        "france",
        "--entry",
        "5",
        "--view",
        s(&stale),
    ]);
    assert_eq!(
        m,
        support::run(&["map", s(&dir), "--player", "france", "--entry", "5"])
    );
    // Nothing was written into the copy.
    support::run(&["verify", c]);
}

#[test]
fn section_14_a_campaign_of_0_8_0_keeps_refusing_on_its_copy_until_an_entry_of_0_9_0() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = tmp.path().join("old");
    let from = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/v0.8.0/spi-1812");
    let mut cp = std::process::Command::new("cp");
    assert!(cp
        .args(["-a", s(&from), s(&dir)])
        .status()
        .unwrap()
        .success());
    let copy = tmp.path().join("copy");
    support::run(&["publish", s(&dir), s(&copy)]);
    let e = fails(&["orders", "new", s(&copy), "--player", "france"]);
    assert!(
        e.contains("older than pbem 0.9.0") && e.contains("until an entry of pbem 0.9.0"),
        "{e}"
    );
    // No entry of it holds a view.
    assert!(!support::snapshot(&dir)
        .keys()
        .any(|p| p.to_string_lossy().contains("/views/")));
    let any = tmp.path().join("v.yaml");
    std::fs::write(&any, "format: pbem-view-v1\n").unwrap();
    let e = fails(&["map", s(&copy), "--player", "france", "--view", s(&any)]);
    assert!(
        e.contains("older than pbem 0.9.0") && e.contains(s(&any)),
        "{e}"
    );
}

#[test]
fn section_14_pbem_site_on_the_1812_public_copy_is_the_folders_public_site() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = tmp.path().join("camp");
    support::demo::demo(Some("spi-1812"), &dir);
    let copy = tmp.path().join("copy");
    support::run(&["publish", s(&dir), s(&copy)]);
    let (a, b) = (tmp.path().join("a"), tmp.path().join("b"));
    let full = support::run(&["site", s(&dir), "-o", s(&a)]);
    let said = support::run(&["site", s(&copy), "-o", s(&b)]);
    let n = |t: &str| {
        t.split(": ")
            .nth(1)
            .unwrap()
            .split(';')
            .next()
            .unwrap()
            .to_string()
    };
    assert_eq!(n(&said), n(&full));
    // The same pages and the same checker data: the setup's state, which the copy
    // withholds, rebuilt from the scenario.
    let (sa, sb) = (support::snapshot(&a), support::snapshot(&b));
    assert_eq!(sa.keys().collect::<Vec<_>>(), sb.keys().collect::<Vec<_>>());
    for (p, bytes) in &sa {
        assert!(sb.get(p) == Some(bytes), "{} differs", p.display());
    }
    let hidden = hidden_names(&dir, None);
    for (p, bytes) in &sb {
        let text = String::from_utf8_lossy(bytes);
        for n in &hidden {
            assert!(!text.contains(n.as_str()), "{} shows {n}", p.display());
        }
    }
    // --record needs the withheld files: refused, nothing written.
    let c = tmp.path().join("c");
    let e = fails(&["site", s(&copy), "--record", "-o", s(&c)]);
    assert!(
        e.contains("withholds") && e.contains("without --record"),
        "{e}"
    );
    assert!(!c.exists());
}
