//! 1812 in `pbem orders check`: the battles the phasing player's moves would fight (A.3:
//! a place holding both sides' units after the moves and forced marches), as that player
//! sees them. The enemy's stack is hidden (A.3 step 2 reveals it in the battle alone), so
//! only a player who holds both sides gets the exact odds; the other is shown its own
//! stack and what its chit does against each of the enemy's on the Battle Plan Chart.

use crate::engine::{sides_of, Ctx};
use crate::error::Result;
use crate::odds::walk::percent;
use crate::rules::spi_1812::battle_plan;
use crate::rules::spi_1812::charts::{PlanResult, Role};
use crate::rules::spi_1812::check::apply;
use crate::rules::spi_1812::combat_phase::contested;
use crate::rules::spi_1812::combat_resolution::{best_leader, strengths};
use crate::rules::spi_1812::log::Log;
use crate::rules::spi_1812::odds;
use crate::rules::spi_1812::orders::{Orders, Plans};
use crate::rules::spi_1812::reinforcement;
use crate::rules::spi_1812::state::{Side, State};
use crate::rules::spi_1812::Rules;
use crate::yaml::Source;
use std::collections::BTreeMap;

/// One line per battle (and one for its plan chart), for `player`'s orders `src`.
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
    let sides = sides_of::<Side>(ctx, player)?;
    let phasing = state.phasing;
    if !sides.contains(&phasing) || state.outcome.is_some() {
        return Ok(Vec::new());
    }
    let o: Orders = src.parse()?;
    let mut sim = state.clone();
    reinforcement::place(&rules.map, &mut sim, phasing, &mut Log::default());
    apply(&mut sim, &o.moves);
    apply(&mut sim, &o.forced_march);
    let knows_enemy = sides.contains(&phasing.other());
    let mut out = Vec::new();
    for place in contested(&sim) {
        out.extend(battle_lines(rules, &sim, &o, &place, knows_enemy));
    }
    Ok(out)
}

/// The lines of the battle at `place` after the phasing player's moves: the exact odds
/// for a player who holds both sides, else its own stack and its chit against each of
/// the enemy's.
fn battle_lines(
    rules: &Rules,
    sim: &State,
    o: &Orders,
    place: &str,
    knows_enemy: bool,
) -> Vec<String> {
    let phasing = sim.phasing;
    let fort = rules.map.place(place).is_some_and(|p| p.fort);
    let name = format!(
        "{}{}",
        rules.map.name(place),
        if fort { " (fort)" } else { "" }
    );
    let own: u32 = sim
        .at(place, phasing)
        .filter(|u| u.is_corps())
        .map(|u| u.strength)
        .sum();
    let chit = battle_plan::chit(&rules.charts, o, place, true);
    if knows_enemy {
        return vec![exact_line(rules, sim, o, place, &name, own, &chit)];
    }
    let (att, _) = strengths(sim, place, phasing);
    let plan: Vec<String> = rules
        .charts
        .battle_plan
        .defender
        .iter()
        .map(|d| {
            format!(
                "{d}: {}",
                plan_words(&battle_plan::resolve(&rules.charts, &chit, d))
            )
        })
        .collect();
    vec![
        format!(
            "battle at {name}: your {own} SPs (step 5 strength {att}, best leader {:+}) against a hidden {} stack: the odds need its strength, which A.3 step 2 reveals only in the battle",
            best_leader(sim, place, phasing, false),
            phasing.other().adjective()
        ),
        format!(
            "  your chit {chit} against each of theirs ({}): {}",
            rules.charts.battle_plan_label(),
            plan.join("; ")
        ),
    ]
}

/// The battle at `place` for a player who holds both sides: both stacks, both chits and
/// the exact odds of who wins (the provisional charts named).
fn exact_line(
    rules: &Rules,
    sim: &State,
    o: &Orders,
    place: &str,
    name: &str,
    own: u32,
    chit: &str,
) -> String {
    let phasing = sim.phasing;
    let plans = Plans::new(BTreeMap::from([
        (phasing, o.clone()),
        (phasing.other(), o.clone()),
    ]));
    let dist = odds::exact(&rules.charts, &rules.map, sim, place, &plans);
    let w = odds::winners(&dist);
    let p = |x| w.get(&x).copied().unwrap_or_default();
    format!(
        "battle at {name}: {} {own} SPs against {} {} SPs, your chits {chit} and {}: attacker wins {}, defender wins {}, neither {} [{}]",
        phasing.adjective(),
        phasing.other().adjective(),
        sim.at(place, phasing.other()).filter(|u| u.is_corps()).map(|u| u.strength).sum::<u32>(),
        battle_plan::chit(&rules.charts, o, place, false),
        percent(&p(odds::Winner::Attacker)),
        percent(&p(odds::Winner::Defender)),
        percent(&p(odds::Winner::Neither)),
        odds::provisional_charts(&rules.charts).join(", ")
    )
}

/// A Battle Plan Chart result in words, for the attacker ("combat, pursuit").
fn plan_words(r: &PlanResult) -> String {
    let mut v = Vec::new();
    if r.combat {
        v.push(if r.switch {
            "combat, they attack".to_string()
        } else {
            "combat".to_string()
        });
    }
    if r.pursuit {
        v.push("pursuit".into());
    }
    match r.retreat {
        Some(Role::Attacker) => v.push("you retreat".into()),
        Some(Role::Defender) => v.push("they retreat".into()),
        None => {}
    }
    if v.is_empty() {
        "no battle".into()
    } else {
        v.join(", ")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn plan_results_read_from_the_attackers_side() {
        let r = PlanResult {
            combat: true,
            switch: true,
            pursuit: false,
            retreat: Some(Role::Defender),
        };
        assert_eq!(plan_words(&r), "combat, they attack, they retreat");
        assert_eq!(plan_words(&PlanResult::default()), "no battle");
    }
}
