//! The ordered pass's check of the rules revisions (docs/fairness.md, section 12): each
//! entry's revision is the one fixed before its commitments (the entry before's, or
//! campaign.yaml's for entry 1) unless it records an upgrade from that one; never older.

use super::diff;
use crate::campaign::produce::Resolution;
use crate::campaign::Campaign;
use crate::engine::revision::{self, Revision, Upgrade};
use crate::engine::EngineVersion;
use crate::error::Result;

/// What the ordered pass carries from one entry to the next about revisions.
pub(super) struct Revisions {
    game: String,
    /// The revision fixed for the next entry: the last entry's, campaign.yaml's before the
    /// first; `None` before entry 1 of a campaign made before pbem 0.6.0.
    before: Option<Revision>,
    /// The engine of the last entry of pbem 0.5.0 or older (they are ordered by it).
    engine: Option<EngineVersion>,
    /// The first file that recorded a revision (campaign.yaml or an entry).
    recorded: Option<String>,
}

impl Revisions {
    /// Before entry 1.
    pub(super) fn new(c: &Campaign) -> Revisions {
        Revisions {
            game: c.file.game.clone(),
            before: c.file.revision,
            engine: None,
            recorded: c.file.revision.map(|_| "campaign.yaml".to_string()),
        }
    }

    /// Checks entry `name`'s revision against the one fixed before it and advances; the
    /// revision and upgrade to replay it with (`None`: an entry of pbem 0.5.0 or older,
    /// replayed with its recorded engine's rules).
    pub(super) fn next(
        &mut self,
        name: &str,
        res: &Resolution,
    ) -> Result<Option<(Revision, Option<Upgrade>)>> {
        let bad = |m: String| diff(name, "resolution.yaml", m);
        let Some(r) = res.revision else {
            return self.legacy(name, res).map(|()| None);
        };
        let rules = revision::engine_of(&self.game, r).map_err(|e| bad(e.to_string()))?;
        let by = EngineVersion::parse(&res.engine);
        if by.is_none_or(|v| EngineVersion::parse(&rules).is_some_and(|w| w > v)) {
            return Err(bad(format!(
                "rules revision {r} plays the rules of {rules}, which {} did not have",
                res.engine
            )));
        }
        match (self.before, &res.upgrade) {
            (Some(b), None) if r != b => {
                let whose = self.recorded.as_deref().unwrap_or("the entry before");
                return Err(bad(format!(
                    "resolved by rules revision {r}, but the revision fixed before its \
                     commitments is {b} (by {whose} and the entries after it), and it records \
                     no upgrade"
                )));
            }
            (Some(b), Some(u)) if u.from != b || r <= b => {
                return Err(bad(format!(
                    "records an upgrade from rules revision {} to {r}, but the revision \
                     fixed before it is {b} (an upgrade only moves to a newer revision)",
                    u.from
                )));
            }
            (None, Some(u)) if r <= u.from => {
                return Err(bad(format!(
                    "records an upgrade from rules revision {} to the older {r}",
                    u.from
                )));
            }
            _ => {}
        }
        self.recorded.get_or_insert_with(|| name.to_string());
        self.before = Some(r);
        Ok(Some((r, res.upgrade.clone())))
    }

    /// An entry that records no revision: only before any file that records one, with an
    /// engine no older than the entry before's.
    fn legacy(&mut self, name: &str, res: &Resolution) -> Result<()> {
        let bad = |m: String| diff(name, "resolution.yaml", m);
        if res.upgrade.is_some() {
            return Err(bad("records an upgrade but no rules revision".into()));
        }
        if let Some(first) = &self.recorded {
            return Err(bad(format!(
                "records no rules revision, but {first} before it does (every entry \
                 after it must)"
            )));
        }
        let v = EngineVersion::parse(&res.engine)
            .ok_or_else(|| bad(format!("engine '{}' names no pbem version", res.engine)))?;
        if let Some(w) = self.engine.filter(|w| v < *w) {
            return Err(bad(format!(
                "resolved by {}, older than pbem {w} of the entry before: an entry is never \
                 replayed with older rules than its predecessor",
                res.engine
            )));
        }
        let r = revision::implied(&self.game, &res.engine).map_err(|e| bad(e.to_string()))?;
        self.engine = Some(v);
        self.before = Some(r);
        Ok(())
    }
}
