//! The orders file every game shares: the header (docs/orders.md) declared once, the game's
//! body beside it, and the commented opening every orders template begins with.
//!
//! A game's orders type is its body alone and refuses unknown keys
//! (`deny_unknown_fields`); [`SkipHeader`] hides the six header keys from it, so the same
//! YAML mapping parses twice: once as the [`Header`], once as the body.

use crate::error::Result;
use crate::yaml::Source;
use serde::de::{self, DeserializeSeed, IgnoredAny, IntoDeserializer, MapAccess, Visitor};
use serde::{Deserialize, Deserializer, Serialize};
use std::fmt;

/// The header every orders file starts with (docs/orders.md).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Header {
    /// Game system id.
    pub game: String,
    /// Campaign id.
    pub campaign: String,
    /// History entry, 1-based.
    pub entry: u32,
    /// Game turn.
    pub turn: u32,
    /// Phase slug.
    pub phase: String,
    /// Player id.
    pub player: String,
}

/// The keys of [`Header`], which a game's orders body never sees.
pub const HEADER_KEYS: [&str; 6] = ["game", "campaign", "entry", "turn", "phase", "player"];

impl Header {
    /// The header as the six YAML lines an orders file begins with, each ending in a
    /// newline.
    pub fn yaml_lines(&self) -> String {
        format!(
            "game: {}\ncampaign: {}\nentry: {}\nturn: {}\nphase: {}\nplayer: {}\n",
            self.game, self.campaign, self.entry, self.turn, self.phase, self.player
        )
    }
}

/// The top-level keys of the orders file `src` beyond the header, in the file's order
/// (none for a file that is not a YAML mapping).
pub fn body_keys(src: &Source) -> Vec<String> {
    serde_yaml::from_str::<serde_yaml::Mapping>(&src.text)
        .map(|m| {
            m.keys()
                .filter_map(|k| k.as_str())
                .filter(|k| !HEADER_KEYS.contains(k))
                .map(str::to_string)
                .collect()
        })
        .unwrap_or_default()
}

/// A whole orders file: the shared header and the game's body `B`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OrdersFile<B> {
    /// The header.
    pub header: Header,
    /// The game's orders.
    pub body: B,
}

impl<B: de::DeserializeOwned> OrdersFile<B> {
    /// Parses `src` in two passes over the same mapping: the header, then the body (whose
    /// own `Deserialize` skips the header keys, see [`SkipHeader`]).
    ///
    /// # Errors
    /// [`crate::error::Error::Yaml`] with the file, line and YAML path: a missing or
    /// malformed header field, or a body key or value the game refuses.
    pub fn parse(src: &Source) -> Result<Self> {
        Ok(OrdersFile {
            header: src.parse()?,
            body: src.parse()?,
        })
    }
}

/// A deserializer for a game's orders body: the mapping it wraps with the header keys
/// left out. A body type derives `Deserialize` with `#[serde(remote = "Self")]` and
/// implements `Deserialize` as `Self::deserialize(SkipHeader(d))`, so it parses a whole
/// orders file and still refuses every key that is neither its own nor the header's.
pub struct SkipHeader<D>(pub D);

/// Implements `Deserialize` for a game's orders body `$body` through [`SkipHeader`]: the
/// body derives `Deserialize` with `#[serde(remote = "Self", deny_unknown_fields)]`, and
/// `orders_body!(Orders);` makes it parse a whole orders file, the header keys left out.
macro_rules! orders_body {
    ($body:ty) => {
        impl<'de> serde::Deserialize<'de> for $body {
            fn deserialize<D: serde::Deserializer<'de>>(
                d: D,
            ) -> std::result::Result<Self, D::Error> {
                <$body>::deserialize($crate::engine::orders::SkipHeader(d))
            }
        }
    };
}
pub(crate) use orders_body;

impl<'de, D: Deserializer<'de>> Deserializer<'de> for SkipHeader<D> {
    type Error = D::Error;

    fn deserialize_any<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, D::Error> {
        self.0.deserialize_map(SkipVisitor(visitor))
    }

    serde::forward_to_deserialize_any! {
        bool i8 i16 i32 i64 i128 u8 u16 u32 u64 u128 f32 f64 char str string bytes byte_buf
        option unit unit_struct newtype_struct seq tuple tuple_struct map struct enum
        identifier ignored_any
    }
}

struct SkipVisitor<V>(V);

impl<'de, V: Visitor<'de>> Visitor<'de> for SkipVisitor<V> {
    type Value = V::Value;

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        self.0.expecting(f)
    }

    fn visit_map<A: MapAccess<'de>>(self, map: A) -> Result<V::Value, A::Error> {
        self.0.visit_map(SkipMap(map))
    }
}

struct SkipMap<A>(A);

impl<'de, A: MapAccess<'de>> MapAccess<'de> for SkipMap<A> {
    type Error = A::Error;

    fn next_key_seed<K: DeserializeSeed<'de>>(
        &mut self,
        seed: K,
    ) -> Result<Option<K::Value>, A::Error> {
        let mut seed = Some(seed);
        loop {
            match self.0.next_key_seed(KeySeed(&mut seed))? {
                None => return Ok(None),
                Some(Some(key)) => return Ok(Some(key)),
                Some(None) => {
                    self.0.next_value::<IgnoredAny>()?;
                }
            }
        }
    }

    fn next_value_seed<S: DeserializeSeed<'de>>(&mut self, seed: S) -> Result<S::Value, A::Error> {
        self.0.next_value_seed(seed)
    }
}

