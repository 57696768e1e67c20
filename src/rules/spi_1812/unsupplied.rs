//! C.3: "Resolve unsupplied losses - Roll for each unsupplied unit on Unsupplied Chart."
//!
//! Stacks are hidden until a battle reveals them (docs/spi-1812.md, "Hidden stacks"), so
//! what the opponent may read of this step is that a side's stack in an area is unsupplied,
//! not how many corps it holds nor what each lost. [`Disclosure::Hidden`] rolls the dice of
//! a stack's corps as the base-6 digits of one logged draw, so neither the report, nor the
//! dice log's purposes tells the count, nor (rules revision 0.7.0 on, [`Disclosure::Fixed`])
//! the number of draws, which is the same for every stack of a side; [`Disclosure::Legacy`] is
//! how pbem 0.3.0 resolved the step (one public line and one die per corps), kept so that
//! entries it resolved replay byte for byte.

use super::charts::Charts;
use super::log::Log;
use super::losses::take;
use super::map::Map;
use super::orders::Plans;
use super::revision::{Change, Revision};
use super::state::{Side, State};
use super::supply::Unsupplied;
use super::words::{say, Lost, Rolled};
use super::Rules;
use crate::fairness::Dice;

/// Corps of one stack whose dice one draw carries: 6^12 < 2^32, so the draw is one die of
/// the protocol's 32-bit words.
pub const DICE_PER_DRAW: usize = 12;

/// How much of C.3 the opponent may read.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Disclosure {
    /// The stack and its area only, with a fixed number of draws per stack (rules revision
    /// 0.7.0 on): [`draws_per_stack`], so the count of draws tells nothing either.
    #[default]
    Fixed,
    /// The stack and its area only, one draw per [`DICE_PER_DRAW`] corps (pbem after 0.3.0,
    /// to 0.6.0): a stack of more than twelve corps takes a second draw, which tells it.
    Hidden,
    /// A public line and a die per corps, as pbem 0.3.0 wrote them.
    Legacy,
}

impl Disclosure {
    /// The disclosure of the rules `revision`: [`Disclosure::Fixed`] with
    /// [`Change::C3FixedDraws`], else [`Disclosure::Hidden`] with
    /// [`Change::C3HiddenStacks`], else [`Disclosure::Legacy`].
    pub fn of(revision: Revision) -> Self {
        if revision.has(Change::C3FixedDraws) {
            Disclosure::Fixed
        } else if revision.has(Change::C3HiddenStacks) {
            Disclosure::Hidden
        } else {
            Disclosure::Legacy
        }
    }

    /// The disclosure of the engine `engine` (`pbem 0.3.0`, as resolution.yaml records it)
    /// before the fixed draws: [`Disclosure::Legacy`] for pbem 0.3.0 and older,
    /// [`Disclosure::Hidden`] after ([`Disclosure::of`] takes [`Disclosure::Fixed`] from
    /// revision 0.7.0 on).
    pub fn for_engine(engine: &str) -> Self {
        if Revision::of(engine).has(Change::C3HiddenStacks) {
            Disclosure::Hidden
        } else {
            Disclosure::Legacy
        }
    }
}

/// C.3 for the unsupplied `corps` (id, area), as `rules.c3` says.
pub fn resolve(
    rules: &Rules,
    state: &mut State,
    plans: &Plans,
    corps: &Unsupplied,
    dice: &mut dyn Dice,
    log: &mut Log,
) {
    let (charts, map) = (&rules.charts, &rules.map);
    match rules.c3 {
        Disclosure::Fixed => fixed_losses(charts, map, state, plans, corps, dice, log),
        Disclosure::Hidden => hidden_losses(charts, map, state, plans, corps, dice, log),
        Disclosure::Legacy => unsupplied_losses(charts, map, state, plans, corps, dice, log),
    }
}

/// The draws every unsupplied stack of `side` takes from rules revision 0.7.0 on: enough
/// for all of the side's corps in the order of battle (in play, to come and eliminated: a
/// number the whole campaign keeps), [`DICE_PER_DRAW`] corps a draw, at least one.
pub fn draws_per_stack(state: &State, side: Side) -> usize {
    let corps = state
        .units
        .iter()
        .chain(state.reinforcements.iter().map(|r| &r.unit))
        .chain(state.eliminated.iter().map(|e| &e.unit))
        .filter(|u| u.side == side && u.is_corps())
        .count();
    corps.div_ceil(DICE_PER_DRAW).max(1)
}

/// C.3 with hidden stacks and a fixed number of draws (rules revision 0.7.0 on): as
/// [`hidden_losses`], but every stack takes [`draws_per_stack`] draws whatever its size;
/// digits no corps uses are dropped.
pub fn fixed_losses(
    charts: &Charts,
    map: &Map,
    state: &mut State,
    plans: &Plans,
    corps: &Unsupplied,
    dice: &mut dyn Dice,
    log: &mut Log,
) {
    let draws = [Side::France, Side::Russia].map(|s| (s, draws_per_stack(state, s)));
    stacked_losses(charts, map, state, plans, corps, dice, log, &|side| {
        draws
            .iter()
            .find(|(s, _)| *s == side)
            .map_or(1, |(_, n)| *n)
    });
}

