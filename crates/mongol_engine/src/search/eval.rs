//! Static evaluation, one per game, in centipawns from the side to move's point of view.
//!
//! Both games weigh the same things, with values fitting each game's men:
//!
//! - **Material.** Shatar (RULES-MONGOLIAN.md §1.2), tuned by SPSA on self-play games: pawn
//!   100, knight 299, bishop 372 (260 when it moves 1–3 squares, §1.4), rook 457, and the
//!   **bers** 741: a rook plus one diagonal step, worth more than a rook and a ferz but less
//!   than a queen (900, only under "modern shatar", where it is a chess queen); in the endgame
//!   the bers 773, the rook 506, the bishop 298, the knight 287 and the pawn 84. Hiashatar
//!   (§2.2): pawn 100, knight 300, bishop 330, rook 520,
//!   queen 950, and the **hia** 380: a queen of range two whose zone brakes the enemy's long
//!   men (§2.3), between a knight and a rook; 280 when it captures only one square diagonally
//!   (Vivanto's reading, §2.5).
//! - **Piece-square terms**, computed from the geometry so that both board sizes share them:
//!   knights, bishops, hias and queens gain towards the centre, rooks on the seventh (ninth)
//!   rank, pawns by their advance (more as they near promotion) and on the central files; the
//!   king stays back in the middle game and comes to the centre in the endgame (by phase, the
//!   men left).
//! - **Mobility**: per square each man attacks (not counting its own men's squares), with the
//!   game's ranges (shatar's bers one step diagonally, the bishop's three squares, hiashatar's
//!   zones braking long men and, by default, holding a man inside them to one step).
//! - **King safety**: its shelter (own men on the squares in front of and beside the king), and
//!   the enemy's attacks on the king's neighbourhood, counted by attacker weight and squared.
//! - **Threats**: officers attacked by an enemy pawn, rooks and bers (queens) attacked by a
//!   lesser officer, and men attacked and not defended, counted for the side that attacks them.
//! - **Passed pawns** (no enemy pawn ahead on their file or the files beside it), by the square
//!   of their advance and more as the officers leave; **rooks and bers on open files**.
//! - **Tempo**: a small bonus for the side to move.
//! - **Endgame values**: each man's value moves to its endgame value as the officers leave
//!   (hiashatar's and shatar's fitted by self-play).
//! - **Weights for tuning, neutral by default**: doubled, isolated and connected pawns,
//!   outposts, undeveloped knights and bishops, the king's open files, the bishop pair, *safe
//!   checks* (squares from which a man of ours could check the enemy king, that one reaches,
//!   held by none of ours and attacked by none of theirs: attack units on that king, by the
//!   checking man's kind), and a piece-square table per kind. The built-in weights leave them
//!   at 0: a fit to Fairy-Stockfish's judgement lowered the error but did not play better
//!   (docs/engine.md). A weights file sets them (`Searcher::set_weights`, `match
//!   --a-weights`, UCI `EvalFile`).

use std::borrow::Cow;

use super::params::SearchParams;
use crate::board::Board;
use crate::color::{ByColor, Color};
use crate::core::forward;
use crate::piece::PieceKind;
use crate::square::{BoardSize, MAX_SIDE, SQUARE_COUNT, Square, SquareSet};
use crate::tables::{Tables, tables};
use crate::variant::Variant;
use crate::{hiashatar, shatar};

/// What the search needs of a game besides its rules: an evaluation, the men's values for
/// move ordering, and the draws the position alone shows whatever moves are left.
pub trait Evaluate: Variant + Send + Sync {
    /// The position's value for the side to move, in centipawns, by the built-in weights
    /// ([`Evaluate::weights`]).
    fn evaluate(&self) -> i32;

    /// The position's value for the side to move under other weights (a tuner's, a match's).
    fn evaluate_with(&self, w: &Weights) -> i32;

    /// The built-in weights for the position's game and options.
    fn weights(&self) -> Weights;

    /// A key of what the evaluation reads besides the men and the side to move: the rule
    /// options (how far a man reaches, the zones). Two positions with the same men, side to
    /// move and key score the same under the same weights (the search's evaluation cache is
    /// kept while the key is).
    fn evaluation_key(&self) -> u64;

    /// A man's value (for capture ordering and delta pruning).
    fn value(&self, kind: PieceKind) -> i32;

    /// Drawn at once by the position whatever the moves: shatar's robado (a bare king, looked at
    /// before mate, §1.3), hiashatar's drawn material (§2.4).
    fn drawn_at_once(&self) -> bool;

    /// The position after the side to move passes, for null-move pruning; `None` where a pass
    /// would mislead the search: the side to move in check, or without a man besides its king
    /// and pawns (the robado endgames' zugzwang), or, in shatar, in a check series holding a
    /// shak (a pass would end the series and change what a later mate is worth, §1.3).
    fn pass(&self) -> Option<Self>;
}

/// Whether `color` has a man besides its king and pawns.
fn has_officers(board: &Board, color: Color) -> bool {
    (board.by_color(color)
        & !(board.pieces(color, PieceKind::King) | board.pieces(color, PieceKind::Pawn)))
    .any()
}

/// The set-up of `pos` with the other side to move and no en passant (a pass).
fn passed_setup<P: Variant>(pos: &P) -> Option<crate::Setup> {
    if pos.is_check() || !has_officers(pos.board(), pos.turn()) {
        return None;
    }
    let mut s = pos.to_setup();
    s.turn = !s.turn;
    s.en_passant.clear();
    Some(s)
}

/// One game's evaluation weights (and, in [`Weights::search`], its search's margins: all a
/// tuner moves).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Weights {
    /// Material by [`PieceKind::index`] (the king's unused).
    pub values: [i32; 7],
    /// Centipawns per attacked square, by kind.
    pub mobility: [i32; 7],
    /// Centralisation bonus per step towards the centre, by kind.
    pub centre: [i32; 7],
    /// A rook on the enemy's second rank.
    pub rook_seventh: i32,
    /// Pawn bonus by the ranks it has advanced, scaled to the board (index: advance 0…).
    pub pawn_advance: [i32; 10],
    /// Pawn on one of the central files.
    pub pawn_centre: i32,
    /// Per own man on the king's shelter squares (middle game).
    pub shelter: i32,
    /// Scale of the attack on the king: units² × this / 16.
    pub king_attack: i32,
    /// The king's centralisation in the endgame, per step.
    pub king_centre_endgame: i32,
    /// The king off its back rank in the middle game, per rank.
    pub king_advance_penalty: i32,
    /// For the side to move.
    pub tempo: i32,
    /// A rook or bers on a file without pawns (half on one without its own pawns).
    pub open_file: i32,
    /// Per officer of the other side attacked by one of our pawns.
    pub threat_by_pawn: i32,
    /// Per rook or bers (queen) of the other side attacked by our knight, bishop or hia.
    pub threat_by_minor: i32,
    /// Per man of the other side we attack and it does not defend.
    pub hanging: i32,
    /// A passed pawn on the rank before promotion (less further back, by the square of its
    /// advance; more as the officers leave the board).
    pub passed: i32,
    /// Material in the endgame by [`PieceKind::index`]: a man's value moves from `values`
    /// with every officer on the board to this with none (the king's unused).
    pub values_endgame: [i32; 7],
    /// Per pawn with a pawn of its own side ahead of it on its file.
    pub pawn_doubled: i32,
    /// Per pawn without a pawn of its own side on the files beside it.
    pub pawn_isolated: i32,
    /// Per pawn defended by a pawn of its own or with one beside it on its rank.
    pub pawn_connected: i32,
    /// A knight, bishop or hia in the other side's half, defended by a pawn and not attacked
    /// by one.
    pub outpost: i32,
    /// Per knight or bishop still on its first rank, in the middle game (by phase).
    pub undeveloped: i32,
    /// Per file at or beside the king without a pawn of its own, in the middle game.
    pub king_open_file: i32,
    /// Both bishops.
    pub bishop_pair: i32,
    /// Attack units on the enemy king per *safe check*, by the checking man's kind: a square
    /// from which a man of that kind would check the king, that one of ours of that kind
    /// reaches, holding none of our men and attacked by none of theirs (added to the attack
    /// units of [`Weights::king_attack`] before they are squared).
    pub safe_check: [i32; 7],
    /// A man hemmed in, by kind: this much for each square short of [`TRAPPED_BELOW`] among
    /// those it attacks that hold none of its own men and that no enemy pawn attacks (a man
    /// with nowhere safe to go can be trapped and won).
    pub trapped: [i32; 7],
    /// Space, as Stockfish's classical evaluation counts it: the squares of the middle files
    /// (all but two at each edge) on the side's second rank to the last of its half that hold
    /// no pawn of its own and that no enemy pawn attacks, those of them up to two squares
    /// behind its pawns and attacked by no enemy man counted twice; times the square of its men
    /// less three plus the pawns blocked head to head (at most nine), this much per 256, in
    /// the middle game only (by phase).
    pub space: i32,
    /// Per pawn of a bishop's own side on squares of the bishop's colour, times one more than
    /// its side's pawns on the middle files that something stands in front of, less one when
    /// a pawn of its own defends the bishop (Stockfish's "bishop pawns").
    pub bishop_pawns: i32,
    /// A knight, bishop or hia with a pawn (of either side) on the square in front of it.
    pub minor_behind_pawn: i32,
    /// Per officer of the other side that one of our pawns would attack after a step to an
    /// empty square that no enemy pawn attacks and that we attack or they do not (Stockfish's
    /// threat by a pawn push).
    pub threat_by_push: i32,
    /// A bishop that sees two of the four middle squares past every man but pawns (on a long
    /// diagonal, Stockfish's "long diagonal bishop").
    pub long_diagonal: i32,
    /// Stockfish's mobility, in hundredths of Fairy-Stockfish's scale (0: off): each knight's,
    /// bishop's and rook's squares in its side's mobility area (every square but those its
    /// pawns hold blocked or on their first two ranks, its king's, and those the enemy's pawns
    /// attack; a rook sees through its side's rooks) scored by Stockfish's middle-game and
    /// endgame tables, the bers's and the hia's by Fairy-Stockfish's rule for its other men
    /// (150 and 200 × (n − 2) / (8 + n)), tapered by phase, in Stockfish's units (its
    /// endgame pawn 208) turned to centipawns. Independent of [`Weights::mobility`].
    pub sf_mobility: i32,
    /// Stockfish's threats, in hundredths of Fairy-Stockfish's scale (0: off; its units turned to
    /// centipawns as [`Weights::sf_mobility`]'s): the enemy's men that our knights, bishops
    /// (and hia) attack where they are weak or, officers, strongly protected, those our rooks
    /// and our king attack where they are weak, by the man attacked (its tables: the bers and
    /// the hia, which it has none for, count nothing there); weak men hanging; the squares
    /// where we contest their attacks; the officers our safe pawns attack and those a safe
    /// pawn step would attack. (Weak: not strongly protected, by a pawn or twice where we
    /// attack at most once, and attacked by us.)
    pub sf_threats: i32,
    /// Stockfish's pawn structure, in hundredths of Fairy-Stockfish's scale (0: off; turned to
    /// centipawns as [`Weights::sf_mobility`]'s): connected pawns by their rank (phalanx,
    /// support, opposed), isolated, backward, doubled (early too), weak levers, weak unopposed
    /// and blocked advanced pawns, with its numbers (its pawns.cpp).
    pub sf_pawns: i32,
    /// Robado (shatar, RULES-MONGOLIAN.md §1.3: a side left with its king alone draws at
    /// once): the percent the side ahead's score is cut by where the side behind has one man
    /// left and it is a rook or the bers. Such a man checks and offers itself until it is
    /// taken, and the game is drawn; a lone pawn or minor man is left alone and mated.
    pub robado_lone_long: i32,
    /// The same where the side behind has two men left, one of them a rook or the bers.
    pub robado_two_long: i32,
    /// The percent the side ahead's score is cut by where it cannot win (shatar, §1.3): its
    /// only men are bishops (they give no shak, and a mate without one is niol, a draw) or
    /// only knights (a mate by knights alone is forbidden to them), and no pawn is left to
    /// become a bers. It can still lose, so the side behind keeps its whole score. Where the
    /// options let such men win (the modern rules, a knight's mate that wins, a stalemate
    /// that loses) nothing is cut.
    pub cannot_win: i32,
    /// Piece-square terms by [`PieceKind::index`], then by square as [`psq_index`] counts it
    /// (the rank from the man's own side, the file from the nearer edge; the king's weigh in
    /// the middle game only, by phase).
    pub psq: [[i32; PSQ_LEN]; 7],
    /// Not the evaluation's: the search's margins and reductions, carried here so that a
    /// weights file and a tuner hold everything that is tuned (`search_…` names).
    pub search: SearchParams,
}

/// Squares of a piece-square table: ten ranks by five files from the edge (a 10 × 10 board's;
/// 8 × 8 uses eight by four).
pub const PSQ_LEN: usize = 50;

/// The index in a piece-square table of `sq` for a man of `color` on a board of `side`: its
/// rank counted from its own side times five, plus its file counted from the nearer edge.
#[inline]
pub fn psq_index(sq: Square, color: Color, side: u8) -> usize {
    let edge = sq.file().min(side - 1 - sq.file());
    relative_rank(sq, color, side) as usize * 5 + edge as usize
}

/// Where the search's numbers ([`SearchParams`]) begin in [`Weights::to_vec`], after the
/// piece-square terms.
pub const SEARCH_WEIGHTS: usize = SCALAR_WEIGHTS + 7 * PSQ_LEN;

/// How many of [`Weights::to_vec`]'s numbers are single named weights ([`WEIGHT_NAMES`]); the
/// piece-square terms follow them.
pub const SCALAR_WEIGHTS: usize = 82;

/// A man with fewer safe squares than this is hemmed in ([`Weights::trapped`]).
pub const TRAPPED_BELOW: i32 = 4;

