//! The fair next step of the waiting entry, as a value: `pbem status` says it in words
//! (src/commands/schedule.rs) and `pbem judge run` does it (src/judge). Resolve when all
//! is in; after the grace, close commitments first (so that players who committed on time
//! can still reveal) and resolve with the standing orders only for withheld reveals or
//! entropy (docs/fairness.md, section 7).

use super::pending::Pending;
use super::Campaign;
use crate::error::Result;

/// What the waiting entry needs next.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum NextStep {
    /// Moderated mode: the moderator's entropy value comes first (`pbem entropy reveal`);
    /// `then` is the step after it.
    RevealEntropy {
        /// The moderator's participant id.
        participant: String,
        /// The step that follows.
        then: Box<NextStep>,
    },
    /// Everything awaited is in: `pbem resolve`.
    Resolve,
    /// Only players closed out at the deadline remain: `pbem resolve --nmr`.
    ResolveNmr {
        /// Who gets the standing orders.
        standing: Vec<String>,
    },
    /// The grace is over and commitments are awaited: `pbem close`.
    Close {
        /// Who has not committed (gets the standing orders).
        uncommitted: Vec<String>,
        /// Who committed on time (reveals after the close).
        committed: Vec<String>,
    },
    /// Past the deadline, in the grace, commitments awaited: remind.
    RemindInGrace {
        /// When the grace ends, RFC 3339.
        grace_ends: String,
    },
    /// Commitments are in or closed; orders or entropy values are awaited: remind.
    AwaitReveals {
        /// Players whose orders are awaited.
        reveals: Vec<String>,
        /// Participants whose entropy values are awaited.
        entropy: Vec<String>,
        /// Past the grace: who would get the standing orders if they are withheld.
        withheld: Option<Vec<String>>,
    },
    /// Nothing to do yet: before the deadline, or no deadline set (`deadline` false).
    Wait {
        /// Whether the entry has a deadline.
        deadline: bool,
    },
    /// The game has ended ([`crate::engine::Game::over`]): no entry follows, nothing is
    /// awaited, resolved or reminded.
    Over {
        /// The waiting phase's title, which says how it ended.
        title: String,
    },
}

impl NextStep {
    /// The fair next step for the moderator, in words (`pbem status`): the typed
    /// [`NextStep`] of the waiting entry, each line as the moderator types it.
    pub fn words(&self, dir: &std::path::Path) -> Vec<String> {
        let d = dir.display().to_string();
        match self {
            // `pbem status` prints the moderator's line itself, before the awaited lists.
            NextStep::RevealEntropy { then, .. } => then.words(dir),
            NextStep::Resolve => vec![format!("ready: pbem resolve {d}")],
            NextStep::ResolveNmr { standing } => vec![format!(
                "ready: pbem resolve {d} --nmr (standing orders for: {})",
                standing.join(", ")
            )],
            NextStep::Wait { .. } => Vec::new(),
            NextStep::Over { title } => vec![format!(
                "the game is over ({title}): nothing more to resolve; pbem verify {d} proves its history"
            )],
            NextStep::RemindInGrace { grace_ends } => {
                vec![format!("in grace until {grace_ends}: pbem mail remind {d}")]
            }
            NextStep::Close {
                uncommitted,
                committed,
            } => vec![
                format!(
                    "grace is over: pbem close {d} closes commitments (standing orders for: {})",
                    uncommitted.join(", ")
                ),
                if committed.is_empty() {
                    format!("then pbem resolve {d} --nmr: nobody committed")
                } else {
                    format!(
                        "then {} reveal(s) the orders committed on time (pbem mail remind {d}), and pbem resolve {d}",
                        committed.join(", ")
                    )
                },
            ],
            NextStep::AwaitReveals {
                reveals,
                entropy,
                withheld,
            } => {
                let mut waiting = Vec::new();
                if !reveals.is_empty() {
                    waiting.push(format!("the orders of {}", reveals.join(", ")));
                }
                if !entropy.is_empty() {
                    waiting.push(format!("the entropy of {}", entropy.join(", ")));
                }
                let mut out = vec![format!(
                    "next: {} (pbem mail remind {d})",
                    waiting.join("; ")
                )];
                if let Some(standing) = withheld {
                    out.push(format!(
                        "only if they are withheld: pbem resolve {d} --nmr (standing orders for: {})",
                        standing.join(", ")
                    ));
                }
                out
            }
        }
    }
}

