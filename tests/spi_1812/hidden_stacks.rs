//! Issue 13, item 12: C.3 unsupplied losses must not tell the opponent how many corps a
//! hidden stack holds. Two stacks that differ only in their number of corps give the same
//! public lines (report.md and events.yaml), the same opponent's lines (its report and
//! mail) and the same dice log but for the values (resolution.yaml); the owner still reads
//! every corps' die and loss. Entries resolved by pbem 0.3.0 keep their old lines.

use crate::support;

use pbem::fairness::{Dice, ScriptedDice};
use pbem::rules::spi_1812::log::Log;
use pbem::rules::spi_1812::state::{Side, State};
use pbem::rules::spi_1812::unsupplied::{resolve, Disclosure, DICE_PER_DRAW};
use pbem::rules::spi_1812::view::{private_steps, public_steps};
use support::spi::*;

const F: Side = Side::France;

/// What C.3 shows everyone, what it shows Russia, the dice purposes and sides, what it
/// shows France, and the state after, for `n` unsupplied French corps in Kiev.
struct Seen {
    public: serde_json::Value,
    russia: serde_json::Value,
    dice: Vec<(u32, String)>,
    france: serde_json::Value,
    state: State,
}

fn c3(n: usize, disclosure: Disclosure, dice: Vec<u32>) -> Seen {
    let mut r = rules();
    r.c3 = disclosure;
    let units = (1..=n)
        .map(|i| inf(&format!("fr-{i}"), F, "kiev", 3))
        .collect();
    let mut s = state(F, 7, units);
    let corps: Vec<(String, String)> = (1..=n)
        .map(|i| (format!("fr-{i}"), "kiev".to_string()))
        .collect();
    let mut d = ScriptedDice::new(dice);
    let mut log = Log::default();
    resolve(&r, &mut s, &plans("", ""), &corps, &mut d, &mut log);
    Seen {
        public: serde_json::to_value(public_steps(&log)).unwrap(),
        russia: serde_json::to_value(private_steps(&log, &[Side::Russia])).unwrap(),
        dice: d
            .log()
            .iter()
            .map(|r| (r.sides, r.purpose.clone()))
            .collect(),
        france: serde_json::to_value(private_steps(&log, &[F])).unwrap(),
        state: s,
    }
}

/// The draw carrying dice `dice` (first corps first) as base-6 digits.
fn draw(dice: &[u32]) -> u32 {
    dice.iter().rev().fold(0, |acc, d| acc * 6 + (d - 1)) + 1
}

#[test]
fn the_opponent_cannot_count_the_corps_of_an_unsupplied_hidden_stack() {
    let one = c3(1, Disclosure::Hidden, vec![draw(&[5])]);
    let three = c3(3, Disclosure::Hidden, vec![draw(&[5, 6, 1])]);
    assert_eq!(one.public, three.public, "the public report differs");
    assert_eq!(one.russia, three.russia, "the opponent's report differs");
    assert_eq!(one.dice, three.dice, "the dice log differs but for values");
    assert_eq!(three.dice.len(), 1);
    let public = three.public.to_string();
    assert!(
        public.contains("The French stack in Kiev is unsupplied"),
        "{public}"
    );
    assert!(
        !public.contains("die") && !public.contains("loses"),
        "{public}"
    );
    // The owner reads each corps' die and loss; the chart's losses were taken.
    let own = three.france.to_string();
    for (id, die) in [("fr-1", 5), ("fr-2", 6), ("fr-3", 1)] {
        assert!(
            own.contains(&format!("{id} is unsupplied in Kiev: "))
                && own.contains(&format!("die {die}: loses")),
            "{own}"
        );
    }
    assert_eq!(strength(&three.state, "fr-1"), Some(1), "die 5: loses 2");
    assert_eq!(strength(&three.state, "fr-2"), Some(1), "die 6: loses 2");
    assert_eq!(
        strength(&three.state, "fr-3"),
        Some(3),
        "die 1: loses nothing"
    );
}

#[test]
fn a_stack_of_more_than_twelve_corps_takes_one_draw_per_twelve() {
    let big = c3(
        DICE_PER_DRAW + 1,
        Disclosure::Hidden,
        vec![draw(&[1; 12]), draw(&[1])],
    );
    assert_eq!(big.dice.len(), 2);
    assert!(big.dice.iter().all(|(sides, _)| *sides == 6u32.pow(12)));
}

#[test]
fn entries_of_pbem_0_3_0_keep_their_lines_and_later_ones_hide_the_stack() {
    assert_eq!(Disclosure::for_engine("pbem 0.3.0"), Disclosure::Legacy);
    assert_eq!(Disclosure::for_engine("pbem 0.2.1"), Disclosure::Legacy);
    assert_eq!(Disclosure::for_engine("pbem 0.4.0"), Disclosure::Hidden);
    assert_eq!(Disclosure::for_engine("pbem 1.0.0"), Disclosure::Hidden);
    let old = c3(2, Disclosure::Legacy, vec![5, 6]);
    assert_eq!(
        old.dice,
        vec![(6, "C.3 unsupplied, French corps in Kiev".to_string()); 2]
    );
    assert!(old
        .public
        .to_string()
        .contains("An unsupplied French corps in Kiev: "));
}

