//! 1812 odds of a battle as one player sees it (A.3 step 2: "Each player reveals his entire
//! stack of units to opponent" only in the battle): the player's own stack there and what
//! each pair of battle plan chits does on the Battle Plan Chart (step 4). The exact odds
//! need the enemy's strength, which only an odds file the player writes can give.

use crate::rules::spi_1812::battle_plan;
use crate::rules::spi_1812::charts::{PlanResult, Role};
use crate::rules::spi_1812::combat_resolution::{best_leader, strengths};
use crate::rules::spi_1812::state::{Kind, Side, State};
use crate::rules::spi_1812::Rules;

/// The side whose stack at `place` of `s` is a marker alone (a player's view), if any.
pub fn hidden_side(s: &State, place: &str) -> Option<Side> {
    [Side::France, Side::Russia]
        .into_iter()
        .find(|side| s.at(place, *side).any(|u| u.kind == Kind::Hidden))
}

/// The lines of the battle at `place` of the view `s` whose `hidden` side's stack is a
/// marker: the viewer's stack, then each pair of chits (`chits`: the attacker's and the
/// defender's to show, every one when `None`) as the Battle Plan Chart resolves it.
pub fn lines(
    rules: &Rules,
    s: &State,
    place: &str,
    hidden: Side,
    chits: (Option<String>, Option<String>),
) -> Vec<String> {
    let attacker = s.phasing;
    let own = hidden.other();
    let fort = rules.map.place(place).is_some_and(|p| p.fort);
    let name = format!(
        "{}{}",
        rules.map.name(place),
        if fort { " (fort)" } else { "" }
    );
    let sp: u32 = s
        .at(place, own)
        .filter(|u| u.is_corps())
        .map(|u| u.strength)
        .sum();
    let (att, def) = strengths(s, place, attacker);
    let step5 = if own == attacker { att } else { def };
    let mut out = vec![
        format!(
            "battle at {name}: the {} attack (phasing); the {} stack there is hidden: the odds need its strength, which A.3 step 2 reveals only in the battle; give the forces you expect in an odds file: pbem odds --file FILE (docs/odds.md)",
            attacker.adjective(),
            hidden.adjective()
        ),
        format!(
            "your stack ({}): {sp} SPs, step 5 strength {step5}, best leader {:+}",
            own.adjective(),
            best_leader(s, place, own, false)
        ),
        format!(
            "{}, the attacker's chit against the defender's (step 4):",
            rules.charts.battle_plan_label()
        ),
    ];
    let bp = &rules.charts.battle_plan;
    for a in bp
        .attacker
        .iter()
        .filter(|a| chits.0.as_ref().is_none_or(|c| c == *a))
    {
        let row: Vec<String> = bp
            .defender
            .iter()
            .filter(|d| chits.1.as_ref().is_none_or(|c| c == *d))
            .map(|d| format!("{d}: {}", words(&battle_plan::resolve(&rules.charts, a, d))))
            .collect();
        out.push(format!("  {a}: {}", row.join("; ")));
    }
    out
}

/// A Battle Plan Chart result in words ("combat, pursuit, the defender retreats").
fn words(r: &PlanResult) -> String {
    let mut v = Vec::new();
    if r.combat {
        v.push(if r.switch {
            "combat, attacker and defender switch"
        } else {
            "combat"
        });
    }
    if r.pursuit {
        v.push("pursuit");
    }
    match r.retreat {
        Some(Role::Attacker) => v.push("the attacker retreats"),
        Some(Role::Defender) => v.push("the defender retreats"),
        None => {}
    }
    if v.is_empty() {
        "no battle".into()
    } else {
        v.join(", ")
    }
}
