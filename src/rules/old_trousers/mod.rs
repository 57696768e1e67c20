//! Old Trousers v2.4 (John P. Kelly): battalion-level Napoleonic miniatures on the table
//! board. The charts and the combat and morale procedures; the game itself joins here.

pub mod charge;
pub mod fire;
pub mod melee;
pub mod morale;
pub mod tables;
