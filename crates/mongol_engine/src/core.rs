//! The rules both games share, parametrised by [`Rules`]: move generation (RULES-MONGOLIAN.md
//! §1.2, §2.2), the hia's zone (§2.3), attacks and checks, copy-make, and the checks of a set-up
//! position. Shatar is the case with no hia, a short-ranged bers and single-step pawns.

use crate::board::{Board, Sets};
use crate::color::{ByColor, Color};
use crate::error::SetupError;
use crate::moves::Move;
use crate::piece::{Piece, PieceKind};
use crate::square::{BoardSize, Square, SquareSet};
use crate::tables::{NONE, Tables, tables};
use crate::zobrist::KEYS;

/// An unlimited range (longer than any line of either board).
pub(crate) const FULL: u8 = 10;

/// Which en-passant captures exist (RULES-MONGOLIAN.md §2.2, §2.5).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) enum EpRule {
    /// None (shatar: no long pawn move).
    None,
    /// Onto the square passed just before landing, by a pawn beside the landing square (§2.2).
    LastPassed,
    /// Onto any square passed over, by any pawn attacking it (§2.5, Dagaz, Winther).
    AnyPassed,
}

/// Everything that makes one game's (and one option set's) moves differ from another's.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct Rules {
    pub size: BoardSize,
    /// Whether hias exist (hiashatar).
    pub has_hia: bool,
    /// The queen's (bers's) diagonal range: 1 in shatar (§1.2), [`FULL`] for a chess queen.
    pub queen_diagonal_range: u8,
    /// The bishop's range: [`FULL`], or 3 (shatar option, §1.4).
    pub bishop_range: u8,
    /// How far a pawn may advance from its start rank: 1 (shatar) or 3 (hiashatar, §2.2).
    pub pawn_advance: u8,
    pub en_passant: EpRule,
    /// The kinds a pawn may become, as a bit mask of [`PieceKind::index`].
    pub promotions: u8,
    /// A hia captures (and checks) only one square diagonally (§2.5, Cazaux, Vivanto).
    pub hia_captures_diagonally_only: bool,
    /// A hia checks on its 8 neighbours, never at distance two (§2.5, Dagaz's switch).
    pub hia_checks_adjacent_only: bool,
    /// Every hia's zone brakes every man but the knight, friend or foe, a hia excepted from its
    /// own zone (§2.5, Kisliouk, Cazaux).
    pub zone_both_sides: bool,
    /// A man starting on a zone square moves only one square (§2.3); off under "zone brakes only
    /// passing men" (§2.5).
    pub zone_inside_restricts: bool,
}

impl Rules {
    #[inline(always)]
    pub fn tables(&self) -> &'static Tables {
        tables(self.size)
    }

    /// Whether a pawn may become `kind`.
    #[inline]
    pub fn promotes_to(&self, kind: PieceKind) -> bool {
        self.promotions & (1 << kind.index()) != 0
    }

    /// The rank (index) of `color`'s pawns at the start.
    #[inline]
    pub fn pawn_start_rank(&self, color: Color) -> u8 {
        match color {
            Color::White => 1,
            Color::Black => self.size.side() - 2,
        }
    }

    /// The rank (index) where `color`'s pawns promote.
    #[inline]
    pub fn promotion_rank(&self, color: Color) -> u8 {
        match color {
            Color::White => self.size.last_rank(),
            Color::Black => 0,
        }
    }
}

/// The direction index (into `DIRS`) of `color`'s forward step.
#[inline(always)]
pub(crate) fn forward(color: Color) -> usize {
    match color {
        Color::White => 0,
        Color::Black => 4,
    }
}

/// The squares that brake (and, with the inside rule, restrict) a man of `mover` (§2.3): the
/// zones of the enemy hias, or with "both sides" of every hia but `own_hia` (the moving hia).
#[inline]
pub(crate) fn brakes(rules: &Rules, s: &Sets, mover: Color, own_hia: Option<Square>) -> SquareSet {
    if !rules.has_hia {
        return SquareSet::EMPTY;
    }
    let t = rules.tables();
    let hias = if rules.zone_both_sides {
        s.kind(PieceKind::Hia)
    } else {
        s.pieces(!mover, PieceKind::Hia)
    };
    let mut zone = SquareSet::EMPTY;
    for h in hias {
        if Some(h) != own_hia {
            zone |= t.king[h.index()];
        }
    }
    zone
}

