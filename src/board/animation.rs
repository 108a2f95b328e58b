//! Animations that teach the game: quiet moves glide, each jump of a chain hops over its prey,
//! jumped men stay until the chain ends and then fly together to their owner's tray, drops arc
//! out of the fortress, a promoted Shatra sinks while its officer grows.

use std::f32::consts::PI;

use bevy::prelude::*;
use shatra_engine::{Move, MoveKind, Position, Square};

use crate::board::geometry::{SQUARE, square_center};
use crate::board::men::{PieceVisual, rest_transform};
use crate::display::Display;
use crate::play::{BoardMoving, CurrentGame, GameCommand, GameSet, SkipAnimations};

pub(crate) struct AnimationPlugin;

impl Plugin for AnimationPlugin {
    fn build(&self, app: &mut App) {
        app.add_message::<BoardCue>()
            .init_resource::<GameOverCard>()
            .add_systems(
                Update,
                (
                    skip_animations,
                    animate_moves,
                    animate_sinking,
                    animate_to_tray,
                    animate_growing,
                    game_over_when_still,
                    note_moving,
                )
                    .chain()
                    .in_set(GameSet::Animate),
            );
    }
}

/// What the men do on the board, at the moment it is seen: the audio plugin turns these into
/// sounds (nothing here touches audio).
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub enum BoardCue {
    /// A man sets off on a long glide (two squares or more).
    Slide,
    /// A man comes to rest after a quiet move.
    Placed,
    /// One jump of a chain lands.
    Jumped,
    /// A knight's leap (shatar's and hiashatar's mori) lands.
    Leapt,
    /// A man dropped from its fortress lands.
    Dropped,
    /// The jumped men leave the board together: how many.
    Gathered(u8),
    /// A promoted officer appears.
    Promoted,
}

/// Seconds for one step of a move at speed 1.
const STEP: f32 = 0.35;

#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Leg {
    Glide,
    /// A Shatra capture: over the man taken.
    Hop,
    /// A drop from the fortress.
    Arc,
    /// A knight's leap over the men in between.
    Leap,
}

/// The mover's path, leg by leg.
#[derive(Component, Clone, Debug)]
pub struct MoveAnim {
    pub points: Vec<Vec3>,
    pub leg: Leg,
    pub elapsed: f32,
    pub leg_time: f32,
}

impl MoveAnim {
    pub(crate) fn for_move(mv: &Move, _before: &Position) -> MoveAnim {
        let mut points = vec![square_center(mv.from())];
        points.extend(mv.landings().iter().map(|&s| square_center(s)));
        let leg = match mv.kind() {
            MoveKind::Capture => Leg::Hop,
            MoveKind::Drop => Leg::Arc,
            MoveKind::Quiet | MoveKind::Promote => Leg::Glide,
        };
        let leg_time = match leg {
            Leg::Arc => STEP * 2.0,
            Leg::Hop | Leg::Leap => STEP * 1.4,
            Leg::Glide => STEP * (1.0 + 0.15 * distance(mv.from(), mv.to())),
        };
        MoveAnim {
            points,
            leg,
            elapsed: 0.0,
            leg_time,
        }
    }

    /// A path through `points` (a move of any game, read from its legs): each leg timed as a
    /// glide of the longest leg's length, or as a hop.
    pub(crate) fn along(points: Vec<Vec3>, leg: Leg) -> MoveAnim {
        let longest = points
            .windows(2)
            .map(|w| Vec2::new(w[1].x - w[0].x, w[1].z - w[0].z).length() / SQUARE)
            .fold(0.0, f32::max);
        let leg_time = match leg {
            Leg::Arc => STEP * 2.0,
            Leg::Hop | Leg::Leap => STEP * 1.6,
            Leg::Glide => STEP * (1.0 + 0.15 * longest),
        };
        MoveAnim {
            points,
            leg,
            elapsed: 0.0,
            leg_time,
        }
    }

    /// The same path, from the point nearest to `at` on (a chain whose first landings the
    /// player has already seen the man make): it goes on from where the man stands.
    pub(crate) fn starting_near(mut self, at: Vec3) -> MoveAnim {
        let flat = |p: Vec3| Vec2::new(p.x - at.x, p.z - at.z).length();
        if let Some((i, d)) = self
            .points
            .iter()
            .enumerate()
            .map(|(i, &p)| (i, flat(p)))
            .min_by(|a, b| a.1.total_cmp(&b.1))
            && i > 0
            && d < 0.6
        {
            self.points.drain(..i);
            self.points[0] = Vec3::new(at.x, self.points[0].y, at.z);
        }
        self
    }

    pub(crate) fn legs(&self) -> usize {
        self.points.len().saturating_sub(1).max(1)
    }

    /// Seconds at speed 1.
    pub(crate) fn total(&self) -> f32 {
        self.leg_time * self.legs() as f32
    }

