//! Legal moves (RULES.md sections 3–6): quiet moves by zone, drops, the great road, capture
//! chains, promotion, and the Biy's privilege that decides which of them are legal.

use crate::moves::{Illegal, MAX_JUMPS, Move, MoveError, MoveKind, MoveText};
use crate::piece::{Color, Kind};
use crate::position::Position;
use crate::square::{Dir, Square, Squares, bb};

const SIDEWAYS: [Dir; 2] = [Dir::E, Dir::W];

/// Directions of a side's Shatra: forward, diagonally forward, backward and diagonally backward.
fn shatra_dirs(c: Color) -> ([Dir; 3], [Dir; 3]) {
    match c {
        Color::White => ([Dir::N, Dir::NE, Dir::NW], [Dir::S, Dir::SE, Dir::SW]),
        Color::Black => ([Dir::S, Dir::SE, Dir::SW], [Dir::N, Dir::NE, Dir::NW]),
    }
}

fn line_dirs(k: Kind) -> &'static [Dir] {
    match k {
        Kind::Tura => &Dir::ORTHOGONAL,
        Kind::Yalkyn => &Dir::DIAGONAL,
        _ => &Dir::ALL,
    }
}

/// The enemy's first-rank corners from which a Shatra of `c` may enter the enemy fortress
/// (section 9, "Shatras enter the fortress from the towers"; shatrabase's `lTower`/`rTower`).
fn tower_squares(c: Color) -> u64 {
    let sq = |n: u8| Square::from_number(n).map_or(0, |s| s.bit());
    match c {
        Color::White => sq(11) | sq(17),
        Color::Black => sq(46) | sq(52),
    }
}

/// Everything the generator needs about the side to move, computed once per position.
struct Side<'a> {
    pos: &'a Position,
    us: Color,
    them_men: u64,
    occ: u64,
    no_reserve: bool,
    /// (square passed over, square of the double-stepped Shatra) when en passant is possible.
    ep: Option<(Square, Square)>,
}

