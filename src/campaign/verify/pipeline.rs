//! The replays of `pbem verify` beside its ordered pass: the entries read so far are
//! replayed on the worker threads while the calling thread reads the next ones, so no core
//! waits for the ordered pass (issue 30, item 6). The entries held and not yet replayed
//! stay within the budget (and one entry more); the error reported is that of the first
//! entry in history order, found by either pass, whatever the threads' timing.

use super::ordered::Entry;
use crate::campaign::Campaign;
use crate::error::Error;
use crate::report::Templates;
use std::collections::VecDeque;
use std::sync::{Condvar, Mutex, MutexGuard};

/// What the calling thread and the workers share.
#[derive(Default)]
struct Shared {
    /// Entries read and not yet taken by a worker, with their places in history.
    queue: VecDeque<(usize, Entry)>,
    /// The ordered pass has read its last entry (or stopped at an error).
    done: bool,
    /// Bytes of the entries read and not yet replayed ([`Entry::weight`]).
    held: usize,
    /// The most held at once.
    peak: usize,
    /// The error of the first entry in history order that failed, by either pass.
    first: Option<(usize, Error)>,
    /// Workers not yet gone (a worker whose replay panics is gone).
    workers: usize,
    /// Entries replayed, and their dice.
    entries: u32,
    dice: usize,
    /// Report mails found equal to the replay's by their parts.
    by_parts: usize,
}

impl Shared {
    fn fail(&mut self, i: usize, e: Error) {
        if self.first.as_ref().is_none_or(|(j, _)| i < *j) {
            self.first = Some((i, e));
        }
    }

    fn failed_before(&self, i: usize) -> bool {
        self.first.as_ref().is_some_and(|(j, _)| *j < i)
    }
}

/// The queue between the ordered pass and the replays.
pub(super) struct Pipeline<'a> {
    c: &'a Campaign,
    templates: &'a Templates,
    budget: usize,
    shared: Mutex<Shared>,
    changed: Condvar,
}

/// What the pipeline found: entries replayed, dice re-derived, the most bytes held, report
/// mails found equal by their parts, or the first error in history order.
pub(super) type Outcome = std::result::Result<(u32, usize, usize, usize), Error>;

impl<'a> Pipeline<'a> {
    /// A pipeline replaying entries of `c` with `templates`, holding at most `budget` bytes
    /// of entries not yet replayed (and one entry more).
    pub(super) fn new(c: &'a Campaign, templates: &'a Templates, budget: usize) -> Self {
        Pipeline {
            c,
            templates,
            budget,
            shared: Mutex::new(Shared::default()),
            changed: Condvar::new(),
        }
    }

    fn lock(&self) -> MutexGuard<'_, Shared> {
        self.shared.lock().unwrap_or_else(|p| p.into_inner())
    }

    fn wait<'g>(&self, g: MutexGuard<'g, Shared>) -> MutexGuard<'g, Shared> {
        self.changed.wait(g).unwrap_or_else(|p| p.into_inner())
    }

    /// Runs `read` (the ordered pass, on this thread) with `threads` workers replaying
    /// what it hands over ([`Feed::push`], [`Feed::fail`]).
    pub(super) fn run(self, threads: usize, read: impl FnOnce(&Feed)) -> Outcome {
        self.lock().workers = threads.max(1);
        std::thread::scope(|s| {
            for _ in 0..threads.max(1) {
                s.spawn(|| {
                    let _gone = Release {
                        p: &self,
                        weight: 0,
                        done: false,
                        gone: true,
                    };
                    self.work();
                });
            }
            // Done when the ordered pass returns or panics: no worker waits for more.
            let _done = Release {
                p: &self,
                weight: 0,
                done: true,
                gone: false,
            };
            read(&Feed(&self));
        });
        let sh = self.shared.into_inner().unwrap_or_else(|p| p.into_inner());
        match sh.first {
            Some((_, e)) => Err(e),
            None => Ok((sh.entries, sh.dice, sh.peak, sh.by_parts)),
        }
    }

    /// A worker: replays entries from the queue until the ordered pass is done and the
    /// queue empty; an entry after a failed one is let go unreplayed. It takes a run of
    /// consecutive entries at a time ([`RUN`]) and replays them in order on a campaign with
    /// a memo of its own, so that each entry's previous state is the state the worker has
    /// just produced, not parsed again.
    fn work(&self) {
        let c = self.c.with_own_memo();
        loop {
            let mut g = self.lock();
            let run: Vec<(usize, Entry)> = loop {
                if !g.queue.is_empty() {
                    let n = run_length(g.queue.len(), g.workers);
                    break g.queue.drain(..n).collect();
                }
                if g.done {
                    return;
                }
                g = self.wait(g);
            };
            drop(g);
            let mut last = None;
            for (i, e) in run {
                self.replay_one(&c, i, &e, &mut last);
            }
        }
    }

    /// Replays entry `e`, the `i`-th in history, on `c` unless an earlier one failed, and
    /// counts it.
    fn replay_one(&self, c: &Campaign, i: usize, e: &Entry, last: &mut Option<super::Checked>) {
        // The entry's bytes are let go when it is done, or when its replay panics (the
        // panic then ends verify, as it did before, rather than leaving it waiting).
        let _release = Release {
            p: self,
            weight: e.weight(),
            done: false,
            gone: false,
        };
        let skip = self.lock().failed_before(i);
        let r = if skip {
            Ok(0)
        } else {
            super::replay(c, self.templates, e, last)
        };
        let mut g = self.lock();
        match r {
            Err(err) => g.fail(i, err),
            Ok(n) if !skip => {
                g.entries += 1;
                g.dice += e.res.dice.len();
                g.by_parts += n;
            }
            Ok(_) => {}
        }
    }
}

