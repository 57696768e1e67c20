//! The reports and mails of an entry: the public report, each player's report and, for a
//! player with an address, the report mail with the report and the picture attached.

use super::{Inputs, PUBLIC_PICTURE};
use crate::campaign::deadline::Deadline;
use crate::campaign::{Campaign, Participant};
use crate::engine::{LoadedState, Pictures};
use crate::error::{Error, Result};
use crate::fairness::{DieRecord, Digest};
use crate::report::{self, email};
use crate::rules::{Ctx, PhaseInfo};
use serde::Serialize;
use std::collections::BTreeMap;

/// What the reports of an entry are rendered from.
pub(super) struct Reports<'a> {
    pub c: &'a Campaign,
    pub templates: &'a tera::Tera,
    /// The group's own folder gives `<game>/player.md.tera`: its views are left whole.
    pub own_player: bool,
    pub inputs: &'a Inputs,
    /// The phase resolved.
    pub info: &'a PhaseInfo,
    /// The title of the phase that follows.
    pub next_title: &'a str,
    pub seed: &'a Digest,
    pub dice: &'a [DieRecord],
    /// The game's public report data (events.yaml).
    pub report: &'a serde_yaml::Value,
    /// Player -> private report data.
    pub private: &'a BTreeMap<String, serde_yaml::Value>,
    pub pictures: &'a Pictures,
    /// How the entry's pictures are written and attached.
    pub form: super::pictures::Form,
    /// The SHA-256 of each picture file a kept mail names ([`super::pictures::hashes`]).
    pub hashes: BTreeMap<String, Digest>,
    pub no_decision: &'a [String],
    /// `H_k`, when the entry records it.
    pub history: Option<&'a Digest>,
    /// The entry's folder when `pbem verify` replays it: each report mail stored there is
    /// checked by its parts ([`crate::report::parts::is_report`]) and, when it is the one pbem writes,
    /// taken as it is instead of built again. `None` when resolving.
    pub stored: Option<&'a std::path::Path>,
}

/// What every report mail of an entry is sent with: its date and the campaign's thread.
struct Sent {
    date: std::time::SystemTime,
    /// `None` when no player has an address.
    thread: Option<email::Thread>,
}

/// The templates' context (docs/templates).
#[derive(Serialize)]
struct Context<'a> {
    campaign: BTreeMap<&'a str, &'a str>,
    game: &'a str,
    entry: u32,
    turn: u32,
    phase: &'a str,
    phase_title: &'a str,
    next_phase: String,
    seed: String,
    dice: &'a [DieRecord],
    report: &'a serde_yaml::Value,
    nmr: &'a BTreeMap<String, String>,
    /// Players without a decision in this entry ([`Pending::no_decision`](crate::campaign::awaited)).
    no_decision: &'a [String],
    /// Moderated mode: one mail per player, orders and entropy line (docs/fairness.md, 11).
    moderated: bool,
    deadline: Option<&'a Deadline>,
    entropy_withheld: &'a [String],
    /// The history hash through this entry (lowercase hex), for the mail's anchor line.
    history: Option<String>,
    /// The rules upgrade recorded before the entry's first commitment: `from`, `to` and
    /// `set` (docs/fairness.md, section 12); `None` when the revision did not change.
    upgrade: Option<BTreeMap<&'static str, String>>,
    /// The deadline as the report mail tells it, when it was set and every deadline it
    /// replaced (entries of pbem 0.7.0 on; `None` before, whose mails did not say it).
    deadline_told: Option<&'a Deadline>,
    /// The mail keys removed while the entry waited (entries of pbem 0.7.0 on).
    keys_removed: &'a [super::keys::KeyRemoved],
    /// Sides handed to a new participant from this entry on (entries of pbem 0.8.0 on).
    handovers: &'a [crate::campaign::handover::Handover],
    viewer: Option<BTreeMap<&'a str, &'a str>>,
    view: Option<serde_yaml::Value>,
    private: Option<&'a serde_yaml::Value>,
    /// The public report as rendered, for the per-player template to begin with
    /// (`{{ public | safe }}`), so it is rendered once, not once per player.
    public: String,
    body: String,
    /// The picture of the board beside the report being rendered, relative to it
    /// (`map.svg` beside report.md, `PLAYER.svg` beside `reports/PLAYER.md`); `None` when
    /// the entry has none ([`crate::engine::Game::picture`]).
    picture: Option<String>,
}

