//! Typed errors of the library. Every error that comes from a file names the file, and where
//! the parser knows it the line, column and YAML path (`battles.silistria.days[0].chit`).

use std::path::PathBuf;

/// Where in a file an error was found: file, 1-based line and column when known, YAML path.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Location {
    /// The file (as given on the command line, or `games/...` for embedded data).
    pub file: String,
    /// 1-based line, when known.
    pub line: Option<usize>,
    /// 1-based column, when known.
    pub column: Option<usize>,
    /// The YAML path, e.g. `battles.silistria.days[0].chit`; empty for the whole document.
    pub path: String,
}

impl std::fmt::Display for Location {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}", self.file)?;
        if let Some(line) = self.line {
            write!(f, ":{line}")?;
            if let Some(col) = self.column {
                write!(f, ":{col}")?;
            }
        }
        if !self.path.is_empty() {
            write!(f, ": at {}", self.path)?;
        }
        Ok(())
    }
}

/// The library's error type. The binary prints it with `Display` and exits non-zero.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    /// A file could not be read or written.
    #[error("{}: {source}", path.display())]
    Io {
        /// The file or folder.
        path: PathBuf,
        /// The operating system's error.
        source: std::io::Error,
    },
    /// Malformed YAML, or YAML of the wrong shape.
    #[error("{location}: {message}")]
    Yaml {
        /// Where.
        location: Location,
        /// What was expected.
        message: String,
    },
    /// Well-formed input that the rules or the campaign do not allow.
    #[error("{location}: {message}")]
    Invalid {
        /// Where.
        location: Location,
        /// What is wrong and, where a rule forbids it, the rule number.
        message: String,
    },
    /// A fairness check failed: a hash, a commitment, an entropy link, a seed.
    #[error("fairness: {0}")]
    Fairness(String),
    /// The thing was recorded before, identically: nothing to do (inbox and re-runs treat
    /// this as success).
    #[error("{0}")]
    Already(String),
    /// The campaign folder is not in a state for this command.
    #[error("{0}")]
    Campaign(String),
    /// `pbem verify` found a difference.
    #[error("verify: entry {entry}: {file}: {message}")]
    Verify {
        /// The history entry's folder name.
        entry: String,
        /// The file that differs, relative to the entry folder.
        file: String,
        /// What differs.
        message: String,
    },
    /// Rendering a report template failed.
    #[error("template {template}: {message}")]
    Template {
        /// The template's name.
        template: String,
        /// Tera's message, with its causes.
        message: String,
    },
    /// Building an e-mail message failed.
    #[error("mail: {0}")]
    Mail(String),
}

/// Shorthand result type of the library.
pub type Result<T, E = Error> = std::result::Result<T, E>;

impl Error {
    /// An [`Error::Io`] for `path`.
    pub fn io(path: impl Into<PathBuf>, source: std::io::Error) -> Self {
        Error::Io {
            path: path.into(),
            source,
        }
    }

    /// An [`Error::Invalid`] at `location`.
    pub fn invalid(location: Location, message: impl Into<String>) -> Self {
        Error::Invalid {
            location,
            message: message.into(),
        }
    }
}

/// An error and its causes, joined with `: ` (lettre, tera and others keep the useful
/// part of the message in the causes).
pub fn chain(e: &dyn std::error::Error) -> String {
    let mut msg = e.to_string();
    let mut src = e.source();
    while let Some(s) = src {
        msg.push_str(": ");
        msg.push_str(&s.to_string());
        src = s.source();
    }
    msg
}
