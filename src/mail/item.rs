//! What a message asks pbem to record (docs/mail.md), as the inbox reads it: the items of a
//! letter, and the words of a `PBEM-HANDOVER` line.

/// One thing a message asks pbem to record.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Item {
    /// `PBEM-COMMIT <campaign> <entry> <sha256>`.
    Commit {
        /// Campaign id.
        campaign: String,
        /// Entry number.
        entry: u32,
        /// The commitment, as written.
        hash: String,
        /// The tag under the player's mail key (docs/mail.md), if the line carries one.
        tag: Option<String>,
    },
    /// `PBEM-ENTROPY <campaign> <entry> <value>`.
    Entropy {
        /// Campaign id.
        campaign: String,
        /// Entry number.
        entry: u32,
        /// The chain value, as written.
        value: String,
    },
    /// `PBEM-ABSENCE <campaign> <from> <to>`: the sender will be away (issue 29).
    Absence {
        /// Campaign id.
        campaign: String,
        /// First day away, as written.
        from: String,
        /// Last day away, as written.
        to: String,
        /// The message's Date field (RFC 3339), when it has one: the time recorded.
        date: Option<String>,
    },
    /// `PBEM-HANDOVER <campaign> <side> <new-id>[:<email>] [<tag>]`: the moderator gives a
    /// side to a new participant, as `pbem handover` does (issue 29).
    Handover {
        /// Campaign id.
        campaign: String,
        /// The side.
        side: String,
        /// The new participant's id, as written.
        to: String,
        /// Their address, if given.
        email: Option<String>,
        /// The tag under the moderator's mail key (docs/mail.md), if the line carries one.
        tag: Option<String>,
        /// The message's Date field (RFC 3339), when it has one: the time recorded.
        date: Option<String>,
    },
    /// An orders file: the forms its bytes may have had, and where it was found.
    Orders {
        /// Candidate bytes, most likely first.
        candidates: Vec<Vec<u8>>,
        /// "attachment turkey.yaml", "inline block (armored)", "forwarded message: ...".
        found: String,
    },
    /// Something pbem-like that could not be read: the reason.
    Broken(String),
}

/// A `PBEM-HANDOVER` line's words (issue 29).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HandoverLine {
    /// Campaign id.
    pub campaign: String,
    /// The side.
    pub side: String,
    /// The new participant's id, as written.
    pub to: String,
    /// Their address, if given.
    pub email: Option<String>,
    /// The tag under the moderator's mail key, if given.
    pub tag: Option<String>,
}
