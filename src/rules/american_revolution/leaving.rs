//! A.1.a and the 1973 errata (land movement, case E): leaving an area. SPs may leave the
//! open, march out of a fort or raise a siege (pbem 0.6.0 on); a force leaving an area that
//! holds enemy SPs leaves behind enough SPs for 1-1 against them, enemy SPs in a fort
//! counted triple, except enemy SPs besieged in a fort or themselves besieging, which are
//! ignored. A fort whose last SP has left is removed and its besiegers stand in the open.

use super::combat::battle::unbesiege;
use super::fortification::militia_out;
use super::revision::Change;
use super::rules_data::Rules;
use super::state::{Condition, Side, Sps, State};
use super::words::{land::Said, say};

/// The condition a move takes its SPs from (the open unless it names one).
pub fn condition(named: Option<Condition>) -> Condition {
    named.unwrap_or(Condition::Open)
}

/// Whether `side` has `sps` in `area` ready to leave `cond`: fresh SPs in the open (not
/// moved or fought), or any SPs in a fort or a siege.
pub fn has(st: &State, side: Side, area: &str, cond: Condition, sps: &Sps) -> bool {
    let h = st.at(area);
    let own = h.of(side);
    match cond {
        Condition::Open => own.fresh().covers(sps),
        c => own.get(c).covers(sps),
    }
}

/// Errata, case E: the SPs of `side` that must stay in `area` for 1-1 against the enemy
/// there: its open SPs plus its fortified SPs tripled, those besieged by `side` and those
/// besieging ignored. 0 with no enemy to count.
pub fn requirement(st: &State, area: &str, side: Side) -> u32 {
    let f = st.at(area);
    let (own, enemy) = (f.of(side), f.of(side.other()));
    let fort = if own.besieging.is_empty() {
        enemy.fortified.total().saturating_mul(3)
    } else {
        0
    };
    enemy.open.total().saturating_add(fort)
}

/// Errata, case E: why `side` may not take `moving` SPs out of `area` now (`None`: it may):
/// the own SPs left behind fall short of 1-1 against the enemy counted by [`requirement`].
pub fn refusal(rules: &Rules, st: &State, area: &str, side: Side, moving: &Sps) -> Option<String> {
    if !rules.revision.has(Change::LeaveOneToOneBehind) {
        return None;
    }
    let need = requirement(st, area, side);
    let left = st
        .at(area)
        .of(side)
        .all()
        .total()
        .saturating_sub(moving.total());
    (need > 0 && left < need).then(|| {
        say(&Said::LeaveBehind {
            area: rules.geo.name(area),
            need,
            left,
        })
    })
}

/// Takes `sps` of `side` out of `cond` in `area`; removes a fort left empty (its besiegers
/// stand in the open) and sends militia out of an American fort where C+F+SF < M (A.4).
pub fn take(st: &mut State, side: Side, area: &str, cond: Condition, sps: &Sps) {
    let h = st.holding_mut(area, side);
    for (k, n) in &sps.0 {
        if cond == Condition::Open {
            h.take_open(*k, *n);
        } else {
            h.get_mut(cond).take(*k, *n);
        }
    }
    if cond != Condition::Open {
        unbesiege(st, area);
        if side == Side::American {
            militia_out(st, area);
        }
    }
}

/// Moves `sps` of `side` out of `cond` in `from` into the open of `to`, employed there.
pub fn shift_from(st: &mut State, side: Side, from: &str, cond: Condition, to: &str, sps: &Sps) {
    take(st, side, from, cond, sps);
    let d = st.holding_mut(to, side);
    d.open.add_all(sps);
    d.employed.add_all(sps);
}
