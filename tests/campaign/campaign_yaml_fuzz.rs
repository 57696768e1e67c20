//! Property test of loading campaign.yaml (issue 13, input from outside): a campaign.yaml
//! of 0.3.0 with one field's value replaced by an arbitrary string never makes opening the
//! campaign panic, and whatever opens holds only ids of the id alphabet, folders inside the
//! campaign and option keys the game declares.

use pbem::campaign::Campaign;
use proptest::prelude::*;
use std::path::Path;

const FIELDS: &[&str] = &[
    "format: ",
    "id: ",
    "game: ",
    "scenario: ",
    "  morale_method: ",
    "  from: ",
    "- id: ",
    "  email: ",
    "  role: ",
    "  - ",
    "    length: ",
    "    anchor: ",
];

fn original() -> String {
    std::fs::read_to_string(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/v0.3.0/ulm-1805/campaign.yaml"),
    )
    .unwrap()
}

/// `text` with the value after the `nth` line starting with `field` replaced by `value`.
fn replace(text: &str, field: &str, nth: usize, value: &str) -> String {
    let lines: Vec<&str> = text.lines().collect();
    let hits: Vec<usize> = (0..lines.len())
        .filter(|&i| lines[i].starts_with(field))
        .collect();
    let i = hits[nth % hits.len()];
    let mut out: Vec<String> = lines.iter().map(|l| l.to_string()).collect();
    out[i] = format!("{field}{value}");
    out.join("\n") + "\n"
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn an_edited_campaign_yaml_loads_checked_or_is_refused(
        field in 0..FIELDS.len(),
        nth in 0usize..8,
        value in prop_oneof![
            "[a-z./\\\\-]{0,12}",
            "[A-Za-z0-9 @<>.:'\"\\[\\]{}-]{0,20}",
            Just("../../../pwn".to_string()),
            Just("0".to_string()),
            Just("russia@example.org".to_string()),
        ],
    ) {
        let tmp = tempfile::tempdir().unwrap();
        let text = replace(&original(), FIELDS[field], nth, &value);
        std::fs::write(tmp.path().join("campaign.yaml"), &text).unwrap();
        if let Ok(c) = Campaign::open(tmp.path()) {
            prop_assert!(pbem::ids::check("campaign id", &c.file.id).is_ok());
            prop_assert!(pbem::ids::check("scenario id", &c.file.scenario).is_ok());
            prop_assert_eq!(c.file.format.as_str(), "pbem-campaign-v1");
            for p in &c.file.participants {
                prop_assert!(pbem::ids::check("participant id", &p.id).is_ok());
                prop_assert!(p.role == "player" || p.role == "moderator");
                prop_assert!(p.entropy.as_ref().is_none_or(|a| a.length > 0));
                for s in &p.sides {
                    prop_assert!(pbem::ids::check("side", s).is_ok(), "{}", s);
                }
            }
            let declared = ["disputed_cells", "morale_method"];
            prop_assert!(c.file.options.keys().all(|k| declared.contains(&k.as_str())));
        }
    }
}

#[test]
fn the_unedited_campaign_yaml_of_0_3_0_loads() {
    let tmp = tempfile::tempdir().unwrap();
    std::fs::write(tmp.path().join("campaign.yaml"), original()).unwrap();
    let c = Campaign::open(tmp.path()).unwrap();
    assert_eq!(c.file.participants.len(), 8);
    assert!(c.file.unplayed.is_empty());
}