    pub fn done(&self) -> bool {
        self.elapsed >= self.total()
    }

    /// The same path the other way (study steps back over a move).
    pub(crate) fn reversed(mut self) -> MoveAnim {
        self.points.reverse();
        self
    }

    /// Whether the whole path is long enough to be heard sliding.
    pub fn long(&self) -> bool {
        match (self.points.first(), self.points.last()) {
            (Some(a), Some(b)) => a.distance(*b) >= 1.9,
            _ => false,
        }
    }

    /// Legs finished at time `t`.
    fn legs_done(&self, t: f32) -> usize {
        ((t / self.leg_time).floor() as usize).min(self.legs())
    }

    /// What is heard as the time goes from `from` to `to`: the start of a long glide, and the
    /// end of each leg.
    pub(crate) fn cues(&self, from: f32, to: f32) -> Vec<BoardCue> {
        let mut cues = Vec::new();
        if from <= 0.0 && to > 0.0 && self.leg == Leg::Glide && self.long() {
            cues.push(BoardCue::Slide);
        }
        for _ in self.legs_done(from)..self.legs_done(to) {
            cues.push(match self.leg {
                Leg::Hop => BoardCue::Jumped,
                Leg::Leap => BoardCue::Leapt,
                Leg::Arc => BoardCue::Dropped,
                Leg::Glide => BoardCue::Placed,
            });
        }
        cues
    }

    /// Position at the current time.
    pub fn position(&self) -> Vec3 {
        if self.points.len() < 2 {
            return self.points[0];
        }
        let t = (self.elapsed / self.leg_time).min(self.legs() as f32 - 1e-4);
        let i = t.floor() as usize;
        let f = EaseFunction::CubicInOut.sample_clamped(t - i as f32);
        let (a, b) = (self.points[i], self.points[i + 1]);
        let lift = match self.leg {
            Leg::Glide => 0.15,
            Leg::Hop => 0.9,
            Leg::Leap => 1.2,
            Leg::Arc => 2.2,
        };
        a.lerp(b, f) + Vec3::Y * lift * (PI * f).sin()
    }
}

fn distance(a: Square, b: Square) -> f32 {
    let df = a.file() as f32 - b.file() as f32;
    let dr = a.rank() as f32 - b.rank() as f32;
    (df * df + dr * dr).sqrt()
}

/// The Shatra that has just promoted gives way as its officer grows: it waits `delay` seconds
/// (while its move ends), then sinks.
#[derive(Component, Clone, Copy, Debug)]
pub struct Sinking {
    pub delay: f32,
    pub elapsed: f32,
}

impl Sinking {
    pub(crate) fn promoted(delay: f32) -> Sinking {
        Sinking {
            delay,
            elapsed: 0.0,
        }
    }
}

/// A captured man on its way to its owner's tray: it stays where it was taken for `delay`
/// seconds (the chain goes on; the rules take the jumped men off only at its end), then flies
/// to its slot.
#[derive(Component, Clone, Copy, Debug)]
pub(crate) struct ToTray {
    pub delay: f32,
    pub elapsed: f32,
    pub from: Option<Transform>,
    pub to: Transform,
}

impl ToTray {
    pub fn after(delay: f32, to: Transform) -> ToTray {
        ToTray {
            delay,
            elapsed: 0.0,
            from: None,
            to,
        }
    }
}

/// Seconds of the flight to the tray at speed 1.
const FLY_TIME: f32 = 0.7;

/// A man appearing (a promoted officer): it grows from nothing after `delay`.
#[derive(Component, Clone, Copy, Debug)]
pub(crate) struct Grow {
    pub delay: f32,
    pub elapsed: f32,
}

impl Grow {
    pub fn after(delay: f32) -> Grow {
        Grow {
            delay,
            elapsed: 0.0,
        }
    }
}

const SINK_TIME: f32 = 0.6;

fn skip_animations(
    mut skip: MessageReader<SkipAnimations>,
    mut moving: Query<&mut MoveAnim>,
    mut sinking: Query<&mut Sinking>,
    mut growing: Query<&mut Grow>,
    mut flying: Query<&mut ToTray>,
) {
    if skip.read().count() == 0 {
        return;
    }
    for mut a in &mut moving {
        a.elapsed = a.total();
    }
    for mut s in &mut sinking {
        s.elapsed = s.delay + SINK_TIME;
    }
    for mut g in &mut growing {
        g.elapsed = g.delay + SINK_TIME;
    }
    for mut f in &mut flying {
        f.elapsed = f.delay + FLY_TIME;
    }
}

