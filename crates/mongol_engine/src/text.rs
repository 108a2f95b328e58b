//! Move text both ways (RULES-MONGOLIAN.md §0, "Text forms"): coordinates as Fairy-Stockfish's
//! UCI writes them (`e2e3`, `a7a8j`, `a9a10q`) and SAN as the web site's records (`Nf3`, `Jd2`,
//! `exd5`, `a8=J`, `Hd3`, with `+` and `#`).

use crate::error::MoveTextError;
use crate::moves::Move;
use crate::piece::PieceKind;
use crate::square::{Square, parse_square_prefix};
use crate::variant::Variant;

/// The move in coordinates: from, to, then the promotion letter in lower case.
pub fn to_uci<P: Variant>(mv: &Move) -> String {
    let mut s = format!("{}{}", mv.from, mv.to);
    if let Some(k) = mv.promotion {
        s.push(P::piece_letter(k).to_ascii_lowercase());
    }
    s
}

fn syntax(text: &str, expected: &'static str) -> MoveTextError {
    MoveTextError::Syntax {
        text: text.to_string(),
        expected,
    }
}

const UCI_FORM: &str = "coordinates: two squares and a promotion letter, e.g. `e2e3`, `a7a8j`";

/// Explains why `from`–`to` is not legal in `pos`.
fn why_illegal<P: Variant>(pos: &P, from: Square, to: Square) -> String {
    match pos.board().piece_at(from) {
        None => format!("no man on {from}"),
        Some(p) if p.color != pos.turn() => {
            format!(
                "the {} on {from} is {}'s, {} is to move",
                p.kind,
                p.color,
                pos.turn()
            )
        }
        Some(p) => {
            if let Some((_, why)) = pos
                .forbidden_by_options()
                .into_iter()
                .find(|(m, _)| m.from == from && m.to == to)
            {
                format!("the {} {from}–{to}: {why}", p.kind)
            } else if pos.is_check() {
                format!(
                    "{} is in check, and the {} {from}–{to} does not answer it",
                    pos.turn(),
                    p.kind
                )
            } else {
                format!(
                    "the {} on {from} cannot go to {to} (a move the rules forbid or one \
                     that leaves the king in check)",
                    p.kind
                )
            }
        }
    }
}

/// Reads coordinates (`e2e3`, `a9a10q`; shatar also reads `q` for the bers) as one of `pos`'s
/// legal moves. A promotion with a single choice may leave out its letter.
pub fn parse_uci<P: Variant>(pos: &P, text: &str) -> Result<Move, MoveTextError> {
    let t = text.trim();
    let (from, n1) = parse_square_prefix(t).ok_or_else(|| syntax(text, UCI_FORM))?;
    let (to, n2) = parse_square_prefix(&t[n1..]).ok_or_else(|| syntax(text, UCI_FORM))?;
    let rest = &t[n1 + n2..];
    let mut chars = rest.chars();
    let promotion = match (chars.next(), chars.next()) {
        (None, _) => None,
        (Some(c), None) => Some(
            P::letter_kind(c.to_ascii_uppercase())
                .filter(|k| !matches!(k, PieceKind::King | PieceKind::Pawn))
                .ok_or(MoveTextError::BadPiece {
                    text: text.to_string(),
                    letter: c,
                })?,
        ),
        _ => return Err(syntax(text, UCI_FORM)),
    };
    let size = pos.board().size();
    for sq in [from, to] {
        if !size.contains(sq) {
            return Err(MoveTextError::OffBoard {
                text: text.to_string(),
                square: sq,
            });
        }
    }
    let legal = pos.legal_moves();
    let fits: Vec<&Move> = legal
        .iter()
        .filter(|m| m.from == from && m.to == to)
        .collect();
    if fits.is_empty() {
        return Err(MoveTextError::Illegal {
            text: text.to_string(),
            why: why_illegal(pos, from, to),
        });
    }
    match promotion {
        Some(k) => fits
            .iter()
            .find(|m| m.promotion == Some(k))
            .map(|m| **m)
            .ok_or_else(|| MoveTextError::Illegal {
                text: text.to_string(),
                why: if fits.iter().all(|m| m.promotion.is_none()) {
                    "this move is not a promotion".to_string()
                } else {
                    format!("a pawn may not become a {k} here")
                },
            }),
        None if fits.len() == 1 => Ok(*fits[0]),
        None => Err(MoveTextError::Ambiguous {
            text: text.to_string(),
            candidates: fits.iter().map(|m| to_uci::<P>(m)).collect(),
        }),
    }
}

