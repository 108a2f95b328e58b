//! Rules knowledge the board shows, as pure functions of the game (`../shared/notes/style.md`:
//! "Rules knowledge in the engine"): the captions of a move (the exhibition's, the rules help's)
//! and hiashatar's braked squares. Words come from the catalogues: a [`Caption`] is a key and
//! its arguments.

use std::collections::HashSet;

use mongol_engine::{Variant, hiashatar};

use crate::FamilyGame;
use crate::any::AnyGame;
use crate::ending::End;
use crate::man::{ManKind, Side};
use crate::shape::Cell;
use crate::view::{CheckKind, Mark, Motion, MoveView};

/// Every caption [`caption`] can give, with the names of its arguments.
pub const CAPTIONS: [(&str, &[&str]); 20] = [
    ("caption-shatar-shak-mate", &["man"]),
    ("caption-hiashatar-mate", &["man"]),
    ("caption-shatar-knight-mate", &["man"]),
    ("caption-shatar-niol", &["man"]),
    ("caption-shatar-robado", &["man"]),
    ("caption-mongol-stalemate", &["man"]),
    ("caption-hiashatar-dead-position", &["man"]),
    ("caption-hiashatar-hias-draw", &["man"]),
    ("caption-mongol-repetition", &["man"]),
    ("caption-mongol-hundred-plies", &["man"]),
    ("caption-shatar-shak", &["man"]),
    ("caption-shatar-tuk", &["man"]),
    ("caption-shatar-tsod", &["man"]),
    ("caption-shatar-tuk-tsod", &["man"]),
    ("caption-mongol-promotion", &["man"]),
    ("caption-hiashatar-inside-zone", &["man", "square"]),
    ("caption-hiashatar-braked", &["man", "square"]),
    ("caption-hiashatar-en-passant", &["square"]),
    ("caption-hiashatar-pawn-long-step", &["squares"]),
    ("caption-hiashatar-hia-move", &["square"]),
];

/// A line to show about a move: the catalogue's key and its arguments (a man's code, a
/// square's name, a number), in the order the key's message reads them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Caption {
    pub key: &'static str,
    pub args: Vec<(&'static str, String)>,
}

impl Caption {
    fn new(key: &'static str) -> Caption {
        Caption {
            key,
            args: Vec::new(),
        }
    }

    fn with(mut self, name: &'static str, value: impl Into<String>) -> Caption {
        self.args.push((name, value.into()));
        self
    }

    /// The argument `name`, if the caption has it.
    pub fn arg(&self, name: &str) -> Option<&str> {
        self.args
            .iter()
            .find(|(n, _)| *n == name)
            .map(|(_, v)| v.as_str())
    }
}

fn name_of(game: &AnyGame, cell: Cell) -> String {
    game.shape()
        .info(cell)
        .map_or_else(|| format!("{cell:?}"), |c| c.name.clone())
}

