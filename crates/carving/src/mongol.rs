//! The carved Mongolian men of shatar and hiashatar (look.md, "Shatar and hiashatar men and
//! boards"; seed 004): figurines on plinths, combined from eggs, balls, tapered limbs, rounded
//! boxes and turned parts. Each faces +z, stands with the middle of its plinth's bottom at the
//! origin, and fits a 1.0 square (plinths at most 0.8 across).

use std::f32::consts::{FRAC_PI_2, PI, TAU};

use crate::Carved;
use crate::extrude::extrude;
use crate::lathe::{arc, lathe};
use crate::mesh::MeshData;
use crate::shapes::{
    LARGE, SMALL, chain, cone, cylinder, ellipsoid, rounded_box, slab, sphere, torus, tube,
};

/// Height of every carved man's plinth.
pub const PLINTH: f32 = 0.07;

/// A rectangular plinth with rounded corners, `w` across and `d` deep.
fn plinth(w: f32, d: f32) -> MeshData {
    slab(w, d, PLINTH, 0.09, 0.02)
}

/// A part and its mirror image across x = 0 (both legs, both arms, both wheels).
fn pair(m: MeshData) -> MeshData {
    let other = m.clone().mirrored_x();
    m.with(&other)
}

/// A part placed at a point.
fn at(m: MeshData, p: [f32; 3]) -> MeshData {
    m.translated(p[0], p[1], p[2])
}

/// Noyon (the king): an important man seated on a throne, a tall hat with a finial on his
/// head, his hands on his knees. The tallest man; the throne's back gives a square outline no
/// other man has.
pub fn noyon_parts() -> Carved {
    let y0 = PLINTH;
    let mut b = MeshData::new();
    // The throne: seat, back with a crest and finials, armrests.
    let seat_top = y0 + 0.22;
    b.append(&at(
        rounded_box(0.46, 0.22, 0.40, 0.03),
        [0.0, y0 + 0.11, -0.04],
    ));
    b.append(&at(
        rounded_box(0.50, 0.52, 0.07, 0.025),
        [0.0, y0 + 0.26, -0.215],
    ));
    b.append(&at(
        rounded_box(0.30, 0.08, 0.06, 0.03),
        [0.0, y0 + 0.54, -0.215],
    ));
    b.append(&pair(at(sphere(0.04, SMALL), [0.22, y0 + 0.56, -0.215])));
    b.append(&pair(at(
        rounded_box(0.06, 0.08, 0.34, 0.025),
        [0.22, seat_top + 0.06, -0.05],
    )));
    b.append(&pair(at(
        sphere(0.035, SMALL),
        [0.22, seat_top + 0.1, 0.11],
    )));
    // The man: a robe (deel) over lap and knees falling to the feet, boots, a broad body.
    b.append(&at(
        ellipsoid(0.16, 0.065, 0.17, LARGE),
        [0.0, seat_top + 0.05, 0.03],
    ));
    b.append(&at(
        rounded_box(0.30, 0.25, 0.09, 0.04),
        [0.0, y0 + 0.135, 0.155],
    ));
    b.append(&pair(at(
        ellipsoid(0.05, 0.035, 0.07, SMALL),
        [0.08, y0 + 0.03, 0.21],
    )));
    b.append(&at(
        ellipsoid(0.15, 0.2, 0.115, LARGE).rotated_x(-0.08),
        [0.0, seat_top + 0.18, -0.06],
    ));
    // Arms: shoulder, elbow out, hands resting on the knees.
    b.append(&pair(chain(
        &[
            [0.14, seat_top + 0.3, -0.06],
            [0.18, seat_top + 0.16, 0.0],
            [0.1, seat_top + 0.1, 0.13],
        ],
        &[0.05, 0.043, 0.04],
        SMALL,
    )));
    b.append(&pair(at(sphere(0.035, SMALL), [0.1, seat_top + 0.1, 0.15])));
    // Neck, head, and the hat: an upturned brim, a domed crown, a finial with a spike.
    let head = seat_top + 0.44;
    b.append(&tube(
        [0.0, seat_top + 0.33, -0.05],
        [0.0, head, -0.04],
        0.05,
        0.045,
        SMALL,
    ));
    b.append(&at(
        ellipsoid(0.07, 0.078, 0.072, LARGE),
        [0.0, head, -0.03],
    ));
    b.append(&at(
        torus(0.085, 0.022, LARGE, 8),
        [0.0, head + 0.05, -0.035],
    ));
    let mut crown = vec![[0.0, 0.0], [0.08, 0.0]];
    crown.extend(arc(0.0, 0.0, 0.08, 0.0, 1.2, 5).into_iter().skip(1));
    crown.push([0.025, 0.1]);
    crown.push([0.0, 0.1]);
    b.append(&at(lathe(&crown, LARGE), [0.0, head + 0.05, -0.035]));
    b.append(&at(sphere(0.028, SMALL), [0.0, head + 0.165, -0.035]));
    b.append(&at(cone(0.014, 0.0, 0.045, 10), [0.0, head + 0.18, -0.035]));
    Carved {
        body: b,
        plinth: plinth(0.62, 0.6),
    }
}