/// A key of the mapping: a header key gives `None`; any other goes to the body's seed,
/// while the YAML deserializer is on it (so an unknown key's error carries its line).
struct KeySeed<'a, K>(&'a mut Option<K>);

impl<'de, K: DeserializeSeed<'de>> DeserializeSeed<'de> for KeySeed<'_, K> {
    type Value = Option<K::Value>;

    fn deserialize<D: Deserializer<'de>>(self, d: D) -> Result<Self::Value, D::Error> {
        d.deserialize_str(self)
    }
}

impl<'de, K: DeserializeSeed<'de>> Visitor<'de> for KeySeed<'_, K> {
    type Value = Option<K::Value>;

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("a key")
    }

    fn visit_str<E: de::Error>(self, key: &str) -> Result<Self::Value, E> {
        if HEADER_KEYS.contains(&key) {
            return Ok(None);
        }
        let seed = self
            .0
            .take()
            .ok_or_else(|| E::custom("a key after the body's key"))?;
        let de: de::value::StrDeserializer<E> = key.into_deserializer();
        seed.deserialize(de).map(Some)
    }
}

/// The opening of an orders template: what the file is for, how to send it, the header,
/// and the optional note. The same lines for every game; only the words differ.
#[derive(Debug, Clone)]
pub struct Opening<'a> {
    /// The game's name as the first line gives it (`Empires in Arms`).
    pub game: &'a str,
    /// The sides the player controls, as named to players.
    pub sides: &'a [&'a str],
    /// The step or turn the file is for, one line (without `# `, with its full stop).
    pub step: &'a str,
    /// Where the defaults are named: appended to "takes the default named beside it"
    /// (empty, or ` (docs/spi-1812.md)`).
    pub defaults: &'a str,
    /// The commented example of `note:` after the header (without `# note: `).
    pub note: &'a str,
}

impl Opening<'_> {
    /// The opening lines for the player of `h`, each ending in a newline.
    pub fn render(&self, h: &Header) -> String {
        format!(
            "# {} orders: {} ({})\n# {}\n\
             # Edit, then `pbem orders check`, `pbem commit` (the hash first), and `pbem reveal` later.\n\
             # Every choice you leave out takes the default named beside it{}.\n{}# note: {}\n",
            self.game,
            h.player,
            self.sides.join(", "),
            self.step,
            self.defaults,
            h.yaml_lines(),
            self.note
        )
    }
}

/// The standing orders of a player whose orders did not come, when every choice takes its
/// default: a comment naming the game's `docs/<id>.md`, then the header.
pub fn standing_orders(game_id: &str, h: &Header) -> String {
    format!(
        "# No moves received from {}: the standing orders. Every choice takes its default\n\
         # (docs/{game_id}.md, \"No moves received\").\n{}",
        h.player,
        h.yaml_lines()
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::BTreeMap;

    #[derive(Debug, PartialEq, Deserialize)]
    #[serde(remote = "Self", deny_unknown_fields)]
    struct Body {
        #[serde(default)]
        moves: BTreeMap<String, Vec<String>>,
    }

    orders_body!(Body);

    const HEAD: &str = "game: g\ncampaign: c\nentry: 2\nturn: 1\nphase: p\nplayer: france\n";

    #[test]
    fn header_and_body_come_from_one_mapping() {
        let src = Source::new("o.yaml", format!("{HEAD}moves: {{a: [b]}}\n"));
        let o: OrdersFile<Body> = OrdersFile::parse(&src).unwrap();
        assert_eq!(o.header.player, "france");
        assert_eq!(o.header.entry, 2);
        assert_eq!(o.body.moves["a"], vec!["b".to_string()]);
    }

    #[test]
    fn an_unknown_key_is_refused_with_its_name_and_line() {
        let src = Source::new("o.yaml", format!("{HEAD}moves: {{}}\nmovse: {{}}\n"));
        let e = OrdersFile::<Body>::parse(&src).unwrap_err().to_string();
        assert!(e.contains("o.yaml"), "{e}");
        assert!(e.contains("unknown field `movse`"), "{e}");
        assert!(e.contains(":8"), "line 8 named: {e}");
    }

    #[test]
    fn body_keys_are_in_the_files_order() {
        let src = Source::new("o.yaml", format!("{HEAD}note: hi\nmoves: {{}}\n"));
        assert_eq!(body_keys(&src), ["note", "moves"]);
    }

    #[test]
    fn a_missing_header_field_is_refused() {
        let src = Source::new("o.yaml", "game: g\ncampaign: c\nmoves: {}\n");
        let e = OrdersFile::<Body>::parse(&src).unwrap_err().to_string();
        assert!(e.contains("missing field `entry`"), "{e}");
    }

    #[test]
    fn a_bad_value_names_its_path_and_line() {
        let src = Source::new("o.yaml", format!("{HEAD}moves:\n  a: 3\n"));
        let e = OrdersFile::<Body>::parse(&src).unwrap_err().to_string();
        assert!(e.contains("moves.a"), "{e}");
        assert!(e.contains(":8"), "line 8 named: {e}");
    }

    #[test]
    fn the_opening_gives_the_header_lines() {
        let h = Header {
            game: "g".into(),
            campaign: "c".into(),
            entry: 2,
            turn: 1,
            phase: "p".into(),
            player: "france".into(),
        };
        let text = Opening {
            game: "G",
            sides: &["France"],
            step: "Step.",
            defaults: "",
            note: "a message",
        }
        .render(&h);
        assert!(text.starts_with("# G orders: france (France)\n# Step.\n"));
        assert!(text.contains(HEAD));
        let back: Header = Source::new("t", text).parse().unwrap();
        assert_eq!(back, h);
    }
}
