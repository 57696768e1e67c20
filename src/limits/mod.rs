//! Limits on what game data may hold (docs/limits.md): one vocabulary of bounds on the
//! numbers ([`bounds`]), one check on the text of names and titles ([`text`]), and the walk
//! that applies both to every number and every string of a data file ([`check_game_data`]),
//! naming the file, line and YAML path of the first value out of bounds.
//!
//! The files of a group's house rules (`data:` in campaign.yaml) are checked when they are
//! loaded; the data embedded in the binary passes the same check (a test reads it all). A
//! bound only refuses data that was never sane, so no resolved entry changes.

pub mod bounds;
pub mod text;
mod walk;

pub use bounds::{check_range, Range};
pub use walk::check_game_data;

#[cfg(test)]
mod tests {
    use crate::data::{embedded_games, GameData};

    #[test]
    fn every_file_of_the_five_shipped_games_is_within_the_bounds() {
        let games = embedded_games();
        assert_eq!(games.len(), 5, "{games:?}");
        let mut checked = 0;
        for game in games {
            let data = GameData::embedded(&game).unwrap();
            for rel in data.list("").into_iter().filter(|r| r.ends_with(".yaml")) {
                let src = data.source(&rel).unwrap();
                super::check_game_data(&src.name, &src.text).unwrap();
                checked += 1;
            }
        }
        assert!(checked > 50, "{checked}");
    }
}
