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