impl<'a> Side<'a> {
    fn new(pos: &'a Position) -> Side<'a> {
        let us = pos.turn();
        let ep = pos
            .en_passant()
            .and_then(|e| e.step(us.other().forward()).map(|v| (e, v)));
        Side {
            pos,
            us,
            them_men: pos.men(us.other()),
            occ: pos.occupied(),
            no_reserve: !pos.has_reserve(us),
            ep,
        }
    }

    /// RULES.md section 4, "own fortress and gate": may a move or jump of this man end on `sq`?
    #[inline]
    fn may_end_on(&self, sq: Square, kind: Kind, reserve_mover: bool, capture: bool) -> bool {
        if self.us.home() & sq.bit() == 0 {
            return true;
        }
        // Section 9, "the Biy's captures stay out of its fortress": not even the reserve Biy's.
        let biy_stays_out = kind == Kind::Biy && self.pos.rules().biy_captures_stay_out;
        (capture && reserve_mover && !biy_stays_out)
            || (kind == Kind::Biy && sq == Square::gate(self.us))
            || (self.no_reserve
                && (kind != Kind::Shatra
                    || (capture && self.pos.rules().shatra_captures_home_without_reserve)))
    }

    /// Whether a waiting Shatra on `sq` captures only sideways (section 6; not under section 9's
    /// "a waiting Shatra captures in all directions").
    fn captures_sideways_only(&self, kind: Kind, sq: Square) -> bool {
        !self.pos.rules().waiting_captures_freely && self.waits_on(kind, sq)
    }

    fn waits_on(&self, kind: Kind, sq: Square) -> bool {
        kind == Kind::Shatra
            && self.pos.rules().shatras_wait()
            && self.us.promotion_squares() & sq.bit() != 0
    }

    fn privileged(&self, sq: Square, kind: Kind) -> bool {
        kind == Kind::Biy
            || (kind == Kind::Shatra
                && self.pos.rules().gate_shatra_may_decline
                && sq == Square::gate(self.us.other()))
    }

    fn drop_dests(&self, half: u64) -> u64 {
        let mut d = half & !self.occ;
        if self.pos.rules().no_great_road_drops {
            d &= !bb::GREAT_ROAD;
        }
        d
    }

    /// Men that may be dropped onto their own half now, without an obligation (RULES.md section 4).
    fn own_drop_sources(&self) -> u64 {
        let pos = self.pos;
        let ours = pos.men(self.us);
        let gate = Square::gate(self.us);
        if self.no_reserve {
            let mut s = ours & self.us.home();
            if pos.rules().no_gate_drops {
                s &= !gate.bit();
            }
            return s;
        }
        let reserve = pos.reserve() & ours;
        if pos.rules().drops_in_any_order {
            // Section 9, "reserve drops in any order": every reserve man, the gate's Biy too.
            return reserve & self.us.home();
        }
        let mut s = pos.next_drop(self.us).map_or(0, |q| q.bit());
        if reserve & pos.pieces(self.us, Kind::Biy) & gate.bit() != 0 {
            s |= gate.bit();
        }
        s
    }

    /// Men that may be dropped onto the enemy's half: those in the enemy fortress or gate
    /// (a waiting Shatra moves only sideways, so it is not dropped).
    fn enemy_drop_sources(&self) -> u64 {
        let rules = self.pos.rules();
        let mut s = self.pos.men(self.us) & self.us.other().home();
        if rules.shatras_wait() {
            s &= !(self.pos.pieces(self.us, Kind::Shatra) & self.us.promotion_squares());
        }
        if rules.no_gate_drops {
            s &= !Square::gate(self.us.other()).bit();
        }
        if rules.no_shatra_enemy_drops {
            s &= !self.pos.pieces(self.us, Kind::Shatra);
        }
        s
    }

    // ---- captures ----

    /// Calls `visit(prey, landings)` for each jump the man could make from `cur`; landings are
    /// the squares it may land on, already restricted to those from which the chain continues
    /// (section 5) and to the nearest of them under that option. Stops when `visit` returns true.
    fn for_each_jump(
        &self,
        cur: Square,
        kind: Kind,
        reserve_mover: bool,
        jumped: u64,
        visit: &mut dyn FnMut(u64, &[Square]) -> bool,
    ) -> bool {
        let rules = self.pos.rules();
        // Section 9, "home landings only from the fortress": a reserve man's jump may end at
        // home only when it starts in the fortress.
        let reserve_here = reserve_mover
            && (!rules.home_landing_from_fortress_only || self.us.fortress() & cur.bit() != 0);
        // Section 9, "the Biy's captures stay out of its fortress": but not a jump that starts
        // inside it (shatrabase's `getCapture`: `inFort || !prohibited(…)`).
        let from_inside =
            kind == Kind::Biy && rules.biy_captures_stay_out && self.us.fortress() & cur.bit() != 0;
        if kind.is_long_range() {
            for &d in line_dirs(kind) {
                let mut s = cur;
                let prey = loop {
                    match s.step(d) {
                        None => break None,
                        Some(n) if self.occ & n.bit() != 0 => break Some(n),
                        Some(n) => s = n,
                    }
                };
                let Some(prey) = prey else { continue };
                if self.them_men & prey.bit() == 0 || jumped & prey.bit() != 0 {
                    continue;
                }
                let mut cands = [prey; 14];
                let mut n = 0;
                let mut t = prey;
                while let Some(l) = t.step(d) {
                    if self.occ & l.bit() != 0 {
                        break;
                    }
                    if from_inside || self.may_end_on(l, kind, reserve_here, true) {
                        cands[n] = l;
                        n += 1;
                    }
                    t = l;
                }
                if n == 0 {
                    continue;
                }
                let after = jumped | prey.bit();
                let mut cont = [prey; 14];
                let mut m = 0;
                // Section 9, "taking the Biy ends the chain": no landing continues after it.
                let ends =
                    rules.biy_capture_ends_chain && self.pos.kind_bb(Kind::Biy) & prey.bit() != 0;
                for &l in &cands[..n] {
                    if ends {
                        break;
                    }
                    if self.can_jump(l, kind, reserve_mover, after) {
                        cont[m] = l;
                        m += 1;
                        if rules.nearest_landing {
                            break;
                        }
                    }
                }
                let stop = if m > 0 {
                    visit(prey.bit(), &cont[..m])
                } else {
                    visit(prey.bit(), &cands[..n])
                };
                if stop {
                    return true;
                }
            }
            return false;
        }
        let waiting = self.captures_sideways_only(kind, cur);
        let dirs: &[Dir] = if waiting { &SIDEWAYS } else { &Dir::ALL };
        // Section 9, "en passant on the first jump only": the victim of an en-passant jump this
        // Shatra can make is not also taken by an ordinary jump.
        let ep_victim_blocked = match self.ep {
            Some((e, victim))
                if rules.first_jump_en_passant && kind == Kind::Shatra && jumped == 0 =>
            {
                let can = dirs.iter().any(|&d| {
                    cur.step(d) == Some(e)
                        && self.first_jump_ep_dir(cur, d)
                        && e.step(d).is_some_and(|l| {
                            self.occ & l.bit() == 0
                                && (from_inside || self.may_end_on(l, kind, reserve_here, true))
                        })
                });
                can.then_some(victim)
            }
            _ => None,
        };
        for &d in dirs {
            let Some(n) = cur.step(d) else { continue };
            let prey = if self.them_men & n.bit() != 0 {
                if jumped & n.bit() != 0 || ep_victim_blocked == Some(n) {
                    continue;
                }
                n.bit()
            } else {
                match self.ep {
                    Some((e, victim))
                        if e == n && kind == Kind::Shatra && jumped & victim.bit() == 0 =>
                    {
                        if rules.historical_en_passant {
                            let (fwd, _) = shatra_dirs(self.us);
                            if self.us.relative_rank(cur) != 8 || !(d == fwd[1] || d == fwd[2]) {
                                continue;
                            }
                        }
                        // shatrabase's general loop takes en passant in any direction, on the
                        // first jump only.
                        if rules.first_jump_en_passant && jumped != 0 {
                            continue;
                        }
                        victim.bit()
                    }
                    _ => continue,
                }
            };
            let Some(l) = n.step(d) else { continue };
            if self.occ & l.bit() != 0
                || !(from_inside || self.may_end_on(l, kind, reserve_here, true))
            {
                continue;
            }
            if visit(prey, &[l]) {
                return true;
            }
        }
        false
    }

    /// shatrabase's en passant (section 9, "en passant on the first jump only"): from the
    /// enemy's ditch rank diagonally forward, or sideways from the rank passed over.
    fn first_jump_ep_dir(&self, cur: Square, d: Dir) -> bool {
        let (fwd, _) = shatra_dirs(self.us);
        (self.us.relative_rank(cur) == 8 && (d == fwd[1] || d == fwd[2])) || SIDEWAYS.contains(&d)
    }

    /// A quick test before the exact chain search: could the man of `kind` on `from` make a
    /// first jump? Some line holds an enemy man as the first man met (next to it for a short-range
    /// man, or the en-passant square for a Shatra) with an empty square right behind it. It
    /// ignores where a jump may not end (section 4), so it may say yes where no capture is
    /// legal, never no where one is: a man it rules out has no capture.
    #[inline]
    fn may_jump(&self, from: Square, kind: Kind) -> bool {
        let empty_behind =
            |prey: Square, d: Dir| prey.step(d).is_some_and(|l| self.occ & l.bit() == 0);
        if kind.is_long_range() {
            return line_dirs(kind).iter().any(|&d| {
                from.first_on_ray(d, self.occ)
                    .is_some_and(|p| self.them_men & p.bit() != 0 && empty_behind(p, d))
            });
        }
        let dirs: &[Dir] = if self.captures_sideways_only(kind, from) {
            &SIDEWAYS
        } else {
            &Dir::ALL
        };
        let ep = match self.ep {
            Some((e, _)) if kind == Kind::Shatra => e.bit(),
            _ => 0,
        };
        dirs.iter().any(|&d| {
            from.step(d)
                .is_some_and(|n| (self.them_men | ep) & n.bit() != 0 && empty_behind(n, d))
        })
    }

    fn can_jump(&self, cur: Square, kind: Kind, reserve_mover: bool, jumped: u64) -> bool {
        self.for_each_jump(cur, kind, reserve_mover, jumped, &mut |_, _| true)
    }

    /// Every capture of the man on `from`: full chains, or every prefix for a privileged man.
    /// With `dedupe`, spellings of the same move (section 8) are merged into the canonical one.
    fn captures_from(&self, from: Square, kind: Kind, out: &mut Vec<Move>, dedupe: bool) {
        let mut chain = Chain {
            side: Side {
                occ: self.occ & !from.bit(),
                ..*self
            },
            from,
            reserve_mover: (self.pos.reserve() | self.pos.held_at_home(self.us)) & from.bit() != 0,
            privileged: self.privileged(from, kind),
            path: [from; MAX_JUMPS],
            len: 0,
            start: out.len(),
            dedupe,
            out,
        };
        chain.dfs(from, kind, 0, None);
    }
}

impl Clone for Side<'_> {
    fn clone(&self) -> Self {
        *self
    }
}
impl Copy for Side<'_> {}

