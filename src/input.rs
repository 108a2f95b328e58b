//! Picking turns clicks into engine moves. A click on a man selects it and lights its legal
//! targets; a capture chain is chosen landing by landing; the Biy may stop where the rules let
//! it; promotions are picked among the lost officers. Refused clicks say why in one line.

use bevy::picking::events::{Click, Pointer};
use bevy::picking::pointer::PointerButton;
use bevy::prelude::*;
use shatra_engine::{Kind, Move, MoveKind, Square, Squares};

use crate::animation::{MoveAnim, SkipAnimations};
use crate::board::{BoardSquare, Highlight, HighlightMaterials};
use crate::notice::Notice;
use crate::pieces::PieceVisual;
use crate::state::ShatraGame;

pub struct InputPlugin;

impl Plugin for InputPlugin {
    fn build(&self, app: &mut App) {
        app.init_resource::<Selection>()
            .init_resource::<BoardInput>()
            .init_resource::<Hints>()
            .init_resource::<MustCapture>()
            .add_message::<SquareClicked>()
            .add_message::<MoveChosen>()
            .add_observer(on_pointer_click)
            .add_systems(
                Update,
                (
                    cancel_with_escape,
                    handle_clicks,
                    play_chosen,
                    update_highlights,
                    preview_chain,
                )
                    .chain()
                    .after(crate::pieces::PieceSync),
            );
    }
}

/// A square was clicked (on its tile or on the man standing there).
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct SquareClicked(pub Square);

/// A complete move chosen by the player (by clicks, by the promotion picker, or typed).
#[derive(Message, Clone, Copy, Debug)]
pub struct MoveChosen(pub Move);

/// Whether clicks on the board are taken as moves (the exhibition turns it off while the
/// computer plays itself or a visitor is choosing what to do).
#[derive(Resource, Clone, Copy, Debug, PartialEq, Eq)]
pub struct BoardInput(pub bool);

impl Default for BoardInput {
    fn default() -> Self {
        BoardInput(true)
    }
}

/// Cues shown before anything is clicked.
#[derive(Resource, Clone, Copy, Debug, PartialEq, Eq)]
pub struct Hints {
    /// When a capture is compulsory for a human to move, the men that must capture pulse.
    pub compulsory: bool,
}

impl Default for Hints {
    fn default() -> Self {
        Hints { compulsory: true }
    }
}

/// The men that must capture now (section 5: a man other than the Biy can capture, so only
/// captures are legal), or 0.
pub fn compulsory_capturers(game: &ShatraGame) -> u64 {
    let legal = game.game.legal_moves();
    if !legal.is_empty() && legal.iter().all(Move::is_capture) {
        legal.iter().fold(0, |a, m| a | m.from().bit())
    } else {
        0
    }
}

/// The men that must capture in the current position ([`compulsory_capturers`]), worked out
/// once per game version for everything that shows them (highlights, status lines).
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct MustCapture {
    version: Option<u64>,
    pub men: u64,
}

impl MustCapture {
    /// Brings it up to date with the game, if the game has changed.
    fn refresh(&mut self, game: &ShatraGame) {
        if self.version != Some(game.version) {
            *self = MustCapture {
                version: Some(game.version),
                men: compulsory_capturers(game),
            };
        }
    }
}

/// The squares lit for the next click, by kind.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Targets {
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
    /// Men that must capture, pulsing after a refused click, and for how long still.
    pub pulse: u64,
    pub pulse_time: f32,
}

