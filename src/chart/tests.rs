//! The chart model: cells, bands, keyed maps and headers parse from their printed forms,
//! and each error names the file, the line and the YAML path.

use super::*;
use crate::yaml::Source;
use serde::Deserialize;
use std::collections::BTreeMap;

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
enum Flag {
    Shaken,
    VsFlank,
}

impl Key for Flag {
    const ALL: &'static [Flag] = &[Flag::Shaken, Flag::VsFlank];
    fn name(self) -> &'static str {
        match self {
            Flag::Shaken => "shaken",
            Flag::VsFlank => "vs-flank",
        }
    }
}

#[derive(Debug, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
struct Row {
    roll: Band,
    hits: u32,
}

impl Banded for Row {
    fn band(&self) -> Band {
        self.roll
    }
}

#[derive(Debug, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
struct Body {
    die: u32,
    ties: Cell<String>,
    arc: Cell<i32>,
    #[serde(deserialize_with = "every")]
    modifiers: Modifiers<Flag>,
    rows: Vec<Row>,
}

impl Check for Body {
    fn check(&self, at: &At<'_>) -> crate::error::Result<()> {
        at.key("die")
            .ensure(self.die >= 2, "a die of 2 sides or more")?;
        let rows = at.key("rows");
        let whole = Band::new(Some(1), Some(i32::try_from(self.die).unwrap_or(i32::MAX)));
        cover(
            &rows,
            self.rows
                .iter()
                .enumerate()
                .map(|(i, r)| (rows.index(i).key("roll"), r)),
            whole,
        )
    }
}

const ED: Edition = Edition {
    edition: "v2.4",
    follows: "Old Trousers v2.4",
    licence: None,
};

