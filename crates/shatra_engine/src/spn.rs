//! SPN: the position strings of shatrabase (github.com/franzm/shatrabase, a Qt database program
//! for Shatra), read and written as its `SBoard::SPNToBoard` and `SBoard::toSPN`
//! (`src/database/sboard.cpp`) do, and converted to and from [`Position`].
//!
//! An SPN has six or seven fields separated by spaces:
//! 1. the men on shatrabase's squares 1 to 62, **numbered from White's side** (its square n is our
//!    square 63 − n: its White gate is 10, ours 53), with a `/` after its squares 9, 10, 17, 24,
//!    31, 38, 45, 52 and 53; `Q R B K S` = White Batyr, Tura, Yalkyn, Biy, Shatra, lowercase =
//!    Black, a digit counts empty squares, `!` before a man marks a drop it must make (our pending
//!    drop obligation); `y u i p` are men already jumped in a capture sequence under way;
//! 2. the side to move, `w` or `b`;
//! 3. the "temdek" (the fortress still holds its initial reserve): `T` for White, `t` for Black,
//!    `-` for neither;
//! 4. the square of a man in the middle of a capture sequence (shatrabase plays each jump of a
//!    chain as a move of its own), or `-`;
//! 5. the en-passant square (the square passed over), in its numbering, or `-`;
//! 6. plies since the last capture, Shatra move, drop or promotion, `-` for none;
//! 7. the move number (optional, 1).
//!
//! What one format says and the other cannot, and how it is converted:
//! - shatrabase's temdek is one flag per side; ours is the set of initial-reserve men. Reading,
//!   `T` makes every White man on White's fortress and gate initial reserve (`t` likewise for
//!   Black); writing, `T` stands for "White has an initial-reserve man".
//! - a position in the middle of a capture sequence (field 4, and `y u i p` for the men jumped so
//!   far) has no counterpart in a [`Position`], where a chain is one move: [`from_spn`] refuses
//!   it with an error saying so, and [`from_spn_in_chain`] reads it as an [`InChain`] (the USHI
//!   engine continues such a chain). shatrabase writes one whenever a chain is under way
//!   (`SBoard::toSPN`: `inSequence()` gives the transit square, `m_dfs`'s defunct men are written
//!   `y u i p`), and `SBoard::SPNToBoard` reads it back: its `USHIEngine::startAnalysis` sends
//!   `board.toSPN()`, so an engine restarted between two jumps gets such a position.
//! - our sideways restrictions (RULES.md section 8, field 6) have no field in SPN: they are
//!   dropped when writing and none are in force when reading.

use std::fmt;

use crate::piece::{Color, Kind, Piece};
use crate::position::Position;
use crate::rules::RuleSet;
use crate::square::{Square, Squares};

/// The shatrabase squares after which an SPN's men field has a `/`.
const SLASH_AFTER: [u8; 9] = [9, 10, 17, 24, 31, 38, 45, 52, 53];

/// Our square for shatrabase's square `n` (1–62), and back: the same map both ways.
pub fn from_shatrabase_square(n: u8) -> Option<Square> {
    (1..=62)
        .contains(&n)
        .then(|| Square::from_number(63 - n))
        .flatten()
}

/// shatrabase's number of one of our squares.
pub fn to_shatrabase_square(s: Square) -> u8 {
    63 - s.number()
}

/// Why an SPN cannot be read: the field and what is wrong.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SpnError {
    /// 1-based field number (1 = the men), or 0 for the string as a whole.
    pub field: usize,
    pub message: String,
}

impl fmt::Display for SpnError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.field {
            0 => write!(f, "SPN: {}", self.message),
            n => write!(f, "SPN field {n}: {}", self.message),
        }
    }
}

impl std::error::Error for SpnError {}

fn err(field: usize, message: impl Into<String>) -> SpnError {
    SpnError {
        field,
        message: message.into(),
    }
}

fn piece_char(p: Piece) -> char {
    let c = match p.kind {
        Kind::Batyr => 'Q',
        Kind::Tura => 'R',
        Kind::Yalkyn => 'B',
        Kind::Biy => 'K',
        Kind::Shatra => 'S',
    };
    if p.color == Color::White {
        c
    } else {
        c.to_ascii_lowercase()
    }
}

