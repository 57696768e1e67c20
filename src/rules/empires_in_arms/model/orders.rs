//! The orders file of one player for one land combat step, its standing instructions and
//! their documented defaults (docs/empires-in-arms.md).

use super::order_parts::full_priority;
use super::order_parts::Announce;
use super::order_parts::DepotOrders;
use super::order_parts::Reinforce;
use super::order_parts::Transfer;
use super::units::FactorType;
use crate::rules::empires_in_arms::tables::chits::Chit;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// 7.5.2.13: the secret end-of-day choice.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum EndOfDay {
    /// Fight another day.
    Fight,
    /// Withdraw.
    Withdraw,
}

impl EndOfDay {
    /// The word in orders files.
    pub fn key(self) -> &'static str {
        match self {
            EndOfDay::Fight => "fight",
            EndOfDay::Withdraw => "withdraw",
        }
    }
}

/// 7.5.2.14: what to do with an enemy depot left among friendly forces only.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum DepotChoice {
    /// Destroy it.
    Destroy,
    /// Convert it to a friendly depot, where it is part of a valid supply chain.
    Convert,
}

/// 7.5.4.1.2.3.2: what a garrison does on a breach without the honours of war.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum OnBreach {
    /// Fight an assault combat.
    Fight,
    /// Surrender: all become prisoners.
    Surrender,
}

/// A besieged garrison's standing orders for the besieger's sequence (7.5.4.1.2).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GarrisonOrders {
    /// 7.5.4.1.2.1: sortie on a "sortie?" result. Default: yes.
    #[serde(default)]
    pub sortie: Option<bool>,
    /// 7.5.4.1.2.3.1: ask for the honours of war on a breach. Default: yes.
    #[serde(default)]
    pub honours_of_war: Option<bool>,
    /// 7.5.4.1.2.3.2: without the honours of war, fight or surrender. Default: fight.
    #[serde(default)]
    pub on_breach: Option<OnBreach>,
}

/// One day's secret choices for one battle.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DayOrders {
    /// Operational possibilities chit (7.5.2.1).
    pub chit: Chit,
    /// With the outflank chit: unit ids of the outflanking force (7.5.2.3).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub outflanking: Vec<String>,
    /// Fight or withdraw at the end of the day (7.5.2.13).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub end_of_day: Option<EndOfDay>,
}

/// Orders for one battle (keyed by area in [`Orders::battles`]).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BattleOrders {
    /// Day 1, day 2, ...; the last entry serves for every later day.
    #[serde(default)]
    pub days: Vec<DayOrders>,
    /// Pursue a broken or withdrawing enemy (7.5.2.10.2). Default: yes.
    #[serde(default)]
    pub pursue: Option<bool>,
    /// Loss priority for this battle; overrides the file's standing one.
    #[serde(default)]
    pub loss_priority: Vec<FactorType>,
    /// Areas preferred among equally close ones when retreating (7.5.2.10.3.1).
    #[serde(default)]
    pub retreat_preference: Vec<String>,
    /// Reinforcing attempts from adjacent areas (7.5.2.11).
    #[serde(default)]
    pub reinforce: Vec<Reinforce>,
    /// Enemy depot left among your forces (7.5.2.14). Default: destroy.
    #[serde(default)]
    pub enemy_depot: Option<DepotChoice>,
    /// Defender: unit ids that retire into the area's city when the attack is declared
    /// (7.5.1.1). Default: none.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub retire: Vec<String>,
    /// Attacker relieving a city it (or an ally) holds: unit ids in the city that march out
    /// and fight the limited field combat with the relieving force (7.5.4.2.3). Default:
    /// none.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub sally: Vec<String>,
}

