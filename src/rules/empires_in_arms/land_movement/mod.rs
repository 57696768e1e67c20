//! 7.3 the Land Movement Step: movement (7.3.1-7.3.2), garrisons (7.3.3), landing (7.3.5),
//! enemy depots (7.3.6) and the declaration of combat (7.3.8).

pub mod declaration;
pub mod disembark;
pub mod enemy_depot;
pub mod garrisons;
pub mod leader_escort;
pub mod movement;
pub mod movement_step;
