//! Examples and files of each command, written once: `--help` shows them after the options
//! and the man pages (man/) render them as EXAMPLES and FILES sections.

/// One example: the command line, and what it does.
#[derive(Debug, Clone, Copy)]
pub struct Example {
    /// The command line as typed (`pbem status camp`).
    pub line: &'static str,
    /// What it does.
    pub what: &'static str,
}

/// The extra text of one command's help and man page.
#[derive(Debug, Clone, Copy)]
pub struct Page {
    /// The command's words after `pbem` (`entropy reveal`; `` for pbem itself).
    pub path: &'static str,
    /// Examples, in the order a group meets them.
    pub examples: &'static [Example],
    /// Files the command reads or writes: (path, what it is).
    pub files: &'static [(&'static str, &'static str)],
}

mod mail;
mod render;
pub use render::{help_text, man_sections};

const fn ex(line: &'static str, what: &'static str) -> Example {
    Example { line, what }
}

const CAMPAIGN: (&str, &str) = (
    "DIR/campaign.yaml",
    "the campaign: game, scenario, participants, options, mail settings, entropy anchors",
);
const STATE: (&str, &str) = ("DIR/state.yaml", "the state the campaign waits on");
const PENDING: (&str, &str) = (
    "DIR/pending/",
    "the waiting entry: commitments, revealed orders, entropy values, deadline, held mail",
);
const HISTORY: (&str, &str) = (
    "DIR/history/NNNN-TURN-PHASE/",
    "a resolved entry: orders, commitments, entropy, resolution.yaml (seed, dice log), state, events, report.md, reports/, mail/",
);
const SECRETS: (&str, &str) = (
    "DIR.secrets/ID.secret.yaml",
    "a participant's entropy chain secret, beside the folder, never shared",
);

