//! Silhouettes: a side outline extruded to a thickness with rounded edges, the classic way to
//! model a chess knight (look.md, "Shatar and hiashatar men and boards": "a side silhouette
//! extruded and rounded"). The outline's faces are triangulated by ear clipping.

use std::f32::consts::FRAC_PI_2;

use crate::mesh::MeshData;

/// Twice the signed area of a polygon (positive when counter-clockwise).
pub fn signed_area2(poly: &[[f32; 2]]) -> f32 {
    let n = poly.len();
    (0..n)
        .map(|i| {
            let (a, b) = (poly[i], poly[(i + 1) % n]);
            a[0] * b[1] - b[0] * a[1]
        })
        .sum()
}

fn cross2(o: [f32; 2], a: [f32; 2], b: [f32; 2]) -> f32 {
    (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0])
}

fn inside_triangle(p: [f32; 2], a: [f32; 2], b: [f32; 2], c: [f32; 2]) -> bool {
    cross2(a, b, p) >= 0.0 && cross2(b, c, p) >= 0.0 && cross2(c, a, p) >= 0.0
}

/// Triangles (indices into `poly`, counter-clockwise) covering a simple polygon given
/// counter-clockwise, by ear clipping: O(n²), plenty for outlines of a few hundred points.
/// `None` when the polygon is not simple enough for it (no ear left to clip).
pub fn triangulate(poly: &[[f32; 2]]) -> Option<Vec<[u32; 3]>> {
    let n = poly.len();
    if n < 3 {
        return None;
    }
    let mut left: Vec<usize> = (0..n).collect();
    let mut tris = Vec::with_capacity(n - 2);
    let mut guard = 0;
    while left.len() > 3 {
        let m = left.len();
        let mut clipped = false;
        // Prefer the fattest ear among a few: better shaped triangles than the first found.
        let mut best: Option<(usize, f32)> = None;
        for k in 0..m {
            let (ia, ib, ic) = (left[(k + m - 1) % m], left[k], left[(k + 1) % m]);
            let (a, b, c) = (poly[ia], poly[ib], poly[ic]);
            let turn = cross2(a, b, c);
            if turn <= 1e-12 {
                continue;
            }
            let blocked = left.iter().any(|&j| {
                j != ia && j != ib && j != ic && {
                    let p = poly[j];
                    p != a && p != b && p != c && inside_triangle(p, a, b, c)
                }
            });
            if blocked {
                continue;
            }
            // Quality: area over the longest side squared.
            let d = |p: [f32; 2], q: [f32; 2]| (p[0] - q[0]).powi(2) + (p[1] - q[1]).powi(2);
            let q = turn / d(a, b).max(d(b, c)).max(d(c, a));
            if best.is_none_or(|(_, bq)| q > bq) {
                best = Some((k, q));
            }
        }
        if let Some((k, _)) = best {
            let (ia, ib, ic) = (left[(k + m - 1) % m], left[k], left[(k + 1) % m]);
            tris.push([ia as u32, ib as u32, ic as u32]);
            left.remove(k);
            clipped = true;
        }
        if !clipped {
            guard += 1;
            if guard > 2 {
                return None;
            }
            // A collinear run: drop its middle point (it adds no area).
            let m = left.len();
            let flat = (0..m).find(|&k| {
                let (a, b, c) = (
                    poly[left[(k + m - 1) % m]],
                    poly[left[k]],
                    poly[left[(k + 1) % m]],
                );
                cross2(a, b, c).abs() <= 1e-12
            })?;
            left.remove(flat);
        }
    }
    let (a, b, c) = (left[0], left[1], left[2]);
    if cross2(poly[a], poly[b], poly[c]) > 1e-12 {
        tris.push([a as u32, b as u32, c as u32]);
    }
    Some(tris)
}

