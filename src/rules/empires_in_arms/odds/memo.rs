//! The memo behind [`Day::exact`], [`Day::figures`] and [`Day::fight`] (7.5.2.7-7.5.2.12
//! as the rules code fights them): each force a day reaches is kept once and named by a
//! number ([`forces`]), with what the end of a round reads of it (its standing for step
//! ten, what it has left), and what the rules' procedures do to it is remembered: the hit
//! of each face of a side's combat die ([`combat_round::roll`]), a force after a hit
//! ([`combat_round::suffer`]), outflank arrival dice ([`Day::after_round`]), a victor's
//! pursuit die and a loser's pursuit losses (kept by its troops: its units and factors,
//! all they read). A day is then walked into a tally ([`walks`]: every outcome, or only
//! the figures a cell of the chit matrix shows), or fought with real dice, from number to
//! number; the rules code runs once for each new force or pair of forces, never again for
//! a state already met (in the same day, another pair of chits, or another sampled day).
//! Probabilities are exact: integers over 6^[`DEPTH`] (every die is a d6), made fractions
//! at the end.

use super::chase::Chase;
use super::day::{Day, DayOutcome, Ending, Memo};
use super::summary::Figures;
use crate::fairness::{Dice, DieRecord};
use crate::odds::walk;
use crate::odds::walk::Prob;
use crate::rules::empires_in_arms::combat::battle::Kind;
use crate::rules::empires_in_arms::combat::field::combat_round::{self, DaySetup, Hit};
use crate::rules::empires_in_arms::combat::field::outcome::{self, End};
use crate::rules::empires_in_arms::model::force::{Force, Role};
use crate::rules::empires_in_arms::tables::chits::Chit;

mod dice;
mod figures;
mod forces;
mod joint;
mod pursuits;
mod walks;

use dice::{pick_run, Face};
use forces::Facts;
use pursuits::{Run, Same};

/// The most dice a day may roll for its probabilities to stay integers over 6^DEPTH; a day
/// with more (withdrawal dice of many corps) is walked by [`Day::exact_replay`].
pub const DEPTH: u32 = 24;

/// 6^[`DEPTH`]: probability one.
const ONE: u64 = 6u64.pow(DEPTH);

/// A force's number in the memo.
type Id = u32;

/// A hash map of the memo's keys: fixed seed, looked up and never walked in its own order.
type FastMap<K, V> = std::collections::HashMap<K, V, foldhash::fast::FixedState>;

/// Where a round leaves a day: still on (the two forces), or over (its outcome).
#[derive(Debug, Clone, Copy)]
enum Next {
    On(Id, Id),
    Over(DayOutcome),
}

/// One sequence of dice at the end of a round and where it leads.
struct Branch {
    dice: Vec<DieRecord>,
    next: Next,
}

/// The end of a round: known without a die, the branches of a walked one, or a pursuit
/// (7.5.2.10.2: the runs of the victor's pursuit die, the forces, the end and the victor).
#[derive(Clone, Copy)]
enum After {
    Now(Next),
    Walked(usize),
    Pursued(Pursuit),
}

/// A pursuit at the end of a day: the victor's runs ([`Engine::runs`]) and the rest of
/// the outcome.
#[derive(Clone, Copy)]
struct Pursuit {
    runs: usize,
    a: Id,
    d: Id,
    end: End,
    victor: Role,
    rounds: u32,
}

impl Pursuit {
    /// The loser's number.
    fn loser(&self) -> Id {
        match self.victor {
            Role::Attacker => self.d,
            Role::Defender => self.a,
        }
    }

    /// The victor's number.
    fn victor_id(&self) -> Id {
        match self.victor {
            Role::Attacker => self.a,
            Role::Defender => self.d,
        }
    }
}

/// A side's combat die in a round: the hit of each face, or None (no table: no die).
type Faces = Option<[Hit; 6]>;

/// The chits and river section, as a key.
type SetupKey = (Option<Chit>, Option<Chit>, bool);

