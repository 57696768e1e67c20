//! The arguments of the commands that draw and count rather than play: `pbem map` (the
//! board as a picture) and `pbem odds` (exact battle odds).

use crate::ids::ParticipantId;
use clap::Args;
use std::path::PathBuf;

/// `pbem map`.
#[derive(Debug, Args)]
pub struct MapArgs {
    /// The campaign folder.
    pub dir: PathBuf,
    /// Draw what this player may see (in SPI 1812 the enemy's hidden units are markers
    /// alone); the public picture when left out.
    #[arg(long)]
    pub player: Option<ParticipantId>,
    /// The state after resolved entry N (any pbem version) [default: the current state].
    /// The picture of the state alone: an entry's own map.svg also marks its battles.
    #[arg(long, value_name = "N")]
    pub entry: Option<u32>,
    /// Miniatures games (Old Trousers, Grande Tactique): draw the fire arc and range bands
    /// of each of the player's own units that may fire, as the game's fire chart gives them.
    /// Only in this picture, never in a mail.
    #[arg(long, requires = "player")]
    pub arcs: bool,
    /// Write the picture to FILE: PNG when FILE ends in `.png`, else SVG [default: SVG on
    /// standard output]. Nothing else is written.
    #[arg(short = 'o', long = "output", value_name = "FILE")]
    pub output: Option<PathBuf>,
    /// On a public copy of a game that hides the state (1812): the player's view, the
    /// `view-NNNN-PLAYER.yaml` attached to a report mail, or that mail itself (`.eml`);
    /// checked against the resolution.yaml of the latest entry, or of `--entry N`
    /// (docs/fairness.md, section 14). Without `--player`, the public picture.
    #[arg(long, value_name = "FILE")]
    pub view: Option<PathBuf>,
}

/// `pbem odds`.
#[derive(Debug, Args)]
#[command(group = clap::ArgGroup::new("source").required(true).args(["dir", "file"]))]
pub struct OddsArgs {
    /// A campaign folder: the forces of its current state in `--area` (the game is the
    /// campaign's).
    #[arg(requires = "area")]
    pub dir: Option<PathBuf>,
    /// The area of the battle (an area id of the map; in 1812 an area or sub-area): Empires
    /// in Arms field combat, the 1812 battle there, or the American Revolution attack there
    /// by the phasing side.
    #[arg(long, requires = "dir")]
    pub area: Option<String>,
    /// 1812 and American Revolution: the phasing side's units (1812) or open SPs (American
    /// Revolution) of this place move into `--area` first, as a move would bring them.
    #[arg(long, value_name = "PLACE", requires = "dir")]
    pub from: Option<String>,
    /// 1812: the battle as this player may see it (the enemy's stack hidden, A.3 step 2)
    /// [default: with `--view`, the view's player; else every unit, the moderator's view].
    #[arg(long, requires = "dir")]
    pub player: Option<ParticipantId>,
    /// 1812, on a public copy: the player's view, the `view-NNNN-PLAYER.yaml` attached to
    /// the latest report mail, or that mail itself (`.eml`), checked against the latest
    /// entry's resolution.yaml (docs/fairness.md, section 14).
    #[arg(long, value_name = "FILE", requires = "dir")]
    pub view: Option<PathBuf>,
    /// An odds file instead of a campaign (docs/odds.md; examples under
    /// games/empires-in-arms/odds/, games/spi-1812/odds/ and games/american-revolution/odds/).
    /// Its `game:` says which.
    #[arg(long, conflicts_with = "dir")]
    pub file: Option<PathBuf>,
    /// The attacker's chit (Empires in Arms) or battle plan chit (1812) [default: the
    /// file's, or every one: the matrix of pairings].
    #[arg(long, value_name = "CHIT")]
    pub attacker: Option<String>,
    /// The defender's chit or battle plan chit [default: the file's, or every one].
    #[arg(long, value_name = "CHIT")]
    pub defender: Option<String>,
    /// American Revolution: the attacker's conditions that attack (open, fortified,
    /// besieging) [default: open].
    #[arg(long = "with", value_name = "CONDITION", value_delimiter = ',')]
    pub with: Vec<String>,
    /// American Revolution: the defender's conditions attacked [default: every condition
    /// holding enemy SPs].
    #[arg(long = "against", value_name = "CONDITION", value_delimiter = ',')]
    pub against: Vec<String>,
    /// Every outcome with its exact probability as a fraction, not only the summary.
    #[arg(long)]
    pub detail: bool,
    /// Also fight the battle N times with the protocol's ChaCha20 dice (keyed by the
    /// SHA-256 of `--seed`) and print the counts beside the exact odds.
    #[arg(long, value_name = "N")]
    pub simulate: Option<u64>,
    /// The seed text of `--simulate`: the same text gives the same dice.
    #[arg(long, default_value = "pbem odds", value_name = "TEXT")]
    pub seed: String,
}
