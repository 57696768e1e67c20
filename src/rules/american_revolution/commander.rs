//! The standing orders a commander would give (issue 27, item 9; pbem 0.6.0 on): the orders
//! of a phasing side whose player sent none (`commander: true`, as `pbem resolve --nmr`
//! writes), computed from the state alone, no dice while choosing, each decision named in
//! the report. The posture (campaign options `british_posture`, `american_posture`) says how
//! boldly: `active` marches on the enemy and attacks at 2-1, `cautious` attacks at 3-1 and
//! marches only into regions without enemy SPs, `hold` does nothing. Never a fort.

use super::combat::strength;
use super::leaving;
use super::log::Log;
use super::orders::{Attack, LandMove, Orders, SeaMove};
use super::rules_data::{Posture, Rules};
use super::state::{Condition, Kind, Side, Sps, State};
use super::turn_record::supply;
use super::words::commander::{Said, Target};
use super::words::say as words;
use std::collections::BTreeSet;

/// The least odds (attack : defence, as attack >= n x defence) a posture attacks at.
fn ratio(p: Posture) -> u32 {
    match p {
        Posture::Active => 2,
        Posture::Cautious => 3,
        Posture::Hold => u32::MAX,
    }
}

fn say(log: &mut Log, rule: &str, p: Posture, said: Said<'_>) {
    let text = words(&said);
    let posture = p.key();
    log.add(
        rule,
        words(&Said::StandingOrders {
            posture,
            text: &text,
        }),
    );
}

/// The movement orders of `side` as its posture gives them, each decision logged: the
/// British march and sail (none in winter); the Americans stand.
pub fn movement(rules: &Rules, st: &State, side: Side, log: &mut Log) -> Orders {
    let p = rules.postures.of(side);
    let mut o = Orders::default();
    if p == Posture::Hold {
        let rule = if side == Side::American { "A" } else { "B" };
        say(log, rule, p, Said::HoldPosture);
        return o;
    }
    if side == Side::British && !st.date.winter() {
        marches(rules, st, p, &mut o, log);
        contest(rules, st, p, &mut o, log);
    }
    o
}

/// B.1.b: the largest British stacks in the open march on a target one area away.
fn marches(rules: &Rules, st: &State, p: Posture, o: &mut Orders, log: &mut Log) {
    let ok = supply::supplied(rules, st);
    let mut stacks: Vec<(u32, String)> = st
        .areas
        .iter()
        .map(|(a, f)| (f.british.fresh().of(&[Kind::B, Kind::T]), a.clone()))
        .filter(|(n, _)| *n >= 3)
        .collect();
    stacks.sort_by(|x, y| y.0.cmp(&x.0).then(x.1.cmp(&y.1)));
    let mut taken: BTreeSet<String> = BTreeSet::new();
    for (_, from) in stacks.into_iter().take(2) {
        let h = st.at(&from).british;
        let mut group = Sps::default();
        group.add(Kind::B, h.fresh().get(Kind::B));
        group.add(Kind::T, h.fresh().get(Kind::T));
        let stay = leaving::requirement(st, &from, Side::British)
            .saturating_sub(h.all().total().saturating_sub(group.total()));
        shed(&mut group, stay);
        if group.total() == 0 {
            continue;
        }
        let Some((to, why)) = target(rules, st, p, &from, group.total(), &ok, &taken) else {
            if let Some(m) = by_sea(rules, st, &from, &group, &taken) {
                let text = Said::CommanderBySea {
                    sps: &group,
                    from: rules.geo.name(&from),
                    to: rules.geo.name(&m.to),
                };
                taken.insert(m.to.clone());
                say(log, "B.1.c", p, text);
                o.sea.push(m);
            }
            continue;
        };
        say(
            log,
            "B.1.b",
            p,
            Said::CommanderMarch {
                sps: &group,
                from: rules.geo.name(&from),
                to: rules.geo.name(&to),
                target: why,
            },
        );
        taken.insert(to.clone());
        o.moves.push(LandMove {
            from,
            sps: group,
            path: vec![to],
            condition: None,
        });
    }
}

/// Takes `n` SPs off `g`, T first.
fn shed(g: &mut Sps, n: u32) {
    let t = g.take(Kind::T, n);
    g.take(Kind::B, n.saturating_sub(t));
}