/// The most consecutive entries a worker takes at once: the first of a run parses its
/// previous state, the others take the state the run's replay just made (a state of the
/// seven-power campaign takes about as long to parse as a third of its entry's replay).
const RUN: usize = 32;

/// How many of `queued` entries a worker takes, with `workers` replaying: a run of up to
/// [`RUN`], fewer when the queue is short, so that no worker waits while another holds
/// entries it has not begun.
fn run_length(queued: usize, workers: usize) -> usize {
    (queued / workers.max(1)).clamp(1, RUN)
}

/// Lets an entry's bytes go, says the ordered pass is done or a worker gone, when dropped,
/// however the scope it guards ends, and wakes the threads waiting.
struct Release<'p, 'a> {
    p: &'p Pipeline<'a>,
    weight: usize,
    done: bool,
    gone: bool,
}

impl Drop for Release<'_, '_> {
    fn drop(&mut self) {
        let mut g = self.p.lock();
        g.held -= self.weight;
        g.done |= self.done;
        g.workers -= usize::from(self.gone);
        drop(g);
        self.p.changed.notify_all();
    }
}

/// The ordered pass's side of the pipeline.
pub(super) struct Feed<'p, 'a>(&'p Pipeline<'a>);

impl Feed<'_, '_> {
    /// Hands entry `i` (its place in history) to the workers, then waits while more than
    /// the budget is held. False when an entry failed: the ordered pass may stop.
    pub(super) fn push(&self, i: usize, e: Entry) -> bool {
        let p = self.0;
        let mut g = p.lock();
        g.held += e.weight();
        g.peak = g.peak.max(g.held);
        g.queue.push_back((i, e));
        p.changed.notify_all();
        // No worker left (each panicked): nothing will be let go; the panic ends verify.
        while g.held > p.budget && g.first.is_none() && g.workers > 0 {
            g = p.wait(g);
        }
        g.first.is_none()
    }

    /// The ordered pass found entry `i` different: the error reported unless a replay
    /// finds an earlier one.
    pub(super) fn fail(&self, i: usize, e: Error) {
        self.0.lock().fail(i, e);
        self.0.changed.notify_all();
    }
}

/// The one-thread path: entries read by the ordered pass and not yet replayed, and the
/// bytes they hold.
#[derive(Default)]
pub(super) struct Batch {
    entries: Vec<Entry>,
    pub(super) held: usize,
}

impl Batch {
    /// Holds entry `e` until the batch is replayed.
    pub(super) fn push(&mut self, e: Entry, v: &mut super::Verified) {
        self.held += e.weight();
        v.held_peak = v.held_peak.max(self.held);
        self.entries.push(e);
    }

    /// Replays the batch (the error of its first entry in history order that fails) and
    /// lets it go.
    pub(super) fn replay(
        &mut self,
        c: &Campaign,
        templates: &Templates,
        v: &mut super::Verified,
    ) -> crate::error::Result<()> {
        let mut last = None;
        for e in &self.entries {
            v.mails_by_parts += super::replay(c, templates, e, &mut last)?;
        }
        v.entries += self.entries.len() as u32;
        v.dice += self.entries.iter().map(|e| e.res.dice.len()).sum::<usize>();
        self.entries.clear();
        self.held = 0;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::{run_length, RUN};

    #[test]
    fn a_worker_takes_a_run_while_the_queue_is_long_and_one_entry_near_its_end() {
        assert_eq!(run_length(100, 2), RUN);
        assert_eq!(
            run_length(10, 2),
            5,
            "half the queue for each of two workers"
        );
        assert_eq!(run_length(3, 2), 1);
        assert_eq!(run_length(1, 4), 1, "never none while an entry waits");
        assert_eq!(run_length(5, 0), RUN.min(5), "no worker counted: as one");
    }
}
