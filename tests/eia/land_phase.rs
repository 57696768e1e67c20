//! One whole Empires in Arms land phase of all seven major powers from the October 1805
//! scenario, on the real binary: every power's orders each sequence (prepared moves for
//! France, Russia, Austria and Prussia, and Austria's standing order to retire into Ulm; the
//! template's defaults for the rest), committed, revealed, resolved and verified; then what
//! the reports say.

use crate::support;

use std::path::{Path, PathBuf};
use support::eia::{campaign_1805 as campaign, run, POWERS};
use support::fails_and_writes_nothing;

/// The prepared orders of `power` for `entry`, or the template `pbem orders new` writes.
fn orders(dir: &Path, entry: u32, power: &str) -> PathBuf {
    let f = dir.parent().unwrap().join(format!("{entry}-{power}.yaml"));
    let prepared = Path::new(env!("CARGO_MANIFEST_DIR")).join(format!(
        "games/empires-in-arms/demo/ulm-1805/entry-{entry}-{power}.yaml"
    ));
    match std::fs::read_to_string(prepared) {
        Ok(t) => std::fs::write(&f, t.replace("CAMPAIGN", "third-coalition")).unwrap(),
        Err(_) => {
            run(&[
                "orders",
                "new",
                dir.to_str().unwrap(),
                "--player",
                power,
                "-o",
                f.to_str().unwrap(),
            ]);
        }
    }
    f
}

/// What the rules made of entry `entry` (its `events.yaml`, the data its report is
/// rendered from): these tests do not depend on the report templates' wording, which
/// tests/golden checks.
fn events(dir: &Path, entry: u32, power: &str) -> serde_yaml::Value {
    let p = dir
        .join("history")
        .join(format!("{entry:04}-1-land-{power}"))
        .join("events.yaml");
    let text = std::fs::read_to_string(&p).unwrap_or_else(|e| panic!("{}: {e}", p.display()));
    serde_yaml::from_str(&text).unwrap()
}

/// The lines of one step of `events` (`depots`, `movement`, `supply`, `declarations`,
/// `sieges`, `conquest`, `provisional`); none when the step did not run.
fn lines(events: &serde_yaml::Value, step: &str) -> Vec<String> {
    events[step]
        .as_sequence()
        .map(|l| l.iter().map(|l| l.as_str().unwrap().to_string()).collect())
        .unwrap_or_default()
}

/// Asserts that step `step` of `events` has a line beginning with `start`.
fn has_line(events: &serde_yaml::Value, step: &str, start: &str) {
    let l = lines(events, step);
    assert!(
        l.iter().any(|l| l.starts_with(start)),
        "{} {step} lacks '{start}': {l:#?}",
        events["phasing"].as_str().unwrap_or_default()
    );
}

/// The (kind, area) of each battle of `events`.
fn battles(events: &serde_yaml::Value) -> Vec<(String, String)> {
    let field = |b: &serde_yaml::Value, k: &str| b[k].as_str().unwrap().to_string();
    events["battles"]
        .as_sequence()
        .unwrap()
        .iter()
        .map(|b| (field(b, "kind"), field(b, "area")))
        .collect()
}