impl Selection {
    pub fn clear(&mut self) {
        self.from = None;
        self.path.clear();
        self.candidates.clear();
        self.promotion_choice.clear();
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
    pub fn targets_by_kind(&self, pos: &shatra_engine::Position) -> Targets {
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
    pub fn choose_promotion(&mut self, kind: Kind) -> Option<Move> {
        let at = self.path.last().copied().or(self.from);
        self.candidates
            .retain(|m| m.promotion() == Some(kind) && m.promotion_square() == at);
        self.promotion_choice.clear();
        self.settle()
    }

    /// After a click: the move if it is now decided, or what choice is needed.
    fn settle(&mut self) -> Option<Move> {
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

fn on_pointer_click(
    ev: On<Pointer<Click>>,
    squares: Query<&BoardSquare>,
    pieces: Query<&PieceVisual>,
    mut out: MessageWriter<SquareClicked>,
) {
    if ev.event.button != PointerButton::Primary {
        return;
    }
    let target = ev.entity;
    if let Ok(s) = squares.get(target) {
        out.write(SquareClicked(s.0));
    } else if let Ok(p) = pieces.get(target) {
        out.write(SquareClicked(p.square));
    }
}

fn cancel_with_escape(keys: Res<ButtonInput<KeyCode>>, mut selection: ResMut<Selection>) {
    if keys.just_pressed(KeyCode::Escape) {
        selection.clear();
    }
}

/// Why a man cannot move now, as a notice; and which men must capture, if that is why.
pub fn explain_refusal(game: &ShatraGame, sq: Square) -> (Notice, u64) {
    let pos = game.position();
    let legal = pos.legal_moves();
    let us = pos.turn();
    match pos.piece_at(sq) {
        None => (Notice::ChooseOwnMan, 0),
        Some(p) if p.color != us => (Notice::NotYourTurn { side: us }, 0),
        Some(_) => {
            let capturers = legal
                .iter()
                .filter(|m| m.is_capture())
                .fold(0, |a, m| a | m.from().bit());
            let obligated = pos.obligations() & pos.men(us);
            if capturers != 0 && legal.iter().all(Move::is_capture) {
                (Notice::CaptureCompulsory, capturers)
            } else if capturers != 0 {
                (Notice::OnlyBiyMayMove, capturers)
            } else if let Some(o) = Squares(obligated).next() {
                (Notice::ObligatedDrop { square: o }, o.bit())
            } else if pos.reserve() & sq.bit() != 0 {
                (Notice::DropOrder, 0)
            } else {
                (Notice::NoMoveForThisMan, 0)
            }
        }
    }
}

#[allow(clippy::too_many_arguments)]
fn handle_clicks(
    mut clicks: MessageReader<SquareClicked>,
    mut game: ResMut<ShatraGame>,
    mut selection: ResMut<Selection>,
    moving: Query<(), With<MoveAnim>>,
    mut skip: MessageWriter<SkipAnimations>,
    mut chosen: MessageWriter<MoveChosen>,
    board_input: Res<BoardInput>,
) {
    for &SquareClicked(sq) in clicks.read() {
        if !board_input.0 {
            continue;
        }
        if !moving.is_empty() {
            skip.write(SkipAnimations);
            continue;
        }
        if game.setup.is_some() {
            // The position editor takes the click.
            continue;
        }
        if game.view.is_some() {
            game.notice = Some(Notice::StudyingNotPlaying);
            continue;
        }
        if game.game.outcome().is_some() {
            game.notice = Some(Notice::GameIsOver);
            continue;
        }
        if !game.human_to_move() {
            game.notice = Some(Notice::WaitForComputer);
            continue;
        }
        let legal = game.position().legal_moves();
        if selection.from.is_some() && selection.targets() & sq.bit() != 0 {
            selection.path.push(sq);
            let path = selection.path.clone();
            selection.candidates.retain(|m| {
                m.landings().len() >= path.len() && m.landings()[..path.len()] == path[..]
            });
            if let Some(m) = selection.settle() {
                chosen.write(MoveChosen(m));
                selection.clear();
            }
            continue;
        }
        if !selection.path.is_empty() {
            game.notice = Some(Notice::ChainMustGoOn);
            continue;
        }
        let mine: Vec<Move> = legal.iter().filter(|m| m.from() == sq).copied().collect();
        if selection.from == Some(sq) {
            selection.clear();
            continue;
        }
        if mine.is_empty() {
            let (why, pulse) = explain_refusal(&game, sq);
            if game.position().piece_at(sq).is_some() {
                game.notice = Some(why);
            }
            selection.clear();
            selection.pulse = pulse;
            selection.pulse_time = if pulse != 0 { 1.6 } else { 0.0 };
            continue;
        }
        selection.clear();
        selection.from = Some(sq);
        selection.candidates = mine;
        game.notice = None;
        if let Some(m) = selection.settle() {
            chosen.write(MoveChosen(m));
            selection.clear();
        }
    }
}

fn play_chosen(mut chosen: MessageReader<MoveChosen>, mut game: ResMut<ShatraGame>) {
    for MoveChosen(m) in chosen.read() {
        if game.human_to_move() && !game.play(*m) {
            game.notice = Some(Notice::MoveRefused {
                text: m.to_string(),
                why: shatra_engine::Illegal::NotLegalHere,
            });
        }
    }
}

#[allow(clippy::too_many_arguments)]
fn update_highlights(
    game: Res<ShatraGame>,
    time: Res<Time>,
    hints: Res<Hints>,
    computer: Res<crate::ai::Computer>,
    hovered: Res<crate::pieces::Hovered>,
    mut compulsory: ResMut<MustCapture>,
    mut selection: ResMut<Selection>,
    materials: Option<Res<HighlightMaterials>>,
    mut q: Query<(
        &Highlight,
        &mut Visibility,
        &mut MeshMaterial3d<StandardMaterial>,
        &mut Transform,
    )>,
) {
    // The men that must capture, worked out once per game version (the HUD reads them too).
    compulsory.refresh(&game);
    let Some(materials) = materials else { return };
    selection.pulse_time = (selection.pulse_time - time.delta_secs()).max(0.0);
    let must = compulsory.men;
    let pulsing = if selection.pulse_time > 0.0 {
        selection.pulse
    } else if hints.compulsory
        && game.human_to_move()
        && selection.from.is_none()
        && game.view.is_none()
    {
        must
    } else {
        0
    };
    let pos = game.position();
    let targets = selection.targets_by_kind(pos);
    let jumped = selection.jumped(pos);
    // The man a hint is about is lit as if selected.
    let hinted = computer
        .hint
        .filter(|(v, _)| *v == game.version && selection.from.is_none())
        .map_or(0, |(_, m)| m.from().bit());
    let chosen = hinted
        | selection.from.map_or(0, |s| s.bit())
        | selection.path.iter().fold(0, |a, s| a | s.bit());
    let shown = game.shown_ply();
    let last = shown
        .checked_sub(1)
        .map(|i| game.game.moves()[i])
        .map_or(0, |m| {
            m.landings()
                .iter()
                .fold(m.from().bit() | m.to().bit(), |a, s| a | s.bit())
        });
    let wave = 1.0 + 0.12 * (time.elapsed_secs() * 9.0).sin();
    for (h, mut vis, mut mat, mut t) in &mut q {
        let b = h.0.bit();
        let (m, scale) = if pulsing & b != 0 {
            (Some(&materials.must_capture), wave)
        } else if jumped & b != 0 {
            (Some(&materials.jumped), 1.0)
        } else if targets.prey & b != 0 {
            (Some(&materials.prey), 1.0)
        } else if targets.capture & b != 0 {
            (Some(&materials.capture_target), 1.0)
        } else if targets.drop & b != 0 {
            (Some(&materials.drop_target), 1.0)
        } else if targets.step & b != 0 {
            (Some(&materials.target), 1.0)
        } else if chosen & b != 0 {
            (Some(&materials.selected), 1.0)
        } else if hovered.0 == Some(h.0) {
            (Some(&materials.hover), 1.0)
        } else if last & b != 0 {
            (Some(&materials.last_move), 1.0)
        } else {
            (None, 1.0)
        };
        match m {
            Some(m) => {
                *vis = Visibility::Inherited;
                if mat.0 != *m {
                    mat.0 = m.clone();
                }
                t.scale = Vec3::new(scale, 1.0, scale);
            }
            None => *vis = Visibility::Hidden,
        }
    }
}

/// A chain being entered: the man moves to each landing as it is clicked (and back to its square
/// if the selection is cancelled); the animation of the finished move goes on from there.
pub fn preview_chain(
    time: Res<Time>,
    selection: Res<Selection>,
    mut previewed: Local<Option<Entity>>,
    mut cues: MessageWriter<crate::animation::BoardCue>,
    mut pieces: Query<(Entity, &PieceVisual, &mut Transform), Without<MoveAnim>>,
) {
    let target = match (selection.from, selection.path.last()) {
        (Some(from), Some(&at)) => Some((from, at)),
        _ => None,
    };
    let k = 1.0 - (-time.delta_secs() * 12.0).exp();
    for (e, v, mut t) in &mut pieces {
        let rest = crate::pieces::rest_transform(v.square, v.piece);
        let goal = match target {
            Some((from, at)) if v.square == from => {
                *previewed = Some(e);
                crate::geometry::square_center(at)
            }
            _ if *previewed == Some(e) => rest.translation,
            _ => continue,
        };
        let d = goal - t.translation;
        if d.length() < 0.01 {
            if d != Vec3::ZERO && target.is_some() {
                // The man lands on a chosen landing: the knock of a jump.
                cues.write(crate::animation::BoardCue::Jumped);
            }
            t.translation = goal;
            if target.is_none() {
                *previewed = None;
            }
        } else {
            // A little hop on the way.
            let flat = Vec3::new(d.x, 0.0, d.z).length();
            t.translation += d * k;
            t.translation.y = goal.y + (flat * 0.35).min(0.6);
        }
    }
}