/// The men of `by` that attack `target` (could capture a man there, or give check there) on the
/// placement `s`: zones brake and restrict attacks as they do moves (§2.3); a king attacks its
/// neighbours, so the kings never stand side by side (§0).
pub(crate) fn attackers(rules: &Rules, s: &Sets, target: Square, by: Color) -> SquareSet {
    attackers_along(rules, s, target, by, u8::MAX)
}

/// The men of `by` that attack the king of the other side on `target` once `by` has played
/// `mv`, on the placement `s` it leaves: [`attackers`], found faster where no hia is in the
/// game (shatar). The other side was not in check before the move (it is `by`'s turn in a
/// legal position), so a long man's line onto `target` can only have opened or closed through
/// the squares the move changed (its start, its end, the square of a man it took): only the
/// lines through them are looked along. A hia's zone brakes lines anywhere, so with hias every
/// line is.
pub(crate) fn checkers_after(
    rules: &Rules,
    s: &Sets,
    target: Square,
    by: Color,
    mv: &Move,
) -> SquareSet {
    if rules.has_hia {
        return attackers(rules, s, target, by);
    }
    let t = rules.tables();
    let mut lines = towards(t, target, mv.from) | towards(t, target, mv.to);
    if let Some((sq, _)) = mv.captured {
        lines |= towards(t, target, sq);
    }
    attackers_along(rules, s, target, by, lines)
}

/// The bit of the direction (as [`attackers_along`] reads it) in which `sq` lies from
/// `target`, or none.
#[inline(always)]
fn towards(t: &Tables, target: Square, sq: Square) -> u8 {
    match t.direction[target.index()][sq.index()] {
        NONE => 0,
        d => 1 << d,
    }
}

/// [`attackers`] with the long men looked for only along the directions from `target` in
/// the bits of `lines` (bit `d` for [`DIRS`](crate::tables::DIRS)`[d]`).
#[inline(always)]
fn attackers_along(rules: &Rules, s: &Sets, target: Square, by: Color, lines: u8) -> SquareSet {
    let t = rules.tables();
    let mine = s.color(by);
    let occ = s.occupied();
    let ti = target.index();
    let mut att = ((t.knight[ti] & s.kind(PieceKind::Knight))
        | (t.king[ti] & s.kind(PieceKind::King))
        | (t.pawn_attacks(!by, target) & s.kind(PieceKind::Pawn)))
        & mine;
    let hias = s.kind(PieceKind::Hia) & mine;
    if hias.any() {
        if rules.hia_checks_adjacent_only || !rules.hia_captures_diagonally_only {
            att |= t.king[ti] & hias;
        } else {
            att |= t.ferz[ti] & hias;
        }
        if !rules.hia_checks_adjacent_only && !rules.hia_captures_diagonally_only {
            for d in 0..8 {
                let Some(m) = t.step(d, target) else { continue };
                if occ.contains(m) {
                    continue;
                }
                let Some(h) = t.step(d, m) else { continue };
                if hias.contains(h) {
                    let brake = brakes(rules, s, by, Some(h));
                    let restricted = rules.zone_inside_restricts && brake.contains(h);
                    if !(brake.contains(m) || restricted) {
                        att.insert(h);
                    }
                }
            }
        }
    }
    let queens = s.kind(PieceKind::Queen) & mine;
    let orth = (s.kind(PieceKind::Rook) & mine) | queens;
    let diag = (s.kind(PieceKind::Bishop) & mine) | queens;
    if (orth | diag).any() {
        let brake = brakes(rules, s, by, None);
        let mut dirs = lines;
        while dirs != 0 {
            let d = dirs.trailing_zeros() as usize;
            dirs &= dirs - 1;
            let diagonal = d % 2 == 1;
            let cands = if diagonal { diag } else { orth };
            if !t.ray[d][ti].intersects(cands) {
                continue;
            }
            // The first man or braking square from the target: an attacker if it is one of the
            // candidates, within its range, and not held to one step inside a zone.
            let reach = t.slide(d, target, occ | brake);
            let Some(n) = (reach & occ).first() else {
                continue;
            };
            if !cands.contains(n) {
                continue;
            }
            let dist = target
                .file()
                .abs_diff(n.file())
                .max(target.rank().abs_diff(n.rank()));
            let range = if !diagonal {
                FULL
            } else if queens.contains(n) {
                rules.queen_diagonal_range
            } else {
                rules.bishop_range
            };
            let restricted = rules.zone_inside_restricts && brake.contains(n);
            if dist <= range && (dist == 1 || !restricted) {
                att.insert(n);
            }
        }
    }
    att
}