struct Chain<'a, 'b> {
    side: Side<'a>,
    from: Square,
    reserve_mover: bool,
    privileged: bool,
    path: [Square; MAX_JUMPS],
    len: usize,
    start: usize,
    dedupe: bool,
    out: &'b mut Vec<Move>,
}

impl Chain<'_, '_> {
    fn dfs(&mut self, cur: Square, kind: Kind, jumped: u64, promo: Option<(usize, Kind)>) {
        let mut any = false;
        let rules = self.side.pos.rules();
        // Section 9, "taking the Biy ends the chain".
        let biy_taken =
            rules.biy_capture_ends_chain && jumped & self.side.pos.kind_bb(Kind::Biy) != 0;
        if self.len < MAX_JUMPS && !biy_taken {
            let side = self.side;
            side.for_each_jump(cur, kind, self.reserve_mover, jumped, &mut |prey, lands| {
                for &l in lands {
                    any = true;
                    self.jump(kind, jumped | prey, promo, l);
                }
                false
            });
        }
        if self.len > 0 && (self.privileged || !any) {
            let mut promo = promo;
            // Original game: a Shatra promotes to Batyr only where its move ends.
            if kind == Kind::Shatra
                && rules.original
                && self.side.us.promotion_squares() & cur.bit() != 0
            {
                promo = Some((self.len - 1, Kind::Batyr));
            }
            // Section 9, "no promotion mid-chain": a Shatra promotes where its chain ends.
            if kind == Kind::Shatra
                && promo.is_none()
                && rules.no_mid_chain_promotion
                && self.side.us.promotion_squares() & cur.bit() != 0
            {
                let lost = self.side.pos.lost_officers(self.side.us);
                if !lost.is_empty() {
                    for &k in lost {
                        self.emit(Move::capture(
                            self.from,
                            &self.path[..self.len],
                            jumped,
                            Some((self.len - 1, k)),
                        ));
                    }
                    return;
                }
            }
            self.emit(Move::capture(
                self.from,
                &self.path[..self.len],
                jumped,
                promo,
            ));
        }
    }

