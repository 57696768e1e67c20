//! `pbem judge run` (docs/judge.md, issue 29): campaigns run by the judge alone from .eml
//! files dropped into its Maildir, with a fake sendmail that keeps every message it is
//! handed; crash safety at each stopping point; loops; git with two clones and a bare
//! repository.

use crate::support;

mod ended;
mod fetch_tls;
mod git;
mod handover;
mod kills;
mod loops;
mod schedule;
mod whole;

use std::path::{Path, PathBuf};
use support::{messages, pbem};

/// A judge folder: ROOT with judge.yaml, its Maildir, the campaign `camp` (players russia
/// r@example.org and turkey t@example.org, moderator mod with the judge holding its
/// secret; the players' secrets moved out of the judge's reach into `players/`), and a
/// fake sendmail writing each message it is handed into `sent/`.
pub struct Judge {
    pub tmp: tempfile::TempDir,
    pub root: PathBuf,
    pub camp: PathBuf,
}

impl Judge {
    pub fn new() -> Judge {
        let tmp = tempfile::tempdir().unwrap();
        let root = tmp.path().join("root");
        std::fs::create_dir_all(&root).unwrap();
        let camp = support::campaign(&root);
        let players = tmp.path().join("players");
        std::fs::create_dir_all(&players).unwrap();
        for p in ["russia", "turkey"] {
            let name = format!("{p}.secret.yaml");
            std::fs::rename(root.join("camp.secrets").join(&name), players.join(&name)).unwrap();
        }
        let sent = tmp.path().join("sent");
        std::fs::create_dir_all(&sent).unwrap();
        let script = tmp.path().join("sendmail");
        std::fs::write(
            &script,
            format!(
                "#!/bin/sh\nn=$(ls '{0}' | wc -l)\ncat > '{0}'/$(printf %05d $n)-\"$5\".eml\n",
                sent.display()
            ),
        )
        .unwrap();
        use std::os::unix::fs::PermissionsExt;
        std::fs::set_permissions(&script, std::fs::Permissions::from_mode(0o755)).unwrap();
        std::fs::write(
            root.join("judge.yaml"),
            format!(
                "address: pbem judge <judge@example.org>\nmaildir: Maildir\nsendmail: {}\n",
                script.display()
            ),
        )
        .unwrap();
        Judge { tmp, root, camp }
    }

    /// Drops a message into the Maildir's new/ under `name`.
    pub fn drop(&self, name: &str, text: &str) {
        let new = self.root.join("Maildir").join("new");
        std::fs::create_dir_all(&new).unwrap();
        std::fs::create_dir_all(self.root.join("Maildir/cur")).unwrap();
        std::fs::create_dir_all(self.root.join("Maildir/tmp")).unwrap();
        std::fs::write(new.join(name), text).unwrap();
    }

    /// `pbem judge run ROOT --now NOW`, expected to succeed: its output.
    pub fn run(&self, now: &str) -> String {
        let root = self.root.to_str().unwrap();
        support::run(&["judge", "run", root, "--now", now])
    }

    /// The same, stopped at `point` (PBEM_JUDGE_STOP): whether it stopped there.
    pub fn run_stopped_at(&self, now: &str, point: &str) -> bool {
        let o = pbem()
            .args(["judge", "run"])
            .arg(&self.root)
            .args(["--now", now])
            .env("PBEM_JUDGE_STOP", point)
            .output()
            .unwrap();
        o.status.code() == Some(137)
    }

    /// Every message the fake sendmail was handed: (file name, text).
    pub fn sent(&self) -> Vec<(String, String)> {
        let mut v: Vec<(String, String)> = std::fs::read_dir(self.tmp.path().join("sent"))
            .unwrap()
            .map(|e| {
                let e = e.unwrap();
                (
                    e.file_name().to_string_lossy().into_owned(),
                    std::fs::read_to_string(e.path()).unwrap(),
                )
            })
            .collect();
        v.sort();
        v
    }

    /// The Message-IDs of the messages sent, in order.
    pub fn sent_ids(&self) -> Vec<String> {
        self.sent()
            .iter()
            .filter_map(|(_, t)| {
                t.lines()
                    .find(|l| l.to_ascii_lowercase().starts_with("message-id:"))
                    .map(|l| l[11..].trim().to_string())
            })
            .collect()
    }

    /// The files in the Maildir's `sub` folder.
    pub fn maildir(&self, sub: &str) -> Vec<String> {
        let d = self.root.join("Maildir").join(sub);
        let mut v: Vec<String> = std::fs::read_dir(d)
            .map(|r| {
                r.map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
                    .collect()
            })
            .unwrap_or_default();
        v.sort();
        v
    }

    /// A player's orders template and its commitment hash.
    pub fn orders(&self, player: &str) -> (Vec<u8>, String) {
        let f = support::orders(&self.camp, player);
        let bytes = std::fs::read(f).unwrap();
        let hash = messages::sha256_hex(&bytes);
        (bytes, hash)
    }

    /// The `PBEM-ENTROPY` line of a player for the waiting entry, from its own secret.
    pub fn entropy_line(&self, player: &str) -> String {
        let secret = self
            .tmp
            .path()
            .join("players")
            .join(format!("{player}.secret.yaml"));
        let o = support::run(&[
            "entropy",
            "show",
            self.camp.to_str().unwrap(),
            "--participant",
            player,
            "--secret",
            secret.to_str().unwrap(),
        ]);
        o.lines()
            .find(|l| l.starts_with("PBEM-ENTROPY"))
            .unwrap()
            .to_string()
    }

    /// `pbem deadline` of the waiting entry.
    pub fn deadline(&self, at: &str, grace: &str, now: &str) {
        support::run(&[
            "deadline",
            self.camp.to_str().unwrap(),
            "--at",
            at,
            "--grace",
            grace,
            "--now",
            now,
        ]);
    }

    /// `pbem verify` of the campaign.
    pub fn verify(&self) -> String {
        support::run(&["verify", self.camp.to_str().unwrap()])
    }

    /// The campaign's mail log.
    pub fn mail_log(&self) -> String {
        std::fs::read_to_string(self.camp.join("mail-log.yaml")).unwrap_or_default()
    }
}

/// The mail of a player with its orders attached (the orders' hash is the commitment).
pub fn orders_mail(from: &str, id: &str, bytes: &[u8]) -> String {
    messages::with_attachment(from, &format!("{id}.yaml"), bytes)
}

/// The mail of a player with one line in its text.
pub fn line_mail(from: &str, id: &str, line: &str) -> String {
    messages::with_line(from, id, line)
}

/// A path under the test's folder.
pub fn path(j: &Judge, rel: &str) -> PathBuf {
    j.tmp.path().join(rel)
}
