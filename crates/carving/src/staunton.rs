//! A Staunton-style knight and hia, for players who know chess: turned bases like the app's
//! turned men (src/board/men.rs), the knight's horse head an extruded, rounded side silhouette
//! (look.md, "Shatar and hiashatar men and boards": "the classic way to model a chess knight").

use crate::Carved;
use crate::extrude::{extrude, smooth_outline};
use crate::lathe::lathe;
use crate::shapes::{SMALL, sphere};

/// Segments round a turned man.
const TURNED: usize = 40;

/// The common foot of a turned man: a base with a bead and a cove, `r` its radius, as in the
/// app's Staunton-like set, up to height 0.16.
fn foot(r: f32) -> Vec<[f32; 2]> {
    vec![
        [0.0, 0.0],
        [r, 0.0],
        [r, 0.05],
        [r * 0.96, 0.08],
        [r * 0.86, 0.10],
        [r * 0.88, 0.13],
        [r * 0.74, 0.16],
    ]
}

/// Smooth step from 0 at `a` to 1 at `b`.
fn smoothstep(a: f32, b: f32, x: f32) -> f32 {
    let t = ((x - a) / (b - a)).clamp(0.0, 1.0);
    t * t * (3.0 - 2.0 * t)
}

/// The knight's head, drawn facing forward (+u) in (forward, up), from the bottom of the
/// neck: chest, throat, jaw, muzzle, nose, face, forehead, ear, poll, mane, back of the neck.
pub(crate) const KNIGHT_HEAD: [[f32; 2]; 19] = [
    [-0.17, 0.0],
    [0.15, 0.0],
    [0.14, 0.07],
    [0.1, 0.15],
    [0.09, 0.21],
    [0.15, 0.245],
    [0.245, 0.265],
    [0.285, 0.3],
    [0.275, 0.35],
    [0.2, 0.41],
    [0.13, 0.465],
    [0.075, 0.53],
    [0.05, 0.6],
    [-0.005, 0.53],
    [-0.08, 0.48],
    [-0.14, 0.38],
    [-0.175, 0.25],
    [-0.195, 0.12],
    [-0.19, 0.03],
];

/// The mane: a ridge standing out along the back of the neck.
const KNIGHT_MANE: [[f32; 2]; 10] = [
    [-0.03, 0.54],
    [-0.1, 0.49],
    [-0.165, 0.38],
    [-0.2, 0.25],
    [-0.215, 0.1],
    [-0.16, 0.1],
    [-0.14, 0.24],
    [-0.11, 0.35],
    [-0.06, 0.43],
    [0.0, 0.47],
];

/// The Staunton knight: a horse head on a turned base.
pub fn staunton_knight_parts() -> Carved {
    let mut base = foot(0.3);
    base.extend([[0.215, 0.17], [0.0, 0.17]]);
    let plinth = lathe(&base, TURNED);
    let y0 = 0.155;
    let head = extrude(&smooth_outline(&KNIGHT_HEAD, 2), 0.2, 0.045, 3)
        .expect("the knight's outline triangulates")
        // Narrower towards the muzzle, broader at the neck's foot.
        .warped(|p| {
            let k = 1.0 - 0.3 * smoothstep(0.05, 0.28, p[2]) * smoothstep(0.15, 0.3, p[1])
                + 0.15 * (1.0 - smoothstep(0.0, 0.15, p[1]));
            [p[0] * k, p[1], p[2]]
        });
    let mane = extrude(&smooth_outline(&KNIGHT_MANE, 2), 0.09, 0.03, 2)
        .expect("the mane's outline triangulates");
    let mut body = head.with(&mane).translated(0.0, y0, -0.02);
    // The eyes.
    for x in [-0.085, 0.085] {
        body.append(&sphere(0.022, SMALL).translated(x, y0 + 0.42, 0.12));
    }
    Carved { body, plinth }
}

/// The Staunton hia: a turned guard, a slender body with a collar, under a warrior's helmet
/// (a brim and a dome drawn up to a spike) that none of the turned chess men has.
pub fn staunton_hia_parts() -> Carved {
    let mut base = foot(0.32);
    base.extend([[0.0, 0.16]]);
    let plinth = lathe(&base, TURNED);
    let mut p = vec![[0.0, 0.15], [0.235, 0.15]];
    p.extend([
        [0.18, 0.26],
        [0.12, 0.5],
        [0.11, 0.54],
        [0.2, 0.56],
        [0.2, 0.59],
        [0.1, 0.61],
        [0.09, 0.63],
    ]);
    // The face under the helmet; a wide flat brim; the helmet drawn up from a bulge to a
    // point (an onion's curve), and a tall spike: nothing like a pawn's ball.
    p.extend([[0.1, 0.645], [0.215, 0.655], [0.215, 0.675], [0.135, 0.68]]);
    p.extend([
        [0.145, 0.7],
        [0.14, 0.725],
        [0.115, 0.75],
        [0.075, 0.775],
        [0.04, 0.795],
        [0.022, 0.81],
        [0.012, 0.84],
        [0.0, 0.87],
    ]);
    // No ball on the spike: a ball on top would read as a pawn's head.
    Carved {
        body: lathe(&p, TURNED),
        plinth,
    }
}