/// Chaikin's corner cutting, `iterations` times: a coarse closed outline drawn by hand comes
/// out as smooth curves (each pass doubles the points).
pub fn smooth_outline(poly: &[[f32; 2]], iterations: usize) -> Vec<[f32; 2]> {
    let mut p = poly.to_vec();
    for _ in 0..iterations {
        let n = p.len();
        let mut q = Vec::with_capacity(2 * n);
        for i in 0..n {
            let (a, b) = (p[i], p[(i + 1) % n]);
            q.push([0.75 * a[0] + 0.25 * b[0], 0.75 * a[1] + 0.25 * b[1]]);
            q.push([0.25 * a[0] + 0.75 * b[0], 0.25 * a[1] + 0.75 * b[1]]);
        }
        p = q;
    }
    p
}

/// Drops points closer than `min` to the one kept before them (and a last point equal to the
/// first), so that no edge is degenerate.
fn clean(poly: &[[f32; 2]], min: f32) -> Vec<[f32; 2]> {
    let mut out: Vec<[f32; 2]> = Vec::with_capacity(poly.len());
    for &p in poly {
        if out
            .last()
            .is_none_or(|q| (p[0] - q[0]).hypot(p[1] - q[1]) >= min)
        {
            out.push(p);
        }
    }
    while out.len() > 3 {
        let (a, b) = (out[0], out[out.len() - 1]);
        if (a[0] - b[0]).hypot(a[1] - b[1]) < min {
            out.pop();
        } else {
            break;
        }
    }
    out
}

