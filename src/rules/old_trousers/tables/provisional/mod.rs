//! The charts our text of Old Trousers v2.4 lacks, each provisional: random events, stands
//! per unit and hits to stands, rout distances, the effects of morale and rally, formation
//! and facing change costs, flanks and engagement range, and the standing orders' figures.

use super::cell::{header, Marking};
use crate::data::GameData;
use crate::error::Result;
use crate::yaml::Source;

mod events;
mod morale_effects;
mod standing_orders;
mod stands;
mod table_rules;

pub use events::{RandomEvent, RandomEvents, EVENTS};
pub use morale_effects::{Failure, MoraleEffects};
pub use standing_orders::{Margins, StandingOrders};
pub use stands::{FrontRank, Rout, Stands, UnitStands};
pub use table_rules::{Engagement, Flanks, FormationChanges, Share};

/// Loads a provisional chart's text and checks header and marking; returns (source, T, note).
pub(super) fn load<T: serde::de::DeserializeOwned + Headed>(
    data: &GameData,
    name: &str,
) -> Result<(Source, T, String)> {
    let src = data.source(&format!("charts/{name}.yaml"))?;
    let r: T = src.parse()?;
    let (chart, edition, marking) = r.parts();
    header(&src, (chart, edition), name)?;
    let note = marking.note(&src)?;
    Ok((src, r, note))
}

/// A raw provisional chart's header and marking.
pub(super) trait Headed {
    fn parts(&self) -> (&str, &str, Marking);
}

/// Implements [`Headed`] for a raw chart with chart, edition, provisional and note.
macro_rules! headed {
    ($t:ty) => {
        impl Headed for $t {
            fn parts(&self) -> (&str, &str, Marking) {
                let marking = Marking {
                    provisional: self.provisional,
                    note: self.note.clone(),
                };
                (&self.chart, &self.edition, marking)
            }
        }
    };
}

use headed;