/// A position's state that both games share (the board, the side to move, en passant, clocks).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub(crate) struct Core {
    pub board: Board,
    pub turn: Color,
    /// The squares the last move's pawn passed over (a long advance, hiashatar), else empty.
    pub ep_passed: SquareSet,
    /// Where that pawn landed.
    pub ep_landing: Option<Square>,
    pub halfmoves: u32,
    pub fullmoves: u32,
    /// Zobrist key of the placement and the side to move (what repetition compares).
    pub key: u64,
    pub rules: Rules,
    /// The men giving check to the side to move (found once per position: the search, the
    /// shak series, the move generator and the end of the game all ask).
    checkers: SquareSet,
}

/// The plain data of a position (like shakmaty's `Setup`): what a FEN says, unchecked.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Setup {
    /// The men.
    pub board: Board,
    /// The side to move.
    pub turn: Color,
    /// The squares the last move's pawn passed over, in travel order (hiashatar; RULES-MONGOLIAN.md
    /// §0's en-passant field, e.g. `b8`, `b7` after `b9b6`); empty when none.
    pub en_passant: Vec<Square>,
    /// Plies since the last capture or pawn move.
    pub halfmoves: u32,
    /// The move number, from 1, counted up after Black's move.
    pub fullmoves: u32,
    /// Shatar: each side's flag "my checks since my last non-checking move include a shak"
    /// (§1.3). A FEN carries none (both false); hiashatar ignores it.
    pub shak_series: ByColor<bool>,
}

impl Setup {
    /// The set-up seen in a mirror between the files (a ↔ h or a ↔ j); the rules are the same
    /// on both wings, so the mirrored position has as many legal moves.
    pub fn mirrored_files(&self) -> Setup {
        let size = self.board.size();
        Setup {
            board: self.board.mirrored_files(),
            en_passant: self
                .en_passant
                .iter()
                .map(|s| s.mirror_file(size))
                .collect(),
            ..self.clone()
        }
    }

    /// The set-up with the sides exchanged: the board turned round (ranks mirrored), the other
    /// side to move, the en-passant squares and shatar's flags following.
    pub fn flipped_colors(&self) -> Setup {
        let size = self.board.size();
        Setup {
            board: self.board.flipped_colors(),
            turn: !self.turn,
            en_passant: self
                .en_passant
                .iter()
                .map(|s| s.mirror_rank(size))
                .collect(),
            halfmoves: self.halfmoves,
            fullmoves: self.fullmoves,
            shak_series: self.shak_series.swapped(),
        }
    }
}

fn placement_key(board: &Board, turn: Color) -> u64 {
    let mut key = 0;
    for (sq, p) in board.iter() {
        key ^= KEYS.piece(p.color, p.kind, sq);
    }
    if turn == Color::Black {
        key ^= KEYS.black_to_move;
    }
    key
}

impl Core {
    /// Checks a set-up against `rules` (§0: one king each, pawns off the first and last ranks,
    /// the side not to move not in check, a consistent en-passant field).
    pub fn from_setup(setup: &Setup, rules: Rules) -> Result<Core, SetupError> {
        let board = &setup.board;
        if board.size() != rules.size {
            return Err(SetupError::WrongBoardSize {
                expected: rules.size,
                found: board.size(),
            });
        }
        for (sq, p) in board.iter() {
            if p.kind == PieceKind::Hia && !rules.has_hia {
                return Err(SetupError::PieceNotInGame {
                    square: sq,
                    kind: p.kind,
                });
            }
            if p.kind == PieceKind::Pawn && (sq.rank() == 0 || sq.rank() == rules.size.last_rank())
            {
                return Err(SetupError::PawnOnEdgeRank { square: sq });
            }
        }
        for c in Color::ALL {
            match board.pieces(c, PieceKind::King).count() {
                0 => return Err(SetupError::MissingKing(c)),
                1 => {}
                n => return Err(SetupError::ExtraKings { color: c, count: n }),
            }
        }
        let (ep_passed, ep_landing) = Self::check_en_passant(setup, &rules)?;
        let mut core = Core {
            board: board.clone(),
            turn: setup.turn,
            ep_passed,
            ep_landing,
            halfmoves: setup.halfmoves,
            fullmoves: setup.fullmoves,
            key: placement_key(board, setup.turn),
            rules,
            checkers: SquareSet::EMPTY,
        };
        core.checkers = core.find_checkers();
        let waiting = !setup.turn;
        if let Some(k) = board.king_of(waiting) {
            let by = attackers(&rules, &board.sets(), k, setup.turn);
            if by.any() {
                // The mover's king beside it, and nothing else: not a check (a king gives
                // none), but two kings that may never stand side by side.
                return Err(if by == board.pieces(setup.turn, PieceKind::King) {
                    SetupError::KingsSideBySide
                } else {
                    SetupError::OppositeCheck(waiting)
                });
            }
        }
        Ok(core)
    }