fn char_piece(c: char) -> Option<Piece> {
    let kind = match c.to_ascii_uppercase() {
        'Q' => Kind::Batyr,
        'R' => Kind::Tura,
        'B' => Kind::Yalkyn,
        'K' => Kind::Biy,
        'S' => Kind::Shatra,
        _ => return None,
    };
    let color = if c.is_ascii_uppercase() {
        Color::White
    } else {
        Color::Black
    };
    Some(Piece { color, kind })
}

/// The SPN of a position, exactly as shatrabase's `SBoard::toSPN` writes it.
pub fn to_spn(pos: &Position) -> String {
    let mut out = String::new();
    let mut empty = 0u8;
    let mut slash = 0;
    let flush = |out: &mut String, empty: &mut u8| {
        if *empty > 0 {
            out.push(char::from(b'0' + *empty));
            *empty = 0;
        }
    };
    for n in 1..=62u8 {
        let sq = from_shatrabase_square(n).expect("1..=62 are squares");
        match pos.piece_at(sq) {
            Some(p) => {
                flush(&mut out, &mut empty);
                if pos.obligations() & sq.bit() != 0 {
                    out.push('!');
                }
                out.push(piece_char(p));
            }
            None => empty += 1,
        }
        if slash < SLASH_AFTER.len() && n == SLASH_AFTER[slash] {
            flush(&mut out, &mut empty);
            out.push('/');
            slash += 1;
        }
    }
    flush(&mut out, &mut empty);
    out.push(' ');
    out.push(if pos.turn() == Color::White { 'w' } else { 'b' });
    out.push(' ');
    let (w, b) = (pos.has_reserve(Color::White), pos.has_reserve(Color::Black));
    if w {
        out.push('T');
    }
    if b {
        out.push('t');
    }
    if !w && !b {
        out.push('-');
    }
    // No capture sequence is ever under way between our moves.
    out.push_str(" - ");
    match pos.en_passant() {
        Some(s) => out.push_str(&to_shatrabase_square(s).to_string()),
        None => out.push('-'),
    }
    out.push(' ');
    match pos.halfmoves() {
        0 => out.push('-'),
        n => out.push_str(&n.to_string()),
    }
    out.push(' ');
    out.push_str(&pos.fullmoves().to_string());
    out
}

/// A number field, or `-` for none.
fn number_or_dash(field: usize, text: &str, what: &str) -> Result<Option<u32>, SpnError> {
    if text == "-" {
        return Ok(None);
    }
    text.parse::<u32>()
        .map(Some)
        .map_err(|_| err(field, format!("'{text}' is not {what} or -")))
}

/// Reads an SPN under a rule set (shatrabase's "Original" is [`RuleSet::original`], its
/// "Extended" our default rules). Errors name the field and what is wrong; a position the
/// rules do not allow gets the engine's own reason. A position in the middle of a capture
/// sequence is refused (see [`from_spn_in_chain`]).
pub fn from_spn(text: &str, rules: RuleSet) -> Result<Position, SpnError> {
    match read(text, rules, false)? {
        SpnPosition::Whole(p) => Ok(p),
        SpnPosition::InChain(_) => unreachable!("refused by read"),
    }
}

/// A position in the middle of a chain, as shatrabase's SPN gives it: the man on `transit` (of
/// the side to move) has made some jumps and may or must jump again; `jumped` are the men it
/// jumped so far, which stay on the board until the chain ends (RULES.md section 5: they block
/// lines and landings and are never jumped twice).
///
/// In `position` those men are replaced by **blockers**: Shatras of the side to move, which block
/// lines and landings and cannot be jumped, exactly as jumped men do, so that the chain's
/// continuations are the engine's own captures of the man on `transit` in `position` (only those:
/// the blockers' own moves mean nothing). Remove the blockers (`jumped`) once the chain ends.
/// `position` is for generating the rest of the chain, not for play or for its hash.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct InChain {
    pub position: Position,
    pub transit: Square,
    pub jumped: u64,
}

