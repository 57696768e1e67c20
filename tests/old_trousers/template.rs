//! The orders template: it parses and passes the check as it stands, for the phasing
//! player and the other, and lists each unit with its position, facing, formation,
//! allowance, command and targets.

use super::common::maida;
use pbem::engine::{Header, OrdersFile};
use pbem::rules::old_trousers::check::check;
use pbem::rules::old_trousers::orders::Orders;
use pbem::rules::old_trousers::template::orders_template;
use pbem::yaml::Source;

#[test]
fn the_template_parses_checks_and_lists_every_unit() {
    let (rules, mut st) = maida();
    let i = st.units.iter().position(|u| u.id() == "1-leger-1").unwrap();
    st.units[i].stand.centre = pbem::board::table::measure::Point::new(56_000, 19_500);
    for side in ["british", "french"] {
        let h = Header {
            game: "old-trousers".into(),
            campaign: "c".into(),
            entry: 1,
            turn: 1,
            phase: st.phase(),
            player: side.into(),
        };
        let text = orders_template(&rules, &st, side, &h);
        let src = Source::new("t.yaml", text.clone());
        let o: OrdersFile<Orders> = OrdersFile::parse(&src).expect("the template parses");
        check(&rules, &st, side, &o.body, &src).expect("the template passes the check");
        for u in st.units.iter().filter(|u| u.side() == side) {
            assert!(
                text.contains(&format!("#   {:<14} {}", u.id(), u.name)),
                "{}: {text}",
                u.id()
            );
        }
        if side == "british" {
            assert!(text.contains("at 56.000\", 16.000\", facing 0°, line; moves 4.000\"; in command; may fire at: 1-leger-1 2.500\""), "{text}");
            assert!(text.contains("moves: {}"), "{text}");
            // Every kind of order, charges: included, with an example in reach.
            assert!(
                text.contains("# charges: unit -> the enemy unit it charges"),
                "{text}"
            );
            assert!(
                text.contains("#   e.g. charges: { light-bn: 1-leger-1 } (in reach now)."),
                "{text}"
            );
        } else {
            assert!(text.contains("reactions: {}"), "{text}");
        }
    }
}

/// `pbem orders new` on the binary, for a campaign of Maida whose 1er Léger stands 2.5"
/// from Kempt's light battalion: the phasing player's template names every kind of order
/// the game takes (moves, leaders, orders, command points, fire, charges, breakthroughs),
/// with a charge drawn from his own units and the enemy in reach, which `pbem orders
/// check` accepts once written out; the other player's names his reactions, fire and
/// breakthroughs. Every key named parses (the orders refuse unknown keys).
#[test]
fn orders_new_shows_every_kind_of_order_with_a_charge_in_reach() {
    use super::support::run;
    let tmp = tempfile::tempdir().unwrap();
    let text = pbem::data::GameData::embedded("old-trousers")
        .unwrap()
        .source("scenarios/maida.yaml")
        .unwrap()
        .text;
    let from = "formation: attack-column, at: [57, 30], facing: 180, commander: compere}";
    assert!(text.contains(from));
    let scenario = tmp.path().join("close.yaml");
    let close = "formation: attack-column, at: [56, 19.5], facing: 180, commander: compere}";
    std::fs::write(&scenario, text.replacen(from, close, 1)).unwrap();
    let dir = tmp.path().join("c");
    let d = dir.to_str().unwrap();
    run(&[
        "new",
        d,
        "--game",
        "old-trousers",
        "--scenario-file",
        scenario.to_str().unwrap(),
        "--id",
        "close",
        "--player",
        "british:british",
        "--player",
        "french:french",
    ]);
    let template = |player: &str| {
        let f = tmp.path().join(format!("{player}.yaml"));
        run(&[
            "orders",
            "new",
            d,
            "--player",
            player,
            "-o",
            f.to_str().unwrap(),
        ]);
        (std::fs::read_to_string(&f).unwrap(), f)
    };
    let (british, f) = template("british");
    let keys = [
        "moves",
        "leaders",
        "orders",
        "command_points",
        "fire",
        "charges",
        "breakthroughs",
    ];
    for k in keys {
        assert!(british.contains(&format!("\n# {k}: ")), "{k}: {british}");
    }
    let example = "#   e.g. charges: { light-bn: 1-leger-1 } (in reach now).";
    assert!(british.contains(example), "{british}");
    let written = british.replace("moves: {}", "charges: { light-bn: 1-leger-1 }");
    std::fs::write(&f, written).unwrap();
    run(&["orders", "check", d, f.to_str().unwrap()]);
    let (french, f) = template("french");
    for k in ["reactions", "fire", "breakthroughs"] {
        assert!(french.contains(&format!("\n# {k}: ")), "{k}: {french}");
    }
    run(&["orders", "check", d, f.to_str().unwrap()]);
    let every: String = keys
        .iter()
        .chain(&["reactions", "note"])
        .map(|k| match *k {
            "orders" => "orders: []\n".to_string(),
            "note" => "note: n\n".to_string(),
            k => format!("{k}: {{}}\n"),
        })
        .collect();
    let (o, _) = super::common::orders(&every);
    assert_eq!(o.note.as_deref(), Some("n"));
}