    /// One jump onto `l`, then the rest of the chain from there.
    fn jump(&mut self, kind: Kind, after: u64, promo: Option<(usize, Kind)>, l: Square) {
        self.path[self.len] = l;
        self.len += 1;
        let side = self.side;
        let pos = side.pos;
        let on_promotion =
            kind == Kind::Shatra && promo.is_none() && side.us.promotion_squares() & l.bit() != 0;
        if on_promotion && pos.rules().original && pos.rules().promote_mid_chain {
            // Section 9, "promotion to Batyr mid-chain": a Shatra that could jump on from here
            // becomes a Batyr here and goes on as one.
            let biy_taken =
                pos.rules().biy_capture_ends_chain && after & pos.kind_bb(Kind::Biy) != 0;
            if !biy_taken && side.can_jump(l, kind, self.reserve_mover, after) {
                self.dfs(l, Kind::Batyr, after, Some((self.len - 1, Kind::Batyr)));
            } else {
                self.dfs(l, kind, after, promo);
            }
            self.len -= 1;
            return;
        }
        let promotes = on_promotion && !pos.rules().original && !pos.rules().no_mid_chain_promotion;
        let lost = if promotes {
            pos.lost_officers(side.us)
        } else {
            &[]
        };
        if lost.is_empty() {
            // Not a promotion square, or nothing lost: a Shatra waits and goes on sideways.
            self.dfs(l, kind, after, promo);
        } else {
            for &k in lost {
                self.dfs(l, k, after, Some((self.len - 1, k)));
            }
        }
        self.len -= 1;
    }

    fn emit(&mut self, m: Move) {
        if self.dedupe {
            for old in &mut self.out[self.start..] {
                if old.same_as(&m) {
                    if m.spelling_key() < old.spelling_key() {
                        *old = m;
                    }
                    return;
                }
            }
        }
        self.out.push(m);
    }
}

impl Position {
    /// The legal moves, each once (section 8's sameness rule), captures first.
    pub fn legal_moves(&self) -> Vec<Move> {
        let mut v = Vec::with_capacity(64);
        self.legal_moves_into(&mut v);
        v
    }

    /// Like [`Position::legal_moves`], into a reused buffer (cleared first).
    pub fn legal_moves_into(&self, out: &mut Vec<Move>) {
        out.clear();
        let Some(side) = self.live_side() else { return };
        let us = side.us;
        let ours = self.men(us);
        let (forced, capturing_privileged) = self.captures_into(&side, out);
        let any_capture = !out.is_empty();
        if forced && self.rules().lone_gate_capturer_may_decline {
            // Section 9, "a lone capturer on a gate may decline": the only man that can capture,
            // on a gate, may make its quiet moves and drops instead.
            let from = out[0].from();
            let gates = Square::gate(us).bit() | Square::gate(us.other()).bit();
            if out.iter().all(|m| m.from() == from)
                && gates & from.bit() != 0
                && self.kind_on(from) != Some(Kind::Biy)
            {
                self.quiet_moves(&side, from.bit(), out);
            }
        }
        if !forced {
            let obligated = self.obligations() & ours;
            // Section 9, "a capture defers a drop obligation": the privileged capturers
            // decline by their own moves, as without one.
            let deferred = any_capture && self.rules().capture_defers_obligation;
            if obligated != 0 && !deferred {
                // Section 4: a pending obligation replaces every other non-capturing move.
                let dests = side.drop_dests(us.half());
                for s in Squares(obligated) {
                    for t in Squares(dests) {
                        out.push(Move::drop(s, t));
                    }
                }
            } else {
                // Only privileged men can capture: those that can decline by moving themselves,
                // so they alone may also move quietly or drop (section 5; section 9, "Shatra on
                // the enemy gate may decline": a privileged man that cannot capture gets none).
                let movers = if any_capture {
                    capturing_privileged
                } else {
                    ours
                };
                let before = out.len();
                self.quiet_moves(&side, movers, out);
                if any_capture && self.rules().lone_biy_declines_into_fortress {
                    self.biy_drops_from_fortress(&side, capturing_privileged, before, out);
                    self.biy_steps_home(&side, capturing_privileged, before, out);
                }
                if any_capture
                    && self.rules().biy_declines_by_drop_in_fortress
                    && self.has_reserve(us)
                {
                    // Section 9, "a Biy in the enemy fortress declines by a drop": it does
                    // not step there while its side has reserve men.
                    let biy_there = self.pieces(us, Kind::Biy) & us.other().fortress();
                    let mut i = before;
                    while i < out.len() {
                        if out[i].kind() == MoveKind::Quiet && biy_there & out[i].from().bit() != 0
                        {
                            out.swap_remove(i);
                        } else {
                            i += 1;
                        }
                    }
                }
                if !any_capture
                    && self.rules().lone_biy_declines_into_fortress
                    && self.has_reserve(us)
                {
                    // The Biy that declined into its own fortress makes no quiet move there
                    // while its side has reserve men (shatrabase's `generate`: `isReserve(s)`
                    // with `doneDrop`), as a reserve man would not.
                    let biy_home = self.pieces(us, Kind::Biy) & us.fortress();
                    out.retain(|m| m.kind() != MoveKind::Quiet || biy_home & m.from().bit() == 0);
                }
                if !any_capture {
                    self.in_place_promotions(out);
                }
            }
        }
    }

