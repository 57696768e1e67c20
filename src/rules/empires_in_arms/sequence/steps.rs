//! 7.1.3 one major power sequence, step by step: depot creation/removal (7.2), land
//! movement with foraging (7.3), supply (7.4), the declarations of 7.3.8 and retirement into
//! cities (7.5.1.1), land combat (7.5.2-7.5.3), sieges (7.5.4), then the next sequence, and
//! after the last one of the turn the Conquest Step (7.7). A combat-only scenario runs only
//! the combat steps.

use crate::fairness::Dice;
use crate::rules::empires_in_arms::combat::battle_report::BattleReport;
use crate::rules::empires_in_arms::combat::sieges::{garrison_attack, siege};
use crate::rules::empires_in_arms::combat::{land_combat, retirement};
use crate::rules::empires_in_arms::conquest;
use crate::rules::empires_in_arms::depots::depot_step;
use crate::rules::empires_in_arms::land_movement::movement::Moved;
use crate::rules::empires_in_arms::land_movement::{declaration, enemy_depot, movement_step};
use crate::rules::empires_in_arms::model::orders::Orders;
use crate::rules::empires_in_arms::model::rules::Rules;
use crate::rules::empires_in_arms::model::sides::orders_of;
use crate::rules::empires_in_arms::model::state::{LandPhase, State};
use crate::rules::empires_in_arms::model::units::FactorType;
use crate::rules::empires_in_arms::supply::{allied_supply, port_depot, supply_step};
use crate::rules::empires_in_arms::words::{depots::Said, say};
use std::collections::{BTreeMap, BTreeSet};

/// The report lines of each step of one sequence.
#[derive(Default)]
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
    /// 7.3: each unit that moved, as (power, areas from its start to its end), for the
    /// picture's arrows.
    pub moves: Vec<(String, Vec<String>)>,
}

/// Runs the phasing power's sequence on `st` under the checked `parsed` orders (player ->
/// orders) and moves the state to the next sequence. In a combined movement (7.1.2) the
/// allies take each step in their 7.3.8.1 order: each places its depots, then each moves
/// and declares its attacks in turn (7.3.8.2-7.3.8.5), then each is supplied, and the
/// combats are fought with the allies at war with every defender attacking as one force
/// (7.3.8.6-7.3.8.7).
pub fn sequence(
    rules: &Rules,
    st: &mut State,
    parsed: &BTreeMap<String, Orders>,
    players: &BTreeMap<String, Vec<String>>,
    dice: &mut dyn Dice,
) -> Steps {
    let seq = Sequence {
        rules,
        parsed,
        players,
        movers: st.phasing_powers(),
    };
    let lead = st.phasing.clone();
    let turn = st.turn;
    let mut out = Steps::default();
    if st.land_phase == LandPhase::MovementSupplyCombat {
        seq.depots(st, &mut out);
        let mut to_supply = Vec::new();
        for (i, p) in seq.movers.iter().enumerate() {
            to_supply.push(seq.move_and_declare(st, &mut out, i, p, dice));
        }
        for s in to_supply {
            seq.supply(st, &mut out, s, dice);
        }
    }
    seq.combats(st, &mut out, dice);
    st.phasing = lead;
    st.advance();
    st.normalize();
    // 7.7: occupations must hold through every sequence; the last sequence closes the
    // turn with the Conquest Step.
    if st.land_phase == LandPhase::MovementSupplyCombat {
        out.conquest = if st.turn > turn {
            conquest::conquest_step(&rules.map, st, turn)
        } else {
            conquest::interruptions(&rules.map, st)
        };
    }
    out
}

/// One sequence under way: the rules, the checked orders (player -> orders), the players'
/// powers, and the phasing powers in their 7.3.8.1 order.
struct Sequence<'a> {
    rules: &'a Rules,
    parsed: &'a BTreeMap<String, Orders>,
    players: &'a BTreeMap<String, Vec<String>>,
    movers: Vec<String>,
}

/// What a moving power's supply step takes from its movement step: the power, its moves,
/// the corps already supplied by foraging, the allies whose depots it may use (7.4.2.2) and
/// its loss priority.
struct ToSupply {
    power: String,
    moved: BTreeMap<String, Moved>,
    foraged: Vec<String>,
    allies: Vec<String>,
    priority: Vec<FactorType>,
}

