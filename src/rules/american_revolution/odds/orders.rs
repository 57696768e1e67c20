//! American Revolution in `pbem orders check`: each attack the phasing player orders (A.3,
//! B.3), on the state after its land and sea moves, with the exact odds of the die on the
//! Combat Results Table. Nothing is hidden in this game.

use super::print::{header_line, ranked};
use super::Battle;
use crate::engine::{sides_of, Ctx};
use crate::error::Result;
use crate::odds::walk::percent;
use crate::rules::american_revolution::combat::battle::refusal;
use crate::rules::american_revolution::orders::Orders;
use crate::rules::american_revolution::rules_data::Rules;
use crate::rules::american_revolution::state::{Side, State};
use crate::yaml::Source;

/// One line per attack, then its outcomes, for `player`'s orders `src`.
///
/// # Errors
/// The state or the rules do not load; orders that do not parse.
pub fn lines(
    ctx: Ctx,
    rules: &Rules,
    state: &State,
    player: &str,
    src: &Source,
) -> Result<Vec<String>> {
    let side = state.phasing;
    if !sides_of::<Side>(ctx, player)?.contains(&side) || state.ending.is_some() {
        return Ok(Vec::new());
    }
    let o: Orders = src.parse()?;
    if o.attacks.is_empty() {
        return Ok(Vec::new());
    }
    // B.3 if Winter, none.
    if side == Side::British && state.date.winter() {
        return Ok(vec![
            "no British combat in winter (B.3): these attacks will not be made".into(),
        ]);
    }
    let sim = moved(state, &o);
    let mut out = Vec::new();
    if !o.moves.is_empty() || !o.sea.is_empty() {
        out.push("(after the ordered moves, each assumed to arrive; each attack on its own, before the others' losses)".to_string());
    }
    for a in &o.attacks {
        if let Some(why) = refusal(&sim, side, a) {
            out.push(format!(
                "attack in {}: not computable from these orders: {why}",
                rules.geo.name(&a.area)
            ));
            continue;
        }
        let b = Battle {
            state: sim.clone(),
            side,
            attack: a.clone(),
        };
        out.push(header_line(rules, &b));
        let shown: Vec<String> = ranked(&b.exact(rules))
            .iter()
            .map(|(o, p)| match o.result {
                Some(r) => format!(
                    "{r} {} (SPs lost {}/{}{})",
                    percent(p),
                    o.attacker_lost,
                    o.defender_lost,
                    if o.major_success {
                        ", major success"
                    } else {
                        ""
                    }
                ),
                None => format!("no attack {}", percent(p)),
            })
            .collect();
        out.push(format!("  attacker/defender: {}", shown.join("; ")));
    }
    Ok(out)
}

/// `state` with the SPs of `o`'s land and sea moves taken from the open of their start and
/// put in the open of their last area.
fn moved(state: &State, o: &Orders) -> State {
    let mut st = state.clone();
    let side = st.phasing;
    let moves = o
        .moves
        .iter()
        .filter_map(|m| m.path.last().map(|to| (&m.from, to, &m.sps)))
        .chain(o.sea.iter().map(|m| (&m.from, &m.to, &m.sps)));
    for (from, to, sps) in moves {
        let h = st.holding_mut(from, side);
        if !h.open.covers(sps) {
            continue;
        }
        h.open.take_all(sps);
        st.holding_mut(to, side).open.add_all(sps);
    }
    st.tidy();
    st
}