/// The name of [`Weights::to_vec`]'s `i`-th number: [`WEIGHT_NAMES`]' or, past them, a
/// piece-square term's, `psq_<kind>_r<rank>_f<file>` (rank 0 the man's own first, file 0 the
/// edge; kinds named as in [`WEIGHT_NAMES`]), then the search's, `search_<name>`
/// ([`SearchParams::NAMES`]); `None` past the last.
pub fn weight_name(i: usize) -> Option<String> {
    if i < SCALAR_WEIGHTS {
        return Some(WEIGHT_NAMES[i].to_string());
    }
    if i >= SEARCH_WEIGHTS {
        let name = SearchParams::NAMES.get(i - SEARCH_WEIGHTS)?;
        return Some(format!("search_{name}"));
    }
    let j = i - SCALAR_WEIGHTS;
    let (kind, at) = (j / PSQ_LEN, j % PSQ_LEN);
    let name = KIND_NAMES.get(kind)?;
    Some(format!("psq_{name}_r{}_f{}", at / 5, at % 5))
}

/// The kinds' names in weights, by [`PieceKind::index`].
const KIND_NAMES: [&str; 7] = ["king", "queen", "rook", "bishop", "knight", "pawn", "hia"];

/// The index of the weight named `name` ([`weight_name`]'s inverse).
fn weight_index(name: &str) -> Option<usize> {
    if let Some(i) = WEIGHT_NAMES.iter().position(|n| *n == name) {
        return Some(i);
    }
    if let Some(param) = name.strip_prefix("search_") {
        let i = SearchParams::NAMES.iter().position(|n| *n == param)?;
        return Some(SEARCH_WEIGHTS + i);
    }
    let rest = name.strip_prefix("psq_")?;
    let (kind, square) = rest.split_once("_r")?;
    let (rank, file) = square.split_once("_f")?;
    let kind = KIND_NAMES.iter().position(|k| *k == kind)?;
    let (rank, file): (usize, usize) = (rank.parse().ok()?, file.parse().ok()?);
    (rank < PSQ_LEN / 5 && file < 5).then(|| SCALAR_WEIGHTS + kind * PSQ_LEN + rank * 5 + file)
}

impl Weights {
    /// Shatar's weights (RULES-MONGOLIAN.md §1), tuned by SPSA in two runs of self-play games
    /// (`tune --spsa`, docs/engine.md): 4 500 pairs from hand-set weights, then 3 000 pairs that
    /// also set the pawns' structure, outposts, development, the king's open files, the bishop
    /// pair and the safe checks (docs/tuning/shatar-spsa-seed93.txt). The bers is worth 741 in
    /// the middle game and 773 in the endgame, the rook 457 and 506, the bishop 372 and 298, the
    /// knight 299 and 287, the pawn 100 and 84. Under "modern shatar" the bers is a chess queen
    /// (900); with the bishop of three squares the bishop is worth 260 (both hand-set). Robado's
    /// cuts are hand-set too, from how the matches against Fairy-Stockfish ended (docs/engine.md,
    /// "Robado in the evaluation").
    pub fn shatar(options: &shatar::Options) -> Weights {
        let (bers, bers_endgame) = if options.modern {
            (900, 900)
        } else {
            (741, 773)
        };
        let (bishop, bishop_endgame) = if options.bishop_three_squares {
            (260, 260)
        } else {
            (372, 298)
        };
        Weights {
            values: [0, bers, 457, bishop, 299, 100, 0],
            values_endgame: [0, bers_endgame, 506, bishop_endgame, 287, 84, 0],
            mobility: [0, 1, 5, 6, 6, 0, 0],
            centre: [0, 3, 1, 2, 8, 0, 0],
            rook_seventh: 27,
            pawn_advance: [0, 0, 14, 19, 21, 60, 84, 0, 0, 0],
            pawn_centre: 8,
            shelter: 8,
            king_attack: 7,
            king_centre_endgame: 24,
            king_advance_penalty: 4,
            tempo: 9,
            open_file: 24,
            threat_by_pawn: 64,
            threat_by_minor: 42,
            hanging: 34,
            passed: 116,
            pawn_doubled: 2,
            pawn_isolated: 1,
            pawn_connected: 6,
            outpost: -3,
            undeveloped: 8,
            king_open_file: 2,
            bishop_pair: 3,
            safe_check: [0, 3, 5, 3, 6, 0, 0],
            robado_lone_long: 60,
            robado_two_long: 25,
            cannot_win: 88,
            ..Weights::NEUTRAL
        }
    }

    /// Hiashatar's weights (RULES-MONGOLIAN.md §2). The men's values are fitted by self-play
    /// (`tune`, docs/engine.md), one fit for the full hia (the default rules, and Dagaz's
    /// reading) and one for the hia that captures diagonally only (Vivanto's reading): the hia,
    /// which brakes the enemy's lines beside its king, is worth more than a rook in the middle
    /// game (with the full hia more than a queen), and the pawn about twice as much in the
    /// endgame.
    pub fn hiashatar(options: &hiashatar::Options) -> Weights {
        let (values, values_endgame) = if options.hia_captures_diagonally_only {
            (
                [0, 1278, 378, 210, 200, 100, 560],
                [0, 651, 568, 290, 302, 200, 288],
            )
        } else {
            (
                [0, 841, 582, 376, 247, 100, 1129],
                [0, 697, 508, 286, 246, 192, 848],
            )
        };
        Weights {
            values,
            values_endgame,
            mobility: [0, 1, 2, 3, 4, 0, 3],
            centre: [0, 2, 0, 2, 5, 0, 3],
            rook_seventh: 15,
            pawn_advance: [0, 0, 4, 8, 14, 22, 34, 50, 75, 0],
            pawn_centre: 6,
            shelter: 8,
            king_attack: 8,
            king_centre_endgame: 6,
            king_advance_penalty: 10,
            tempo: 12,
            open_file: 20,
            threat_by_pawn: 60,
            threat_by_minor: 35,
            hanging: 30,
            passed: 90,
            ..Weights::NEUTRAL
        }
    }
}

/// The names of [`Weights::to_vec`]'s parameters, in its order: `value_<kind>`,
/// `mobility_<kind>`, `centre_<kind>` for each kind in [`PieceKind::ALL`]'s order (king, queen
/// (the bers), rook, bishop, knight, pawn, hia), then `rook_seventh`, `pawn_advance_0` to
/// `pawn_advance_9` and the single terms.
pub const WEIGHT_NAMES: [&str; SCALAR_WEIGHTS] = [
    "value_king",
    "value_queen",
    "value_rook",
    "value_bishop",
    "value_knight",
    "value_pawn",
    "value_hia",
    "mobility_king",
    "mobility_queen",
    "mobility_rook",
    "mobility_bishop",
    "mobility_knight",
    "mobility_pawn",
    "mobility_hia",
    "centre_king",
    "centre_queen",
    "centre_rook",
    "centre_bishop",
    "centre_knight",
    "centre_pawn",
    "centre_hia",
    "rook_seventh",
    "pawn_advance_0",
    "pawn_advance_1",
    "pawn_advance_2",
    "pawn_advance_3",
    "pawn_advance_4",
    "pawn_advance_5",
    "pawn_advance_6",
    "pawn_advance_7",
    "pawn_advance_8",
    "pawn_advance_9",
    "pawn_centre",
    "shelter",
    "king_attack",
    "king_centre_endgame",
    "king_advance_penalty",
    "tempo",
    "open_file",
    "threat_by_pawn",
    "threat_by_minor",
    "hanging",
    "passed",
    "value_endgame_king",
    "value_endgame_queen",
    "value_endgame_rook",
    "value_endgame_bishop",
    "value_endgame_knight",
    "value_endgame_pawn",
    "value_endgame_hia",
    "pawn_doubled",
    "pawn_isolated",
    "pawn_connected",
    "outpost",
    "undeveloped",
    "king_open_file",
    "bishop_pair",
    "safe_check_king",
    "safe_check_queen",
    "safe_check_rook",
    "safe_check_bishop",
    "safe_check_knight",
    "safe_check_pawn",
    "safe_check_hia",
    "trapped_king",
    "trapped_queen",
    "trapped_rook",
    "trapped_bishop",
    "trapped_knight",
    "trapped_pawn",
    "trapped_hia",
    "space",
    "bishop_pawns",
    "minor_behind_pawn",
    "threat_by_push",
    "long_diagonal",
    "sf_mobility",
    "sf_threats",
    "sf_pawns",
    "robado_lone_long",
    "robado_two_long",
    "cannot_win",
];

impl Weights {
    /// How many numbers [`Weights::to_vec`] gives.
    pub const LEN: usize = SEARCH_WEIGHTS + SearchParams::LEN;

    /// Every weight zero (the search's numbers their defaults): the base the games' weights
    /// fill in.
    const NEUTRAL: Weights = Weights {
        values: [0; 7],
        mobility: [0; 7],
        centre: [0; 7],
        rook_seventh: 0,
        pawn_advance: [0; 10],
        pawn_centre: 0,
        shelter: 0,
        king_attack: 0,
        king_centre_endgame: 0,
        king_advance_penalty: 0,
        tempo: 0,
        open_file: 0,
        threat_by_pawn: 0,
        threat_by_minor: 0,
        hanging: 0,
        passed: 0,
        values_endgame: [0; 7],
        pawn_doubled: 0,
        pawn_isolated: 0,
        pawn_connected: 0,
        outpost: 0,
        undeveloped: 0,
        king_open_file: 0,
        bishop_pair: 0,
        safe_check: [0; 7],
        trapped: [0; 7],
        space: 0,
        bishop_pawns: 0,
        minor_behind_pawn: 0,
        threat_by_push: 0,
        long_diagonal: 0,
        sf_mobility: 0,
        sf_threats: 0,
        sf_pawns: 0,
        robado_lone_long: 0,
        robado_two_long: 0,
        cannot_win: 0,
        psq: [[0; PSQ_LEN]; 7],
        search: SearchParams::DEFAULT,
    };

    /// These men's values and nothing else: the material-only baseline
    /// ([`Strength::Material`](super::player::Strength::Material)).
    pub fn material_only(&self) -> Weights {
        Weights {
            values: self.values,
            values_endgame: self.values_endgame,
            ..Weights::NEUTRAL
        }
    }

    /// Every weight as one number, in the order of [`WEIGHT_NAMES`] (for a tuner).
    pub fn to_vec(&self) -> Vec<i32> {
        let mut v = Vec::with_capacity(Weights::LEN);
        v.extend_from_slice(&self.values);
        v.extend_from_slice(&self.mobility);
        v.extend_from_slice(&self.centre);
        v.push(self.rook_seventh);
        v.extend_from_slice(&self.pawn_advance);
        v.extend_from_slice(&[
            self.pawn_centre,
            self.shelter,
            self.king_attack,
            self.king_centre_endgame,
            self.king_advance_penalty,
            self.tempo,
            self.open_file,
            self.threat_by_pawn,
            self.threat_by_minor,
            self.hanging,
            self.passed,
        ]);
        v.extend_from_slice(&self.values_endgame);
        v.extend_from_slice(&[
            self.pawn_doubled,
            self.pawn_isolated,
            self.pawn_connected,
            self.outpost,
            self.undeveloped,
            self.king_open_file,
            self.bishop_pair,
        ]);
        v.extend_from_slice(&self.safe_check);
        v.extend_from_slice(&self.trapped);
        v.extend_from_slice(&[
            self.space,
            self.bishop_pawns,
            self.minor_behind_pawn,
            self.threat_by_push,
            self.long_diagonal,
            self.sf_mobility,
            self.sf_threats,
            self.sf_pawns,
            self.robado_lone_long,
            self.robado_two_long,
            self.cannot_win,
        ]);
        for table in &self.psq {
            v.extend_from_slice(table);
        }
        v.extend_from_slice(&self.search.to_vec());
        v
    }

    /// The weights from [`Weights::to_vec`]'s numbers; `None` unless there are
    /// [`Weights::LEN`] of them.
    pub fn from_slice(v: &[i32]) -> Option<Weights> {
        if v.len() != Weights::LEN {
            return None;
        }
        let seven = |at: usize| -> [i32; 7] { v[at..at + 7].try_into().expect("seven") };
        Some(Weights {
            values: seven(0),
            mobility: seven(7),
            centre: seven(14),
            rook_seventh: v[21],
            pawn_advance: v[22..32].try_into().expect("ten"),
            pawn_centre: v[32],
            shelter: v[33],
            king_attack: v[34],
            king_centre_endgame: v[35],
            king_advance_penalty: v[36],
            tempo: v[37],
            open_file: v[38],
            threat_by_pawn: v[39],
            threat_by_minor: v[40],
            hanging: v[41],
            passed: v[42],
            values_endgame: seven(43),
            pawn_doubled: v[50],
            pawn_isolated: v[51],
            pawn_connected: v[52],
            outpost: v[53],
            undeveloped: v[54],
            king_open_file: v[55],
            bishop_pair: v[56],
            safe_check: seven(57),
            trapped: seven(64),
            space: v[71],
            bishop_pawns: v[72],
            minor_behind_pawn: v[73],
            threat_by_push: v[74],
            long_diagonal: v[75],
            sf_mobility: v[76],
            sf_threats: v[77],
            sf_pawns: v[78],
            robado_lone_long: v[79],
            robado_two_long: v[80],
            cannot_win: v[81],
            psq: std::array::from_fn(|k| {
                let at = SCALAR_WEIGHTS + k * PSQ_LEN;
                v[at..at + PSQ_LEN].try_into().expect("a table")
            }),
            search: SearchParams::from_slice(
                v[SEARCH_WEIGHTS..]
                    .try_into()
                    .expect("the search's numbers"),
            ),
        })
    }

    /// The weights as text: one `name=value` line each, in the order of [`weight_name`].
    pub fn to_text(&self) -> String {
        self.to_vec()
            .iter()
            .enumerate()
            .map(|(i, v)| format!("{}={v}\n", weight_name(i).expect("a name")))
            .collect()
    }

    /// Reads [`Weights::to_text`]'s form: `name=value` lines (spaces around either allowed),
    /// blank lines and `#` comments skipped; a weight not named keeps its value in `base`.
    /// An unknown name, a value that is not an integer or a line without `=` is an error
    /// naming its line.
    pub fn from_text(text: &str, base: &Weights) -> Result<Weights, String> {
        let mut v = base.to_vec();
        for (i, line) in text.lines().enumerate() {
            let line = line.split('#').next().unwrap_or("").trim();
            if line.is_empty() {
                continue;
            }
            let Some((name, value)) = line.split_once('=') else {
                return Err(format!("line {}: '{line}' is not name=value", i + 1));
            };
            let (name, value) = (name.trim(), value.trim());
            let Some(at) = weight_index(name) else {
                return Err(format!("line {}: no weight is named '{name}'", i + 1));
            };
            v[at] = value
                .parse()
                .map_err(|_| format!("line {}: '{value}' is not an integer", i + 1))?;
        }
        Ok(Weights::from_slice(&v).expect("every weight"))
    }
}