impl Sequence<'_> {
    /// The orders of power `p` (none: the defaults).
    fn orders(&self, p: &str) -> Orders {
        orders_of(self.parsed, self.players, p)
            .cloned()
            .unwrap_or_default()
    }

    /// 7.2: each moving power places and removes its depots.
    fn depots(&self, st: &mut State, out: &mut Steps) {
        for p in &self.movers {
            st.phasing = p.clone();
            // The orders were checked before; a refusal cannot happen here, but is reported.
            out.depots.extend(
                depot_step::depot_step(self.rules, st, p, &self.orders(p).depots).unwrap_or_else(
                    |r| {
                        vec![say(&Said::DepotOrdersCancelled {
                            path: &r.path,
                            reason: &r.reason,
                        })]
                    },
                ),
            );
        }
    }

    /// 7.3: the `i`th moving power `p` moves (after 7.3.8 step five against the allies
    /// before it), its garrisoned enemy depots entered are dealt with (7.3.6.2), its port
    /// city depots settle (7.4.3.4.3-7.4.3.4.4) and its attacks are declared (7.3.8); what
    /// its supply step needs.
    fn move_and_declare(
        &self,
        st: &mut State,
        out: &mut Steps,
        i: usize,
        p: &String,
        dice: &mut dyn Dice,
    ) -> ToSupply {
        let (rules, parsed, players) = (self.rules, self.parsed, self.players);
        st.phasing = p.clone();
        let mut o = self.orders(p);
        // 7.4.1.2.2, 7.5.4: a siege given up for foraging waits for the next sequence.
        for u in st.units.iter_mut().filter(|u| &u.power == p) {
            u.not_besieging = o.forgo_siege.contains(&u.id);
        }
        out.movement.extend(declaration::step_five(
            &rules.map,
            st,
            &self.movers[..i],
            p,
            &mut o,
        ));
        // 7.4.2.2: allies letting this power's corps use their depots.
        let allies = allied_supply::granting(st, p, parsed, players);
        let start: BTreeMap<String, String> = st
            .units
            .iter()
            .map(|u| (u.id.clone(), u.area.clone()))
            .collect();
        let mut m = movement_step::movement_step(rules, st, &o, &allies, dice);
        for (unit, moved) in m.moved.iter().filter(|(_, x)| !x.entered.is_empty()) {
            if let Some(from) = start.get(unit) {
                let path = std::iter::once(from.clone()).chain(moved.entered.clone());
                out.moves.push((p.clone(), path.collect()));
            }
        }
        // 7.3.6.2: the other powers' standing orders for their garrisoned depots.
        let entered: Vec<String> = m.moved.values().flat_map(|x| x.entered.clone()).collect();
        m.lines.extend(enemy_depot::garrisoned_depots_destroyed(
            rules,
            st,
            &entered,
            &self.destroy_depots(),
        ));
        out.movement.extend(m.lines);
        // 7.4.3.4.3-7.4.3.4.4: port city depots at the end of the movement step.
        out.movement.extend(port_depot::after_movement(rules, st));
        // 7.3.8 steps two to four (five and six for a later ally) as its attacks are
        // declared.
        out.declarations
            .extend(declaration::declaration_steps(rules, st, parsed, players));
        ToSupply {
            power: p.clone(),
            moved: m.moved,
            foraged: m.foraged,
            allies,
            priority: o.loss_priority,
        }
    }

    /// 7.3.6.2: every power's standing orders to destroy its garrisoned depots (power ->
    /// areas).
    fn destroy_depots(&self) -> BTreeMap<String, Vec<String>> {
        self.players
            .iter()
            .filter_map(|(pl, powers)| Some((powers, self.parsed.get(pl)?)))
            .flat_map(|(powers, o)| {
                powers
                    .iter()
                    .map(|pw| (pw.clone(), o.destroy_depots.clone()))
            })
            .collect()
    }

    /// 7.4: a moving power's supply step; then a port city lost to besieged supply loses
    /// its depot (7.4.3.4.5).
    fn supply(&self, st: &mut State, out: &mut Steps, s: ToSupply, dice: &mut dyn Dice) {
        st.phasing = s.power.clone();
        out.supply.extend(supply_step::supply_step(
            self.rules,
            st,
            &s.moved,
            &s.foraged,
            &s.allies,
            &s.priority,
            dice,
        ));
        // 7.4.3.4.5: a port city lost to besieged supply loses its depot.
        out.supply.extend(port_depot::fallen(
            self.rules,
            st,
            &self.orders(&s.power).enemy_depots,
        ));
    }

    /// 7.5: retirement into cities (7.5.1.1), the field combats of each moving power
    /// (7.5.2-7.5.3), then the siege combats (7.5.4).
    fn combats(&self, st: &mut State, out: &mut Steps, dice: &mut dyn Dice) {
        let (rules, parsed, players) = (self.rules, self.parsed, self.players);
        for p in &self.movers {
            st.phasing = p.clone();
            out.declarations
                .extend(retirement::retire_into_cities(rules, st, parsed, players));
        }
        let mut fought = BTreeSet::new();
        for p in &self.movers {
            st.phasing = p.clone();
            let battles = land_combat::resolve_except(rules, st, parsed, players, &fought, dice);
            fought.extend(battles.iter().map(|b| b.area.clone()));
            out.battles.extend(battles);
        }
        // 7.5.1.3: then the siege combats, in the order given.
        for p in &self.movers {
            st.phasing = p.clone();
            out.sieges
                .extend(siege::assault_attempts(rules, st, parsed, players, dice));
            out.sieges.extend(garrison_attack::garrison_attacks(
                rules, st, parsed, players, dice,
            ));
            // 7.4.3.4.5: depots inside port cities that fell.
            out.sieges
                .extend(port_depot::fallen(rules, st, &self.orders(p).enemy_depots));
        }
    }
}