/// The French entries of turns 1-3 of the 1812 campaign played on the binary with the
/// shipped orders (no entropy chains: the dice follow from the orders alone): each
/// unsupplied stack's C.3 in report.md, events.yaml, resolution.yaml's dice and the
/// opponent's report and mail, by what this engine discloses.
#[test]
fn c3_in_the_reports_files_and_mail_of_a_campaign_follows_the_engine() {
    use std::path::Path;
    use support::run;
    let tmp = tempfile::tempdir().unwrap();
    let dir = tmp.path().join("camp");
    let d = dir.to_str().unwrap();
    support::new_1812(d);
    for entry in 1..=6u32 {
        let file = |p: &str| tmp.path().join(format!("{entry}-{p}.yaml"));
        for p in ["france", "russia"] {
            let src = Path::new(env!("CARGO_MANIFEST_DIR")).join(format!(
                "games/spi-1812/demo/campaign-1812/entry-{entry}-{p}.yaml"
            ));
            let text = std::fs::read_to_string(src)
                .unwrap()
                .replace("CAMPAIGN", "moscow");
            std::fs::write(file(p), text).unwrap();
            run(&["commit", d, "--player", p, file(p).to_str().unwrap()]);
        }
        for p in ["france", "russia"] {
            run(&["reveal", d, "--player", p, file(p).to_str().unwrap()]);
        }
        run(&[
            "resolve",
            d,
            "--date",
            &format!("2026-12-{entry:02}T18:00:00Z"),
        ]);
    }
    assert!(run(&["verify", d]).contains("verified"));
    let hidden = Disclosure::for_engine(pbem::rules::ENGINE) == Disclosure::Hidden;
    // Quoted-printable mail with its soft line breaks joined.
    let read = |p: &Path| {
        std::fs::read_to_string(p)
            .unwrap()
            .replace("=\r\n", "")
            .replace("=\n", "")
    };
    let mut stacks_of_several = 0;
    let mut draws = std::collections::BTreeMap::new();
    for e in std::fs::read_dir(dir.join("history")).unwrap() {
        let e = e.unwrap().path();
        if !e.to_string_lossy().ends_with("french-player-turn") {
            continue;
        }
        let report = read(&e.join("report.md"));
        let events = read(&e.join("events.yaml"));
        let resolution = read(&e.join("resolution.yaml"));
        for (side, owner, opponent) in [
            ("French", "france", "russia"),
            ("Russian", "russia", "france"),
        ] {
            let own = read(&e.join(format!("reports/{owner}.md")));
            let other = read(&e.join(format!("reports/{opponent}.md")));
            let mail = read(&e.join(format!("mail/{opponent}.eml")));
            let places: std::collections::BTreeSet<String> = own
                .lines()
                .filter_map(|l| l.split(" is unsupplied in ").nth(1))
                .map(|rest| rest.split(':').next().unwrap().trim().to_string())
                .collect();
            for place in places {
                let corps = own.matches(&format!(" is unsupplied in {place}")).count();
                if corps > 1 {
                    stacks_of_several += 1;
                }
                let per_corps = format!("C.3 unsupplied, {side} corps in {place}");
                if hidden {
                    let stack = format!("The {side} stack in {place} is unsupplied");
                    assert_eq!(report.matches(&stack).count(), 1, "{report}");
                    assert_eq!(events.matches(&stack).count(), 1, "{events}");
                    let draw = format!("C.3 unsupplied, {side} stack in {place}:");
                    // From rules revision 0.7.0 every stack of a side takes the same number
                    // of draws (issue 28): at least enough for its corps, whatever its size.
                    let n = resolution.matches(&draw).count();
                    assert!(
                        n >= corps.div_ceil(DICE_PER_DRAW),
                        "{n} draws, {corps} corps"
                    );
                    assert_eq!(*draws.entry(side).or_insert(n), n, "{side} stacks differ");
                    // The owner's lines of this stack, word for word, appear nowhere else.
                    let lines: Vec<&str> = own
                        .lines()
                        .filter(|l| l.contains(&format!(" is unsupplied in {place}:")))
                        .map(|l| l.trim_start_matches("- "))
                        .collect();
                    for text in [&report, &events, &resolution, &other, &mail] {
                        assert!(!text.contains(&per_corps), "{per_corps}");
                        for l in &lines {
                            assert!(!text.contains(l), "{l}");
                        }
                    }
                } else {
                    // pbem 0.3.0's lines: a public line and a die per corps.
                    assert_eq!(
                        resolution.matches(&per_corps).count(),
                        corps,
                        "{resolution}"
                    );
                    assert_eq!(
                        report
                            .matches(&format!("An unsupplied {side} corps in {place}:"))
                            .count(),
                        corps
                    );
                }
            }
        }
    }
    assert!(
        stacks_of_several > 0,
        "no unsupplied stack of several corps in turns 1-3"
    );
}