/// The move in SAN (piece letter, the least disambiguation, `x`, the square, `=` and the
/// promotion letter, `+` for check and `#` for mate).
pub fn to_san<P: Variant>(pos: &P, mv: &Move) -> String {
    let mut s = String::new();
    if mv.piece == PieceKind::Pawn {
        if mv.is_capture() {
            s.push(mv.from.file_char());
        }
    } else {
        s.push(P::piece_letter(mv.piece));
        let others: Vec<Move> = pos
            .legal_moves()
            .into_iter()
            .filter(|m| m.piece == mv.piece && m.to == mv.to && m.from != mv.from)
            .collect();
        if !others.is_empty() {
            let same_file = others.iter().any(|m| m.from.file() == mv.from.file());
            let same_rank = others.iter().any(|m| m.from.rank() == mv.from.rank());
            if !same_file {
                s.push(mv.from.file_char());
            } else if !same_rank {
                s.push_str(&(mv.from.rank() + 1).to_string());
            } else {
                s.push_str(&mv.from.to_string());
            }
        }
    }
    if mv.is_capture() {
        s.push('x');
    }
    s.push_str(&mv.to.to_string());
    if let Some(k) = mv.promotion {
        s.push('=');
        s.push(P::piece_letter(k));
    }
    let mut after = pos.clone();
    after.play_unchecked(mv);
    if after.is_check() {
        s.push(if after.legal_moves().is_empty() {
            '#'
        } else {
            '+'
        });
    }
    s
}

const SAN_FORM: &str = "SAN, e.g. `Nf3`, `exd5`, `a8=J`, `Hd3`";

/// Reads SAN as one of `pos`'s legal moves. Accepted besides the strict form: a trailing `+`,
/// `#`, `!`, `?` or `e.p.`, `:` for `x`, a promotion without `=`, a missing capture `x`, a
/// promotion with a single choice written without its letter, shatar's bers as `Q`.
pub fn parse_san<P: Variant>(pos: &P, text: &str) -> Result<Move, MoveTextError> {
    let mut t = text.trim();
    t = t.strip_suffix("e.p.").unwrap_or(t).trim_end();
    t = t.trim_end_matches(['+', '#', '!', '?']);
    if t.starts_with("O-O") || t.starts_with("0-0") {
        return Err(MoveTextError::Illegal {
            text: text.to_string(),
            why: "these games have no castling".to_string(),
        });
    }
    if !t.is_ascii() || t.is_empty() {
        return Err(syntax(text, SAN_FORM));
    }
    // The promotion, after `=` or as a last upper-case letter.
    let mut promotion = None;
    let bytes = t.as_bytes();
    let last = bytes[bytes.len() - 1] as char;
    if last.is_ascii_uppercase() && bytes.len() >= 3 {
        let kind = P::letter_kind(last)
            .filter(|k| !matches!(k, PieceKind::King | PieceKind::Pawn))
            .ok_or(MoveTextError::BadPiece {
                text: text.to_string(),
                letter: last,
            })?;
        promotion = Some(kind);
        t = &t[..t.len() - 1];
        t = t.strip_suffix('=').unwrap_or(t);
    }
    // The piece letter.
    let first = t.as_bytes()[0] as char;
    let (kind, body) = if first.is_ascii_uppercase() {
        let k = P::letter_kind(first).ok_or(MoveTextError::BadPiece {
            text: text.to_string(),
            letter: first,
        })?;
        (k, &t[1..])
    } else {
        (PieceKind::Pawn, t)
    };
    // The destination: the last square in the body.
    let mut dest = None;
    for start in (0..body.len()).rev() {
        if let Some((sq, len)) = parse_square_prefix(&body[start..])
            && start + len == body.len()
        {
            dest = Some((sq, start));
            break;
        }
    }
    let Some((to, dest_at)) = dest else {
        return Err(syntax(text, SAN_FORM));
    };
    let mut prefix = &body[..dest_at];
    prefix = prefix
        .strip_suffix('x')
        .or_else(|| prefix.strip_suffix(':'))
        .unwrap_or(prefix);
    // Disambiguation: a file, a rank, or a square.
    let (mut file, mut rank) = (None, None);
    if !prefix.is_empty() {
        if let Some((sq, len)) = parse_square_prefix(prefix)
            && len == prefix.len()
        {
            file = Some(sq.file());
            rank = Some(sq.rank());
        } else if prefix.len() == 1 && (b'a'..=b'j').contains(&prefix.as_bytes()[0]) {
            file = Some(prefix.as_bytes()[0] - b'a');
        } else if let Ok(r) = prefix.parse::<u8>()
            && (1..=10).contains(&r)
        {
            rank = Some(r - 1);
        } else {
            return Err(syntax(text, SAN_FORM));
        }
    }
    let size = pos.board().size();
    if !size.contains(to) {
        return Err(MoveTextError::OffBoard {
            text: text.to_string(),
            square: to,
        });
    }
    let fits: Vec<Move> = pos
        .legal_moves()
        .into_iter()
        .filter(|m| {
            m.piece == kind
                && m.to == to
                && file.is_none_or(|f| m.from.file() == f)
                && rank.is_none_or(|r| m.from.rank() == r)
                && (promotion.is_none() || m.promotion == promotion)
        })
        .collect();
    match fits.len() {
        0 => Err(MoveTextError::Illegal {
            text: text.to_string(),
            why: why_none(pos, kind, to, (file, rank), promotion),
        }),
        1 => Ok(fits[0]),
        _ => Err(MoveTextError::Ambiguous {
            text: text.to_string(),
            candidates: fits.iter().map(|m| to_uci::<P>(m)).collect(),
        }),
    }
}

