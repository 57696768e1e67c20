//! MELEE: COMBAT RESOLUTION: a side's value by troop quality, its modifiers (every melee's,
//! mass ratio, leader, and the Inf vs Inf, Cav vs Cav or Cav vs Inf column), and its die.

use crate::fairness::Dice;
use crate::rules::old_trousers::tables::flags::{CavVsCav, CavVsInf, InfVsInf, MeleeFlag};
use crate::rules::old_trousers::tables::{Arm, Breakdown, Charts, Quality, Rating, Term};
use crate::rules::old_trousers::words::{breakdown::Said, say};

/// One side of a melee.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MeleeSide {
    /// Troop quality.
    pub quality: Quality,
    /// Infantry, cavalry or artillery (artillery takes "Artillery -4" and fights in the
    /// infantry columns).
    pub arm: Arm,
    /// The rating of the leader attached, if any.
    pub leader: Option<Rating>,
    /// The modifiers of every melee that hold (cover, uphill, vs flank, ...).
    pub flags: Vec<MeleeFlag>,
    /// It charged into this melee.
    pub charging: bool,
    /// Infantry in square.
    pub square: bool,
    /// Disordered.
    pub disordered: bool,
    /// Heavier cavalry than the enemy (Cav vs Cav).
    pub heavier: bool,
    /// Its stands overlapping the enemy (Cav vs Cav "Overlap + #").
    pub overlap: u32,
    /// Lancers (Cav vs Inf).
    pub lancers: bool,
    /// An infantry line anchored on its flanks (Cav vs Inf "vs anchored line").
    pub anchored_line: bool,
    /// Its mass (stands or hits left, as the game counts both sides alike).
    pub mass: u32,
}

/// Which column of modifiers a melee uses.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Matchup {
    /// Inf vs Inf (artillery counts as infantry).
    InfVsInf,
    /// Cav vs Cav.
    CavVsCav,
    /// Cav vs Inf.
    CavVsInf,
}

impl Matchup {
    /// The column of two sides.
    pub fn of(a: &MeleeSide, b: &MeleeSide) -> Matchup {
        match (a.arm == Arm::Cavalry, b.arm == Arm::Cavalry) {
            (true, true) => Matchup::CavVsCav,
            (false, false) => Matchup::InfVsInf,
            _ => Matchup::CavVsInf,
        }
    }
}

/// A side's total for one round: its value, every modifier that holds by the chart's name
/// (without Charging when `no_charge` — a breakthrough melee or a roll again — and
/// without Uphill on a roll again), and one die.
// Melee: Combat Resolution
pub fn melee_total(
    charts: &Charts,
    side: &MeleeSide,
    enemy: &MeleeSide,
    no_charge: bool,
    again: bool,
    dice: &mut dyn Dice,
) -> Breakdown {
    let m = &charts.melee;
    let value = m.value[&side.quality];
    let mut b = Breakdown::new(
        "MELEE: COMBAT RESOLUTION",
        say(&Said::MeleeRow {
            quality: &side.quality.to_string(),
            value,
        }),
    );
    b.base = Some(Term {
        name: "Value".into(),
        value,
    });
    for k in MeleeFlag::ALL {
        let holds =
            side.flags.contains(k) || *k == MeleeFlag::Artillery && side.arm == Arm::Artillery;
        if holds && !(again && *k == MeleeFlag::Uphill) {
            b.add(m.modifiers[k].label.clone(), m.modifiers[k].value);
        }
    }
    if enemy.mass > 0 {
        let own = u64::from(side.mass) * 10;
        let step = m
            .mass
            .iter()
            .rev()
            .find(|s| own >= u64::from(s.tenths) * u64::from(enemy.mass));
        if let Some(s) = step {
            let label = say(&Said::Mass {
                label: s.label.trim_start_matches("Mass "),
            });
            b.add(label, s.value);
        }
    }
    b.leader(&m.leader.by_rating, side.leader);
    column(charts, side, enemy, no_charge || again, &mut b);
    if let Some(n) = m.roll.provisional_note() {
        b.provisional_note(&n);
    }
    b.die = Some((m.roll.die, dice.roll(m.roll.die, "melee").value));
    b
}

/// The modifiers of the matchup's column that hold for `side`.
fn column(
    charts: &Charts,
    side: &MeleeSide,
    enemy: &MeleeSide,
    no_charge: bool,
    b: &mut Breakdown,
) {
    let m = &charts.melee;
    let charging = side.charging && !no_charge;
    match Matchup::of(side, enemy) {
        Matchup::InfVsInf => {
            for (k, holds) in [
                (InfVsInf::Charging, charging),
                (InfVsInf::Square, side.square),
                (InfVsInf::Disorder, side.disordered),
            ] {
                if holds {
                    let md = &m.inf_vs_inf[&k];
                    b.add(say(&Said::InfVsInf { label: &md.label }), md.value);
                }
            }
        }
        Matchup::CavVsCav => cav_vs_cav(charts, side, charging, b),
        Matchup::CavVsInf => cav_vs_inf(charts, side, enemy, charging, b),
    }
}

/// Cav vs Cav: Charging, Heavier, Overlap + # (per overlapping stand), Disorder.
fn cav_vs_cav(charts: &Charts, side: &MeleeSide, charging: bool, b: &mut Breakdown) {
    for (k, times) in [
        (CavVsCav::Charging, u32::from(charging)),
        (CavVsCav::Heavier, u32::from(side.heavier)),
        (CavVsCav::Overlap, side.overlap),
        (CavVsCav::Disorder, u32::from(side.disordered)),
    ] {
        if times > 0 {
            let md = &charts.melee.cav_vs_cav[&k];
            let v = md
                .value
                .saturating_mul(i32::try_from(times).unwrap_or(i32::MAX));
            let name = if k == CavVsCav::Overlap {
                say(&Said::CavOverlap { times })
            } else {
                say(&Said::CavVsCav { label: &md.label })
            };
            b.add(name, v);
        }
    }
}

/// Cav vs Inf: the cavalry's Charging, Lancers, vs square, vs disorder square, vs anchored
/// line; Disorder to the side disordered.
fn cav_vs_inf(
    charts: &Charts,
    side: &MeleeSide,
    enemy: &MeleeSide,
    charging: bool,
    b: &mut Breakdown,
) {
    let cav = side.arm == Arm::Cavalry;
    for (k, holds) in [
        (CavVsInf::Charging, cav && charging),
        (CavVsInf::Lancers, cav && side.lancers),
        (CavVsInf::VsSquare, cav && enemy.square && !enemy.disordered),
        (
            CavVsInf::VsDisorderedSquare,
            cav && enemy.square && enemy.disordered,
        ),
        (CavVsInf::VsAnchoredLine, cav && enemy.anchored_line),
        (CavVsInf::Disorder, side.disordered),
    ] {
        if holds {
            let md = &charts.melee.cav_vs_inf[&k];
            b.add(say(&Said::CavVsInf { label: &md.label }), md.value);
        }
    }
}
