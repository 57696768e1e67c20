//! [`GameSystem`] for every [`Game`]: each call of the campaign decodes what it needs once,
//! hands it to the game's typed function, and encodes what comes back.

use super::*;

impl<G: Game> GameSystem for Adapter<G> {
    fn id(&self) -> &'static str {
        G::ID
    }

    fn name(&self) -> &'static str {
        G::NAME
    }

    fn setup(&self, ctx: Ctx, scenario: &Source) -> Result<Setup> {
        let start = G::setup(ctx, scenario)?;
        Ok(Setup {
            encoded: encode(&start.state)?,
            state: Self::loaded(start.state, None),
            sides: start.sides,
            title: start.title,
        })
    }

    fn load(&self, state: &serde_yaml::Value) -> Result<LoadedState> {
        DECODES.with(|c| c.set(c.get() + 1));
        let st: G::State = serde_path_to_error::deserialize(state).map_err(|e| Error::Yaml {
            location: Location {
                file: "state.yaml".into(),
                line: None,
                column: None,
                path: e.path().to_string(),
            },
            message: e.into_inner().to_string(),
        })?;
        Ok(Self::loaded(st, None))
    }

    fn phase(&self, state: &LoadedState) -> Result<PhaseInfo> {
        Ok(G::phase(&Self::typed(state)?.state))
    }

    fn orders_template(&self, ctx: Ctx, state: &LoadedState, header: &Header) -> Result<String> {
        let l = Self::typed(state)?;
        G::orders_template(ctx, &*Self::rules(ctx, l)?, &l.state, header)
    }

    fn over(&self, state: &LoadedState) -> Result<bool> {
        Ok(G::over(&Self::typed(state)?.state))
    }

    fn decides(&self, ctx: Ctx, state: &LoadedState, player: &str) -> Result<bool> {
        let l = Self::typed(state)?;
        G::decides(ctx, &*Self::rules(ctx, l)?, &l.state, player)
    }

    fn nmr_orders(&self, ctx: Ctx, state: &LoadedState, header: &Header) -> Result<String> {
        let l = Self::typed(state)?;
        G::nmr_orders(ctx, &*Self::rules(ctx, l)?, &l.state, header)
    }

    fn check_orders(
        &self,
        ctx: Ctx,
        state: &LoadedState,
        header: &Header,
        orders: &Source,
    ) -> Result<()> {
        let l = Self::typed(state)?;
        let rules = Self::rules(ctx, l)?;
        G::check_orders(
            ctx,
            &rules,
            &l.state,
            &header.player,
            &given::<G>(ctx, orders)?,
        )
    }

    fn resolve(
        &self,
        ctx: Ctx,
        state: LoadedState,
        orders: &BTreeMap<String, Source>,
        dice: &mut dyn Dice,
    ) -> Result<Resolved> {
        let game = state.game;
        let l = *state
            .inner
            .downcast::<Loaded<G>>()
            .map_err(|_| Error::Campaign(format!("a state of {game} handed to {}", G::ID)))?;
        let rules = Self::rules(ctx, &l)?;
        let (given, notes) = checked_again::<G>(ctx, &rules, &l.state, orders)?;
        let out = G::resolve(ctx, &rules, l.state, given, notes, dice)?;
        let mut pictures = Pictures::default();
        if crate::engine::at_least(ctx.engine, crate::engine::version::V0_5_0) {
            // The public picture first, then each player's, unless all share the public.
            let one = G::one_picture(ctx, &rules);
            let readers: Vec<Option<&str>> = std::iter::once(None)
                .chain(ctx.players.keys().map(|p| Some(p.as_str())))
                .take(if one { 1 } else { usize::MAX })
                .collect();
            let mut drawn = G::pictures(ctx, &rules, &out.state, &out.report, &readers)?;
            let players = drawn.split_off(1.min(drawn.len()));
            pictures.public = drawn.pop().flatten();
            for (p, svg) in ctx.players.keys().zip(players) {
                if let Some(svg) = svg {
                    pictures.players.insert(p.clone(), svg);
                }
            }
            if one && pictures.public.is_some() {
                pictures.shared = ctx.players.keys().cloned().collect();
            }
        }
        let private = out
            .private
            .iter()
            .map(|(p, v)| Ok((p.clone(), encode_sorted(v)?)))
            .collect::<Result<_>>()?;
        Ok(Resolved {
            encoded: encode(&out.state)?,
            report: encode_sorted(&out.report)?,
            private,
            pictures,
            state: Self::loaded(out.state, Some((ctx.engine.to_string(), rules))),
        })
    }

    fn player_views(
        &self,
        ctx: Ctx,
        state: &LoadedState,
        players: &[&str],
        shared: bool,
    ) -> Result<BTreeMap<String, serde_json::Value>> {
        let l = Self::typed(state)?;
        G::player_views(ctx, &*Self::rules(ctx, l)?, &l.state, players, shared)?
            .into_iter()
            .map(|(p, v)| Ok((p, template_value(&v)?)))
            .collect()
    }

    fn shared_view(&self, ctx: Ctx, state: &LoadedState) -> Result<Option<serde_json::Value>> {
        let l = Self::typed(state)?;
        G::shared_view(ctx, &*Self::rules(ctx, l)?, &l.state)?
            .map(|v| template_value(&v))
            .transpose()
    }

    fn seen_state(
        &self,
        ctx: Ctx,
        state: &LoadedState,
        player: &str,
    ) -> Result<Option<serde_yaml::Value>> {
        let l = Self::typed(state)?;
        G::seen_state(ctx, &*Self::rules(ctx, l)?, &l.state, player)?
            .map(|s| encode(&s))
            .transpose()
    }

    fn picture(
        &self,
        ctx: Ctx,
        state: &LoadedState,
        reader: Option<&str>,
    ) -> Result<Option<String>> {
        let l = Self::typed(state)?;
        G::state_picture(ctx, &*Self::rules(ctx, l)?, &l.state, reader)
    }

    fn arcs_picture(&self, ctx: Ctx, state: &LoadedState, reader: &str) -> Result<Option<String>> {
        let l = Self::typed(state)?;
        G::arcs_picture(ctx, &*Self::rules(ctx, l)?, &l.state, reader)
    }

    fn odds(&self) -> Option<&dyn crate::engine::odds::Odds> {
        G::odds().map(|_| self as &dyn crate::engine::odds::Odds)
    }
}