#[test]
fn a_whole_land_phase_of_the_seven_powers_resolves_and_verifies() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = campaign(tmp.path());
    let d = dir.to_str().unwrap();
    for (i, phasing) in POWERS.iter().enumerate() {
        let entry = i as u32 + 1;
        let s = run(&["status", d]);
        assert!(s.contains(&format!("land-{phasing}")), "{s}");
        let files: Vec<(&str, PathBuf)> = POWERS
            .iter()
            .map(|p| (*p, orders(&dir, entry, p)))
            .collect();
        for (p, f) in &files {
            run(&["commit", d, "--player", p, f.to_str().unwrap()]);
        }
        for (p, f) in &files {
            run(&["reveal", d, "--player", p, f.to_str().unwrap()]);
        }
        run(&["resolve", d, "--date", "2026-12-01T18:00:00Z"]);
    }
    assert!(run(&["verify", d]).contains("7 entries replayed byte for byte"));
    assert!(
        run(&["status", d]).contains("turn 2, land-announcements"),
        "after Spain the turn advances and opens with the announcements (7.1)"
    );

    let france = events(&dir, 1, "france");
    for (step, want) in [
        (
            "depots",
            "France places a depot in Baden (7.2.1) for 1 money point(s).",
        ),
        (
            "movement",
            "IV Corps (Soult): Baden → Württemberg → Swabia (2 of 4 movement points).",
        ),
        (
            "movement",
            "III Corps (Davout): Franconia → Upper Palatinate → Bavaria (3 of 5 movement points, force marched).",
        ),
        ("movement", "Napoleon goes with the corps to Swabia."),
        ("movement", "III Corps (Davout) forages against 2"),
        ("supply", "Depot supply (7.4.2) for"),
        (
            "declarations",
            "Army of Germany, Riesch (Mack) retires into Ulm (7.5.1.1).",
        ),
        ("sieges", "Assault attempt on Ulm (9 factors of 10): die "),
        ("provisional", "siege table, charts/siege.yaml (provisional)"),
    ] {
        has_line(&france, step, want);
    }
    let fought = battles(&france);
    assert!(
        fought.contains(&("field".into(), "swabia".into())),
        "{fought:?}"
    );
    assert!(
        fought.iter().any(|(_, area)| area == "venetia"),
        "{fought:?}"
    );
    let austria = events(&dir, 4, "austria");
    let besieged = lines(&austria, "supply");
    assert!(
        besieged
            .iter()
            .any(|l| l.starts_with("Besieged in Ulm (") && l.contains("against its supply value 2")),
        "7.4.5: Riesch, besieged in Ulm, checks supply in Austria's sequence: {besieged:#?}"
    );
    assert!(
        !battles(&austria).iter().any(|(_, area)| area == "swabia"),
        "forces in a city are not in field combat (7.5.1.2)"
    );
    has_line(
        &events(&dir, 2, "russia"),
        "movement",
        "Don Cossacks (Platov): Galicia → Moravia → Lower Austria",
    );
    has_line(
        &austria,
        "movement",
        "Army of the Tyrol (John): Tyrol → Salzburg (2 of 3 movement points).",
    );
    // Britain lands Don's expedition in Holland, supplied from a depot on its fleet.
    let britain = events(&dir, 6, "britain");
    for (step, want) in [
        (
            "depots",
            "Great Britain places a depot on its fleet in the North Sea (7.2.4) for 1 money point(s).",
        ),
        (
            "movement",
            "Expeditionary Corps (Don) lands in Holland from the North Sea, its movement spent (7.3.5).",
        ),
        // KGL in Hanover's depot area (half) and Don one area from the fleet's depot (1).
        (
            "supply",
            "Depot supply (7.4.2) for 2 corps: 2 money points paid, 17 left.",
        ),
    ] {
        has_line(&britain, step, want);
    }
    // Spain's sequence closes the turn: the Conquest Step (7.7).
    has_line(
        &events(&dir, 7, "spain"),
        "conquest",
        "Great Britain occupies the capital of Holland (Amsterdam); held through turn 2, it is conquered (7.7).",
    );
    // Turkey and Spain did not move; their corps were supplied.
    for (entry, power) in [(3, "turkey"), (7, "spain")] {
        let e = events(&dir, entry, power);
        assert!(lines(&e, "movement").is_empty(), "{power}: {e:?}");
        has_line(&e, "supply", "Depot supply (7.4.2) for 1 corps");
    }
}