fn animate_moves(
    mut commands: Commands,
    time: Res<Time>,
    display: Res<Display>,
    mut cues: MessageWriter<BoardCue>,
    mut q: Query<(Entity, &mut MoveAnim, &mut Transform, Option<&PieceVisual>)>,
) {
    let dt = time.delta_secs() * display.speed.max(0.05);
    for (e, mut anim, mut t, v) in &mut q {
        let from = anim.elapsed;
        anim.elapsed += dt;
        cues.write_batch(anim.cues(from, anim.elapsed));
        if anim.done() {
            match v {
                Some(v) => *t = rest_transform(v.square, v.piece),
                None => t.translation = *anim.points.last().expect("a path"),
            }
            commands.entity(e).remove::<MoveAnim>();
        } else {
            t.translation = anim.position();
        }
    }
}

fn animate_sinking(
    mut commands: Commands,
    time: Res<Time>,
    display: Res<Display>,
    mut q: Query<(Entity, &mut Sinking, &mut Transform)>,
) {
    let dt = time.delta_secs() * display.speed.max(0.05);
    for (e, mut s, mut t) in &mut q {
        s.elapsed += dt;
        let k = ((s.elapsed - s.delay) / SINK_TIME).clamp(0.0, 1.0);
        if k <= 0.0 {
            continue;
        }
        t.translation.y = -1.2 * (k - 0.4).max(0.0);
        t.scale = Vec3::splat(1.0 - 0.5 * k);
        if k >= 1.0 {
            commands.entity(e).despawn();
        }
    }
}

fn animate_to_tray(
    mut commands: Commands,
    time: Res<Time>,
    display: Res<Display>,
    mut cues: MessageWriter<BoardCue>,
    mut q: Query<(Entity, &mut ToTray, &mut Transform)>,
) {
    let dt = time.delta_secs() * display.speed.max(0.05);
    let mut gathered = 0u8;
    for (e, mut f, mut t) in &mut q {
        let before = f.elapsed;
        f.elapsed += dt;
        if f.elapsed <= f.delay {
            continue;
        }
        if before <= f.delay {
            gathered = gathered.saturating_add(1);
        }
        let from = *f.from.get_or_insert(*t);
        let k = ((f.elapsed - f.delay) / FLY_TIME).clamp(0.0, 1.0);
        let s = EaseFunction::CubicInOut.sample_clamped(k);
        t.translation = from.translation.lerp(f.to.translation, s) + Vec3::Y * 2.0 * (PI * s).sin();
        t.rotation = from.rotation.slerp(f.to.rotation, s);
        t.scale = from.scale.lerp(f.to.scale, s);
        if k >= 1.0 {
            *t = f.to;
            commands.entity(e).remove::<ToTray>();
        }
    }
    if gathered > 0 {
        cues.write(BoardCue::Gathered(gathered));
    }
}

fn animate_growing(
    mut commands: Commands,
    time: Res<Time>,
    display: Res<Display>,
    mut cues: MessageWriter<BoardCue>,
    mut q: Query<(Entity, &mut Grow, &mut Transform)>,
) {
    let dt = time.delta_secs() * display.speed.max(0.05);
    for (e, mut g, mut t) in &mut q {
        let from = g.elapsed;
        g.elapsed += dt;
        if from <= g.delay && g.elapsed > g.delay {
            cues.write(BoardCue::Promoted);
        }
        let k = ((g.elapsed - g.delay) / SINK_TIME).clamp(0.0, 1.0);
        t.scale = Vec3::splat(EaseFunction::BackOut.sample_clamped(k).max(0.001));
        if k >= 1.0 {
            t.scale = Vec3::ONE;
            commands.entity(e).remove::<Grow>();
        }
    }
}

/// Tells the command system whether a man is still moving (a click then skips).
fn note_moving(moving: Query<(), With<MoveAnim>>, mut flag: ResMut<BoardMoving>) {
    let now = !moving.is_empty();
    if flag.0 != now {
        flag.0 = now;
    }
}

/// Any man still moving, sinking, growing or flying to its tray.
pub(crate) type Animating = Or<(With<MoveAnim>, With<Sinking>, With<Grow>, With<ToTray>)>;

/// When the game-over card may show: once the game has ended and the board has been still for a
/// moment (the last capture and the Biy's fall are seen first).
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq)]
pub struct GameOverCard {
    /// The game version whose end may be shown now.
    pub ready: Option<u64>,
    still: f32,
}

/// Seconds the board stays still after the end before the card shows.
const CARD_AFTER: f32 = 0.6;

fn game_over_when_still(
    time: Res<Time>,
    game: Res<CurrentGame>,
    mut card: ResMut<GameOverCard>,
    mut commands: MessageWriter<GameCommand>,
    moving: Query<(), Animating>,
) {
    if !game.is_over() {
        *card = GameOverCard::default();
        return;
    }
    if card.ready == Some(game.version) {
        return;
    }
    card.ready = None;
    if !moving.is_empty() {
        card.still = 0.0;
        return;
    }
    card.still += time.delta_secs();
    if card.still >= CARD_AFTER {
        card.ready = Some(game.version);
        // Whatever the last notice said ("The computer declines the draw") is stale now.
        commands.write(GameCommand::ClearStatus);
    }
}
