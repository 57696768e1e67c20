//! The soak's world: ROOT with judge.yaml, a fake sendmail that keeps every message it is
//! handed (written whole, then renamed, as a mail server accepts a message or not), the
//! campaigns of the five games with their players, and the players' mail.

use super::support::messages;
use super::Rng;
use super::{pbem, run};
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

/// The five games' scenarios and their players (id, side): every side of the scenario
/// played by a participant, so Empires in Arms has its seven powers (last: the short soak
/// takes the first games only).
pub const GAMES: [(&str, &str, &[(&str, &str)]); 5] = [
    (
        "spi-1812",
        "campaign-1812",
        &[("france", "france"), ("russia", "russia")],
    ),
    (
        "american-revolution",
        "war-1775",
        &[("wash", "american"), ("howe", "british")],
    ),
    (
        "old-trousers",
        "maida",
        &[("british", "british"), ("french", "french")],
    ),
    (
        "grande-tactique",
        "ligny",
        &[("french", "french"), ("prussian", "prussian")],
    ),
    (
        "empires-in-arms",
        "ulm-austerlitz-1805",
        &[
            ("france", "france"),
            ("austria", "austria"),
            ("russia", "russia"),
            ("prussia", "prussia"),
            ("britain", "britain"),
            ("turkey", "turkey"),
            ("spain", "spain"),
        ],
    ),
];

/// The judge's address.
pub const JUDGE: &str = "pbem judge <judge@example.org>";

/// One campaign of the soak.
pub struct Camp {
    /// Its id (also its folder's name under ROOT).
    pub id: String,
    /// Its folder.
    pub dir: PathBuf,
    /// Its players' ids.
    pub players: Vec<String>,
    /// (entry, player) whose orders and entropy were mailed.
    pub sent: BTreeSet<(u32, String)>,
    /// The players' secrets, outside ROOT (the judge holds only the moderator's).
    pub secrets: PathBuf,
    /// The game ended (no orders are asked for any more).
    pub ended: bool,
}

impl Camp {
    /// Entries resolved (history entries after the setup's 0000).
    pub fn resolved(&self) -> u32 {
        std::fs::read_dir(self.dir.join("history"))
            .map(|r| {
                r.filter_map(|e| e.ok())
                    .filter(|e| !e.file_name().to_string_lossy().starts_with("0000"))
                    .count() as u32
            })
            .unwrap_or(0)
    }
}

/// The soak's folders: ROOT, the sink of sent mail, the players' side.
pub struct World {
    pub tmp: tempfile::TempDir,
    pub root: PathBuf,
    pub sink: PathBuf,
    pub camps: Vec<Camp>,
    /// Names of every message delivered into the Maildir.
    pub delivered: Vec<String>,
    /// Message-IDs of every message delivered.
    pub delivered_ids: Vec<String>,
}

const SCHEDULE: &str =
    "schedule:\n  zone: UTC\n  clock: '18:00'\n  min: 1h\n  next: 24h\n  grace: 2h\n  delay: 1h\n";

impl World {
    /// ROOT with `n` campaigns (the five games in turn), entropy chains of `length`, and
    /// judge.yaml (`git`: each campaign a repository pushed to its own bare one, `git.push`
    /// on).
    pub fn new(n: usize, length: u32, git: bool) -> World {
        let tmp = tempfile::tempdir().unwrap();
        let root = tmp.path().join("root");
        let sink = tmp.path().join("sent");
        std::fs::create_dir_all(&root).unwrap();
        std::fs::create_dir_all(&sink).unwrap();
        let script = tmp.path().join("sendmail");
        std::fs::write(
            &script,
            format!(
                "#!/bin/sh\nt='{0}'/.tmp.$$\ncat > \"$t\" && mv \"$t\" '{0}'/$(date +%s%N).$$.eml\n",
                sink.display()
            ),
        )
        .unwrap();
        use std::os::unix::fs::PermissionsExt;
        std::fs::set_permissions(&script, std::fs::Permissions::from_mode(0o755)).unwrap();
        let mut yaml = format!(
            "address: {JUDGE}\nmaildir: Maildir\nsendmail: {}\nremind_before: 12h\nreveal_within: 12h\n",
            script.display()
        );
        if git {
            yaml.push_str("git: {commit: true, push: true, remote: origin}\n");
        }
        std::fs::write(root.join("judge.yaml"), yaml).unwrap();
        let camps = (0..n).map(|i| make(tmp.path(), &root, i, length)).collect();
        let w = World {
            tmp,
            root,
            sink,
            camps,
            delivered: Vec::new(),
            delivered_ids: Vec::new(),
        };
        if git {
            w.git_init();
        }
        w
    }

