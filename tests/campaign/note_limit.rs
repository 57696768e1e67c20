//! The note's limit, once in the engine for every game (issue 30 item 2): a note of more
//! than 4,000 characters is refused in an entry of pbem 0.8.0 or later in each of the five
//! games; the three games that had no limit (American Revolution, Old Trousers, Grande
//! Tactique) still take a longer note in an entry of an older engine, so such an entry
//! replays; Empires in Arms and 1812 refused it in every entry, and still do.

use pbem::campaign::Campaign;
use pbem::engine::{Ctx, Header};
use pbem::yaml::Source;
use std::path::Path;

/// Checks `player`'s orders template with a note of `len` characters in the 0.7.0 demo of
/// `game` as the engine `engine` would; the error's text, if any.
fn check_with_note(game: &str, engine: &str, len: usize) -> Option<String> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/v0.7.0")
        .join(game);
    let c = Campaign::open(&dir).unwrap();
    let (bytes, st) = c.state().unwrap();
    let loaded = c.decoded(&bytes, &st).unwrap();
    let ctx = Ctx { engine, ..c.ctx() };
    let sys = c.system();
    let player = c
        .players
        .keys()
        .find(|p| sys.decides(ctx, &loaded, p).unwrap())
        .expect("a player decides")
        .clone();
    let header = Header {
        game: st.game.clone(),
        campaign: st.campaign.clone(),
        entry: st.entry,
        turn: st.turn,
        phase: st.phase.clone(),
        player,
    };
    let template = sys.orders_template(ctx, &loaded, &header).unwrap();
    let text = format!("{template}note: {}\n", "x".repeat(len));
    let src = Source::new("orders.yaml", text);
    sys.check_orders(ctx, &loaded, &header, &src)
        .err()
        .map(|e| e.to_string())
}

const GAMES: [&str; 5] = [
    "empires-in-arms",
    "spi-1812",
    "american-revolution",
    "old-trousers",
    "grande-tactique",
];

#[test]
fn a_note_over_4000_characters_is_refused_in_every_game_from_0_8_0() {
    for game in GAMES {
        let e = check_with_note(game, "pbem 0.8.0", 4001).unwrap_or_else(|| panic!("{game}"));
        assert!(
            e.contains("a note holds at most 4000 characters"),
            "{game}: {e}"
        );
        assert!(
            e.contains("orders.yaml") && e.contains("note"),
            "{game}: {e}"
        );
        assert_eq!(check_with_note(game, "pbem 0.8.0", 4000), None, "{game}");
    }
}

#[test]
fn an_older_entry_keeps_the_limit_its_game_had() {
    for game in ["american-revolution", "old-trousers", "grande-tactique"] {
        assert_eq!(check_with_note(game, "pbem 0.7.0", 4001), None, "{game}");
    }
    for game in ["empires-in-arms", "spi-1812"] {
        let e = check_with_note(game, "pbem 0.7.0", 4001).unwrap_or_else(|| panic!("{game}"));
        assert!(e.contains("at most 4000 characters"), "{game}: {e}");
    }
}