/// A whole orders file but its header ([`crate::engine::Header`], which it skips).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(remote = "Self", deny_unknown_fields)]
pub struct Orders {
    /// A message to the other players, printed (escaped) in the report.
    #[serde(default)]
    pub note: Option<String>,
    /// Attacker: the order in which its battles are fought (7.5.1.3). Others follow by area.
    #[serde(default)]
    pub fight_order: Vec<String>,
    /// Standing loss priority for every battle (7.5.2.9.2).
    #[serde(default)]
    pub loss_priority: Vec<FactorType>,
    /// Orders per battle area.
    #[serde(default)]
    pub battles: BTreeMap<String, BattleOrders>,
    /// 7.2 (phasing, with movement): depots removed, then placed.
    #[serde(default, skip_serializing_if = "DepotOrders::is_empty")]
    pub depots: DepotOrders,
    /// 7.3.6.1 (phasing): area -> what a unit entering it does with the ungarrisoned enemy
    /// depot there. Default: destroy.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub enemy_depots: BTreeMap<String, DepotChoice>,
    /// 7.3.3 (phasing): factors corps leave as garrisons, in order, during their moves.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub detach: Vec<Transfer>,
    /// 7.3.3 (phasing): factors corps take back from their garrisons.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub absorb: Vec<Transfer>,
    /// 7.5.4.1 (phasing): areas whose besieged city it makes an assault attempt on.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub assaults: Vec<String>,
    /// 7.5.4.1.2.3.1 (phasing): areas where it grants the honours of war if asked.
    /// Default: refused.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub grant_honours: Vec<String>,
    /// 7.5.4.2.1 (phasing, besieged): area -> the unit ids in its city that attack the
    /// besiegers (empty: all).
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub garrison_attacks: BTreeMap<String, Vec<String>>,
    /// 7.4.2.2: allied powers whose corps may live off this power's depots and chains, this
    /// power paying. Default: none.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub supply_allies: Vec<String>,
    /// 7.3.6.2 (nonphasing): areas where this power destroys its garrisoned depot as soon
    /// as enemy forces enter. Default: none (the garrison holds the depot).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub destroy_depots: Vec<String>,
    /// 7.3.8.3 (nonphasing): areas where, if the phasing power attacks an ally there, this
    /// power declares war on it and joins the defence. Default: none (it leaves, 7.3.8.4).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub join_defence: Vec<String>,
    /// 7.5.4.1 (nonphasing, besieged): standing orders per area of a besieged city.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub garrisons: BTreeMap<String, GarrisonOrders>,
    /// 7.3.5 (phasing): corps carried by its fleets -> the land area each lands in.
    /// Default: the port's area, else the coast nearest its supply.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub disembark: BTreeMap<String, String>,
    /// 7.3.5 errata (phasing): corps landing in an area whose friendly port city is
    /// besieged that go directly into the port, if there is room. Default: into the area.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub into_port: Vec<String>,
    /// 7.3 (phasing, with movement): unit id -> the areas it enters, in order.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub moves: BTreeMap<String, Vec<String>>,
    /// 7.3.1.2 (phasing): corps that force march.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub force_march: Vec<String>,
    /// 7.4.1 (phasing): corps that forage though depot supply is open to them.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub forage: Vec<String>,
    /// 7.4.1.2.2, 7.5.4 (phasing): corps that, foraging beside an enemy-held city, use their
    /// unused movement points and so do not besiege it this sequence (nor does their
    /// power's force there). Default: a corps beside an enemy-held city besieges it.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub forgo_siege: Vec<String>,
    /// 7.1, 7.1.2 (the `land-announcements` entry only): France's place in the sequence and
    /// the combined movements of this player's powers.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub announce: Option<Announce>,
}

crate::engine::orders::orders_body!(Orders);

impl Serialize for Orders {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        Orders::serialize(self, s)
    }
}

/// One day's choices after defaults.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DayChoice {
    /// The chit.
    pub chit: Chit,
    /// Outflanking unit ids.
    pub outflanking: Vec<String>,
    /// End of day.
    pub end_of_day: EndOfDay,
}

/// A side's orders for one battle with every default filled in.
#[derive(Debug, Clone)]
pub struct SideOrders {
    /// Day choices (never empty).
    pub days: Vec<DayChoice>,
    /// The default chit of this side (used when a chosen outflank is no longer allowed).
    pub default_chit: Chit,
    /// Pursue.
    pub pursue: bool,
    /// Loss priority, complete.
    pub loss_priority: Vec<FactorType>,
    /// Retreat preference.
    pub retreat_preference: Vec<String>,
    /// Reinforcement attempts.
    pub reinforce: Vec<Reinforce>,
    /// Enemy depot choice.
    pub enemy_depot: DepotChoice,
    /// Besieged units sallying with a relieving force (7.5.4.2.3).
    pub sally: Vec<String>,
    /// No orders were given for this battle: the defaults apply (the report says so).
    pub no_orders: bool,
}

/// Default chit of the attacker (assault) and of the defender (defend).
pub fn default_chit(attacker: bool) -> Chit {
    if attacker {
        Chit::Assault
    } else {
        Chit::Defend
    }
}

impl SideOrders {
    /// The orders `given` (None: the player sent none for this battle) with defaults.
    pub fn from_orders(
        given: Option<&BattleOrders>,
        standing_priority: &[FactorType],
        attacker: bool,
    ) -> Self {
        let dflt = default_chit(attacker);
        let empty = BattleOrders::default();
        let o = given.unwrap_or(&empty);
        let mut days: Vec<DayChoice> = o
            .days
            .iter()
            .map(|d| DayChoice {
                chit: d.chit,
                outflanking: d.outflanking.clone(),
                end_of_day: d.end_of_day.unwrap_or(EndOfDay::Fight),
            })
            .collect();
        if days.is_empty() {
            days.push(DayChoice {
                chit: dflt,
                outflanking: Vec::new(),
                end_of_day: EndOfDay::Fight,
            });
        }
        let pr = if o.loss_priority.is_empty() {
            standing_priority
        } else {
            &o.loss_priority
        };
        SideOrders {
            days,
            default_chit: dflt,
            pursue: o.pursue.unwrap_or(true),
            loss_priority: full_priority(pr),
            retreat_preference: o.retreat_preference.clone(),
            reinforce: o.reinforce.clone(),
            enemy_depot: o.enemy_depot.unwrap_or(DepotChoice::Destroy),
            sally: o.sally.clone(),
            no_orders: given.is_none(),
        }
    }

    /// Choices for day `n` (1-based); the last given serves for later days.
    pub fn day(&self, n: u32) -> &DayChoice {
        &self.days[(n as usize - 1).min(self.days.len() - 1)]
    }
}
