//! American Revolution odds: one attack (A.3 / B.3) fought by the rules' own
//! [`battle::resolve`] under every die it rolls: the odds column, the Combat Results Table,
//! losses in basic SPs, the lifted siege and the major success; from a campaign's area or
//! from an odds file (docs/odds.md).

mod capability;
pub mod orders;
pub mod print;

pub use capability::BattleOdds;

use crate::data::GameData;
use crate::error::{Error, Result};
use crate::fairness::Dice;
use crate::odds::walk::{self, Prob};
use crate::rules::american_revolution::combat::battle;
use crate::rules::american_revolution::combat::crt::{self, CrtResult, Odds};
use crate::rules::american_revolution::combat::strength;
use crate::rules::american_revolution::data::Scenario;
use crate::rules::american_revolution::log::Log;
use crate::rules::american_revolution::orders::Attack;
use crate::rules::american_revolution::rules_data::Rules;
use crate::rules::american_revolution::setup;
use crate::rules::american_revolution::state::{Condition, Holding, Side, State};
use crate::yaml::Source;
use serde::Deserialize;
use std::collections::BTreeMap;

/// One outcome of an attack.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub struct Outcome {
    /// The CRT result; `None` when the attack fell below 1-1 and was not made.
    pub result: Option<CrtResult>,
    /// Basic SPs the attacker lost.
    pub attacker_lost: u32,
    /// Basic SPs the defender lost.
    pub defender_lost: u32,
    /// The attack made a major success (A.3).
    pub major_success: bool,
}

/// An attack to give the odds of: the state at its start, the side attacking and the
/// conditions attacking and attacked.
#[derive(Debug, Clone)]
pub struct Battle {
    /// The state (the attack's area holds both sides' SPs).
    pub state: State,
    /// The attacking side.
    pub side: Side,
    /// The attack.
    pub attack: Attack,
}

impl Battle {
    /// The strengths compared: (attack, defence), fortified SPs tripled and besiegers
    /// attacked only from a fort doubled (A.3).
    pub fn strengths(&self) -> (u32, u32) {
        let f = self.state.at(&self.attack.area);
        (
            strength::attack(f.of(self.side), &self.attack.with),
            strength::defence(
                f.of(self.side.other()),
                &self.attack.against,
                &self.attack.with,
            ),
        )
    }

    /// The CRT column, or `None` below 1-1.
    pub fn column(&self, rules: &Rules) -> Option<Odds> {
        let (a, d) = self.strengths();
        crt::column(&rules.tables.crt, a, d)
    }

    /// The attack fought once with `dice`.
    pub fn fight(&self, rules: &Rules, dice: &mut dyn Dice) -> Outcome {
        let mut st = self.state.clone();
        let before = st.major_successes;
        let result = battle::resolve(
            rules,
            &mut st,
            self.side,
            &self.attack,
            dice,
            &mut Log::default(),
        );
        // Losses are counted over every condition: a lifted siege moves SPs to the open.
        let all = |s: &State, side: Side| s.at(&self.attack.area).of(side).all().total();
        let lost = |side: Side| all(&self.state, side).saturating_sub(all(&st, side));
        Outcome {
            result,
            attacker_lost: lost(self.side),
            defender_lost: lost(self.side.other()),
            major_success: st.major_successes > before,
        }
    }

    /// Every outcome with its exact probability (they sum to one).
    pub fn exact(&self, rules: &Rules) -> BTreeMap<Outcome, Prob> {
        walk::distribution(|dice| self.fight(rules, dice))
    }

    /// The attack in `area` of a campaign's `state` by the phasing side: with `with` (default
    /// the open) against `against` (default every condition the enemy has SPs in); `from`:
    /// the phasing side's open SPs of that area move in first.
    ///
    /// # Errors
    /// An attack the rules refuse ([`battle::refusal`]), in words.
    pub fn from_campaign(
        state: &State,
        area: &str,
        from: Option<&str>,
        with: &[Condition],
        against: &[Condition],
    ) -> Result<Battle> {
        let mut st = state.clone();
        let side = st.phasing;
        if let Some(f) = from {
            let moving = st.at(f).of(side).open.clone();
            if moving.is_empty() {
                return Err(Error::Campaign(format!(
                    "no {} SPs in the open in '{f}' to move in",
                    side.key()
                )));
            }
            st.holding_mut(f, side).open = Default::default();
            st.holding_mut(f, side).employed = Default::default();
            st.holding_mut(area, side).open.add_all(&moving);
            st.tidy();
        }
        let attack = attack_of(&st, side, area, with, against);
        let b = Battle {
            state: st,
            side,
            attack,
        };
        b.refused()?;
        Ok(b)
    }

    /// Refuses an attack the rules would not make.
    fn refused(&self) -> Result<()> {
        match battle::refusal(&self.state, self.side, &self.attack) {
            Some(why) => Err(Error::Campaign(format!(
                "no attack in '{}' by the {} side: {why}",
                self.attack.area,
                self.side.key()
            ))),
            None => Ok(()),
        }
    }
}

