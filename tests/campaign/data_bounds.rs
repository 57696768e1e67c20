//! Data that cannot wedge a campaign (issue 28): game data of a group's house rules with
//! numbers out of bounds, control characters in names, insane geometry or a chain of
//! command that goes round is refused at load with file, line and YAML path, by the same
//! checks in every game; `pbem odds --simulate` is capped; verify holds a bounded batch of
//! entries. The hostile files are built here from the shipped data.

use crate::support;

use pbem::board::table::terrain::Table;
use pbem::data::GameData;
use pbem::rules::grande_tactique::GrandeTactique;
use pbem::rules::old_trousers::OldTrousers;
use pbem::rules::table_game::TableGame;
use pbem::yaml::Source;
use std::path::Path;
use std::time::{Duration, Instant};

/// The shipped file `rel` of `game` with `from` replaced by `to` (which must occur).
fn shipped_with(game: &str, rel: &str, from: &str, to: &str) -> String {
    let text = GameData::embedded(game).unwrap().source(rel).unwrap().text;
    assert!(text.contains(from), "{rel} has no '{from}'");
    text.replacen(from, to, 1)
}

/// The error of loading `game`'s data with the house-rules file `rel` holding `text`.
fn house_rules_error(game: &str, rel: &str, text: &str) -> String {
    let tmp = tempfile::tempdir().unwrap();
    let file = tmp.path().join(rel);
    std::fs::create_dir_all(file.parent().unwrap()).unwrap();
    std::fs::write(&file, text).unwrap();
    match GameData::with_overrides(game, Some(tmp.path())) {
        Ok(_) => panic!("{game} {rel} accepted"),
        Err(e) => e
            .to_string()
            .replace(&format!("{}/", tmp.path().display()), ""),
    }
}

/// Line (1-based) of the first line of `text` holding `needle`.
fn line_of(text: &str, needle: &str) -> usize {
    text.lines().position(|l| l.contains(needle)).unwrap() + 1
}

/// `G`'s data with the house rules `files` (path, text), then its scenario and rules
/// loaded as the game loads them.
fn load_table_game<G: TableGame>(
    scenario: &str,
    files: &[(&str, String)],
) -> pbem::error::Result<()> {
    let tmp = tempfile::tempdir().unwrap();
    for (rel, text) in files {
        let f = tmp.path().join(rel);
        std::fs::create_dir_all(f.parent().unwrap()).unwrap();
        std::fs::write(f, text).unwrap();
    }
    let data = GameData::with_overrides(G::ID, Some(tmp.path()))?;
    let src = data.source(&format!("scenarios/{scenario}.yaml"))?;
    let st = G::start(&data, &src)?;
    G::load_rules(&data, &G::battle(&st).table)?;
    Ok(())
}

#[test]
fn a_million_guns_in_an_old_trousers_house_rules_scenario_are_refused_at_load() {
    let text = shipped_with(
        "old-trousers",
        "scenarios/maida.yaml",
        "guns: 6",
        "guns: 1000000",
    );
    let line = line_of(&text, "guns: 1000000");
    let e = house_rules_error("old-trousers", "scenarios/maida.yaml", &text);
    assert!(
        e.starts_with(&format!("scenarios/maida.yaml:{line}:")),
        "{e}"
    );
    assert!(e.contains("].guns") && e.contains("at units["), "{e}");
    assert!(
        e.contains("1000000 is out of bounds for the guns of one battery"),
        "{e}"
    );
}

#[test]
fn a_die_of_one_side_and_a_number_past_every_bound_are_refused_in_every_game() {
    let text = shipped_with("old-trousers", "charts/musketry.yaml", "die: 10", "die: 1");
    let e = house_rules_error("old-trousers", "charts/musketry.yaml", &text);
    assert!(
        e.contains("at die") && e.contains("a die's number of sides"),
        "{e}"
    );
    let text = shipped_with(
        "spi-1812",
        "scenarios/campaign-1812.yaml",
        "strength: 9}",
        "strength: 9999999}",
    );
    let e = house_rules_error("spi-1812", "scenarios/campaign-1812.yaml", &text);
    assert!(
        e.contains(".strength") && e.contains("out of bounds for a strength"),
        "{e}"
    );
    let text = "x: 1e30\n";
    for game in pbem::data::embedded_games() {
        let e = house_rules_error(&game, "charts/extra.yaml", text);
        assert!(
            e.contains("charts/extra.yaml:1:") && e.contains("out of bounds"),
            "{game}: {e}"
        );
    }
}

