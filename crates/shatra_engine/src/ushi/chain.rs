//! shatrabase's move tokens and its chains played jump by jump, for the USHI engine.
//!
//! What shatrabase reads and writes, as verified in its source (github.com/franzm/shatrabase,
//! HEAD b4fb943, `src/database`):
//! - **Numbering.** `SBoard::parseMove` (`sboard.cpp`) reads a numeric square `n` as `NB[n]`
//!   (`g_inRev` is `false`, `common.cpp`): its internal numbering, the one of its SPN
//!   (`SBoard::SPNToBoard`), where its square n is our 63 − n. Only its display and its SGN
//!   (`SBoard::moveToLann` with `g_numRev`, `true` by default) use our numbering. So every square
//!   of the engine protocol is 63 − ours: in the start position `17-31` (our 46-32) is a move and
//!   `46-32` is not.
//! - **Tokens.** `parseMove` reads `F-T` (a step or drop), `F:T` (a jump), `:T` (the next jump
//!   from where the last one landed: it takes `m_to`, which only `SBoard::doMove` sets, so a
//!   board read from an SPN, as `USHIEngineTester` and a restarted engine get, has none: the
//!   engine always writes `F:T`), a promotion letter after the square (`Q`, `R`, `B`, or `=Q`,
//!   `(Q)`), `x` after a jump that takes the Biy (ignored on reading), and `pass`, which
//!   `SBoard::generate` offers only to a Biy in the middle of a chain (`genMove(at, at, Biy, 0)`
//!   when `cc && pt == Biy`): the Biy's privilege to stop its chain is a move of its own there.
//! - **Chains.** Each jump is a move of its own (`SBoard::doMove` keeps the turn while
//!   `inSequence()`); the jumped men stay as `Was…` men (SPN `y u i p`) until the chain ends, and
//!   `SBoard::getCapture` never continues a chain after the jump that takes the Biy
//!   (`v != Biy`).
//!
//! A chain under way is a [`Midway`]: the position with the chain's man where it stands and the
//! men it jumped replaced by blockers (see [`InChain`]), and where the chain began, so that the
//! finished chain is checked and played as one move by the engine's own rules.

use crate::game::Game;
use crate::moves::{Move, MoveKind};
use crate::piece::{Color, Kind, Piece};
use crate::position::Position;
use crate::spn::{InChain, from_shatrabase_square, to_shatrabase_square};
use crate::square::{Dir, Square, Squares};

/// shatrabase's internal number of our square (its SPN and engine numbering).
pub fn number(sq: Square) -> u8 {
    to_shatrabase_square(sq)
}

fn letter(k: Kind) -> char {
    match k {
        Kind::Batyr => 'Q',
        Kind::Tura => 'R',
        Kind::Yalkyn => 'B',
        Kind::Biy => 'K',
        Kind::Shatra => 'S',
    }
}

/// One token of shatrabase's notation, squares converted to ours.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Token {
    /// A Biy stops its chain.
    Pass,
    /// `F-T`, `F:T` or `:T` (`from` is `None`), with a promotion letter if any.
    Move {
        from: Option<Square>,
        to: Square,
        jump: bool,
        promo: Option<Kind>,
    },
}