/// Extrudes a closed side outline, points `[forward, up]` (either winding), to `thickness`
/// across, centred on x = 0: the outline's forward axis becomes +z and its up axis +y, so a
/// figure drawn facing right in the outline faces +z. The edges are rounded with a quarter
/// circle of radius `bevel` in `bevel_steps` steps (0 steps or a zero bevel: square edges).
/// Bends of the outline gentler than about 40° are shaded smooth, sharper ones keep a crease.
/// `None` if the outline cannot be triangulated (it crosses itself).
pub fn extrude(
    outline: &[[f32; 2]],
    thickness: f32,
    bevel: f32,
    bevel_steps: usize,
) -> Option<MeshData> {
    let mut poly = clean(outline, 1e-5);
    if poly.len() < 3 {
        return None;
    }
    if signed_area2(&poly) < 0.0 {
        poly.reverse();
    }
    let tris = triangulate(&poly)?;
    let n = poly.len();
    let half = thickness / 2.0;
    let bevel = bevel.clamp(0.0, half * 0.95);
    let steps = if bevel > 0.0 { bevel_steps.max(1) } else { 0 };
    // Outward edge normals (counter-clockwise outline: the right-hand side).
    let edge_n: Vec<[f32; 2]> = (0..n)
        .map(|i| {
            let (a, b) = (poly[i], poly[(i + 1) % n]);
            let (dx, dy) = (b[0] - a[0], b[1] - a[1]);
            let l = dx.hypot(dy).max(1e-12);
            [dy / l, -dx / l]
        })
        .collect();
    // Per vertex: the mitre (for insetting) and whether it is a crease.
    let mitre: Vec<([f32; 2], f32)> = (0..n)
        .map(|i| {
            let (e0, e1) = (edge_n[(i + n - 1) % n], edge_n[i]);
            let s = [e0[0] + e1[0], e0[1] + e1[1]];
            let l = s[0].hypot(s[1]);
            if l < 1e-6 {
                return (e1, 1.0);
            }
            let m = [s[0] / l, s[1] / l];
            // Inset distance along the mitre per unit of inset, kept from running far out at
            // sharp corners.
            let k = 1.0 / (m[0] * e1[0] + m[1] * e1[1]).max(0.4);
            (m, k)
        })
        .collect();
    // How much of the bevel's inset each vertex takes: where the outline bends tighter than
    // the bevel (an ear's tip), a full inset would fold the edges over; each vertex may move
    // along either neighbouring edge by at most 45% of that edge, so no edge turns round.
    let share: Vec<f32> = (0..n)
        .map(|i| {
            let (m, k) = mitre[i];
            let mut s: f32 = 1.0;
            for (a, b) in [
                (poly[(i + n - 1) % n], poly[i]),
                (poly[i], poly[(i + 1) % n]),
            ] {
                let (dx, dy) = (b[0] - a[0], b[1] - a[1]);
                let l = dx.hypot(dy).max(1e-12);
                let along = ((m[0] * dx + m[1] * dy) / l * k * bevel).abs();
                if along > 1e-9 {
                    s = s.min(0.45 * l / along);
                }
            }
            s
        })
        .collect();
    let crease: Vec<bool> = (0..n)
        .map(|i| {
            let (e0, e1) = (edge_n[(i + n - 1) % n], edge_n[i]);
            e0[0] * e1[0] + e0[1] * e1[1] < 0.77
        })
        .collect();
    // Rings across the thickness, from the −x face to the +x face: (x, inset, normal's x part
    // and in-plane part).
    let mut rings: Vec<(f32, f32, f32, f32)> = Vec::new();
    for k in 0..=steps {
        // θ from the −x face (π/2) down to the side wall (0).
        let th = if steps == 0 {
            0.0
        } else {
            FRAC_PI_2 * (1.0 - k as f32 / steps as f32)
        };
        rings.push((
            -half + bevel - bevel * th.sin(),
            bevel * (1.0 - th.cos()),
            -th.sin(),
            th.cos(),
        ));
    }
    for k in (0..=steps).rev() {
        let th = if steps == 0 {
            0.0
        } else {
            FRAC_PI_2 * (1.0 - k as f32 / steps as f32)
        };
        rings.push((
            half - bevel + bevel * th.sin(),
            bevel * (1.0 - th.cos()),
            th.sin(),
            th.cos(),
        ));
    }
    // Ring point positions, computed once so that walls and faces weld exactly.
    let ring_pts: Vec<Vec<[f32; 3]>> = rings
        .iter()
        .map(|&(x, inset, _, _)| {
            (0..n)
                .map(|i| {
                    let (m, k) = mitre[i];
                    let (p, d) = (poly[i], inset * k * share[i]);
                    [x, p[1] - m[1] * d, p[0] - m[0] * d]
                })
                .collect()
        })
        .collect();
    let mut mesh = MeshData::new();
    let in_plane = |n2: [f32; 2], nx: f32, c: f32| -> [f32; 3] {
        crate::mesh::normalize([nx, n2[1] * c, n2[0] * c])
    };
    for r in 0..rings.len() - 1 {
        let (ra, rb) = (rings[r], rings[r + 1]);
        if ra.0 == rb.0 && ra.1 == rb.1 {
            continue;
        }
        for i in 0..n {
            let j = (i + 1) % n;
            let (ni, nj) = (
                if crease[i] { edge_n[i] } else { mitre[i].0 },
                if crease[j] { edge_n[i] } else { mitre[j].0 },
            );
            let base = mesh.positions.len() as u32;
            for (ring, pts) in [(ra, &ring_pts[r]), (rb, &ring_pts[r + 1])] {
                mesh.positions.push(pts[i]);
                mesh.normals.push(in_plane(ni, ring.2, ring.3));
                mesh.positions.push(pts[j]);
                mesh.normals.push(in_plane(nj, ring.2, ring.3));
            }
            // base: (a,i) (a,j) (b,i) (b,j).
            let (ai, aj, bi, bj) = (base, base + 1, base + 2, base + 3);
            mesh.indices.extend_from_slice(&[ai, bi, aj, aj, bi, bj]);
        }
    }
    // The two faces: the outline's triangles on the innermost rings.
    for (face, nx) in [(0usize, -1.0f32), (rings.len() - 1, 1.0)] {
        let base = mesh.positions.len() as u32;
        for p in &ring_pts[face] {
            mesh.positions.push(*p);
            mesh.normals.push([nx, 0.0, 0.0]);
        }
        for t in &tris {
            // Counter-clockwise in (forward, up) = (z, y) faces −x.
            if nx < 0.0 {
                mesh.indices
                    .extend_from_slice(&[base + t[0], base + t[1], base + t[2]]);
            } else {
                mesh.indices
                    .extend_from_slice(&[base + t[0], base + t[2], base + t[1]]);
            }
        }
    }
    Some(mesh)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn knight_like() -> Vec<[f32; 2]> {
        // A concave outline: an L with a notch, clockwise on purpose.
        vec![
            [0.0, 0.0],
            [0.0, 1.0],
            [0.6, 1.0],
            [0.6, 0.8],
            [0.3, 0.7],
            [0.5, 0.4],
            [0.5, 0.0],
        ]
    }

    #[test]
    fn ear_clipping_covers_the_polygon() {
        let mut p = knight_like();
        p.reverse();
        let tris = triangulate(&p).unwrap();
        assert_eq!(tris.len(), p.len() - 2);
        let area: f32 = tris
            .iter()
            .map(|t| cross2(p[t[0] as usize], p[t[1] as usize], p[t[2] as usize]))
            .sum();
        assert!((area - signed_area2(&p)).abs() < 1e-5);
        for t in &tris {
            assert!(cross2(p[t[0] as usize], p[t[1] as usize], p[t[2] as usize]) > 0.0);
        }
    }

    #[test]
    fn a_bevelled_extrusion_is_closed_and_wound_outwards() {
        let outline = smooth_outline(&knight_like(), 2);
        let m = extrude(&outline, 0.3, 0.05, 3).unwrap();
        m.validate().unwrap();
        assert_eq!(m.open_edges(), 0);
        assert_eq!(m.degenerate_triangles(), 0);
        assert!(m.winding_agreement() > 0.99, "{}", m.winding_agreement());
        assert!(m.signed_volume() > 0.0);
        let b = m.bounds().unwrap();
        assert!((b.size()[0] - 0.3).abs() < 1e-5);
    }

    #[test]
    fn a_square_extrusion_has_the_volume_of_a_prism() {
        let sq = [[0.0, 0.0], [1.0, 0.0], [1.0, 1.0], [0.0, 1.0]];
        let m = extrude(&sq, 0.5, 0.0, 0).unwrap();
        assert_eq!(m.open_edges(), 0);
        assert!((m.signed_volume() - 0.5).abs() < 1e-5);
        assert_eq!(m.triangle_count(), 4 * 2 + 2 * 2);
        // Forward is +z, up is +y.
        let b = m.bounds().unwrap();
        assert_eq!(b.max[2], 1.0);
        assert_eq!(b.max[1], 1.0);
    }

    #[test]
    fn the_bevel_rounds_the_faces_in() {
        let sq = [[0.0, 0.0], [1.0, 0.0], [1.0, 1.0], [0.0, 1.0]];
        let m = extrude(&sq, 0.5, 0.1, 4).unwrap();
        assert_eq!(m.open_edges(), 0);
        // The face at x = 0.25 is inset by the bevel.
        let face: Vec<_> = m.positions.iter().filter(|p| p[0] == 0.25).collect();
        assert!(!face.is_empty());
        assert!(
            face.iter()
                .all(|p| p[1] >= 0.1 - 1e-5 && p[1] <= 0.9 + 1e-5)
        );
        let v = m.signed_volume();
        assert!(v < 0.5 && v > 0.42, "{v}");
    }

    #[test]
    fn a_crossing_outline_does_not_panic() {
        let bow = [[0.0, 0.0], [1.0, 1.0], [1.0, 0.0], [0.0, 1.0]];
        if let Some(m) = extrude(&bow, 0.1, 0.0, 0) {
            m.validate().unwrap();
        }
        assert!(extrude(&[[0.0, 0.0], [1.0, 0.0]], 0.1, 0.0, 0).is_none());
    }
}
