//! Property tests where 1812 orders come from outside: any orders file made of real unit
//! ids, places and chits (and some that are not) is either refused by the check or resolves
//! without panicking, on any dice, into a state that keeps the rules' invariants.

use crate::support;

use pbem::fairness::ChaChaDice;
use pbem::fairness::Digest;
use pbem::rules::spi_1812::check::check;
use pbem::rules::spi_1812::orders::{Orders, Plans};
use pbem::rules::spi_1812::player_turn::player_turn;
use pbem::rules::spi_1812::state::{Kind, Scenario, Side, State};
use pbem::yaml::Source;
use proptest::prelude::*;
use std::collections::BTreeMap;
use support::spi::rules;

fn start() -> State {
    let data = pbem::data::GameData::embedded("spi-1812").unwrap();
    let sc: Scenario = data.parse("scenarios/campaign-1812.yaml").unwrap();
    State::from(sc)
}

/// An orders body for the phasing side of `s` from picks into its units and the map.
fn body(s: &State, picks: &[(usize, usize, usize, u8)]) -> String {
    let r = rules();
    let places: Vec<String> = r.map.places().map(|p| p.id.clone()).collect();
    let chits = [
        "assault",
        "outflank",
        "probe",
        "demonstrate",
        "assault",
        "outflank",
        "probe",
        "assault",
        "envelop",
        "demonstrate",
        "assault",
        "bogus",
    ];
    let mut moves = BTreeMap::new();
    for (u, a, b, k) in picks {
        let unit = s.unit(&own_id(s, *u)).unwrap();
        // Mostly a neighbour, now and then any place (an illegal move to refuse).
        let ns = r.map.neighbours(&unit.at);
        let first = if a % 16 == 15 {
            places[a % places.len()].clone()
        } else {
            ns[a % ns.len()].to_string()
        };
        let ns = r.map.neighbours(&first);
        let second = if ns.is_empty() {
            String::new()
        } else {
            ns[b % ns.len()].to_string()
        };
        let path = if k % 3 == 0 || second.is_empty() {
            first
        } else {
            format!("{first}, {second}")
        };
        moves.insert(unit.id.clone(), path);
    }
    let mut out = String::from("moves:\n");
    for (id, path) in moves {
        out.push_str(&format!("  {id}: [{path}]\n"));
    }
    out.push_str("battles:\n");
    let mut battles = BTreeMap::new();
    for (_, a, _, k) in picks.iter().take(3) {
        battles.insert(
            places[a % places.len()].clone(),
            chits[*k as usize % chits.len()],
        );
    }
    for (place, chit) in battles {
        out.push_str(&format!("  {place}: {{chit: {chit}}}\n"));
    }
    out
}

/// The id of the phasing unit pick `u` names.
fn own_id(s: &State, u: usize) -> String {
    let own: Vec<_> = s
        .units
        .iter()
        .filter(|x| x.side == s.phasing && x.kind != Kind::Depot)
        .collect();
    own[u % own.len()].id.clone()
}

fn keeps_invariants(s: &State) -> Result<(), String> {
    let r = rules();
    for u in &s.units {
        if !r.map.has(&u.at) {
            return Err(format!("{} at unknown {}", u.id, u.at));
        }
        if u.is_corps() && u.strength == 0 {
            return Err(format!("{} has no strength but is in play", u.id));
        }
    }
    if s.depletion.values().any(|d| *d != 50 && *d != 100) {
        return Err(format!("depletion {:?}", s.depletion));
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn a2a_random_orders_are_refused_with_a_rule_or_every_move_is_reported_made_or_stopped(
        picks in proptest::collection::vec((0usize..80, 0usize..40, 0usize..40, any::<u8>()), 0..12),
        french in any::<bool>(),
        seed in any::<[u8; 32]>(),
    ) {
        let r = rules();
        let mut s = start();
        if french {
            s.phasing = Side::France;
        }
        let phasing = s.phasing;
        // Refused orders name the offending path; drop that move and try again, so most
        // cases go on to resolution with whatever the check let through.
        let mut picks = picks;
        let o = loop {
            let text = format!("game: spi-1812\ncampaign: t\nentry: 1\nturn: 1\nphase: p\nplayer: p\n{}", body(&s, &picks));
            let src = Source::new("o.yaml", text);
            let o: Orders = src.parse().unwrap();
            match check(&r, &s, &[phasing], &o, &src) {
                Ok(()) => break o,
                Err(pbem::error::Error::Invalid { location, message }) => {
                    prop_assert!(message.starts_with("A.") || message.starts_with("unknown"), "{}", message);
                    let bad = location.path.strip_prefix("moves.").map(|p| p.split('[').next().unwrap_or(p).to_string());
                    let before = picks.len();
                    picks.retain(|(u, ..)| Some(&own_id(&s, *u)) != bad.as_ref());
                    if picks.len() == before {
                        return Ok(()); // refused for a battle chit: fine
                    }
                }
                Err(e) => return Err(TestCaseError::fail(format!("not an orders error: {e}"))),
            }
        };
        let plans = Plans::new(BTreeMap::from([(phasing, o.clone())]));
        let mut dice = ChaChaDice::new(&Digest(seed));
        let names: BTreeMap<String, String> =
            s.units.iter().map(|u| (u.id.clone(), u.name.clone())).collect();
        let log = player_turn(&r, &mut s, &plans, &mut dice);
        prop_assert_eq!(keeps_invariants(&s), Ok(()));
        // Checking what will be done: every move the check accepted is in the mover's
        // report, made ("NAME: from → to") or stopped with its rule ("Move of ID cancelled:
        // A..."), never silently dropped.
        let lines: Vec<&String> = log
            .steps
            .iter()
            .filter(|st| st.rule == "A.2.A")
            .flat_map(|st| st.private.get(&phasing).into_iter().flatten())
            .collect();
        for (id, path) in o.moves.iter().filter(|(_, p)| !p.is_empty()) {
            let made = format!("{}: ", names[id]);
            let stopped = format!("Move of {id} cancelled: A.");
            prop_assert!(
                lines.iter().any(|l| l.starts_with(&made) || l.starts_with(&stopped)),
                "the move of {} to {:?} is not in the report: {:#?}", id, path, lines
            );
        }
    }
}
