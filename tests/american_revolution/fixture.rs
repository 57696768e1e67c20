//! A small world for the rule tests: two colonial regions, Canada's three areas, a 0 VP
//! area, three seas; a test CRT, levy chart and winter attrition table.

use pbem::board::area::{AreaBoard, AreaSpec, BoardSpec, SeaSpec};
use pbem::rules::american_revolution::geo::{Geo, Region};
use pbem::rules::american_revolution::orders::Standing;
use pbem::rules::american_revolution::rules_data::{Postures, Revision, Rules};
use pbem::rules::american_revolution::state::{Date, Kind, Season, Side, Sps, State, Withdrawal};
use pbem::rules::american_revolution::tables::{
    Crt, CrtResult, Fraction, Levy, Movement, Odds, Tables, Victory, Winter,
};
use pbem::yaml::Source;
use std::collections::BTreeMap;

const AREAS: &[(&str, &str, &[&str])] = &[
    ("boston", "mass-bay", &["worcester"]),
    ("worcester", "mass-bay", &["boston", "albany"]),
    (
        "albany",
        "new-york",
        &["worcester", "manhattan", "montreal", "erie"],
    ),
    ("manhattan", "new-york", &["albany"]),
    ("montreal", "canada", &["albany", "quebec", "three-rivers"]),
    ("quebec", "canada", &["montreal", "three-rivers"]),
    ("three-rivers", "canada", &["montreal", "quebec"]),
    ("erie", "erie", &["albany"]),
];

const SEAS: &[(&str, &[&str], &[&str])] = &[
    ("gulf-of-maine", &["boston"], &["atlantic", "st-lawrence"]),
    ("atlantic", &["manhattan"], &["gulf-of-maine"]),
    ("st-lawrence", &["quebec"], &["gulf-of-maine"]),
];

fn region(name: &str, vp: u32, c: u32, m: u32, t: u32) -> Region {
    Region {
        name: name.to_string(),
        vp,
        continentals: c,
        militia: m,
        tories: t,
        ..Region::default()
    }
}

/// The test map.
pub fn geo() -> Geo {
    let mut spec: BoardSpec<()> = BoardSpec::default();
    for (id, r, adj) in AREAS {
        spec.areas.push(AreaSpec {
            id: id.to_string(),
            path: format!("areas.{id}"),
            region: Some(r.to_string()),
            value: 0,
            adjacent: adj
                .iter()
                .map(|a| (a.to_string(), format!("areas.{id}.adjacent")))
                .collect(),
        });
    }
    for (id, coasts, adj) in SEAS {
        spec.seas.push(SeaSpec {
            id: id.to_string(),
            path: format!("seas.{id}"),
            coasts: coasts
                .iter()
                .map(|a| (a.to_string(), format!("seas.{id}.coasts")))
                .collect(),
            adjacent: adj
                .iter()
                .map(|a| (a.to_string(), format!("seas.{id}.adjacent")))
                .collect(),
        });
    }
    let board = AreaBoard::build(&Source::new("test-map.yaml", "{}"), spec).unwrap();
    let mut canada = region("Canada", 10, 0, 0, 0);
    canada.canada = true;
    let regions = BTreeMap::from([
        (
            "mass-bay".to_string(),
            region("Massachusetts Bay", 8, 6, 27, 3),
        ),
        ("new-york".to_string(), region("New York", 10, 3, 5, 5)),
        ("canada".to_string(), canada),
        ("erie".to_string(), region("Erie", 0, 0, 0, 0)),
    ]);
    Geo {
        board,
        regions,
        zero_vp_areas: ["erie".to_string()].into_iter().collect(),
        names: BTreeMap::new(),
        provisional: false,
    }
}

fn odds(s: &str) -> Odds {
    Odds::parse(s).unwrap()
}

/// The test CRT: columns 1-1 to 4-1.
pub fn crt() -> Crt {
    use CrtResult::*;
    Crt {
        columns: ["1-1", "2-1", "3-1", "4-1"].map(odds).to_vec(),
        rows: BTreeMap::from([
            (1, vec![AE, HalfAE, NE, EX]),
            (2, vec![HalfAE, NE, EX, HalfDE]),
            (3, vec![NE, EX, HalfDE, DE]),
            (4, vec![NE, EX, HalfDE, DE]),
            (5, vec![EX, HalfDE, DE, DE]),
            (6, vec![HalfDE, DE, DE, DE]),
        ]),
        provisional: true,
    }
}

/// The rules on the test map.
pub fn rules() -> Rules {
    let f = |lose, of| Fraction {
        lose,
        of,
        survives: vec![1, 2, 3],
    };
    Rules {
        geo: geo(),
        tables: Tables {
            crt: crt(),
            levy: Levy {
                die: (1..=6)
                    .map(|d| {
                        (
                            d,
                            if d % 2 == 0 {
                                vec![("mass-bay".to_string(), 6)]
                            } else {
                                vec![("new-york".to_string(), 3)]
                            },
                        )
                    })
                    .collect(),
                provisional: true,
            },
            winter: Winter {
                die: BTreeMap::from([
                    (1, f(0, 1)),
                    (2, f(1, 4)),
                    (3, f(1, 3)),
                    (4, f(1, 3)),
                    (5, f(1, 2)),
                    (6, f(1, 2)),
                ]),
                provisional: true,
            },
            victory: Victory {
                levels: BTreeMap::from([(1775, 82), (1783, 61)]),
                last_level: 61,
                major_b: 5,
                second_below: 25,
                victory_at: 3,
                withdrawal_b: 15,
                provisional: true,
            },
            movement: Movement {
                american: (5, 2),
                british: (5, 0),
                land_move: vec![3, 4, 5, 6],
                sea_transport: vec![3, 4, 5, 6],
                area_cost: 1,
                area_cost_provisional: true,
            },
        },
        revision: Revision::V0_6,
        postures: Postures::default(),
    }
}

/// An empty state in `season` 1776, the American player turn.
pub fn state(season: Season) -> State {
    State {
        map: "test".into(),
        turn: 5,
        date: Date { year: 1776, season },
        last: Date {
            year: 1783,
            season: Season::Winter,
        },
        phasing: Side::American,
        areas: BTreeMap::new(),
        fleets: BTreeMap::new(),
        british_regions: Default::default(),
        td_markers: Default::default(),
        major_successes: 0,
        b_lost_to_de: 0,
        withdrawn: false,
        french_entry: None,
        arrivals: BTreeMap::new(),
        withdrawal: Withdrawal {
            b_sps: 5,
            reinforcements_stop: true,
        },
        standing: BTreeMap::<Side, Standing>::new(),
        ending: None,
    }
}

/// SPs from pairs.
pub fn sps(v: &[(Kind, u32)]) -> Sps {
    let mut s = Sps::default();
    for (k, n) in v {
        s.add(*k, *n);
    }
    s
}
