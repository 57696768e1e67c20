//! Battle odds as a capability of a game (issue 30 item 1): a game that has odds offers a
//! [`GameOdds`] through [`Game::odds`]; `pbem odds` and `pbem orders check` ask the
//! campaign's game (or the game an odds file names) through [`super::GameSystem::odds`]
//! and name no game themselves.

use super::{Adapter, Ctx, Game, LoadedState};
use crate::error::{Error, Result};
use crate::odds::print::Printer;
use crate::yaml::Source;

/// What `pbem odds` was asked, as a game reads it (the command line's options).
#[derive(Debug, Clone, Default)]
pub struct OddsRequest {
    /// The place of the battle in a campaign (`--area`).
    pub area: Option<String>,
    /// The place the phasing side's units move in from first (`--from`).
    pub from: Option<String>,
    /// The attacker's chit (`--attacker`).
    pub attacker: Option<String>,
    /// The defender's chit (`--defender`).
    pub defender: Option<String>,
    /// The attacker's conditions (`--with`).
    pub with: Vec<String>,
    /// The defender's conditions (`--against`).
    pub against: Vec<String>,
    /// Every outcome, not only the summary (`--detail`).
    pub detail: bool,
    /// Battles to sample beside the exact odds (`--simulate`).
    pub simulate: Option<u64>,
    /// The seed text of the samples (`--seed`).
    pub seed: String,
}

/// A game's battle odds, typed: an odds file, a campaign's battle, and the battles an
/// orders file would fight. Implemented in the game's own folder and returned by
/// [`Game::odds`]; the engine hands it the campaign's state and rules bundle, decoded.
pub trait GameOdds<G: Game>: Sync {
    /// The game as `pbem odds` names it in a list ("Empires in Arms", "1812").
    fn reads(&self) -> &'static str;
    /// Prints the odds of the battle in the odds file `src` (its `game:` is this game's;
    /// the game's data are the embedded ones, as the examples under `games/<id>/odds/`).
    ///
    /// # Errors
    /// The file's errors with line and path; options the game does not take.
    fn from_file(&self, src: &Source, req: &OddsRequest, out: &mut Printer) -> Result<()>;
    /// Prints the odds of the battle at `req.area` in the campaign state `state`.
    ///
    /// # Errors
    /// No battle there; options the game does not take.
    fn from_campaign(
        &self,
        ctx: Ctx,
        rules: &G::Rules,
        state: &G::State,
        req: &OddsRequest,
        out: &mut Printer,
    ) -> Result<()>;
    /// One line per battle `player`'s orders `src` would fight, with its odds as that
    /// player may see them (`pbem orders check`).
    ///
    /// # Errors
    /// Orders that do not parse.
    fn orders_lines(
        &self,
        ctx: Ctx,
        rules: &G::Rules,
        state: &G::State,
        player: &str,
        src: &Source,
    ) -> Result<Vec<String>>;
}

/// A game's battle odds as the commands see them, through `&dyn`: [`GameOdds`] with the
/// campaign's state as loaded ([`LoadedState`]). Implemented once, by [`Adapter`], for the
/// games whose [`Game::odds`] is `Some` ([`GameSystem::odds`]).
pub trait Odds {
    /// [`GameOdds::reads`].
    fn reads(&self) -> &'static str;
    /// [`GameOdds::from_file`].
    ///
    /// # Errors
    /// As [`GameOdds::from_file`].
    fn from_file(&self, src: &Source, req: &OddsRequest, out: &mut Printer) -> Result<()>;
    /// [`GameOdds::from_campaign`] on the state `state` loaded for `ctx`.
    ///
    /// # Errors
    /// A state of another game; rules data that do not load; as
    /// [`GameOdds::from_campaign`].
    fn from_campaign(
        &self,
        ctx: Ctx,
        state: &LoadedState,
        req: &OddsRequest,
        out: &mut Printer,
    ) -> Result<()>;
    /// [`GameOdds::orders_lines`] on the state `state` loaded for `ctx`.
    ///
    /// # Errors
    /// A state of another game; rules data that do not load; orders that do not parse.
    fn orders_lines(
        &self,
        ctx: Ctx,
        state: &LoadedState,
        player: &str,
        src: &Source,
    ) -> Result<Vec<String>>;
}

impl<G: Game> Adapter<G> {
    fn game_odds() -> Result<&'static dyn GameOdds<G>> {
        G::odds().ok_or_else(|| Error::Campaign(format!("{} has no battle odds", G::NAME)))
    }
}

impl<G: Game> Odds for Adapter<G> {
    fn reads(&self) -> &'static str {
        G::odds().map_or(G::NAME, |o| o.reads())
    }

    fn from_file(&self, src: &Source, req: &OddsRequest, out: &mut Printer) -> Result<()> {
        Self::game_odds()?.from_file(src, req, out)
    }

    fn from_campaign(
        &self,
        ctx: Ctx,
        state: &LoadedState,
        req: &OddsRequest,
        out: &mut Printer,
    ) -> Result<()> {
        let (st, rules) = state.typed::<G>(ctx)?;
        Self::game_odds()?.from_campaign(ctx, &rules, st, req, out)
    }

    fn orders_lines(
        &self,
        ctx: Ctx,
        state: &LoadedState,
        player: &str,
        src: &Source,
    ) -> Result<Vec<String>> {
        let (st, rules) = state.typed::<G>(ctx)?;
        Self::game_odds()?.orders_lines(ctx, &rules, st, player, src)
    }
}
