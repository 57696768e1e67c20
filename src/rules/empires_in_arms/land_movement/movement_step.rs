//! 7.3 the Land Movement Step of the phasing power: each counter moves individually along
//! the areas its orders name (checked with [`crate::rules::empires_in_arms::land_movement::movement::plan`]), the last border
//! crossed is kept for the combat tables (7.5.2.7.1), and a corps that must or chooses to
//! forage rolls as it completes movement (7.3.1.4, 7.4.1.1).

use super::disembark;
use super::enemy_depot::{enter, Fate};
use super::garrisons::{absorb, detach, transfer_area};
use super::leader_escort::leader_escort;
use super::movement::{plan, Moved};
use crate::fairness::Dice;
use crate::rules::empires_in_arms::model::order_parts;
use crate::rules::empires_in_arms::model::order_parts::Post;
use crate::rules::empires_in_arms::model::orders::{DepotChoice, Orders};
use crate::rules::empires_in_arms::model::rules::Rules;
use crate::rules::empires_in_arms::model::state::State;
use crate::rules::empires_in_arms::model::units;
use crate::rules::empires_in_arms::model::units::{FactorType, Unit, UnitKind};
use crate::rules::empires_in_arms::supply::supply_step::{forage_corps, must_forage};
use crate::rules::empires_in_arms::words::movement::{Count, Said};
use crate::rules::empires_in_arms::words::say;
use std::collections::{BTreeMap, BTreeSet};

/// What the movement step did: the moves, corps already supplied by foraging, report lines.
#[derive(Debug, Clone, Default)]
pub struct MovementStep {
    /// Unit id -> its move.
    pub moved: BTreeMap<String, Moved>,
    /// Corps that foraged while moving.
    pub foraged: Vec<String>,
    /// Lines for the report.
    pub lines: Vec<String>,
}

/// 7.3.3: corps `id`'s detachments, then absorptions, in the areas of its move `m` (from
/// `start`); a detachment is recorded in `m` for the forage losses (7.4.1.3.2).
fn transfers(
    rules: &Rules,
    state: &mut State,
    o: &Orders,
    id: &str,
    start: &str,
    m: &mut Moved,
) -> Vec<String> {
    let mut lines = Vec::new();
    let name = |state: &State| {
        state
            .units
            .iter()
            .find(|u| u.id == id)
            .map_or_else(|| id.to_string(), |u| u.name.clone())
    };
    for t in o.detach.iter().filter(|t| t.corps == id) {
        let done = transfer_area(rules, t, start, &m.entered)
            .and_then(|area| detach(rules, state, t, &area).map(|d| (area, d)));
        match done {
            Ok((area, (gid, f))) => {
                let (post, place) = place(rules, &area, t.post);
                lines.push(say(&Said::Detaches {
                    unit: &name(state),
                    factors: &counts(&f),
                    post,
                    place: &place,
                }));
                m.detached.push((gid, f));
            }
            Err(why) => lines.push(say(&Said::DetachmentCancelled {
                unit: &name(state),
                why: &why,
            })),
        }
    }
    for t in o.absorb.iter().filter(|t| t.corps == id) {
        let done = transfer_area(rules, t, start, &m.entered)
            .and_then(|area| absorb(rules, state, t, &area).map(|()| area));
        match done {
            Ok(area) => {
                let (post, place) = place(rules, &area, t.post);
                lines.push(say(&Said::Absorbs {
                    unit: &name(state),
                    factors: &counts(&t.factors),
                    post,
                    place: &place,
                }));
            }
            Err(why) => lines.push(say(&Said::AbsorptionCancelled {
                unit: &name(state),
                why: &why,
            })),
        }
    }
    lines
}

/// The factors by type, in the types' order, for the report's words.
fn counts(f: &units::Factors) -> Vec<Count> {
    f.iter()
        .map(|(t, n)| Count {
            count: *n,
            factor: t.key(),
        })
        .collect()
}

/// The post ("city" or "depot") and the name of the city (or the area) the report names.
fn place(rules: &Rules, area: &str, post: Post) -> (&'static str, String) {
    match post {
        Post::City => (
            "city",
            rules.map.areas[area]
                .city
                .as_ref()
                .map_or_else(|| rules.map.name(area), |c| c.name.clone()),
        ),
        Post::Depot => ("depot", rules.map.name(area)),
    }
}

