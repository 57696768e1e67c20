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

fn entry_report(dir: &Path, entry: u32, power: &str) -> String {
    let p = dir
        .join("history")
        .join(format!("{entry:04}-1-land-{power}"))
        .join("report.md");
    std::fs::read_to_string(&p).unwrap_or_else(|e| panic!("{}: {e}", p.display()))
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
        run(&["entropy", "reveal", d, "--participant", "mod"]);
        run(&["resolve", d, "--date", "2026-12-01T18:00:00Z"]);
    }
    assert!(run(&["verify", d]).contains("7 entries replayed byte for byte"));
    assert!(
        run(&["status", d]).contains("turn 2, land-announcements"),
        "after Spain the turn advances and opens with the announcements (7.1)"
    );

    let france = entry_report(&dir, 1, "france");
    for want in [
        "## Depot creation/removal step (7.2)",
        "France places a depot in Baden (7.2.1) for 1 money point(s).",
        "## Land movement step (7.3)",
        "IV Corps (Soult): Baden → Württemberg → Swabia (2 of 4 movement points).",
        "III Corps (Davout): Franconia → Upper Palatinate → Bavaria (3 of 5 movement points, force marched).",
        "Napoleon goes with the corps to Swabia.",
        "III Corps (Davout) forages against 2",
        "## Supply step (7.4)",
        "Depot supply (7.4.2) for",
        "Field combat at Swabia",
        "## Declarations and retirement into cities (7.3.8, 7.5.1.1)",
        "Army of Germany, Riesch (Mack) retires into Ulm (7.5.1.1).",
        "## Sieges (7.5.4)",
        "- Assault attempt on Ulm (9 factors of 10): die ",
        "siege table, charts/siege.yaml (provisional)",
    ] {
        assert!(france.contains(want), "France's report lacks '{want}':\n{france}");
    }
    assert!(
        france.contains("Field combat at Venetia") || france.contains("ombat at Venetia"),
        "{france}"
    );
    let austria = entry_report(&dir, 4, "austria");
    assert!(
        austria.contains("- Besieged in Ulm (") && austria.contains("against its supply value 2"),
        "7.4.5: Riesch, besieged in Ulm, checks supply in Austria's sequence:\n{austria}"
    );
    assert!(
        !austria.contains("combat at Swabia"),
        "forces in a city are not in field combat (7.5.1.2)"
    );
    let russia = entry_report(&dir, 2, "russia");
    assert!(
        russia.contains("Don Cossacks (Platov): Galicia → Moravia → Lower Austria"),
        "{russia}"
    );
    assert!(entry_report(&dir, 4, "austria")
        .contains("Army of the Tyrol (John): Tyrol → Salzburg (2 of 3 movement points)."));
    // Britain lands Don's expedition in Holland, supplied from a depot on its fleet.
    let britain = entry_report(&dir, 6, "britain");
    for want in [
        "Great Britain places a depot on its fleet in the North Sea (7.2.4) for 1 money point(s).",
        "Expeditionary Corps (Don) lands in Holland from the North Sea, its movement spent (7.3.5).",
        // KGL in Hanover's depot area (half) and Don one area from the fleet's depot (1).
        "Depot supply (7.4.2) for 2 corps: 2 money points paid, 17 left.",
    ] {
        assert!(britain.contains(want), "Britain's report lacks '{want}':\n{britain}");
    }
    // Spain's sequence closes the turn: the Conquest Step (7.7).
    let spain = entry_report(&dir, 7, "spain");
    assert!(
        spain.contains("## Conquest step (7.7)")
            && spain.contains("Great Britain occupies the capital of Holland (Amsterdam); held through turn 2, it is conquered (7.7)."),
        "{spain}"
    );
    // Turkey and Spain did not move; their corps were supplied.
    for (entry, power) in [(3, "turkey"), (7, "spain")] {
        let r = entry_report(&dir, entry, power);
        assert!(!r.contains("## Land movement step"), "{power}: {r}");
        assert!(r.contains("## Supply step (7.4)"), "{power}: {r}");
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
        "at forgo_siege[0]: 'aus-mack-1' is not a corps of France",
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