    fn check_en_passant(
        setup: &Setup,
        rules: &Rules,
    ) -> Result<(SquareSet, Option<Square>), SetupError> {
        let passed = &setup.en_passant;
        if passed.is_empty() {
            return Ok((SquareSet::EMPTY, None));
        }
        let bad = |why: String| Err(SetupError::EnPassant(why));
        if rules.en_passant == EpRule::None {
            return bad("this game has no en passant (its pawns never advance two squares)".into());
        }
        let mover = !setup.turn;
        if passed.len() + 1 > rules.pawn_advance as usize {
            return bad(format!(
                "{} squares passed over, a pawn advances at most {} squares",
                passed.len(),
                rules.pawn_advance
            ));
        }
        let t = rules.tables();
        let start_rank = rules.pawn_start_rank(mover);
        let Some(start) = Square::new(passed[0].file(), start_rank) else {
            return bad("no start square".into());
        };
        let mut expect = start;
        for &sq in passed {
            let Some(next) = t.step(forward(mover), expect) else {
                return bad(format!("{sq} is not on a {mover} pawn's path"));
            };
            if next != sq {
                return bad(format!(
                    "{sq} is not the next square of a {mover} pawn's advance from {start} (expected {next})"
                ));
            }
            if setup.board.piece_at(sq).is_some() {
                return bad(format!("{sq}, passed over, is not empty"));
            }
            expect = sq;
        }
        let Some(landing) = t.step(forward(mover), expect) else {
            return bad("the pawn would land off the board".into());
        };
        if setup.board.piece_at(landing) != Some(Piece::new(mover, PieceKind::Pawn)) {
            return bad(format!(
                "no {mover} pawn on {landing}, where the pawn that passed {} would have landed",
                passed
                    .iter()
                    .map(|s| s.to_string())
                    .collect::<Vec<_>>()
                    .join(", ")
            ));
        }
        if setup.board.piece_at(start).is_some() {
            return bad(format!(
                "{start}, where the pawn started its advance, is not empty"
            ));
        }
        Ok((passed.iter().copied().collect(), Some(landing)))
    }

    /// The plain data of this state (the shatar flags left false).
    pub fn to_setup(&self) -> Setup {
        Setup {
            board: self.board.clone(),
            turn: self.turn,
            en_passant: self.en_passant_squares(),
            halfmoves: self.halfmoves,
            fullmoves: self.fullmoves,
            shak_series: ByColor::default(),
        }
    }

    /// The squares passed over, in travel order.
    pub fn en_passant_squares(&self) -> Vec<Square> {
        let mut v: Vec<Square> = self.ep_passed.iter().collect();
        // Travel order: White's pawns go up (indices grow), Black's go down.
        if self.turn == Color::White {
            v.reverse();
        }
        v
    }

    /// The hash of the en-passant state.
    #[inline]
    pub fn ep_key(&self) -> u64 {
        let mut k = 0;
        for sq in self.ep_passed {
            k ^= KEYS.en_passant(sq);
        }
        k
    }

    /// The men of the side not to move that attack the side to move's king.
    #[inline]
    pub fn checkers(&self) -> SquareSet {
        self.checkers
    }

    fn find_checkers(&self) -> SquareSet {
        match self.board.king_of(self.turn) {
            Some(k) => attackers(&self.rules, &self.board.sets(), k, !self.turn),
            None => SquareSet::EMPTY,
        }
    }

    /// Every pseudo-legal move (legal but for the king's safety) of the side to move.
    pub fn pseudo_moves(&self, out: &mut Vec<Move>) {
        self.generate(out, true);
    }