    /// Section 9, "a lone capturing Biy may decline into its fortress": the capturing Biy in
    /// `movers` that stands in its own fortress (not reserve, having declined there) gets its
    /// drops onto its own half too (`SBoard::getEvasions()`, Original: `if (isInFortGate(s))
    /// doneDrop = getDrops(s, Biy)`, any fortress or gate).
    fn biy_drops_from_fortress(
        &self,
        side: &Side,
        movers: u64,
        before: usize,
        out: &mut Vec<Move>,
    ) {
        let us = side.us;
        let Some(b) = Squares(self.pieces(us, Kind::Biy) & movers & us.fortress()).next() else {
            return;
        };
        if out[before..]
            .iter()
            .any(|m| m.kind() == MoveKind::Drop && m.from() == b)
        {
            return;
        }
        for t in Squares(side.drop_dests(us.half())) {
            out.push(Move::drop(b, t));
        }
    }

    /// Section 9, "a lone capturing Biy may decline into its fortress": the capturing Biy in
    /// `movers` that got drops among `out[before..]` may also step into its own fortress.
    fn biy_steps_home(&self, side: &Side, movers: u64, before: usize, out: &mut Vec<Move>) {
        let us = side.us;
        let Some(b) = Squares(self.pieces(us, Kind::Biy) & movers).next() else {
            return;
        };
        if !out[before..]
            .iter()
            .any(|m| m.kind() == MoveKind::Drop && m.from() == b)
        {
            return;
        }
        for &d in &Dir::ALL {
            if let Some(n) = b.step(d)
                && side.occ & n.bit() == 0
                && us.fortress() & n.bit() != 0
                && !out[before..].iter().any(|m| m.from() == b && m.to() == n)
            {
                out.push(Move::quiet(b, n, None));
            }
        }
    }

    /// Whether the man that makes the capture `m` could jump on from where `m` ends (a
    /// privileged man that stopped its chain; shatrabase's `pass`).
    pub(crate) fn chain_could_go_on(&self, m: &Move) -> bool {
        let Some(side) = self.live_side() else {
            return false;
        };
        let Some(kind) = self.kind_on(m.from()) else {
            return false;
        };
        if m.landings().len() >= MAX_JUMPS
            || (self.rules().biy_capture_ends_chain && m.captured() & self.kind_bb(Kind::Biy) != 0)
        {
            return false;
        }
        let side = Side {
            occ: side.occ & !m.from().bit(),
            ..side
        };
        let reserve_mover = (self.reserve() | self.held_at_home(side.us)) & m.from().bit() != 0;
        side.can_jump(m.to(), kind, reserve_mover, m.captured())
    }

    /// Only the captures among the legal moves (what a quiescence search needs), and whether
    /// they are forced (a man other than a privileged one can capture, so nothing else is
    /// legal). Returns `None` when a Biy has been captured (the game is over).
    pub fn legal_captures_into(&self, out: &mut Vec<Move>) -> Option<bool> {
        out.clear();
        let side = self.live_side()?;
        Some(self.captures_into(&side, out).0)
    }