/// Reads one token as `SBoard::parseMove` does (numeric squares, in its numbering).
pub fn parse_token(text: &str) -> Result<Token, String> {
    if text == "pass" {
        return Ok(Token::Pass);
    }
    let b = text.as_bytes();
    let mut i = 0;
    let num = |i: &mut usize| -> Option<Square> {
        let start = *i;
        while *i < b.len() && b[*i].is_ascii_digit() && *i - start < 2 {
            *i += 1;
        }
        let n: u8 = text.get(start..*i)?.parse().ok()?;
        from_shatrabase_square(n)
    };
    let bad = || {
        format!(
            "'{text}' is not a move in shatrabase's notation (F-T, F:T, :T, pass; squares 1-62 \
             numbered as its SPN)"
        )
    };
    let from = if b.first() == Some(&b':') {
        None
    } else {
        Some(num(&mut i).ok_or_else(bad)?)
    };
    let jump = match b.get(i) {
        Some(b':') => true,
        Some(b'-') if from.is_some() => false,
        _ => return Err(bad()),
    };
    i += 1;
    let to = num(&mut i).ok_or_else(bad)?;
    let mut rest = &text[i..];
    rest = rest.strip_prefix('=').unwrap_or(rest);
    let mut promo = None;
    if let Some(c) = rest.chars().next()
        && !matches!(c, 'x' | 'X')
    {
        promo = Some(match c.to_ascii_uppercase() {
            'Q' => Kind::Batyr,
            'R' => Kind::Tura,
            'B' => Kind::Yalkyn,
            _ => return Err(bad()),
        });
        rest = &rest[1..];
        rest = rest.strip_suffix(')').unwrap_or(rest);
    }
    if !matches!(rest, "" | "x" | "X") {
        return Err(bad());
    }
    Ok(Token::Move {
        from,
        to,
        jump,
        promo,
    })
}

/// The enemy man (or, en passant, the double-stepped Shatra) that a jump from `at` to `to`
/// takes in `base`, and `base` after that jump: the man on `to` (promoted to `promo` if given),
/// the jumped man replaced by a blocker of the mover's colour. `None` if it is not a jump.
pub fn leg(base: &Position, at: Square, to: Square, promo: Option<Kind>) -> Option<Position> {
    let man = base.piece_at(at).filter(|p| p.color == base.turn())?;
    if base.occupied() & to.bit() != 0 {
        return None;
    }
    let df = to.file() as i8 - at.file() as i8;
    let dr = to.rank() as i8 - at.rank() as i8;
    if !(df == 0 || dr == 0 || df.abs() == dr.abs()) {
        return None;
    }
    let dir = Dir::ALL
        .into_iter()
        .find(|d| d.delta() == (df.signum(), dr.signum()))?;
    let mut prey = None;
    let mut s = at;
    while let Some(next) = s.step(dir) {
        if next == to {
            break;
        }
        if base.occupied() & next.bit() != 0 {
            prey = Some(next);
            break;
        }
        if man.kind == Kind::Shatra
            && base.en_passant() == Some(next)
            && let Some(v) = next.step(man.color.other().forward())
        {
            prey = Some(v);
            break;
        }
        s = next;
    }
    let prey = prey.filter(|p| base.men(man.color.other()) & p.bit() != 0)?;
    let victim = base.piece_at(prey)?;
    let mut next = *base;
    next.remove(at, man);
    next.put(
        to,
        Piece::new(
            man.color,
            promo
                .filter(|_| man.kind == Kind::Shatra)
                .unwrap_or(man.kind),
        ),
    );
    next.remove(prey, victim);
    next.put(prey, Piece::new(man.color, Kind::Shatra));
    Some(next)
}

/// Whether the man on `at` can jump again (the engine's own captures of `base`; none once the
/// enemy Biy has been jumped, as in shatrabase, since the Biy is then a blocker).
pub fn can_jump(base: &Position, at: Square) -> bool {
    base.legal_moves()
        .iter()
        .any(|m| m.is_capture() && m.from() == at)
}

/// shatrabase's tokens for a move of `pos`: `F-T` (with its promotion letter), or one `F:T` per
/// jump (letter where it promotes, `x` where it takes the Biy, as `SBoard::moveToLann`), then
/// `pass` when a Biy stops while it could jump again.
pub fn tokens(m: &Move, pos: &Position) -> Vec<String> {
    if m.kind() != MoveKind::Capture {
        let mut t = format!("{}-{}", number(m.from()), number(m.to()));
        if let Some(k) = m.promotion() {
            t.push(letter(k));
        }
        return vec![t];
    }
    let enemy_biy = pos.biy(pos.turn().other());
    let preys = pos.jumps_of(m);
    let mut out = Vec::new();
    let mut at = m.from();
    let mut base = Some(*pos);
    let mut promoted = false;
    for (i, &to) in m.landings().iter().enumerate() {
        let mut t = format!("{}:{}", number(at), number(to));
        let mut promo = None;
        if let Some(k) = m.promotion()
            && !promoted
            && m.promotion_square() == Some(to)
        {
            t.push(letter(k));
            promoted = true;
            promo = Some(k);
        }
        if enemy_biy.is_some() && preys.get(i).copied() == enemy_biy {
            t.push('x');
        }
        base = base.and_then(|b| leg(&b, at, to, promo));
        out.push(t);
        at = to;
    }
    if pos.piece_at(m.from()).is_some_and(|p| p.kind == Kind::Biy)
        && base.is_some_and(|b| can_jump(&b, at))
    {
        out.push("pass".into());
    }
    out
}