impl Reports<'_> {
    /// Renders `report.md`, `reports/PLAYER.md` and `mail/PLAYER.eml` into `files`; the
    /// mails found equal to the stored ones (when replaying) are added to `checked`.
    ///
    /// # Errors
    /// Template errors; a mail date that is not RFC 3339; mail that does not build.
    pub(super) fn render(
        &self,
        rules_ctx: Ctx,
        state: &LoadedState,
        files: &mut BTreeMap<String, Vec<u8>>,
        checked: &mut std::collections::BTreeSet<String>,
    ) -> Result<()> {
        let (c, inputs) = (self.c, self.inputs);
        let sys = c.system();
        let game = sys.id();
        let report_md = format!("{game}/report.md.tera");
        // One Tera context for every render of the entry: the readers' variables are
        // replaced between renders, the rest (events, dice) converted once.
        let mut ctx = report::context_of(&report_md, &self.context())?;
        let public = report::render_with(self.templates, &report_md, &ctx)?;
        files.insert("report.md".into(), public.clone().into_bytes());
        ctx.insert("public", &public);
        let sent = Sent {
            date: humantime::parse_rfc3339(&inputs.mail_date)
                .map_err(|e| Error::Campaign(format!("mail date '{}': {e}", inputs.mail_date)))?,
            // Made once, when a player has an address (no mail, no thread: as before).
            thread: (c.file.participants.iter())
                .any(|p| p.role == "player" && p.email.is_some())
                .then(|| email::Thread::new(&c.file.id, &c.file.mail.from))
                .transpose()?,
        };
        let players: Vec<&str> = c
            .file
            .participants
            .iter()
            .filter(|p| p.role == "player")
            .map(|p| p.id.as_str())
            .collect();
        // The part of the players' reports they all have alike, said once (a template set
        // with the game's shared.md.tera: today's, for Empires in Arms) and left out of
        // each player's view, unless the group's own player template may read it there.
        let shared_md = format!("{game}/shared.md.tera");
        let shared = if self.templates.get_template_names().any(|n| n == shared_md) {
            sys.shared_view(rules_ctx, state)?
        } else {
            None
        };
        let apart = shared.is_some() && !self.own_player;
        let mut views = sys.player_views(rules_ctx, state, &players, apart)?;
        if let Some(v) = shared {
            put(&mut ctx, "view", Some(v));
            let shared = report::render_with(self.templates, &shared_md, &ctx)?;
            ctx.insert("shared", &shared);
        }
        let player_md = format!("{game}/player.md.tera");
        for p in c.file.participants.iter().filter(|p| p.role == "player") {
            let viewer = BTreeMap::from([("id", p.id.as_str()), ("name", p.name.as_str())]);
            ctx.insert("viewer", &Some(viewer));
            put(&mut ctx, "view", views.remove(p.id.as_str()));
            ctx.insert("private", &self.private.get(p.id.as_str()));
            let picture = super::pictures::of_player(self.pictures, &p.id).map(|(n, ..)| n);
            ctx.insert("picture", &picture);
            let body = report::render_with(self.templates, &player_md, &ctx)?;
            files.insert(format!("reports/{}.md", p.id), body.clone().into_bytes());
            if let Some(addr) = &p.email {
                let view = files
                    .get(&crate::campaign::view::path(&p.id))
                    .map(Vec::as_slice);
                let file = format!("mail/{}.eml", p.id);
                let (mail, same) = self.report_mail(&mut ctx, p, addr, body, &sent, view, &file)?;
                if same {
                    checked.insert(file.clone());
                }
                files.insert(file, mail);
            }
        }
        Ok(())
    }

    /// Player `p`'s report mail to `addr`: `body` (the player's report) in the mail
    /// template, in the campaign's thread, with the report and the player's picture
    /// attached. When replaying, the stored `file` itself if it is that mail byte for
    /// byte (and true), else the mail built.
    ///
    /// # Errors
    /// Template errors; mail that does not build.
    fn report_mail(
        &self,
        ctx: &mut tera::Context,
        p: &Participant,
        addr: &str,
        body: String,
        sent: &Sent,
        view: Option<&[u8]>,
        file: &str,
    ) -> Result<(Vec<u8>, bool)> {
        let (c, inputs, info) = (self.c, self.inputs, self.info);
        ctx.insert("body", &body);
        let text = report::render_with(self.templates, "email.txt.tera", ctx)?;
        let thread = (sent.thread.as_ref())
            .ok_or_else(|| Error::Campaign(format!("no mail thread for {addr}")))?;
        let (in_reply_to, references) = thread.follows(inputs.entry, &p.id);
        let mail = email::Mail {
            from: &c.file.mail.from,
            to_name: &p.name,
            to_email: addr,
            subject: thread.subject(inputs.entry, info),
            message_id: thread.report_id(inputs.entry, &p.id),
            in_reply_to,
            references,
            date: sent.date,
            body: text,
            attachments: report_attachments(
                inputs.entry,
                &p.id,
                body,
                (self.pictures, &self.hashes),
                view,
                self.form,
            ),
        };
        ctx.insert("body", "");
        // A stored mail that cannot be read, or differs, is built: verify then names it.
        if let Some(stored) = self
            .stored
            .and_then(|d| crate::store::read(&d.join(file)).ok())
        {
            if crate::report::parts::is_report(&mail, self.history, &stored)? {
                return Ok((stored, true));
            }
        }
        Ok((email::build_report(&mail, self.history)?, false))
    }

    /// The context of the public report (no reader yet).
    fn context(&self) -> Context<'_> {
        let (c, inputs, info) = (self.c, self.inputs, self.info);
        Context {
            campaign: BTreeMap::from([
                ("id", c.file.id.as_str()),
                ("title", c.file.title.as_str()),
            ]),
            game: c.system().name(),
            entry: inputs.entry,
            turn: info.turn,
            phase: &info.phase,
            phase_title: &info.title,
            next_phase: self.next_title.to_string(),
            seed: self.seed.hex(),
            dice: self.dice,
            report: self.report,
            nmr: &inputs.nmr,
            no_decision: self.no_decision,
            moderated: c.file.mode == crate::campaign::settings::Mode::Moderated,
            deadline: inputs.deadline.as_ref(),
            entropy_withheld: &inputs.entropy_withheld,
            history: self.history.map(|h| h.hex()),
            upgrade: match &inputs.revision {
                Some((to, Some(u))) => Some(BTreeMap::from([
                    ("from", u.from.to_string()),
                    ("to", to.to_string()),
                    ("set", u.set.clone()),
                ])),
                _ => None,
            },
            deadline_told: inputs.deadline.as_ref().filter(|_| {
                crate::engine::at_least(&inputs.engine, crate::engine::version::V0_7_0)
            }),
            keys_removed: inputs
                .mail_keys
                .as_ref()
                .map_or(&[], |m| m.removed.as_slice()),
            handovers: &inputs.handovers,
            viewer: None,
            view: None,
            private: None,
            public: String::new(),
            body: String::new(),
            picture: self
                .pictures
                .public
                .as_ref()
                .map(|_| PUBLIC_PICTURE.to_string()),
        }
    }
}