    /// Each campaign its own repository (docs/judge.md "Git as the replicated copy"),
    /// pushed to its own bare one, `remotes/<id>.git`.
    fn git_init(&self) {
        for c in &self.camps {
            let bare = remote_of(self.tmp.path(), &c.id);
            git(
                self.tmp.path(),
                &["init", "-q", "--bare", "-b", "main", bare.to_str().unwrap()],
            );
            git(&c.dir, &["init", "-q", "-b", "main"]);
            git(&c.dir, &["add", "--all"]);
            git(&c.dir, &["commit", "-q", "-m", "campaign"]);
            git(&c.dir, &["remote", "add", "origin", bare.to_str().unwrap()]);
            git(&c.dir, &["push", "-q", "origin", "main"]);
        }
    }

    /// Delivers `text` into the Maildir as `name` (tmp/, then new/, as a delivery agent).
    pub fn deliver(&mut self, name: &str, id: &str, text: &str) {
        let md = self.root.join("Maildir");
        for sub in ["tmp", "new", "cur"] {
            std::fs::create_dir_all(md.join(sub)).unwrap();
        }
        std::fs::write(md.join("tmp").join(name), text).unwrap();
        std::fs::rename(md.join("tmp").join(name), md.join("new").join(name)).unwrap();
        self.delivered.push(name.to_string());
        self.delivered_ids.push(id.to_string());
    }

    /// The players' mail of one cycle: each player not yet heard for the waiting entry
    /// sends its orders (the template's defaults) and its entropy value, or (by `rng`)
    /// waits; now and then one sends its orders twice.
    pub fn players_write(&mut self, cycle: u32, target: u32, rng: &mut Rng) -> usize {
        let mut n = 0;
        for ci in 0..self.camps.len() {
            let c = &self.camps[ci];
            if c.ended || c.resolved() >= target {
                continue;
            }
            let entry = c.resolved() + 1;
            let players: Vec<String> = c
                .players
                .iter()
                .filter(|p| !c.sent.contains(&(entry, (*p).clone())))
                .cloned()
                .collect();
            for p in players {
                if rng.below(100) < 15 {
                    continue; // late this cycle
                }
                let Some(orders) = orders_new(&self.camps[ci].dir, &p) else {
                    self.camps[ci].ended = true;
                    break;
                };
                let line = entropy_line(&self.camps[ci], &p);
                let id = self.camps[ci].id.clone();
                let from = address(&id, &p);
                let file = format!("{id}-{entry}-{p}.yaml");
                let copies = if rng.below(100) < 5 { 2 } else { 1 };
                for k in 0..copies {
                    let name = format!("{cycle:05}.{id}.{p}.{entry}.orders{k}");
                    let mut text = messages::with_attachment(&from, &file, &orders);
                    let mid = format!("{file}.{k}.tb@example.org");
                    text = text.replace(&format!("<{file}.tb@example.org>"), &format!("<{mid}>"));
                    self.deliver(&name, &mid, &text);
                    n += 1;
                }
                let mid = format!("{id}.{entry}.{p}.e@example.org");
                let name = format!("{cycle:05}.{id}.{p}.{entry}.entropy");
                self.deliver(&name, &mid, &messages::with_line(&from, &mid, &line));
                n += 1;
                self.camps[ci].sent.insert((entry, p));
            }
        }
        n
    }
}