    /// The pseudo-legal moves, or with `quiet` false only the captures and promotions (the
    /// quiescence search's: no quiet move is made to be thrown away).
    fn generate(&self, out: &mut Vec<Move>, quiet: bool) {
        let rules = &self.rules;
        let t = rules.tables();
        let s = self.board.sets();
        let us = self.turn;
        let them = !us;
        let own = s.color(us);
        let occ = s.occupied();
        // A king is never captured (RULES-MONGOLIAN.md §0: a move may not leave it attacked).
        let targets = !own - s.pieces(them, PieceKind::King);
        // Where a king's or knight's move may go: anywhere free, or only onto an enemy man.
        let leaps = if quiet { targets } else { targets & occ };
        let brake = brakes(rules, &s, us, None);
        for from in own {
            let Some(p) = self.board.piece_at(from) else {
                continue;
            };
            let fi = from.index();
            match p.kind {
                PieceKind::King => self.push_set(out, from, p.kind, t.king[fi] & leaps),
                PieceKind::Knight => self.push_set(out, from, p.kind, t.knight[fi] & leaps),
                PieceKind::Rook | PieceKind::Bishop | PieceKind::Queen => {
                    let restricted = rules.zone_inside_restricts && brake.contains(from);
                    for d in 0..8 {
                        let diagonal = d % 2 == 1;
                        let mut range = match (p.kind, diagonal) {
                            (PieceKind::Rook, true) | (PieceKind::Bishop, false) => continue,
                            (PieceKind::Bishop, true) => rules.bishop_range,
                            (PieceKind::Queen, true) => rules.queen_diagonal_range,
                            _ => FULL,
                        };
                        if restricted {
                            range = 1;
                        }
                        if range >= FULL {
                            let reach = t.slide(d, from, occ | brake);
                            let to = if quiet {
                                reach & targets
                            } else {
                                reach & targets & occ
                            };
                            for n in Tables::along(d, to) {
                                self.push(out, from, n, p.kind);
                            }
                            continue;
                        }
                        let mut sq = from;
                        let mut dist = 0;
                        while dist < range {
                            let Some(n) = t.step(d, sq) else { break };
                            dist += 1;
                            sq = n;
                            if occ.contains(n) {
                                if targets.contains(n) {
                                    self.push(out, from, n, p.kind);
                                }
                                break;
                            }
                            if quiet {
                                self.push(out, from, n, p.kind);
                            }
                            if brake.contains(n) {
                                break;
                            }
                        }
                    }
                }
                PieceKind::Hia => self.hia_moves(out, from, &s, targets, quiet),
                PieceKind::Pawn => self.pawn_moves(out, from, occ, targets, brake, quiet),
            }
        }
        self.en_passant_moves(out, &s);
    }

    /// The hia: one or two squares in 8 directions, the first empty and not braking for two;
    /// captures per the option (§2.2, §2.3, §2.5).
    fn hia_moves(
        &self,
        out: &mut Vec<Move>,
        from: Square,
        s: &Sets,
        targets: SquareSet,
        quiet: bool,
    ) {
        let rules = &self.rules;
        let t = rules.tables();
        let occ = s.occupied();
        let brake = brakes(rules, s, self.turn, Some(from));
        let may_go_two = !(rules.zone_inside_restricts && brake.contains(from));
        let diag_only = rules.hia_captures_diagonally_only;
        for d in 0..8 {
            let Some(m) = t.step(d, from) else { continue };
            if occ.contains(m) {
                if targets.contains(m) && (!diag_only || d % 2 == 1) {
                    self.push(out, from, m, PieceKind::Hia);
                }
                continue;
            }
            if quiet {
                self.push(out, from, m, PieceKind::Hia);
            }
            if !may_go_two || brake.contains(m) {
                continue;
            }
            let Some(n) = t.step(d, m) else { continue };
            if (quiet && !occ.contains(n)) || (targets.contains(n) && occ.contains(n) && !diag_only)
            {
                self.push(out, from, n, PieceKind::Hia);
            }
        }
    }

    /// The pawn: one square forward, from the start rank up to `pawn_advance` over empty squares
    /// (braked by zones), captures one square diagonally forward, promotion on the last rank.
    fn pawn_moves(
        &self,
        out: &mut Vec<Move>,
        from: Square,
        occ: SquareSet,
        targets: SquareSet,
        brake: SquareSet,
        quiet: bool,
    ) {
        let rules = &self.rules;
        let t = rules.tables();
        let us = self.turn;
        for to in t.pawn_attacks(us, from) & targets & occ {
            self.push_pawn(out, from, to);
        }
        let fwd = forward(us);
        if !quiet {
            // Only a step onto the last rank (a promotion) counts without the quiet moves.
            if let Some(n) = t.step(fwd, from)
                && !occ.contains(n)
                && n.rank() == rules.promotion_rank(us)
            {
                self.push_pawn(out, from, n);
            }
            return;
        }
        let mut sq = from;
        let mut max = if from.rank() == rules.pawn_start_rank(us) {
            rules.pawn_advance
        } else {
            1
        };
        if rules.zone_inside_restricts && brake.contains(from) {
            max = 1;
        }
        for _ in 0..max {
            let Some(n) = t.step(fwd, sq) else { break };
            if occ.contains(n) {
                break;
            }
            self.push_pawn(out, from, n);
            if brake.contains(n) {
                break;
            }
            sq = n;
        }
    }

