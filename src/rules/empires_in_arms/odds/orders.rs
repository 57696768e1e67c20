//! Empires in Arms in `pbem orders check`: each field combat the phasing power's orders
//! would fight (7.5.1: its corps in an area with an enemy's after the moves), with the
//! exact odds of day one. Forces are public, chits are not: the player's own chit (its
//! battle orders' first day, or the default) against each of the enemy's.

use crate::engine::Ctx;
use crate::error::Result;
use crate::odds::walk::{percent, Prob};
use crate::rules::empires_in_arms::check_steps::check_moves;
use crate::rules::empires_in_arms::combat::battle::Kind;
use crate::rules::empires_in_arms::combat::land_combat::{sites, Site};
use crate::rules::empires_in_arms::model::orders::{default_chit, Orders};
use crate::rules::empires_in_arms::model::rules::Rules;
use crate::rules::empires_in_arms::model::state::State;
use crate::rules::empires_in_arms::odds::day::Ending;
use crate::rules::empires_in_arms::odds::matrix::Matrix;
use crate::rules::empires_in_arms::odds::Field;
use crate::rules::empires_in_arms::sequence::combined::mover_view;
use crate::yaml::Source;

/// One line per field combat, then the chit it plays against each of the enemy's, for
/// `player`'s orders `src`.
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
    let Some(powers) = ctx.players.get(player) else {
        return Ok(Vec::new());
    };
    if state.announcing() || !state.phasing_powers().iter().any(|p| powers.contains(p)) {
        return Ok(Vec::new());
    }
    // 7.1.2: in a combined movement the player's own power is the one moving.
    let view = mover_view(state, powers);
    let o: Orders = src.parse()?;
    let after = check_moves(rules, &view, powers, &o, src)?;
    let mut out = Vec::new();
    for site in sites(&after) {
        out.extend(combat_lines(rules, &after, &o, &site));
    }
    Ok(out)
}

/// The lines of one combat site: trivial (not walked), not computable, or the field
/// combat with the player's chit (its battle orders' first day, or the default) and the
/// odds against each of the enemy's.
fn combat_lines(rules: &Rules, after: &State, o: &Orders, site: &Site) -> Vec<String> {
    let name = rules.map.name(&site.area);
    if site.kind == Kind::Trivial {
        return vec![format!(
            "combat in {name}: trivial combat (7.5.3), not walked by pbem odds"
        )];
    }
    let mut field = match Field::from_campaign(rules, after, &site.area) {
        Ok(f) => f,
        Err(e) => return vec![format!("combat in {name}: not computable: {e}")],
    };
    let chit = o
        .battles
        .get(&site.area)
        .and_then(|b| b.days.first())
        .map_or_else(|| default_chit(true), |d| d.chit);
    field.attacker.chit = Some(chit);
    let b = field.battle();
    let mut out = vec![format!(
        "field combat in {name}: {} {} factors against {} {} factors (day one; reinforcements not counted), your chit {}:",
        b.att.label,
        b.att.total(),
        b.def.label,
        b.def.total(),
        chit.key()
    )];
    out.extend(odds_lines(&field));
    out
}

/// Day one's exact odds of `field`, by the enemy's chit, and the least the player wins
/// with whatever they play.
fn odds_lines(field: &Field) -> [String; 2] {
    let m = Matrix::exact(field);
    let cells: Vec<String> = m
        .cells
        .iter()
        .map(|cell| match &cell.odds {
            Ok(s) => format!(
                "{} {} / {}",
                cell.defender.key(),
                percent(&s.p(Ending::AttackerWins)),
                percent(&s.p(Ending::DefenderWins))
            ),
            Err(why) => format!("{} not allowed ({why})", cell.defender.key()),
        })
        .collect();
    let worst = m
        .cells
        .iter()
        .filter_map(|c| c.odds.as_ref().ok().map(|s| s.p(Ending::AttackerWins)))
        .min()
        .unwrap_or_else(|| Prob::from_integer(0));
    [
        format!("  you win / they win, by their chit: {}", cells.join("; ")),
        format!("  whatever they play you win at least {}", percent(&worst)),
    ]
}