/// C.3 with hidden stacks: for each stack (side and area, in the order of `corps`) a public
/// line naming it, one logged draw per [`DICE_PER_DRAW`] corps whose base-6 digits are the
/// corps' dice, and the dice and losses in the owner's lines only.
pub fn hidden_losses(
    charts: &Charts,
    map: &Map,
    state: &mut State,
    plans: &Plans,
    corps: &Unsupplied,
    dice: &mut dyn Dice,
    log: &mut Log,
) {
    stacked_losses(charts, map, state, plans, corps, dice, log, &|_| 0);
}

/// C.3 by stacks: each stack takes `at_least(side)` draws, or more when its corps need
/// more (one per [`DICE_PER_DRAW`]).
#[allow(clippy::too_many_arguments)]
fn stacked_losses(
    charts: &Charts,
    map: &Map,
    state: &mut State,
    plans: &Plans,
    corps: &Unsupplied,
    dice: &mut dyn Dice,
    log: &mut Log,
    at_least: &dyn Fn(Side) -> usize,
) {
    log.begin("C.3", "Unsupplied losses");
    let mut stacks: Vec<((Side, String), Vec<String>)> = Vec::new();
    for (id, area) in corps {
        let Some(side) = state.unit(id).map(|u| u.side) else {
            continue;
        };
        let key = (side, area.clone());
        match stacks.iter_mut().find(|(k, _)| *k == key) {
            Some((_, ids)) => ids.push(id.clone()),
            None => stacks.push((key, vec![id.clone()])),
        }
    }
    if stacks.is_empty() {
        log.public(say(&Lost::AllSupplied));
    }
    for ((side, area), ids) in stacks {
        let place = map.name(&area);
        let (_, chart) = charts.unsupplied(1);
        let chart = log.used(chart);
        log.public(say(&Lost::UnsuppliedStack {
            side: side.adjective(),
            place,
            chart: &chart,
        }));
        let draws = ids.len().div_ceil(DICE_PER_DRAW).max(at_least(side));
        for n in 0..draws {
            let chunk = ids.get(n * DICE_PER_DRAW..).unwrap_or(&[]);
            let chunk = &chunk[..chunk.len().min(DICE_PER_DRAW)];
            let draw = dice.roll(
                6u32.pow(DICE_PER_DRAW as u32),
                &say(&Rolled::UnsuppliedStackDraw {
                    side: side.adjective(),
                    place,
                }),
            );
            let mut digits = draw.value - 1;
            for id in chunk {
                let die = digits % 6 + 1;
                digits /= 6;
                lose(charts, state, plans, id, place, die, log);
            }
        }
    }
}

/// Corps `id`, unsupplied in `place`, loses what the chart gives for `die`; the owner's
/// lines say so.
fn lose(
    charts: &Charts,
    state: &mut State,
    plans: &Plans,
    id: &str,
    place: &str,
    die: u32,
    log: &mut Log,
) {
    let Some(u) = state.unit(id).cloned() else {
        return;
    };
    let (loss, chart) = charts.unsupplied(die);
    let t = take(
        state,
        std::slice::from_ref(&u.id),
        loss,
        plans.of(u.side),
        false,
        "C.3 unsupplied",
    );
    log.private(
        u.side,
        say(&Lost::UnsuppliedCorps {
            unit: &u.name,
            place,
            chart: &chart,
            die,
            loss,
        }),
    );
    for l in t.lines {
        log.private(u.side, l);
    }
}

/// C.3 as pbem 0.3.0 resolved it: one die per unsupplied corps; the corps loses what the
/// chart says. Its public line and die show each corps of a hidden stack: kept only to
/// replay entries 0.3.0 resolved.
pub fn unsupplied_losses(
    charts: &Charts,
    map: &Map,
    state: &mut State,
    plans: &Plans,
    corps: &Unsupplied,
    dice: &mut dyn Dice,
    log: &mut Log,
) {
    log.begin("C.3", "Unsupplied losses");
    if corps.is_empty() {
        log.public(say(&Lost::AllSupplied));
    }
    for (id, area) in corps {
        let Some(u) = state.unit(id).cloned() else {
            continue;
        };
        let die = dice
            .roll(
                6,
                &say(&Rolled::UnsuppliedCorpsDie {
                    side: u.side.adjective(),
                    place: map.name(area),
                }),
            )
            .value;
        let (loss, chart) = charts.unsupplied(die);
        let chart = log.used(chart);
        log.public(say(&Lost::PublicUnsuppliedCorps {
            side: u.side.adjective(),
            place: map.name(area),
            chart: &chart,
            die,
            loss,
        }));
        let t = take(
            state,
            std::slice::from_ref(id),
            loss,
            plans.of(u.side),
            false,
            "C.3 unsupplied",
        );
        log.private(
            u.side,
            say(&Lost::UnsuppliedIn {
                unit: &u.name,
                place: map.name(area),
            }),
        );
        for l in t.lines {
            log.private(u.side, l);
        }
    }
}
