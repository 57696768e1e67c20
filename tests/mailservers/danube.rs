//! The Danube 1810 campaign both end-to-end tests play (the moderator's commands in
//! `campaign.rs`, the judge in `judge.rs`): made with `pbem new` for players at judge.test,
//! and the players' orders mails as a mail client writes them.

use crate::mailservers::servers::address;
use crate::support::run;
use lettre::message::header::ContentType;
use lettre::message::{Attachment, MultiPart, SinglePart};
use lettre::Message;
use std::path::Path;

/// The campaign id.
pub const CAMPAIGN: &str = "danube-demo";

/// `pbem new DIR` of the Danube 1810 scenario with `players` (player id, mailbox at
/// judge.test), the moderator `moderator` if any, and the judge's address as From; then an
/// entropy chain for each participant (secrets beside the campaign).
pub fn new_danube(dir: &Path, players: &[(&str, &str)], moderator: Option<&str>) {
    let d = dir.to_str().unwrap();
    let mut args: Vec<String> = [
        "new",
        d,
        "--game",
        "empires-in-arms",
        "--scenario",
        "danube-1810",
        "--id",
        CAMPAIGN,
    ]
    .map(String::from)
    .to_vec();
    if let Some(m) = moderator {
        args.extend(["--moderator".into(), m.into()]);
    }
    args.extend([
        "--mail-from".into(),
        format!("pbem judge <{}>", address("judge")),
    ]);
    for (p, user) in players {
        args.extend(["--player".into(), format!("{p}:{p}:{}", address(user))]);
    }
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    run(&args);
    let ids = moderator.into_iter().chain(players.iter().map(|(p, _)| *p));
    for p in ids {
        run(&["entropy", "init", d, "--participant", p, "--length", "10"]);
    }
}

/// A player's mail from `mailbox` to the judge: the orders file attached (as Thunderbird
/// sends a `.yaml`) and the `PBEM-ENTROPY` line in the text, written by lettre's message
/// builder; with Message-ID `<id>` when given.
pub fn orders_mail(
    mailbox: &str,
    player: &str,
    entry: u32,
    orders: &Path,
    entropy: &str,
    id: Option<&str>,
) -> Message {
    let bytes = std::fs::read(orders).unwrap();
    Message::builder()
        .from(address(mailbox).parse().unwrap())
        .to(address("judge").parse().unwrap())
        .message_id(id.map(|i| format!("<{i}>")))
        .subject(format!("{CAMPAIGN} entry {entry}: orders of {player}"))
        .multipart(
            MultiPart::mixed()
                .singlepart(SinglePart::plain(format!(
                    "My orders are attached.\n\n{entropy}\n"
                )))
                .singlepart(
                    Attachment::new(format!("{player}.yaml"))
                        .body(bytes, ContentType::parse("application/x-yaml").unwrap()),
                ),
        )
        .unwrap()
}