/// Bers (the queen): a lion, a big dog-like beast, sitting up on its haunches, a big curly
/// mane round its head, its tail curled beside it.
pub fn bers_parts() -> Carved {
    let y0 = PLINTH;
    let mut b = MeshData::new();
    // Haunches and hind paws.
    b.append(&pair(at(
        ellipsoid(0.09, 0.11, 0.14, LARGE),
        [0.095, y0 + 0.1, -0.1],
    )));
    b.append(&pair(at(
        ellipsoid(0.045, 0.03, 0.08, SMALL),
        [0.13, y0 + 0.03, 0.02],
    )));
    // The body, leaning forward from the haunches up to the chest.
    b.append(&at(
        ellipsoid(0.13, 0.22, 0.13, LARGE).rotated_x(0.35),
        [0.0, y0 + 0.25, -0.04],
    ));
    // Forelegs, straight, and their paws.
    b.append(&pair(tube(
        [0.07, y0 + 0.3, 0.07],
        [0.07, y0 + 0.04, 0.13],
        0.045,
        0.04,
        SMALL,
    )));
    b.append(&pair(at(
        ellipsoid(0.045, 0.035, 0.065, SMALL),
        [0.07, y0 + 0.035, 0.16],
    )));
    // The mane: a big ball ringed with two rows of curls, falling over the shoulders; the
    // face in front of it, a broad muzzle and nose.
    let head = y0 + 0.54;
    b.append(&at(ellipsoid(0.165, 0.155, 0.14, LARGE), [0.0, head, 0.01]));
    for (n, r, ry, z, curl) in [
        (16, 0.16, 0.15, 0.03, 0.038),
        (12, 0.12, 0.115, -0.07, 0.04),
    ] {
        for i in 0..n {
            let a = (i as f32 + 0.5 * (z < 0.0) as i32 as f32) / n as f32 * TAU;
            let (s, c) = a.sin_cos();
            b.append(&at(sphere(curl, 10), [r * c, head + ry * s, z]));
        }
    }
    b.append(&at(
        ellipsoid(0.12, 0.09, 0.1, LARGE).rotated_x(0.5),
        [0.0, head - 0.13, 0.04],
    ));
    b.append(&at(ellipsoid(0.1, 0.095, 0.085, LARGE), [0.0, head, 0.12]));
    b.append(&at(
        ellipsoid(0.065, 0.05, 0.06, SMALL),
        [0.0, head - 0.04, 0.19],
    ));
    b.append(&at(sphere(0.024, 10), [0.0, head - 0.015, 0.245]));
    b.append(&pair(at(sphere(0.016, 8), [0.045, head + 0.03, 0.2])));
    b.append(&pair(at(sphere(0.035, SMALL), [0.08, head + 0.1, 0.1])));
    // The tail, along the plinth round the right haunch, with a tuft.
    b.append(&chain(
        &[
            [0.0, y0 + 0.05, -0.22],
            [0.14, y0 + 0.03, -0.24],
            [0.21, y0 + 0.03, -0.1],
            [0.2, y0 + 0.04, 0.03],
        ],
        &[0.03, 0.027, 0.025, 0.025],
        SMALL,
    ));
    b.append(&at(sphere(0.04, SMALL), [0.2, y0 + 0.05, 0.06]));
    Carved {
        body: b,
        plinth: plinth(0.52, 0.6),
    }
}

