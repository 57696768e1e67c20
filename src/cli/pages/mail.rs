//! The pages of the mail and judge commands: mail, inbox, the judge, deadlines, pause,
//! absences and handovers (split from the table in `mod.rs`).

use super::{ex, Page, CAMPAIGN, HISTORY, PENDING, SECRETS};

/// The mail and judge commands' pages.
pub const MAIL_PAGES: &[Page] = &[
    Page {
        path: "mail send",
        examples: &[
            ex(
                "pbem mail send camp",
                "mail the newest entry's reports (SMTP from campaign.yaml)",
            ),
            ex(
                "pbem mail send camp --transport file --out outbox",
                "write the messages as .eml files instead",
            ),
        ],
        files: &[HISTORY, ("DIR/mail-log.yaml", "which messages were sent, and when")],
    },
    Page {
        path: "mail remind",
        examples: &[ex(
            "pbem mail remind camp",
            "remind the players who are late",
        )],
        files: &[PENDING],
    },
    Page {
        path: "mail key",
        examples: &[ex(
            "pbem mail key camp --player turkey",
            "give turkey a key that tags its commitment mails",
        )],
        files: &[
            ("DIR/mail-keys.yaml", "the SHA-256 of each player's mail key"),
            ("DIR.secrets/ID.mail-key.yaml", "the key, for the player alone"),
        ],
    },
    Page {
        path: "mail fetch",
        examples: &[
            ex(
                "pbem mail fetch --imap imaps://judge%40example.org@imap.example.org --maildir ~/Maildir --password-file ~/.imap-password",
                "bring the mailbox's new messages into a Maildir, each once, and mark them seen on the server",
            ),
            ex(
                "pbem mail fetch --imap 'imap://judge%40judge.test@127.0.0.1:1143?plain' --maildir Maildir --password-env PW --expunge",
                "plain text on a loopback address only; delete each message once delivered",
            ),
        ],
        files: &[(
            "MAILDIR.fetch.yaml",
            "beside the Maildir: per mailbox and UIDVALIDITY, the last UID taken and the UIDs set aside",
        )],
    },
    Page {
        path: "inbox",
        examples: &[
            ex(
                "pbem inbox camp ~/Maildir",
                "read commitments, orders and entropy values from a mailbox",
            ),
            ex("pbem inbox camp message.eml", "read one message"),
        ],
        files: &[
            PENDING,
            (
                "DIR/ahead/NNNN/",
                "commitments and orders that came for a later entry, held sealed",
            ),
        ],
    },
    Page {
        path: "judge run",
        examples: &[
            ex(
                "pbem judge run /srv/pbem",
                "one run: read the new mail, answer each sender, do each campaign's next step, mail the reports",
            ),
            ex(
                "pbem judge run /srv/pbem --stdin < message.eml",
                "an MTA's pipe delivery: the message into the Maildir, then one run",
            ),
            ex(
                "pbem judge run /srv/pbem --now 2026-12-02T00:00:00Z",
                "a run at a given time (any time with PBEM_CLOCK=simulated: tests, rehearsals)",
            ),
        ],
        files: &[
            (
                "ROOT/judge.yaml",
                "the judge: address, maildir, smtp or sendmail, strangers, git, remind_before, reveal_within, fetch (IMAP)",
            ),
            ("ROOT/*/campaign.yaml", "each campaign the judge runs"),
            (
                "ROOT/strangers.yaml",
                "the day each stranger's address was last refused",
            ),
            (
                "DIR/outbox/",
                "receipts written when their message is recorded, until sent",
            ),
            ("DIR/mail-log.yaml", "every mail sent: receipts, reports, reminders"),
        ],
    },
    Page {
        path: "deadline",
        examples: &[
            ex(
                "pbem deadline camp --at 2026-12-01T18:00:00Z --grace 12h",
                "set the waiting entry's deadline",
            ),
            ex(
                "pbem deadline camp --by-schedule",
                "set it by campaign.yaml's schedule: (moved for absences, within the cap)",
            ),
        ],
        files: &[PENDING],
    },
    Page {
        path: "pause",
        examples: &[ex(
            "pbem pause camp --reason 'summer break'",
            "take mail, but set no deadline and resolve nothing",
        )],
        files: &[("DIR/pause.yaml", "every pause and resume, with their times")],
    },
    Page {
        path: "resume",
        examples: &[ex(
            "pbem resume camp",
            "end the pause; the next deadline by schedule counts from now",
        )],
        files: &[("DIR/pause.yaml", "every pause and resume, with their times")],
    },
    Page {
        path: "absence",
        examples: &[ex(
            "pbem absence camp --player russia --from 2026-12-20 --to 2027-01-03",
            "russia is away: deadlines by schedule move after it (mail: PBEM-ABSENCE camp FROM TO)",
        )],
        files: &[("DIR/absences.yaml", "the absences, in the order recorded")],
    },
    Page {
        path: "handover",
        examples: &[
            ex(
                "pbem handover camp --side russia --to ivan:ivan@example.org --transport smtp",
                "give side russia to ivan from the waiting entry on, with a new chain; mail ivan the side's latest report",
            ),
            ex(
                "pbem handover camp --side russia --to ivan:ivan@example.org --mail-line",
                "print the PBEM-HANDOVER line the moderator mails to the judge instead (tagged when mail is authenticated)",
            ),
        ],
        files: &[CAMPAIGN, SECRETS],
    },
];