/// The ranges of each game's long men, and the zones (hiashatar) that brake them.
#[derive(Clone, Copy)]
struct Geometry {
    size: BoardSize,
    /// The bers's (queen's) diagonal range.
    queen_diagonal: u8,
    bishop: u8,
    /// Whether a man starting in an enemy zone moves one square only (§2.3).
    inside_restricts: bool,
    /// The hia (if any) captures one square diagonally only.
    hia_diagonal_only: bool,
    /// Squares of each side's hias' zones (what brakes the *other* side).
    zones: ByColor<SquareSet>,
    /// Whether a bare king draws at once (shatar's robado, §1.3).
    robado: bool,
    /// Whether a side whose only men are bishops cannot win (shatar's mate rule, §1.3: a mate
    /// with no shak in its series is niol, a draw, and bishops give no shak).
    bishops_cannot_win: bool,
    /// Whether a side whose only men are knights cannot win (§1.3: a mate by knights alone is
    /// forbidden to the knight, or with the option not a legal move).
    knights_cannot_win: bool,
}

const LONG: u8 = 10;

/// The men besides the king and the pawns.
const OFFICERS: [PieceKind; 5] = [
    PieceKind::Queen,
    PieceKind::Rook,
    PieceKind::Bishop,
    PieceKind::Knight,
    PieceKind::Hia,
];

/// Centralisation of `sq`: 0 on the edge, up to `side / 2 - 1` in the middle.
#[inline]
fn centrality(sq: Square, side: u8) -> i32 {
    let f = sq.file().min(side - 1 - sq.file());
    let r = sq.rank().min(side - 1 - sq.rank());
    (f.min(r) as i32) + (f.max(r) as i32) / 2
}

/// The rank of `sq` counted from `color`'s side (0 = its first rank).
#[inline]
fn relative_rank(sq: Square, color: Color, side: u8) -> u8 {
    match color {
        Color::White => sq.rank(),
        Color::Black => side - 1 - sq.rank(),
    }
}

/// The squares a long man on `from` attacks along direction `d` up to `range`, stopping at the
/// first man and at the first square of a braking zone.
#[inline]
fn ray(
    t: &Tables,
    from: Square,
    d: usize,
    range: u8,
    occ: SquareSet,
    brake: SquareSet,
) -> SquareSet {
    if range >= LONG {
        return t.slide(d, from, occ | brake);
    }
    let mut out = SquareSet::EMPTY;
    let mut sq = from;
    for _ in 0..range {
        let Some(n) = t.step(d, sq) else { break };
        out.insert(n);
        if occ.contains(n) || brake.contains(n) {
            break;
        }
        sq = n;
    }
    out
}

/// The squares the man `kind` of `color` on `from` attacks.
#[inline(always)]
fn attacks(
    g: &Geometry,
    t: &Tables,
    kind: PieceKind,
    color: Color,
    from: Square,
    occ: SquareSet,
) -> SquareSet {
    let brake = g.zones[!color];
    let inside = g.inside_restricts && brake.contains(from);
    let fi = from.index();
    match kind {
        PieceKind::King => t.king[fi],
        PieceKind::Knight => t.knight[fi],
        PieceKind::Pawn => t.pawn_attacks(color, from),
        PieceKind::Hia => {
            if g.hia_diagonal_only {
                return t.ferz[fi];
            }
            let mut a = t.king[fi];
            if !inside {
                for d in 0..8 {
                    if let Some(m) = t.step(d, from)
                        && !occ.contains(m)
                        && !brake.contains(m)
                        && let Some(n) = t.step(d, m)
                    {
                        a.insert(n);
                    }
                }
            }
            a
        }
        PieceKind::Rook | PieceKind::Bishop | PieceKind::Queen => {
            // Held to one step inside an enemy zone; otherwise the lines' ranges by the rules.
            let (straight, diagonal) = match (kind, inside) {
                (_, true) => (1, 1),
                (PieceKind::Rook, false) => (LONG, 0),
                (PieceKind::Bishop, false) => (0, g.bishop),
                _ => (LONG, g.queen_diagonal),
            };
            let mut a = SquareSet::EMPTY;
            if kind != PieceKind::Bishop {
                for d in [0, 2, 4, 6] {
                    a |= ray(t, from, d, straight, occ, brake);
                }
            }
            if kind != PieceKind::Rook {
                for d in [1, 3, 5, 7] {
                    a |= ray(t, from, d, diagonal, occ, brake);
                }
            }
            a
        }
    }
}

/// The pawn on `sq`'s structure terms: doubled (an own pawn ahead on its file, each), isolated
/// (no own pawn on the files beside it), connected (an own pawn beside it on its rank or
/// defending it).
fn pawn_structure(board: &Board, t: &Tables, sq: Square, c: Color, w: &Weights) -> i32 {
    let own = board.pieces(c, PieceKind::Pawn);
    let mut s = -((own & t.ray[forward(c)][sq.index()]).count() as i32) * w.pawn_doubled;
    let mut files_beside = SquareSet::EMPTY;
    let mut connected = (own & t.pawn_attacks(!c, sq)).any();
    for beside in [2, 6] {
        if let Some(b) = t.step(beside, sq) {
            files_beside |= t.file_of(b);
            connected |= own.contains(b);
        }
    }
    if (own & files_beside).is_empty() {
        s -= w.pawn_isolated;
    }
    if connected {
        s += w.pawn_connected;
    }
    s
}

/// One entry of the pawn-structure cache: both sides' pawns, the board's side and the
/// structure weights it was scored with, and each side's score.
#[derive(Clone, Copy, Default)]
struct PawnEntry {
    pawns: [SquareSet; 2],
    side: u8,
    weights: [i32; 3],
    score: [i32; 2],
}

/// Entries of each thread's pawn-structure cache (direct-mapped by the pawns).
const PAWN_CACHE: usize = 1 << 12;

thread_local! {
    /// Each thread's pawn-structure scores by the pawns' placement: the pawns move seldom, so
    /// most evaluations find theirs here (the key is the whole entry, so a hit is exact).
    static PAWNS: std::cell::RefCell<Vec<PawnEntry>> =
        std::cell::RefCell::new(vec![PawnEntry::default(); PAWN_CACHE]);
}

/// A hash of both sides' pawns (by their squares and colours), for the tables indexed by the
/// pawns: the pawn-structure cache and the search's correction history.
pub(crate) fn pawn_hash(board: &Board) -> u64 {
    let pawns = |c| board.pieces(c, PieceKind::Pawn).0;
    mix(pawns(Color::White) ^ pawns(Color::Black).rotate_left(64))
}

/// A hash of `color`'s men other than pawns, their squares and kinds (the correction
/// history's second index).
#[inline]
pub(crate) fn pieces_hash(board: &Board, color: Color) -> u64 {
    let men = [
        PieceKind::King,
        PieceKind::Queen,
        PieceKind::Rook,
        PieceKind::Bishop,
        PieceKind::Knight,
        PieceKind::Hia,
    ];
    mix(men
        .iter()
        .fold(0u128, |h, &k| h.rotate_left(23) ^ board.pieces(color, k).0))
}

/// The high bits of `sets` (squares folded into one word) times an odd constant: the hash of
/// [`pawn_hash`] and [`pieces_hash`].
#[inline]
fn mix(sets: u128) -> u64 {
    (sets.wrapping_mul(0x9E37_79B9_7F4A_7C15_F39C_C060_5CED_C835) >> 100) as u64
}

/// Each side's pawn-structure terms ([`pawn_structure`] over its pawns), from the thread's
/// cache when the same pawns were scored by the same weights before.
fn pawn_structures(board: &Board, t: &Tables, side: u8, w: &Weights) -> [i32; 2] {
    let pawns = Color::ALL.map(|c| board.pieces(c, PieceKind::Pawn));
    let weights = [w.pawn_doubled, w.pawn_isolated, w.pawn_connected];
    let at = pawn_hash(board) as usize & (PAWN_CACHE - 1);
    PAWNS.with(|cache| {
        let mut cache = cache.borrow_mut();
        let e = cache[at];
        if e.pawns == pawns && e.side == side && e.weights == weights {
            return e.score;
        }
        let score = Color::ALL.map(|c| {
            pawns[c.index()]
                .iter()
                .map(|sq| pawn_structure(board, t, sq, c, w))
                .sum()
        });
        cache[at] = PawnEntry {
            pawns,
            side,
            weights,
            score,
        };
        score
    })
}

/// The squares of every file but the two at each edge (both boards' numbering).
const fn inner_files(side: u8) -> u128 {
    let mut set = 0u128;
    let mut sq = 0;
    while sq < SQUARE_COUNT {
        let (file, rank) = ((sq % 10) as u8, (sq / 10) as u8);
        if file >= 2 && file + 2 < side && rank < side {
            set |= 1 << sq;
        }
        sq += 1;
    }
    set
}

/// The four middle squares of a board of `side` files.
fn centre(side: u8) -> SquareSet {
    let (lo, hi) = (side / 2 - 1, side / 2);
    [(lo, lo), (hi, lo), (lo, hi), (hi, hi)]
        .into_iter()
        .filter_map(|(f, r)| Square::new(f, r))
        .fold(SquareSet::EMPTY, |s, sq| s | SquareSet::from_square(sq))
}

/// The light squares (a1 is dark), on either board's numbering.
const LIGHT: u128 = {
    let mut set = 0u128;
    let mut sq = 0;
    while sq < SQUARE_COUNT {
        if (sq % 10 + sq / 10) % 2 == 1 {
            set |= 1 << sq;
        }
        sq += 1;
    }
    set
};

/// Each side's space ([`Weights::space`], before the phase) and bishop pawns
/// ([`Weights::bishop_pawns`]), from each side's pawns' attacks (`by_pawns`) and every man's
/// (`attacked`).
fn space_and_bishop_pawns(
    board: &Board,
    side: u8,
    w: &Weights,
    by_pawns: &[SquareSet; 2],
    attacked: &[SquareSet; 2],
) -> ByColor<[i32; 2]> {
    let middle = SquareSet(if side == 8 {
        const { inner_files(8) }
    } else {
        const { inner_files(10) }
    });
    let occ = board.occupied().0;
    let pawns = Color::ALL.map(|c| board.pieces(c, PieceKind::Pawn).0);
    // A pawn's square one rank towards its own side, and the square in front of it.
    let down = |c: Color, set: u128| match c {
        Color::White => set >> 10,
        Color::Black => set << 10,
    };
    let up = |c: Color, set: u128| match c {
        Color::White => set << 10,
        Color::Black => set >> 10,
    };
    // Pawns blocked head to head, both sides' (Stockfish's count).
    let head_to_head = (up(Color::White, pawns[0]) & pawns[1]).count_ones() as i32 * 2;
    ByColor::new_with(|c| {
        let (ci, ei) = (c.index(), (!c).index());
        let mut out = [0; 2];
        if w.space != 0 {
            let own_half = SquareSet(match c {
                Color::White => (1u128 << (10 * (side as u32 / 2))) - (1 << 10),
                Color::Black => {
                    let top = 1u128 << (10 * (side as u32 - 1));
                    top - (1u128 << (10 * (side as u32 / 2)))
                }
            });
            let safe = (middle & own_half) - SquareSet(pawns[ci]) - by_pawns[ei];
            let behind = down(c, pawns[ci]) | down(c, down(c, pawns[ci]));
            let bonus =
                safe.count() as i32 + (safe & (SquareSet(behind) - attacked[ei])).count() as i32;
            let weight = board.by_color(c).count() as i32 - 3 + head_to_head.min(9);
            out[0] = bonus * weight * weight * w.space / 256;
        }
        if w.bishop_pawns != 0 {
            let blocked = SquareSet(pawns[ci] & down(c, occ)) & middle;
            let blocked = blocked.count() as i32;
            for sq in board.pieces(c, PieceKind::Bishop).iter() {
                let colour = if LIGHT >> sq.index() & 1 == 1 {
                    LIGHT
                } else {
                    !LIGHT
                };
                let same = (pawns[ci] & colour).count_ones() as i32;
                let outside = i32::from(!by_pawns[ci].contains(sq));
                out[1] -= same * (outside + blocked) * w.bishop_pawns;
            }
        }
        out
    })
}

/// Stockfish's endgame pawn in its units: its scores times a weight in hundredths of its scale,
/// divided by this, are centipawns ([`Weights::sf_mobility`]).
const SF_PAWN: i32 = 208;

/// A Stockfish score (middle game, endgame, in its units) tapered by `phase` (out of
/// `full_phase`) and turned to centipawns at `weight` hundredths of its scale.
fn sf_centipawns((mg, eg): (i32, i32), phase: i32, full_phase: i32, weight: i32) -> i32 {
    (mg * phase + eg * (full_phase - phase)) / full_phase.max(1) * weight / SF_PAWN
}

/// Stockfish's mobility tables (middle game, endgame) by the squares in the mobility area: a
/// knight's, a bishop's, a rook's ([`Weights::sf_mobility`]).
const SF_MOBILITY_KNIGHT: [(i32, i32); 9] = [
    (-62, -79),
    (-53, -57),
    (-12, -31),
    (-3, -17),
    (3, 7),
    (12, 13),
    (21, 16),
    (28, 21),
    (37, 26),
];
const SF_MOBILITY_BISHOP: [(i32, i32); 14] = [
    (-47, -59),
    (-20, -25),
    (14, -8),
    (29, 12),
    (39, 21),
    (53, 40),
    (53, 56),
    (60, 58),
    (62, 65),
    (69, 72),
    (78, 78),
    (83, 87),
    (91, 88),
    (96, 98),
];
const SF_MOBILITY_ROOK: [(i32, i32); 15] = [
    (-60, -82),
    (-24, -15),
    (0, 17),
    (3, 43),
    (4, 72),
    (14, 100),
    (20, 102),
    (30, 122),
    (41, 133),
    (41, 139),
    (41, 153),
    (45, 160),
    (57, 165),
    (58, 170),
    (67, 175),
];