/// What a move of shatar or hiashatar shows, played from `before` to `after`: the end it
/// brought, else the rule it shows (a shak, a tuk, a tsod; a braking zone, a man inside a zone,
/// a hia's move, a pawn's long step, an en passant; a promotion). `None` for a plain move and for
/// Shatra (whose captions are `shatra_engine::explain`'s).
pub fn caption(before: &AnyGame, mv: &MoveView, after: &AnyGame) -> Option<Caption> {
    if matches!(before, AnyGame::Shatra(_)) {
        return None;
    }
    if let Some(e) = after.ending() {
        let key = match e.end {
            End::Mate if after.kind() == crate::GameKind::Shatar => "caption-shatar-shak-mate",
            End::Mate => "caption-hiashatar-mate",
            End::KnightMate => "caption-shatar-knight-mate",
            End::Niol => "caption-shatar-niol",
            End::Robado => "caption-shatar-robado",
            End::Stalemate => "caption-mongol-stalemate",
            End::DeadPosition => match after {
                AnyGame::Hiashatar(g) if hias_only(g.game.position()) => {
                    "caption-hiashatar-hias-draw"
                }
                _ => "caption-hiashatar-dead-position",
            },
            End::Repetition => "caption-mongol-repetition",
            End::HundredPlies => "caption-mongol-hundred-plies",
            _ => return None,
        };
        return Some(Caption::new(key).with("man", mv.man.code()));
    }
    let marks = after.marks();
    if let Some(kind) = marks.iter().find_map(|m| match m {
        Mark::CheckKind(k) => Some(*k),
        _ => None,
    }) {
        let key = match kind {
            CheckKind::Shak => "caption-shatar-shak",
            CheckKind::Tuk => "caption-shatar-tuk",
            CheckKind::Tsod => "caption-shatar-tsod",
            CheckKind::TukAndTsod => "caption-shatar-tuk-tsod",
        };
        return Some(Caption::new(key).with("man", checker(after, kind).code()));
    }
    if let Some(p) = mv.promotion {
        return Some(Caption::new("caption-mongol-promotion").with("man", p.code()));
    }
    if let AnyGame::Hiashatar(_) = before {
        let cut = braked(before, mv.from);
        let zone = enemy_zone(before, before.turn());
        if !cut.is_empty() && zone.contains(&mv.from) && mv.man != ManKind::Mori {
            return Some(
                Caption::new("caption-hiashatar-inside-zone")
                    .with("man", mv.man.code())
                    .with("square", name_of(before, mv.from)),
            );
        }
        let dir = direction(mv.from, mv.to);
        if zone.contains(&mv.to) && cut.iter().any(|&c| direction(mv.from, c) == dir) {
            return Some(
                Caption::new("caption-hiashatar-braked")
                    .with("man", mv.man.code())
                    .with("square", name_of(before, mv.to)),
            );
        }
        if mv.man == ManKind::Khuu && mv.captures.first().is_some_and(|&c| c != mv.to) {
            return Some(
                Caption::new("caption-hiashatar-en-passant").with("square", name_of(before, mv.to)),
            );
        }
        if mv.man == ManKind::Khuu && mv.from.distance(mv.to) >= 2 {
            return Some(
                Caption::new("caption-hiashatar-pawn-long-step")
                    .with("squares", mv.from.distance(mv.to).to_string()),
            );
        }
        if mv.man == ManKind::Hia && mv.legs.iter().all(|l| l.motion != Motion::Leap) {
            return Some(
                Caption::new("caption-hiashatar-hia-move").with("square", name_of(before, mv.to)),
            );
        }
    }
    None
}

/// Every line [`guide`] can give (none has arguments).
pub const GUIDE_LINES: [&str; 23] = [
    "guide-shatar-noyon",
    "guide-shatar-bers",
    "guide-shatar-bers-modern",
    "guide-shatar-tereg",
    "guide-shatar-temee",
    "guide-shatar-temee-short",
    "guide-shatar-mori",
    "guide-shatar-mori-illegal",
    "guide-shatar-mori-wins",
    "guide-shatar-khuu",
    "guide-hiashatar-noyon",
    "guide-hiashatar-bers",
    "guide-hiashatar-tereg",
    "guide-hiashatar-temee",
    "guide-hiashatar-mori",
    "guide-hiashatar-khuu",
    "guide-hiashatar-khuu-any",
    "guide-hiashatar-hia",
    "guide-hiashatar-hia-diagonal",
    "guide-inside-zone",
    "guide-inside-own-zone",
    "guide-in-check",
    "guide-shak-series",
];

