//! `pbem orders new`: a commented orders file for the current player turn that parses as
//! it stands: the player's SPs by area and what each order key does, with its default.

use super::rules_data::Rules;
use super::state::{Side, State};
use crate::engine::{Header, Opening};
use std::fmt::Write as _;

const PHASING: &str = "\
# moves:      A.1.a / B.1.a-b, in order: {from: AREA, sps: {C: 3, M: 2}, path: [AREA, ...]}
#             (British: each is a group, at most 2 from an area; the path is the intended
#             move, continued while the die shows 3-6)
# sea:        A.1.b / B.1.c: {from: AREA, sps: {B: 4}, to: AREA} with your fleet off `from`
# fleet_to:   SEA, your fleet sailing alone
# landing:    AREA for overseas arrivals (default: the first allowed coastal area)
# attacks:    A.3 / B.3, in order: {area: AREA, with: [open], against: [open, fortified]}
# fortify:    A.4 / B.4: {area: AREA, sps: {C: 3}} (fresh SPs only; no winter)
# besiege:    [AREA, ...] (fresh SPs in the open besiege the enemy fort)
";

const STANDING: &str = "\
# standing:   kept until you send new ones, used in the other side's turn:
#   militia:    {REGION: AREA}  American: where militia appear (default: the area entered)
#   levy:       {REGION: AREA}  American: where continentals are levied (default: the
#               region's first area without British SPs)
#   tories:     {REGION: AREA}  British: where Tories appear (default: the area entered)
#   tory_moves: {REGION: [AREA, ...]}  British: the new Tory group's move (default: none)
#   losses:     [M, C, F, SF] or [T, B]: after the first two losses (default: this order)
";

/// The template for the player of `h` controlling `sides`.
pub fn orders_template(rules: &Rules, st: &State, sides: &[Side], h: &Header) -> String {
    let phasing = sides.contains(&st.phasing);
    let names: Vec<&str> = sides.iter().map(|s| s.key()).collect();
    let mut s = Opening {
        game: "American Revolution 1775-1783 (SPI)",
        sides: &names,
        step: &format!(
            "{} player turn, game turn {} ({}).",
            st.phasing.key(),
            st.turn,
            st.date
        ),
        defaults: " (docs/american-revolution.md)",
        note: "a message for the report",
    }
    .render(h);
    let _ = writeln!(s, "#\n# Your SPs (open / fort / besieging):");
    for (id, f) in &st.areas {
        for side in sides {
            let h = f.of(*side);
            if !h.is_empty() {
                let _ = writeln!(
                    s,
                    "#   {id:<20} {} / {} / {}",
                    h.open.text(),
                    h.fortified.text(),
                    h.besieging.text()
                );
            }
        }
    }
    for side in sides {
        if let Some(sea) = st.fleets.get(side) {
            let _ = writeln!(s, "# Your fleet is in {sea}.");
        }
    }
    let _ = writeln!(s, "#");
    if phasing {
        s.push_str(PHASING);
    } else {
        let _ = writeln!(s, "# Not your player turn: give standing orders only.");
    }
    s.push_str(STANDING);
    let _ = writeln!(s, "# Regions (id: VP, controller):");
    for (id, r) in &rules.geo.regions {
        let who = if st.british_controls(id) {
            "British"
        } else {
            "American"
        };
        let _ = writeln!(s, "#   {id}: {} VP, {who}", r.vp);
    }
    s
}
