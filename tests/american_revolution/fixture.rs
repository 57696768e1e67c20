//! A small world for the rule tests: two colonial regions, Canada's three areas, a 0 VP
//! area, three seas; a test CRT, levy chart and winter attrition table.

use pbem::board::area::{AreaBoard, AreaSpec, BoardSpec, SeaSpec};
use pbem::chart::area::{AreaHeader, Named, Ratio};
use pbem::rules::american_revolution::data::attrition::{AttritionRow, Fraction};
use pbem::rules::american_revolution::data::charts::{
    Allowance, BritishDie, Charts, Movement, PointsFile, Succeeds, Victory,
};
use pbem::rules::american_revolution::data::{Crt, CrtResult, Levy, WinterAttrition};
use pbem::rules::american_revolution::geo::{Geo, Region};
use pbem::rules::american_revolution::orders::Standing;
use pbem::rules::american_revolution::rules_data::{Postures, Revision, Rules};
use pbem::rules::american_revolution::state::{Date, Kind, Season, Side, Sps, State, Withdrawal};
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

fn odds(s: &str) -> Ratio {
    Ratio::try_from(s.to_string()).unwrap()
}

/// The chart `body` named `name`, provisional or not as a whole.
fn named<T>(name: &str, provisional: bool, body: T) -> Named<T> {
    let note = provisional.then(|| "the test chart".to_string());
    Named {
        header: AreaHeader {
            name: name.to_string(),
            provisional,
            note,
        },
        body,
    }
}

/// The test CRT: columns 1-1 to 4-1.
pub fn crt() -> Named<Crt> {
    use CrtResult::*;
    let crt = Crt {
        odds: ["1-1", "2-1", "3-1", "4-1"].map(odds).to_vec(),
        die: BTreeMap::from([
            (1, vec![AE, HalfAE, NE, EX]),
            (2, vec![HalfAE, NE, EX, HalfDE]),
            (3, vec![NE, EX, HalfDE, DE]),
            (4, vec![NE, EX, HalfDE, DE]),
            (5, vec![EX, HalfDE, DE, DE]),
            (6, vec![HalfDE, DE, DE, DE]),
        ]),
    };
    named("CRT", true, crt)
}

/// The test levy chart: even dice levy 6 C in Massachusetts Bay, odd 3 in New York.
fn levy() -> Named<Levy> {
    let region = |d: u32| if d % 2 == 0 { "mass-bay" } else { "new-york" };
    let levy = Levy {
        allowance: BTreeMap::from([("mass-bay".into(), 6), ("new-york".into(), 3)]),
        option_only: BTreeMap::new(),
        die: (1..=6).map(|d| (d, vec![region(d).to_string()])).collect(),
    };
    named("levy", true, levy)
}

/// The test winter attrition table: none, 1/4, 1/3, 1/3, 1/2, 1/2; 1-3 survive.
fn winter() -> Named<WinterAttrition> {
    let f = |lose, of| AttritionRow {
        loss: Fraction { lose, of },
        survives: vec![1, 2, 3],
    };
    let winter = WinterAttrition {
        die: BTreeMap::from([
            (1, f(0, 1)),
            (2, f(1, 4)),
            (3, f(1, 3)),
            (4, f(1, 3)),
            (5, f(1, 2)),
            (6, f(1, 2)),
        ]),
    };
    named("winter", true, winter)
}

/// The test charts: the CRT, levy and winter tables above, the text's movement points and
/// victory figures with a provisional level track and area cost.
pub fn charts() -> Charts {
    let victory = Victory {
        provisional_fields: BTreeMap::from([("vp_level".into(), "the test track".into())]),
        levels: BTreeMap::from([(1775, 82), (1783, 61)]),
        last_level: 61,
        major_b: 5,
        second_below: 25,
        victory_at: 3,
        withdrawal_b: 15,
    };
    let points = |season, winter| Allowance { season, winter };
    let movement = Movement {
        provisional_fields: BTreeMap::from([("area_cost".into(), "the test cost".into())]),
        movement_points: PointsFile {
            american: points(5, 2),
            british: points(5, 0),
        },
        area_cost: 1,
    };
    let succeeds = || Succeeds {
        succeeds: vec![3, 4, 5, 6],
    };
    let british_die = BritishDie {
        land_move: succeeds(),
        sea_transport: succeeds(),
    };
    Charts {
        crt: crt(),
        levy: levy(),
        winter: winter(),
        movement: named("movement", false, movement),
        british_die: named("British die", true, british_die),
        victory: named("victory", false, victory),
    }
}

/// The rules on the test map.
pub fn rules() -> Rules {
    Rules {
        geo: geo(),
        tables: charts(),
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