/// The beginner's guide for the man on `from` in shatar or hiashatar: why it may go where it
/// may, in the rules' words. First how its kind moves in this game under its options
/// (RULES-MONGOLIAN.md §1.2, §2.2, with what its check or mate means in shatar, §1.3), then
/// what holds it here: an enemy hia's zone it stands in (§2.3), a check on its king (§0), a shak
/// already in the series (§1.3). Empty for Shatra (its guide is `shatra_engine::explain`'s) and
/// for an empty cell.
pub fn guide(game: &AnyGame, from: Cell) -> Vec<Caption> {
    let Some(man) = game
        .men()
        .into_iter()
        .find(|(c, _)| *c == from)
        .map(|(_, m)| m)
    else {
        return Vec::new();
    };
    let mut out = Vec::new();
    let key = match game {
        AnyGame::Shatra(_) => return Vec::new(),
        AnyGame::Shatar(g) => {
            let o = g.game.position().options();
            let mori = match (o.modern, o.knight_mate) {
                (true, _) | (_, mongol_engine::shatar::KnightMate::Wins) => {
                    "guide-shatar-mori-wins"
                }
                (_, mongol_engine::shatar::KnightMate::Illegal) => "guide-shatar-mori-illegal",
                _ => "guide-shatar-mori",
            };
            match man.kind {
                ManKind::Bers if o.modern => "guide-shatar-bers-modern",
                ManKind::Bers => "guide-shatar-bers",
                ManKind::Tereg => "guide-shatar-tereg",
                ManKind::Temee if o.bishop_three_squares => "guide-shatar-temee-short",
                ManKind::Temee => "guide-shatar-temee",
                ManKind::Mori => mori,
                ManKind::Khuu => "guide-shatar-khuu",
                _ => "guide-shatar-noyon",
            }
        }
        AnyGame::Hiashatar(g) => {
            let o = g.game.position().options();
            match man.kind {
                ManKind::Bers => "guide-hiashatar-bers",
                ManKind::Tereg => "guide-hiashatar-tereg",
                ManKind::Temee => "guide-hiashatar-temee",
                ManKind::Mori => "guide-hiashatar-mori",
                ManKind::Khuu if o.promotion_to_any => "guide-hiashatar-khuu-any",
                ManKind::Khuu => "guide-hiashatar-khuu",
                ManKind::Hia if o.hia_captures_diagonally_only => "guide-hiashatar-hia-diagonal",
                ManKind::Hia => "guide-hiashatar-hia",
                _ => "guide-hiashatar-noyon",
            }
        }
    };
    out.push(Caption::new(key));
    if let AnyGame::Hiashatar(g) = game {
        let o = g.game.position().options();
        let held =
            !matches!(man.kind, ManKind::Mori | ManKind::Noyon) && !o.zone_brakes_only_passing;
        let pos = g.game.position();
        let theirs: HashSet<Cell> = pos
            .zones(man.side.other().into())
            .iter()
            .map(Cell::of_mongol)
            .collect();
        let ours: HashSet<Cell> = pos
            .zones(man.side.into())
            .iter()
            .map(Cell::of_mongol)
            .collect();
        if held && theirs.contains(&from) {
            out.push(Caption::new("guide-inside-zone"));
        } else if held
            && o.zone_brakes_both_sides
            && man.kind != ManKind::Hia
            && ours.contains(&from)
        {
            out.push(Caption::new("guide-inside-own-zone"));
        }
    }
    if man.side == game.turn() {
        let marks = game.marks();
        if marks
            .iter()
            .any(|m| matches!(m, Mark::Check { side, .. } if *side == man.side))
        {
            out.push(Caption::new("guide-in-check"));
        }
        if marks
            .iter()
            .any(|m| matches!(m, Mark::ShakSeries(s) if *s == man.side))
        {
            out.push(Caption::new("guide-shak-series"));
        }
    }
    out
}

/// The man whose check gives the check its kind (a bers, tereg or mori for a shak).
fn checker(after: &AnyGame, kind: CheckKind) -> ManKind {
    let AnyGame::Shatar(g) = after else {
        return ManKind::Noyon;
    };
    let pos = g.game.position();
    let kinds: Vec<ManKind> = pos
        .checkers()
        .iter()
        .filter_map(|sq| pos.board().piece_at(sq))
        .map(|p| p.kind.into())
        .collect();
    let wanted: &[ManKind] = match kind {
        CheckKind::Shak => &[ManKind::Bers, ManKind::Tereg, ManKind::Mori],
        CheckKind::Tuk | CheckKind::TukAndTsod => &[ManKind::Temee],
        CheckKind::Tsod => &[ManKind::Khuu],
    };
    kinds
        .iter()
        .copied()
        .find(|k| wanted.contains(k))
        .or(kinds.first().copied())
        .unwrap_or(ManKind::Noyon)
}

/// The unit step from `a` towards `b` when they share a line, else `None`.
fn direction(a: Cell, b: Cell) -> Option<(i8, i8)> {
    let (df, dr) = (b.file as i8 - a.file as i8, b.rank as i8 - a.rank as i8);
    if (df == 0 && dr == 0) || (df != 0 && dr != 0 && df.abs() != dr.abs()) {
        return None;
    }
    Some((df.signum(), dr.signum()))
}

