//! The American Revolution's data: the map of the colonies against the notes' region
//! values, Canada, Nova Scotia and the 0 VP areas, every chart's bands, the 1775 set-up, and
//! every provisional mark; bad data gives an error naming file, line and YAML path.

use pbem::data::GameData;
use pbem::rules::american_revolution::data::Charts;
use pbem::rules::american_revolution::data::{
    Condition, CrtResult, Map, Scenario, Season, Side, SpType, Turn,
};

mod errors;
mod geometry;
mod marks;

fn data() -> GameData {
    GameData::embedded("american-revolution").unwrap()
}

fn map() -> Map {
    Map::load(&data(), "colonies").unwrap()
}

fn charts() -> Charts {
    Charts::load(&data(), &map()).unwrap()
}

fn text(rel: &str) -> String {
    std::fs::read_to_string(format!(
        "{}/games/american-revolution/{rel}",
        env!("CARGO_MANIFEST_DIR")
    ))
    .unwrap()
}

/// The notes' table: region, VP, continentals, militia, tory.
const NOTES: [(&str, u32, u32, u32, u32); 14] = [
    ("potomac-valley", 12, 7, 15, 5),
    ("new-york", 10, 3, 5, 5),
    ("canada", 10, 0, 0, 0),
    ("massachusetts-bay", 8, 6, 27, 3),
    ("new-jersey", 8, 3, 5, 5),
    ("virginia", 8, 5, 9, 3),
    ("georgia", 6, 2, 8, 4),
    ("lower-new-england", 5, 3, 23, 2),
    ("roanoke-valley", 4, 1, 2, 1),
    ("north-carolina", 4, 2, 3, 2),
    ("hudson-highlands", 2, 1, 3, 2),
    ("susquehanna-valley", 2, 1, 3, 2),
    ("nova-scotia", 1, 0, 0, 0),
    ("upper-massachusetts", 1, 0, 0, 0),
];

#[test]
fn region_values_are_the_notes() {
    let m = map();
    for (id, vp, c, mi, t) in NOTES {
        let r = m.region(id).unwrap_or_else(|| panic!("no region {id}"));
        assert_eq!(
            (r.vp, r.continentals, r.militia, r.tory),
            (vp, c, mi, t),
            "{id}"
        );
        assert!(!r.provisional, "{id} is the notes' and not provisional");
    }
    for id in ["south-carolina", "green-mountains"] {
        let r = m.region(id).unwrap();
        assert!(
            r.provisional && r.note.is_some(),
            "{id} values were not found"
        );
    }
    assert_eq!(m.region("south-carolina").unwrap().continentals, 2);
    assert_eq!(m.regions().count(), 19);
}

#[test]
fn every_area_is_in_one_region() {
    let m = map();
    let mut listed: Vec<&str> = m
        .regions()
        .flat_map(|r| m.areas_in(&r.id).iter().map(|a| a.as_str()))
        .collect();
    listed.sort();
    let all: Vec<&str> = m.areas().map(|a| a.id.as_str()).collect();
    assert_eq!(listed, all);
    for a in m.areas() {
        assert_eq!(m.region_of(a.id.as_str()).unwrap().id, a.region);
    }
}

#[test]
fn adjacency_is_two_sided_and_land_is_joined() {
    let m = map();
    let mut borders = 0;
    for a in m.areas() {
        for n in m.neighbours(a.id.as_str()) {
            assert!(m.adjacent(n.as_str(), a.id.as_str()), "{} - {n}", a.id);
            borders += 1;
        }
    }
    assert_eq!(borders % 2, 0);
    let from = m.board().distances("boston", |_| true);
    for a in m.areas().filter(|a| !a.sea_only) {
        assert!(
            from.contains_key(a.id.as_str()),
            "{} not joined by land",
            a.id
        );
    }
}

#[test]
fn canada_has_three_areas_and_its_neighbours() {
    let m = map();
    assert_eq!(m.canada().id, "canada");
    let areas: Vec<&str> = m.areas_in("canada").iter().map(|a| a.as_str()).collect();
    assert_eq!(areas, ["montreal", "quebec", "trois-rivieres"]);
    let next: Vec<&str> = m
        .areas_adjacent_to("canada")
        .iter()
        .map(|a| a.as_str())
        .collect();
    assert_eq!(next, ["erie", "kennebec", "ticonderoga"]);
}

