//! Settings a campaign keeps for the layers above it (campaign.yaml `mail.smtp`): plain
//! data, so that the campaign layer needs nothing of the mail layer that uses them.

use serde::{Deserialize, Serialize};

/// SMTP connection security.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, clap::ValueEnum)]
#[serde(rename_all = "lowercase")]
pub enum Security {
    /// Plain text (only for a relay on this machine or a test server).
    None,
    /// STARTTLS on the submission port (587), required: no fallback to plain text.
    Starttls,
    /// Implicit TLS (port 465).
    Tls,
}

impl Security {
    /// The usual port.
    pub fn default_port(self) -> u16 {
        match self {
            Security::None => 25,
            Security::Starttls => 587,
            Security::Tls => 465,
        }
    }
}

/// SMTP settings (campaign.yaml `mail.smtp`, overridden on the command line).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SmtpSettings {
    /// Server host name.
    pub host: String,
    /// Port [default: by security: 587, 465 or 25].
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub port: Option<u16>,
    /// Security [default: starttls].
    #[serde(default = "default_security")]
    pub security: Security,
}

fn default_security() -> Security {
    Security::Starttls
}

/// How a group trusts its moderator (campaign.yaml `mode`; docs/fairness.md, section 11).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Mode {
    /// Every player may commit (a hash) before sending orders: nobody, the moderator
    /// included, can read orders before every commitment is in. The default.
    #[default]
    Open,
    /// One mail per player per entry: orders and the entropy line to the moderator, sealed
    /// on receipt (the file's hash is the commitment). The moderator reads orders early
    /// and is trusted with that secrecy; the moderator's own entropy value comes first, so
    /// the dice are fixed before the moderator sees any orders.
    Moderated,
}

impl Mode {
    /// Whether this is the open mode (campaign.yaml omits it then).
    pub fn is_open(&self) -> bool {
        *self == Mode::Open
    }
}
