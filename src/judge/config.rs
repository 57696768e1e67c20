//! `judge.yaml`: the judge's own settings, in the folder (ROOT) whose subfolders are the
//! campaigns it runs (docs/judge.md).

use crate::campaign::settings::SmtpSettings;
use crate::error::{Error, Result};
use crate::yaml::Source;
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};

/// The file's name in ROOT.
pub const FILE: &str = "judge.yaml";

/// What the judge answers to mail from an address no campaign under ROOT has.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Strangers {
    /// One short refusal per address per day (UTC), recorded in ROOT's `strangers.yaml`.
    #[default]
    RefuseOnceADay,
    /// No answer at all.
    Ignore,
}

/// `git:` of judge.yaml: whether each campaign's changes are committed, and pushed.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GitSettings {
    /// Commit each campaign folder after the run changed it (one commit per run per
    /// campaign).
    #[serde(default)]
    pub commit: bool,
    /// Push after committing (implies `commit`); a rejected push means another judge ran first (docs/judge.md).
    #[serde(default)]
    pub push: bool,
    /// The remote pushed to [default: origin].
    #[serde(default = "default_remote")]
    pub remote: String,
}

fn default_remote() -> String {
    "origin".into()
}

impl Default for GitSettings {
    fn default() -> Self {
        GitSettings {
            commit: false,
            push: false,
            remote: default_remote(),
        }
    }
}

/// judge.yaml.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct JudgeFile {
    /// The judge's own address: receipts come from it, and mail from it is never answered.
    pub address: String,
    /// The Maildir the judge reads (`new/`, `cur/`, `tmp/`), relative to ROOT or absolute.
    pub maildir: PathBuf,
    /// The SMTP server receipts, reminders and reports go through (as campaign.yaml's
    /// `mail.smtp`; credentials from `PBEM_SMTP_USER`/`PBEM_SMTP_PASSWORD` or
    /// `credentials`). Exactly one of `smtp` and `sendmail`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub smtp: Option<SmtpSettings>,
    /// The local sendmail program instead of SMTP (e.g. `/usr/sbin/sendmail`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub sendmail: Option<String>,
    /// A YAML file with `user:` and `password:` for SMTP, relative to ROOT or absolute.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub credentials: Option<PathBuf>,
    /// A PEM certificate to trust for the SMTP server, relative to ROOT or absolute.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ca_file: Option<PathBuf>,
    /// Take only messages that the receiving server named here (its authserv-id in the
    /// `Authentication-Results` field) found DKIM- or DMARC-signed by the From domain, as
    /// `pbem inbox --trust-dkim` (docs/mail.md).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub trust_dkim: Option<String>,
    /// Mail from strangers: `refuse-once-a-day` (the default) or `ignore`.
    #[serde(default)]
    pub strangers: Strangers,
    /// Committing and pushing each campaign (off when absent).
    #[serde(default)]
    pub git: GitSettings,
    /// How long before the deadline reminders go to those awaited (a duration: `24h`,
    /// `2days`) [default: 24h].
    #[serde(default = "default_day")]
    pub remind_before: String,
    /// How long after the grace ends the judge still waits for the orders and entropy
    /// values of players who committed on time (they can send them only once commitments
    /// close) before it resolves with the standing orders for the withheld ones [default:
    /// 24h].
    #[serde(default = "default_day")]
    pub reveal_within: String,
    /// An IMAP mailbox fetched into `maildir` before each run (`pbem mail fetch`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub fetch: Option<super::fetch::FetchSettings>,
}

fn default_day() -> String {
    "24h".into()
}

/// judge.yaml read, with its paths made absolute against ROOT.
#[derive(Debug, Clone)]
pub struct Judge {
    /// ROOT.
    pub root: PathBuf,
    /// The settings, paths resolved.
    pub file: JudgeFile,
    /// The judge's address, lowercased, for comparisons.
    pub address: String,
}