/// Stockfish's mobility (middle game, endgame, in its units) of a man of `kind` with `n` squares
/// in its mobility area: its tables for the knight, bishop and rook; for the other men
/// Fairy-Stockfish's rule for men it has no table for, 150 and 200 × (n − 2) / (8 + n).
fn sf_mobility(kind: PieceKind, n: usize) -> (i32, i32) {
    let at = |table: &[(i32, i32)]| table[n.min(table.len() - 1)];
    match kind {
        PieceKind::Knight => at(&SF_MOBILITY_KNIGHT),
        PieceKind::Bishop => at(&SF_MOBILITY_BISHOP),
        PieceKind::Rook => at(&SF_MOBILITY_ROOK),
        _ => {
            let n = n as i32;
            (150 * (n - 2) / (8 + n), 200 * (n - 2) / (8 + n))
        }
    }
}

/// Stockfish's threats by the man attacked (its type's index: pawn 1, knight 2, bishop 3, rook
/// 4; the bers, the hia and the king 0, as Fairy-Stockfish's tables give its men past the
/// queen), middle game and endgame: by a knight or bishop, by a rook.
const SF_THREAT_BY_MINOR: [(i32, i32); 5] = [(0, 0), (5, 32), (55, 41), (77, 56), (89, 119)];
const SF_THREAT_BY_ROOK: [(i32, i32); 5] = [(0, 0), (3, 44), (37, 68), (42, 60), (0, 39)];

fn sf_type(kind: PieceKind) -> usize {
    match kind {
        PieceKind::Pawn => 1,
        PieceKind::Knight => 2,
        PieceKind::Bishop => 3,
        PieceKind::Rook => 4,
        _ => 0,
    }
}

/// What each side attacks, as Stockfish's threats read it ([`sf_threats_of`]).
struct SfAttacks {
    all: [SquareSet; 2],
    twice: [SquareSet; 2],
    pawns: [SquareSet; 2],
    /// By knights, bishops and hia.
    minors: [SquareSet; 2],
    rooks: [SquareSet; 2],
    king: [SquareSet; 2],
}

/// Stockfish's threats of side `c` (middle game, endgame, in its units; [`Weights::sf_threats`]).
fn sf_threats_of(board: &Board, t: &Tables, c: Color, a: &SfAttacks) -> (i32, i32) {
    let (us, them) = (c.index(), (!c).index());
    let theirs = board.by_color(!c);
    let pawns = board.by_kind(PieceKind::Pawn);
    let non_pawn = theirs - pawns;
    let strongly = a.pawns[them] | (a.twice[them] - a.twice[us]);
    let defended = non_pawn & strongly;
    let weak = (theirs - strongly) & a.all[us];
    let mut score = (0, 0);
    let mut add = |(mg, eg): (i32, i32), n: u32| {
        score.0 += mg * n as i32;
        score.1 += eg * n as i32;
    };
    let kind_at = |sq| board.piece_at(sq).map_or(0, |p| sf_type(p.kind));
    for sq in ((defended | weak) & a.minors[us]).iter() {
        add(SF_THREAT_BY_MINOR[kind_at(sq)], 1);
    }
    for sq in (weak & a.rooks[us]).iter() {
        add(SF_THREAT_BY_ROOK[kind_at(sq)], 1);
    }
    if (weak & a.king[us]).any() {
        add((24, 89), 1);
    }
    // Hanging: weak, and not defended at all, or an officer we attack twice.
    let hanging = weak & ((weak - a.all[them]) | (non_pawn & a.twice[us]));
    add((69, 36), hanging.count());
    // Restricted: squares they attack, not strongly, that we attack too.
    add((7, 7), ((a.all[them] - strongly) & a.all[us]).count());
    // Our pawns that stand safe (not attacked, or defended) and the officers they attack.
    let safe = |sq: Square| !a.all[them].contains(sq) || a.all[us].contains(sq);
    let own_pawns = board.pieces(c, PieceKind::Pawn);
    let mut by_safe_pawns = SquareSet::EMPTY;
    let mut by_pushes = SquareSet::EMPTY;
    let occ = board.occupied();
    for sq in own_pawns.iter() {
        if safe(sq) {
            by_safe_pawns |= t.pawn_attacks(c, sq);
        }
        // A step to an empty square that their pawns do not attack and that is safe.
        if let Some(to) = t.step(forward(c), sq)
            && !occ.contains(to)
            && !a.pawns[them].contains(to)
            && safe(to)
        {
            by_pushes |= t.pawn_attacks(c, to);
        }
    }
    add((173, 94), (by_safe_pawns & non_pawn).count());
    add((48, 39), (by_pushes & non_pawn).count());
    score
}

/// Stockfish's bonus for connected pawns by their rank (from their own side, 0 the first).
const SF_CONNECTED: [i32; 7] = [0, 5, 7, 11, 23, 48, 87];

/// One entry of the cache of Stockfish's pawn structure: both sides' pawns, the board's side
/// and each side's (middle game, endgame) score.
#[derive(Clone, Copy, Default)]
struct SfPawnEntry {
    pawns: [SquareSet; 2],
    side: u8,
    score: [(i32, i32); 2],
}

thread_local! {
    /// Each thread's scores of Stockfish's pawn structure by the pawns' placement (the key is
    /// the whole placement, so a hit is exact; an empty entry's side 0 matches no board).
    static SF_PAWNS: std::cell::RefCell<Vec<SfPawnEntry>> =
        std::cell::RefCell::new(vec![SfPawnEntry::default(); PAWN_CACHE]);
}

/// [`sf_pawns_of`], looked up in (or added to) the thread's cache by the pawns.
fn sf_pawns_cached(board: &Board, side: u8) -> [(i32, i32); 2] {
    let pawns = Color::ALL.map(|c| board.pieces(c, PieceKind::Pawn));
    let at = pawn_hash(board) as usize & (PAWN_CACHE - 1);
    SF_PAWNS.with(|cache| {
        let mut cache = cache.borrow_mut();
        let e = cache[at];
        if e.pawns == pawns && e.side == side {
            return e.score;
        }
        let score = sf_pawns_of(board, side);
        cache[at] = SfPawnEntry { pawns, side, score };
        score
    })
}

/// Stockfish's pawn structure of each side (middle game, endgame, in its units; its
/// pawns.cpp's `evaluate`; [`Weights::sf_pawns`]).
fn sf_pawns_of(board: &Board, side: u8) -> [(i32, i32); 2] {
    let side = side as i32;
    // Each side's pawns by file and by rank from White's side.
    let mut grid = [[[false; 10]; 10]; 2];
    for c in Color::ALL {
        for sq in board.pieces(c, PieceKind::Pawn).iter() {
            grid[c.index()][sq.file() as usize][sq.rank() as usize] = true;
        }
    }
    let pawn = |c: Color, file: i32, rank: i32| {
        // `rank` from `c`'s own side.
        (0..side).contains(&file) && (0..side).contains(&rank) && {
            let abs = if c == Color::White {
                rank
            } else {
                side - 1 - rank
            };
            grid[c.index()][file as usize][abs as usize]
        }
    };
    Color::ALL.map(|c| {
        let them = !c;
        // Their pawns and the squares they attack, by `c`'s ranks.
        let theirs_or_attacked = |f: i32, r: i32| {
            pawn(them, f, side - 1 - r)
                || [f - 1, f + 1]
                    .into_iter()
                    .any(|g| pawn(them, g, side - 1 - (r + 1)))
        };
        let own = board
            .pieces(c, PieceKind::Pawn)
            .iter()
            .map(|sq| (sq.file() as i32, relative_rank(sq, c, side as u8) as i32));
        // Doubled early: none of our pawns faces one of theirs or a square they attack.
        let fixed = own.clone().any(|(f, r)| theirs_or_attacked(f, r + 1));
        let theirs_at = |f: i32, r: i32| pawn(them, f, side - 1 - r);
        let (mut mg, mut eg) = (0, 0);
        let mut sub = |(a, b): (i32, i32)| {
            mg -= a;
            eg -= b;
        };
        let mut gains = (0, 0);
        for (f, r) in own {
            let opposed = (r + 1..side).any(|q| theirs_at(f, q));
            let blocked = theirs_at(f, r + 1);
            let levers = [f - 1, f + 1]
                .into_iter()
                .filter(|&g| theirs_at(g, r + 1))
                .count() as i32;
            let doubled = r > 0 && pawn(c, f, r - 1);
            let neighbour_at = |q: i32| pawn(c, f - 1, q) || pawn(c, f + 1, q);
            let no_neighbours = !(0..side).any(neighbour_at);
            let phalanx = pawn(c, f - 1, r) || pawn(c, f + 1, r);
            let support = if r > 0 {
                i32::from(pawn(c, f - 1, r - 1)) + i32::from(pawn(c, f + 1, r - 1))
            } else {
                0
            };
            if doubled && !fixed {
                sub((20, 7));
            }
            let backward = r + 1 < side && !(0..=r).any(neighbour_at) && blocked;
            if support > 0 || phalanx {
                let v = SF_CONNECTED[(r as usize).min(SF_CONNECTED.len() - 1)]
                    * (2 + i32::from(phalanx) - i32::from(opposed))
                    + 22 * support;
                gains.0 += v;
                gains.1 += v * (r - 2) / 4;
            } else if no_neighbours {
                let behind = (0..r).any(|q| pawn(c, f, q));
                let beside = [f - 1, f + 1]
                    .into_iter()
                    .any(|g| (0..side).any(|q| theirs_at(g, q)));
                if opposed && behind && !beside {
                    sub((13, 51));
                } else {
                    sub((3, 15));
                    if !opposed {
                        sub((13, 24));
                    }
                }
            } else if backward {
                sub((9, 22));
                if !opposed && f > 0 && f < side - 1 {
                    sub((13, 24));
                }
            }
            if support == 0 {
                if doubled {
                    sub((13, 51));
                }
                if levers > 1 {
                    sub((4, 58));
                }
            }
            if blocked && r >= 4 {
                sub(match r {
                    4 => (17, 6),
                    5 => (9, -2),
                    _ => (0, 0),
                });
            }
        }
        (mg + gains.0, eg + gains.1)
    })
}

/// The squares outside each side's mobility area, as Stockfish's: its pawns that are blocked
/// or still on their first two ranks, its king, and the squares the enemy's pawns attack.
fn outside_mobility_area(
    board: &Board,
    t: &Tables,
    side: u8,
    pawn_attacks: &ByColor<SquareSet>,
) -> ByColor<SquareSet> {
    let occ = board.occupied();
    ByColor::new_with(|c| {
        let mut out = pawn_attacks[!c];
        for sq in board.pieces(c, PieceKind::Pawn).iter() {
            let blocked = t.step(forward(c), sq).is_some_and(|f| occ.contains(f));
            if blocked || matches!(relative_rank(sq, c, side), 1 | 2) {
                out.insert(sq);
            }
        }
        if let Some(k) = board.king_of(c) {
            out.insert(k);
        }
        out
    })
}

/// The shared evaluation: White's score minus Black's, then from the side to move's view.
///
/// The evaluation counts and scans square sets all the time; the portable build does both
/// without the processor's instructions for them. On an x86-64 processor that has them
/// (POPCNT, LZCNT, BMI1 and BMI2: every one since about 2013) a copy compiled for them runs
/// instead, chosen at run time, so the build stays portable (docs/engine.md, "The evaluation
/// made cheaper").
fn evaluate_board(board: &Board, turn: Color, g: &Geometry, w: &Weights) -> i32 {
    #[cfg(target_arch = "x86_64")]
    if bit_instructions() {
        // SAFETY: the processor has every instruction `evaluate_board_bits` is compiled for.
        return unsafe { evaluate_board_bits(board, turn, g, w) };
    }
    evaluate_board_inline(board, turn, g, w)
}

/// Whether the processor counts and scans bits with its own instructions (looked up once).
#[cfg(target_arch = "x86_64")]
fn bit_instructions() -> bool {
    use std::sync::OnceLock;
    static HAS: OnceLock<bool> = OnceLock::new();
    *HAS.get_or_init(|| {
        std::arch::is_x86_feature_detected!("popcnt")
            && std::arch::is_x86_feature_detected!("lzcnt")
            && std::arch::is_x86_feature_detected!("bmi1")
            && std::arch::is_x86_feature_detected!("bmi2")
    })
}

/// [`evaluate_board`] compiled for the bit instructions.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "popcnt,lzcnt,bmi1,bmi2")]
fn evaluate_board_bits(board: &Board, turn: Color, g: &Geometry, w: &Weights) -> i32 {
    evaluate_board_inline(board, turn, g, w)
}

