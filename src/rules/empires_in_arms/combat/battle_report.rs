//! What a battle report holds: everything a player wants to read, as plain data for the
//! Tera templates (`templates/empires-in-arms/`).

use super::losses::Loss;
use serde::Serialize;
use std::collections::BTreeMap;

/// A unit line at the start of a battle.
#[derive(Debug, Clone, Serialize)]
pub struct UnitLine {
    /// Unit id.
    pub id: String,
    /// Name.
    pub name: String,
    /// Power id.
    pub power: String,
    /// Factors by type key.
    pub factors: BTreeMap<String, u32>,
    /// Total factors.
    pub total: u32,
}

/// One side at the start of a battle (revealed in step 6).
#[derive(Debug, Clone, Serialize, Default)]
pub struct SideStart {
    /// "Turkey".
    pub label: String,
    /// Commander line ("Yusuf Ziya Pasha (strategic 2, tactical 2)"), if any.
    pub commander: Option<String>,
    /// Units.
    pub units: Vec<UnitLine>,
    /// Total factors.
    pub total: u32,
    /// Cavalry factors.
    pub cavalry: u32,
    /// Base morale "2.3".
    pub base_morale: String,
    /// How it was computed.
    pub morale_working: String,
}

/// One side's part of one round.
#[derive(Debug, Clone, Serialize, Default)]
pub struct RoundSide {
    /// Table read (after terrain), "4-1"; None when the chart gives no table ("0-0").
    pub table: Option<String>,
    /// Table before terrain, if terrain changed it.
    pub table_before_terrain: Option<String>,
    /// Die rolled, with its index in the dice log.
    pub die: Option<u32>,
    /// Index in the dice log.
    pub die_index: Option<u32>,
    /// Total die modifier (capped).
    pub modifier: i32,
    /// Why this table (pbem 0.5.0 on): the chits and round, river or outflank section, and
    /// terrain (7.5.2.7), or the trivial combat table (7.5.3.2).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub table_reason: Option<String>,
    /// Why this modifier (pbem 0.5.0 on): the commanders' tactical ratings and the cap
    /// (7.5.2.9.1).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub modifier_reason: Option<String>,
    /// Modified roll.
    pub modified: Option<i32>,
    /// Percentage loss inflicted.
    pub percent: u32,
    /// Factors the percentage was taken of.
    pub factors_counted: u32,
    /// Factors the other side must remove.
    pub losses_inflicted: u32,
    /// Morale loss inflicted "1.0".
    pub morale_inflicted: String,
    /// What this side removed.
    pub losses_taken: Vec<Loss>,
    /// This side's cumulative morale loss after the round.
    pub morale_loss_total: String,
    /// Broke this round.
    pub broke: bool,
    /// No factors left in combat.
    pub eliminated: bool,
}

/// One round.
#[derive(Debug, Clone, Serialize, Default)]
pub struct RoundReport {
    /// 1..=3.
    pub number: u32,
    /// Attacker's part.
    pub attacker: RoundSide,
    /// Defender's part.
    pub defender: RoundSide,
    /// Reinforcements, outflank arrivals and other happenings after the round.
    pub events: Vec<String>,
}

/// One day of combat.
#[derive(Debug, Clone, Serialize, Default)]
pub struct DayReport {
    /// 1-based.
    pub number: u32,
    /// Attacker's chit, or None in trivial combat.
    pub attacker_chit: Option<String>,
    /// Defender's chit.
    pub defender_chit: Option<String>,
    /// Outflank, withdrawal and river-section notes for the day.
    pub notes: Vec<String>,
    /// Final morale of the day.
    pub attacker_final_morale: String,
    /// Final morale of the day.
    pub defender_final_morale: String,
    /// Rounds fought.
    pub rounds: Vec<RoundReport>,
    /// End of day choices, when the day ended undecided.
    pub end_of_day: Option<String>,
}

/// A retreat (7.5.2.10.3) or withdrawal move.
#[derive(Debug, Clone, Serialize)]
pub struct RetreatReport {
    /// Whose force.
    pub side: String,
    /// Units that moved.
    pub units: Vec<String>,
    /// Area names entered, in order.
    pub path: Vec<String>,
    /// Surrendered for want of a route.
    pub surrendered: bool,
    /// Why this way (target, tie-breaks, the instruction or default used).
    pub reason: String,
}

/// A pursuit (7.5.2.10.2).
#[derive(Debug, Clone, Serialize)]
pub struct PursuitReport {
    /// Lines of the procedure.
    pub lines: Vec<String>,
    /// Losses taken by the pursued.
    pub losses: Vec<Loss>,
    /// Whether provisional tables were used.
    pub provisional: bool,
}

/// A whole battle.
#[derive(Debug, Clone, Serialize, Default)]
pub struct BattleReport {
    /// Area id.
    pub area: String,
    /// Area name.
    pub area_name: String,
    /// Terrain.
    pub terrain: String,
    /// "field" or "trivial".
    pub kind: String,
    /// Attacker.
    pub attacker: SideStart,
    /// Defender.
    pub defender: SideStart,
    /// Days fought.
    pub days: Vec<DayReport>,
    /// The outcome in one sentence.
    pub outcome: String,
    /// "attacker", "defender" or None.
    pub winner: Option<String>,
    /// Pursuit, if any.
    pub pursuit: Option<PursuitReport>,
    /// Retreats and withdrawals.
    pub retreats: Vec<RetreatReport>,
    /// Political point changes ("Turkey +2").
    pub political_points: Vec<String>,
    /// Leaders and factors captured.
    pub captured: Vec<String>,
    /// Depots destroyed or converted.
    pub depots: Vec<String>,
    /// Which standing instruction or default decided each choice.
    pub decisions: Vec<String>,
    /// Provisional data used.
    pub provisional: Vec<String>,
}

impl BattleReport {
    /// The battle as entries of pbem 0.4.0 and older recorded it: without the fields
    /// pbem 0.5.0 added (the table and modifier reasons), so old entries replay byte for
    /// byte.
    pub fn before_0_5_0(mut self) -> Self {
        for r in self.days.iter_mut().flat_map(|d| d.rounds.iter_mut()) {
            for s in [&mut r.attacker, &mut r.defender] {
                s.table_reason = None;
                s.modifier_reason = None;
            }
        }
        self
    }
}
