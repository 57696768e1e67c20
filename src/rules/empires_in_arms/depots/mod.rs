//! 7.2 the Depot Creation/Removal Step.

pub mod depot_step;
