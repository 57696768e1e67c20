//! `pbem odds` for Empires in Arms field combat (7.5.2): the exact distribution of a day's
//! outcomes for a pair of chits, the matrix of every pair, and samples of the same day with
//! real dice.

mod chase;
pub mod day;
mod day_key;
mod ending;
pub mod input;
pub mod matrix;
mod memo;

use crate::data::GameData;
use crate::error::{Error, Result};
use crate::odds::walk::{self, Prob};
use crate::rules::empires_in_arms::combat::battle::{Battle, Kind};
use crate::rules::empires_in_arms::combat::field::field_combat::attacker_crossed;
use crate::rules::empires_in_arms::combat::land_combat;
use crate::rules::empires_in_arms::model::force::{Force, Role};
use crate::rules::empires_in_arms::model::map::Area;
use crate::rules::empires_in_arms::model::rules::Rules;
use crate::rules::empires_in_arms::model::state::{Scenario, State};
use crate::rules::empires_in_arms::tables::chits::Chit;
use crate::rules::empires_in_arms::EmpiresInArms;
use crate::rules::{Ctx, ENGINE};
use crate::yaml::Source;
use day::{Choices, Day, DayOutcome, Ending};
use input::{OddsFile, SideInput};
use std::collections::BTreeMap;

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
        let sys = crate::rules::find("empires-in-arms")?;
        let mut options = sys.default_options(&data)?;
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

/// The exact outcomes of a day, summed up.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Summary {
    /// Every outcome with its probability (they sum to exactly one).
    pub outcomes: Vec<(DayOutcome, Prob)>,
    /// Probability of each ending.
    pub endings: BTreeMap<Ending, Prob>,
    /// Expected factors left: (attacker, defender).
    pub factors_left: (Prob, Prob),
    /// Expected morale loss in tenths: (attacker, defender).
    pub morale_loss: (Prob, Prob),
    /// Probability of a pursuit.
    pub pursued: Prob,
    /// Expected factors lost to pursuit, given a pursuit (zero when there is none).
    pub pursuit_losses: Prob,
}

impl Summary {
    /// Sums up `outcomes`: in whole numbers over their common denominator, or, should
    /// that not fit in a `u128`, fraction by fraction (the same fractions either way).
    pub fn of(outcomes: Vec<(DayOutcome, Prob)>) -> Self {
        match summed(&outcomes) {
            Some(s) => s.summary(outcomes),
            None => Self::of_fractions(outcomes),
        }
    }

    /// [`Summary::of`] fraction by fraction.
    fn of_fractions(outcomes: Vec<(DayOutcome, Prob)>) -> Self {
        let mut endings = BTreeMap::new();
        let (mut fa, mut fd, mut ma, mut md) =
            (walk::zero(), walk::zero(), walk::zero(), walk::zero());
        let (mut pursued, mut plost) = (walk::zero(), walk::zero());
        let int = |n: i128| {
            // Morale losses are never negative; factors are u32.
            Prob::from_integer(u128::try_from(n).unwrap_or(0))
        };
        for (o, p) in &outcomes {
            *endings.entry(o.ending).or_insert_with(walk::zero) += p;
            fa += p * int(o.attacker.factors.into());
            fd += p * int(o.defender.factors.into());
            ma += p * int(o.attacker.morale_loss.into());
            md += p * int(o.defender.morale_loss.into());
            if let Some(n) = o.pursuit {
                pursued += p;
                plost += p * int(n.into());
            }
        }
        let pursuit_losses = if pursued == walk::zero() {
            walk::zero()
        } else {
            plost / pursued
        };
        Summary {
            outcomes,
            endings,
            factors_left: (fa, fd),
            morale_loss: (ma, md),
            pursued,
            pursuit_losses,
        }
    }

    /// The probability of `ending` (zero when it cannot happen).
    pub fn p(&self, ending: Ending) -> Prob {
        self.endings
            .get(&ending)
            .copied()
            .unwrap_or_else(walk::zero)
    }

    /// The sum of every outcome's probability (exactly one).
    pub fn total(&self) -> Prob {
        self.outcomes.iter().fold(walk::zero(), |a, (_, p)| a + p)
    }
}

/// The sums of a [`Summary`] as whole numbers over the common denominator `den`.
#[derive(Default)]
struct Sums {
    den: u128,
    endings: BTreeMap<Ending, u128>,
    factors_left: (u128, u128),
    morale_loss: (u128, u128),
    pursued: u128,
    pursuit_lost: u128,
}

impl Sums {
    fn summary(self, outcomes: Vec<(DayOutcome, Prob)>) -> Summary {
        let p = |n: u128| Prob::new(n, self.den);
        Summary {
            outcomes,
            endings: self.endings.iter().map(|(e, n)| (*e, p(*n))).collect(),
            factors_left: (p(self.factors_left.0), p(self.factors_left.1)),
            morale_loss: (p(self.morale_loss.0), p(self.morale_loss.1)),
            pursued: p(self.pursued),
            pursuit_losses: if self.pursued == 0 {
                walk::zero()
            } else {
                Prob::new(self.pursuit_lost, self.pursued)
            },
        }
    }
}

/// The sums of `outcomes` over their common denominator; None when a figure overflows.
fn summed(outcomes: &[(DayOutcome, Prob)]) -> Option<Sums> {
    let den = outcomes.iter().try_fold(1u128, |l, (_, p)| {
        (l / gcd(l, *p.denom())).checked_mul(*p.denom())
    })?;
    let mut s = Sums {
        den,
        ..Sums::default()
    };
    let add = |acc: &mut u128, n: u128, times: u128| -> Option<()> {
        *acc = acc.checked_add(n.checked_mul(times)?)?;
        Some(())
    };
    // Morale losses are never negative; factors are u32.
    let int = |n: i32| u128::try_from(n).unwrap_or(0);
    for (o, p) in outcomes {
        let n = p.numer().checked_mul(den / p.denom())?;
        add(s.endings.entry(o.ending).or_default(), n, 1)?;
        add(&mut s.factors_left.0, n, o.attacker.factors.into())?;
        add(&mut s.factors_left.1, n, o.defender.factors.into())?;
        add(&mut s.morale_loss.0, n, int(o.attacker.morale_loss))?;
        add(&mut s.morale_loss.1, n, int(o.defender.morale_loss))?;
        if let Some(lost) = o.pursuit {
            add(&mut s.pursued, n, 1)?;
            add(&mut s.pursuit_lost, n, lost.into())?;
        }
    }
    Some(s)
}

/// The greatest common divisor of `a` and `b` (Euclid).
fn gcd(mut a: u128, mut b: u128) -> u128 {
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}
