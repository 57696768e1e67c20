//! Empires in Arms (Avalon Hill, 1986), rule 7.0 the Land Phase: the announcements opening
//! it (7.1), then each major power sequence (7.1.3: depots, movement, supply, combat,
//! sieges), and the Conquest Step (7.7); or, in a combat-only scenario, the land combat
//! step (7.5) of each sequence. One module per procedure; [`sequence::steps`] runs a sequence.

pub mod check;
pub mod check_steps;
pub mod combat;
pub mod conquest;
pub mod decides;
pub mod depots;
pub mod land_movement;
pub mod model;
pub mod odds;
pub mod picture;
pub mod positions;
pub mod resolution;
pub mod revision;
pub mod sequence;
pub mod supply;
pub mod tables;
pub mod template;
pub mod words;

use crate::engine::odds::GameOdds;
use crate::engine::{
    Ctx, EngineVersion, Game, Given, Header, Notes, Outcome, PhaseInfo, Side, Start,
};
use crate::error::{Error, Result};
use crate::fairness::Dice;
use crate::yaml::Source;
// Short names used by this file and by check, check_steps, template and resolution.
use land_movement::disembark;
use model::rules::{Method, Rules};
use model::{map, orders, state};
use sequence::{announcements, combined};
use std::collections::BTreeMap;
use tables::{charts, land_charts};

/// The Empires in Arms game system.
pub struct EmpiresInArms;

impl EmpiresInArms {
    /// The rules' data for `state` under the campaign's options.
    ///
    /// # Errors
    /// Data errors, or an unknown option value.
    pub fn rules(ctx: Ctx, state: &state::State) -> Result<Rules> {
        let opt = |k: &str, d: &str| ctx.options.get(k).cloned().unwrap_or_else(|| d.to_string());
        let morale_method = match opt("morale_method", "one").as_str() {
            "one" => Method::One,
            "two" => Method::Two,
            other => {
                return Err(Error::Campaign(format!(
                    "campaign option morale_method is '{other}'; expected one or two"
                )))
            }
        };
        Ok(Rules {
            charts: charts::Charts::load(ctx.data, &opt("disputed_cells", "first-source"))?,
            map: map::Map::load(ctx.data, &state.map)?,
            morale_method,
            land: land_charts::LandCharts::load(ctx.data)?,
            lines: model::rules::Lines::of(revision::Revision::of(ctx.engine)),
            revision: revision::Revision::of(ctx.engine),
        })
    }

    /// `player`'s orders checked: in the announcements entry its announcements alone
    /// (7.1); otherwise the step orders on the state, then the battle and siege orders on
    /// the state after them.
    fn checked(
        ctx: Ctx,
        rules: &Rules,
        st: &state::State,
        player: &str,
        given: &Given<orders::Orders>,
    ) -> Result<()> {
        let (o, src) = (&given.orders, given.src);
        let powers = Self::powers_of(ctx, player)?;
        if st.announcing() {
            let only = orders::Orders {
                note: o.note.clone(),
                announce: o.announce.clone(),
                ..orders::Orders::default()
            };
            if &only != o {
                return Err(src.invalid(&beyond_announcements(src), "7.1: the entry that opens the land phase takes only `announce` (and `note`); depots, moves, battles and standing orders belong to the sequences that follow"));
            }
            if let Some(a) = &o.announce {
                announcements::check(st, &powers, a)
                    .map_err(|(at, why)| src.invalid(&format!("announce.{at}"), why))?;
            }
            return Ok(());
        }
        if o.announce.is_some() {
            return Err(src.invalid("announce", format!(
                "7.1: France's place and combined movements are announced in the entry that opens the land phase (phase land-announcements){}",
                if st.announcements { "" } else { "; this scenario has no announcements: its sequence stands every turn" }
            )));
        }
        let view = combined::mover_view(st, &powers);
        let after = check_steps::check_moves(rules, &view, &powers, o, src)?;
        check::check(&rules.map, &after, &powers, o, src)
    }

    fn powers_of(ctx: Ctx, player: &str) -> Result<Vec<String>> {
        Ok(crate::engine::campaign_rules::side_ids(ctx, player)?.to_vec())
    }
}

/// The first key an announcements-entry orders file gives beyond its header, `note` and
/// `announce` (empty if none is found).
fn beyond_announcements(src: &Source) -> String {
    crate::engine::orders::body_keys(src)
        .into_iter()
        .find(|k| !["note", "announce"].contains(&k.as_str()))
        .unwrap_or_default()
}

impl Game for EmpiresInArms {
    type Rules = Rules;
    type State = state::State;
    type Orders = orders::Orders;
    type Report = resolution::Report;
    type Private = ();
    type View = template::PlayerView;

    const ID: &'static str = "empires-in-arms";
    const NAME: &'static str = "Empires in Arms";
    // The note's limit has held in every entry of this game.
    const NOTE_LIMIT_SINCE: EngineVersion = EngineVersion::new(0, 0, 0);

