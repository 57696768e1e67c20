// III.B.6 Melee Subsegment: "Resolve all melees resulting from any charges."
//! Each charge that made contact is fought on the MELEE tables: both sides' values with
//! every modifier that holds (mass as hits left), the rounds until a decision, and the
//! results: casualties, shaken, disorder, rout, fall back (retiring straight back as far as
//! the table and units let it), takes ground (the winner keeps the contact).

use super::super::log::Log;
use super::super::melee::combat_resolution::MeleeSide;
use super::super::melee::combat_results::{melee, MeleeInput, SideOutcome, Winner};
use super::super::state::{Arm, State};
use super::super::tables::flags::MeleeFlag;
use super::super::Rules;
use super::charges::Declared;
use super::morale::leader_of;
use crate::board::table::measure::Length;
use crate::board::table::moves::{make_move, Move, MoveRules};
use crate::board::table::range::facing_edge;
use crate::board::table::stand::Formation;
use crate::board::table::terrain::AreaKind;
use crate::fairness::Dice;

fn side(rules: &Rules, st: &State, i: usize, enemy: usize, charging: bool) -> MeleeSide {
    let (u, e) = (&st.units[i], &st.units[enemy]);
    let mut flags = vec![];
    if u.troop.arm() == Arm::Artillery {
        flags.push(MeleeFlag::Artillery);
    }
    if u.stand.markers.shaken {
        flags.push(MeleeFlag::Shaken);
    }
    if !charging {
        for a in rules.table.areas.iter().filter(|a| a.has(u.stand.centre)) {
            match a.kind {
                AreaKind::LightWoods => flags.push(MeleeFlag::CoverLight),
                AreaKind::MediumWoods | AreaKind::BuiltUp => flags.push(MeleeFlag::CoverMedium),
                AreaKind::HeavyWoods => flags.push(MeleeFlag::CoverHeavy),
                _ => {}
            }
        }
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
    MeleeSide {
        quality: u.quality,
        arm: u.troop.arm(),
        leader: leader_of(st, i),
        flags,
        charging,
        square: u.stand.formation == Formation::Square,
        disordered: u.stand.markers.disordered,
        heavier: u.troop == super::super::state::Troop::OtherCavalry
            && e.troop == super::super::state::Troop::LightCavalry,
        overlap: 0,
        lancers: false,
        anchored_line: false,
        mass: rules.strength(u).saturating_sub(u.hits),
    }
}

/// Applies one side's results to unit `i`.
fn apply(rules: &Rules, st: &mut State, i: usize, o: &SideOutcome) -> String {
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
        let mr = MoveRules {
            table: &rules.table,
            stands: &stands,
            interpenetrate: false,
            allowance: Length(i64::MAX / 4),
            costs: &costs,
        };
        let mut left = d;
        while left.0 > 0 {
            if let Ok(m) = make_move(&st.units[i].stand, Move::Retire(left), &mr) {
                st.units[i].stand = m.stand;
                break;
            }
            left = left - Length::inches(1).min(left);
        }
        words.push(format!("falls back {left} of {d}"));
    }
    words.join("; ")
}

/// Fights every melee in the order declared.
pub fn run(
    rules: &Rules,
    st: &mut State,
    contact: &[Declared],
    dice: &mut dyn Dice,
    log: &mut Log,
) {
    log.open(
        "III.B.6",
        "Melee Subsegment (MELEE: COMBAT RESOLUTION and COMBAT RESULTS)",
    );
    for d in contact {
        let (a, b) = (d.charger, d.target);
        let input = MeleeInput {
            attacker: side(rules, st, a, b, true),
            defender: side(rules, st, b, a, false),
            breakthrough: false,
        };
        let out = melee(&rules.charts, &input, dice);
        let (an, bn) = (st.units[a].name.clone(), st.units[b].name.clone());
        log.line(format!("{an} against {bn}"));
        for r in &out.rounds {
            log.line(format!("  {an}: {}", r.attacker));
            log.line(format!("  {bn}: {}", r.defender));
            log.line(format!("  difference {} ({})", r.difference, r.row));
        }
        let who = match out.winner {
            Some(Winner::Attacker) => an.clone(),
            Some(Winner::Defender) => bn.clone(),
            None => "nobody".into(),
        };
        let ra = apply(rules, st, a, &out.attacker);
        let rb = apply(rules, st, b, &out.defender);
        log.line(format!("{who} wins; {an}: {ra}; {bn}: {rb}"));
        for p in &out.provisional {
            log.line(format!("  PROVISIONAL: {p}"));
        }
    }
    if contact.is_empty() {
        log.line("no melee");
    }
}
