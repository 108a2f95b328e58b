//! What the player has selected so far: a man, the landings of a chain clicked one by one, and the
//! promotion to choose. Written by the command system only (`super::command`); the board lights
//! its targets (`crate::board::highlights`).

use bevy::prelude::*;
use game_family::{Cell, ManKind, MoveView};
use shatra_engine::{Kind, Move, MoveKind, Square};

use super::GameCommand;

/// The squares lit for the next click, by kind.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Targets {
    pub step: u64,
    pub drop: u64,
    pub capture: u64,
    pub prey: u64,
}

/// What the player has selected so far.
#[derive(Resource, Default, Debug)]
pub struct Selection {
    pub from: Option<Square>,
    /// Landings clicked so far.
    pub path: Vec<Square>,
    /// Legal moves that still fit the clicks.
    pub candidates: Vec<Move>,
    /// Officers to choose from at the last landing (or in place), when the moves differ there.
    pub promotion_choice: Vec<Kind>,
    /// Men that must capture, pulsing after a refused click.
    pub pulse: u64,
    /// Grows with every refused click that makes them pulse.
    pub pulse_count: u32,
    /// Shatar and hiashatar (the family's moves): the man selected, the legal moves that
    /// still fit, and the men a pawn may become when it reaches the last rank.
    pub cell_from: Option<Cell>,
    pub views: Vec<MoveView>,
    pub family_promotion: Vec<ManKind>,
}

impl Selection {
    pub(crate) fn clear(&mut self) {
        self.from = None;
        self.path.clear();
        self.candidates.clear();
        self.promotion_choice.clear();
        self.cell_from = None;
        self.views.clear();
        self.family_promotion.clear();
    }

    /// Shatar and hiashatar: the cells the selected man may go to (none while the promotion is
    /// chosen).
    pub fn cell_targets(&self) -> Vec<Cell> {
        if !self.family_promotion.is_empty() {
            return Vec::new();
        }
        let mut out: Vec<Cell> = self.views.iter().map(|m| m.to).collect();
        out.sort();
        out.dedup();
        out
    }

    /// The squares that can be clicked next.
    pub fn targets(&self) -> u64 {
        if !self.promotion_choice.is_empty() {
            return 0;
        }
        let n = self.path.len();
        self.candidates
            .iter()
            .filter(|m| m.landings().len() > n && m.landings()[..n] == self.path[..])
            .fold(0, |acc, m| acc | m.landings()[n].bit())
    }

    /// The squares that can be clicked next, by kind (steps and slides, drops, capture
    /// landings), and the enemy men those capture landings would jump.
    pub(crate) fn targets_by_kind(&self, pos: &shatra_engine::Position) -> Targets {
        let mut t = Targets::default();
        if !self.promotion_choice.is_empty() {
            return t;
        }
        let n = self.path.len();
        for m in &self.candidates {
            if m.landings().len() <= n || m.landings()[..n] != self.path[..] {
                continue;
            }
            let to = m.landings()[n].bit();
            match m.kind() {
                MoveKind::Capture => {
                    t.capture |= to;
                    if let Some(p) = pos.jumps_of(m).get(n) {
                        t.prey |= p.bit();
                    }
                }
                MoveKind::Drop => t.drop |= to,
                MoveKind::Quiet | MoveKind::Promote => t.step |= to,
            }
        }
        t
    }

    /// The men jumped by the landings clicked so far (they stay on the board until the chain
    /// ends).
    pub fn jumped(&self, pos: &shatra_engine::Position) -> u64 {
        let n = self.path.len();
        self.candidates
            .iter()
            .find(|m| {
                m.is_capture() && m.landings().len() >= n && m.landings()[..n] == self.path[..]
            })
            .map_or(0, |m| {
                pos.jumps_of(m).iter().take(n).fold(0, |a, s| a | s.bit())
            })
    }

    /// Whether a capture chain is being entered (a landing has been clicked).
    pub fn chain_in_progress(&self) -> bool {
        !self.path.is_empty()
    }

    /// Moves that end where the clicks have got to, while others go on: the Biy may stop here
    /// (or, with no click yet, a waiting Shatra may promote in place).
    pub fn stops(&self) -> Vec<Move> {
        if !self.promotion_choice.is_empty() || self.targets() == 0 {
            return Vec::new();
        }
        self.candidates
            .iter()
            .filter(|m| m.landings() == &self.path[..])
            .copied()
            .collect()
    }

    /// Keeps the candidates promoting to `kind` at the current landing (or in place).
    pub(crate) fn choose_promotion(&mut self, kind: Kind) -> Option<Move> {
        let at = self.path.last().copied().or(self.from);
        self.candidates
            .retain(|m| m.promotion() == Some(kind) && m.promotion_square() == at);
        self.promotion_choice.clear();
        self.settle()
    }

    /// After a click: the move if it is now decided, or what choice is needed.
    pub(crate) fn settle(&mut self) -> Option<Move> {
        let at = self.path.last().copied().or(self.from);
        let here: Vec<Kind> = {
            let mut k: Vec<Kind> = self
                .candidates
                .iter()
                .filter(|m| m.promotion_square() == at && (m.landings().len() >= self.path.len()))
                .filter(|m| !self.path.is_empty() || m.kind() == MoveKind::Promote)
                .filter_map(|m| m.promotion())
                .collect();
            k.sort();
            k.dedup();
            k
        };
        let all_promote_here = self
            .candidates
            .iter()
            .all(|m| m.promotion_square() == at && m.promotion().is_some());
        if here.len() > 1 || (!here.is_empty() && !self.path.is_empty() && !all_promote_here) {
            self.promotion_choice = here;
            return None;
        }
        if self.candidates.len() == 1 && self.candidates[0].landings() == &self.path[..] {
            return self.candidates.first().copied();
        }
        if self.path.is_empty()
            && self
                .candidates
                .iter()
                .all(|m| m.kind() == MoveKind::Promote)
            && !self.candidates.is_empty()
        {
            self.promotion_choice = here;
            if self.promotion_choice.len() == 1 {
                return self.choose_promotion(self.promotion_choice[0]);
            }
        }
        None
    }
}

/// Escape lets go of the selection.
pub(crate) fn cancel_with_escape(
    keys: Res<ButtonInput<KeyCode>>,
    mut commands: MessageWriter<GameCommand>,
) {
    if keys.just_pressed(KeyCode::Escape) {
        commands.write(GameCommand::Deselect);
    }
}