/// A four-legged beast's legs: front pair at `front`, hind pair at `back` (z), from `top`
/// down to the plinth, with hooves.
fn legs(x: f32, front: f32, back: f32, top: f32, r: f32) -> MeshData {
    let y0 = PLINTH;
    let mut m = MeshData::new();
    for z in [front, back] {
        let knee = [
            x,
            y0 + (top - y0) * 0.45,
            z + if z > 0.0 { 0.01 } else { -0.015 },
        ];
        m.append(&pair(chain(
            &[[x, top, z], knee, [x, y0 + 0.03, z]],
            &[r * 1.35, r, r * 0.9],
            SMALL,
        )));
        m.append(&pair(at(
            cylinder(r * 1.15, 0.035, SMALL),
            [x, y0, z + 0.005],
        )));
    }
    m
}

/// Mori (the knight): a stocky Mongolian horse standing four-square, head raised on a thick
/// neck, a mane along it, the tail hanging.
pub fn mori_parts() -> Carved {
    let y0 = PLINTH;
    let mut b = MeshData::new();
    let body_y = y0 + 0.3;
    b.append(&at(
        ellipsoid(0.11, 0.11, 0.22, LARGE),
        [0.0, body_y, -0.03],
    ));
    b.append(&legs(0.06, 0.12, -0.17, body_y - 0.02, 0.027));
    // Neck and head.
    b.append(&tube(
        [0.0, body_y + 0.02, 0.12],
        [0.0, y0 + 0.53, 0.22],
        0.085,
        0.055,
        LARGE,
    ));
    b.append(&tube(
        [0.0, y0 + 0.56, 0.22],
        [0.0, y0 + 0.47, 0.33],
        0.055,
        0.037,
        LARGE,
    ));
    b.append(&pair(at(
        cone(0.018, 0.0, 0.06, 10).rotated_x(-0.25),
        [0.025, y0 + 0.585, 0.2],
    )));
    // The mane: a crest of small eggs along the top of the neck, down to the withers.
    for i in 0..6 {
        let t = i as f32 / 5.0;
        let p = [0.0, y0 + 0.58 - t * 0.18, 0.2 - t * 0.15];
        b.append(&at(ellipsoid(0.022, 0.04, 0.035, SMALL).rotated_x(-0.6), p));
    }
    // The tail.
    b.append(&chain(
        &[
            [0.0, body_y + 0.06, -0.24],
            [0.0, body_y - 0.02, -0.3],
            [0.0, y0 + 0.08, -0.31],
        ],
        &[0.03, 0.035, 0.04],
        SMALL,
    ));
    Carved {
        body: b,
        plinth: plinth(0.36, 0.74),
    }
}

/// Temee (the bishop): a two-humped Bactrian camel standing on long legs, its long neck
/// dipping forward and rising to a small head held high.
pub fn temee_parts() -> Carved {
    let y0 = PLINTH;
    let mut b = MeshData::new();
    let body_y = y0 + 0.36;
    b.append(&at(
        ellipsoid(0.1, 0.095, 0.19, LARGE),
        [0.0, body_y, -0.05],
    ));
    b.append(&legs(0.055, 0.07, -0.17, body_y - 0.03, 0.024));
    // The two humps.
    for z in [0.04, -0.14] {
        b.append(&at(
            ellipsoid(0.065, 0.085, 0.07, LARGE),
            [0.0, body_y + 0.08, z],
        ));
    }
    // The neck: down and forward from the chest, then up.
    b.append(&chain(
        &[
            [0.0, body_y + 0.01, 0.1],
            [0.0, body_y - 0.02, 0.21],
            [0.0, body_y + 0.1, 0.28],
            [0.0, body_y + 0.22, 0.29],
        ],
        &[0.06, 0.045, 0.038, 0.036],
        SMALL,
    ));
    // The head, long and pointing forward, with small ears.
    b.append(&tube(
        [0.0, body_y + 0.25, 0.28],
        [0.0, body_y + 0.23, 0.36],
        0.04,
        0.028,
        SMALL,
    ));
    b.append(&pair(at(sphere(0.014, 8), [0.028, body_y + 0.285, 0.27])));
    // A short tail.
    b.append(&tube(
        [0.0, body_y + 0.02, -0.23],
        [0.0, body_y - 0.12, -0.26],
        0.02,
        0.018,
        SMALL,
    ));
    Carved {
        body: b,
        plinth: plinth(0.36, 0.74),
    }
}

