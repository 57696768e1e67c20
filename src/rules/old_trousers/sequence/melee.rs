// III.B.6 Melee Subsegment: "Resolve all melees resulting from any charges."
//! Each charge that made contact is fought on the MELEE tables: both sides' values with
//! every modifier that holds (mass as hits left), the rounds until a decision, and the
//! results: casualties, shaken, disorder, rout, fall back (retiring straight back as far as
//! the table and units let it), takes ground (before 0.7.0 the winner kept its place; from
//! 0.7.0 it moves into the ground the loser left, [`takes_ground`]).

use super::super::melee::combat_resolution::MeleeSide;
use super::super::melee::combat_results::{melee, MeleeInput, SideOutcome, Winner};
use super::super::melee::frontage::{anchored, overlap};
use super::super::model::Rules;
use super::super::state::{Arm, State, Trait, Troop, Unit};
use super::super::tables::flags::MeleeFlag;
use super::charges::Declared;
use super::morale::leader_of;
use crate::board::table::measure::Length;
use crate::board::table::moves::{make_move, Move, MoveRules};
use crate::board::table::range::facing_edge;
use crate::board::table::stand::{Formation, Stand};
use crate::board::table::terrain::AreaKind;
use crate::fairness::Dice;
use crate::rules::old_trousers::revision::Change;
use crate::rules::old_trousers::words::{melee::Said, say};
use crate::rules::table_game::log::Log;
use std::collections::BTreeSet;
use takes_ground::take_ground;

pub mod after;
pub mod takes_ground;

/// The cover flag of a stand's ground, if any.
fn cover(rules: &Rules, st: &State, i: usize) -> Option<MeleeFlag> {
    let c = st.units[i].stand.centre;
    let mut best = None;
    for a in rules.table.areas.iter().filter(|a| a.has(c)) {
        let f = match a.kind {
            AreaKind::LightWoods => MeleeFlag::CoverLight,
            AreaKind::MediumWoods | AreaKind::BuiltUp => MeleeFlag::CoverMedium,
            AreaKind::HeavyWoods => MeleeFlag::CoverHeavy,
            _ => continue,
        };
        best = best.max(Some(f));
    }
    best
}

/// Unit `i`'s side of a melee against `enemy`; `charging`: it charged (or counter-charged)
/// into it.
pub fn side(rules: &Rules, st: &State, i: usize, enemy: usize, charging: bool) -> MeleeSide {
    let (u, e) = (&st.units[i], &st.units[enemy]);
    let flags = melee_flags(rules, st, (i, enemy), charging);
    let cav = |x: &Unit| x.troop.arm() == Arm::Cavalry;
    let stands = rules.charts.stands.stands_left(u.troop.arm(), 0);
    let friends: Vec<&Stand> = st
        .units
        .iter()
        .filter(|f| f.side() == u.side() && !f.stand.markers.routed)
        .map(|f| &f.stand)
        .collect();
    MeleeSide {
        quality: u.quality,
        arm: u.troop.arm(),
        leader: leader_of(st, i),
        flags,
        charging,
        square: u.stand.formation == Formation::Square,
        disordered: u.stand.markers.disordered,
        heavier: u.troop == Troop::OtherCavalry && e.troop == Troop::LightCavalry,
        overlap: if cav(u) && cav(e) {
            overlap(&u.stand, &e.stand, stands)
        } else {
            0
        },
        lancers: u.has(Trait::Lancers),
        anchored_line: u.troop.arm() == Arm::Infantry
            && cav(e)
            && anchored(
                &rules.table,
                &u.stand,
                &friends,
                rules.charts.melee.anchored_within.value,
            ),
        mass: rules.strength(u).saturating_sub(u.hits),
    }
}

/// The MELEE: COMBAT RESOLUTION modifiers that hold for unit `i` against `enemy`.
fn melee_flags(
    rules: &Rules,
    st: &State,
    (i, enemy): (usize, usize),
    charging: bool,
) -> Vec<MeleeFlag> {
    let (u, e) = (&st.units[i], &st.units[enemy]);
    let mut flags = vec![];
    if u.troop.arm() == Arm::Artillery {
        flags.push(MeleeFlag::Artillery);
    }
    if u.stand.markers.shaken {
        flags.push(MeleeFlag::Shaken);
    }
    if u.has(Trait::Cuirassier) {
        flags.push(MeleeFlag::Cuirassier);
    }
    if u.has(Trait::Sappers) && cover(rules, st, enemy).is_some() {
        flags.push(MeleeFlag::SappersVsCover);
    }
    if !charging {
        flags.extend(cover(rules, st, i));
    }
    if rules.table.level_at(u.stand.centre) > rules.table.level_at(e.stand.centre) {
        flags.push(MeleeFlag::Uphill);
    }
    if charging
        && rules
            .charts
            .flanks
            .is_flank(facing_edge(&e.stand, u.stand.front_centre()))
    {
        flags.push(MeleeFlag::VsFlank);
    }
    if e.stand.markers.routed {
        flags.push(MeleeFlag::VsRouted);
    }
    flags.sort();
    flags.dedup();
    flags
}

/// The provisional readings a melee used beyond its breakdowns: the overlap and the
/// anchored line, in the chart's form.
fn measured_notes(rules: &Rules, a: &MeleeSide, b: &MeleeSide) -> Vec<String> {
    let m = &rules.charts.melee;
    let mut v = vec![];
    if a.overlap > 0 || b.overlap > 0 {
        v.push(say(&Said::OverlapNote {
            note: &m.overlap_note,
        }));
    }
    if a.anchored_line || b.anchored_line {
        if let Some(n) = &m.anchored_within.provisional {
            v.push(say(&Said::AnchoredNote {
                within: &m.anchored_within.value.to_string(),
                note: n,
            }));
        }
    }
    v
}

