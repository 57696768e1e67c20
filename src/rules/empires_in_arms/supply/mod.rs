//! 7.4 the Supply Step: foraging (7.4.1), depot supply (7.4.2) with allied depots (7.4.2.2)
//! over supply chains (7.2.3), sea supply (7.4.3) with port cities (7.4.3.4), invasion supply
//! (7.4.4) and besieged supply (7.4.5).

pub mod allied_supply;
pub mod besieged_supply;
pub mod depot_supply;
pub mod forage;
pub mod foraging;
pub mod invasion;
pub mod port_depot;
pub mod sea;
pub mod supply_chain;
pub mod supply_step;
