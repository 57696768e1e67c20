//! The de-shaking phase (1.): a morale check for each of the moving player's units shaken
//! at the start of the turn; passing removes the Shaken marker.

pub mod de_shaking;

pub use de_shaking::deshake;
