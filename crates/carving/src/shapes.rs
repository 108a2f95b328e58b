//! Primitives the figurines are combined from: balls and eggs for heads and bodies, tapered
//! capsules for limbs and necks, boxes with rounded edges for thrones and carts, rings for
//! wheels, slabs for plinths (look.md, "Shatar and hiashatar men and boards": "a few combined
//! primitives").

use std::f32::consts::{FRAC_PI_2, PI};

use crate::extrude::extrude;
use crate::lathe::{arc, lathe};
use crate::mesh::{Affine, MeshData, length, sub};

/// Segments round a small part (a limb, a head) and a large one (a body, a plinth).
pub const SMALL: usize = 14;
pub const LARGE: usize = 24;

/// A ball of radius `r` centred at the origin.
pub fn sphere(r: f32, segments: usize) -> MeshData {
    let rings = (segments / 2).max(3);
    lathe(&arc(0.0, 0.0, r, -FRAC_PI_2, FRAC_PI_2, rings), segments)
}

/// An egg: a ball stretched to half-sizes `rx`, `ry`, `rz` (normals follow the stretch).
pub fn ellipsoid(rx: f32, ry: f32, rz: f32, segments: usize) -> MeshData {
    sphere(1.0, segments).scaled(rx, ry, rz)
}

/// A solid upright cylinder of radius `r` from y = 0 to y = `h`.
pub fn cylinder(r: f32, h: f32, segments: usize) -> MeshData {
    lathe(&[[0.0, 0.0], [r, 0.0], [r, h], [0.0, h]], segments)
}

/// A solid upright frustum (a cone when `r1` is 0) from y = 0 (radius `r0`) to y = `h`.
pub fn cone(r0: f32, r1: f32, h: f32, segments: usize) -> MeshData {
    lathe(&[[0.0, 0.0], [r0, 0.0], [r1, h], [0.0, h]], segments)
}

/// A box of size `sx` × `sy` × `sz` centred at the origin, its edges rounded with radius
/// `round` (an extruded rounded rectangle: every edge rounded, the corners too).
pub fn rounded_box(sx: f32, sy: f32, sz: f32, round: f32) -> MeshData {
    let r = round.min(sy / 2.0 * 0.95).min(sz / 2.0 * 0.95).max(0.0);
    let outline = rounded_rect(sz, sy, r, 4);
    // The bevel a little less than the corners' radius, so that the faces keep round corners
    // (insetting an arc by its whole radius would crush it to slivers).
    extrude(&outline, sx, (0.7 * r).min(sx / 2.0 * 0.95), 3)
        .expect("a rounded rectangle triangulates")
}

/// A rounded rectangle `w` × `h` centred at the origin, counter-clockwise, corners of radius
/// `r` in `steps` steps each.
pub fn rounded_rect(w: f32, h: f32, r: f32, steps: usize) -> Vec<[f32; 2]> {
    let (hw, hh) = (w / 2.0 - r, h / 2.0 - r);
    let mut p = Vec::new();
    for (cx, cy, a0) in [
        (hw, -hh, -FRAC_PI_2),
        (hw, hh, 0.0),
        (-hw, hh, FRAC_PI_2),
        (-hw, -hh, PI),
    ] {
        for i in 0..=steps {
            let a = a0 + FRAC_PI_2 * i as f32 / steps.max(1) as f32;
            p.push([cx + r * a.cos(), cy + r * a.sin()]);
        }
    }
    p
}

/// A slab lying flat, `w` across (x) by `d` deep (z) by `h` high, standing on y = 0, its
/// corners rounded in plan with radius `corner` and its edges with `bevel`: the plinths of the
/// carved men.
pub fn slab(w: f32, d: f32, h: f32, corner: f32, bevel: f32) -> MeshData {
    let outline = rounded_rect(d, w, corner, 5);
    extrude(&outline, h, bevel, 2)
        .expect("a rounded rectangle triangulates")
        // Thickness along x becomes height along y; the outline's up (y) becomes −x.
        .rotated_z(FRAC_PI_2)
        .translated(0.0, h / 2.0, 0.0)
}

/// An oval slab: a turned disc with a rounded top edge, squashed to `w` × `d`.
pub fn oval_slab(w: f32, d: f32, h: f32, bevel: f32) -> MeshData {
    let r = 0.5;
    let b = (bevel * 2.0 / w.min(d)).min(h * 0.45);
    let mut p = vec![[0.0, 0.0], [r - b * 0.4, 0.0], [r, b * 0.4], [r, h - b]];
    p.extend(arc(r - b, h - b, b, 0.0, FRAC_PI_2, 4));
    p.push([0.0, h]);
    lathe(&p, LARGE + 8).scaled(w, 1.0, d)
}