/// A capture's landings, each with the promotion that happens there (at its first landing on
/// the promotion square).
fn legs_of(m: &Move) -> Vec<(Square, Option<Kind>)> {
    let mut promoted = false;
    m.landings()
        .iter()
        .map(|&l| {
            let k = m
                .promotion()
                .filter(|_| !promoted && m.promotion_square() == Some(l));
            promoted |= k.is_some();
            (l, k)
        })
        .collect()
}

/// Where a chain under way began: a game position, or a position read from an SPN in the
/// middle of a chain (its jumped men as blockers).
#[derive(Clone, Debug)]
enum Origin {
    Game(Game),
    Spn { position: Position, jumped: u64 },
}

/// A chain under way.
#[derive(Clone, Debug)]
pub struct Midway {
    origin: Origin,
    /// Where the man stood in the origin, and its landings since, in the order played.
    start: Square,
    path: Vec<(Square, Option<Kind>)>,
    /// The man on `at`, every man it jumped a blocker.
    base: Position,
    at: Square,
}

/// What a token makes of a chain under way.
pub enum Step {
    Goes(Midway),
    Ends(Game),
}

impl Midway {
    /// The chain of an SPN read in its middle.
    pub fn from_spn(c: InChain) -> Midway {
        Midway {
            origin: Origin::Spn {
                position: c.position,
                jumped: c.jumped,
            },
            start: c.transit,
            path: Vec::new(),
            base: c.position,
            at: c.transit,
        }
    }

    /// The first jump of a chain in a game: from `from` to `to`.
    pub fn begin(
        game: &Game,
        from: Square,
        to: Square,
        promo: Option<Kind>,
    ) -> Result<Step, String> {
        let pos = *game.position();
        if !can_jump(&pos, from) {
            return Err(format!("no capture from {}", number(from)));
        }
        Midway {
            origin: Origin::Game(game.clone()),
            start: from,
            path: Vec::new(),
            base: pos,
            at: from,
        }
        .jump(to, promo)
    }

    /// The square of the chain's man (in our numbering).
    pub fn at(&self) -> Square {
        self.at
    }

    pub fn position(&self) -> &Position {
        &self.base
    }

    fn is_biy(&self) -> bool {
        self.base
            .piece_at(self.at)
            .is_some_and(|p| p.kind == Kind::Biy)
    }

    /// The chain from its origin in our notation (`FxAxB=Qx…`), for the engine's move parser,
    /// which accepts every spelling of a legal capture.
    fn text(&self, path: &[(Square, Option<Kind>)]) -> String {
        let mut t = self.start.number().to_string();
        for (s, k) in path {
            t.push('x');
            t.push_str(&s.number().to_string());
            if let Some(k) = k {
                t.push('=');
                t.push(letter(*k));
            }
        }
        t
    }

    /// The game once the chain ends with `path` (none: a Biy read from an SPN stops at once).
    fn finish(&self, path: &[(Square, Option<Kind>)]) -> Result<Game, String> {
        let (pos, jumped) = match &self.origin {
            Origin::Game(g) => (*g.position(), 0),
            Origin::Spn { position, jumped } => (*position, *jumped),
        };
        let mover = pos.turn();
        let mut after = if path.is_empty() {
            // The Biy stops where the SPN has it: the turn passes, the capture resets the plies.
            let p = pos.with_turn_passed();
            let fen = p.to_fen();
            let mut f: Vec<String> = fen.split(' ').map(str::to_string).collect();
            f[6] = "0".into();
            if mover == Color::Black {
                f[7] = (p.fullmoves() + 1).to_string();
            }
            Position::from_fen(&f.join(" "), *pos.rules()).map_err(|e| e.to_string())?
        } else {
            let m = pos
                .parse_move(&self.text(path))
                .map_err(|e| e.to_string())?;
            if let Origin::Game(g) = &self.origin {
                let mut g = g.clone();
                g.play(&m).map_err(|e| e.to_string())?;
                return Ok(g);
            }
            pos.after(&m)
        };
        for s in Squares(jumped) {
            after.remove(s, Piece::new(mover, Kind::Shatra));
        }
        Ok(Game::from_position(after))
    }

