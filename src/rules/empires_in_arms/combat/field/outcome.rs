//! 7.5.2.10 Step ten: victory and defeat, and what follows it: political points, pursuit,
//! retreat, capture (also 7.5.2.13.1 withdrawals after a day, and 7.5.3.4-5 for trivial
//! combat).

use super::political_points;
use super::pursuit::{self, Cause};
use crate::fairness::Dice;
use crate::rules::empires_in_arms::combat::battle::{Battle, Kind};
use crate::rules::empires_in_arms::model::force;
use crate::rules::empires_in_arms::model::force::Role;
use crate::rules::empires_in_arms::model::orders::SideOrders;
use crate::rules::empires_in_arms::model::state::State;
use crate::rules::empires_in_arms::revision::Change;
use crate::rules::empires_in_arms::words::outcome::Said as OutcomeSaid;
use crate::rules::empires_in_arms::words::pursuit::Said as PursuitSaid;
use crate::rules::empires_in_arms::words::{field::Said, say};

/// How a battle ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum End {
    /// 7.5.2.10.1: the other side broke or was eliminated (a pinning force included).
    Victory(Role),
    /// 7.5.2.10.4.1: this side broke in the round the enemy was eliminated; it wins.
    BreakAndEliminated(Role),
    /// 7.5.2.10.4.2: both broke with survivors on both sides.
    BothBroke,
    /// Both sides lost every factor in the same round.
    BothEliminated,
    /// 7.5.2.13.1: a side (None: both) withdrew at the end of a day.
    Withdrew(Option<Role>),
    /// 7.5.2.5.1: the defender's whole force withdrew in step five.
    Avoided,
    /// 7.5.4.2.3.1: a limited field combat's one day ended with neither side broken.
    Undecided,
}

fn other(r: Role) -> Role {
    match r {
        Role::Attacker => Role::Defender,
        Role::Defender => Role::Attacker,
    }
}

/// After a round: has the battle ended? (7.5.2.10)
pub fn check(b: &Battle) -> Option<End> {
    check_forces(&b.att, &b.def)
}

/// [`check`] on the two forces: the attacker `att` and the defender `def`.
pub fn check_forces(att: &force::Force, def: &force::Force) -> Option<End> {
    end_of(Standing::of(att), Standing::of(def))
}

/// What step ten reads of a side after a round (7.5.2.10.1): whether it has no factors in
/// combat left and whether it broke.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Standing {
    /// No army factors in combat (a force still moving around the flank does not count).
    pub gone: bool,
    /// Its morale loss reached its final morale (7.5.2.10.1.1).
    pub broken: bool,
}

impl Standing {
    /// Side `f`'s standing.
    pub fn of(f: &force::Force) -> Self {
        Standing {
            gone: f.fighting_total() == 0,
            broken: f.broken(),
        }
    }
}

/// [`check`] on the two sides' standings: the attacker's `att` and the defender's `def`.
pub fn end_of(att: Standing, def: Standing) -> Option<End> {
    let (ag, dg) = (att.gone, def.gone);
    let (ab, db) = (att.broken, def.broken);
    match (ag || ab, dg || db) {
        (false, false) => None,
        (true, false) => Some(End::Victory(Role::Defender)),
        (false, true) => Some(End::Victory(Role::Attacker)),
        (true, true) if ag && dg => Some(End::BothEliminated),
        (true, true) if ab && !ag && dg => Some(End::BreakAndEliminated(Role::Attacker)),
        (true, true) if db && !dg && ag => Some(End::BreakAndEliminated(Role::Defender)),
        (true, true) => Some(End::BothBroke),
    }
}

