//! 7.1.3 one major power sequence, step by step: depot creation/removal (7.2), land
//! movement with foraging (7.3), supply (7.4), the declarations of 7.3.8 and retirement into
//! cities (7.5.1.1), land combat (7.5.2-7.5.3), sieges (7.5.4), then the next sequence, and
//! after the last one of the turn the Conquest Step (7.7). A combat-only scenario runs only
//! the combat steps.

use super::battle::Rules;
use super::battle_report::BattleReport;
use super::orders::Orders;
use super::state::{LandPhase, State};
use super::{
    allied_supply, conquest, declaration, depot_step, enemy_depot, garrison_attack, land_combat,
    movement_step, retirement, siege, supply_step,
};
use crate::fairness::Dice;
use std::collections::BTreeMap;

/// The report lines of each step of one sequence.
pub struct Steps {
    /// 7.2.
    pub depots: Vec<String>,
    /// 7.3.
    pub movement: Vec<String>,
    /// 7.4.
    pub supply: Vec<String>,
    /// 7.3.8 and 7.5.1.1.
    pub declarations: Vec<String>,
    /// 7.5.2-7.5.3.
    pub battles: Vec<BattleReport>,
    /// 7.5.4.
    pub sieges: Vec<String>,
    /// 7.7 (and 7.7's interruptions after any sequence).
    pub conquest: Vec<String>,
}

/// Runs the phasing power's sequence on `st` under the checked `parsed` orders (player ->
/// orders) and moves the state to the next sequence.
pub fn sequence(
    rules: &Rules,
    st: &mut State,
    parsed: &BTreeMap<String, Orders>,
    players: &BTreeMap<String, Vec<String>>,
    dice: &mut dyn Dice,
) -> Steps {
    let (depots, movement, supply) = if st.land_phase == LandPhase::MovementSupplyCombat {
        let phasing_orders = land_combat::orders_of(parsed, players, &st.phasing)
            .cloned()
            .unwrap_or_default();
        let phasing_power = st.phasing.clone();
        // The orders were checked before; a refusal cannot happen here, but is reported.
        let d = depot_step::depot_step(rules, st, &phasing_power, &phasing_orders.depots)
            .unwrap_or_else(|r| {
                vec![format!(
                    "Depot orders cancelled at {}: {}",
                    r.path, r.reason
                )]
            });
        // 7.4.2.2: allies letting the phasing power's corps use their depots.
        let allies = allied_supply::granting(st, &phasing_power, parsed, players);
        let mut m = movement_step::movement_step(rules, st, &phasing_orders, &allies, dice);
        // 7.3.6.2: the other powers' standing orders for their garrisoned depots.
        let destroy: BTreeMap<String, Vec<String>> = players
            .iter()
            .filter_map(|(p, powers)| Some((powers, parsed.get(p)?)))
            .flat_map(|(powers, o)| {
                powers
                    .iter()
                    .map(|pw| (pw.clone(), o.destroy_depots.clone()))
            })
            .collect();
        let entered: Vec<String> = m.moved.values().flat_map(|x| x.entered.clone()).collect();
        m.lines.extend(enemy_depot::garrisoned_depots_destroyed(
            rules, st, &entered, &destroy,
        ));
        let s = supply_step::supply_step(
            rules,
            st,
            &m.moved,
            &m.foraged,
            &allies,
            &phasing_orders.loss_priority,
            dice,
        );
        (d, m.lines, s)
    } else {
        (Vec::new(), Vec::new(), Vec::new())
    };
    let mut declarations = if st.land_phase == LandPhase::MovementSupplyCombat {
        declaration::declaration_steps(rules, st, parsed, players)
    } else {
        Vec::new()
    };
    declarations.extend(retirement::retire_into_cities(rules, st, parsed, players));
    let turn = st.turn;
    let battles = land_combat::resolve(rules, st, parsed, players, dice);
    // 7.5.1.3: then the siege combats, in the order given.
    let mut sieges = siege::assault_attempts(rules, st, parsed, players, dice);
    sieges.extend(garrison_attack::garrison_attacks(
        rules, st, parsed, players, dice,
    ));
    st.advance();
    st.normalize();
    // 7.7: occupations must hold through every sequence; the last sequence closes the
    // turn with the Conquest Step.
    let conquest = if st.land_phase == LandPhase::MovementSupplyCombat {
        if st.turn > turn {
            conquest::conquest_step(&rules.map, st, turn)
        } else {
            conquest::interruptions(&rules.map, st)
        }
    } else {
        Vec::new()
    };
    Steps {
        depots,
        movement,
        supply,
        declarations,
        battles,
        sieges,
        conquest,
    }
}