/// Moves the phasing power's counters under `o`. Orders were checked at commit; a move no
/// longer legal when it comes (a corps lost earlier this step) is cancelled and said so.
/// `allies`: allies whose depots its corps may use (7.4.2.2), which spares them foraging.
pub fn movement_step(
    rules: &Rules,
    state: &mut State,
    o: &Orders,
    allies: &[String],
    dice: &mut dyn Dice,
) -> MovementStep {
    let mut step = Step {
        rules,
        o,
        allies,
        priority: order_parts::full_priority(&o.loss_priority),
        out: MovementStep::default(),
    };
    step.land(state, dice);
    let before = state.clone();
    for (id, path) in &o.moves {
        if before.leaders.iter().any(|l| &l.id == id) {
            continue; // leaders go after their corps, below
        }
        step.move_unit(state, dice, id, path);
    }
    step.move_leaders(&before, state);
    step.transfer_standing(state);
    step.forage_standing(state, dice);
    step.out
}

/// The movement step under way: the rules, the orders, the allies whose depots its corps
/// may use, the loss priority for foraging, and what it has done so far.
struct Step<'a> {
    rules: &'a Rules,
    o: &'a Orders,
    allies: &'a [String],
    priority: Vec<FactorType>,
    out: MovementStep,
}

impl Step<'_> {
    /// 7.3.5: corps at sea land first, their movement spent; those that must or choose to
    /// forage roll as they land (7.3.1.4, 7.4.1.1).
    fn land(&mut self, state: &mut State, dice: &mut dyn Dice) {
        let (rules, o) = (self.rules, self.o);
        let (landing, landed) = disembark::disembark_step(rules, state, &o.disembark, &o.into_port);
        self.out.lines.extend(landing);
        for (id, m) in landed {
            if o.forage.contains(&id) || must_forage(rules, state, &id, Some(&m), self.allies) {
                self.out.lines.push(forage_corps(
                    rules,
                    state,
                    &id,
                    Some(&m),
                    &self.priority,
                    dice,
                ));
                self.out.foraged.push(id.clone());
            }
            self.out.moved.insert(id, m);
        }
    }

    /// 7.3: unit `id` moves along `path` (cancelled if it is gone or the move is no longer
    /// legal), keeping the last border crossed (7.5.2.7.1); then its garrison transfers
    /// (7.3.3), the enemy depots it enters (7.3.6.1) and its supply on arrival.
    fn move_unit(&mut self, state: &mut State, dice: &mut dyn Dice, id: &String, path: &[String]) {
        let (rules, o) = (self.rules, self.o);
        let Some(u) = state.units.iter().find(|u| &u.id == id).cloned() else {
            self.out.lines.push(say(&Said::UnitGone { id }));
            return;
        };
        let force_march = o.force_march.contains(id);
        let mut m = match plan(
            &rules.land.movement,
            &rules.map,
            state,
            &u,
            path,
            force_march,
        ) {
            Ok(m) => m,
            Err(e) => {
                self.out.lines.push(say(&Said::MoveCancelled {
                    unit: &u.name,
                    why: &e,
                }));
                return;
            }
        };
        self.out.lines.push(move_line(rules, &u, &m));
        let before = m
            .entered
            .len()
            .checked_sub(2)
            .map_or(u.area.clone(), |i| m.entered[i].clone());
        if let Some(unit) = state.units.iter_mut().find(|x| &x.id == id) {
            if let Some(last) = m.entered.last() {
                unit.area = last.clone();
                unit.entered_from = Some(before);
                // 7.3.4: out of the city into its area, at no cost, and on.
                unit.in_city = false;
            }
        }
        // 7.3.3: garrisons left or taken up on the way.
        self.out
            .lines
            .extend(transfers(rules, state, o, id, &u.area, &mut m));
        let lives_off_depot = self.enter_depots(state, &u, &m);
        self.supply_on_arrival(state, dice, &u, &m, lives_off_depot);
        self.out.moved.insert(id.clone(), m);
    }

    /// 7.3.6.1: the enemy depots in the areas `u` entered on its move `m`, destroyed or
    /// captured as ordered; whether it ends its move on one it destroyed.
    fn enter_depots(&mut self, state: &mut State, u: &Unit, m: &Moved) -> bool {
        let mut lives_off_depot = false;
        for (i, area) in m.entered.iter().enumerate() {
            let choice = self
                .o
                .enemy_depots
                .get(area)
                .copied()
                .unwrap_or(DepotChoice::Destroy);
            if let Some((fate, line)) = enter(self.rules, state, u, area, choice) {
                self.out.lines.push(line);
                lives_off_depot |= fate == Fate::Destroyed && i + 1 == m.entered.len();
            }
        }
        lives_off_depot
    }

    /// A corps that ends its move on an enemy depot it destroyed is supplied as if it
    /// foraged (7.3.6.1); otherwise one that must or chooses to forage rolls (7.3.1.4,
    /// 7.4.1.1).
    fn supply_on_arrival(
        &mut self,
        state: &mut State,
        dice: &mut dyn Dice,
        u: &Unit,
        m: &Moved,
        lives_off_depot: bool,
    ) {
        let (rules, id) = (self.rules, &u.id);
        if u.kind == UnitKind::Corps && lives_off_depot {
            self.out
                .lines
                .push(say(&Said::LivesOffDestroyedDepot { unit: &u.name }));
            self.out.foraged.push(id.clone());
        } else if u.kind == UnitKind::Corps
            && (self.o.forage.contains(id) || must_forage(rules, state, id, Some(m), self.allies))
        {
            self.out.lines.push(forage_corps(
                rules,
                state,
                id,
                Some(m),
                &self.priority,
                dice,
            ));
            self.out.foraged.push(id.clone());
        }
    }

    /// 7.3: leaders go with the corps they started with (checked on the state `before` the
    /// moves).
    fn move_leaders(&mut self, before: &State, state: &mut State) {
        for (id, path) in &self.o.moves {
            let Some(l) = before.leaders.iter().find(|l| &l.id == id) else {
                continue;
            };
            match leader_escort(before, l, path, &self.o.moves) {
                Ok(()) => {
                    if let (Some(last), Some(x)) =
                        (path.last(), state.leaders.iter_mut().find(|x| &x.id == id))
                    {
                        x.area = last.clone();
                        x.in_city = false;
                        self.out.lines.push(say(&Said::LeaderGoesWith {
                            leader: &l.name,
                            to: &self.rules.map.name(last),
                        }));
                    }
                }
                Err(e) => self.out.lines.push(say(&Said::MoveCancelled {
                    unit: &l.name,
                    why: &e,
                })),
            }
        }
    }

    /// 7.3.3: corps that did not move detach and absorb where they stand.
    fn transfer_standing(&mut self, state: &mut State) {
        let o = self.o;
        let standing: BTreeSet<&String> = o
            .detach
            .iter()
            .chain(&o.absorb)
            .map(|t| &t.corps)
            .filter(|c| !self.out.moved.contains_key(*c))
            .collect();
        for id in standing {
            if let Some(at) = state
                .units
                .iter()
                .find(|u| &u.id == id)
                .map(|u| u.area.clone())
            {
                let mut still = Moved::default();
                self.out
                    .lines
                    .extend(transfers(self.rules, state, o, id, &at, &mut still));
            }
        }
    }

    /// 7.4.1: corps that did not move but chose to forage roll.
    fn forage_standing(&mut self, state: &mut State, dice: &mut dyn Dice) {
        for id in &self.o.forage {
            if !self.out.moved.contains_key(id)
                && state
                    .units
                    .iter()
                    .any(|u| &u.id == id && u.kind == UnitKind::Corps)
            {
                self.out.lines.push(forage_corps(
                    self.rules,
                    state,
                    id,
                    None,
                    &self.priority,
                    dice,
                ));
                self.out.foraged.push(id.clone());
            }
        }
    }
}

/// The report line of unit `u`'s move `m`: the areas entered and the movement points it
/// used of its allowance.
fn move_line(rules: &Rules, u: &Unit, m: &Moved) -> String {
    let names: Vec<String> = m.entered.iter().map(|a| rules.map.name(a)).collect();
    say(&Said::Moved {
        unit: &u.name,
        from: &rules.map.name(&u.area),
        path: &names,
        used: m.used,
        allowance: m.allowance,
        force_marched: m.force_marched,
    })
}