impl Judge {
    /// Reads `ROOT/judge.yaml`.
    ///
    /// # Errors
    /// A missing or malformed file (with its line and YAML path); an `address` that is not
    /// an e-mail address; neither or both of `smtp` and `sendmail`.
    pub fn load(root: &Path) -> Result<Judge> {
        let path = root.join(FILE);
        if !path.is_file() {
            return Err(Error::Campaign(format!(
                "{} is not a judge folder (no {FILE}; docs/judge.md says what it holds)",
                root.display()
            )));
        }
        let src = Source::read(&path)?;
        let mut file: JudgeFile = src.parse()?;
        let address = crate::report::email::mailbox(&file.address)
            .map_err(|e| src.invalid("address", e.to_string()))?
            .email
            .to_string()
            .to_lowercase();
        if file.smtp.is_some() == file.sendmail.is_some() {
            return Err(src.invalid(
                "smtp",
                "give exactly one of smtp: (host, port, security) and sendmail: (a program)",
            ));
        }
        for (field, v) in [
            ("remind_before", &file.remind_before),
            ("reveal_within", &file.reveal_within),
        ] {
            humantime::parse_duration(v)
                .map_err(|e| src.invalid(field, format!("'{v}': {e} (a duration: 24h, 2days)")))?;
        }
        let abs = |p: &Path| {
            if p.is_absolute() {
                p.to_path_buf()
            } else {
                root.join(p)
            }
        };
        file.maildir = abs(&file.maildir);
        file.credentials = file.credentials.as_deref().map(abs);
        file.ca_file = file.ca_file.as_deref().map(abs);
        if let Some(f) = file.fetch.as_mut() {
            f.check(&src, abs)?;
        }
        Ok(Judge {
            root: root.to_path_buf(),
            file,
            address,
        })
    }

    /// `remind_before` as a duration.
    ///
    /// # Errors
    /// None after [`Judge::load`] checked it.
    pub fn remind_before(&self) -> Result<std::time::Duration> {
        duration(&self.file.remind_before)
    }

    /// `reveal_within` as a duration.
    ///
    /// # Errors
    /// None after [`Judge::load`] checked it.
    pub fn reveal_within(&self) -> Result<std::time::Duration> {
        duration(&self.file.reveal_within)
    }

    /// The transport every mail of the judge goes through.
    ///
    /// # Errors
    /// A bad SMTP setting or credentials file.
    pub fn transport(&self) -> Result<crate::mail::transport::Transport> {
        use crate::mail::transport::{Login, Transport};
        if let Some(program) = &self.file.sendmail {
            return Ok(Transport::sendmail(program));
        }
        let smtp = self
            .file
            .smtp
            .as_ref()
            .ok_or_else(|| Error::Mail("judge.yaml: no smtp".into()))?;
        let login = Login::find(
            self.file.credentials.as_deref(),
            std::env::var("PBEM_SMTP_USER").ok(),
            std::env::var("PBEM_SMTP_PASSWORD").ok(),
        )?;
        Transport::smtp(smtp, login, self.file.ca_file.as_deref())
    }
}

fn duration(v: &str) -> Result<std::time::Duration> {
    humantime::parse_duration(v).map_err(|e| Error::Campaign(format!("judge.yaml: '{v}': {e}")))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn load(text: &str) -> Result<Judge> {
        let tmp = tempfile::tempdir().unwrap();
        std::fs::write(tmp.path().join(FILE), text).unwrap();
        Judge::load(tmp.path())
    }

    #[test]
    fn judge_yaml_defaults_and_paths_relative_to_root() {
        let j = load(
            "address: Judge <Judge@Example.org>\nmaildir: Maildir\nsendmail: /usr/sbin/sendmail\n",
        )
        .unwrap();
        assert_eq!(j.address, "judge@example.org");
        assert_eq!(j.file.strangers, Strangers::RefuseOnceADay);
        assert!(!j.file.git.commit && !j.file.git.push);
        assert_eq!(j.file.git.remote, "origin");
        assert!(j.file.maildir.is_absolute());
        assert!(j.file.maildir.ends_with("Maildir"));
    }

    #[test]
    fn judge_yaml_errors_name_the_field() {
        let e = load("address: j@example.org\nmaildir: M\n").unwrap_err();
        assert!(e.to_string().contains("exactly one of smtp"), "{e}");
        let e = load("address: j@example.org\nmaildir: M\nsendmail: x\nstrangers: shout\n")
            .unwrap_err();
        assert!(e.to_string().contains("strangers"), "{e}");
        let e = load("address: j@example.org\nmaildir: M\nsendmail: x\ngit: {comit: true}\n")
            .unwrap_err();
        assert!(e.to_string().contains("comit"), "{e}");
        let m = "address: j@example.org\nmaildir: M\nsendmail: x\n";
        let e = load(&format!(
            "{m}fetch: {{imap: 'imap://j@mail.example.org?plain', password_env: P}}\n"
        ))
        .unwrap_err();
        assert!(e.to_string().contains("fetch.imap"), "{e}");
        let e = load(&format!(
            "{m}fetch: {{imap: 'imaps://j@mail.example.org'}}\n"
        ))
        .unwrap_err();
        assert!(e.to_string().contains("fetch.password_file"), "{e}");
        let j = load(&format!(
            "{m}fetch: {{imap: 'imaps://j@h', password_file: pw}}\n"
        ))
        .unwrap();
        assert!(j.file.fetch.unwrap().password_file.unwrap().is_absolute());
    }
}
