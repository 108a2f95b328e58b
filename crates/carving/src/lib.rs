//! Meshes of the men built by code, as plain data (no Bevy).