/// The area next to `from` a group of `n` SPs marches on, and why: enemy SPs it can attack
/// at the posture's odds (active), else a region without enemy SPs it may take; only in
/// supply, never a 0 VP area, an area another group has taken, or Canada.
fn target(
    rules: &Rules,
    st: &State,
    p: Posture,
    from: &str,
    n: u32,
    ok: &BTreeSet<String>,
    taken: &BTreeSet<String>,
) -> Option<(String, Target)> {
    let geo = &rules.geo;
    let mut best: Option<(u32, String, Target)> = None;
    for (to, _) in geo.board.neighbours(from) {
        let to = to.to_string();
        let r = geo.region(geo.region_of(&to));
        if r.vp == 0 || r.canada || r.sea_only || !ok.contains(&to) || taken.contains(&to) {
            continue;
        }
        let enemy = st.at(&to).american;
        let def = enemy
            .open
            .total()
            .saturating_add(enemy.fortified.total().saturating_mul(3))
            .saturating_add(enemy.besieging.total());
        let (score, why) = if def > 0 {
            if p != Posture::Active || n < def.saturating_mul(ratio(p)) {
                continue;
            }
            (r.vp.saturating_add(100), Target::Attack)
        } else if st.british_controls(geo.region_of(&to)) {
            continue;
        } else {
            (r.vp, Target::Empty)
        };
        if best.as_ref().is_none_or(|b| score > b.0) {
            best = Some((score, to, why));
        }
    }
    best.map(|(_, to, why)| (to, why))
}

/// B.1.c: a sea transport of `g` from `from` (the fleet off it) to the coastal area of the
/// highest-VP American region with no SPs at all, reachable clear of the French fleet.
fn by_sea(
    rules: &Rules,
    st: &State,
    from: &str,
    g: &Sps,
    taken: &BTreeSet<String>,
) -> Option<SeaMove> {
    let geo = &rules.geo;
    if !super::fleet::off(rules, st, Side::British, from) {
        return None;
    }
    let mut best: Option<(u32, String)> = None;
    for a in geo.board.areas() {
        let a = a.as_str();
        let r = geo.region(geo.region_of(a));
        if !geo.board.is_coastal(a)
            || a == from
            || r.vp == 0
            || r.canada
            || st.british_controls(geo.region_of(a))
            || !st.at(a).is_empty()
            || taken.contains(a)
            || super::fleet::route_to_area(rules, st, Side::British, a).is_none()
        {
            continue;
        }
        if best.as_ref().is_none_or(|b| r.vp > b.0) {
            best = Some((r.vp, a.to_string()));
        }
    }
    best.map(|(_, to)| SeaMove {
        from: from.to_string(),
        sps: g.clone(),
        to,
        condition: None,
    })
}

/// B.1.c: the British fleet sails to contest the French fleet (active posture).
fn contest(rules: &Rules, st: &State, p: Posture, o: &mut Orders, log: &mut Log) {
    let Some(french) = super::fleet::at(st, Side::American) else {
        return;
    };
    if p != Posture::Active || super::fleet::at(st, Side::British) == Some(french) {
        return;
    }
    if super::fleet::can_sail(rules, st, Side::British, french) {
        say(
            log,
            "B.1.c",
            p,
            Said::CommanderContest {
                sea: rules.geo.name(french),
            },
        );
        o.fleet_to = Some(french.to_string());
    }
}

/// A.3 / B.3: in every area, the attack of all own SPs on all enemy SPs where the odds
/// reach the posture's, on the SPs there after movement and landings.
pub fn attacks(rules: &Rules, st: &State, side: Side, log: &mut Log) -> Vec<Attack> {
    let p = rules.postures.of(side);
    let mut out = Vec::new();
    if p == Posture::Hold || (side == Side::British && st.date.winter()) {
        return out;
    }
    for (area, f) in &st.areas {
        let (own, enemy) = (f.of(side), f.of(side.other()));
        let with: Vec<Condition> = Condition::ALL
            .into_iter()
            .filter(|c| !own.get(*c).is_empty())
            .collect();
        let against: Vec<Condition> = Condition::ALL
            .into_iter()
            .filter(|c| !enemy.get(*c).is_empty())
            .collect();
        if with.is_empty() || against.is_empty() {
            continue;
        }
        let (att, def) = (
            strength::attack(own, &with),
            strength::defence(enemy, &against, &with),
        );
        if att >= def.saturating_mul(ratio(p)) {
            say(
                log,
                if side == Side::American { "A.3" } else { "B.3" },
                p,
                Said::CommanderAttack {
                    area: rules.geo.name(area),
                    att,
                    def,
                },
            );
            out.push(Attack {
                area: area.clone(),
                with,
                against,
            });
        }
    }
    out
}