/// The evaluation itself, inlined into both of [`evaluate_board`]'s copies.
#[inline(always)]
fn evaluate_board_inline(board: &Board, turn: Color, g: &Geometry, w: &Weights) -> i32 {
    let side = g.size.side();
    let t = tables(g.size);
    let occ = board.occupied();
    // Phase: 1.0 with every officer on the board, 0 with none (by material).
    let full_phase = match g.size {
        BoardSize::Eight => 2 * (w.values[1] + 2 * w.values[2] + 2 * w.values[3] + 2 * w.values[4]),
        BoardSize::Ten => {
            2 * (w.values[1]
                + 2 * w.values[2]
                + 2 * w.values[3]
                + 2 * w.values[4]
                + 2 * w.values[6])
        }
    };
    let mut officers = 0;
    for kind in OFFICERS {
        officers += board.by_kind(kind).count() as i32 * w.values[kind.index()];
    }
    let phase = officers.min(full_phase); // out of full_phase
    // The pawns' structure (0 unless its weights are set).
    let mut score = if w.pawn_doubled != 0 || w.pawn_isolated != 0 || w.pawn_connected != 0 {
        pawn_structures(board, t, side, w)
    } else {
        [0; 2]
    };
    // What the endgame values add to the middle game's, weighed by the endgame's share.
    let mut endgame_material = [0i32; 2];
    let pawns = board.by_kind(PieceKind::Pawn);
    // The terms that are 0 in the built-in weights cost nothing there: each is computed only
    // when its weight is set.
    let tapered = w.values_endgame != w.values;
    let safe_checks = w.safe_check.iter().any(|&u| u != 0);
    // Where each side's pawns capture (towards either edge: a square in both is attacked twice).
    let pawn_sides =
        ByColor::new_with(|c| t.pawn_attack_sides(c, board.pieces(c, PieceKind::Pawn)));
    let pawn_attacks = pawn_sides.map(|[west, east]| west | east);
    let outside_area = if w.sf_mobility != 0 {
        outside_mobility_area(board, t, side, &pawn_attacks)
    } else {
        ByColor::default()
    };
    // Stockfish's mobility by side, middle game and endgame, in its units.
    let mut sf_mob = [(0i32, 0i32); 2];
    let mut attack_units = [0i32; 2]; // by the attacking side
    // Every square each side attacks, and those its pawns and its lesser officers attack.
    let by_pawns = Color::ALL.map(|c| pawn_attacks[c]);
    let mut attacked = by_pawns;
    // For Stockfish's threats: the squares each side attacks twice or more, those its rooks
    // attack, those its king attacks.
    let sf_threats = w.sf_threats != 0;
    let mut attacked2 = Color::ALL.map(|c| pawn_sides[c][0] & pawn_sides[c][1]);
    let mut by_rooks = [SquareSet::EMPTY; 2];
    let mut by_king = [SquareSet::EMPTY; 2];
    let mut by_minors = [SquareSet::EMPTY; 2];
    // Each side's attacks by kind (for the safe checks).
    let mut by_kind = [[SquareSet::EMPTY; 7]; 2];
    let kings = ByColor::new_with(|c| board.king_of(c));
    let king_zone = kings.map(|k| k.map_or(SquareSet::EMPTY, |k| t.king[k.index()]));
    let middle_files = match g.size {
        BoardSize::Eight => 3..=4,
        BoardSize::Ten => 3..=6,
    };
    // The pawns' own terms: their value, square, advance and the middle files.
    let pi = PieceKind::Pawn.index();
    for c in Color::ALL {
        let ci = c.index();
        let own = board.pieces(c, PieceKind::Pawn);
        let n = own.count() as i32;
        if tapered {
            endgame_material[ci] += n * (w.values_endgame[pi] - w.values[pi]);
        }
        let mut s = n * w.values[pi];
        for sq in own.iter() {
            s += w.psq[pi][psq_index(sq, c, side)];
            // The advance scaled to the board: 8 ranks to go on both.
            let adv = (relative_rank(sq, c, side) as usize).min(w.pawn_advance.len() - 1);
            s += w.pawn_advance[adv];
            if middle_files.contains(&sq.file()) {
                s += w.pawn_centre;
            }
        }
        score[ci] += s;
    }
    // The other men, one by one.
    for sq in (occ - pawns).iter() {
        let Some(piece) = board.piece_at(sq) else {
            continue;
        };
        let c = piece.color;
        let ci = c.index();
        let kind = piece.kind;
        let ki = kind.index();
        let mut s = w.values[ki];
        if tapered {
            endgame_material[ci] += w.values_endgame[ki] - w.values[ki];
        }
        let rr = relative_rank(sq, c, side);
        let psq = w.psq[ki][psq_index(sq, c, side)];
        if kind != PieceKind::King {
            s += psq;
        }
        match kind {
            PieceKind::King => {
                let central = centrality(sq, side) * w.king_centre_endgame;
                let back = -(rr as i32) * w.king_advance_penalty;
                let mut shelter = 0;
                if let Some(fwd) = t.step(forward(c), sq) {
                    let shield = t.king[fwd.index()] | SquareSet::from_square(fwd);
                    shelter = ((shield - SquareSet::from_square(sq)) & board.by_color(c)).count()
                        as i32
                        * w.shelter;
                }
                // Middle game terms weigh by phase, the endgame's by its complement.
                s += ((back + shelter + psq) * phase + central * (full_phase - phase))
                    / full_phase.max(1);
            }
            _ => {
                s += centrality(sq, side) * w.centre[ki];
                if kind == PieceKind::Rook && rr == side - 2 {
                    s += w.rook_seventh;
                }
                if w.outpost != 0
                    && matches!(kind, PieceKind::Knight | PieceKind::Bishop | PieceKind::Hia)
                    && rr >= side / 2
                    && pawn_attacks[c].contains(sq)
                    && !pawn_attacks[!c].contains(sq)
                {
                    s += w.outpost;
                }
                if w.long_diagonal != 0 && kind == PieceKind::Bishop {
                    let mut sees = SquareSet::EMPTY;
                    for d in [1, 3, 5, 7] {
                        sees |= t.slide(d, sq, pawns);
                    }
                    if (sees & centre(side)).count() >= 2 {
                        s += w.long_diagonal;
                    }
                }
                if w.minor_behind_pawn != 0
                    && matches!(kind, PieceKind::Knight | PieceKind::Bishop | PieceKind::Hia)
                    && t.step(forward(c), sq).is_some_and(|f| pawns.contains(f))
                {
                    s += w.minor_behind_pawn;
                }
            }
        }
        if kind == PieceKind::King {
            let a = t.king[sq.index()];
            if sf_threats {
                attacked2[ci] |= attacked[ci] & a;
                by_king[ci] = a;
            }
            attacked[ci] |= a;
        }
        if kind == PieceKind::Rook || kind == PieceKind::Queen {
            let file_pawns = board.by_kind(PieceKind::Pawn) & t.file_of(sq);
            if file_pawns.is_empty() {
                s += w.open_file;
            } else if (file_pawns & board.by_color(c)).is_empty() {
                s += w.open_file / 2;
            }
        }
        if kind != PieceKind::King {
            let a = attacks(g, t, kind, c, sq, occ);
            if sf_threats {
                attacked2[ci] |= attacked[ci] & a;
                if kind == PieceKind::Rook {
                    by_rooks[ci] |= a;
                }
            }
            attacked[ci] |= a;
            if safe_checks {
                by_kind[ci][ki] |= a;
            }
            if matches!(kind, PieceKind::Knight | PieceKind::Bishop | PieceKind::Hia) {
                by_minors[ci] |= a;
            }
            let reach = a - board.by_color(c);
            s += reach.count() as i32 * w.mobility[ki];
            if w.sf_mobility != 0 {
                // A rook sees through its own rooks, as Stockfish's.
                let own_rooks = board.pieces(c, PieceKind::Rook);
                let seen = if kind == PieceKind::Rook && own_rooks.count() > 1 {
                    attacks(g, t, kind, c, sq, occ - own_rooks)
                } else {
                    a
                };
                let (mg, eg) = sf_mobility(kind, (seen - outside_area[c]).count() as usize);
                sf_mob[ci].0 += mg;
                sf_mob[ci].1 += eg;
            }
            if w.trapped[ki] != 0 {
                let safe = (reach - pawn_attacks[!c]).count() as i32;
                s -= (TRAPPED_BELOW - safe).max(0) * w.trapped[ki];
            }
            let on_king = (a & king_zone[!c]).count() as i32;
            if on_king > 0 {
                attack_units[ci] += on_king
                    * match kind {
                        PieceKind::Queen => 4,
                        PieceKind::Rook => 3,
                        PieceKind::Hia => 2,
                        _ => 2,
                    };
            }
        }
        score[ci] += s;
    }
    let kings = board.by_kind(PieceKind::King);
    let sf_pawn_scores = if w.sf_pawns != 0 {
        sf_pawns_cached(board, side)
    } else {
        [(0, 0); 2]
    };
    for c in Color::ALL {
        let ci = c.index();
        score[ci] += endgame_material[ci] * (full_phase - phase) / full_phase.max(1);
        if w.sf_pawns != 0 {
            score[ci] += sf_centipawns(sf_pawn_scores[ci], phase, full_phase, w.sf_pawns);
        }
        if w.sf_mobility != 0 {
            score[ci] += sf_centipawns(sf_mob[ci], phase, full_phase, w.sf_mobility);
        }
        if w.bishop_pair != 0 && board.pieces(c, PieceKind::Bishop).count() >= 2 {
            score[ci] += w.bishop_pair;
        }
        if w.undeveloped == 0 && w.king_open_file == 0 {
            continue;
        }
        // The middle game's development and the king's open files.
        let mut middle = 0;
        let first_rank = match c {
            Color::White => 0,
            Color::Black => side - 1,
        };
        let minors = board.pieces(c, PieceKind::Knight) | board.pieces(c, PieceKind::Bishop);
        let first =
            SquareSet(((1u128 << side) - 1) << (u32::from(MAX_SIDE) * u32::from(first_rank)));
        middle -= (minors & first).count() as i32 * w.undeveloped;
        if let Some(k) = board.king_of(c) {
            let own = board.pieces(c, PieceKind::Pawn);
            // The king's file and those beside it, each without a pawn of its own.
            let files = [Some(k), t.step(2, k), t.step(6, k)];
            let open = files
                .into_iter()
                .flatten()
                .filter(|&f| (own & t.file_of(f)).is_empty())
                .count() as i32;
            middle -= open * w.king_open_file;
        }
        score[ci] += middle * phase / full_phase.max(1);
    }
    if w.space != 0 || w.bishop_pawns != 0 {
        let extra = space_and_bishop_pawns(board, side, w, &by_pawns, &attacked);
        for c in Color::ALL {
            let [space, bishops] = extra[c];
            score[c.index()] += space * phase / full_phase.max(1) + bishops;
        }
    }
    // Passed pawns are scored by their advance out of the ranks between start and promotion.
    let span = i32::from(side) - 3;
    for c in Color::ALL {
        let (ci, ei) = (c.index(), (!c).index());
        let theirs = board.by_color(!c);
        let their_officers = theirs - pawns - kings;
        // Threats: their officers attacked by our pawns, their rooks and bers attacked by our
        // lesser officers, and any man of theirs we attack that nothing of theirs defends.
        let mut threats = (their_officers & by_pawns[ci]).count() as i32 * w.threat_by_pawn;
        let majors = board.pieces(!c, PieceKind::Rook) | board.pieces(!c, PieceKind::Queen);
        threats += (majors & by_minors[ci]).count() as i32 * w.threat_by_minor;
        threats += ((theirs - kings) & (attacked[ci] - attacked[ei])).count() as i32 * w.hanging;
        if sf_threats {
            let seen = SfAttacks {
                all: attacked,
                twice: attacked2,
                pawns: by_pawns,
                minors: by_minors,
                rooks: by_rooks,
                king: by_king,
            };
            let found = sf_threats_of(board, t, c, &seen);
            threats += sf_centipawns(found, phase, full_phase, w.sf_threats);
        }
        if w.threat_by_push != 0 {
            // A step of a pawn of ours to an empty square that no enemy pawn attacks and that
            // they do not attack unless we do too; what it would attack from there.
            let mut targets = SquareSet::EMPTY;
            for sq in board.pieces(c, PieceKind::Pawn).iter() {
                if let Some(to) = t.step(forward(c), sq)
                    && !occ.contains(to)
                    && !by_pawns[ei].contains(to)
                    && (attacked[ci].contains(to) || !attacked[ei].contains(to))
                {
                    targets |= t.pawn_attacks(c, to);
                }
            }
            threats += (targets & their_officers).count() as i32 * w.threat_by_push;
        }
        score[ci] += threats;
        // Passed pawns: no pawn of theirs ahead on the file or the files beside it.
        let their_pawns = board.pieces(!c, PieceKind::Pawn);
        for sq in board.pieces(c, PieceKind::Pawn).iter() {
            let rr = relative_rank(sq, c, side) as i32;
            if (their_pawns & t.pawn_span[ci][sq.index()]).is_empty() {
                let adv = (rr - 1).max(0);
                let bonus = w.passed * adv * adv / (span * span);
                // Worth more as the officers leave the board.
                score[ci] += bonus * (2 * full_phase - phase) / (2 * full_phase.max(1));
            }
        }
        // Safe checks: squares from which a man of ours could check their king, that it
        // reaches, holding none of ours and attacked by none of theirs.
        if let Some(k) = board.king_of(!c).filter(|_| safe_checks) {
            // The rook's lines from their king, kept for the bers's when no zone brakes them.
            let mut straight = None;
            let kinds = [
                PieceKind::Rook,
                PieceKind::Queen,
                PieceKind::Bishop,
                PieceKind::Knight,
                PieceKind::Hia,
            ];
            for kind in kinds {
                let units = w.safe_check[kind.index()];
                if units == 0 || by_kind[ci][kind.index()].is_empty() {
                    continue;
                }
                let from = match (kind, straight) {
                    (PieceKind::Queen, Some(lines)) if g.zones[!c].is_empty() => {
                        let mut a = lines;
                        for d in [1, 3, 5, 7] {
                            a |= ray(t, k, d, g.queen_diagonal, occ, SquareSet::EMPTY);
                        }
                        a
                    }
                    _ => attacks(g, t, kind, c, k, occ),
                };
                if kind == PieceKind::Rook {
                    straight = Some(from);
                }
                let safe = (from & by_kind[ci][kind.index()]) - board.by_color(c) - attacked[ei];
                attack_units[ci] += safe.count() as i32 * units;
            }
        }
        let u = attack_units[c.index()].min(40);
        // The attack matters while the defender still has to fear a mate: weigh by phase.
        let bonus = u * u * w.king_attack / 16;
        score[c.index()] += bonus * phase / full_phase.max(1);
    }
    let white = cannot_win_cut(board, g, w, robado_cut(board, g, w, score[0] - score[1]));
    let me = if turn == Color::White { white } else { -white };
    me + w.tempo
}

/// `white`, White's score less Black's, cut by [`Weights::robado_lone_long`] or
/// [`Weights::robado_two_long`] where a bare king draws and the side behind has one man left
/// that is a rook or the bers, or two men, one of them a rook or the bers.
#[inline]
fn robado_cut(board: &Board, g: &Geometry, w: &Weights, white: i32) -> i32 {
    if !g.robado || (w.robado_lone_long == 0 && w.robado_two_long == 0) {
        return white;
    }
    let men = board.men(!side_ahead(white));
    let long = men & (board.by_kind(PieceKind::Rook) | board.by_kind(PieceKind::Queen));
    let cut = match men.count() {
        _ if long.is_empty() => 0,
        1 => w.robado_lone_long,
        2 => w.robado_two_long,
        _ => 0,
    };
    cut_by(white, cut)
}

/// The side ahead by `white`, White's score less Black's (Black where it is level).
#[inline]
fn side_ahead(white: i32) -> Color {
    if white > 0 {
        Color::White
    } else {
        Color::Black
    }
}

/// `white` less `percent` of it (the percent held within 0 … 100).
#[inline]
fn cut_by(white: i32, percent: i32) -> i32 {
    white * (100 - percent.clamp(0, 100)) / 100
}