/// What the waiting entry awaits: commitments, reveals (of players who committed and whose
/// orders are not held) and entropy values.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Awaited {
    /// Commitments awaited.
    pub commits: Vec<String>,
    /// Reveals awaited.
    pub reveals: Vec<String>,
    /// Entropy values awaited.
    pub entropy: Vec<String>,
}

impl Awaited {
    /// What `p` awaits now.
    pub fn of(c: &Campaign, p: &Pending) -> Awaited {
        Awaited {
            commits: p.awaited_commitments(c),
            reveals: p
                .awaited_reveals(c)
                .into_iter()
                .filter(|q| p.commitments.contains_key(q) && !p.held.contains_key(q))
                .collect(),
            entropy: p.awaited_entropy(c),
        }
    }
}

/// The fair next step of `p` at `now` (RFC 3339).
///
/// # Errors
/// A malformed time.
pub fn next_step(c: &Campaign, p: &Pending, now: &str) -> Result<NextStep> {
    if let Some(title) = game_over(c)? {
        return Ok(NextStep::Over { title });
    }
    let a = Awaited::of(c, p);
    let step = step_of(c, p, now, &a)?;
    let first = p.moderator_awaited_first(c);
    Ok(match first.into_iter().next() {
        Some(participant) => NextStep::RevealEntropy {
            participant,
            then: Box::new(step),
        },
        None => step,
    })
}

/// [`next_step`] without the moderated mode's first value.
///
/// # Errors
/// A malformed time.
fn step_of(c: &Campaign, p: &Pending, now: &str, a: &Awaited) -> Result<NextStep> {
    let nmr_uncommitted = p.id.closed.as_ref().map(|cl| cl.without.clone());
    let all_in = a.commits.is_empty()
        && a.reveals.is_empty()
        && a.entropy.is_empty()
        && nmr_uncommitted.as_ref().is_none_or(|w| w.is_empty());
    if all_in {
        return Ok(NextStep::Resolve);
    }
    let Some(deadline) = &p.id.deadline else {
        return Ok(NextStep::Wait { deadline: false });
    };
    let over = p.check_past_grace(now).is_ok();
    if !a.commits.is_empty() {
        return Ok(if over {
            NextStep::Close {
                uncommitted: a.commits.clone(),
                committed: p.commitments.keys().cloned().collect(),
            }
        } else if deadline.late(now)? {
            NextStep::RemindInGrace {
                grace_ends: deadline.closes_text()?,
            }
        } else {
            NextStep::Wait { deadline: true }
        });
    }
    let standing: Vec<String> = p.nmr(c).keys().cloned().collect();
    if a.reveals.is_empty() && a.entropy.is_empty() {
        return Ok(NextStep::ResolveNmr { standing });
    }
    Ok(NextStep::AwaitReveals {
        reveals: a.reveals.clone(),
        entropy: a.entropy.clone(),
        withheld: over.then_some(standing),
    })
}

/// The title of the waiting phase when the game has ended in the campaign's state
/// ([`crate::engine::GameSystem::over`]): how it ended. `None` while it plays on.
///
/// # Errors
/// The state unreadable.
pub fn game_over(c: &Campaign) -> Result<Option<String>> {
    let (bytes, st) = c.state()?;
    let loaded = c.decoded(&bytes, &st)?;
    let sys = c.system();
    if !sys.over(&loaded)? {
        return Ok(None);
    }
    Ok(Some(sys.phase(&loaded)?.title))
}