/// The memo of one field's days: its rules, area, loss priorities and pursuit orders (the
/// chits may differ from day to day).
struct Engine<'r> {
    /// A day of the field whose forces are swapped or copied in to run the rules code.
    scratch: Day<'r>,
    forces: Vec<Force>,
    /// What the end of a day reads of each force, by number.
    facts: Vec<Facts>,
    ids: FastMap<Vec<u32>, Id>,
    suffered: FastMap<(Id, Hit), Id>,
    faces: FastMap<(Id, Id, u32, SetupKey), [Faces; 2]>,
    after: FastMap<(Id, Id, u32, u32, bool), usize>,
    branches: Vec<Vec<Branch>>,
    runs: Vec<Vec<Run>>,
    run_sets: FastMap<Vec<Run>, usize>,
    same: Vec<Vec<Same>>,
    /// Each side's units with their factors, by number ([`Facts::troops`]).
    troops: FastMap<Vec<u32>, u32>,
    /// Troops after so many pursuit points: factors left and factors lost.
    taken: FastMap<(u32, u32), (u32, u32)>,
    /// Each force's pursuit runs as victor after so many rounds ([`Engine::pursuit_runs`]),
    /// by number: (rounds, runs), few.
    runs_of: Vec<Vec<(u32, usize)>>,
    /// Each troops' figures as loser under each set of runs ([`figures`]), by number.
    chased: Vec<Vec<(usize, figures::Chased)>>,
    key: Vec<u32>,
    /// The battle area's terrain (for the pursuit, 7.5.2.10.2.2.2).
    terrain: &'r str,
}

/// A new memo for the days of `day`'s field (a [`super::day::MakeMemo`]).
pub(super) fn make<'r>(day: &Day<'r>) -> Box<dyn Memo<'r> + 'r> {
    Box::new(Engine::new(day))
}

impl<'r> Memo<'r> for Engine<'r> {
    fn fits(&self, day: &Day<'r>) -> bool {
        self.holds_for(day)
    }
    fn exact(&mut self, day: &Day<'r>) -> Option<Vec<(DayOutcome, Prob)>> {
        self.exact_day(day)
    }
    fn figures(&mut self, day: &Day<'r>) -> Option<Figures> {
        self.figures_of(day)
    }
    fn fight(&mut self, day: &Day<'r>, dice: &mut dyn Dice) -> DayOutcome {
        self.fight_day(day, dice)
    }
}

impl<'r> Engine<'r> {
    /// An empty memo for the days of `day`'s field.
    fn new(day: &Day<'r>) -> Self {
        Engine {
            scratch: day.clone(),
            forces: Vec::new(),
            facts: Vec::new(),
            ids: FastMap::default(),
            suffered: FastMap::default(),
            faces: FastMap::default(),
            after: FastMap::default(),
            branches: Vec::new(),
            runs: Vec::new(),
            run_sets: FastMap::default(),
            same: Vec::new(),
            troops: FastMap::default(),
            taken: FastMap::default(),
            runs_of: Vec::new(),
            chased: Vec::new(),
            key: Vec::with_capacity(64),
            terrain: day.battle.map().terrain(&day.battle.area),
        }
    }

    /// Whether the memo holds for `day`: the same rules, area, priorities and orders.
    fn holds_for(&self, day: &Day<'r>) -> bool {
        let (s, d) = (&self.scratch, day);
        std::ptr::eq(s.battle.rules, d.battle.rules)
            && s.battle.area == d.battle.area
            && s.battle.kind == d.battle.kind
            && s.battle.narrate == d.battle.narrate
            && s.priority == d.priority
            && s.pursue == d.pursue
    }

