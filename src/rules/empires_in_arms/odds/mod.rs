//! `pbem odds` for Empires in Arms field combat (7.5.2): the exact distribution of a day's
//! outcomes for a pair of chits, the matrix of every pair, and samples of the same day with
//! real dice.

mod capability;
mod chase;
pub mod day;
mod day_key;
mod ending;
pub mod input;
pub mod matrix;
mod memo;
pub mod orders;
pub mod print;
mod summary;

pub use capability::BattleOdds;

use crate::data::GameData;
use crate::engine::{Adapter, Ctx, GameSystem, ENGINE};
use crate::error::{Error, Result};
use crate::rules::empires_in_arms::combat::battle::{Battle, Kind};
use crate::rules::empires_in_arms::combat::field::field_combat::attacker_crossed;
use crate::rules::empires_in_arms::combat::land_combat;
use crate::rules::empires_in_arms::model::force::{Force, Role};
use crate::rules::empires_in_arms::model::map::Area;
use crate::rules::empires_in_arms::model::rules::Rules;
use crate::rules::empires_in_arms::model::state::{Scenario, State};
use crate::rules::empires_in_arms::tables::chits::Chit;
use crate::rules::empires_in_arms::EmpiresInArms;
use crate::yaml::Source;
use day::{Choices, Day};
use input::{OddsFile, SideInput};
use std::collections::BTreeMap;
pub use summary::{Figures, Summary};

/// The area id the forces of an odds file stand in (added to the scenario's map with the
/// file's terrain).
pub const FIELD: &str = "odds-field";

/// A field combat to give the odds of: the rules, the area and both sides.
#[derive(Debug, Clone)]
pub struct Field {
    /// The rules (charts, map, morale method).
    pub rules: Rules,
    /// Area id.
    pub area: String,
    /// The attacker.
    pub attacker: SideInput,
    /// The defender.
    pub defender: SideInput,
    /// 7.5.2.7.1: the river section on day one.
    pub river: bool,
}

impl Field {
    /// The field combat of an odds file (docs/odds.md).
    ///
    /// # Errors
    /// As [`OddsFile::read`]; game data that does not load; an unknown `morale_method`.
    pub fn from_file(src: &Source) -> Result<Self> {
        let data = GameData::embedded("empires-in-arms")?;
        let f = OddsFile::read(src, &data)?;
        let mut options = Adapter::<EmpiresInArms>::new().default_options(&data)?;
        if let Some(m) = &f.morale_method {
            if m != "one" && m != "two" {
                return Err(src.invalid("morale_method", format!("'{m}': expected one or two")));
            }
            options.insert("morale_method".into(), m.clone());
        }
        let scenario: Scenario = data.parse(&format!("scenarios/{}.yaml", f.scenario))?;
        let state = State::from(scenario);
        let players = BTreeMap::new();
        let ctx = Ctx {
            data: &data,
            options: &options,
            players: &players,
            engine: ENGINE,
        };
        let mut rules = EmpiresInArms::rules(ctx, &state)?;
        rules.map.areas.insert(
            FIELD.into(),
            Area {
                name: "the field".into(),
                terrain: f.terrain.clone(),
                nation: String::new(),
                city: None,
                forage: None,
                winter_zone: false,
            },
        );
        Ok(Field {
            rules,
            area: FIELD.into(),
            attacker: f.attacker.input(Role::Attacker, FIELD),
            defender: f.defender.input(Role::Defender, FIELD),
            river: f.river,
        })
    }

    /// The field combat the phasing power would fight in `area` of a campaign's `state`,
    /// every chit open; the river section as the attackers entered (7.5.2.7.1).
    ///
    /// # Errors
    /// No combat in `area` (naming the areas that have one), or a trivial combat there.
    pub fn from_campaign(rules: &Rules, state: &State, area: &str) -> Result<Self> {
        let sites = land_combat::sites(state);
        let Some(site) = sites.iter().find(|s| s.area == area) else {
            let list: Vec<&str> = sites.iter().map(|s| s.area.as_str()).collect();
            return Err(Error::Campaign(format!(
                "no combat in '{area}' for {} now; combats: {}",
                state.phasing,
                if list.is_empty() {
                    "none".into()
                } else {
                    list.join(", ")
                }
            )));
        };
        if site.kind == Kind::Trivial {
            return Err(Error::Campaign(format!(
                "the combat in '{area}' is a trivial combat (7.5.3); pbem odds gives field combat odds"
            )));
        }
        let b = Battle::new(rules, state, area, Kind::Field);
        let river = attacker_crossed(&b);
        let side = |f: &Force| SideInput {
            force: f.clone(),
            base_morale: None,
            chit: None,
            outflanking: Vec::new(),
            loss_priority: Vec::new(),
            pursue: true,
        };
        Ok(Field {
            attacker: side(&b.att),
            defender: side(&b.def),
            rules: rules.clone(),
            area: area.into(),
            river,
        })
    }

    /// The battle at its start: base morale worked out, or as given.
    pub fn battle(&self) -> Battle<'_> {
        let mut b = Battle::from_forces(
            &self.rules,
            &self.area,
            Kind::Field,
            self.attacker.force.clone(),
            self.defender.force.clone(),
            1,
        );
        if let Some(m) = self.attacker.base_morale {
            b.att.base_morale = m;
        }
        if let Some(m) = self.defender.base_morale {
            b.def.base_morale = m;
        }
        b
    }

    /// Day one with chits `attacker` and `defender`.
    ///
    /// # Errors
    /// A chit the side may not choose, in words.
    pub fn day(&self, attacker: Chit, defender: Chit) -> std::result::Result<Day<'_>, String> {
        Day::open(
            self.battle(),
            &Choices {
                attacker,
                defender,
                outflanking: (
                    self.attacker.outflanking.clone(),
                    self.defender.outflanking.clone(),
                ),
                river: self.river,
                priority: (
                    self.attacker.loss_priority.clone(),
                    self.defender.loss_priority.clone(),
                ),
                pursue: (self.attacker.pursue, self.defender.pursue),
            },
        )
        .map(|d| d.with_memo(memo::make))
    }

    /// The chits each side plays: the one given, or its whole set.
    pub fn chits(&self) -> (Vec<Chit>, Vec<Chit>) {
        let pick = |c: Option<Chit>, all: &[Chit]| c.map_or_else(|| all.to_vec(), |c| vec![c]);
        (
            pick(self.attacker.chit, &Chit::ATTACKER),
            pick(self.defender.chit, &Chit::DEFENDER),
        )
    }
}
