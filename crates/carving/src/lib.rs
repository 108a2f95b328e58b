//! Meshes of the men built by code, as plain data (no Bevy): the carved Mongolian figurines of
//! shatar and hiashatar and a Staunton knight and hia, from a few builders (turning, extruded
//! silhouettes, primitives combined with transforms). See look.md, "Shatar and hiashatar men
//! and boards".

pub mod extrude;
pub mod lathe;
pub mod mesh;
pub mod shapes;

pub use extrude::{extrude, smooth_outline, triangulate};
pub use lathe::{arc, lathe};
pub use mesh::{Affine, Bounds, MeshData};
