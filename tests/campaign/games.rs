//! `pbem games` (issue 19, "A command line you can discover"): the game systems, their
//! embedded scenarios and the sides each needs, read from the games; `pbem new --help`
//! names every game.

use crate::support::{pbem, run};

#[test]
fn games_lists_every_game_scenario_and_side() {
    let out = run(&["games"]);
    for game in ["empires-in-arms", "spi-1812"] {
        assert!(
            out.lines().any(|l| l.starts_with(game)),
            "no header line for {game}:\n{out}"
        );
    }
    for scenario in ["danube-1810", "ulm-austerlitz-1805", "campaign-1812"] {
        assert!(
            out.lines()
                .any(|l| l.trim_start().starts_with(&format!("{scenario} "))),
            "no line for {scenario}:\n{out}"
        );
    }
    // The line after the 1805 scenario's names its seven powers, sorted.
    let lines: Vec<&str> = out.lines().collect();
    let at = lines
        .iter()
        .position(|l| l.trim_start().starts_with("ulm-austerlitz-1805 "))
        .unwrap();
    assert_eq!(
        lines[at + 1].trim(),
        "sides: austria (Austria), britain (Great Britain), france (France), prussia (Prussia), \
         russia (Russia), spain (Spain), turkey (Turkey)"
    );
    assert_eq!(run(&["games"]), out, "two runs differ");
}

#[test]
fn games_lists_one_game() {
    let out = run(&["games", "spi-1812"]);
    assert!(out.contains("campaign-1812"), "{out}");
    assert!(
        out.contains("sides: france (France), russia (Russia)"),
        "{out}"
    );
    assert!(!out.contains("danube-1810"), "{out}");
}

#[test]
fn an_unknown_game_fails_naming_the_known_ones() {
    let o = pbem().args(["games", "nonesuch"]).output().unwrap();
    assert!(!o.status.success());
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(err.contains("nonesuch"), "{err}");
    assert!(
        err.contains("empires-in-arms") && err.contains("spi-1812"),
        "{err}"
    );
}

#[test]
fn new_help_names_every_game() {
    let out = run(&["new", "--help"]);
    for game in pbem::rules::registry() {
        assert!(out.contains(game.id()), "{} not in:\n{out}", game.id());
    }
}