/// The cells where `side`'s men are braked in hiashatar: the other side's hias' zones (under
/// "Zone brakes both sides", every hia's zone).
fn enemy_zone(game: &AnyGame, side: Side) -> HashSet<Cell> {
    let AnyGame::Hiashatar(g) = game else {
        return HashSet::new();
    };
    let pos = g.game.position();
    let mut zone = pos.zones(side.other().into());
    if pos.options().zone_brakes_both_sides {
        zone |= pos.zones(side.into());
    }
    zone.iter().map(Cell::of_mongol).collect()
}

/// Hiashatar (RULES-MONGOLIAN.md §2.3): the cells the man on `from` would reach along its lines
/// on an open board that an enemy hia's zone takes from it — the cells past the zone square
/// where it must stop, or past its first step when it starts inside a zone. The board shows them
/// cut when the man is selected. Empty for the other games, for the knight and the king (never
/// braked), and for a man the zones do not hold back.
pub fn braked(game: &AnyGame, from: Cell) -> Vec<Cell> {
    let AnyGame::Hiashatar(g) = game else {
        return Vec::new();
    };
    let pos = g.game.position();
    let Some(sq) = mongol_engine::Square::new(from.file, from.rank) else {
        return Vec::new();
    };
    let Some(man) = pos.board().piece_at(sq) else {
        return Vec::new();
    };
    let side: Side = man.color.into();
    let zone = enemy_zone(game, side);
    let legal: HashSet<Cell> = pos
        .legal_moves()
        .iter()
        .filter(|m| m.from() == sq)
        .map(|m| Cell::of_mongol(m.to()))
        .collect();
    use mongol_engine::PieceKind as K;
    const ORTH: [(i8, i8); 4] = [(1, 0), (-1, 0), (0, 1), (0, -1)];
    const DIAG: [(i8, i8); 4] = [(1, 1), (1, -1), (-1, 1), (-1, -1)];
    let forward = if side == Side::White { 1 } else { -1 };
    let start_rank = if side == Side::White { 1 } else { 8 };
    let (dirs, range, pawn): (Vec<(i8, i8)>, u8, bool) = match man.kind {
        K::Queen => ([ORTH, DIAG].concat(), 9, false),
        K::Rook => (ORTH.to_vec(), 9, false),
        K::Bishop => (DIAG.to_vec(), 9, false),
        K::Hia => ([ORTH, DIAG].concat(), 2, false),
        K::Pawn if from.rank == start_rank => (vec![(0, forward)], 3, true),
        K::King | K::Knight | K::Pawn => return Vec::new(),
    };
    let occupant =
        |c: Cell| mongol_engine::Square::new(c.file, c.rank).and_then(|s| pos.board().piece_at(s));
    let mut out = Vec::new();
    for (df, dr) in dirs {
        // The cells an open board would give along this line.
        let mut reach = Vec::new();
        let mut c = from;
        for _ in 0..range {
            let (f, r) = (c.file as i8 + df, c.rank as i8 + dr);
            if !(0..10).contains(&f) || !(0..10).contains(&r) {
                break;
            }
            c = Cell::new(f as u8, r as u8);
            match occupant(c) {
                None => reach.push(c),
                Some(p) if !pawn && Side::from(p.color) != side => {
                    reach.push(c);
                    break;
                }
                Some(_) => break,
            }
        }
        let Some(j) = reach.iter().position(|c| !legal.contains(c)) else {
            continue;
        };
        let held = j > 0 && (zone.contains(&reach[j - 1]) || (j == 1 && zone.contains(&from)));
        if held {
            out.extend_from_slice(&reach[j..]);
        }
    }
    out
}

/// Whether `pos` is hiashatar's king + hia against king + hia (a draw at once, §2.4).
pub fn hias_only(pos: &hiashatar::Position) -> bool {
    use mongol_engine::{Color, PieceKind};
    let b = pos.board();
    b.occupied().count() == 4
        && [Color::White, Color::Black]
            .iter()
            .all(|&c| b.pieces(c, PieceKind::Hia).count() == 1)
}
