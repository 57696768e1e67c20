//! The charts our text of Old Trousers v2.4 lacks, each provisional: random events, stands
//! per unit and hits to stands, rout distances, the effects of morale and rally, formation
//! and facing change costs, flanks and engagement range, and the standing orders' figures.
//! Each file says `provisional: true` with its note (read by
//! [`super::cell::load_provisional`]).

mod events;
mod morale_effects;
mod standing_orders;
mod stands;
mod table_rules;

pub use crate::rules::table_game::chart::Share;
pub use events::{RandomEvent, RandomEvents, EVENTS};
pub use morale_effects::{Failure, MoraleEffects};
pub use standing_orders::{Margins, StandingOrders};
pub use stands::{BoxedIn, FrontRank, Rout, Stands, UnitStands};
pub use table_rules::{Engagement, Flanks, FormationChanges};