    /// The next jump, to `to`.
    pub fn jump(&self, to: Square, promo: Option<Kind>) -> Result<Step, String> {
        let no = || format!("no jump from {} to {} here", number(self.at), number(to));
        let mut promo = promo;
        // A Shatra landing on its promotion squares with no letter: the first lost officer.
        let man = self.base.piece_at(self.at).ok_or_else(no)?;
        if promo.is_none()
            && man.kind == Kind::Shatra
            && man.color.promotion_squares() & to.bit() != 0
        {
            promo = self.base.lost_officers(man.color).first().copied();
        }
        let mut tries = vec![promo];
        if promo.is_some() {
            // The Original game promotes only where the chain ends; the letter may come early.
            tries.push(None);
        }
        let mut last_err = no();
        for p in tries {
            let Some(next) = leg(&self.base, self.at, to, p) else {
                continue;
            };
            let mut path = self.path.clone();
            path.push((to, p));
            let goes = Midway {
                origin: self.origin.clone(),
                start: self.start,
                path: path.clone(),
                base: next,
                at: to,
            };
            if can_jump(&next, to) {
                // Some way on must make the whole a legal capture from the origin.
                let on = next
                    .legal_moves()
                    .into_iter()
                    .filter(|m| m.is_capture() && m.from() == to)
                    .find_map(|m| {
                        let mut full = path.clone();
                        full.extend(legs_of(&m));
                        goes.finish(&full).ok()
                    });
                let stops = goes.is_biy().then(|| goes.finish(&path).ok()).flatten();
                if on.is_some() || stops.is_some() {
                    return Ok(Step::Goes(goes));
                }
                last_err = format!("{}: not a legal capture here", goes.text(&path));
                continue;
            }
            match goes.finish(&path) {
                Ok(g) => return Ok(Step::Ends(g)),
                Err(e) => last_err = e,
            }
        }
        Err(last_err)
    }

    /// A Biy stops its chain here.
    pub fn pass(&self) -> Result<Game, String> {
        if !self.is_biy() {
            return Err(format!(
                "pass: only a Biy may stop its chain, and the man on {} is not one",
                number(self.at)
            ));
        }
        if self.path.is_empty() && matches!(self.origin, Origin::Game(_)) {
            return Err("pass: the chain has not begun".into());
        }
        self.finish(&self.path)
    }

    /// Plays one token.
    pub fn play(&self, token: Token) -> Result<Step, String> {
        match token {
            Token::Pass => self.pass().map(Step::Ends),
            Token::Move {
                from, to, promo, ..
            } => {
                if from.is_some_and(|f| f != self.at) {
                    return Err(format!(
                        "a chain is under way: the man on {} must jump again{}",
                        number(self.at),
                        if self.is_biy() { " or pass" } else { "" }
                    ));
                }
                self.jump(to, promo)
            }
        }
    }

    /// Every way to end the chain: shatrabase's tokens for the rest of it, and the game after.
    pub fn continuations(&self) -> Vec<(Vec<String>, Game)> {
        let mut out = Vec::new();
        for m in self.base.legal_moves() {
            if !m.is_capture() || m.from() != self.at {
                continue;
            }
            let mut full = self.path.clone();
            full.extend(legs_of(&m));
            if let Ok(g) = self.finish(&full) {
                out.push((tokens(&m, &self.base), g));
            }
        }
        if self.is_biy()
            && let Ok(g) = self.pass()
        {
            out.push((vec!["pass".into()], g));
        }
        out
    }
}
