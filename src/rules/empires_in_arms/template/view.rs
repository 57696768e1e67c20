//! What a player sees of his own forces after the phase, and where every power's forces
//! stand (public in Empires in Arms).

use crate::rules::empires_in_arms::model::map::Map;
use crate::rules::empires_in_arms::model::state::State;
use crate::rules::empires_in_arms::positions::Position;
use serde::Serialize;
use std::sync::Arc;

/// What the player holding some powers alone sees after the phase (`view` in the player's
/// report).
#[derive(Debug, Clone, Serialize)]
pub struct PlayerView {
    /// Its units.
    pub units: Vec<UnitView>,
    /// Its leaders.
    pub leaders: Vec<LeaderView>,
    /// Where every power's forces stand (public), area by area: found once and shared by
    /// every player's view.
    #[serde(serialize_with = "shared_slice")]
    pub positions: Arc<[Position]>,
}

/// Serializes the shared positions as the list they are.
fn shared_slice<S: serde::Serializer>(v: &Arc<[Position]>, s: S) -> Result<S::Ok, S::Error> {
    v.as_ref().serialize(s)
}

/// A unit in [`PlayerView`].
#[derive(Debug, Clone, Serialize)]
pub struct UnitView {
    /// Name.
    pub name: String,
    /// The area's name.
    pub area: String,
    /// Factors in words (`6 infantry, 2 cavalry`).
    pub factors: String,
    /// Total factors.
    pub total: u32,
}

/// A leader in [`PlayerView`].
#[derive(Debug, Clone, Serialize)]
pub struct LeaderView {
    /// Name.
    pub name: String,
    /// The area's name.
    pub area: String,
}

/// What the player holding `powers` alone sees after the phase: its units (name, area,
/// factors in words, total) and leaders (name, area), with every power's `positions`
/// (public: [`crate::rules::empires_in_arms::positions::positions`], found once for all
/// players).
pub fn player_view(
    map: &Map,
    st: &State,
    powers: &[String],
    positions: Arc<[Position]>,
) -> PlayerView {
    let units = st
        .units
        .iter()
        .filter(|u| powers.contains(&u.power))
        .map(|u| {
            let f: Vec<String> = u
                .factors
                .iter()
                .map(|(t, n)| format!("{n} {}", t.label()))
                .collect();
            UnitView {
                name: u.name.clone(),
                area: map.name(&u.area),
                factors: f.join(", "),
                total: u.total(),
            }
        })
        .collect();
    let leaders = st
        .leaders
        .iter()
        .filter(|l| powers.contains(&l.power))
        .map(|l| LeaderView {
            name: l.name.clone(),
            area: map.name(&l.area),
        })
        .collect();
    PlayerView {
        units,
        leaders,
        positions,
    }
}
