//! Stand footprints by troop class and formation (games/old-trousers/footprints.yaml):
//! frontage and depth of one unit's stand. PROVISIONAL data: the v2.4 text has no basing.

use super::state::Arm;
use crate::board::table::inches::Inches;
use crate::board::table::measure::Length;
use crate::board::table::stand::Formation;
use crate::data::GameData;
use crate::error::Result;
use serde::Deserialize;
use std::collections::BTreeMap;

/// The file, as written.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct Doc {
    provisional: bool,
    note: String,
    leader: Inches,
    leader_move: Inches,
    infantry: BTreeMap<Formation, (Inches, Inches)>,
    cavalry: BTreeMap<Formation, (Inches, Inches)>,
    artillery: BTreeMap<Formation, (Inches, Inches)>,
}

/// Footprints by class and formation.
#[derive(Debug, Clone)]
pub struct Footprints {
    /// Whether the data is provisional.
    pub provisional: bool,
    /// The data's note.
    pub note: String,
    /// A leader's stand, square, for the picture.
    pub leader: Length,
    /// How far a leader moves in a phase (PROVISIONAL).
    pub leader_move: Length,
    by: BTreeMap<(Arm, Formation), (Length, Length)>,
}

/// The data file.
pub const FILE: &str = "footprints.yaml";

impl Footprints {
    /// Loads games/old-trousers/footprints.yaml.
    ///
    /// # Errors
    /// A missing file or a malformed one, with file, line and path; a size not above zero.
    pub fn load(data: &GameData) -> Result<Footprints> {
        let src = data.source(FILE)?;
        let doc: Doc = src.parse()?;
        let mut by = BTreeMap::new();
        for (class, map) in [
            (Arm::Infantry, &doc.infantry),
            (Arm::Cavalry, &doc.cavalry),
            (Arm::Artillery, &doc.artillery),
        ] {
            for (f, (w, d)) in map {
                let path = format!("{}.{}", class.name(), formation_key(*f));
                crate::board::table::sanity::base(&src, &path, (w.0, d.0))?;
                by.insert((class, *f), (w.0, d.0));
            }
        }
        Ok(Footprints {
            provisional: doc.provisional,
            note: doc.note,
            leader: doc.leader.0,
            leader_move: doc.leader_move.0,
            by,
        })
    }

    /// Frontage and depth of `class` in `formation`; `None` when the class may not take it.
    pub fn size(&self, class: Arm, formation: Formation) -> Option<(Length, Length)> {
        self.by.get(&(class, formation)).copied()
    }
}

/// The data key of a formation (`attack-column`).
pub fn formation_key(f: Formation) -> &'static str {
    match f {
        Formation::Line => "line",
        Formation::CompanyColumn => "company-column",
        Formation::AttackColumn => "attack-column",
        Formation::Skirmish => "skirmish",
        Formation::Square => "square",
        Formation::Limbered => "limbered",
        Formation::Unlimbered => "unlimbered",
        Formation::Prolonge => "prolonge",
    }
}

/// A formation from its data key.
pub fn parse_formation(s: &str) -> Option<Formation> {
    [
        Formation::Line,
        Formation::CompanyColumn,
        Formation::AttackColumn,
        Formation::Skirmish,
        Formation::Square,
        Formation::Limbered,
        Formation::Unlimbered,
        Formation::Prolonge,
    ]
    .into_iter()
    .find(|f| formation_key(*f) == s)
}