/// `white`, White's score less Black's, cut by [`Weights::cannot_win`] where the side ahead
/// cannot win: its only men are bishops or only knights and the rules let neither mate for a
/// win ([`Geometry::bishops_cannot_win`], [`Geometry::knights_cannot_win`]).
#[inline]
fn cannot_win_cut(board: &Board, g: &Geometry, w: &Weights, white: i32) -> i32 {
    if !(g.bishops_cannot_win || g.knights_cannot_win) || w.cannot_win == 0 || white == 0 {
        return white;
    }
    let men = board.men(side_ahead(white));
    let only = |kind: PieceKind| !men.is_empty() && men.is_subset(board.by_kind(kind));
    if (g.bishops_cannot_win && only(PieceKind::Bishop))
        || (g.knights_cannot_win && only(PieceKind::Knight))
    {
        cut_by(white, w.cannot_win)
    } else {
        white
    }
}

impl Evaluate for shatar::Position {
    fn evaluate(&self) -> i32 {
        self.evaluate_with(&weights_shatar(&self.options()))
    }

    fn evaluate_with(&self, w: &Weights) -> i32 {
        evaluate_board(self.board(), self.turn(), &shatar_geometry(self), w)
    }

    fn weights(&self) -> Weights {
        weights_shatar(&self.options()).into_owned()
    }

    fn evaluation_key(&self) -> u64 {
        options_key(&self.options())
    }

    fn value(&self, kind: PieceKind) -> i32 {
        weights_shatar(&self.options()).values[kind.index()]
    }

    fn drawn_at_once(&self) -> bool {
        let b = self.board();
        Color::ALL
            .iter()
            .any(|&c| b.by_color(c) == b.pieces(c, PieceKind::King))
    }

    fn pass(&self) -> Option<Self> {
        if self.shak_series(self.turn()) {
            return None;
        }
        let s = passed_setup(self)?;
        shatar::Position::from_setup(&s, self.options()).ok()
    }
}

impl Evaluate for hiashatar::Position {
    fn evaluate(&self) -> i32 {
        self.evaluate_with(&weights_hiashatar(&self.options()))
    }

    fn evaluate_with(&self, w: &Weights) -> i32 {
        evaluate_board(self.board(), self.turn(), &hiashatar_geometry(self), w)
    }

    fn weights(&self) -> Weights {
        weights_hiashatar(&self.options()).into_owned()
    }

    fn evaluation_key(&self) -> u64 {
        options_key(&self.options())
    }

    fn value(&self, kind: PieceKind) -> i32 {
        weights_hiashatar(&self.options()).values[kind.index()]
    }

    fn drawn_at_once(&self) -> bool {
        self.is_dead_material()
    }

    fn pass(&self) -> Option<Self> {
        let s = passed_setup(self)?;
        hiashatar::Position::from_setup(&s, self.options()).ok()
    }
}

/// A hash of a game's options, equal for equal options ([`Evaluate::evaluation_key`]).
fn options_key(options: &impl std::hash::Hash) -> u64 {
    use std::hash::Hasher;
    let mut h = std::hash::DefaultHasher::new();
    options.hash(&mut h);
    h.finish()
}

/// How shatar's men move, as the evaluation needs it (RULES-MONGOLIAN.md §1.2, §1.4).
fn shatar_geometry(pos: &shatar::Position) -> Geometry {
    let o = pos.options();
    Geometry {
        size: BoardSize::Eight,
        queen_diagonal: if o.modern { LONG } else { 1 },
        bishop: if o.bishop_three_squares { 3 } else { LONG },
        inside_restricts: false,
        hia_diagonal_only: false,
        zones: ByColor::default(),
        robado: true,
        // A stalemate that loses wins for bishops or knights too; the modern rules' mates all win.
        bishops_cannot_win: !o.modern && !o.stalemate_loses,
        knights_cannot_win: !o.modern
            && !o.stalemate_loses
            && o.knight_mate != shatar::KnightMate::Wins,
    }
}

/// How hiashatar's men move, its hia's zones included (RULES-MONGOLIAN.md §2.2, §2.3, §2.5).
fn hiashatar_geometry(pos: &hiashatar::Position) -> Geometry {
    let o = pos.options();
    let zones = if o.zone_brakes_both_sides {
        // Every zone brakes everyone: each side is braked by both sides' zones.
        let all = pos.zones(Color::White) | pos.zones(Color::Black);
        ByColor::new_with(|_| all)
    } else {
        ByColor::new_with(|c| pos.zones(c))
    };
    Geometry {
        size: BoardSize::Ten,
        queen_diagonal: LONG,
        bishop: LONG,
        inside_restricts: !o.zone_brakes_only_passing,
        hia_diagonal_only: o.hia_captures_diagonally_only,
        zones,
        robado: false,
        bishops_cannot_win: false,
        knights_cannot_win: false,
    }
}

/// Shatar's weights, built once per option set (the options are few and the weights cheap, but
/// the evaluation runs at every leaf).
fn weights_shatar(o: &shatar::Options) -> Cow<'static, Weights> {
    use std::sync::OnceLock;
    static DEFAULT: OnceLock<Weights> = OnceLock::new();
    if *o == shatar::Options::default() {
        Cow::Borrowed(DEFAULT.get_or_init(|| Weights::shatar(o)))
    } else {
        Cow::Owned(Weights::shatar(o))
    }
}