/// What an SPN describes: a position between moves, or one in the middle of a chain.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum SpnPosition {
    Whole(Position),
    InChain(InChain),
}

/// Like [`from_spn`], but a position in the middle of a chain (shatrabase's fourth field, its
/// transit square, and `y u i p` men) is read too, as an [`InChain`]. The transit square must
/// hold a man of the side to move (`SBoard::SPNToBoard` only stores the square: a chain's man
/// is always the side to move's, as `SBoard::doMove` keeps the turn while `inSequence()`).
pub fn from_spn_in_chain(text: &str, rules: RuleSet) -> Result<SpnPosition, SpnError> {
    read(text, rules, true)
}

fn read(text: &str, rules: RuleSet, in_chain: bool) -> Result<SpnPosition, SpnError> {
    let fields: Vec<&str> = text.split_whitespace().collect();
    if fields.len() < 6 || fields.len() > 7 {
        return Err(err(
            0,
            format!(
                "expected 6 or 7 fields separated by spaces (men, side, temdek, sequence \
                 square, en passant, plies, move number), found {}",
                fields.len()
            ),
        ));
    }
    // 1. The men.
    let mut men: [Option<Piece>; 63] = [None; 63];
    let mut urgent = 0u64;
    let mut jumped = 0u64;
    let mut n = 1u8;
    let mut slash = 0;
    let mut chars = fields[0].chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '/' => {
                if slash >= SLASH_AFTER.len() || n != SLASH_AFTER[slash] + 1 {
                    return Err(err(
                        1,
                        format!(
                            "a '/' after square {} (they stand after squares 9, 10, 17, 24, \
                             31, 38, 45, 52 and 53)",
                            n - 1
                        ),
                    ));
                }
                slash += 1;
            }
            '1'..='9' => n += c as u8 - b'0',
            '!' => {
                let next = chars.peek().copied();
                if next.is_none_or(|c| char_piece(c).is_none()) {
                    return Err(err(1, format!("'!' before square {n} marks no man")));
                }
                if let Some(sq) = from_shatrabase_square(n) {
                    urgent |= sq.bit();
                }
            }
            'y' | 'u' | 'i' | 'p' if in_chain => {
                if n > 62 {
                    return Err(err(1, "more than 62 squares"));
                }
                if let Some(sq) = from_shatrabase_square(n) {
                    jumped |= sq.bit();
                }
                n += 1;
            }
            'y' | 'u' | 'i' | 'p' => {
                return Err(err(
                    1,
                    format!(
                        "'{c}' on square {n} is a man already jumped in a capture sequence under \
                         way; here a chain is one move, so such a position cannot be set up"
                    ),
                ));
            }
            _ => match char_piece(c) {
                Some(p) => {
                    if n > 62 {
                        return Err(err(1, "more than 62 squares"));
                    }
                    men[n as usize] = Some(p);
                    n += 1;
                }
                None => return Err(err(1, format!("'{c}' is not a man, a digit, '/' or '!'"))),
            },
        }
        if n > 63 {
            return Err(err(1, "more than 62 squares"));
        }
    }
    if n != 63 {
        return Err(err(1, format!("{} squares described, expected 62", n - 1)));
    }
    if slash != SLASH_AFTER.len() {
        return Err(err(
            1,
            format!(
                "{slash} '/' found, expected 9 (after squares 9, 10, 17, 24, 31, 38, 45, 52 and 53)"
            ),
        ));
    }
    // 2. Side to move.
    let side = match fields[1] {
        "w" => Color::White,
        "b" => Color::Black,
        other => return Err(err(2, format!("'{other}' is not w or b"))),
    };
    // 3. Temdek.
    let temdek = fields[2];
    if temdek != "-" && !temdek.chars().all(|c| c == 'T' || c == 't') {
        return Err(err(3, format!("'{temdek}' is not T, t, Tt or -")));
    }
    // 4. A capture sequence under way.
    let transit = match fields[3] {
        "-" => None,
        t if in_chain => Some(
            t.parse::<u8>()
                .ok()
                .and_then(from_shatrabase_square)
                .ok_or_else(|| err(4, format!("'{t}' is not a square (1-62) or -")))?,
        ),
        _ => None,
    };
    if fields[3] != "-" && !in_chain {
        return Err(err(
            4,
            format!(
                "a capture sequence is under way (the man on square {}); here a chain is one \
                 move, so such a position cannot be set up",
                fields[3]
            ),
        ));
    }
    // 5. En passant.
    let ep = match number_or_dash(5, fields[4], "a square")? {
        None => None,
        Some(k) => Some(
            u8::try_from(k)
                .ok()
                .and_then(from_shatrabase_square)
                .ok_or_else(|| err(5, format!("{k} is not a square (1-62)")))?,
        ),
    };
    // 6. Plies.
    let plies = number_or_dash(6, fields[5], "a number of plies")?.unwrap_or(0);
    // 7. Move number.
    let fullmoves = match fields.get(6) {
        None => 1,
        Some(t) => match t.parse::<u32>() {
            Ok(k) if k >= 1 => k,
            _ => return Err(err(7, format!("'{t}' is not a move number (1 or more)"))),
        },
    };
    // Our position string, which the engine then checks against the rules.
    let on = |sq: Square| men[to_shatrabase_square(sq) as usize];
    let placement = crate::position::format_men(on);
    let mut reserve = 0u64;
    for sq in Square::all() {
        if let Some(p) = on(sq) {
            let flag = if p.color == Color::White { 'T' } else { 't' };
            if temdek.contains(flag) && p.color.home() & sq.bit() != 0 {
                reserve |= sq.bit();
            }
        }
    }
    let ours = format!(
        "{} {} {} {} {} - {} {}",
        placement,
        if side == Color::White { 'w' } else { 'b' },
        crate::position::format_square_set(reserve, true),
        ep.map_or("-".to_string(), |s| s.number().to_string()),
        crate::position::format_square_set(urgent, false),
        plies,
        fullmoves
    );
    let mut position =
        Position::from_fen(&ours, rules).map_err(|e| err(0, format!("{e} (read as {ours})")))?;
    let Some(transit) = transit else {
        if jumped != 0 {
            return Err(err(
                4,
                "men already jumped ('y', 'u', 'i', 'p') but no capture sequence under way (-)",
            ));
        }
        return Ok(SpnPosition::Whole(position));
    };
    if position.men(side) & transit.bit() == 0 {
        return Err(err(
            4,
            format!(
                "no {side} man on square {} to go on with the capture sequence",
                to_shatrabase_square(transit)
            ),
        ));
    }
    for sq in Squares(jumped) {
        position.put(sq, Piece::new(side, Kind::Shatra));
    }
    Ok(SpnPosition::InChain(InChain {
        position,
        transit,
        jumped,
    }))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// shatrabase's `startPosition()` (src/database/common.cpp): the Extended and Original
    /// starts, which `SBoard::toSPN` also writes for them.
    const EXTENDED_START: &str = "SQSSRSBRB/K/SSSSSSS/7/7/7/7/sssssss/k/brbsrssqs w Tt - - - 1";
    const ORIGINAL_START: &str =
        "SSSSSSSSS/K/SSSSSSS/SSSSSSS/7/7/sssssss/sssssss/k/sssssssss w Tt - - - 1";

    #[test]
    fn the_starts_read_and_write_as_shatrabase_writes_them() {
        let ext = Position::start(RuleSet::default());
        assert_eq!(to_spn(&ext), EXTENDED_START);
        assert_eq!(from_spn(EXTENDED_START, RuleSet::default()).unwrap(), ext);
        let orig = Position::start(RuleSet::original());
        assert_eq!(to_spn(&orig), ORIGINAL_START);
        assert_eq!(from_spn(ORIGINAL_START, RuleSet::original()).unwrap(), orig);
    }

    /// Ours → SPN → ours gives the same position wherever SPN can say everything the position
    /// holds (no sideways restriction; each side's reserve all or none of its men at home),
    /// over deterministic pseudo-random games under both rule versions.
    #[test]
    fn positions_round_trip_through_spn() {
        let mut checked = 0;
        for rules in [RuleSet::default(), RuleSet::original()] {
            for game in 0..24u64 {
                let mut pos = Position::start(rules);
                let mut seed = game * 7919 + 1;
                for _ in 0..160 {
                    let spn = to_spn(&pos);
                    let sayable = Color::BOTH.iter().all(|&c| {
                        let r = pos.reserve() & pos.men(c);
                        pos.sideways(c).is_none() && (r == 0 || r == pos.men(c) & c.home())
                    });
                    let back = from_spn(&spn, rules);
                    if sayable {
                        assert_eq!(back.as_ref().ok(), Some(&pos), "{} -> {spn}", pos.to_fen());
                        checked += 1;
                    }
                    let legal = pos.legal_moves();
                    if legal.is_empty() {
                        break;
                    }
                    seed = seed
                        .wrapping_mul(6364136223846793005)
                        .wrapping_add(1442695040888963407);
                    pos = pos.after(&legal[(seed >> 33) as usize % legal.len()]);
                }
            }
        }
        assert!(checked > 500, "{checked} positions checked");
    }

    #[test]
    fn squares_are_numbered_from_whites_side() {
        assert_eq!(to_shatrabase_square(Square::from_number(53).unwrap()), 10);
        assert_eq!(from_shatrabase_square(10), Square::from_number(53));
        assert_eq!(from_shatrabase_square(0), None);
        assert_eq!(from_shatrabase_square(63), None);
    }

    #[test]
    fn bad_spns_name_the_field() {
        let cases = [
            ("", 0, "expected 6 or 7 fields"),
            (
                "SQSSRSBRB/K/SSSSSSS/7/7/7/7/sssssss/k/brbsrssqs x Tt - - - 1",
                2,
                "not w or b",
            ),
            (
                "SQSSRSBRB/K/SSSSSSS/7/7/7/7/sssssss/k/brbsrssqs w Tt 23 - - 1",
                4,
                "capture sequence",
            ),
            (
                "SQSSRSBRB/K/SSSSSSS/7/7/7/7/sssssss/k/brbsrssqZ w Tt - - - 1",
                1,
                "'Z'",
            ),
            (
                "SQSSRSBRB/K/SSSSSSS/7/7/7/7/sssssss/k/brbsrss w Tt - - - 1",
                1,
                "60 squares",
            ),
            (
                "SQSSRSBR/B/K/SSSSSSS/7/7/7/sssssss/k/brbsrssqs w Tt - - - 1",
                1,
                "'/' after square 8",
            ),
            (
                "SQSSRSBRB/K/SSSSSSS/7/7/7/7/sssssss/k/brbsrssqs w X - - - 1",
                3,
                "not T, t",
            ),
            (
                "SQSSRSBRB/K/SSSSSSS/7/7/7/7/sssssss/k/brbsrssqs w Tt - 99 - 1",
                5,
                "not a square",
            ),
            (
                "SQSSRSBRB/K/SSSSSSS/7/7/7/7/sssssss/k/brbsrssqs w Tt - - x 1",
                6,
                "plies",
            ),
            (
                "SQSSRSBRB/K/SSSSSSS/7/7/7/7/sssssss/k/brbsrssqs w Tt - - - 0",
                7,
                "move number",
            ),
            (
                "SQSSRSBRB/K/SSSSSSS/7/7/7/7/sssssss/y/brbsrssqs w Tt - - - 1",
                1,
                "already jumped",
            ),
        ];
        for (text, field, says) in cases {
            let e = from_spn(text, RuleSet::default()).unwrap_err();
            assert_eq!(e.field, field, "{text}: {e}");
            assert!(e.to_string().contains(says), "{text}: {e}");
        }
        // The rules' own checks come back with the reason: two White Biys.
        let e = from_spn(
            "SQSSRSBRB/K/SSSSSSS/7/7/7/K6/sssssss/k/brbsrssqs w Tt - - - 1",
            RuleSet::default(),
        )
        .unwrap_err();
        assert!(e.to_string().contains("Biy"), "{e}");
    }
}