/// Carries out the end of the battle.
pub fn finish(
    b: &mut Battle,
    state: &State,
    end: End,
    att_o: &SideOrders,
    def_o: &SideOrders,
    dice: &mut dyn Dice,
) {
    let orders = |r: Role| if r == Role::Attacker { att_o } else { def_o };
    match end {
        End::Victory(v) | End::BreakAndEliminated(v) => {
            if victory(b, state, (end, v), (att_o, def_o), dice) {
                return;
            }
        }
        End::BothBroke => {
            b.report.outcome = say(&OutcomeSaid::BothBreak);
            retreat_own(b, state, Role::Attacker, att_o);
        }
        End::BothEliminated => {
            b.report.outcome = say(&OutcomeSaid::BothEliminated);
            retreat_own(b, state, Role::Attacker, att_o);
            retreat_own(b, state, Role::Defender, def_o);
        }
        End::Withdrew(Some(w)) => {
            let stays = other(w);
            let (side, plural) = (b.get(w).label.as_str(), b.get(w).plural);
            b.report.outcome = say(&if in_number(b) {
                OutcomeSaid::WithdrewAfterDayInNumber { side, plural }
            } else {
                OutcomeSaid::WithdrewAfterDay { side }
            });
            if b.side(w).total() > 0 {
                pursue(b, stays, Cause::Withdrew, orders(stays), orders(w), dice);
            }
            retreat_own(b, state, w, orders(w));
        }
        End::Withdrew(None) => {
            b.report.outcome = say(&OutcomeSaid::BothWithdrew);
            retreat_own(b, state, Role::Attacker, att_o);
            retreat_own(b, state, Role::Defender, def_o);
        }
        End::Avoided => {
            let (side, plural) = (b.def.label.as_str(), b.def.plural);
            b.report.outcome = say(&if in_number(b) {
                OutcomeSaid::WithdrewBeforeBattleInNumber { side, plural }
            } else {
                OutcomeSaid::WithdrewBeforeBattle { side }
            });
        }
        End::Undecided => {
            let (side, plural) = (b.att.label.as_str(), b.att.plural);
            b.report.outcome = say(&if in_number(b) {
                OutcomeSaid::ReliefUndecidedInNumber { side, plural }
            } else {
                OutcomeSaid::ReliefUndecided { side }
            });
        }
    }
    // 7.5.4.2.3.1.1: a relieving force that breaks or does not win goes back.
    if b.relief
        && !matches!(
            end,
            End::Victory(Role::Attacker) | End::BreakAndEliminated(Role::Attacker)
        )
    {
        b.relief_returns(state, &att_o.retreat_preference);
    }
}

/// 7.5.2.10: `v` wins (`end`): the outcome in words, political points, leaders captured
/// with a pinning force eliminated, pursuit, and the loser's retreat. Returns whether the
/// battle's end is done (a broken relieving force went back, 7.5.4.2.3.1.1).
fn victory(
    b: &mut Battle,
    state: &State,
    (end, v): (End, Role),
    (att_o, def_o): (&SideOrders, &SideOrders),
    dice: &mut dyn Dice,
) -> bool {
    let orders = |r: Role| if r == Role::Attacker { att_o } else { def_o };
    let l = other(v);
    let (vl, ll) = (b.side(v).label.clone(), b.side(l).label.clone());
    b.report.winner = Some(role_key(v).into());
    let loser = b.side(l);
    let pinning_gone = loser.outflank_pending() && loser.fighting_total() == 0;
    b.report.outcome = victory_words(b, end, (v, l), pinning_gone);
    award_points(b, v, l);
    if pinning_gone {
        // 7.5.2.10.1.2.1 all enemy leaders present are captured.
        for ld in std::mem::take(&mut b.side(l).leaders) {
            b.capture_leader(&ld, &ll);
        }
    }
    if b.side(l).total() > 0 && end != End::BreakAndEliminated(v) {
        let rounds = if b.day > 1 { 3 } else { b.rounds };
        pursue(b, v, Cause::Broke { rounds }, orders(v), orders(l), dice);
    }
    if b.relief && l == Role::Attacker {
        // 7.5.4.2.3.1.1: a broken relieving force goes back where it came from; any
        // other unit of the side retreats as usual.
        b.relief_returns(state, &att_o.retreat_preference);
        retreat_own(b, state, Role::Attacker, att_o);
        return true;
    }
    let survivors = std::mem::take(&mut b.side(l).units);
    let leaders = std::mem::take(&mut b.side(l).leaders);
    b.retreat_units(
        state,
        &ll,
        survivors,
        leaders,
        &orders(v).retreat_preference,
        &vl,
    );
    false
}

/// 7.5.2.5.1, 7.5.2.13.1, 7.5.4.2.3.1: whether the other outcomes' verbs agree in number
/// with a side of several powers ([`Change::EveryOutcomeAgreesInNumber`]).
fn in_number(b: &Battle) -> bool {
    b.rules.revision.has(Change::EveryOutcomeAgreesInNumber)
}