fn weights_hiashatar(o: &hiashatar::Options) -> Cow<'static, Weights> {
    use std::sync::OnceLock;
    static DEFAULT: OnceLock<Weights> = OnceLock::new();
    if *o == hiashatar::Options::default() {
        Cow::Borrowed(DEFAULT.get_or_init(|| Weights::hiashatar(o)))
    } else {
        Cow::Owned(Weights::hiashatar(o))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_starts_are_level_but_for_the_tempo() {
        let s = shatar::Position::default();
        assert_eq!(s.evaluate(), Weights::shatar(&s.options()).tempo);
        let h = hiashatar::Position::default();
        assert_eq!(h.evaluate(), Weights::hiashatar(&h.options()).tempo);
    }

    #[test]
    fn a_mirrored_position_scores_the_same_for_the_other_side() {
        let fen = "r2k3r/1P3P2/2n5/8/2J5/8/2b3p1/R3K2R w - - 0 1";
        let a = shatar::Position::from_fen(fen, shatar::Options::default()).unwrap();
        let setup = a.to_setup().flipped_colors();
        let b = shatar::Position::from_setup(&setup, shatar::Options::default()).unwrap();
        assert_eq!(a.evaluate(), b.evaluate());
    }

    /// Every term of the evaluation on, at values that are none of the built-in ones.
    fn every_term(mut w: Weights) -> Weights {
        w.sf_mobility = 50;
        w.sf_threats = 60;
        w.sf_pawns = 70;
        w.trapped = [0, 3, 4, 5, 6, 0, 7];
        w.space = 20;
        w.bishop_pawns = 3;
        w.minor_behind_pawn = 5;
        w.threat_by_push = 7;
        w.long_diagonal = 9;
        w.outpost = 11;
        w.safe_check = [0, 2, 3, 4, 5, 0, 6];
        w.robado_lone_long = 55;
        w.robado_two_long = 20;
        w.cannot_win = 80;
        w
    }

    /// The positions of a game of pseudo-random moves from `start` (up to `plies`).
    fn random_game<P: Variant>(start: P, seed: u64, plies: usize) -> Vec<P> {
        let mut x = seed;
        let mut out = vec![start];
        for _ in 0..plies {
            let p = out.last().expect("the start").clone();
            let moves = p.legal_moves();
            if moves.is_empty() {
                break;
            }
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            let mut next = p;
            next.play_unchecked(&moves[(x % moves.len() as u64) as usize]);
            out.push(next);
        }
        out
    }

    /// Both copies of the evaluation agree along a game of random moves from `start`, with
    /// the built-in weights and with every term on.
    fn copies_agree<P: Evaluate>(start: P, seed: u64, geometry: fn(&P) -> Geometry) {
        for w in [start.weights(), every_term(start.weights())] {
            for p in random_game(start.clone(), seed, 150) {
                let g = geometry(&p);
                assert_eq!(
                    evaluate_board(p.board(), p.turn(), &g, &w),
                    evaluate_board_inline(p.board(), p.turn(), &g, &w),
                    "{}",
                    p.fen()
                );
            }
        }
    }

    #[test]
    fn the_copy_for_the_bit_instructions_scores_as_the_portable_one() {
        // Where the processor lacks the instructions both calls run the portable copy.
        for seed in [3, 17] {
            let s = shatar::Position::new(shatar::Options::default());
            copies_agree(s, seed, shatar_geometry);
            let h = hiashatar::Position::new(hiashatar::Options::default());
            copies_agree(h, seed, hiashatar_geometry);
        }
    }

    /// What one weight adds to a shatar position's value for the side to move: the evaluation
    /// with the built-in weights (but the cut of a side that cannot win, as [`term_at`]) less
    /// the evaluation with that weight at 0.
    fn term(fen: &str, weight: fn(&mut Weights) -> &mut i32) -> i32 {
        let p = shatar::Position::from_fen(fen, shatar::Options::default()).unwrap();
        let mut w = p.weights();
        w.cannot_win = 0;
        let mut without = w;
        *weight(&mut without) = 0;
        p.evaluate_with(&w) - p.evaluate_with(&without)
    }

    /// What one weight at `value` adds to a shatar position's value for the side to move,
    /// against that weight at 0 (the others built in, but the cut of a side that cannot win:
    /// the terms' small positions often leave a side bishops or knights alone).
    fn term_at(fen: &str, weight: fn(&mut Weights) -> &mut i32, value: i32) -> i32 {
        let p = shatar::Position::from_fen(fen, shatar::Options::default()).unwrap();
        let mut base = p.weights();
        base.cannot_win = 0;
        let (mut with, mut without) = (base, base);
        *weight(&mut with) = value;
        *weight(&mut without) = 0;
        p.evaluate_with(&with) - p.evaluate_with(&without)
    }

    #[test]
    fn the_pawn_structure_cache_keys_on_the_pawns_and_the_weights() {
        let fen = "4k3/7p/8/8/3PP3/P7/P6P/4K3 w - - 0 1";
        // Asked again (a cache hit) and under other weights for the same pawns (a miss).
        for _ in 0..2 {
            assert_eq!(term_at(fen, |w| &mut w.pawn_connected, 10), 20);
            assert_eq!(term_at(fen, |w| &mut w.pawn_connected, 7), 14);
        }
        // A thread with an empty cache scores as this one, which has the entry.
        let p = shatar::Position::from_fen(fen, shatar::Options::default()).unwrap();
        let mut w = p.weights();
        (w.pawn_doubled, w.pawn_isolated, w.pawn_connected) = (5, 7, 10);
        let here = p.evaluate_with(&w);
        let fresh = std::thread::scope(|s| s.spawn(|| p.evaluate_with(&w)).join().unwrap());
        assert_eq!(here, fresh);
    }

    #[test]
    fn pawn_structure_counts_doubled_isolated_and_connected_pawns() {
        // White: a2 a3 doubled and isolated (the rear one doubled), d4 e4 side by side, h2
        // isolated. Black: the pawn on h7 alone.
        let fen = "4k3/7p/8/8/3PP3/P7/P6P/4K3 w - - 0 1";
        assert_eq!(term_at(fen, |w| &mut w.pawn_doubled, 10), -10);
        assert_eq!(term_at(fen, |w| &mut w.pawn_isolated, 10), -30 + 10);
        assert_eq!(term_at(fen, |w| &mut w.pawn_connected, 10), 20);
        // Defended from behind counts as connected: d4 defended by c3 (and c3 has d4 beside
        // it one rank up, which is not), Black to move sees it against itself.
        let fen = "4k3/8/8/8/3P4/2P5/8/4K3 b - - 0 1";
        assert_eq!(term_at(fen, |w| &mut w.pawn_connected, 10), -10);
        assert_eq!(term_at(fen, |w| &mut w.pawn_isolated, 10), 0);
    }

    #[test]
    fn an_outpost_is_in_the_other_half_defended_by_a_pawn_and_safe_from_theirs() {
        let outpost = "4k3/8/8/3N4/4P3/8/8/4K3 w - - 0 1";
        assert_eq!(term_at(outpost, |w| &mut w.outpost, 25), 25);
        // A pawn of theirs on c6 attacks d5: no outpost; nor on d4 (White's own half).
        let attacked = "4k3/8/2p5/3N4/4P3/8/8/4K3 w - - 0 1";
        assert_eq!(term_at(attacked, |w| &mut w.outpost, 25), 0);
        let own_half = "4k3/8/8/8/3N4/4P3/8/4K3 w - - 0 1";
        assert_eq!(term_at(own_half, |w| &mut w.outpost, 25), 0);
    }

    #[test]
    fn development_and_the_kings_files_count_in_the_middle_game_only() {
        let start = shatar::Position::default().fen();
        // At the start both sides have four lesser officers at home and pawns before their
        // kings: level.
        assert_eq!(term_at(&start, |w| &mut w.undeveloped, 10), 0);
        assert_eq!(term_at(&start, |w| &mut w.king_open_file, 10), 0);
        // White's knights out, Black's at home: White is better by twice the weight.
        let developed = "r1bjkb1r/pppp1ppp/8/4p3/4P3/2N2N2/PPPP1PPP/R1BJKB1R w - - 0 1";
        let black_home = "rnbjkbnr/pppp1ppp/8/4p3/4P3/2N2N2/PPPP1PPP/R1BJKB1R w - - 0 1";
        assert_eq!(term_at(developed, |w| &mut w.undeveloped, 10), 0);
        assert_eq!(term_at(black_home, |w| &mut w.undeveloped, 10), 20);
        // Without officers there is no middle game: nothing counts.
        let bare = "4k3/8/8/8/8/8/8/4K3 w - - 0 1";
        assert_eq!(term_at(bare, |w| &mut w.king_open_file, 10), 0);
    }

    #[test]
    fn piece_square_terms_count_from_each_side_and_the_nearer_edge() {
        // White's knight on d4 and Black's on e5 stand on the same square of their tables
        // (rank 3 from their side, file 3 from the nearer edge): level.
        let p = shatar::Position::from_fen("4k3/8/8/4n3/3N4/8/8/4K3 w - - 0 1", Default::default())
            .unwrap();
        let side = 8;
        let d4 = Square::new(3, 3).unwrap();
        let e5 = Square::new(4, 4).unwrap();
        assert_eq!(psq_index(d4, Color::White, side), 3 * 5 + 3);
        assert_eq!(psq_index(e5, Color::Black, side), 3 * 5 + 3);
        let mut w = p.weights();
        let before = p.evaluate_with(&w);
        w.psq[PieceKind::Knight.index()][18] = 40;
        assert_eq!(p.evaluate_with(&w), before);
        // White's knight alone on it: White gains the term.
        let q = shatar::Position::from_fen("4k3/8/8/8/3N4/8/8/4K3 w - - 0 1", Default::default())
            .unwrap();
        // (Not cut as a side with knights alone: the term whole.)
        let mut w = q.weights();
        w.cannot_win = 0;
        let before = q.evaluate_with(&w);
        w.psq[PieceKind::Knight.index()][18] = 40;
        assert_eq!(q.evaluate_with(&w) - before, 40);
        // The names read back.
        let at = weight_index("psq_knight_r3_f3").unwrap();
        assert_eq!(
            at,
            SCALAR_WEIGHTS + PieceKind::Knight.index() * PSQ_LEN + 18
        );
        assert_eq!(weight_name(at).unwrap(), "psq_knight_r3_f3");
        assert_eq!(weight_name(Weights::LEN), None);
        for bad in [
            "psq_knight_r10_f0",
            "psq_knight_r1_f5",
            "psq_camel_r1_f1",
            "psq_knight",
        ] {
            assert_eq!(weight_index(bad), None, "{bad}");
        }
        let v = Weights::from_text("psq_pawn_r4_f3 = -12\n", &w).unwrap();
        assert_eq!(v.psq[PieceKind::Pawn.index()][23], -12);
    }

    #[test]
    fn the_bishop_pair_and_the_endgame_values() {
        let pair = "4k3/8/8/8/8/8/8/2B1KB2 w - - 0 1";
        assert_eq!(term_at(pair, |w| &mut w.bishop_pair, 30), 30);
        let one = "4k3/8/8/8/8/8/8/2B1K3 w - - 0 1";
        assert_eq!(term_at(one, |w| &mut w.bishop_pair, 30), 0);
        // A lone pawn against a bare king: all endgame; its endgame value counts whole.
        let p = shatar::Position::from_fen("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1", Default::default())
            .unwrap();
        let mut w = p.weights();
        let before = p.evaluate_with(&w);
        w.values_endgame[PieceKind::Pawn.index()] += 40;
        assert_eq!(p.evaluate_with(&w) - before, 40);
        // With every officer on the board the endgame values count for nothing.
        let s = shatar::Position::default();
        let mut w = s.weights();
        w.values_endgame[PieceKind::Knight.index()] += 100;
        assert_eq!(s.evaluate_with(&w), s.evaluate());
    }

    /// Robado (§1.3): the side ahead's lead is cut where the side behind is down to a lone
    /// rook or bers (which checks and offers itself until the bare king draws), less with one
    /// more man beside it, not at all over a lone pawn or minor man (left alone and mated), nor
    /// in hiashatar, which has no robado.
    #[test]
    fn robado_cuts_the_lead_over_a_lone_rook_or_bers_in_shatar_only() {
        // Cut by `percent`, from the side to move's view (the tempo is not cut).
        let cut = |fen: &str, percent: i32| {
            let p = shatar::Position::from_fen(fen, shatar::Options::default()).unwrap();
            let mut w = p.weights();
            (w.robado_lone_long, w.robado_two_long) = (60, 25);
            let with = p.evaluate_with(&w);
            (w.robado_lone_long, w.robado_two_long) = (0, 0);
            let without = p.evaluate_with(&w);
            assert_eq!(
                with - w.tempo,
                (without - w.tempo) * (100 - percent) / 100,
                "{fen}"
            );
            assert!(percent == 0 || (with - w.tempo).abs() < (without - w.tempo).abs());
        };
        // A bers and a pawn against a lone rook, from either side's move; against a lone bers.
        cut("8/2k5/5P2/3J4/8/7r/8/6K1 w - - 0 1", 60);
        cut("8/2k5/5P2/3J4/8/7r/8/6K1 b - - 0 1", 60);
        cut("8/2k5/8/3J4/3R4/7j/8/6K1 b - - 0 1", 60);
        // Black's bers ahead of a rook and a pawn: White, behind with two men, one a rook.
        cut("8/2k5/5P2/3R4/8/7j/8/6K1 w - - 0 1", 25);
        // The rook and a pawn: a quarter; a lone pawn or knight, or three men: nothing.
        cut("8/2k5/5P2/3J4/8/7r/1p6/6K1 w - - 0 1", 25);
        cut("8/2k5/5P2/3J4/8/8/1p6/6K1 w - - 0 1", 0);
        cut("8/2k5/5P2/3J4/8/7n/8/6K1 w - - 0 1", 0);
        cut("8/1pk3p1/5P2/3J4/8/7r/8/6K1 w - - 0 1", 0);
        // Black ahead: White's lone rook cuts Black's lead.
        cut("6k1/8/7R/8/3j4/5p2/2K5/8 w - - 0 1", 60);
        // Hiashatar has no robado: the same weights change nothing there.
        let h = hiashatar::Position::from_fen(
            "10/2k7/5P4/3Q6/10/7r2/10/10/10/6K3 w - - 0 1",
            hiashatar::Options::default(),
        )
        .unwrap();
        let mut w = h.weights();
        let before = h.evaluate_with(&w);
        (w.robado_lone_long, w.robado_two_long) = (60, 25);
        assert_eq!(h.evaluate_with(&w), before);
    }

    /// RULES-MONGOLIAN.md §1.3: bishops alone give no shak, so every mate they give is niol (a
    /// draw); knights alone may not mate (the mating side loses, or with the option the mate is
    /// not a legal move). A side left with bishops only or knights only and no pawn cannot
    /// win: its lead is cut by `cannot_win` (88 %), the side behind keeps its whole score. Where the options
    /// let them win (the modern rules, a knight's mate that wins, a stalemate that loses),
    /// nothing is cut; nor in hiashatar.
    #[test]
    fn a_side_that_cannot_win_keeps_little_of_its_lead() {
        let eval = |fen: &str, o: shatar::Options| {
            let p = shatar::Position::from_fen(fen, o).unwrap();
            p.evaluate() - p.weights().tempo
        };
        let plain = shatar::Options::default();
        let modern = shatar::Options {
            modern: true,
            ..plain
        };
        let knight_wins = shatar::Options {
            knight_mate: shatar::KnightMate::Wins,
            ..plain
        };
        let stalemate_loses = shatar::Options {
            stalemate_loses: true,
            ..plain
        };
        // Two bishops against a pawn: White ahead cannot win (from either side's move).
        for fen in [
            "8/6p1/3k4/8/8/3BB3/8/4K3 w - - 0 1",
            "8/6p1/3k4/8/8/3BB3/8/4K3 b - - 0 1",
        ] {
            let (cut, whole) = (eval(fen, plain), eval(fen, stalemate_loses));
            let sign = if fen.contains(" w ") { 1 } else { -1 };
            assert!(sign * whole > 300, "{fen}: {whole}");
            assert_eq!(cut, whole * (100 - 88) / 100, "{fen}");
        }
        // Under the modern rules nothing is cut; the knight's option leaves the bishops cut.
        let b = "8/6p1/3k4/8/8/3BB3/8/4K3 w - - 0 1";
        assert!(eval(b, plain) * 4 < eval(b, modern));
        assert_eq!(eval(b, knight_wins), eval(b, plain));
        // Two knights: cut unless the knight's mate wins.
        let n = "8/6p1/3k4/8/8/3NN3/8/4K3 w - - 0 1";
        assert!(
            eval(n, plain) * 4 < eval(n, knight_wins),
            "{}",
            eval(n, plain)
        );
        // A knight and a bishop (a knight's shak, then the bishop's mate, wins), or a pawn
        // besides the bishops (it becomes a bers): nothing cut.
        for fen in [
            "8/6p1/3k4/8/8/3BN3/8/4K3 w - - 0 1",
            "8/6p1/3k4/8/P7/3BB3/8/4K3 w - - 0 1",
        ] {
            assert_eq!(eval(fen, plain), eval(fen, stalemate_loses), "{fen}");
        }
        // Black's bishops ahead: Black's lead is cut the same way.
        let black = "4k3/8/3bb3/8/8/3K4/6P1/8 w - - 0 1";
        assert!(eval(black, plain) < 0 && eval(black, plain) * 4 > eval(black, stalemate_loses));
        // The side behind with bishops only keeps its whole score (it is not ahead).
        let behind = "8/8/3k4/8/2j5/3BB3/8/4K3 w - - 0 1";
        assert_eq!(eval(behind, plain), eval(behind, stalemate_loses));
    }

    #[test]
    fn a_hemmed_in_man_loses_by_its_missing_safe_squares() {
        // The white knight on h4: f3 and g2 hold its own pawns, f5 and g6 are attacked by the
        // black pawns on e6/g7 and h7/f7: no safe square, four short.
        let hemmed = "4k3/5ppp/4p3/8/7N/5P2/6P1/4K3 w - - 0 1";
        assert_eq!(term_at(hemmed, |w| &mut w.trapped[4], 10), -40);
        // The same for Black to move: for the side to move, so the other way.
        let black = "4k3/5ppp/4p3/8/7N/5P2/6P1/4K3 b - - 0 1";
        assert_eq!(term_at(black, |w| &mut w.trapped[4], 10), 40);
        // In the centre, with eight safe squares, nothing.
        let free = "4k3/5ppp/8/8/3N4/8/6P1/4K3 w - - 0 1";
        assert_eq!(term_at(free, |w| &mut w.trapped[4], 10), 0);
        // The knight's weight alone: a bishop is not a knight.
        assert_eq!(term_at(hemmed, |w| &mut w.trapped[3], 10), 0);
    }

    #[test]
    fn a_safe_check_adds_to_the_attack_and_a_defended_one_does_not() {
        // (Large weights, so that the bonus, weighed by the few officers left, shows.)
        // The rook on d1 can check on d8, which no black man attacks.
        let safe = "6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1";
        assert!(term_at(safe, |w| &mut w.safe_check[2], 20) > 0);
        // The same from Black's side: against the side to move.
        let black = "6k1/5ppp/8/8/8/8/5PPP/3R2K1 b - - 0 1";
        assert!(term_at(black, |w| &mut w.safe_check[2], 20) < 0);
        // Black's rook on a8 guards d8: no safe check (and none of Black's reaches g1).
        let guarded = "r5k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1";
        assert_eq!(term_at(guarded, |w| &mut w.safe_check[2], 20), 0);
        // A knight's check square counts under the knight's weight, not the rook's.
        let knight = "6k1/5ppp/8/3N4/8/8/5PPP/6K1 w - - 0 1";
        assert!(term_at(knight, |w| &mut w.safe_check[4], 20) > 0);
        assert_eq!(term_at(knight, |w| &mut w.safe_check[2], 20), 0);
    }

    #[test]
    fn threats_count_for_the_side_that_makes_them() {
        let w = Weights::shatar(&shatar::Options::default());
        // The pawn on e4 attacks the knight on d5, which nothing defends.
        let fen = "4k3/8/8/3n4/4P3/8/8/4K3 w - - 0 1";
        assert_eq!(term(fen, |w| &mut w.threat_by_pawn), w.threat_by_pawn);
        assert_eq!(term(fen, |w| &mut w.hanging), w.hanging);
        assert_eq!(term(fen, |w| &mut w.threat_by_minor), 0);
        // The knight on e3 attacks the tereg on d5; Black to move sees it against itself.
        let fen = "4k3/8/8/3r4/8/4N3/8/4K3 b - - 0 1";
        assert_eq!(term(fen, |w| &mut w.threat_by_minor), -w.threat_by_minor);
        assert_eq!(term(fen, |w| &mut w.threat_by_pawn), 0);
        // Defended by its pawn, the knight is threatened but not hanging.
        let fen = "4k3/8/4p3/3n4/4P3/8/8/4K3 w - - 0 1";
        assert_eq!(term(fen, |w| &mut w.hanging), 0);
        assert_eq!(term(fen, |w| &mut w.threat_by_pawn), w.threat_by_pawn);
    }

    #[test]
    fn a_passed_pawn_gains_by_its_advance_and_a_blocked_one_nothing() {
        let w = Weights::shatar(&shatar::Options::default());
        // d4: two ranks advanced of the five before the last, no officers left.
        let fen = "4k3/8/8/8/3P4/8/8/4K3 w - - 0 1";
        assert_eq!(term(fen, |w| &mut w.passed), w.passed * 4 / 25);
        let further = "4k3/8/3P4/8/8/8/8/4K3 w - - 0 1";
        assert_eq!(term(further, |w| &mut w.passed), w.passed * 16 / 25);
        // The pawn on e6 stands ahead of d4 on the file beside it, and d4 ahead of e6.
        let blocked = "4k3/8/4p3/8/3P4/8/8/4K3 w - - 0 1";
        assert_eq!(term(blocked, |w| &mut w.passed), 0);
    }

    #[test]
    fn space_counts_the_safe_middle_squares_of_each_half_by_the_men() {
        // Every officer on the board (the middle game whole); White's one pawn on d2: eleven
        // safe squares, nine men (weight 6); Black's twelve, eight men (weight 5).
        let one = "rnbjkbnr/8/8/8/8/8/3P4/RNBJKBNR w - - 0 1";
        assert_eq!(
            term_at(one, |w| &mut w.space, 64),
            (11 * 36 - 12 * 25) * 64 / 256
        );
        // d4 and e4: ten safe squares and four behind them that nothing of Black's attacks;
        // Black loses the four its pawns attack.
        let two = "rnbjkbnr/8/8/8/3PP3/8/8/RNBJKBNR w - - 0 1";
        assert_eq!(
            term_at(two, |w| &mut w.space, 64),
            14 * 49 * 64 / 256 - 8 * 25 * 64 / 256
        );
        // None in the endgame.
        assert_eq!(
            term_at("4k3/8/8/8/3PP3/8/8/4K3 w - - 0 1", |w| &mut w.space, 64),
            0
        );
    }

    #[test]
    fn bishop_pawns_count_the_pawns_on_its_colour_more_when_the_middle_is_blocked() {
        check_term(
            |w| &mut w.bishop_pawns,
            10,
            &[
                // The bishop on c1 (dark) and two pawns on dark squares, b2 and d2.
                ("4k3/8/8/8/8/8/1P1P4/2B1K3 w - - 0 1", -20),
                // d2 blocked on a middle file: each pawn counts twice.
                ("4k3/8/8/8/8/3p4/1P1P4/2B1K3 w - - 0 1", -40),
                // On c3, defended by both pawns: nothing.
                ("4k3/8/8/8/8/2B5/1P1P4/4K3 w - - 0 1", 0),
                // The other side's bishop counts for it.
                ("2b1k3/1p1p4/8/8/8/8/8/4K3 w - - 0 1", 20),
            ],
        );
    }

    #[test]
    fn stockfish_s_terms_score_a_mirrored_position_the_same_for_the_other_side() {
        let fens = [
            "r1bjkb1r/pp2pppp/2n2n2/2pp4/3P4/2N1PN2/PPP2PPP/R1BJKB1R w - - 0 5",
            "r2k3r/1P3P2/2n5/8/2J5/8/2b3p1/R3K2R w - - 0 1",
        ];
        for fen in fens {
            let a = shatar::Position::from_fen(fen, shatar::Options::default()).unwrap();
            let setup = a.to_setup().flipped_colors();
            let b = shatar::Position::from_setup(&setup, shatar::Options::default()).unwrap();
            let mut w = a.weights();
            (w.space, w.bishop_pawns) = (20, 5);
            (w.minor_behind_pawn, w.threat_by_push, w.long_diagonal) = (15, 30, 25);
            (w.sf_mobility, w.sf_threats, w.sf_pawns) = (100, 100, 100);
            assert_eq!(a.evaluate_with(&w), b.evaluate_with(&w), "{fen}");
        }
        let h = hiashatar::Position::default();
        let mut w = h.weights();
        (w.space, w.bishop_pawns) = (20, 5);
        (w.minor_behind_pawn, w.threat_by_push, w.long_diagonal) = (15, 30, 25);
        (w.sf_mobility, w.sf_threats, w.sf_pawns) = (100, 100, 100);
        assert_eq!(h.evaluate_with(&w), w.tempo);
    }

    #[test]
    fn stockfish_s_mobility_reads_its_tables_and_fairy_stockfish_s_rule() {
        assert_eq!(sf_mobility(PieceKind::Knight, 0), (-62, -79));
        assert_eq!(sf_mobility(PieceKind::Knight, 8), (37, 26));
        assert_eq!(sf_mobility(PieceKind::Bishop, 13), (96, 98));
        assert_eq!(sf_mobility(PieceKind::Rook, 14), (67, 175));
        // Past the table's end, its last entry.
        assert_eq!(sf_mobility(PieceKind::Rook, 20), (67, 175));
        // The bers: nothing at two squares, 150 × 10 / 20 and 200 × 10 / 20 at twelve.
        assert_eq!(sf_mobility(PieceKind::Queen, 2), (0, 0));
        assert_eq!(sf_mobility(PieceKind::Queen, 12), (75, 100));
        assert_eq!(sf_mobility(PieceKind::Queen, 0), (-37, -50));
    }

    #[test]
    fn the_mobility_area_leaves_out_low_and_blocked_pawns_the_king_and_enemy_pawn_attacks() {
        let sq = |s: &str| {
            let b = s.as_bytes();
            Square::new(b[0] - b'a', b[1] - b'1').unwrap()
        };
        let set = |squares: &[&str]| {
            squares
                .iter()
                .fold(SquareSet::EMPTY, |a, s| a | SquareSet::from_square(sq(s)))
        };
        // White: b2 (on its pawns' first rank), c3 and d3 (on their second), the king on e1,
        // and c4 and e4, which Black's d5 attacks.
        let p = shatar::Position::from_fen(
            "4k3/8/8/3p4/8/2PP4/1P6/4K3 w - - 0 1",
            shatar::Options::default(),
        )
        .unwrap();
        let board = p.board();
        let pawn_attacks = ByColor::new_with(|c| {
            board
                .pieces(c, PieceKind::Pawn)
                .iter()
                .fold(SquareSet::EMPTY, |a, s| {
                    a | tables(BoardSize::Eight).pawn_attacks(c, s)
                })
        });
        let out = outside_mobility_area(board, tables(BoardSize::Eight), 8, &pawn_attacks);
        assert_eq!(
            out[Color::White],
            set(&["b2", "c3", "d3", "e1", "c4", "e4"])
        );
        // Black: its king, and a3, b4, c3, c4, d4 and e4, which White's pawns attack; d5, on
        // its fourth rank with d4 empty, is in the area.
        assert_eq!(
            out[Color::Black],
            set(&["e8", "a3", "c3", "b4", "d4", "c4", "e4"])
        );
    }

    #[test]
    fn stockfish_s_mobility_counts_the_squares_in_the_area() {
        // Only a knight and pawns: the phase is the knight's share of the full board's officers.
        let w = Weights::shatar(&shatar::Options::default());
        let full = 2 * (w.values[1] + 2 * w.values[2] + 2 * w.values[3] + 2 * w.values[4]);
        let phase = w.values[4];
        let expect = |(mg, eg): (i32, i32)| (mg * phase + eg * (full - phase)) / full * 100 / 208;
        check_term(
            |w| &mut w.sf_mobility,
            100,
            &[
                // The knight on a1 reaches b3 and c2.
                ("4k3/8/8/8/8/8/8/N3K3 w - - 0 1", expect((-12, -31))),
                // On d4, eight squares, less f5, which Black's e6 attacks (e6 itself counts).
                ("4k3/8/4p3/8/3N4/8/8/4K3 w - - 0 1", expect((28, 21))),
                // Its own pawn on c2 (on its first rank) and the king on e2 leave the area.
                ("4k3/8/8/8/3N4/8/2P1K3/8 w - - 0 1", expect((21, 16))),
                // Black's knight counts for Black.
                ("n3k3/8/8/8/8/8/8/4K3 w - - 0 1", -expect((-12, -31))),
            ],
        );
    }

    #[test]
    fn stockfish_s_threats_count_weak_hanging_restricted_and_pawn_threats() {
        // The phase: the officers' share of the full board's, and each side's (mg, eg) tapered
        // and turned to centipawns at 100 hundredths, as the evaluation does.
        let w = Weights::shatar(&shatar::Options::default());
        let full = 2 * (w.values[1] + 2 * w.values[2] + 2 * w.values[3] + 2 * w.values[4]);
        let cp = |phase: i32, (mg, eg): (i32, i32)| {
            (mg * phase + eg * (full - phase)) / full * 100 / 208
        };
        let (knight, rook) = (w.values[4], w.values[2]);
        check_term(
            |w| &mut w.sf_threats,
            100,
            &[
                // White's knight on c3 attacks Black's rook on d5, weak (nothing protects it)
                // and hanging: a minor's threat on a rook (89, 119) and hanging (69, 36); the
                // squares both attack where Black's are not strong: b5, d1, d2 (3 × 7). Black:
                // b5 and d2 (2 × 7; d1 and e2 White attacks twice).
                (
                    "4k3/8/8/3r4/8/2N5/8/4K3 w - - 0 1",
                    cp(knight + rook, (179, 176)) - cp(knight + rook, (14, 14)),
                ),
                // White's safe pawn on e3 attacks Black's knight on d4 (173, 94), which hangs
                // (69, 36); e2 restricted (7, 7). Black: e2 restricted.
                (
                    "4k3/8/8/8/3n4/4P3/8/4K3 w - - 0 1",
                    cp(knight, (249, 137)) - cp(knight, (7, 7)),
                ),
            ],
        );
    }

    #[test]
    fn stockfish_s_pawn_structure_scores_isolated_connected_and_doubled_pawns() {
        // No officers: the endgame's numbers alone, × 100 / 208.
        check_term(
            |w| &mut w.sf_pawns,
            100,
            &[
                // d2 alone: isolated (3, 15) and unopposed (13, 24).
                ("4k3/8/8/8/8/8/3P4/4K3 w - - 0 1", -39 * 100 / 208),
                // d2 and e2 side by side: each 5 × 3 in the middle game, 15 × (1 − 2) / 4 = −3
                // in the endgame.
                ("4k3/8/8/8/8/8/3PP3/4K3 w - - 0 1", -6 * 100 / 208),
                // d5 supported by e4: 23 × 2 + 22 = 68, in the endgame 68 × 2 / 4 = 34; e4
                // neither connected, isolated nor backward.
                ("4k3/8/8/3P4/4P3/8/8/4K3 w - - 0 1", 34 * 100 / 208),
                // d4 on d3: both isolated and unopposed (15 + 24 each), d4 doubled without
                // support (51) and early, nothing of Black's fixed (7).
                ("4k3/8/8/8/3P4/3P4/8/4K3 w - - 0 1", -136 * 100 / 208),
                // The same for Black.
                ("4k3/8/3p4/3p4/8/8/8/4K3 w - - 0 1", 136 * 100 / 208),
            ],
        );
    }

    /// What `weight` at `value` adds in each case's position, against the case's expectation.
    fn check_term(weight: fn(&mut Weights) -> &mut i32, value: i32, cases: &[(&str, i32)]) {
        for &(fen, want) in cases {
            assert_eq!(term_at(fen, weight, value), want, "{fen}");
        }
    }

    #[test]
    fn a_bishop_on_a_long_diagonal_gains_through_any_man_but_a_pawn() {
        check_term(
            |w| &mut w.long_diagonal,
            25,
            &[
                // b2 sees d4 and e5 past the knight on c3.
                ("4k3/8/8/8/8/2N5/1B6/4K3 w - - 0 1", 25),
                // A pawn on c3 hides them.
                ("4k3/8/8/8/8/2P5/1B6/4K3 w - - 0 1", 0),
                // c1's diagonals (b2–a3, d2–h6) pass no middle square.
                ("4k3/8/8/8/8/8/8/2B1K3 w - - 0 1", 0),
            ],
        );
    }

    #[test]
    fn a_minor_behind_a_pawn_gains() {
        check_term(
            |w| &mut w.minor_behind_pawn,
            15,
            &[
                // The knight on d3 behind White's pawn on d4, the bishop on e6 behind e5.
                ("4k3/8/4b3/4p3/3P4/3N4/8/4K3 w - - 0 1", 0),
                ("4k3/8/4b3/8/3P4/3N4/8/4K3 w - - 0 1", 15),
                // A pawn beside it is not in front.
                ("4k3/8/8/8/8/3NP3/8/4K3 w - - 0 1", 0),
            ],
        );
    }

    #[test]
    fn a_safe_pawn_step_that_would_attack_an_officer_is_a_threat() {
        check_term(
            |w| &mut w.threat_by_push,
            30,
            &[
                // e2-e3 would attack the knights on d4 and f4.
                ("4k3/8/8/8/3n1n2/8/4P3/4K3 w - - 0 1", 60),
                // A black pawn on f4 attacks e3: the step is not safe.
                ("4k3/8/8/8/3n1p2/8/4P3/4K3 w - - 0 1", 0),
                // A bishop on f4 attacks e3 and nothing of White's does: not safe either.
                ("4k3/8/8/8/3n1b2/8/4P3/4K3 w - - 0 1", 0),
                // Defended by the king on d2, it is safe again.
                ("4k3/8/8/8/3n1b2/8/3KP3/8 w - - 0 1", 60),
                // Blocked: nothing.
                ("4k3/8/8/8/3n1n2/4n3/4P3/4K3 w - - 0 1", 0),
            ],
        );
    }

    #[test]
    fn a_tereg_on_an_open_file_gains() {
        let w = Weights::shatar(&shatar::Options::default());
        let open = "4k3/8/8/8/8/8/8/R3K3 w - - 0 1";
        assert_eq!(term(open, |w| &mut w.open_file), w.open_file);
        let half_open = "4k3/p7/8/8/8/8/8/R3K3 w - - 0 1";
        assert_eq!(term(half_open, |w| &mut w.open_file), w.open_file / 2);
        let closed = "4k3/8/8/8/8/8/P7/R3K3 w - - 0 1";
        assert_eq!(term(closed, |w| &mut w.open_file), 0);
    }

    #[test]
    fn an_extra_bers_is_worth_more_than_a_rook() {
        let o = shatar::Options::default();
        let w = Weights::shatar(&o);
        assert!(w.values[PieceKind::Queen.index()] > w.values[PieceKind::Rook.index()] + 100);
        assert!(w.values[PieceKind::Queen.index()] < 900);
    }

    #[test]
    fn the_weights_read_back_from_numbers_and_text() {
        let w = Weights::hiashatar(&hiashatar::Options::default());
        assert_eq!(w.to_vec().len(), Weights::LEN);
        assert_eq!(Weights::from_slice(&w.to_vec()), Some(w));
        assert_eq!(Weights::from_slice(&[1, 2, 3]), None);
        let base = Weights::shatar(&shatar::Options::default());
        assert_eq!(Weights::from_text(&w.to_text(), &base), Ok(w));
        let v = Weights::from_text(
            "# tuned\n\n tempo = 20 \nvalue_queen=700 # the bers\n",
            &base,
        )
        .unwrap();
        assert_eq!(
            (v.tempo, v.values[1], v.rook_seventh),
            (20, 700, base.rook_seventh)
        );
        for (text, what) in [
            ("tempo", "line 1"),
            ("\nspeed=3", "line 2: no weight is named 'speed'"),
            ("tempo=1.5", "'1.5'"),
        ] {
            let e = Weights::from_text(text, &base).unwrap_err();
            assert!(e.contains(what), "{text}: {e}");
        }
    }

    #[test]
    fn evaluating_with_the_built_in_weights_is_evaluating() {
        let fen = "r2k3r/1P3P2/2n5/8/2J5/8/2b3p1/R3K2R w - - 0 1";
        let a = shatar::Position::from_fen(fen, shatar::Options::default()).unwrap();
        assert_eq!(a.evaluate_with(&a.weights()), a.evaluate());
        let mut w = a.weights();
        w.tempo += 5;
        assert_eq!(a.evaluate_with(&w), a.evaluate() + 5);
        let h = hiashatar::Position::default();
        assert_eq!(h.evaluate_with(&h.weights()), h.evaluate());
    }
}
