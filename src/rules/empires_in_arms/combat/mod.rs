//! 7.5 the Land Combat Step: where combats are and their order (7.5.1), defender
//! retirement into cities (7.5.1.1), and what field and siege combat share: the battle in
//! progress, morale (7.5.2.6), losses (7.5.2.9.2), retreat (7.5.2.10.3) and the report.
//! Field and trivial combat (7.5.2, 7.5.3) are in [`field`], sieges (7.5.4) in [`sieges`].

pub mod battle;
pub mod battle_report;
pub mod field;
pub mod land_combat;
pub mod losses;
pub mod morale;
pub mod retirement;
pub mod retreat;
pub mod sieges;
