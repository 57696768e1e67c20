//! Bad data gives an error naming the file, the line and the YAML path.

use super::{data, map, text};
use pbem::data::GameData;
use pbem::rules::american_revolution::data::{Charts, Crt, Levy, Map, Scenario, WinterAttrition};
use pbem::yaml::Source;

/// The error `err`, as printed.
fn err(e: pbem::Error) -> String {
    e.to_string()
}

fn map_with(from: &str, to: &str) -> String {
    let t = text("maps/colonies.yaml");
    assert!(t.contains(from), "{from}");
    err(Map::parse(&Source::new("colonies.yaml", t.replacen(from, to, 1))).unwrap_err())
}

#[test]
fn bad_maps_name_file_line_and_path() {
    let e = map_with(
        "adjacent: [montreal, albany, wyoming-valley, indian-lands]",
        "adjacent: [albany, wyoming-valley, indian-lands]",
    );
    assert!(e.starts_with("colonies.yaml:"), "{e}");
    assert!(e.contains("areas.montreal.adjacent[2]"), "{e}");
    assert!(e.contains("does not list 'montreal'"), "{e}");
    let e = map_with(
        "region: georgia, cities: [Augusta]",
        "region: florida, cities: [Augusta]",
    );
    assert!(
        e.contains("areas.augusta.region") && e.contains("no region 'florida'"),
        "{e}"
    );
    let e = map_with(
        "sea_only: true, adjacent: []",
        "sea_only: true, adjacent: [boston]",
    );
    assert!(e.contains("areas.halifax.adjacent"), "{e}");
    let e = map_with("sea_only: true, adjacent: []", "adjacent: []");
    assert!(
        e.contains("areas.halifax.adjacent") && e.contains("sea_only"),
        "{e}"
    );
    let e = map_with(
        "trois-rivieres: {name: Trois-Rivières, region: canada",
        "trois-rivieres: {name: Trois-Rivières, region: upper-massachusetts",
    );
    assert!(e.contains("at canada") && e.contains("3 areas"), "{e}");
    let e = map_with("zero_vp: true}", "zero_vp: true, vp: 1}");
    assert!(
        e.contains("duplicate field") || e.contains("regions.erie"),
        "{e}"
    );
    let e = map_with("{name: Erie, vp: 0,", "{name: Erie, vp: 2,");
    assert!(e.contains("regions.erie.vp"), "{e}");
    let e = map_with("coasts: [halifax]", "coasts: [halifax, atlantis]");
    assert!(e.contains("seas.nova-scotia-waters.coasts[1]"), "{e}");
    let e = map_with("adjacent: [virginia-capes]}", "adjacent: []}");
    assert!(e.contains("seas.virginia-capes.adjacent"), "{e}");
    // Every message names a line.
    let line = e.split(':').nth(1).unwrap();
    assert!(line.parse::<usize>().is_ok(), "{e}");
}

#[test]
fn bad_charts_name_file_line_and_path() {
    let t = text("charts/combat-results.yaml");
    let cut = t.replace("  6: [½DE,", "  7: [½DE,");
    let e = err(Crt::parse(&Source::new("crt.yaml", cut)).unwrap_err());
    assert!(e.contains("die.7") && e.contains("1 to 6"), "{e}");
    let e = err(Crt::parse(&Source::new(
        "crt.yaml",
        t.replace("[1-1, 2-1", "[1-2, 2-1"),
    ))
    .unwrap_err());
    assert!(e.contains("odds[0]") && e.contains("1-1"), "{e}");
    let e = err(Crt::parse(&Source::new(
        "crt.yaml",
        t.replace("  1: [AE,  ½AE,", "  1: [½AE,"),
    ))
    .unwrap_err());
    assert!(e.contains("die.1") && e.contains("5 results"), "{e}");
    let e = err(Crt::parse(&Source::new(
        "crt.yaml",
        t.replace("note: The printed", "#"),
    ))
    .unwrap_err());
    assert!(e.contains("note"), "{e}");
    let l = text("charts/continental-levy.yaml");
    let e = err(Levy::parse(
        &Source::new(
            "levy.yaml",
            l.replace("1: [massachusetts-bay,", "1: [vermont,"),
        ),
        &map(),
    )
    .unwrap_err());
    assert!(e.starts_with("levy.yaml:") && e.contains("die.1[0]"), "{e}");
    let w = text("charts/winter-attrition.yaml");
    let e = err(WinterAttrition::parse(&Source::new(
        "w.yaml",
        w.replacen("loss: 1/2", "loss: 1/4", 1),
    ))
    .unwrap_err());
    assert!(e.contains("die.1.loss") && e.contains("(D)"), "{e}");
    let e = err(WinterAttrition::parse(&Source::new(
        "w.yaml",
        w.replacen("survives: [5, 6]", "survives: [6, 5]", 1),
    ))
    .unwrap_err());
    assert!(e.contains("die.1.survives[1]"), "{e}");
}

