//! A.2.A basic movement as the mover reads it: from pbem 0.5.0 the moves are listed by
//! corps number (infantry, then cavalry), then supply units and depots, leaders apart at
//! the end; entries of 0.4.0 and older keep the order by unit id.

use pbem::data::GameData;
use pbem::rules::spi_1812::log::Log;
use pbem::rules::spi_1812::move_list::MoveList;
use pbem::rules::spi_1812::movement;
use pbem::rules::spi_1812::state::{Scenario, Side, State};

/// The 1812 scenario's opening state, every unit in it, the French moving.
fn opening() -> State {
    let data = GameData::embedded("spi-1812").unwrap();
    let sc: Scenario = data.parse("scenarios/campaign-1812.yaml").unwrap();
    let mut s = State::from(sc);
    s.phasing = Side::France;
    s
}

/// The units named by the private lines of basic movement, in order.
fn listed(list: MoveList, moves: &str) -> Vec<String> {
    let r = crate::support::spi::rules();
    let mut s = opening();
    let o = crate::support::spi::orders(moves);
    let mut log = Log::default();
    movement::basic_movement(&r.charts, &r.map, &mut s, &o.moves, list, &mut log);
    let step = log.steps.last().unwrap();
    step.private
        .values()
        .flatten()
        .map(|l| l.split(':').next().unwrap().to_string())
        .collect()
}

const MOVES: &str = "moves: {davout: [kovno], fr-1: [kovno], fr-10: [mitau], fr-2: [kovno], fr-guard: [kovno], fr-cav-1: [kovno], fr-supply-1: [kovno], napoleon: [kovno], fr-3: [kovno], macdonald: [mitau]}";

#[test]
fn moves_by_corps_number_leaders_apart_from_0_5_0() {
    assert_eq!(MoveList::for_engine("pbem 0.5.0"), MoveList::ByCorpsNumber);
    assert_eq!(
        listed(MoveList::ByCorpsNumber, MOVES),
        [
            "I Corps (Davout)",
            "II Corps (Oudinot)",
            "III Corps (Ney)",
            "X Corps (Macdonald)",
            "Imperial Guard (Mortier)",
            "I Cavalry Corps (Nansouty)",
            "Supply train of the Guard",
            "Napoleon",
            "Davout",
            "Macdonald",
        ]
    );
}

#[test]
fn moves_by_unit_id_before_0_5_0() {
    assert_eq!(MoveList::for_engine("pbem 0.4.0"), MoveList::ById);
    assert_eq!(
        listed(MoveList::ById, MOVES),
        [
            "Davout",
            "I Corps (Davout)",
            "X Corps (Macdonald)",
            "II Corps (Oudinot)",
            "III Corps (Ney)",
            "I Cavalry Corps (Nansouty)",
            "Imperial Guard (Mortier)",
            "Supply train of the Guard",
            "Macdonald",
            "Napoleon",
        ]
    );
}