    fn setup(ctx: Ctx, scenario: &Source) -> Result<Start<state::State>> {
        let sc: state::Scenario = scenario.parse()?;
        let title = sc.title.clone();
        let st = state::State::from(sc);
        let map = map::Map::load(ctx.data, &st.map)?;
        for (i, u) in st.units.iter().enumerate() {
            let aboard = st
                .fleets
                .iter()
                .any(|f| f.sea == u.area && f.carrying.contains(&u.id));
            if !map.has(&u.area) && !aboard {
                return Err(scenario.invalid(
                    &format!("units[{i}].area"),
                    format!("unknown area '{}'", u.area),
                ));
            }
            if !st.powers.contains_key(&u.power) {
                return Err(scenario.invalid(
                    &format!("units[{i}].power"),
                    format!("unknown power '{}'", u.power),
                ));
            }
            if let Some(m) = &u.minor {
                let controller = st.minors.get(m).and_then(|x| x.controller.as_ref());
                if controller != Some(&u.power) {
                    return Err(scenario.invalid(
                        &format!("units[{i}].minor"),
                        format!("7.1.1: '{m}' is not a minor free state controlled by '{}' (minors: in the scenario)", u.power),
                    ));
                }
            }
        }
        let sides = st
            .powers
            .iter()
            .map(|(id, p)| Side {
                id: id.clone(),
                name: p.name.clone(),
            })
            .collect();
        Ok(Start {
            state: st,
            sides,
            title,
        })
    }

    fn rules(ctx: Ctx, state: &state::State) -> Result<Rules> {
        EmpiresInArms::rules(ctx, state)
    }

    fn phase(st: &state::State) -> PhaseInfo {
        let movers = st.names(&st.phasing_powers());
        PhaseInfo {
            turn: st.turn,
            phase: st.phase(),
            title: if st.announcing() {
                format!(
                    "Land phase announcements: France's place in the sequence and combined movements (7.1, 7.1.2), {}",
                    st.date
                )
            } else {
                match st.land_phase {
                    state::LandPhase::CombatOnly => {
                        format!("Land combat step of {movers} (7.5), {}", st.date)
                    }
                    state::LandPhase::MovementSupplyCombat => format!(
                        "Land phase sequence of {movers}{}: movement, supply and combat (7.3-7.5), {}",
                        if st.phasing_powers().len() > 1 { ", combined movement (7.1.2)" } else { "" },
                        st.date
                    ),
                }
            },
        }
    }

    fn orders_template(
        ctx: Ctx,
        rules: &Rules,
        st: &state::State,
        header: &Header,
    ) -> Result<String> {
        let powers = Self::powers_of(ctx, &header.player)?;
        if st.announcing() {
            let mut s = template::opening(st, &powers, header, announcements::TEMPLATE_STEP);
            s.push_str(&announcements::orders_body(st, &powers));
            return Ok(s);
        }
        Ok(template::orders_template(
            &rules.map,
            &combined::mover_view(st, &powers),
            &powers,
            header,
            rules.land.depots.city_capacity_per_supply,
        ))
    }

    fn decides(ctx: Ctx, _rules: &Rules, st: &state::State, player: &str) -> Result<bool> {
        Ok(decides::decides(st, &Self::powers_of(ctx, player)?))
    }

    fn check_orders(
        ctx: Ctx,
        rules: &Rules,
        st: &state::State,
        player: &str,
        orders: &Given<orders::Orders>,
    ) -> Result<()> {
        Self::checked(ctx, rules, st, player, orders)
    }

    fn resolve(
        ctx: Ctx,
        rules: &Rules,
        st: state::State,
        orders: BTreeMap<String, Given<orders::Orders>>,
        notes: Notes,
        dice: &mut dyn Dice,
    ) -> Result<Outcome<state::State, resolution::Report, ()>> {
        let parsed = orders.into_iter().map(|(p, g)| (p, g.orders)).collect();
        let (state, report) = resolution::entry(ctx, rules, st, &parsed, notes, dice);
        Ok(Outcome {
            state,
            report,
            private: BTreeMap::new(),
        })
    }

    fn picture(
        ctx: Ctx,
        rules: &Rules,
        st: &state::State,
        report: &resolution::Report,
        reader: Option<&str>,
    ) -> Result<Option<String>> {
        picture::picture(ctx, rules, st, Some(report), reader)
    }

    fn one_picture(_ctx: Ctx, rules: &Rules) -> bool {
        // The whole map is public (from pbem 0.12.0: revision.rs).
        rules.revision.has(revision::Change::OnePictureForAll)
    }

    fn pictures(
        ctx: Ctx,
        rules: &Rules,
        st: &state::State,
        report: &resolution::Report,
        readers: &[Option<&str>],
    ) -> Result<Vec<Option<String>>> {
        picture::pictures(ctx, rules, st, Some(report), readers)
    }

    fn state_picture(
        ctx: Ctx,
        rules: &Rules,
        st: &state::State,
        reader: Option<&str>,
    ) -> Result<Option<String>> {
        picture::picture(ctx, rules, st, None, reader)
    }

    fn player_views(
        ctx: Ctx,
        rules: &Rules,
        st: &state::State,
        players: &[&str],
        shared: bool,
    ) -> Result<BTreeMap<String, template::PlayerView>> {
        // Where every power's forces stand is public: found once, for every player, unless
        // the report says it once (`shared_view`).
        let positions: std::sync::Arc<[positions::Position]> = if shared {
            Vec::new().into()
        } else {
            positions::positions(&rules.map, st).into()
        };
        players
            .iter()
            .map(|p| {
                let powers = Self::powers_of(ctx, p)?;
                Ok((
                    (*p).to_string(),
                    template::player_view(&rules.map, st, &powers, positions.clone()),
                ))
            })
            .collect()
    }

    fn shared_view(
        _ctx: Ctx,
        rules: &Rules,
        st: &state::State,
    ) -> Result<Option<template::PlayerView>> {
        // Where every power's forces stand: public, the same in every player's report.
        Ok(Some(template::PlayerView {
            units: Vec::new(),
            leaders: Vec::new(),
            positions: positions::positions(&rules.map, st).into(),
        }))
    }

    fn odds() -> Option<&'static dyn GameOdds<Self>> {
        Some(&odds::BattleOdds)
    }
}
