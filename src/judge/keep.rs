//! What a judge knows it sent survives a discarded run. When the remote refuses a push
//! (another judge pushed first), the judge makes its folder the remote's (`git reset
//! --hard`); its own record of the mail it sent (`mail-log.yaml`, and `mail-sending.yaml`
//! for the one in flight), not yet on the remote, would go with it, and the next run would
//! send that mail again. The sent log only grows and each record is true whatever the
//! state (mail goes only after the state it comes from was pushed), so the records are
//! put back into the remote's log by union, and the receipts they name leave the outbox.

use crate::error::Result;
use crate::mail::sent::{InFlight, SentLog, SentRecord};
use std::collections::BTreeMap;
use std::path::Path;

/// The sent log and the in-flight list of `dir`, read before a discard.
#[derive(Debug, Clone, Default)]
pub struct Kept {
    sent: BTreeMap<String, SentRecord>,
    flying: BTreeMap<String, String>,
}

impl Kept {
    /// Reads them.
    ///
    /// # Errors
    /// A malformed log.
    pub fn read(dir: &Path) -> Result<Kept> {
        Ok(Kept {
            sent: SentLog::load(dir)?.messages,
            flying: InFlight::load(dir)?.messages,
        })
    }

    /// After the discard: every record the folder lost is put back, and a receipt it names
    /// leaves the outbox. Returns how many records were put back.
    ///
    /// # Errors
    /// Writing the logs; reading the outbox.
    pub fn restore(self, dir: &Path) -> Result<usize> {
        let mut log = SentLog::load(dir)?;
        let mut flight = InFlight::load(dir)?;
        let mut back = 0;
        for (id, r) in self.sent {
            if !log.contains(&id) {
                log.record(&id, r)?;
                back += 1;
            }
        }
        for (id, to) in self.flying {
            if !flight.contains(&id) && !log.contains(&id) {
                flight.start(&id, &to)?;
                back += 1;
            }
        }
        for (file, m) in super::outbox::all(dir, super::receipt::KIND)? {
            if log.contains(&m.id) || flight.contains(&m.id) {
                crate::store::inside(&file)?;
                std::fs::remove_file(&file).map_err(|e| crate::Error::io(&file, e))?;
            }
        }
        Ok(back)
    }
}