#[test]
fn bad_scenarios_name_file_line_and_path() {
    let t = text("scenarios/war-1775.yaml");
    let d = data();
    let bad = |from: &str, to: &str| {
        assert!(t.contains(from), "{from}");
        err(Scenario::read(&d, &Source::new("war-1775.yaml", t.replacen(from, to, 1))).unwrap_err())
    };
    let e = bad("sps: 5, area: boston", "sps: 5, area: lexington");
    assert!(
        e.contains("forces[0].area") && e.contains("lexington"),
        "{e}"
    );
    let e = bad("type: M, sps: 15", "type: B, sps: 15");
    assert!(e.contains("forces[4].type"), "{e}");
    let e = bad(
        "area: bennington, condition: open",
        "area: bennington, condition: besieging",
    );
    assert!(e.contains("forces[6].condition"), "{e}");
    let e = bad("british: gulf-of-maine", "british: lake-erie");
    assert!(e.contains("fleets.british"), "{e}");
    let e = bad("turn: spring-1781", "turn: spring-1785");
    assert!(e.contains("british_reinforcements[6].turn"), "{e}");
    let e = bad("first_turn: spring-1775", "first_turn: lent-1775");
    assert!(e.contains("first_turn") && e.contains("spring-1775"), "{e}");
}

/// No input may panic: the largest year and strength a file can hold.
#[test]
fn the_largest_numbers_do_not_panic() {
    use pbem::rules::american_revolution::data::Turn;
    let last: Turn = "winter-4294967295".parse().unwrap();
    let first: Turn = "spring-0".parse().unwrap();
    assert_eq!(first.turns_to(last), 4 * 4_294_967_295 + 3);
    assert_eq!(last.next().year, u32::MAX);
    let t = text("scenarios/war-1775.yaml");
    let big = t.replacen(
        "side: american, type: M, sps: 15",
        "side: american, type: M, sps: 4294967295",
        1,
    );
    assert!(Scenario::read(&data(), &Source::new("war-1775.yaml", big)).is_ok());
    let fort = t
        .replacen(
            "  - {area: halifax, side: british}",
            "  - {area: halifax, side: british}\n  - {area: bennington, side: american}",
            1,
        )
        .replacen(
            "type: M, sps: 2, area: bennington, condition: open",
            "type: M, sps: 4294967295, area: bennington, condition: fortified",
            1,
        )
        .replacen(
            "  - {side: american, type: M, sps: 15",
            "  - {side: american, type: C, sps: 4294967295, area: bennington, condition: fortified}\n  - {side: american, type: M, sps: 15",
            1,
        );
    let e = err(Scenario::read(&data(), &Source::new("war-1775.yaml", fort)).unwrap_err());
    assert!(e.contains("forts[3]") && e.contains("at most 5"), "{e}");
}

#[test]
fn a_provisional_field_is_a_field_of_its_chart_and_names_what_to_type_in() {
    let cases = [
        (
            "charts/movement.yaml",
            "  area_cost: >-",
            "  movement_points: >-",
            "provisional_fields.movement_points",
            "not a field the text lacks; expected one of area_cost",
        ),
        (
            "charts/victory.yaml",
            "provisional_fields:\n  vp_level: >-",
            "provisional_fields:\n  vp_level: ' '\n  zz: >-",
            "provisional_fields.vp_level",
            "names what to type in",
        ),
    ];
    for (rel, from, to, path, words) in cases {
        let tmp = tempfile::tempdir().unwrap();
        let t = text(rel);
        assert!(t.contains(from), "{from}");
        let f = tmp.path().join(rel);
        std::fs::create_dir_all(f.parent().unwrap()).unwrap();
        std::fs::write(&f, t.replacen(from, to, 1)).unwrap();
        let d = GameData::with_overrides("american-revolution", Some(tmp.path())).unwrap();
        let e = err(Charts::load(&d, &map()).unwrap_err());
        assert!(e.contains(path) && e.contains(words), "{e}");
        assert!(e.contains(rel.trim_start_matches("charts/")), "{e}");
    }
}
