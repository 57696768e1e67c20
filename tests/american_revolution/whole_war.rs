//! Issue 27, "How it is shown": a whole war on the real map and scenario (the library, as
//! the game's own entries resolve it) with a scripted British player who takes the field:
//! the Boston siege raised, an American fort taken, a French fleet contested, to Winter
//! 1783; replayed it gives the same war (the determinism `pbem verify` relies on).

use pbem::data::GameData;
use pbem::fairness::{Dice, DieRecord};
use pbem::rules::american_revolution::data::Scenario;
use pbem::rules::american_revolution::log::Log;
use pbem::rules::american_revolution::orders::{Attack, Fortify, LandMove, Orders};
use pbem::rules::american_revolution::state::{Condition, Kind, Season, Side, State};
use pbem::rules::american_revolution::{player_turn, setup, Revision, Rules};

/// Dice by purpose: British moves succeed (4), combat eliminates its defender on the war's
/// CRT (1-1: 5 EX, 2-1: 4 EX, else 6 DE), the levy cycles from 1, the rest 4.
#[derive(Default)]
struct War {
    log: Vec<DieRecord>,
    levy: u32,
}

impl Dice for War {
    fn roll(&mut self, sides: u32, purpose: &str) -> DieRecord {
        let value = if purpose.starts_with("combat in") {
            if purpose.ends_with("at 1-1") {
                5
            } else if purpose.ends_with("at 2-1") {
                4
            } else {
                6
            }
        } else if purpose == "Continental Levy Chart" {
            self.levy += 1;
            (self.levy - 1) % 6 + 1
        } else {
            4
        };
        let r = DieRecord {
            index: self.log.len() as u32 + 1,
            sides,
            value,
            purpose: purpose.to_string(),
        };
        self.log.push(r.clone());
        r
    }
    fn log(&self) -> &[DieRecord] {
        &self.log
    }
}

fn start() -> (Rules, State) {
    let data = GameData::embedded("american-revolution").unwrap();
    let (sc, map) = Scenario::load(&data, "war-1775").unwrap();
    let mut rules = Rules::load(&data, &map.id, &[]).unwrap();
    rules.revision = Revision::V0_6;
    let st = setup::state(&rules, &sc);
    (rules, st)
}

/// The American player: raises the Boston siege in the first turn, builds a fort of 5 C
/// where continentals stand in Massachusetts Bay, else the standing orders.
fn american(st: &State) -> Orders {
    if st.turn == 1 {
        return Orders {
            moves: vec![LandMove {
                from: "boston".into(),
                sps: st.at("boston").american.besieging.clone(),
                path: vec!["worcester".into()],
                condition: Some(Condition::Besieging),
            }],
            ..Orders::default()
        };
    }
    let c = st.at("portsmouth").american.fresh().get(Kind::C);
    if st.at("portsmouth").american.fortified.is_empty() && c >= 5 && !st.date.winter() {
        let mut sps = pbem::rules::american_revolution::state::Sps::default();
        sps.add(Kind::C, 5);
        return Orders {
            fortify: vec![Fortify {
                area: "portsmouth".into(),
                sps,
            }],
            ..Orders::default()
        };
    }
    Orders {
        commander: true,
        ..Orders::default()
    }
}

/// The British player: storms an American fort next to its army when it has the SPs for
/// 1-1, else the standing orders of the active posture (it takes the field).
fn british(st: &State) -> Orders {
    if !st.date.winter() {
        let fort = st
            .areas
            .iter()
            .find(|(_, f)| !f.american.fortified.is_empty())
            .map(|(a, f)| {
                (
                    a.clone(),
                    f.american.fortified.total() * 3 + f.american.open.total(),
                )
            });
        if let Some((area, def)) = fort {
            let army = st
                .areas
                .iter()
                .filter(|(a, _)| ["boston", "worcester", "portsmouth"].contains(&a.as_str()))
                .map(|(a, f)| (f.british.fresh().get(Kind::B), a.clone()))
                .max();
            if let Some((n, from)) = army.filter(|(n, _)| *n >= def) {
                let mut sps = pbem::rules::american_revolution::state::Sps::default();
                sps.add(Kind::B, n);
                let moves = if from == area {
                    Vec::new()
                } else {
                    vec![LandMove {
                        from,
                        sps,
                        path: vec![area.clone()],
                        condition: None,
                    }]
                };
                return Orders {
                    moves,
                    attacks: vec![Attack {
                        area,
                        with: vec![Condition::Open],
                        against: vec![Condition::Open, Condition::Fortified],
                    }],
                    ..Orders::default()
                };
            }
        }
    }
    Orders {
        commander: true,
        ..Orders::default()
    }
}

fn war() -> (State, Vec<String>, usize) {
    let (rules, mut st) = start();
    let mut dice = War::default();
    let mut lines = Vec::new();
    for _ in 0..72 {
        if st.ending.is_some() {
            break;
        }
        let o = match st.phasing {
            Side::American => american(&st),
            Side::British => british(&st),
        };
        let log: Log = player_turn::resolve(&rules, &mut st, &o, &mut dice);
        lines.extend(
            log.lines
                .iter()
                .map(|l| format!("{} {}: {}", st.turn, l.rule, l.text)),
        );
    }
    let n = dice.log().len();
    (st, lines, n)
}

#[test]
fn a_whole_war_with_a_scripted_british_player_raises_a_siege_takes_a_fort_and_contests_a_fleet() {
    let (st, lines, dice) = war();
    let has = |s: &str| lines.iter().any(|l| l.contains(s));
    assert!(
        has("raising the siege from Boston to Worcester"),
        "{lines:#?}"
    );
    assert!(has("C in a fort in Portsmouth"), "{lines:#?}");
    let stormed = lines.iter().any(|l| {
        l.contains("B.3: Portsmouth: british") && (l.contains(": EX;") || l.contains(": DE;"))
    });
    assert!(stormed, "an American fort taken: {lines:#?}");
    assert!(has("contests the"), "a French fleet contested: {lines:#?}");
    assert!(
        has("standing orders (active posture): group of"),
        "the British take the field"
    );
    let end = st.ending.as_ref().expect("the war is decided");
    let winter_1783 = pbem::rules::american_revolution::state::Date {
        year: 1783,
        season: Season::Winter,
    };
    assert_eq!((st.turn, st.date), (36, winter_1783), "{end:?}");
    assert!(end.why.contains("in Winter 1783"), "{end:?}");
    // replayed, the same war, die for die
    let (again, lines2, dice2) = war();
    assert_eq!((again, lines2, dice2), (st, lines, dice));
}
