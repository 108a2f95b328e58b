//! Turning: a 2D profile revolved about the vertical axis, the way the bodies and plinths of
//! turned men are made (look.md, "Shatar and hiashatar men and boards": "lathe parts for bodies
//! and plinths").

use std::f32::consts::TAU;

use crate::mesh::MeshData;

/// Bends between profile segments sharper than this (the cosine of the angle between their
/// normals) keep a crease; gentler ones are shaded smooth.
const CREASE: f32 = 0.75;

/// Revolves `profile`, points `[radius, height]` listed from the bottom up with the outside on
/// the right (so a solid starts and ends on the axis: `[0, 0], [r, 0], …, [0, h]`), about +y in
/// `segments` steps. Points on the axis (radius 0) close the surface with a fan; a profile whose
/// last point equals its first (a ring, e.g. a torus) closes on itself. Every segment of the
/// profile is a band of its own, with normals smoothed across gentle bends and kept sharp at
/// corners, like the app's turned men (src/board/men.rs).
pub fn lathe(profile: &[[f32; 2]], segments: usize) -> MeshData {
    let segments = segments.max(3);
    let n = profile.len();
    let mut mesh = MeshData::new();
    if n < 2 {
        return mesh;
    }
    let seg_normal = |i: usize| -> [f32; 2] {
        let [r0, y0] = profile[i];
        let [r1, y1] = profile[i + 1];
        norm2([y1 - y0, -(r1 - r0)])
    };
    let normals: Vec<[f32; 2]> = (0..n - 1).map(seg_normal).collect();
    let ring = n > 2 && profile[0] == profile[n - 1];
    let smooth = |a: [f32; 2], b: [f32; 2]| {
        if a[0] * b[0] + a[1] * b[1] > CREASE {
            norm2([a[0] + b[0], a[1] + b[1]])
        } else {
            b
        }
    };
    // The angles once, the last equal to the first exactly, so that the seam welds.
    let angles: Vec<(f32, f32)> = (0..=segments)
        .map(|s| {
            if s == segments {
                (0.0, 1.0)
            } else {
                (s as f32 / segments as f32 * TAU).sin_cos()
            }
        })
        .collect();
    for i in 0..n - 1 {
        let prev = if i > 0 {
            Some(normals[i - 1])
        } else if ring {
            Some(normals[n - 2])
        } else {
            None
        };
        let next = if i + 2 < n {
            Some(normals[i + 1])
        } else if ring {
            Some(normals[0])
        } else {
            None
        };
        let mut n0 = prev.map_or(normals[i], |p| smooth(p, normals[i]));
        let mut n1 = next.map_or(normals[i], |q| smooth(q, normals[i]));
        let (p0, p1) = (profile[i], profile[i + 1]);
        // On the axis a round pole or a flat end points straight up or down.
        for (p, nn) in [(p0, &mut n0), (p1, &mut n1)] {
            if p[0] == 0.0 && nn[1].abs() > 0.7 {
                *nn = [0.0, nn[1].signum()];
            }
        }
        if p0 == p1 {
            continue;
        }
        let base = mesh.positions.len() as u32;
        for (p, nn) in [(p0, n0), (p1, n1)] {
            for &(sin, cos) in &angles {
                mesh.positions.push([p[0] * cos, p[1], p[0] * sin]);
                mesh.normals.push([nn[0] * cos, nn[1], nn[0] * sin]);
            }
        }
        let row = segments as u32 + 1;
        for s in 0..segments as u32 {
            let (a, b, c, d) = (base + s, base + s + 1, base + row + s, base + row + s + 1);
            if p0[0] != 0.0 {
                mesh.indices.extend_from_slice(&[a, c, b]);
            }
            if p1[0] != 0.0 {
                mesh.indices.extend_from_slice(&[b, c, d]);
            }
        }
    }
    mesh
}

fn norm2(v: [f32; 2]) -> [f32; 2] {
    let l = (v[0] * v[0] + v[1] * v[1]).sqrt();
    if l > 1e-12 {
        [v[0] / l, v[1] / l]
    } else {
        [0.0, 1.0]
    }
}

/// Points of a quarter or part of a circle of radius `r` centred at `[cr, cy]`, from angle `a0`
/// to `a1` (radians, 0 = outwards, π/2 = up) in `steps` steps: beads, coves and domes of a
/// profile.
pub fn arc(cr: f32, cy: f32, r: f32, a0: f32, a1: f32, steps: usize) -> Vec<[f32; 2]> {
    (0..=steps)
        .map(|i| {
            let a = a0 + (a1 - a0) * i as f32 / steps as f32;
            let (s, c) = a.sin_cos();
            [(cr + r * c).max(0.0), cy + r * s]
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::f32::consts::{FRAC_PI_2, PI};

    #[test]
    fn a_cylinder_is_closed_and_wound_outwards() {
        let m = lathe(&[[0.0, 0.0], [0.5, 0.0], [0.5, 1.0], [0.0, 1.0]], 32);
        m.validate().unwrap();
        assert_eq!(m.open_edges(), 0);
        assert_eq!(m.degenerate_triangles(), 0);
        assert!(m.winding_agreement() > 0.999);
        // Close to π r² h (a 32-gon's area is a little less than the circle's).
        let v = m.signed_volume();
        let exact = PI * 0.25;
        assert!(v > 0.97 * exact && v < exact, "{v}");
    }

    #[test]
    fn a_sphere_is_closed_with_smooth_unit_normals() {
        let p = arc(0.0, 0.0, 1.0, -FRAC_PI_2, FRAC_PI_2, 16);
        let m = lathe(&p, 32);
        m.validate().unwrap();
        assert_eq!(m.open_edges(), 0);
        assert_eq!(m.degenerate_triangles(), 0);
        // Smooth: every normal points away from the centre.
        for (pos, n) in m.positions.iter().zip(&m.normals) {
            let l = crate::mesh::length(*pos);
            let d = crate::mesh::dot(*pos, *n) / l;
            assert!(d > 0.98, "{pos:?} {n:?}");
        }
        let v = m.signed_volume();
        assert!((v - 4.0 / 3.0 * PI).abs() < 0.05 * 4.0, "{v}");
    }

    #[test]
    fn a_ring_profile_makes_a_closed_torus() {
        let mut p = arc(1.0, 0.0, 0.25, -PI, PI, 16);
        *p.last_mut().unwrap() = p[0];
        let m = lathe(&p, 24);
        m.validate().unwrap();
        assert_eq!(m.open_edges(), 0);
        assert!(m.winding_agreement() > 0.999);
        let v = m.signed_volume();
        let exact = 2.0 * PI * PI * 1.0 * 0.25 * 0.25;
        assert!((v - exact).abs() < 0.05 * exact, "{v} vs {exact}");
    }

    #[test]
    fn corners_stay_sharp() {
        // The rim of a cylinder: its side normals are horizontal, its top normals vertical.
        let m = lathe(&[[0.0, 0.0], [0.5, 0.0], [0.5, 1.0], [0.0, 1.0]], 8);
        for (p, n) in m.positions.iter().zip(&m.normals) {
            let horizontal = n[1].abs() < 1e-5;
            let vertical = (n[1].abs() - 1.0).abs() < 1e-5;
            assert!(horizontal || vertical, "{p:?} {n:?}");
        }
    }
}