const GOOD: &str = "\
chart: test
edition: v2.4
die: 10
ties: { value: reroll, provisional: true, note: \" not in the text \" }
arc: 45
modifiers:
  shaken: { label: Shaken, value: -1 }
  vs-flank:
    label: vs flank
    value: 2
    provisional: true
    note: ours
rows:
  - { roll: \"1 - 5\", hits: 0 }
  - { roll: \"6 - 9\", hits: 1 }
  - { roll: 10, hits: 2 }
";

fn load(text: &str) -> crate::error::Result<Body> {
    ED.parse_source::<Body>(Source::new("charts/test.yaml", text), "test")
        .map(|p| p.body)
}

/// Asserts `e` names charts/test.yaml, line `line` and the YAML path `path`.
fn at(e: &str, line: usize, path: &str) {
    assert!(
        e.starts_with(&format!("charts/test.yaml:{line}:")) && e.contains(&format!(" at {path}: ")),
        "{e}"
    );
}

fn err(from: &str, to: &str) -> String {
    assert!(GOOD.contains(from), "{from}");
    load(&GOOD.replacen(from, to, 1)).unwrap_err().to_string()
}

#[test]
fn a_chart_parses_from_its_printed_forms() {
    let b = load(GOOD).unwrap();
    assert_eq!(b.die, 10);
    assert_eq!(b.ties.value, "reroll");
    assert_eq!(b.ties.note(), Some("not in the text"));
    assert_eq!(b.arc, Cell::printed(45));
    assert_eq!(b.modifiers[&Flag::Shaken].value, -1);
    assert_eq!(b.modifiers[&Flag::VsFlank].provisional_note(), Some("ours"));
    assert_eq!(b.modifiers[&Flag::Shaken].provisional_note(), None);
    assert_eq!(b.rows[2].roll, Band::new(Some(10), Some(10)));
    assert_eq!(b.rows[1].hits, 1);
}

#[test]
fn a_provisional_figure_without_its_note_names_line_and_path() {
    let e = err(", note: \" not in the text \"", "");
    at(&e, 4, "ties");
    assert!(e.contains("a provisional figure needs a note"), "{e}");
    let e = err("    provisional: true\n", "");
    at(&e, 9, "modifiers.vs-flank");
    assert!(e.contains("a note belongs to a provisional figure"), "{e}");
    let e = err("arc: 45", "arc: { value: 45, provisonal: true }");
    assert!(e.contains("at arc") && e.contains("provisonal"), "{e}");
}

#[test]
fn a_missing_key_of_a_typed_map_names_the_map() {
    let e = err("  shaken: { label: Shaken, value: -1 }\n", "");
    at(&e, 7, "modifiers");
    assert!(e.contains("'shaken' is missing"), "{e}");
    let e = err("  shaken:", "  shakenn:");
    assert!(
        e.contains("at modifiers") && e.contains("unknown key `shakenn`"),
        "{e}"
    );
}

#[test]
fn bands_parse_cover_and_name_the_band_at_fault() {
    let e = err("\"6 - 9\"", "\"6 - x\"");
    at(&e, 15, "rows[1].roll");
    assert!(e.contains("'6 - x' is not a band"), "{e}");
    let e = err("\"6 - 9\"", "\"7 - 9\"");
    at(&e, 15, "rows[1].roll");
    assert!(e.contains("a gap between '1 - 5' and '7 - 9'"), "{e}");
    let e = err("\"6 - 9\"", "\"5 - 9\"");
    assert!(e.contains("rows[1].roll") && e.contains("overlaps"), "{e}");
    let e = err("die: 10", "die: 12");
    assert!(
        e.contains("rows[2].roll") && e.contains("leaves rolls above"),
        "{e}"
    );
    let e = err("\"1 - 5\"", "\"2 - 5\"");
    assert!(
        e.contains("rows[0].roll") && e.contains("leaves rolls below"),
        "{e}"
    );
    let e = err("die: 10", "die: 1");
    at(&e, 3, "die");
}

#[test]
fn the_header_is_read_apart_and_checked() {
    let e = err("chart: test", "chart: other");
    at(&e, 1, "chart");
    assert!(e.contains("'other': this file holds the test chart"), "{e}");
    let e = err("edition: v2.4", "edition: v2.6");
    at(&e, 2, "edition");
    assert!(e.contains("follow Old Trousers v2.4"), "{e}");
    let e = err("edition: v2.4\n", "edition: v2.4\nlicence: CC\n");
    assert!(e.contains("at licence"), "{e}");
    let e = err("die: 10", "dice: 10");
    assert!(
        e.contains("charts/test.yaml:3") && e.contains("dice"),
        "{e}"
    );
    let gt = Edition {
        edition: "v2.4",
        follows: "v2.4",
        licence: Some("CC BY"),
    };
    let src = Source::new("c.yaml", GOOD.replace("die:", "licence: CC BY\ndie:"));
    assert!(gt.parse_source::<Body>(src, "test").is_ok());
    let e = gt
        .parse_source::<Body>(Source::new("c.yaml", GOOD), "test")
        .err()
        .map(|e| e.to_string());
    assert!(e.is_some_and(|e| e.contains("'': the rules are CC BY")));
}

#[test]
fn a_whole_chart_is_provisional_only_with_its_note() {
    let src = |t: &str| Source::new("c.yaml", t.to_string());
    let marked = GOOD.replace("die:", "provisional: true\nnote: ' ours '\ndie:");
    let p = ED.parse_source::<Body>(src(&marked), "test").unwrap();
    assert_eq!(
        (p.header.provisional, p.header.note.as_deref()),
        (Some(true), Some(" ours "))
    );
    let h: Headed<BTreeMap<String, serde_yaml::Value>> = src(&marked).parse().unwrap();
    assert!(!h.body.contains_key("note") && h.body.contains_key("die"));
}

#[test]
fn bands_read_as_printed() {
    let b = |s| Band::parse(s).unwrap();
    assert_eq!(b("> 10"), Band::new(Some(11), None));
    assert_eq!(b("< 1"), Band::new(None, Some(0)));
    assert_eq!(b("< 0"), Band::new(None, Some(-1)));
    assert_eq!(b("0"), Band::new(Some(0), Some(0)));
    assert_eq!(b("1 - 8"), Band::new(Some(1), Some(8)));
    assert_eq!(b("-3 - -1"), Band::new(Some(-3), Some(-1)));
    assert_eq!(Band::parse("8 - 1"), None);
    assert_eq!(Band::parse("x"), None);
    assert_eq!(Band::parse("> 2147483647"), None);
    for s in ["> 10", "< 1", "0", "1 - 8"] {
        assert_eq!(b(s).to_string(), s);
    }
}
