//! The rules revision the waiting entry opens with (docs/fairness.md, section 12): the
//! previous entry's, campaign.yaml's for entry 1; [`super::upgrade`] changes it, before the
//! entry's first commitment.

use super::Campaign;
use crate::engine::revision::{self, Revision};
use crate::error::Result;
use crate::yaml::Source;
use serde::Deserialize;

/// The two fields of a resolution.yaml read here (the whole file is
/// [`super::produce::Resolution`], which verify checks).
#[derive(Deserialize)]
struct Recorded {
    engine: String,
    #[serde(default)]
    revision: Option<Revision>,
}

/// The revision the previous entry was resolved by (recorded, or implied by the engine of
/// an entry of pbem 0.5.0 or older); before entry 1, campaign.yaml's; for a campaign made
/// before pbem 0.6.0 with no entry yet, the newest this pbem plays.
///
/// # Errors
/// An unreadable newest entry; an engine that names no revision of the game.
pub fn previous(c: &Campaign) -> Result<Revision> {
    let names = c.entries()?;
    match names.last().filter(|n| n.as_str() != "0000-setup") {
        Some(name) => {
            let f = c.history_dir().join(name).join("resolution.yaml");
            let res: Recorded = Source::read(&f)?.parse()?;
            match res.revision {
                Some(r) => Ok(r),
                None => revision::implied(&c.file.game, &res.engine),
            }
        }
        None => match c.file.revision {
            Some(r) => Ok(r),
            None => revision::newest(&c.file.game),
        },
    }
}