/// Puts `value` in `ctx` as `key` (`None` as null, as [`tera::Context::insert`] puts it),
/// moved, not copied as `insert` copies it.
fn put(ctx: &mut tera::Context, key: &str, value: Option<serde_json::Value>) {
    let mut one = serde_json::Map::new();
    one.insert(key.to_string(), value.unwrap_or(serde_json::Value::Null));
    if let Ok(c) = tera::Context::from_value(serde_json::Value::Object(one)) {
        ctx.extend(c);
    }
}

/// A player's report mail's attachments: the Markdown report, then the player's picture of
/// the board (the name the report's `![map](...)` line uses, [`super::pictures::of_player`])
/// when the entry has one (entries of pbem 0.5.0 on: older entries keep their one
/// attachment), in the entry's `form`, then the player's view file as
/// `view-NNNN-<player>.yaml` when the entry has one (a game that hides the state, entries of
/// pbem 0.9.0 on; docs/fairness.md, section 14).
fn report_attachments(
    entry: u32,
    player: &str,
    report: String,
    (pictures, hashes): (&Pictures, &BTreeMap<String, Digest>),
    view: Option<&[u8]>,
    form: super::pictures::Form,
) -> Vec<email::Attached> {
    let mut out = vec![email::Attached {
        name: format!("report-{entry:04}-{player}.md"),
        body: report,
        content_type: email::MARKDOWN,
        as_written: false,
        kept: None,
    }];
    out.extend(super::pictures::attachment(pictures, player, form, hashes));
    if let Some(v) = view {
        out.push(email::Attached {
            name: format!("view-{entry:04}-{player}.yaml"),
            body: String::from_utf8_lossy(v).into_owned(),
            content_type: email::YAML,
            as_written: false,
            kept: None,
        });
    }
    out
}