#[test]
fn nova_scotia_is_by_sea_only() {
    let m = map();
    let halifax = m.area("halifax").unwrap();
    assert!(halifax.sea_only);
    assert_eq!(halifax.region, "nova-scotia");
    assert!(m.neighbours("halifax").is_empty());
    assert!(m.is_coastal("halifax"));
    assert_eq!(m.areas().filter(|a| a.sea_only).count(), 1);
    // A fleet from Boston reaches Halifax by sea.
    assert!(m
        .board()
        .sea_route("gulf-of-maine", "nova-scotia-waters", |_| true));
}

#[test]
fn zero_vp_areas() {
    let m = map();
    let z: Vec<&str> = m.zero_vp_areas().iter().map(|a| a.as_str()).collect();
    assert_eq!(z, ["creek-territory", "erie", "indian-lands"]);
    for a in z {
        assert_eq!(m.region_of(a).unwrap().vp, 0);
    }
    assert!(m.regions().filter(|r| !r.zero_vp).all(|r| r.vp > 0));
}

#[test]
fn coastal_areas_and_seas() {
    let m = map();
    for a in [
        "boston",
        "new-york-city",
        "philadelphia",
        "charleston",
        "quebec",
        "williamsburg",
    ] {
        assert!(m.is_coastal(a), "{a} is coastal");
    }
    for a in ["worcester", "albany", "indian-lands", "montreal"] {
        assert!(!m.is_coastal(a), "{a} is inland");
    }
    assert!(m
        .board()
        .sea_route("st-lawrence", "south-atlantic", |_| true));
    // The French fleet in the Virginia Capes bars a British fleet from the Chesapeake.
    assert!(!m
        .board()
        .sea_route("new-york-bay", "chesapeake-bay", |s| s != "virginia-capes"));
}

#[test]
fn crt_bands() {
    let c = charts();
    let crt = &c.crt;
    assert_eq!(crt.columns()[0], "1-1");
    assert_eq!(crt.column(1, 2), None, "below 1-1 no attack (A.3)");
    assert_eq!(crt.column(2, 2), Some((0, "1-1")));
    assert_eq!(crt.column(5, 2), Some((1, "2-1")));
    assert_eq!(crt.column(3, 1), Some((2, "3-1")));
    assert_eq!(crt.column(100, 1).map(|c| c.1), Some("6-1"));
    assert_eq!(crt.column(3, 0), None);
    for col in 0..crt.columns().len() {
        for die in 1..=6 {
            let r = crt.result(col, die);
            assert_eq!(serde_yaml::to_string(&r).unwrap().trim(), r.code());
        }
    }
    assert!(CrtResult::HalfDE.defender_eliminated());
    assert!(!CrtResult::EX.defender_eliminated());
}

#[test]
fn levy_rows_are_the_notes_and_canada_needs_option_l() {
    let c = charts();
    let l = &c.levy;
    let notes = [
        ("canada", 2),
        ("massachusetts-bay", 6),
        ("lower-new-england", 3),
        ("hudson-highlands", 1),
        ("new-york", 3),
        ("new-jersey", 3),
        ("susquehanna-valley", 1),
        ("potomac-valley", 7),
        ("virginia", 5),
        ("roanoke-valley", 1),
        ("north-carolina", 2),
        ("south-carolina", 2),
        ("georgia", 2),
    ];
    assert_eq!(l.allowance.len(), notes.len());
    for (r, n) in notes {
        assert_eq!(l.allowance[r], n, "{r}");
    }
    assert_eq!(l.option_only["canada"], "L");
    let (mut off, mut on) = (l.clone(), l.clone());
    off.keep_options(&[]);
    on.keep_options(&["L"]);
    for die in 1..=6 {
        let without = off.levied(die);
        assert!(without.iter().all(|(r, _)| *r != "canada"));
        let with = on.levied(die);
        assert!(with.len() >= without.len());
    }
    assert!((1..=6).any(|d| on.levied(d).contains(&("canada", 2))));
}

#[test]
fn winter_attrition_bands() {
    let c = charts();
    let w = &c.winter;
    for die in 1..=6 {
        let row = w.row(die);
        assert!(row.loss.lose == 0 || row.loss.of <= 3, "die {die}");
        let (lost, left) = row.split(7);
        assert!(left <= 2 && lost + left <= 7, "die {die}");
    }
    let third = (1..=6).map(|d| w.row(d)).find(|r| r.loss.of == 3).unwrap();
    assert_eq!(third.split(7), (2, 1));
    assert_eq!(third.split(6), (2, 0));
    assert!(third.survives(6));
}

