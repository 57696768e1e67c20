//! Empires in Arms' battle odds as the engine asks a game for them ([`GameOdds`]): field
//! combat (7.5.2) from an odds file or a campaign's area, and the field combats an orders
//! file would fight.

use super::print::field_odds;
use super::Field;
use crate::engine::odds::{GameOdds, OddsRequest};
use crate::engine::Ctx;
use crate::engine::Game;
use crate::error::{Error, Result};
use crate::odds::print::Printer;
use crate::rules::empires_in_arms::model::rules::Rules;
use crate::rules::empires_in_arms::model::state::State;
use crate::yaml::Source;

/// Empires in Arms' odds.
pub struct BattleOdds;

/// Refuses the American Revolution's conditions.
fn refuse_conditions(req: &OddsRequest) -> Result<()> {
    if !req.with.is_empty() || !req.against.is_empty() {
        return Err(Error::Campaign(
            "--with and --against are for American Revolution attacks".into(),
        ));
    }
    Ok(())
}

impl<G: Game<Rules = Rules, State = State>> GameOdds<G> for BattleOdds {
    fn reads(&self) -> &'static str {
        "Empires in Arms"
    }

    fn from_file(&self, src: &Source, req: &OddsRequest, out: &mut Printer) -> Result<()> {
        let field = Field::from_file(src)?;
        refuse_conditions(req)?;
        field_odds(field, req, out)
    }

    fn from_campaign(
        &self,
        _ctx: Ctx,
        rules: &Rules,
        state: &State,
        req: &OddsRequest,
        out: &mut Printer,
    ) -> Result<()> {
        if req.from.is_some() {
            return Err(Error::Campaign(
                "--from is for 1812 and American Revolution campaigns".into(),
            ));
        }
        let field = Field::from_campaign(rules, state, req.area.as_deref().unwrap_or(""))?;
        refuse_conditions(req)?;
        field_odds(field, req, out)
    }

    fn orders_lines(
        &self,
        ctx: Ctx,
        rules: &Rules,
        state: &State,
        player: &str,
        src: &Source,
    ) -> Result<Vec<String>> {
        super::orders::lines(ctx, rules, state, player, src)
    }
}
