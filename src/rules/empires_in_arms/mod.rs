//! Empires in Arms (Avalon Hill, 1986), rule 7.0 the Land Phase: the announcements opening
//! it (7.1), then each major power sequence (7.1.3: depots, movement, supply, combat,
//! sieges), and the Conquest Step (7.7); or, in a combat-only scenario, the land combat
//! step (7.5) of each sequence. One module per procedure; [`sequence::steps`] runs a sequence.

pub mod check;
pub mod check_steps;
pub mod combat;
pub mod conquest;
pub mod depots;
pub mod land_movement;
pub mod model;
pub mod resolution;
pub mod sequence;
pub mod supply;
pub mod tables;
pub mod template;

use super::{from_value, to_value, Ctx, GameSystem, Header, PhaseInfo, Resolved, Setup, Side};
use crate::error::{Error, Result};
use crate::fairness::Dice;
use crate::yaml::Source;
// Short names used by this file and by check, check_steps, template and resolution.
use combat::battle;
use depots::depot_step;
use land_movement::{disembark, garrisons, movement, movement_step};
use model::rules::{Method, Rules};
use model::{map, orders, state, units};
use sequence::announcements;
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
        })
    }

    fn state(v: &serde_yaml::Value) -> Result<state::State> {
        from_value("state.yaml", v)
    }

    /// `player`'s orders in `src`, parsed and checked: in the announcements entry its
    /// announcements alone (7.1); otherwise the step orders on the state, then the battle
    /// and siege orders on the state after them.
    fn checked(
        ctx: Ctx,
        rules: &Rules,
        st: &state::State,
        player: &str,
        src: &Source,
    ) -> Result<orders::Orders> {
        let o: orders::Orders = src.parse()?;
        let powers = Self::powers_of(ctx, player)?;
        if st.announcing() {
            let only = orders::Orders {
                game: o.game.clone(),
                campaign: o.campaign.clone(),
                entry: o.entry,
                turn: o.turn,
                phase: o.phase.clone(),
                player: o.player.clone(),
                note: o.note.clone(),
                announce: o.announce.clone(),
                ..orders::Orders::default()
            };
            if only != o {
                // The first key the file gives beyond the announcements.
                let key = match (to_value(&o)?, to_value(&only)?) {
                    (serde_yaml::Value::Mapping(given), serde_yaml::Value::Mapping(allowed)) => {
                        given
                            .iter()
                            .find(|(k, v)| allowed.get(*k) != Some(*v))
                            .and_then(|(k, _)| k.as_str().map(str::to_string))
                    }
                    _ => None,
                }
                .unwrap_or_default();
                return Err(src.invalid(&key, "7.1: the entry that opens the land phase takes only `announce` (and `note`); depots, moves, battles and standing orders belong to the sequences that follow"));
            }
            if let Some(a) = &o.announce {
                announcements::check(st, &powers, a)
                    .map_err(|(at, why)| src.invalid(&format!("announce.{at}"), why))?;
            }
            return Ok(o);
        }
        if o.announce.is_some() {
            return Err(src.invalid("announce", format!(
                "7.1: France's place and combined movements are announced in the entry that opens the land phase (phase land-announcements){}",
                if st.announcements { "" } else { "; this scenario has no announcements: its sequence stands every turn" }
            )));
        }
        let view = Self::mover_view(st, &powers);
        let after = check_steps::check_moves(rules, &view, &powers, &o, src)?;
        check::check(&rules.map, &after, &powers, &o, src)?;
        Ok(o)
    }

    /// The state as the player controlling `powers` sees its part of the sequence: in a
    /// combined movement (7.1.2) its own power is the one moving (7.3.8.2, 7.3.8.5).
    fn mover_view<'a>(
        st: &'a state::State,
        powers: &[String],
    ) -> std::borrow::Cow<'a, state::State> {
        match st.phasing_powers().into_iter().find(|p| powers.contains(p)) {
            Some(p) if p != st.phasing => {
                let mut v = st.clone();
                v.phasing = p;
                std::borrow::Cow::Owned(v)
            }
            _ => std::borrow::Cow::Borrowed(st),
        }
    }

    fn powers_of(ctx: Ctx, player: &str) -> Result<Vec<String>> {
        ctx.players
            .get(player)
            .cloned()
            .ok_or_else(|| Error::Campaign(format!("'{player}' is not a player of this campaign")))
    }
}

impl GameSystem for EmpiresInArms {
    fn id(&self) -> &'static str {
        "empires-in-arms"
    }

    fn name(&self) -> &'static str {
        "Empires in Arms"
    }

    fn setup(&self, ctx: Ctx, scenario: &Source) -> Result<Setup> {
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
        Ok(Setup {
            state: to_value(&st)?,
            sides,
            title,
        })
    }

    fn phase(&self, _ctx: Ctx, state: &serde_yaml::Value) -> Result<PhaseInfo> {
        let st = Self::state(state)?;
        let movers = st.names(&st.phasing_powers());
        Ok(PhaseInfo {
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
        })
    }

    fn orders_template(
        &self,
        ctx: Ctx,
        state: &serde_yaml::Value,
        header: &Header,
    ) -> Result<String> {
        let st = Self::state(state)?;
        let powers = Self::powers_of(ctx, &header.player)?;
        if st.announcing() {
            let mut s = template::opening(&st, &powers, header, announcements::TEMPLATE_STEP);
            s.push_str(&announcements::orders_body(&st, &powers));
            return Ok(s);
        }
        let map = map::Map::load(ctx.data, &st.map)?;
        let per_supply = land_charts::LandCharts::load(ctx.data)?
            .depots
            .city_capacity_per_supply;
        Ok(template::orders_template(
            &map,
            &Self::mover_view(&st, &powers),
            &powers,
            header,
            per_supply,
        ))
    }

    fn check_orders(
        &self,
        ctx: Ctx,
        state: &serde_yaml::Value,
        header: &Header,
        src: &Source,
    ) -> Result<()> {
        let st = Self::state(state)?;
        let rules = Self::rules(ctx, &st)?;
        Self::checked(ctx, &rules, &st, &header.player, src).map(|_| ())
    }

    fn resolve(
        &self,
        ctx: Ctx,
        state: &serde_yaml::Value,
        orders: &BTreeMap<String, Source>,
        dice: &mut dyn Dice,
    ) -> Result<Resolved> {
        let st = Self::state(state)?;
        let rules = Self::rules(ctx, &st)?;
        let mut parsed = BTreeMap::new();
        let mut notes = BTreeMap::new();
        for (player, src) in orders {
            let o = Self::checked(ctx, &rules, &st, player, src)?;
            if let Some(n) = &o.note {
                notes.insert(player.clone(), n.clone());
            }
            parsed.insert(player.clone(), o);
        }
        resolution::entry(ctx, &rules, st, &parsed, notes, dice)
    }

    fn player_view(
        &self,
        ctx: Ctx,
        state: &serde_yaml::Value,
        player: &str,
    ) -> Result<serde_yaml::Value> {
        let mut v = self.player_views(ctx, state, &[player])?;
        Ok(v.remove(player).unwrap_or_default())
    }

    fn player_views(
        &self,
        ctx: Ctx,
        state: &serde_yaml::Value,
        players: &[&str],
    ) -> Result<BTreeMap<String, serde_yaml::Value>> {
        let st = Self::state(state)?;
        let map = map::Map::load(ctx.data, &st.map)?;
        players
            .iter()
            .map(|p| {
                let powers = Self::powers_of(ctx, p)?;
                Ok(((*p).to_string(), template::player_view(&map, &st, &powers)?))
            })
            .collect()
    }
}