    fn en_passant_moves(&self, out: &mut Vec<Move>, s: &Sets) {
        let Some(landing) = self.ep_landing else {
            return;
        };
        let rules = &self.rules;
        let t = rules.tables();
        let us = self.turn;
        let targets = match rules.en_passant {
            EpRule::None => return,
            EpRule::AnyPassed => self.ep_passed,
            EpRule::LastPassed => match t.step(forward(us), landing) {
                Some(sq) if self.ep_passed.contains(sq) => SquareSet::from_square(sq),
                _ => SquareSet::EMPTY,
            },
        };
        let pawns = s.pieces(us, PieceKind::Pawn);
        for target in targets {
            if s.occupied().contains(target) {
                continue;
            }
            for from in t.pawn_attacks(!us, target) & pawns {
                out.push(Move {
                    from,
                    to: target,
                    piece: PieceKind::Pawn,
                    captured: Some((landing, PieceKind::Pawn)),
                    promotion: None,
                });
            }
        }
    }

    #[inline]
    fn push_set(&self, out: &mut Vec<Move>, from: Square, kind: PieceKind, set: SquareSet) {
        for to in set {
            self.push(out, from, to, kind);
        }
    }

    #[inline]
    fn push(&self, out: &mut Vec<Move>, from: Square, to: Square, piece: PieceKind) {
        out.push(Move {
            from,
            to,
            piece,
            captured: self.board.piece_at(to).map(|p| (to, p.kind)),
            promotion: None,
        });
    }

    fn push_pawn(&self, out: &mut Vec<Move>, from: Square, to: Square) {
        let captured = self.board.piece_at(to).map(|p| (to, p.kind));
        if to.rank() == self.rules.promotion_rank(self.turn) {
            for kind in PieceKind::ALL {
                if self.rules.promotes_to(kind) {
                    out.push(Move {
                        from,
                        to,
                        piece: PieceKind::Pawn,
                        captured,
                        promotion: Some(kind),
                    });
                }
            }
        } else {
            out.push(Move {
                from,
                to,
                piece: PieceKind::Pawn,
                captured,
                promotion: None,
            });
        }
    }

    /// The sets after `mv` (for trial moves).
    #[inline]
    pub fn sets_after(&self, mv: &Move) -> Sets {
        let mut s = self.board.sets();
        let us = self.turn;
        if let Some((sq, kind)) = mv.captured {
            s.remove(sq, !us, kind);
        }
        s.remove(mv.from, us, mv.piece);
        s.insert(mv.to, us, mv.promotion.unwrap_or(mv.piece));
        s
    }

    /// The static exchange on `mv`'s square (what the search calls SEE): the material the mover
    /// wins (or loses, if negative) when `mv` is played and both sides then take back on that
    /// square with their least valuable man while it pays, men valued by `values` (by
    /// [`PieceKind::index`]). Each capture is found on the placement left by the ones before, so
    /// a man behind another on a line joins in, and zones brake as they do on the board
    /// (§2.3). A king takes only where nothing takes it back; pins are not looked at. A pawn
    /// that takes onto its last rank counts as its best promotion.
    pub fn see(&self, mv: &Move, values: &[i32; 7]) -> i32 {
        let value = |k: PieceKind| values[k.index()];
        let promoted = |k: PieceKind| {
            [
                PieceKind::Queen,
                PieceKind::Rook,
                PieceKind::Bishop,
                PieceKind::Knight,
            ]
            .into_iter()
            .filter(|&p| self.rules.promotes_to(p))
            .map(|p| (value(p), p))
            .max()
            .map_or(k, |(_, p)| p)
        };
        // The men in the order they take: least valuable first, the king last.
        let mut order = [
            PieceKind::Pawn,
            PieceKind::Knight,
            PieceKind::Bishop,
            PieceKind::Rook,
            PieceKind::Hia,
            PieceKind::Queen,
        ];
        order.sort_by_key(|&k| value(k));
        let mut s = self.sets_after(mv);
        let target = mv.to;
        // gains[d]: what the side making capture d has won so far, if the exchange stops there.
        let mut gains = [0i32; 40];
        gains[0] = mv.captured.map_or(0, |(_, k)| value(k))
            + mv.promotion
                .map_or(0, |p| value(p) - value(PieceKind::Pawn));
        let mut on_target = mv.promotion.unwrap_or(mv.piece);
        let mut side = !self.turn;
        let mut d = 0;
        while d + 1 < gains.len() {
            let att = attackers(&self.rules, &s, target, side);
            if att.is_empty() {
                break;
            }
            let (kind, from) = order
                .iter()
                .find_map(|&k| (att & s.kind(k)).first().map(|sq| (k, sq)))
                .unwrap_or((PieceKind::King, att.first().unwrap_or(target)));
            if kind == PieceKind::King {
                // The king takes only where nothing takes it back.
                let mut after = s;
                after.remove(target, !side, on_target);
                after.remove(from, side, kind);
                after.insert(target, side, kind);
                if attackers(&self.rules, &after, target, !side).any() {
                    break;
                }
            }
            d += 1;
            gains[d] = value(on_target) - gains[d - 1];
            s.remove(target, !side, on_target);
            s.remove(from, side, kind);
            on_target =
                if kind == PieceKind::Pawn && target.rank() == self.rules.promotion_rank(side) {
                    let p = promoted(kind);
                    gains[d] += value(p) - value(PieceKind::Pawn);
                    p
                } else {
                    kind
                };
            s.insert(target, side, on_target);
            side = !side;
        }
        // Each side stops taking where going on would lose more.
        while d > 0 {
            gains[d - 1] = -(-gains[d - 1]).max(gains[d]);
            d -= 1;
        }
        gains[0]
    }

