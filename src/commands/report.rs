//! `pbem report`: print a resolved entry's report, or re-render it with other templates.

use crate::campaign::{produce, Campaign};
use crate::cli::{Format, ReportArgs};
use crate::error::{Error, Result};
use crate::yaml::Source;

/// `pbem report`.
pub fn report(a: ReportArgs) -> Result<()> {
    let c = Campaign::open(&a.dir)?;
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
    let bytes = match &a.templates {
        None => std::fs::read(edir.join(&file)).map_err(|e| Error::io(edir.join(&file), e))?,
        Some(t) => {
            // Re-render the entry through the same path as resolve, with other templates.
            let res: produce::Resolution = Source::read(&edir.join("resolution.yaml"))?.parse()?;
            let prev_name = c
                .entries()?
                .into_iter()
                .take_while(|e| *e != name)
                .last()
                .unwrap_or_default();
            let prev = std::fs::read(c.history_dir().join(prev_name).join("state.yaml"))
                .map_err(|e| Error::io(&edir, e))?;
            let mut orders = std::collections::BTreeMap::new();
            for p in res.commitments.keys() {
                let f = edir.join("orders").join(format!("{p}.yaml"));
                if res.nmr.contains_key(p) && !f.exists() {
                    continue; // committed, not revealed: resolved with the standing orders
                }
                orders.insert(p.clone(), std::fs::read(&f).map_err(|e| Error::io(&f, e))?);
            }
            let previous_history = match res.history {
                Some(_) => Some(produce::history_before(&c, res.entry)?),
                None => None,
            };
            let inputs = produce::Inputs {
                previous_history,
                engine: res.engine.clone(),
                entry: res.entry,
                commitments: res.commitments,
                orders,
                entropy: res.entropy,
                mail_date: res.mail_date,
                nmr: res.nmr,
                entropy_withheld: res.entropy_withheld,
                deadline: res.deadline,
            };
            let out = produce::produce(
                &c,
                &prev,
                &inputs,
                &crate::report::tera(&c.file.game, Some(t))?,
            )?;
            out.files
                .get(&file)
                .cloned()
                .ok_or_else(|| Error::Campaign(format!("no {file} in entry {name}")))?
        }
    };
    print!("{}", String::from_utf8_lossy(&bytes));
    Ok(())
}
