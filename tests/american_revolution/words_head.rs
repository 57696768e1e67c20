//! The phase titles and the dice purposes said by templates/american-revolution/lines.tera
//! (issue 30, item 5), as the rules said them in Rust before the template.

use super::words::check;
use pbem::rules::american_revolution::state::Side;
use pbem::rules::american_revolution::words::{dice, turn};

pub(crate) fn turn_cases() -> Vec<(turn::Said<'static>, &'static str)> {
    use turn::Said::*;
    vec![
        (CampaignOver { victor: Side::British }, "The campaign is over: British victory"),
        (CampaignOver { victor: Side::American }, "The campaign is over: American victory"),
        (AmericanTurn { turn: 3, date: "Fall 1775" }, "American player turn (A), game turn 3, Fall 1775"),
        (BritishTurn { turn: 3, date: "Fall 1775" }, "British player turn (B), levy, attrition and turn record (C, D, E), game turn 3, Fall 1775"),
    ]
}

#[test]
fn phase_titles_say_what_the_rules_said_before_the_template() {
    assert_eq!(check(&turn_cases()).len(), 3);
}

pub(crate) fn dice_cases() -> Vec<(dice::Said<'static>, &'static str)> {
    use dice::Said::*;
    vec![
        (
            CombatDie {
                area: "Boston",
                odds_attack: 3,
                odds_defence: 2,
            },
            "combat in Boston at 3-2",
        ),
        (GroupDie { area: "Albany" }, "British group into Albany"),
        (
            SeaTransportDie { area: "Charleston" },
            "British sea transport to Charleston",
        ),
        (LevyDie, "Continental Levy Chart"),
        (AttritionDie, "Winter Attrition Table"),
        (
            SurvivalDie {
                sp: 2,
                area: "Valley Forge",
            },
            "survival of C SP 2 in Valley Forge",
        ),
    ]
}

#[test]
fn a3_b1_c_d_dice_purposes_say_what_the_rules_said_before_the_template() {
    assert_eq!(check(&dice_cases()).len(), 6);
}