    /// Whether `mv` checks the other side's king (a man of the mover's attacks it once `mv` is
    /// played), found without playing it.
    pub fn gives_check(&self, mv: &Move) -> bool {
        self.board.king_of(!self.turn).is_some_and(|k| {
            checkers_after(&self.rules, &self.sets_after(mv), k, self.turn, mv).any()
        })
    }

    /// Whether a man of the other side attacks `mv`'s square once `mv` is played.
    pub fn is_recapturable(&self, mv: &Move) -> bool {
        attackers(&self.rules, &self.sets_after(mv), mv.to, !self.turn).any()
    }

    /// Whether the pseudo-legal `mv` leaves the mover's king unattacked (§0).
    #[inline]
    pub fn is_safe(&self, mv: &Move) -> bool {
        let after = self.sets_after(mv);
        if mv.piece == PieceKind::King {
            return attackers(&self.rules, &after, mv.to, !self.turn).is_empty();
        }
        let Some(k) = self.board.king_of(self.turn) else {
            return true;
        };
        if self.rules.has_hia || self.checkers.any() {
            return attackers(&self.rules, &after, k, !self.turn).is_empty();
        }
        // Not in check and no zones: only a line through a square the move empties can open
        // onto the king (the man that moved and a man taken off another square).
        let t = self.rules.tables();
        let mut lines = towards(t, k, mv.from);
        if let Some((sq, _)) = mv.captured {
            lines |= towards(t, k, sq);
        }
        lines == 0 || attackers_along(&self.rules, &after, k, !self.turn, lines).is_empty()
    }

    /// The men of the side to move whose moves must be tried for the king's safety, or `None`
    /// for every move (in check, or no king). Not in check, only these can expose the king:
    /// the king itself; the first man on a line from the king, if it is ours and an enemy long
    /// man (bers or queen, tereg, temee, or a hia, which reaches two squares) stands further on
    /// that line (a pin, found on the bare lines: zones only ever shorten them); and in
    /// hiashatar every own hia (its zone brakes the enemy's lines and shields the king beside
    /// it, §2.3). Any other man's move changes no zone and no line to the king but its own
    /// square; an en-passant capture, which empties a second square, is always tried, and so is
    /// the capture of a hia: its zone goes with it, and where zones brake both sides it may have
    /// held back an enemy line onto our king ([`Core::needs_trial`]).
    fn must_test(&self) -> Option<SquareSet> {
        let king = self.board.king_of(self.turn)?;
        if self.checkers().any() {
            return None;
        }
        let t = self.rules.tables();
        let sets = self.board.sets();
        let occ = sets.occupied();
        let ours = sets.color(self.turn);
        let theirs = sets.color(!self.turn);
        let long = (sets.kind(PieceKind::Queen)
            | sets.kind(PieceKind::Rook)
            | sets.kind(PieceKind::Bishop)
            | sets.kind(PieceKind::Hia))
            & theirs;
        let mut test = SquareSet::from_square(king) | (sets.kind(PieceKind::Hia) & ours);
        for d in 0..8 {
            let mut sq = king;
            let mut first: Option<Square> = None;
            while let Some(n) = t.step(d, sq) {
                sq = n;
                if !occ.contains(n) {
                    continue;
                }
                match first {
                    None if ours.contains(n) => first = Some(n),
                    None => break,
                    Some(f) => {
                        if long.contains(n) {
                            test.insert(f);
                        }
                        break;
                    }
                }
            }
        }
        Some(test)
    }