    /// The man each leg of a capture jumps, leg by leg (section 5): the first man on the line
    /// between the leg's ends (the mover's start square counts as empty), or, for en passant, the
    /// Shatra that made the double step. Empty for a move that is not a capture. `m` is a move of
    /// this position, or the first legs of one.
    pub fn jumps_of(&self, m: &Move) -> Vec<Square> {
        let mut out = Vec::new();
        if !m.is_capture() {
            return out;
        }
        let mut at = m.from();
        for &to in m.landings() {
            let df = to.file() as i8 - at.file() as i8;
            let dr = to.rank() as i8 - at.rank() as i8;
            let dir = Dir::ALL
                .into_iter()
                .find(|d| d.delta() == (df.signum(), dr.signum()));
            let mut prey = None;
            let mut s = at;
            while let Some(next) = dir.and_then(|d| s.step(d)) {
                if next == to {
                    break;
                }
                if next != m.from() && self.occupied() & next.bit() != 0 {
                    prey = Some(next);
                    break;
                }
                s = next;
            }
            // En passant: the jumped square is empty; the prey is the man that stepped over it.
            let prey = prey.or_else(|| {
                Squares(m.captured() & !out.iter().fold(0, |a, s: &Square| a | s.bit())).find(|c| {
                    c.file().abs_diff(to.file()) <= 1 && c.rank().abs_diff(to.rank()) <= 2
                })
            });
            if let Some(p) = prey {
                out.push(p);
            }
            at = to;
        }
        out
    }

    /// Whether the Biy of `side` can be taken, by the engine's own capture generation (sections
    /// 4 and 5: forbidden landings, chains, men jumped earlier in a chain blocking lines, the
    /// majority option). For the side that has just moved: the side to move has a legal capture
    /// that takes it. For the side to move: the other side would have one if it were its turn.
    pub fn biy_in_danger(&self, side: Color) -> bool {
        let Some(b) = self.biy(side) else {
            return false;
        };
        let pos = if self.turn() == side {
            self.with_turn_passed()
        } else {
            *self
        };
        let mut captures = Vec::new();
        pos.legal_captures_into(&mut captures).is_some()
            && captures.iter().any(|m| m.captured() & b.bit() != 0)
    }