/// A spoked wheel turning about x, centred at the origin.
fn wheel(r: f32) -> MeshData {
    let mut m = torus(r, 0.024, LARGE + 8, 8);
    m.append(&cylinder(0.045, 0.07, SMALL).translated(0.0, -0.035, 0.0));
    // Four spokes right across (eight from the hub); whole ones, so that no two parts share
    // a ring of points.
    for i in 0..4 {
        let a = i as f32 / 8.0 * TAU;
        let (s, c) = a.sin_cos();
        m.append(&tube(
            [-r * c, 0.0, -r * s],
            [r * c, 0.0, r * s],
            0.012,
            0.012,
            8,
        ));
    }
    // Upright wheel: its axis (y) turned onto x.
    m.rotated_z(FRAC_PI_2)
}

/// Tereg (the rook): a two-wheeled covered cart without its horse, a vaulted felt cover on
/// its bed, its shafts resting on the ground in front.
pub fn tereg_parts() -> Carved {
    let y0 = PLINTH;
    let mut b = MeshData::new();
    let r = 0.19;
    let axle = y0 + r + 0.024;
    b.append(&pair(at(wheel(r), [0.27, axle, -0.04])));
    b.append(&tube(
        [-0.27, axle, -0.04],
        [0.27, axle, -0.04],
        0.02,
        0.02,
        10,
    ));
    // The bed.
    let bed = axle + 0.02;
    b.append(&at(rounded_box(0.44, 0.05, 0.5, 0.015), [0.0, bed, 0.0]));
    // The cover: a vault over the bed (an arch extruded along the cart), ribs at both ends.
    // An arch standing on low walls, counter-clockwise: up the right wall, over, down the left.
    let arch = |w: f32, wall: f32| {
        (0..=12)
            .map(|i| {
                let a = PI * i as f32 / 12.0;
                [w / 2.0 * a.cos(), wall + w / 2.0 * a.sin()]
            })
            .chain([[-w / 2.0, 0.0], [w / 2.0, 0.0]])
            .collect::<Vec<_>>()
    };
    let top = bed + 0.025;
    let vault = extrude(&arch(0.4, 0.12), 0.4, 0.02, 2).expect("an arch triangulates");
    b.append(&at(vault.rotated_y(FRAC_PI_2), [0.0, top, -0.03]));
    for z in [0.17, -0.23] {
        let rib = extrude(&arch(0.43, 0.12), 0.035, 0.01, 1).expect("an arch triangulates");
        b.append(&at(rib.rotated_y(FRAC_PI_2), [0.0, top - 0.005, z]));
    }
    // The shafts, from under the bed down to the ground ahead, a yoke bar across their ends.
    let tip = [0.11, y0 + 0.02, 0.37];
    b.append(&pair(tube([0.13, bed - 0.02, 0.18], tip, 0.02, 0.017, 10)));
    b.append(&tube(
        [-tip[0], tip[1] + 0.01, tip[2] - 0.02],
        [tip[0], tip[1] + 0.01, tip[2] - 0.02],
        0.013,
        0.013,
        8,
    ));
    Carved {
        body: b,
        plinth: plinth(0.7, 0.8),
    }
}

/// Khüü (the pawn): a puppy of the bers sitting up, a big round head with floppy ears, the
/// smallest man.
pub fn khuu_parts() -> Carved {
    let y0 = PLINTH;
    let mut b = MeshData::new();
    b.append(&pair(at(
        ellipsoid(0.065, 0.07, 0.09, LARGE),
        [0.065, y0 + 0.065, -0.05],
    )));
    b.append(&at(
        ellipsoid(0.09, 0.13, 0.09, LARGE).rotated_x(0.3),
        [0.0, y0 + 0.14, -0.01],
    ));
    b.append(&pair(tube(
        [0.045, y0 + 0.16, 0.05],
        [0.05, y0 + 0.025, 0.09],
        0.03,
        0.027,
        SMALL,
    )));
    b.append(&pair(at(
        ellipsoid(0.03, 0.025, 0.04, SMALL),
        [0.05, y0 + 0.022, 0.11],
    )));
    let head = y0 + 0.29;
    b.append(&at(ellipsoid(0.095, 0.088, 0.09, LARGE), [0.0, head, 0.03]));
    b.append(&at(
        ellipsoid(0.05, 0.04, 0.05, SMALL),
        [0.0, head - 0.03, 0.11],
    ));
    b.append(&at(sphere(0.018, 8), [0.0, head - 0.01, 0.16]));
    // Floppy ears hanging at the sides of the head.
    b.append(&pair(at(
        ellipsoid(0.025, 0.06, 0.04, SMALL).rotated_z(0.35),
        [0.095, head + 0.01, 0.02],
    )));
    // A little tail up behind.
    b.append(&tube(
        [0.0, y0 + 0.06, -0.13],
        [0.0, y0 + 0.14, -0.18],
        0.02,
        0.012,
        10,
    ));
    Carved {
        body: b,
        plinth: plinth(0.4, 0.44),
    }
}