#[test]
fn illegal_moves_cite_the_rule_and_write_nothing() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = campaign(tmp.path());
    let d = dir.to_str().unwrap();
    let f = tmp.path().join("bad.yaml");
    let fs = f.to_str().unwrap();
    let write = |player: &str, body: &str| {
        std::fs::write(&f, format!("game: empires-in-arms\ncampaign: third-coalition\nentry: 1\nturn: 1\nphase: land-france\nplayer: {player}\n{body}")).unwrap();
    };
    // The issue's own wording: a corps with 1 point left may not enter Bohemia (mountain).
    write(
        "france",
        "moves:\n  fra-iii: [thuringia, magdeburg, saxony, bohemia]\n",
    );
    fails_and_writes_nothing(&dir, &["commit", d, "--player", "france", fs], "at moves.fra-iii: 7.3.2.3: III Corps (Davout) has 1 movement point left; entering Bohemia (mountain 2) costs 2");
    write(
        "france",
        "moves:\n  fra-i: [upper-palatinate, bohemia, silesia, posen]\n",
    );
    fails_and_writes_nothing(&dir, &["commit", d, "--player", "france", fs], "7.3.2.3: I Corps (Bernadotte) has 0 movement points left; entering Posen (clear 1) costs 1");
    write("france", "moves:\n  fra-cav: [swabia, bavaria]\n");
    fails_and_writes_nothing(&dir, &["commit", d, "--player", "france", fs], "7.3.2.1: Cavalry Reserve (Murat) must cease movement in Swabia, which holds an unbesieged enemy corps");
    write(
        "france",
        "moves:\n  fra-cav: [swabia]\nforce_march: [fra-cav]\n",
    );
    fails_and_writes_nothing(
        &dir,
        &["commit", d, "--player", "france", fs],
        "7.3.1.2: Cavalry Reserve (Murat) may not force march",
    );
    write("france", "forgo_siege: [aus-mack-1]\n");
    fails_and_writes_nothing(
        &dir,
        &["commit", d, "--player", "france", fs],
        "at forgo_siege[0]: 7.4.1.2.2: 'aus-mack-1' is not a corps of France",
    );
    write("france", "announce: {place: 2}\n");
    fails_and_writes_nothing(
        &dir,
        &["commit", d, "--player", "france", fs],
        "7.1: France's place and combined movements are announced in the entry that opens the land phase",
    );
    write("france", "moves:\n  napoleon: [baden]\n");
    fails_and_writes_nothing(
        &dir,
        &["commit", d, "--player", "france", fs],
        "7.3: a leader moves with corps",
    );
    write("russia", "moves:\n  rus-kutuzov-1: [moravia]\n");
    fails_and_writes_nothing(
        &dir,
        &["commit", d, "--player", "russia", fs],
        "7.1.3: only the phasing power (France) places depots, moves",
    );
}

#[test]
fn templates_give_the_phasing_power_its_steps_and_the_others_standing_orders() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = campaign(tmp.path());
    let d = dir.to_str().unwrap();
    let france = run(&["orders", "new", d, "--player", "france"]);
    for want in [
        "Land phase sequence of France: movement, supply and combat (rules 7.3-7.5)",
        "# 7.2 depots: remove first, then place (1 money point each; treasury 12).",
        "# Your depots: alsace, paris, piedmont, rhineland, wurttemberg",
        "#   fra-iv: []   # IV Corps (Soult) at baden;",
        "# force_march: [corps ids]",
    ] {
        assert!(
            france.contains(want),
            "France's template lacks '{want}':\n{france}"
        );
    }
    let austria = run(&["orders", "new", d, "--player", "austria"]);
    for want in [
        "# Standing orders, for areas you hold where France may attack after moving (7.3.7):",
        "#   swabia: aus-mack-1, aus-mack-2  (Ulm holds 10)",
        "battles: {}",
    ] {
        assert!(
            austria.contains(want),
            "Austria's template lacks '{want}':\n{austria}"
        );
    }
    assert!(
        !austria.contains("# moves:"),
        "only the phasing power moves"
    );
}
