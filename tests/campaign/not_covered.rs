//! Issue 28, "What verify covers": what docs/fairness.md (section 13) names as not covered
//! decides no byte of an entry (the order of participants, the moderator's name, files
//! beside the entries), and what it names as covered through the report mails (a player's
//! name) fails verify when changed.

use crate::support;

use support::{campaign, pbem, run};

/// campaign.yaml's participants blocks (`- id: ...` and the lines under it), and the text
/// before and after them.
fn blocks(text: &str) -> (String, Vec<String>, String) {
    let (head, rest) = text.split_once("participants:\n").unwrap();
    let mut blocks: Vec<String> = Vec::new();
    let mut tail = String::new();
    for l in rest.lines() {
        if l.starts_with("- id: ") {
            blocks.push(format!("{l}\n"));
        } else if l.starts_with("  ") && tail.is_empty() {
            blocks.last_mut().unwrap().push_str(&format!("{l}\n"));
        } else {
            tail.push_str(&format!("{l}\n"));
        }
    }
    (format!("{head}participants:\n"), blocks, tail)
}

#[test]
fn what_docs_name_as_not_covered_changes_no_byte_and_a_players_name_does() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = campaign(tmp.path());
    let d = dir.to_str().unwrap();
    support::play_entry(&dir, "2026-12-01T10:00:00Z");
    let cy = dir.join("campaign.yaml");
    let text = std::fs::read_to_string(&cy).unwrap();
    let (head, mut b, tail) = blocks(&text);
    assert_eq!(b.len(), 3, "{text}");
    b.reverse();
    let shuffled = format!("{head}{}{tail}", b.concat()).replace(
        "- id: mod\n  name: mod\n",
        "- id: mod\n  name: The Moderator\n",
    );
    assert_ne!(shuffled, text);
    std::fs::write(&cy, &shuffled).unwrap();
    std::fs::write(dir.join("notes.txt"), "our house rules\n").unwrap();
    std::fs::write(dir.join("history/README.txt"), "the entries\n").unwrap();
    run(&["verify", d]);
    // A player's name is in every report mail to them: a change after the entry fails it.
    std::fs::write(
        &cy,
        shuffled.replace(
            "- id: russia\n  name: russia\n",
            "- id: russia\n  name: Tsar\n",
        ),
    )
    .unwrap();
    let o = pbem().args(["verify", d]).output().unwrap();
    assert!(!o.status.success());
    assert!(
        String::from_utf8_lossy(&o.stderr).contains("mail/russia.eml"),
        "{}",
        String::from_utf8_lossy(&o.stderr)
    );
}