/// Why no legal move fits a SAN move of `kind` to `to` from `from` (a file, a rank, both or
/// neither) with `promotion`: the man named is not one that can go there (naming those that
/// can), the promotion is not allowed, or no man of that kind can go there at all.
fn why_none<P: Variant>(
    pos: &P,
    kind: PieceKind,
    to: Square,
    from: (Option<u8>, Option<u8>),
    promotion: Option<PieceKind>,
) -> String {
    let turn = pos.turn();
    let reach: Vec<Move> = pos
        .legal_moves()
        .into_iter()
        .filter(|m| m.piece == kind && m.to == to)
        .collect();
    if reach.is_empty() {
        let forbidden = pos.forbidden_by_options().into_iter().find(|(m, _)| {
            m.piece == kind
                && m.to == to
                && from.0.is_none_or(|f| m.from.file() == f)
                && from.1.is_none_or(|r| m.from.rank() == r)
        });
        return match forbidden {
            Some((m, why)) => format!("the {kind} {}–{to}: {why}", m.from),
            None => format!("no {kind} of {turn} can go to {to}"),
        };
    }
    let place = match from {
        (Some(f), Some(r)) => Square::new(f, r).map_or_else(String::new, |sq| format!("on {sq}")),
        (Some(f), None) => format!("on file {}", (b'a' + f) as char),
        (None, Some(r)) => format!("on rank {}", r + 1),
        (None, None) => String::new(),
    };
    let from_fits = |m: &Move| {
        from.0.is_none_or(|f| m.from.file() == f) && from.1.is_none_or(|r| m.from.rank() == r)
    };
    if !place.is_empty() && !reach.iter().any(from_fits) {
        let can: Vec<String> = reach.iter().map(|m| to_uci::<P>(m)).collect();
        return format!(
            "no {kind} of {turn} {place} can go to {to} (one can: {})",
            can.join(", ")
        );
    }
    match promotion {
        Some(_) if reach.iter().all(|m| m.promotion.is_none()) => {
            "this move is not a promotion".to_string()
        }
        Some(k) => format!("a {kind} may not become a {k} here"),
        None => format!("no {kind} of {turn} can go to {to}"),
    }
}

/// Reads a move as SAN, or failing that as coordinates; the SAN error is the one reported when
/// neither fits, unless the text has the coordinates' shape.
pub fn parse_move<P: Variant>(pos: &P, text: &str) -> Result<Move, MoveTextError> {
    match parse_san(pos, text) {
        Ok(m) => Ok(m),
        Err(san_err) => {
            let t = text.trim();
            let looks_uci = parse_square_prefix(t)
                .and_then(|(_, n)| parse_square_prefix(&t[n..]))
                .is_some();
            if looks_uci {
                parse_uci(pos, text)
            } else {
                Err(san_err)
            }
        }
    }
}