/// Applies one side's results to unit `i`; the report's words of each result.
fn apply(rules: &Rules, st: &mut State, i: usize, o: &SideOutcome) -> Vec<String> {
    if rules.revision.has(Change::MeleeResultsRun) {
        return after::apply_v06(rules, st, i, o);
    }
    let u = &mut st.units[i];
    u.hits = u.hits.saturating_add(o.casualties);
    let m = &mut u.stand.markers;
    m.disordered |= o.disordered;
    m.shaken |= o.shaken || o.routs;
    m.routed |= o.routs;
    let mut words = o.results.clone();
    if let Some(d) = o.falls_back {
        let stands = st.stands();
        let costs = Default::default();
        let mr = MoveRules::unbounded(&rules.table, &stands, &costs);
        let mut left = d;
        while left.0 > 0 {
            if let Ok(m) = make_move(&st.units[i].stand, Move::Retire(left), &mr) {
                st.units[i].stand = m.stand;
                break;
            }
            left = left - Length::inches(1).min(left);
        }
        words.push(say(&Said::FallsBackOld {
            left: &left.to_string(),
            most: &d.to_string(),
        }));
    }
    words
}

/// One melee to fight: the two units, whether each charged into it, and whether it is a
/// breakthrough melee ("BreakThrough: no charge").
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Bout {
    /// The unit that charged (or breaks through).
    pub attacker: usize,
    /// The unit it contacted.
    pub defender: usize,
    /// The defender counter-charged.
    pub counter: bool,
    /// A breakthrough melee.
    pub breakthrough: bool,
}

/// Fights one melee, reports it and applies its results; `hit` gathers the units that took
/// casualties. Returns the winner and the unit it beat, if the winner may break through.
pub fn fight(
    rules: &Rules,
    st: &mut State,
    bout: Bout,
    hit: &mut BTreeSet<usize>,
    dice: &mut dyn Dice,
    log: &mut Log,
) -> Option<(usize, usize)> {
    let (a, b) = (bout.attacker, bout.defender);
    let input = MeleeInput {
        attacker: side(rules, st, a, b, true),
        defender: side(rules, st, b, a, bout.counter),
        breakthrough: bout.breakthrough,
        carry: rules.revision.has(Change::MeleeRoundsCarry),
    };
    let out = melee(&rules.charts, &input, dice);
    let (an, bn) = (st.units[a].name.clone(), st.units[b].name.clone());
    log.line(say(&Said::MeleeAgainst {
        attacker: &an,
        defender: &bn,
    }));
    for r in &out.rounds {
        for (unit, b) in [(&an, &r.attacker), (&bn, &r.defender)] {
            log.line(say(&Said::RoundSide {
                unit,
                breakdown: &b.to_string(),
            }));
        }
        log.line(say(&Said::RoundDifference {
            difference: r.difference,
            row: &r.row,
        }));
    }
    let (who, winner) = match out.winner {
        Some(Winner::Attacker) => (Some(an.clone()), Some((a, b, &out.attacker))),
        Some(Winner::Defender) => (Some(bn.clone()), Some((b, a, &out.defender))),
        None => (None, None),
    };
    let before = [st.units[a].stand.clone(), st.units[b].stand.clone()];
    let mut ra = apply(rules, st, a, &out.attacker);
    let mut rb = apply(rules, st, b, &out.defender);
    if rules.revision.has(Change::TakesGround) {
        // 0.7.0: "takes ground" moves the winner into the ground the loser left.
        match out.winner {
            Some(Winner::Attacker) if out.attacker.takes_ground => {
                ra.push(take_ground(rules, st, a, &before[1], log));
            }
            Some(Winner::Defender) if out.defender.takes_ground => {
                rb.push(take_ground(rules, st, b, &before[0], log));
            }
            _ => {}
        }
    }
    log.line(say(&Said::MeleeOutcome {
        winner: who.as_deref(),
        attacker: &an,
        attacker_results: &ra,
        defender: &bn,
        defender_results: &rb,
    }));
    let mut notes = out.provisional.clone();
    notes.extend(measured_notes(rules, &input.attacker, &input.defender));
    for p in &notes {
        log.line(say(&Said::MeleeNote { note: p }));
    }
    for (i, o) in [(a, &out.attacker), (b, &out.defender)] {
        if o.casualties > 0 {
            hit.insert(i);
        }
    }
    winner.and_then(|(i, l, o)| o.may_breakthrough.then_some((i, l)))
}

/// Fights every melee in the order declared, then checks the morale of every unit that
/// took casualties; returns the winners that may break through, in that order.
pub fn run(
    rules: &Rules,
    st: &mut State,
    contact: &[Declared],
    dice: &mut dyn Dice,
    log: &mut Log,
) -> Vec<(usize, usize)> {
    log.open("III.B.6", &say(&Said::MeleeSection));
    let mut hit = BTreeSet::new();
    let mut winners = vec![];
    for d in contact {
        let bout = Bout {
            attacker: d.charger,
            defender: d.target,
            counter: d.counter,
            breakthrough: false,
        };
        winners.extend(fight(rules, st, bout, &mut hit, dice, log));
    }
    if contact.is_empty() {
        log.line(say(&Said::NoMelee));
    }
    after::morale(rules, st, &hit, dice, log);
    winners
}
