//! 1812's battle odds as the engine asks a game for them ([`GameOdds`]): an 1812 battle (A.3) from an odds file or a campaign's place, and the battles an orders file would fight.

use crate::engine::odds::{GameOdds, OddsRequest};
use crate::engine::{Ctx, Game};
use crate::error::Result;
use crate::odds::print::Printer;
use crate::rules::spi_1812::state::State;
use crate::rules::spi_1812::Rules;
use crate::yaml::Source;

/// 1812's odds.
pub struct BattleOdds;

impl<G: Game<Rules = Rules, State = State>> GameOdds<G> for BattleOdds {
    fn reads(&self) -> &'static str {
        "1812"
    }

    fn from_file(&self, src: &Source, req: &OddsRequest, out: &mut Printer) -> Result<()> {
        super::print::from_file(src, req, out)
    }

    fn from_campaign(
        &self,
        _ctx: Ctx,
        rules: &Rules,
        state: &State,
        req: &OddsRequest,
        out: &mut Printer,
    ) -> Result<()> {
        let place = req.area.as_deref().unwrap_or("");
        super::print::from_campaign(rules, state, place, req, out)
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
