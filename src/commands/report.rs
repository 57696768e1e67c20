//! `pbem report`: print a resolved entry's report, or re-render it with other templates.

use crate::campaign::{produce, Campaign};
use crate::cli::{Format, ReportArgs};
use crate::error::{Error, Result};
use crate::yaml::Source;
use std::collections::BTreeMap;
use std::path::Path;

/// `pbem report`.
pub fn report(a: ReportArgs) -> Result<()> {
    let c = Campaign::open(&a.dir)?;
    if let Some(p) = &a.player {
        if !c.players.contains_key(p.as_str()) {
            return Err(Error::Campaign(format!(
                "'{p}' is not a player; players: {}",
                c.player_ids().join(", ")
            )));
        }
    }
    let name = c.resolved_entry(a.entry)?;
    let file = match (a.format, &a.player) {
        (Format::Markdown, None) => "report.md".to_string(),
        (Format::Markdown, Some(p)) => format!("reports/{p}.md"),
        (Format::Email, Some(p)) => format!("mail/{p}.eml"),
        (Format::Email, None) => {
            return Err(Error::Campaign("--format email needs --player".into()))
        }
    };
    let edir = c.history_dir().join(&name);
    let files = match &a.templates {
        None => None,
        Some(t) => Some(rerender(&c, &name, &edir, t)?),
    };
    let read = |f: &str| match &files {
        None => crate::store::read(&edir.join(f)),
        Some(files) => (files.get(f).cloned())
            .ok_or_else(|| Error::Campaign(format!("no {f} in entry {name}"))),
    };
    let mut bytes = read(&file)?;
    // A mail as it is sent: its kept picture filled in (entries of pbem 0.12.0 on).
    if a.format == Format::Email {
        bytes = crate::report::kept::fill(bytes, &mut |f| read(f))?;
    }
    print!("{}", String::from_utf8_lossy(&bytes));
    Ok(())
}

/// Re-renders entry `name` (in `edir`) through the same path as resolve, with the
/// templates in `templates`; returns its files (relative path -> bytes).
///
/// # Errors
/// Reading the entry and the one before; a player of resolution.yaml not the campaign's;
/// producing the entry.
fn rerender(
    c: &Campaign,
    name: &str,
    edir: &Path,
    templates: &Path,
) -> Result<BTreeMap<String, Vec<u8>>> {
    let res: produce::Resolution = Source::read(&edir.join("resolution.yaml"))?.parse()?;
    // The participants the entry had (a side handed over later is still the old player's).
    let at = crate::campaign::handover::at_entry(c, res.entry)?;
    let c = at.as_ref().unwrap_or(c);
    let prev_name = c
        .entries()?
        .into_iter()
        .take_while(|e| *e != name)
        .last()
        .unwrap_or_default();
    let prev = crate::store::read(&c.history_dir().join(prev_name).join("state.yaml"))?;
    let orders = revealed_orders(c, edir, &res)?;
    let previous_history = match res.history {
        Some(_) => Some(produce::history_before(c, res.entry)?),
        None => None,
    };
    let inputs = produce::Inputs {
        previous_history,
        engine: res.engine.clone(),
        revision: res.revision.map(|r| (r, res.upgrade.clone())),
        entry: res.entry,
        commitments: res.commitments,
        orders,
        entropy: res.entropy,
        mail_date: res.mail_date,
        nmr: res.nmr,
        entropy_withheld: res.entropy_withheld,
        deadline: res.deadline,
        voided: crate::campaign::void::read(edir)?,
        mail_keys: res.mail_keys,
        nmr_at: res.nmr_at,
        handovers: res.handovers,
    };
    let out = produce::produce(
        c,
        &prev,
        &inputs,
        &crate::report::templates(&c.file.game, Some(templates))?,
    )?;
    Ok(out.files)
}

/// The orders files of the entry's players, by player (none for one resolved with the
/// standing orders who committed and did not reveal).
///
/// # Errors
/// A player of resolution.yaml not the campaign's (it names a file); reading a file.
fn revealed_orders(
    c: &Campaign,
    edir: &Path,
    res: &produce::Resolution,
) -> Result<BTreeMap<String, Vec<u8>>> {
    let mut orders = BTreeMap::new();
    for p in res.commitments.keys() {
        // A player of resolution.yaml names a file: it must be one of the campaign's.
        if !c.players.contains_key(p) {
            return Err(Error::Campaign(format!(
                "{}: '{p}' is not a player of this campaign",
                edir.join("resolution.yaml").display()
            )));
        }
        let f = edir.join("orders").join(format!("{p}.yaml"));
        if res.nmr.contains_key(p) && !f.exists() {
            continue; // committed, not revealed: resolved with the standing orders
        }
        orders.insert(p.clone(), crate::store::read(&f)?);
    }
    Ok(orders)
}