#[test]
fn a_newline_in_a_unit_name_is_refused_before_it_reaches_an_orders_template() {
    let text = shipped_with(
        "old-trousers",
        "scenarios/maida.yaml",
        "name: 1/58th Foot,",
        "name: \"1/58th Foot\\nmoves:\\n  58th: {to: [0, 0]}\",",
    );
    let line = line_of(&text, "1/58th Foot");
    let e = house_rules_error("old-trousers", "scenarios/maida.yaml", &text);
    assert!(
        e.starts_with(&format!("scenarios/maida.yaml:{line}:")),
        "{e}"
    );
    assert!(
        e.contains("].name") && e.contains("control character U+000A"),
        "{e}"
    );
    // A scenario's title, an area's name as a key: the same check.
    let text = shipped_with(
        "spi-1812",
        "scenarios/campaign-1812.yaml",
        "title: The Campaign",
        "title: \"The\\rCampaign\" #",
    );
    let e = house_rules_error("spi-1812", "scenarios/campaign-1812.yaml", &text);
    assert!(e.contains("at title") && e.contains("U+000D"), "{e}");
    let e = house_rules_error(
        "empires-in-arms",
        "maps/x.yaml",
        "areas:\n  \"vienna\\u202e\": 1\n",
    );
    assert!(e.contains("at areas.vienna") && e.contains("U+202E"), "{e}");
}

#[test]
fn both_miniatures_games_refuse_a_negative_frontage_by_one_check() {
    let gt = shipped_with(
        "grande-tactique",
        "units.yaml",
        "infantry: [2.5, 1]",
        "infantry: [-2.5, 1]",
    );
    let e = load_table_game::<GrandeTactique>("ligny", &[("units.yaml", gt)]).unwrap_err();
    let e = e.to_string();
    assert!(
        e.contains("at bases.infantry[0]") && e.contains("a frontage must be above zero"),
        "{e}"
    );
    let ot = shipped_with(
        "old-trousers",
        "footprints.yaml",
        "line: [3, 0.5]",
        "line: [-3, 0.5]",
    );
    let e = load_table_game::<OldTrousers>("maida", &[("footprints.yaml", ot)]).unwrap_err();
    let e = e.to_string();
    assert!(
        e.contains("at infantry.line[0]") && e.contains("a frontage must be above zero"),
        "{e}"
    );
    // The shipped data of both loads.
    load_table_game::<GrandeTactique>("ligny", &[]).unwrap();
    load_table_game::<OldTrousers>("maida", &[]).unwrap();
}

#[test]
fn a_bow_tie_outline_is_refused_on_either_games_table() {
    for (game, rel, from, to) in [
        (
            "old-trousers",
            "tables/maida.yaml",
            "[[18, 42], [58, 42], [62, 48], [14, 48]]",
            "[[18, 42], [58, 42], [14, 48], [62, 48]]",
        ),
        (
            "grande-tactique",
            "tables/ligny.yaml",
            "[[14, 30], [62, 30], [62, 41], [14, 41]]",
            "[[14, 30], [62, 41], [62, 30], [14, 41]]",
        ),
    ] {
        let ok = GameData::embedded(game).unwrap().source(rel).unwrap();
        Table::from_source(&ok).unwrap();
        let bad = Source::new(rel, shipped_with(game, rel, from, to));
        let e = Table::from_source(&bad).unwrap_err().to_string();
        assert!(
            e.contains("crosses itself") && e.contains(".outline"),
            "{game}: {e}"
        );
        let line = Source::new(
            rel,
            shipped_with(game, rel, from, "[[14, 30], [30, 30], [46, 30]]"),
        );
        let e = Table::from_source(&line).unwrap_err().to_string();
        assert!(e.contains("no area"), "{game}: {e}");
    }
}

#[test]
fn a_chain_of_command_that_goes_round_is_refused() {
    let text = shipped_with(
        "old-trousers",
        "scenarios/maida.yaml",
        "rating: good, superior: stuart, at: [56, 13]",
        "rating: good, superior: acland, at: [56, 13]",
    );
    let text = text.replacen(
        "rating: average, superior: stuart, at: [44, 13]",
        "rating: average, superior: kempt, at: [44, 13]",
        1,
    );
    let e = load_table_game::<OldTrousers>("maida", &[("scenarios/maida.yaml", text)]).unwrap_err();
    let e = e.to_string();
    assert!(
        e.contains("the chain of command goes round: kempt -> acland -> kempt"),
        "{e}"
    );
}

#[test]
fn odds_simulate_over_the_cap_is_refused_at_once() {
    let file = Path::new(env!("CARGO_MANIFEST_DIR")).join("games/spi-1812/odds/smolensk.yaml");
    let start = Instant::now();
    for args in [
        vec![
            "odds",
            "--simulate",
            "10000001",
            "--file",
            file.to_str().unwrap(),
        ],
        vec![
            "odds",
            "--simulate",
            "18446744073709551615",
            "--file",
            file.to_str().unwrap(),
        ],
    ] {
        let o = support::pbem().args(&args).output().unwrap();
        let err = String::from_utf8_lossy(&o.stderr);
        assert!(!o.status.success(), "{args:?}");
        assert!(
            err.contains("over the limit of 10000000 battles"),
            "{args:?}: {err}"
        );
    }
    assert!(start.elapsed() < Duration::from_secs(20));
}