    /// What a pursuit reads besides the forces (as [`Day`]'s own, the terrain looked up once).
    fn chase(&self) -> Chase<'_> {
        let s = &self.scratch;
        Chase::new(
            (s.battle.charts(), s.battle.rules.revision),
            self.terrain,
            s.pursue,
            &s.priority,
        )
    }

    /// Swaps forces `a` and `d` with the scratch day's (a second call swaps them back).
    fn swap(&mut self, a: Id, d: Id) {
        std::mem::swap(&mut self.scratch.battle.att, &mut self.forces[a as usize]);
        std::mem::swap(&mut self.scratch.battle.def, &mut self.forces[d as usize]);
    }

    /// The hit of each face of each side's die in round `round` (7.5.2.7-7.5.2.9.2),
    /// attacker `a` against defender `d`: (attacker's, defender's).
    fn faces(&mut self, a: Id, d: Id, round: u32, setup: DaySetup) -> [Faces; 2] {
        let key = (a, d, round, (setup.attacker, setup.defender, setup.river));
        if let Some(f) = self.faces.get(&key) {
            return *f;
        }
        self.swap(a, d);
        let b = &self.scratch.battle;
        let plan = combat_round::plan(b, setup, round);
        let mut out = [None, None];
        for (slot, role) in out.iter_mut().zip([Role::Attacker, Role::Defender]) {
            let mut hits = [Hit::default(); 6];
            let mut rolled = false;
            for (v, hit) in (1..=6).zip(hits.iter_mut()) {
                let mut die = Face {
                    value: v,
                    rolled: false,
                };
                *hit = combat_round::roll(b, role, &plan, &mut die).hit;
                rolled |= die.rolled;
            }
            *slot = rolled.then_some(hits);
        }
        self.swap(a, d);
        self.faces.insert(key, out);
        out
    }

    /// Force `f` after it suffers `hit` (7.5.2.9.2-3), in its side's loss priority.
    fn suffer(&mut self, f: Id, hit: Hit) -> Id {
        if let Some(&n) = self.suffered.get(&(f, hit)) {
            return n;
        }
        let mut force = self.forces[f as usize].clone();
        let s = &self.scratch;
        let priority = match force.role {
            Role::Attacker => &s.priority.0,
            Role::Defender => &s.priority.1,
        };
        let field = s.battle.kind == Kind::Field;
        combat_round::suffer(s.battle.charts(), field, &mut force, hit, priority);
        let n = self.intern_owned(force);
        self.suffered.insert((f, hit), n);
        n
    }

    /// The end of round `round` (`rounds` fought in all) with attacker `a` and defender `d`
    /// after their losses: step ten and the pursuit, or step twelve ([`Day::after_round`]).
    /// `withdraw`: the defender played withdraw (7.5.2.12.2).
    fn after(&mut self, a: Id, d: Id, round: u32, rounds: u32, withdraw: bool) -> After {
        let (fa, fd) = (self.facts[a as usize], self.facts[d as usize]);
        let end = outcome::end_of(fa.standing, fd.standing);
        let totals = (fa.left.factors, fd.left.factors);
        let victor = end.and_then(|e| self.chase().pursuer(e, totals));
        match (end, victor) {
            (None, _) if !fa.pending && !fd.pending => return After::Now(Next::On(a, d)),
            (Some(end), None) => {
                return After::Now(Next::Over(DayOutcome {
                    ending: Ending::of(end),
                    rounds,
                    attacker: fa.left,
                    defender: fd.left,
                    pursuit: None,
                }));
            }
            _ => {}
        }
        if let (Some(end), Some(victor)) = (end, victor) {
            let v = if victor == Role::Attacker { a } else { d };
            return After::Pursued(Pursuit {
                runs: self.pursuit_runs(v, rounds),
                a,
                d,
                end,
                victor,
                rounds,
            });
        }
        let key = (a, d, round, rounds, withdraw);
        if let Some(&i) = self.after.get(&key) {
            return After::Walked(i);
        }
        let branches = self.walked(a, d, round, rounds, withdraw);
        let i = self.branches.len();
        self.branches.push(branches);
        self.after.insert(key, i);
        After::Walked(i)
    }

    /// The end of a round that rolls outflank arrival dice ([`Day::after_round`] run on
    /// the scratch day under every sequence of its dice).
    fn walked(&mut self, a: Id, d: Id, round: u32, rounds: u32, withdraw: bool) -> Vec<Branch> {
        let (fa, fd) = (
            self.forces[a as usize].clone(),
            self.forces[d as usize].clone(),
        );
        self.scratch.setup.defender = withdraw.then_some(Chit::Withdraw);
        let runs = walk::paths(|dice| {
            let s = &mut self.scratch;
            s.battle.att.clone_from(&fa);
            s.battle.def.clone_from(&fd);
            s.battle.rounds = rounds;
            s.ended = None;
            s.pursuit = None;
            s.after_round(round, dice);
            if s.is_over() {
                Ok(s.outcome())
            } else {
                Err(Box::new((s.battle.att.clone(), s.battle.def.clone())))
            }
        });
        let mut branches = Vec::with_capacity(runs.len());
        for (run, dice) in runs {
            let next = match run {
                Ok(o) => Next::Over(o),
                Err(on) => Next::On(self.intern(&on.0), self.intern(&on.1)),
            };
            branches.push(Branch { dice, next });
        }
        branches
    }

    /// Where the end of a round leads with `dice`: `after`'s run for the faces rolled.
    fn pick(&mut self, after: After, dice: &mut dyn Dice) -> Next {
        match after {
            After::Now(n) => n,
            After::Walked(i) => {
                let b = &self.branches[i];
                b[pick_run(b, |x: &Branch| x.dice.as_slice(), dice)].next
            }
            After::Pursued(p) => {
                let k = pick_run(&self.runs[p.runs], |x: &Run| x.dice.as_slice(), dice);
                Next::Over(self.chased(p, k))
            }
        }
    }
}