/// 7.5.2.10: the outcome of the victory of `v` over `l` in words (`end`; `pinning_gone`:
/// 7.5.2.10.1.2). From [`Change::SidesAgreeInNumber`] the verbs agree in number with a side
/// of several powers ("Austria and Russia break"); older entries keep their words.
fn victory_words(b: &Battle, end: End, (v, l): (Role, Role), pinning_gone: bool) -> String {
    let (vf, lf) = (b.get(v), b.get(l));
    let (victor, loser) = (vf.label.as_str(), lf.label.as_str());
    let (victor_plural, loser_plural) = (vf.plural, lf.plural);
    let eliminated = lf.total() == 0;
    if b.rules.revision.has(Change::SidesAgreeInNumber) {
        return say(&match end {
            End::BreakAndEliminated(_) => OutcomeSaid::BrokeAndEliminatedInNumber {
                victor,
                victor_plural,
                loser,
                loser_plural,
            },
            _ if pinning_gone => OutcomeSaid::PinningForceEliminatedInNumber {
                loser,
                loser_plural,
            },
            _ if eliminated => OutcomeSaid::SideEliminatedInNumber {
                victor,
                victor_plural,
                loser,
                loser_plural,
            },
            _ => OutcomeSaid::SideBreaksInNumber {
                victor,
                victor_plural,
                loser,
                loser_plural,
            },
        });
    }
    say(&match end {
        End::BreakAndEliminated(_) => OutcomeSaid::BrokeAndEliminated { victor, loser },
        _ if pinning_gone => OutcomeSaid::PinningForceEliminated { loser },
        _ if eliminated => OutcomeSaid::SideEliminated { victor, loser },
        _ => OutcomeSaid::SideBreaks { victor, loser },
    })
}

fn role_key(r: Role) -> &'static str {
    match r {
        Role::Attacker => "attacker",
        Role::Defender => "defender",
    }
}

/// 7.5.2.10.1.3 (none in trivial combat, 7.5.3.5).
fn award_points(b: &mut Battle, v: Role, l: Role) {
    if b.kind == Kind::Trivial {
        b.report
            .political_points
            .push(say(&Said::NoPointsInTrivialCombat));
        return;
    }
    let (gain, loss) = political_points::for_victory(b.get(v), b.get(l));
    let corps: u32 = b.get(l).corps_used.values().sum();
    let (vl, ll) = (b.get(v).label.clone(), b.get(l).label.clone());
    if let (Some(pv), Some(pl)) = (b.side(v).main_power(), b.side(l).main_power()) {
        b.political.push((pv.clone(), gain));
        b.political.push((pl.clone(), -loss));
        b.report.political_points.push(say(&Said::PoliticalPoints {
            corps,
            victor: &vl,
            gain,
            loser: &ll,
            loss,
        }));
    }
}

fn pursue(
    b: &mut Battle,
    victor: Role,
    cause: Cause,
    vo: &SideOrders,
    lo: &SideOrders,
    dice: &mut dyn Dice,
) {
    if !vo.pursue {
        let line = say(&PursuitSaid::NoPursuitOrdered {
            side: &b.get(victor).label,
        });
        b.report.decisions.push(line);
        return;
    }
    let terrain = b.map().terrain(&b.area).to_string();
    let purpose = format!("pursuit at {} by {}", b.area_name(), b.side(victor).label);
    let charts = b.charts();
    let revision = b.rules.revision;
    let (v, l) = match victor {
        Role::Attacker => (&b.att, &mut b.def),
        Role::Defender => (&b.def, &mut b.att),
    };
    let Some(rep) = pursuit::pursue(
        charts,
        &terrain,
        v,
        l,
        cause,
        (&lo.loss_priority, revision),
        dice,
        &purpose,
    ) else {
        let line = say(&PursuitSaid::NoCavalryNoPursuit {
            side: &b.get(victor).label,
        });
        b.report.decisions.push(line);
        return;
    };
    if rep.provisional {
        b.report
            .provisional
            .push(say(&PursuitSaid::ProvisionalPursuitTables));
    }
    b.report.pursuit = Some(rep);
    let l = b.side(other(victor));
    l.remove_empty();
    if l.units.is_empty() {
        // 7.5.2.10.2.3: the entire losing force eliminated by pursuit: its leaders are captured.
        let label = l.label.clone();
        for ld in std::mem::take(&mut l.leaders) {
            b.capture_leader(&ld, &label);
        }
    }
}

/// A side retreats its own forces (7.5.2.10.4.2, 7.5.2.13.1).
fn retreat_own(b: &mut Battle, state: &State, r: Role, o: &SideOrders) {
    let label = b.side(r).label.clone();
    let units = std::mem::take(&mut b.side(r).units);
    let leaders = std::mem::take(&mut b.side(r).leaders);
    b.retreat_units(state, &label, units, leaders, &o.retreat_preference, &label);
}