#[test]
fn verify_holds_a_bounded_batch_of_entries_and_finds_the_same() {
    for game in ["old-trousers", "spi-1812"] {
        let tmp = tempfile::tempdir().unwrap();
        let dir = tmp.path().join("c");
        support::demo::demo(Some(game), &dir);
        let all = pbem::campaign::verify::verify_budgeted(&dir, None, Some(1), usize::MAX).unwrap();
        let one = pbem::campaign::verify::verify_budgeted(&dir, None, Some(2), 0).unwrap();
        assert!(all.entries > 1);
        assert_eq!(
            (all.entries, all.dice, all.history),
            (one.entries, one.dice, one.history)
        );
        assert!(
            one.held_peak < all.held_peak,
            "{} {}",
            one.held_peak,
            all.held_peak
        );
    }
}

/// Maida with `n` infantry battalions (half a side each) in attack column, in rows on
/// either half of the table, each named with `name` letters more than its number.
fn crowded_maida(n: usize, name: usize) -> String {
    let text = GameData::embedded("old-trousers")
        .unwrap()
        .source("scenarios/maida.yaml")
        .unwrap()
        .text;
    let (head, rest) = text.split_at(text.find("\nunits:").unwrap());
    let tail = &rest[rest.find("\nvictory:").unwrap()..];
    let mut units = String::from("\nunits:\n");
    for i in 0..n {
        let (side, nation, cmd, facing) = if i % 2 == 0 {
            ("british", "british", "oswald", 0)
        } else {
            ("french", "french", "compere", 180)
        };
        let (row, col) = ((i / 2) / 46, (i / 2) % 46);
        let x = 1000 + col * 1550;
        let y = if i % 2 == 0 {
            2000 + row * 1550
        } else {
            46000 - row * 1550
        };
        units.push_str(&format!(
            "  - {{id: u{i}, side: {side}, name: U{i} {}, troop: infantry, nation: {nation}, quality: good, formation: attack-column, at: [{}.{:03}, {}.{:03}], facing: {facing}, commander: {cmd}}}\n",
            "x".repeat(name),
            x / 1000,
            x % 1000,
            y / 1000,
            y % 1000
        ));
    }
    format!("{head}{}{tail}", units.trim_end())
}

#[test]
fn a_scenario_of_more_battalions_than_the_count_allows_is_refused_at_load() {
    crowded_maida(500, 0); // within the count
    let text = crowded_maida(501, 0);
    let line = line_of(&text, "id: u500,");
    let e = house_rules_error("old-trousers", "scenarios/maida.yaml", &text);
    assert!(
        e.starts_with(&format!("scenarios/maida.yaml:{line}:")),
        "{e}"
    );
    assert!(
        e.contains("at units[500]") && e.contains("more than 500 items under 'units'"),
        "{e}"
    );
}

#[test]
fn a_scenario_within_the_bounds_whose_state_pbem_could_not_read_back_is_refused() {
    // 500 battalions with names of 1,800 letters: the scenario passes every limit (under
    // 1 MiB), its state would be over 1 MiB (each battalion's state is longer than its line).
    let tmp = tempfile::tempdir().unwrap();
    let file = tmp.path().join("crowded.yaml");
    let text = crowded_maida(500, 1800);
    pbem::yaml::screen("crowded.yaml", &text).unwrap();
    pbem::limits::check_game_data("crowded.yaml", &text).unwrap();
    std::fs::write(&file, text).unwrap();
    let dir = tmp.path().join("c");
    let o = support::pbem()
        .args(["new", "--game", "old-trousers", "--scenario-file"])
        .arg(&file)
        .args([
            "--id",
            "crowded",
            "--player",
            "british:british",
            "--player",
            "french:french",
        ])
        .arg(&dir)
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(!o.status.success(), "accepted: {err}");
    assert!(
        err.contains("entry 0000-setup is not written: its file state.yaml would not be readable")
            && err.contains("over the limit of 1048576 bytes"),
        "{err}"
    );
    assert!(!dir.exists(), "the campaign folder was left behind");
}

#[test]
fn every_file_of_the_five_shipped_games_passes_the_screen_and_is_within_the_bounds() {
    let games = pbem::data::embedded_games();
    assert_eq!(games.len(), 5, "{games:?}");
    let mut checked = 0;
    for game in games {
        let data = GameData::embedded(&game).unwrap();
        for rel in data.list("").into_iter().filter(|r| r.ends_with(".yaml")) {
            let src = data.source(&rel).unwrap();
            // Game data is parsed unscreened (pbem::yaml::Source::screened): this is its screen.
            pbem::yaml::screen(&src.name, &src.text).unwrap();
            pbem::limits::check_game_data(&src.name, &src.text).unwrap();
            checked += 1;
        }
    }
    assert!(checked > 50, "{checked}");
}