    /// The side to move's generator, unless a Biy has been captured (the game is over).
    fn live_side(&self) -> Option<Side<'_>> {
        let us = self.turn();
        let both = self.pieces(us, Kind::Biy) != 0 && self.pieces(us.other(), Kind::Biy) != 0;
        both.then(|| Side::new(self))
    }

    /// Section 5: every full capture of the men without the Biy's privilege, then every capture
    /// of the privileged men stopped after any jump; under majority capture, only the longest.
    /// Returns whether a capture is forced, and the privileged men that can capture (counted
    /// before the majority filter: a privileged man declines by moving itself, whatever the
    /// length of its chains).
    fn captures_into(&self, side: &Side, out: &mut Vec<Move>) -> (bool, u64) {
        let mut privileged_men = 0u64;
        for s in Squares(self.men(side.us)) {
            let Some(k) = self.kind_on(s) else { continue };
            if !side.may_jump(s, k) {
                continue;
            }
            if side.privileged(s, k) {
                privileged_men |= s.bit();
            } else {
                side.captures_from(s, k, out, true);
            }
        }
        let forced = !out.is_empty();
        let mut capturing_privileged = 0u64;
        for s in Squares(privileged_men) {
            let Some(k) = self.kind_on(s) else { continue };
            let before = out.len();
            side.captures_from(s, k, out, true);
            if out.len() > before {
                capturing_privileged |= s.bit();
            }
        }
        if self.rules().majority_capture && !out.is_empty() {
            let most = out.iter().map(Move::capture_count).max().unwrap_or(0);
            out.retain(|m| m.capture_count() == most);
        }
        (forced, capturing_privileged)
    }

    fn kind_on(&self, s: Square) -> Option<Kind> {
        Kind::ALL
            .into_iter()
            .find(|k| self.kind_bb(*k) & s.bit() != 0)
    }

    /// Quiet moves and drops of the men in `movers` (section 3 and 4).
    fn quiet_moves(&self, side: &Side, movers: u64, out: &mut Vec<Move>) {
        let us = side.us;
        let own_src = side.own_drop_sources() & movers;
        let enemy_src = side.enemy_drop_sources() & movers;
        let own_dests = if own_src != 0 {
            side.drop_dests(us.half())
        } else {
            0
        };
        let enemy_dests = if enemy_src != 0 {
            side.drop_dests(us.other().half())
        } else {
            0
        };
        let empty = !side.occ & bb::ALL;
        for s in Squares(movers) {
            let Some(kind) = self.kind_on(s) else {
                continue;
            };
            let drops = if own_src & s.bit() != 0 {
                own_dests
            } else if enemy_src & s.bit() != 0 {
                enemy_dests
            } else {
                0
            };
            for t in Squares(drops) {
                out.push(Move::drop(s, t));
            }
            let reserve = (self.reserve() | self.held_at_home(us)) & s.bit() != 0;
            if kind == Kind::Shatra {
                if reserve {
                    continue; // reserve Shatras leave the fortress by drop or capture only
                }
                let mut targets = self.shatra_targets(side, s) & !drops;
                if self.rules().tower_ports && tower_squares(us) & s.bit() != 0 {
                    // Section 9, "Shatras enter the fortress from the towers".
                    targets |= us.other().fortress() & empty;
                }
                for t in Squares(targets) {
                    let lost: &[Kind] = if us.promotion_squares() & t.bit() != 0 {
                        self.lost_officers(us)
                    } else {
                        &[]
                    };
                    if lost.is_empty() {
                        out.push(Move::quiet(s, t, None));
                    } else {
                        for &k in lost {
                            out.push(Move::quiet(s, t, Some(k)));
                        }
                    }
                }
                continue;
            }
            let mut targets = 0u64;
            if kind == Kind::Biy {
                if !reserve || s == Square::gate(us) {
                    for &d in &Dir::ALL {
                        if let Some(n) = s.step(d)
                            && empty & n.bit() != 0
                            && side.may_end_on(n, kind, reserve, false)
                        {
                            targets |= n.bit();
                        }
                    }
                }
            } else if reserve {
                // The great road: a reserve Batyr or Tura on file d goes towards the enemy.
                if matches!(kind, Kind::Batyr | Kind::Tura)
                    && bb::GREAT_ROAD & s.bit() != 0
                    && !self.rules().no_great_road
                {
                    let mut t = s;
                    while let Some(n) = t.step(us.forward()) {
                        if empty & n.bit() == 0 {
                            break;
                        }
                        if us.home() & n.bit() == 0 {
                            targets |= n.bit();
                        }
                        t = n;
                    }
                }
            } else {
                for &d in line_dirs(kind) {
                    let mut t = s;
                    while let Some(n) = t.step(d) {
                        if empty & n.bit() == 0 {
                            break;
                        }
                        if side.may_end_on(n, kind, false, false) {
                            targets |= n.bit();
                        }
                        t = n;
                    }
                }
            }
            for t in Squares(targets & !drops) {
                out.push(Move::quiet(s, t, None));
            }
        }
    }

    /// Destinations of a (non-reserve) Shatra's quiet steps (section 3, and section 9's options).
    fn shatra_targets(&self, side: &Side, s: Square) -> u64 {
        let us = side.us;
        let rules = self.rules();
        let (fwd, back) = shatra_dirs(us);
        let rel = us.relative_rank(s);
        let mut dirs: [Option<Dir>; 8] = [None; 8];
        let mut n = 0;
        let mut add = |d: Dir| {
            dirs[n] = Some(d);
            n += 1;
        };
        let past_ditch = rel >= 8;
        if side.waits_on(Kind::Shatra, s) {
            SIDEWAYS.iter().for_each(|&d| add(d));
        } else if rules.original {
            fwd.iter().chain(&SIDEWAYS).for_each(|&d| add(d));
        } else {
            match rel {
                5 | 6 => add(fwd[0]),
                7 => fwd.iter().for_each(|&d| add(d)),
                r if r >= 8 => fwd.iter().chain(&SIDEWAYS).for_each(|&d| add(d)),
                _ => {}
            }
        }
        if rules.shatra_retreat && past_ditch && !side.waits_on(Kind::Shatra, s) {
            back.iter().for_each(|&d| add(d));
        }
        let forbidden = self
            .sideways(us)
            .filter(|w| w.square == s)
            .map(|w| w.forbidden());
        let empty = !side.occ;
        // Section 9, "the Biy's exits use up the reserve": a man left at home once the reserve
        // is over steps there too (shatrabase's `getMoves` asks no `prohibited` of a Shatra).
        let home_steps = if rules.biy_exits_use_up_reserve && us.home() & s.bit() != 0 {
            us.home()
        } else {
            0
        };
        let mut targets = 0u64;
        for d in dirs.iter().flatten() {
            if Some(*d) == forbidden {
                continue;
            }
            if let Some(t) = s.step(*d)
                && empty & t.bit() != 0
                && (side.may_end_on(t, Kind::Shatra, false, false) || home_steps & t.bit() != 0)
            {
                targets |= t.bit();
            }
        }
        if rel == 5
            && rules.double_step()
            && let Some(a) = s.step(fwd[0])
            && empty & a.bit() != 0
            && let Some(b) = a.step(fwd[0])
            && empty & b.bit() != 0
        {
            targets |= b.bit();
        }
        targets
    }

    /// Section 6: a waiting Shatra may be promoted in place once an officer is lost.
    fn in_place_promotions(&self, out: &mut Vec<Move>) {
        let us = self.turn();
        if !self.rules().shatras_wait() || self.rules().waiting_promotes_on_capture {
            return;
        }
        let waiting = self.pieces(us, Kind::Shatra) & us.promotion_squares();
        if waiting == 0 {
            return;
        }
        for s in Squares(waiting) {
            for &k in self.lost_officers(us) {
                out.push(Move::promote_in_place(s, k));
            }
        }
    }

    /// Squares of the side to move's men that can capture now (what the game pulses when a
    /// quiet move is refused).
    pub fn capturers(&self) -> u64 {
        self.legal_moves()
            .iter()
            .filter(|m| m.is_capture())
            .fold(0, |acc, m| acc | m.from().bit())
    }

    /// Reads a move in notation and finds it among the legal moves. Any spelling of a legal move
    /// is accepted (section 8); the move returned is its canonical spelling.
    pub fn parse_move(&self, text: &str) -> Result<Move, MoveError> {
        let mt = MoveText::parse(text)?;
        let legal = self.legal_moves();
        if let Some(m) = legal.iter().find(|m| mt.matches(m)) {
            return Ok(*m);
        }
        let text = text.trim().to_string();
        let illegal = |why: Illegal| MoveError::Illegal {
            text: text.clone(),
            why,
        };
        let us = self.turn();
        if mt.capture {
            // Another spelling of a legal capture? Enumerate every spelling of this man's chains.
            if let Some(kind) = self
                .kind_on(mt.from)
                .filter(|_| self.men(us) & mt.from.bit() != 0)
            {
                let side = Side::new(self);
                let mut all = Vec::new();
                side.captures_from(mt.from, kind, &mut all, false);
                if let Some(spelt) = all.iter().find(|m| mt.matches(m))
                    && let Some(m) = legal.iter().find(|m| m.same_as(spelt))
                {
                    return Ok(*m);
                }
            }
        }
        Err(illegal(self.why_illegal(&mt, &legal)))
    }

    /// Like [`Position::parse_move`], but the move returned is spelt as `text` spells it (the
    /// order of a chain's landings kept, as a record that is written back must keep it), not in
    /// its canonical spelling. It is the same move (section 8) as a legal one.
    pub fn parse_move_as_written(&self, text: &str) -> Result<Move, MoveError> {
        let m = self.parse_move(text)?;
        let Ok(mt) = MoveText::parse(text) else {
            return Ok(m);
        };
        if !m.is_capture() || mt.matches(&m) {
            return Ok(m);
        }
        let Some(kind) = self.kind_on(m.from()) else {
            return Ok(m);
        };
        let mut all = Vec::new();
        Side::new(self).captures_from(m.from(), kind, &mut all, false);
        Ok(all
            .into_iter()
            .find(|s| mt.matches(s) && s.same_as(&m))
            .unwrap_or(m))
    }

    fn why_illegal(&self, mt: &MoveText, legal: &[Move]) -> Illegal {
        let us = self.turn();
        if self.pieces(us, Kind::Biy) == 0 || self.pieces(us.other(), Kind::Biy) == 0 {
            return Illegal::GameOver;
        }
        if legal.is_empty() {
            return Illegal::NoLegalMove { side: us };
        }
        let Some(p) = self.piece_at(mt.from) else {
            return Illegal::EmptySquare { square: mt.from };
        };
        if p.color != us {
            return Illegal::NotYourMan {
                square: mt.from,
                owner: p.color,
                turn: us,
            };
        }
        let captures: Vec<&Move> = legal.iter().filter(|m| m.is_capture()).collect();
        let obligated = self.obligations() & self.men(us);
        let (kind, square) = (p.kind, mt.from);
        if !mt.capture {
            if captures
                .iter()
                .any(|m| self.kind_on(m.from()) != Some(Kind::Biy))
                && legal.iter().all(Move::is_capture)
            {
                return Illegal::CaptureCompulsory;
            }
            if obligated & mt.from.bit() != 0 {
                return Illegal::ObligatedDropTarget { square };
            }
            if let Some(s) = Squares(obligated).next() {
                return Illegal::DropObligation { square: s };
            }
            if !captures.is_empty() {
                return Illegal::OnlyBiyMay;
            }
            if self.reserve() & mt.from.bit() != 0 && !legal.iter().any(|m| m.from() == mt.from) {
                return Illegal::NotNextInDropOrder { square };
            }
            return Illegal::CannotGoThere { kind, square };
        }
        let mine: Vec<&&Move> = captures.iter().filter(|m| m.from() == mt.from).collect();
        if mine.is_empty() {
            return Illegal::NoCapture { kind, square };
        }
        let prefix = mine.iter().any(|m| {
            m.landings().len() > mt.landings.len()
                && mt
                    .landings
                    .iter()
                    .zip(m.landings())
                    .all(|((s, _), l)| s == l)
        });
        if prefix {
            return Illegal::ChainMustGoOn;
        }
        Illegal::NoSuchCapture { kind, square }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::moves::MoveKind;
    use crate::rules::RuleSet;

    #[test]
    fn start_position_moves() {
        // RULES.md sections 3 and 4: 7 Shatras step 1 or 2; the first drop (Yalkyn 54) and the
        // Biy's drop onto the 14 empty squares of ranks 6-7. The Biy's steps 53-48/49/50 are
        // blocked by Shatras.
        let p = Position::start(RuleSet::default());
        let moves = p.legal_moves();
        assert_eq!(moves.len(), 14 + 14 + 14, "{moves:?}");
        assert_eq!(
            moves.iter().filter(|m| m.kind() == MoveKind::Drop).count(),
            28
        );
    }
}
