//! 1812 odds: the battle walked under every die through the rules' own battle code.

use crate::support;
use pbem::fairness::ScriptedDice;
use pbem::odds::spi_1812::{chit_plans, exact, matrix, Outcome, SideAfter};
use pbem::odds::walk::{self, Prob};
use pbem::rules::spi_1812::battle::battle;
use pbem::rules::spi_1812::log::Log;
use pbem::rules::spi_1812::state::{Side, State};
use support::spi::*;

const F: Side = Side::France;
const R: Side = Side::Russia;

fn vilna() -> State {
    state(
        F,
        1,
        vec![
            inf("fr-1", F, "vilna", 12),
            leader("davout", F, "vilna", 20, 1, false),
            cav("fr-cav", F, "vilna", 3),
            inf("ru-1", R, "vilna", 6),
            leader("barclay", R, "vilna", 10, 0, false),
            inf("ru-minsk", R, "minsk", 1),
        ],
    )
}

#[test]
fn every_plan_pair_sums_to_one_and_each_die_path_is_in_the_walk() {
    let r = rules();
    let s = vilna();
    let bp = &r.charts.battle_plan;
    let m = matrix(&r.charts, &r.map, &s, "vilna");
    assert_eq!(m.len(), bp.attacker.len() * bp.defender.len());
    for (a, d, dist) in &m {
        let total = dist.values().fold(walk::zero(), |x, p| x + p);
        assert_eq!(total, walk::one(), "{a} against {d}");
        for p in dist.values() {
            assert_eq!(36 % p.denom(), 0, "at most two dice: {p}");
        }
    }
    // Each single die of the first pair, fought by the battle code with scripted dice,
    // lands on an outcome the walk gives at least 1/6.
    let (a, d, dist) = &m[0];
    let plans = chit_plans(&s, a, d);
    for die in 1..=6u32 {
        let mut st = s.clone();
        let mut dice = ScriptedDice::new([die, die]);
        battle(
            &r.charts,
            &r.map,
            &mut st,
            "vilna",
            &plans,
            &mut dice,
            &mut Log::default(),
        );
        let side = |sd: Side| {
            let now: Vec<_> = ["fr-1", "fr-cav", "ru-1"]
                .iter()
                .filter_map(|id| st.unit(id))
                .filter(|u| u.side == sd)
                .collect();
            SideAfter {
                strength: now.iter().map(|u| u.strength).sum(),
                retreated: !now.is_empty() && now.iter().all(|u| u.at != "vilna"),
            }
        };
        let o = Outcome {
            attacker: side(F),
            defender: side(R),
        };
        let p = dist.get(&o).copied().unwrap_or_else(walk::zero);
        let used = 2 - dice.remaining() as u32;
        assert!(
            p >= Prob::new(1, 6u128.pow(used)),
            "die {die}: {o:?} has {p}"
        );
    }
}

#[test]
fn a_plan_pair_without_combat_or_pursuit_has_one_outcome() {
    let r = rules();
    let s = vilna();
    let bp = &r.charts.battle_plan;
    let mut quiet = 0;
    for a in &bp.attacker {
        for d in &bp.defender {
            let pr = r.charts.plan(a, d).unwrap_or_default();
            if pr.combat || pr.pursuit {
                continue;
            }
            let dist = exact(&r.charts, &r.map, &s, "vilna", &chit_plans(&s, a, d));
            assert_eq!(dist.len(), 1, "{a} against {d}: no die, one outcome");
            assert_eq!(dist.values().next(), Some(&walk::one()));
            quiet += 1;
        }
    }
    assert!(quiet > 0, "the chart has pairs without combat or pursuit");
}