#[test]
fn movement_and_the_british_die() {
    let c = charts();
    assert_eq!(c.movement.american(), (5, 2));
    assert_eq!(c.movement.british(), (5, 0));
    for die in 1..=6 {
        assert_eq!(
            c.british_die.land_move.by(die),
            die >= 3,
            "B.1.b.2 die {die}"
        );
        assert_eq!(
            c.british_die.sea_transport.by(die),
            die >= 3,
            "B.1.c.2 die {die}"
        );
    }
    assert_eq!(c.british_die.header.label(), "British movement die");
}

#[test]
fn victory_figures_are_the_sequence_of_plays() {
    let v = charts().victory;
    assert_eq!(v.last_level, 61);
    assert_eq!(v.level(1783), 61);
    assert_eq!(v.major_b, 5);
    assert_eq!(v.second_below, 25);
    assert_eq!(v.victory_at, 3);
    assert_eq!(v.withdrawal_b, 15);
    assert!(v.level(1775) <= map().total_vp());
}

#[test]
fn the_1775_set_up() {
    let (s, m) = Scenario::load(&data(), "war-1775").unwrap();
    assert_eq!(m.id, "colonies");
    assert_eq!(s.first_turn.to_string(), "spring-1775");
    assert_eq!(s.last_turn, "winter-1783".parse::<Turn>().unwrap());
    assert_eq!(s.first_turn.turns_to(s.last_turn) + 1, 36);
    assert_eq!(s.last_turn.season, Season::Winter);
    let british: u32 = (s.forces.iter())
        .filter(|f| f.side == Side::British && f.sp_type == SpType::B)
        .map(|f| f.sps)
        .sum();
    assert_eq!(british, 8);
    assert!(s.forces.iter().any(|f| f.area == "boston"
        && f.sp_type == SpType::M
        && f.condition == Condition::Besieging));
    assert_eq!(s.fleets.british.as_deref(), Some("gulf-of-maine"));
    assert_eq!(s.fleets.french, None);
    let mut t = s.first_turn;
    for _ in 0..4 {
        t = t.next();
    }
    assert_eq!(t.to_string(), "spring-1776");
}

/// The chart and the region table agree: each levy row's allowance is its region's
/// continental allowance (Canada's row, used with option L only, aside: the table gives 0).
#[test]
fn levy_rows_agree_with_the_region_table() {
    let (m, c) = (map(), charts());
    for (r, n) in &c.levy.allowance {
        if !c.levy.option_only.contains_key(r) {
            assert_eq!(m.region(r).unwrap().continentals, *n, "{r}");
        }
    }
    for r in m.regions().filter(|r| r.continentals > 0) {
        assert!(
            c.levy.allowance.contains_key(&r.id),
            "{} has no levy row",
            r.id
        );
    }
}

/// Every year of the 1775 game has a VP level, and the set-up's Massachusetts Bay militia
/// are the region's 27 (placed on the British entry, B.1.b.4.a).
#[test]
fn the_set_up_agrees_with_the_charts_and_the_map() {
    let (s, m) = Scenario::load(&data(), "war-1775").unwrap();
    let v = charts().victory;
    for year in s.first_turn.year..=s.last_turn.year {
        assert!(v.levels.contains_key(&year), "{year}");
    }
    assert_eq!(v.levels[&s.last_turn.year], v.last_level);
    let militia: u32 = (s.forces.iter())
        .filter(|f| f.sp_type == SpType::M)
        .filter(|f| m.area(&f.area).unwrap().region == "massachusetts-bay")
        .map(|f| f.sps)
        .sum();
    assert_eq!(militia, m.region("massachusetts-bay").unwrap().militia);
    for r in &s.entered {
        assert!(m.region(r).is_some(), "{r}");
    }
}

/// Every scenario's file name and `id:` agree and are ids the CLI takes
/// (`pbem new --scenario ID`).
#[test]
fn scenario_ids_are_ids_the_cli_takes() {
    let d = data();
    let files = d.list("scenarios/");
    assert!(!files.is_empty());
    for rel in files {
        let stem = rel
            .trim_start_matches("scenarios/")
            .trim_end_matches(".yaml");
        assert!(stem.parse::<pbem::ids::ScenarioId>().is_ok(), "{rel}");
        let (s, _) = Scenario::load(&d, stem).unwrap();
        assert_eq!(s.id, stem, "{rel}");
    }
}