/// Hia (hiashatar's bodyguard): a warrior standing on guard, a spiked helmet on his head, a
/// round shield on his left arm and a spear upright in his right hand.
pub fn hia_parts() -> Carved {
    let y0 = PLINTH;
    let mut b = MeshData::new();
    // Boots and legs under a flared coat.
    b.append(&pair(at(
        ellipsoid(0.045, 0.03, 0.065, SMALL),
        [0.06, y0 + 0.03, 0.02],
    )));
    b.append(&pair(tube(
        [0.06, y0 + 0.05, 0.0],
        [0.06, y0 + 0.24, 0.0],
        0.042,
        0.05,
        SMALL,
    )));
    let skirt = [
        [0.0, 0.0],
        [0.15, 0.0],
        [0.135, 0.1],
        [0.115, 0.2],
        [0.0, 0.2],
    ];
    b.append(&at(lathe(&skirt, LARGE), [0.0, y0 + 0.14, 0.0]));
    // Belt, chest, shoulders.
    let waist = y0 + 0.34;
    b.append(&at(torus(0.11, 0.02, LARGE, 8), [0.0, waist, 0.0]));
    b.append(&at(
        ellipsoid(0.125, 0.15, 0.09, LARGE),
        [0.0, waist + 0.11, 0.0],
    ));
    b.append(&pair(at(sphere(0.052, SMALL), [0.125, waist + 0.21, 0.0])));
    // Right arm (−x, his right as he faces +z) holding the spear; left arm behind a shield.
    let hand = [-0.17, waist + 0.1, 0.09];
    b.append(&chain(
        &[[-0.13, waist + 0.2, 0.0], [-0.17, waist + 0.08, 0.02], hand],
        &[0.045, 0.04, 0.035],
        SMALL,
    ));
    b.append(&at(sphere(0.035, SMALL), hand));
    b.append(&chain(
        &[
            [0.13, waist + 0.2, 0.0],
            [0.17, waist + 0.08, 0.0],
            [0.14, waist + 0.05, 0.08],
        ],
        &[0.045, 0.04, 0.035],
        SMALL,
    ));
    // A shallow dome: a cap of a ball of radius 0.2, 0.04 high, on a thin rim.
    let mut shield = vec![[0.0, 0.0], [0.12, 0.0]];
    shield.extend(arc(0.0, -0.15, 0.2, (0.6f32).acos(), FRAC_PI_2, 5));
    b.append(&at(
        lathe(&shield, LARGE).rotated_z(-FRAC_PI_2),
        [0.19, waist + 0.08, 0.03],
    ));
    b.append(&at(sphere(0.025, SMALL), [0.24, waist + 0.08, 0.03]));
    // The spear: its butt on the plinth, its blade and tassel the highest point of the man.
    b.append(&at(cylinder(0.014, 0.66, 10), [hand[0], y0, hand[2]]));
    b.append(&at(sphere(0.03, SMALL), [hand[0], y0 + 0.66, hand[2]]));
    let blade = [[0.0, 0.0], [0.026, 0.03], [0.0, 0.115]];
    b.append(&at(lathe(&blade, 8), [hand[0], y0 + 0.665, hand[2]]));
    // Neck, head, helmet: a dome with a brim and a spike.
    let head = waist + 0.33;
    b.append(&tube(
        [0.0, waist + 0.2, 0.0],
        [0.0, head, 0.0],
        0.045,
        0.04,
        SMALL,
    ));
    b.append(&at(ellipsoid(0.063, 0.07, 0.066, LARGE), [0.0, head, 0.01]));
    b.append(&at(torus(0.075, 0.015, LARGE, 6), [0.0, head + 0.02, 0.0]));
    let mut dome = vec![[0.0, 0.0]];
    dome.extend(arc(0.0, 0.0, 0.072, 0.0, 1.3, 6));
    dome.push([0.012, 0.075]);
    dome.push([0.0, 0.09]);
    b.append(&at(lathe(&dome, LARGE), [0.0, head + 0.02, 0.0]));
    Carved {
        body: b,
        plinth: slab(0.5, 0.44, PLINTH, 0.16, 0.02),
    }
}