/// A tapered capsule from `a` (radius `ra`) to `b` (radius `rb`), rounded at both ends: limbs,
/// necks, tails, shafts.
pub fn tube(a: [f32; 3], b: [f32; 3], ra: f32, rb: f32, segments: usize) -> MeshData {
    let l = length(sub(b, a)).max(1e-4);
    let mut p = arc(0.0, 0.0, ra, -FRAC_PI_2, 0.0, 4);
    p.extend(arc(0.0, l, rb, 0.0, FRAC_PI_2, 4));
    lathe(&p, segments)
        .transformed(&Affine::y_to(sub(b, a)))
        .translated(a[0], a[1], a[2])
}

/// Tubes through a chain of points with a radius at each: a bent leg, a curved neck.
pub fn chain(points: &[[f32; 3]], radii: &[f32], segments: usize) -> MeshData {
    let mut m = MeshData::new();
    for i in 0..points.len().saturating_sub(1) {
        m.append(&tube(
            points[i],
            points[i + 1],
            radii[i],
            radii[i + 1],
            segments,
        ));
    }
    m
}

/// A ring (torus) in the horizontal plane: `major` from the axis to the middle of the tube,
/// `minor` the tube's radius.
pub fn torus(major: f32, minor: f32, segments: usize, tube_segments: usize) -> MeshData {
    let mut p = arc(major, 0.0, minor, -PI, PI, tube_segments);
    p[tube_segments] = p[0];
    lathe(&p, segments)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn closed(m: &MeshData) {
        m.validate().unwrap();
        assert_eq!(m.open_edges(), 0);
        assert_eq!(m.degenerate_triangles(), 0);
        assert!(m.winding_agreement() > 0.99, "{}", m.winding_agreement());
        assert!(m.signed_volume() > 0.0);
    }

    #[test]
    fn every_primitive_is_a_closed_solid() {
        closed(&sphere(0.3, SMALL));
        closed(&ellipsoid(0.3, 0.1, 0.2, SMALL));
        closed(&cylinder(0.2, 0.5, SMALL));
        closed(&cone(0.2, 0.0, 0.5, SMALL));
        closed(&rounded_box(0.4, 0.2, 0.3, 0.03));
        closed(&slab(0.7, 0.5, 0.07, 0.08, 0.02));
        closed(&oval_slab(0.7, 0.5, 0.07, 0.02));
        closed(&tube([0.0, 0.0, 0.0], [0.3, 0.2, -0.1], 0.05, 0.03, SMALL));
        closed(&torus(0.2, 0.03, LARGE, 8));
    }

    #[test]
    fn sizes_are_as_asked() {
        let b = rounded_box(0.4, 0.2, 0.3, 0.03).bounds().unwrap();
        for (got, want) in b.size().iter().zip([0.4, 0.2, 0.3]) {
            assert!((got - want).abs() < 1e-4, "{got} {want}");
        }
        let b = slab(0.7, 0.5, 0.07, 0.08, 0.02).bounds().unwrap();
        assert!((b.min[1]).abs() < 1e-5 && (b.max[1] - 0.07).abs() < 1e-5);
        assert!((b.size()[0] - 0.7).abs() < 1e-4 && (b.size()[2] - 0.5).abs() < 1e-4);
        let b = oval_slab(0.7, 0.5, 0.07, 0.02).bounds().unwrap();
        assert!((b.size()[0] - 0.7).abs() < 1e-4 && (b.size()[2] - 0.5).abs() < 1e-4);
        let b = tube([0.0, 0.1, 0.0], [0.0, 0.5, 0.0], 0.05, 0.05, SMALL)
            .bounds()
            .unwrap();
        assert!((b.min[1] - 0.05).abs() < 1e-4 && (b.max[1] - 0.55).abs() < 1e-4);
    }

    #[test]
    fn a_mirrored_part_stays_wound_outwards() {
        let t = tube([0.1, 0.0, 0.0], [0.3, 0.2, 0.1], 0.05, 0.03, SMALL).mirrored_x();
        closed(&t);
        assert!(t.bounds().unwrap().max[0] < 0.0);
    }
}