    /// Whether `mv` must be tried for the king's safety, given [`Core::must_test`]'s men.
    #[inline]
    fn needs_trial(test: SquareSet, mv: &Move) -> bool {
        test.contains(mv.from)
            || mv.is_en_passant()
            || matches!(mv.captured, Some((_, PieceKind::Hia)))
    }

    /// The legal moves (pseudo-legal moves that leave the king safe).
    pub fn legal_moves(&self, out: &mut Vec<Move>) {
        out.clear();
        self.pseudo_moves(out);
        match self.must_test() {
            Some(test) => out.retain(|m| !Self::needs_trial(test, m) || self.is_safe(m)),
            None => out.retain(|m| self.is_safe(m)),
        }
    }

    /// The legal captures and promotions (for the quiescence search): only these are tried for
    /// the king's safety.
    pub fn legal_captures(&self, out: &mut Vec<Move>) {
        out.clear();
        self.generate(out, false);
        match self.must_test() {
            Some(test) => out.retain(|m| !Self::needs_trial(test, m) || self.is_safe(m)),
            None => out.retain(|m| self.is_safe(m)),
        }
    }

    /// Whether the side to move has a legal move.
    pub fn has_legal_move(&self) -> bool {
        let mut v = Vec::with_capacity(64);
        self.pseudo_moves(&mut v);
        match self.must_test() {
            Some(test) => v
                .iter()
                .any(|m| !Self::needs_trial(test, m) || self.is_safe(m)),
            None => v.iter().any(|m| self.is_safe(m)),
        }
    }

    /// The legal moves by trying every pseudo-legal move for the king's safety (the reference
    /// [`Core::legal_moves`] is tested against).
    pub fn legal_moves_by_trial(&self, out: &mut Vec<Move>) {
        out.clear();
        self.pseudo_moves(out);
        out.retain(|m| self.is_safe(m));
    }

    /// Plays `mv` (assumed legal): the board, the key, the clocks, en passant, the turn.
    pub fn play(&mut self, mv: &Move) {
        let us = self.turn;
        if let Some((sq, kind)) = mv.captured {
            self.board.take(sq);
            self.key ^= KEYS.piece(!us, kind, sq);
        }
        self.board.take(mv.from);
        self.key ^= KEYS.piece(us, mv.piece, mv.from);
        let now = mv.promotion.unwrap_or(mv.piece);
        self.board.put(mv.to, Piece::new(us, now));
        self.key ^= KEYS.piece(us, now, mv.to);
        self.key ^= KEYS.black_to_move;
        self.ep_passed = SquareSet::EMPTY;
        self.ep_landing = None;
        if mv.piece == PieceKind::Pawn {
            let dist = mv.from.rank().abs_diff(mv.to.rank());
            if dist >= 2 {
                let t = self.rules.tables();
                let mut sq = mv.from;
                for _ in 1..dist {
                    if let Some(n) = t.step(forward(us), sq) {
                        self.ep_passed.insert(n);
                        sq = n;
                    }
                }
                self.ep_landing = Some(mv.to);
            }
        }
        if mv.is_zeroing() {
            self.halfmoves = 0;
        } else {
            self.halfmoves = self.halfmoves.saturating_add(1);
        }
        if us == Color::Black {
            self.fullmoves = self.fullmoves.saturating_add(1);
        }
        self.turn = !us;
        self.checkers = match self.board.king_of(self.turn) {
            Some(k) => checkers_after(&self.rules, &self.board.sets(), k, us, mv),
            None => SquareSet::EMPTY,
        };
    }

    /// Only kings left for `color`.
    pub fn bare_king(&self, color: Color) -> bool {
        self.board.by_color(color) == self.board.pieces(color, PieceKind::King)
    }

    /// The FEN's six fields, with `letter` naming the kinds.
    pub fn fen(&self, letter: impl Fn(PieceKind) -> char) -> String {
        let ep = self.en_passant_squares();
        let ep = if ep.is_empty() {
            "-".to_string()
        } else {
            ep.iter().map(|s| s.to_string()).collect()
        };
        format!(
            "{} {} - {} {} {}",
            self.board.write_fen(letter),
            self.turn.char(),
            ep,
            self.halfmoves,
            self.fullmoves
        )
    }
}