/// The bare repository campaign `id` is pushed to.
pub fn remote_of(tmp: &Path, id: &str) -> PathBuf {
    tmp.join("remotes").join(format!("{id}.git"))
}

/// A player's address.
pub fn address(camp: &str, player: &str) -> String {
    format!("{player}.{camp}@example.org")
}

/// Campaign `i`: the game `i mod 5`, players with their own addresses and entropy chains,
/// the moderator `mod` (the judge holds its secret), deadlines by schedule.
fn make(tmp: &Path, root: &Path, i: usize, length: u32) -> Camp {
    let (game, scenario, players) = GAMES[i % GAMES.len()];
    let id = format!("c{i:02}-{}", game.split('-').next().unwrap());
    let dir = root.join(&id);
    let mut c = pbem();
    c.args(["new", "--game", game, "--scenario", scenario, "--id", &id]);
    for (p, side) in players {
        c.args(["--player", &format!("{p}:{side}:{}", address(&id, p))]);
    }
    c.args(["--moderator", "mod"]).arg(&dir).assert().success();
    let secrets = tmp.join("players").join(&id);
    std::fs::create_dir_all(&secrets).unwrap();
    for p in std::iter::once("mod").chain(players.iter().map(|(p, _)| *p)) {
        pbem()
            .args(["entropy", "init"])
            .arg(&dir)
            .args(["--participant", p, "--length", &length.to_string()])
            .assert()
            .success();
        if p != "mod" {
            let name = format!("{p}.secret.yaml");
            let held = root.join(format!("{id}.secrets")).join(&name);
            std::fs::rename(held, secrets.join(&name)).unwrap();
        }
    }
    let yaml = std::fs::read_to_string(dir.join("campaign.yaml")).unwrap();
    std::fs::write(dir.join("campaign.yaml"), yaml + SCHEDULE).unwrap();
    Camp {
        id,
        dir,
        players: players.iter().map(|(p, _)| p.to_string()).collect(),
        sent: BTreeSet::new(),
        secrets,
        ended: false,
    }
}

/// `pbem orders new` for the waiting entry: the template's bytes, or None when the
/// campaign asks for no more orders.
fn orders_new(dir: &Path, player: &str) -> Option<Vec<u8>> {
    let f = dir.with_extension(format!("{player}.orders.yaml"));
    let o = pbem()
        .args(["orders", "new"])
        .arg(dir)
        .args(["--player", player, "-o"])
        .arg(&f)
        .output()
        .unwrap();
    if !o.status.success() {
        return None;
    }
    let bytes = std::fs::read(&f).unwrap();
    std::fs::remove_file(&f).unwrap();
    Some(bytes)
}

/// The player's `PBEM-ENTROPY` line for the waiting entry, from its own secret.
fn entropy_line(c: &Camp, player: &str) -> String {
    let secret = c.secrets.join(format!("{player}.secret.yaml"));
    run(&[
        "entropy",
        "show",
        c.dir.to_str().unwrap(),
        "--participant",
        player,
        "--secret",
        secret.to_str().unwrap(),
    ])
    .lines()
    .find(|l| l.starts_with("PBEM-ENTROPY"))
    .unwrap()
    .to_string()
}

/// `git -C dir ARGS`, expected to succeed: its stdout.
pub fn git(dir: &Path, args: &[&str]) -> String {
    let o = std::process::Command::new("git")
        .arg("-C")
        .arg(dir)
        .args(["-c", "user.name=t", "-c", "user.email=t@example.org"])
        .args(args)
        .output()
        .unwrap();
    assert!(
        o.status.success(),
        "git {args:?}: {}",
        String::from_utf8_lossy(&o.stderr)
    );
    String::from_utf8_lossy(&o.stdout).trim().to_string()
}