/// Every page with examples or files.
pub const PAGES: &[Page] = &[
    Page {
        path: "",
        examples: &[
            ex("pbem demo", "play the demonstration campaign and verify it"),
            ex("pbem games", "list the games, scenarios and sides"),
            ex(
                "pbem new camp --game spi-1812 --scenario campaign-1812 --player fr:france --player ru:russia",
                "make a campaign folder",
            ),
            ex("pbem status camp", "what the campaign waits for"),
            ex("pbem verify camp", "replay the whole campaign and check every die"),
        ],
        files: &[CAMPAIGN, STATE, PENDING, HISTORY, SECRETS],
    },
    Page {
        path: "new",
        examples: &[
            ex(
                "pbem new danube --game empires-in-arms --scenario danube-1810 --player turkey:turkey:sultan@example.org --player russia:russia:tsar@example.org --moderator mod:mod@example.org",
                "two players with mail addresses and a moderator",
            ),
            ex(
                "pbem new ulm --game empires-in-arms --scenario ulm-austerlitz-1805 --player fr:france --player au:austria --unplayed-rest",
                "two powers played, the others on standing orders",
            ),
        ],
        files: &[CAMPAIGN, STATE, ("DIR/history/0000-setup/", "the initial state")],
    },
    Page {
        path: "games",
        examples: &[
            ex("pbem games", "every game, scenario and side"),
            ex("pbem games spi-1812", "one game"),
        ],
        files: &[],
    },
    Page {
        path: "entropy init",
        examples: &[ex(
            "pbem entropy init camp --participant turkey",
            "make turkey's chain; the secret goes to camp.secrets/turkey.secret.yaml",
        )],
        files: &[CAMPAIGN, SECRETS],
    },
    Page {
        path: "entropy reveal",
        examples: &[
            ex(
                "pbem entropy reveal camp --participant turkey",
                "record turkey's value for the waiting entry from the secret beside the folder",
            ),
            ex(
                "pbem entropy reveal camp --participant turkey --value 3f9c…",
                "record a value a participant sent by mail",
            ),
        ],
        files: &[PENDING, SECRETS],
    },
    Page {
        path: "entropy show",
        examples: &[
            ex(
                "pbem entropy show camp --participant turkey",
                "the PBEM-ENTROPY line of the waiting entry, to paste into a mail",
            ),
            ex(
                "pbem entropy show --secret turkey.secret.yaml --entry 7",
                "the same without the campaign folder",
            ),
        ],
        files: &[SECRETS],
    },
    Page {
        path: "status",
        examples: &[ex(
            "pbem status camp",
            "the waiting entry, its deadline, and who is awaited",
        )],
        files: &[CAMPAIGN, PENDING],
    },
    Page {
        path: "orders new",
        examples: &[ex(
            "pbem orders new camp --player turkey -o turkey.yaml",
            "a commented template of turkey's orders for the waiting entry",
        )],
        files: &[STATE],
    },
    Page {
        path: "orders check",
        examples: &[
            ex(
                "pbem orders check camp turkey.yaml",
                "check the orders, print the odds of the battles they would fight as turkey may see them, and the PBEM-COMMIT line to mail",
            ),
            ex("pbem orders check camp turkey.yaml --no-odds", "the same without the odds"),
        ],
        files: &[STATE],
    },
    Page {
        path: "orders armor",
        examples: &[ex(
            "pbem orders armor turkey.yaml",
            "the orders as a block that survives mail clients",
        )],
        files: &[],
    },
    Page {
        path: "commit",
        examples: &[
            ex(
                "pbem commit camp --player turkey turkey.yaml",
                "check and record turkey's commitment",
            ),
            ex(
                "pbem commit camp --player turkey --hash 5b1e…",
                "record a commitment a player mailed",
            ),
        ],
        files: &[PENDING],
    },
    Page {
        path: "reveal",
        examples: &[ex(
            "pbem reveal camp --player turkey turkey.yaml",
            "record turkey's orders once every commitment is in",
        )],
        files: &[PENDING],
    },
    Page {
        path: "resolve",
        examples: &[
            ex("pbem resolve camp --dry-run", "show the report, write nothing"),
            ex("pbem resolve camp", "resolve the waiting entry"),
            ex(
                "pbem resolve camp --nmr",
                "after the deadline and grace: standing orders for the missing players",
            ),
        ],
        files: &[PENDING, HISTORY, STATE],
    },
    Page {
        path: "report",
        examples: &[
            ex("pbem report camp", "the newest public report"),
            ex(
                "pbem report camp --entry 3 --player turkey",
                "turkey's own report of entry 3",
            ),
        ],
        files: &[HISTORY],
    },
    Page {
        path: "verify",
        examples: &[
            ex("pbem verify camp", "replay every entry byte for byte"),
            ex(
                "pbem verify camp --anchor 52dc19ab…",
                "also check the history hash kept from a report mail",
            ),
            ex(
                "pbem verify public",
                "on a public copy (pbem publish): what needs no hidden file, and what waits for the end",
            ),
            ex(
                "pbem verify kept --salts public/publish-salts.yaml",
                "open every commitment of a copy kept from the war with the released salts",
            ),
        ],
        files: &[CAMPAIGN, HISTORY],
    },
    Page {
        path: "publish",
        examples: &[
            ex(
                "pbem publish camp public",
                "the public copy: hidden files replaced by salted commitments in public/public.yaml",
            ),
            ex(
                "pbem publish camp public --release",
                "at the end: every file, and the salts in public/publish-salts.yaml",
            ),
        ],
        files: &[
            CAMPAIGN,
            HISTORY,
            ("OUT/public.yaml", "the manifest: every file, public (sha256) or withheld (commitment)"),
            (
                "DIR.secrets/publish.salt-key.yaml",
                "the moderator's salt key, beside the folder, never shared before the end",
            ),
        ],
    },
    Page {
        path: "site",
        examples: &[
            ex("pbem site camp -o web", "the campaign's web site: open web/index.html"),
            ex(
                "pbem site camp -o web --record",
                "with the orders and states, for the page's checker (docs/site.md)",
            ),
        ],
        files: &[CAMPAIGN, HISTORY],
    },
    Page {
        path: "close",
        examples: &[ex(
            "pbem close camp",
            "after the deadline: who has not committed gets the standing orders",
        )],
        files: &[PENDING],
    },
    Page {
        path: "void",
        examples: &[ex(
            "pbem void camp --player russia --reason \"forged From: address\"",
            "void russia's disputed commitment",
        )],
        files: &[PENDING],
    },
    Page {
        path: "upgrade",
        examples: &[ex(
            "pbem upgrade camp",
            "the waiting entry, before its first commitment, takes the newest rules revision",
        )],
        files: &[PENDING],
    },
    Page {
        path: "demo",
        examples: &[
            ex("pbem demo", "Danube 1810 in ./pbem-demo"),
            ex(
                "pbem demo --game spi-1812 /tmp/demo-1812",
                "turns 1-3 of 1812",
            ),
        ],
        files: &[
            ("DIR/", "the demonstration campaign"),
            ("DIR.orders/, DIR.secrets/", "the demo players' orders and secrets"),
        ],
    },
    Page {
        path: "map",
        examples: &[
            ex("pbem map camp -o map.svg", "the public picture of the current state"),
            ex(
                "pbem map camp --player turkey --entry 3 -o turkey-3.png",
                "what turkey could see after entry 3, as a PNG",
            ),
        ],
        files: &[
            STATE,
            HISTORY,
            (
                "games/GAME/maps/MAP-geometry.yaml",
                "where each area is drawn (docs/maps.md)",
            ),
        ],
    },
    Page {
        path: "odds",
        examples: &[
            ex(
                "pbem odds --file games/empires-in-arms/odds/example-7-5-2-15.yaml",
                "every chit pairing of the rules' worked example, exact, and each side's best chit",
            ),
            ex(
                "pbem odds camp --area silistria --attacker assault --defender cordon",
                "the battle the campaign's state would fight in Silistria, for one chit pair",
            ),
            ex(
                "pbem odds --file battle.yaml --attacker assault --defender cordon --simulate 100000",
                "the same code sampled with ChaCha20 dice, as a cross-check",
            ),
            ex("pbem odds camp1812 --area vilna --from kovno", "1812: the phasing side's units of Kovno march into Vilna: every pair of battle plan chits"),
            ex("pbem odds --file games/american-revolution/odds/siege-of-boston.yaml", "an American Revolution attack on the (provisional) CRT"),
        ],
        files: &[
            STATE,
            ("games/GAME/odds/*.yaml", "example battle files (docs/odds.md)"),
        ],
    },
    Page {
        path: "completions",
        examples: &[ex(
            "pbem completions bash > ~/.local/share/bash-completion/completions/pbem",
            "install bash completions",
        )],
        files: &[],
    },
];

/// The page of the command `path` (`entropy reveal`), if it has one.
pub fn page(path: &str) -> Option<&'static Page> {
    PAGES
        .iter()
        .chain(mail::MAIL_PAGES)
        .find(|p| p.path == path)
}