/// The attack by `side` in `area`: `with` (default the open), `against` (default every
/// condition the enemy has SPs in).
pub fn attack_of(
    st: &State,
    side: Side,
    area: &str,
    with: &[Condition],
    against: &[Condition],
) -> Attack {
    let enemy = st.at(area).of(side.other()).clone();
    Attack {
        area: area.to_string(),
        with: if with.is_empty() {
            vec![Condition::Open]
        } else {
            with.to_vec()
        },
        against: if against.is_empty() {
            Condition::ALL
                .into_iter()
                .filter(|c| !enemy.get(*c).is_empty())
                .collect()
        } else {
            against.to_vec()
        },
    }
}

/// The odds file of an American Revolution attack (docs/odds.md).
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct OddsFile {
    /// Must be `american-revolution`.
    pub game: String,
    /// The scenario whose map and charts are used (default `war-1775`).
    #[serde(default = "default_scenario")]
    pub scenario: String,
    /// The area of the attack (an area id of the map).
    pub area: String,
    /// Major successes so far (A.3: the first brings the French in, the third wins).
    #[serde(default)]
    pub major_successes: u32,
    /// B SPs the British lost to DE and ½DE so far (A.3: partial withdrawal at 15).
    #[serde(default)]
    pub b_lost_to_de: u32,
    /// The attacking side.
    pub attacker: SideFile,
    /// The other side.
    pub defender: SideFile,
}

fn default_scenario() -> String {
    "war-1775".into()
}

/// One side: its SPs by condition and kind, and the conditions attacking or attacked.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SideFile {
    /// `american` or `british`; the two sides differ.
    pub side: Side,
    /// Its SPs in the area: `open`, `fortified`, `besieging`, each by kind (`{C: 4, M: 2}`).
    pub sps: Holding,
    /// The conditions that attack (attacker; default the open) or are attacked (defender;
    /// default every condition with SPs).
    #[serde(default)]
    pub conditions: Vec<Condition>,
}

impl SideFile {
    /// Puts the side's SPs in `area` of `st`, refusing SPs of the other side's kinds.
    fn place(&self, src: &Source, key: &str, st: &mut State, area: &str) -> Result<()> {
        if let Some(k) = self.sps.all().0.keys().find(|k| k.side() != self.side) {
            return Err(src.invalid(
                &format!("{key}.sps"),
                format!("{k:?} SPs are not {}", self.side.key()),
            ));
        }
        let mut h = self.sps.clone();
        h.employed = Default::default();
        *st.holding_mut(area, self.side) = h;
        Ok(())
    }
}

impl OddsFile {
    /// Reads an odds file: the rules of its scenario's map and the attack.
    ///
    /// # Errors
    /// [`Error::Invalid`] with the line and YAML path: another game, an unknown scenario or
    /// area, both sides the same, SPs of the other side's kinds, or an attack the rules
    /// refuse.
    pub fn read(src: &Source, data: &GameData) -> Result<(Rules, Battle)> {
        let f: OddsFile = src.parse()?;
        if f.game != "american-revolution" {
            return Err(src.invalid(
                "game",
                format!("'{}': this file format is for american-revolution", f.game),
            ));
        }
        let rel = format!("scenarios/{}.yaml", f.scenario);
        if !data.list("scenarios/").contains(&rel) {
            return Err(src.invalid(
                "scenario",
                format!("'{}' is not a scenario of american-revolution", f.scenario),
            ));
        }
        let (sc, _): (Scenario, _) = Scenario::read(data, &data.source(&rel)?)?;
        let rules = Rules::load(data, &sc.map, &[])?;
        if !rules.geo.names.contains_key(&f.area) {
            return Err(src.invalid(
                "area",
                format!("'{}' is not an area of the map {}", f.area, sc.map),
            ));
        }
        if f.attacker.side == f.defender.side {
            return Err(src.invalid("defender.side", "the defender is the other side"));
        }
        let mut st = setup::state(&rules, &sc);
        st.areas.clear();
        st.phasing = f.attacker.side;
        st.major_successes = f.major_successes;
        st.b_lost_to_de = f.b_lost_to_de;
        for (key, s) in [("attacker", &f.attacker), ("defender", &f.defender)] {
            s.place(src, key, &mut st, &f.area)?;
        }
        let attack = attack_of(
            &st,
            f.attacker.side,
            &f.area,
            &f.attacker.conditions,
            &f.defender.conditions,
        );
        let b = Battle {
            state: st,
            side: f.attacker.side,
            attack,
        };
        if let Some(why) = battle::refusal(&b.state, b.side, &b.attack) {
            return Err(src.invalid("attacker", why));
        }
        Ok((rules, b))
    }
}
