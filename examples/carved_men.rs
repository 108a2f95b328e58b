//! The carved men of the `carving` crate on a pale shatar board (look.md, "Shatar and hiashatar
//! men and boards"): the Mongolian set in pale boxwood on green plinths and in dark walnut on
//! red ones, and the Staunton knight and hia, lit like a table. Saves a screenshot and exits:
//!
//! ```text
//! cargo run --example carved_men -- [OUT.png] [--close]
//! ```
//!
//! `--close` frames the first two rows from nearer. Under Xvfb with Mesa's software Vulkan
//! (one frame a second or so) it needs a few frames only: pipelines compile synchronously.

use std::f32::consts::PI;
use std::path::PathBuf;

use bevy::app::AppExit;
use bevy::prelude::*;
use bevy::render::RenderPlugin;
use bevy::render::view::screenshot::{Screenshot, ScreenshotCaptured};
use bevy::window::WindowResolution;
use carving::Figure;
use shatra::board::family::men::to_mesh;

/// The frame the screenshot is taken at.
const SHOT_AT: u32 = 4;

#[derive(Resource)]
struct Plan {
    out: PathBuf,
    close: bool,
    frame: u32,
}

fn main() {
    let mut out = PathBuf::from("docs/carved-men.png");
    let mut close = false;
    for a in std::env::args().skip(1) {
        if a == "--close" {
            close = true;
        } else {
            out = PathBuf::from(a);
        }
    }
    App::new()
        .add_plugins(
            DefaultPlugins
                .set(WindowPlugin {
                    primary_window: Some(Window {
                        title: "Carved men".into(),
                        resolution: WindowResolution::new(1280, 800),
                        ..default()
                    }),
                    ..default()
                })
                .set(RenderPlugin {
                    synchronous_pipeline_compilation: true,
                    ..default()
                })
                .disable::<bevy::audio::AudioPlugin>(),
        )
        .insert_resource(Plan {
            out,
            close,
            frame: 0,
        })
        .add_systems(Startup, setup)
        .add_systems(Last, screenshot)
        .run();
}

fn wood(r: u8, g: u8, b: u8, roughness: f32) -> StandardMaterial {
    StandardMaterial {
        base_color: Color::srgb_u8(r, g, b),
        perceptual_roughness: roughness,
        reflectance: 0.35,
        ..default()
    }
}

fn setup(
    mut commands: Commands,
    plan: Res<Plan>,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
) {
    let boxwood = materials.add(wood(0xe8, 0xcf, 0x9a, 0.55));
    let walnut = materials.add(wood(0x5a, 0x3a, 0x22, 0.5));
    let green = materials.add(wood(0x2f, 0x6e, 0x3f, 0.45));
    let red = materials.add(wood(0xa0, 0x2c, 0x22, 0.45));

    // The table, the board (one pale colour, a felt cloth or plain wood) and its lines.
    commands.spawn((
        Mesh3d(meshes.add(Cuboid::new(80.0, 0.2, 80.0))),
        MeshMaterial3d(materials.add(wood(0x4a, 0x30, 0x20, 0.7))),
        Transform::from_xyz(0.0, -0.3, 0.0),
    ));
    commands.spawn((
        Mesh3d(meshes.add(Cuboid::new(8.6, 0.2, 8.6))),
        MeshMaterial3d(materials.add(wood(0xee, 0xe2, 0xc4, 0.9))),
        Transform::from_xyz(0.0, -0.1, 0.0),
    ));
    let ink = materials.add(wood(0x3a, 0x2a, 0x1e, 0.9));
    let along = meshes.add(Cuboid::new(8.0 + 0.025, 0.004, 0.025));
    let across = meshes.add(Cuboid::new(0.025, 0.004, 8.0 + 0.025));
    for i in 0..=8 {
        let c = i as f32 - 4.0;
        commands.spawn((
            Mesh3d(along.clone()),
            MeshMaterial3d(ink.clone()),
            Transform::from_xyz(0.0, 0.002, c),
        ));
        commands.spawn((
            Mesh3d(across.clone()),
            MeshMaterial3d(ink.clone()),
            Transform::from_xyz(c, 0.002, 0.0),
        ));
    }

    // The men: one row pale on green, one dark on red, then the Staunton pair.
    let row = [
        Figure::Noyon,
        Figure::Bers,
        Figure::Mori,
        Figure::Tereg,
        Figure::Temee,
        Figure::Khuu,
        Figure::Hia,
        Figure::StauntonKnight,
    ];
    let mut place = |figure: Figure, x: f32, z: f32, yaw: f32, body, base| {
        let c = figure.carve();
        commands
            .spawn((
                Transform::from_xyz(x, 0.0, z).with_rotation(Quat::from_rotation_y(yaw)),
                Visibility::default(),
            ))
            .with_children(|p| {
                p.spawn((Mesh3d(meshes.add(to_mesh(&c.body))), MeshMaterial3d(body)));
                p.spawn((Mesh3d(meshes.add(to_mesh(&c.plinth))), MeshMaterial3d(base)));
            });
    };
    for (i, f) in row.into_iter().enumerate() {
        let x = i as f32 - 3.5;
        let (pale_base, dark_base) = if f == Figure::StauntonKnight {
            (boxwood.clone(), walnut.clone())
        } else {
            (green.clone(), red.clone())
        };
        // Turned a little towards the light, so that each shows its side (the knight's head is
        // a slab: more).
        let yaw = if f == Figure::StauntonKnight {
            -1.1
        } else {
            -0.6
        };
        place(f, x, 2.5, yaw, boxwood.clone(), pale_base);
        place(f, x, 0.5, -1.2, walnut.clone(), dark_base);
    }
    place(
        Figure::StauntonHia,
        -1.5,
        -1.5,
        0.0,
        boxwood.clone(),
        boxwood.clone(),
    );
    place(
        Figure::StauntonHia,
        -0.5,
        -1.5,
        0.0,
        walnut.clone(),
        walnut.clone(),
    );
    place(
        Figure::StauntonKnight,
        0.5,
        -1.5,
        -PI / 2.0,
        walnut.clone(),
        walnut.clone(),
    );
    place(
        Figure::StauntonKnight,
        1.5,
        -1.5,
        PI / 2.0,
        boxwood.clone(),
        boxwood.clone(),
    );
    // Black's side, turned round: a dark khüü and hia facing −z.
    place(
        Figure::Khuu,
        2.5,
        -2.5,
        PI + 0.5,
        walnut.clone(),
        red.clone(),
    );
    place(
        Figure::Hia,
        -2.5,
        -2.5,
        PI - 0.5,
        walnut.clone(),
        red.clone(),
    );

    // Lit like a table: a warm key light with shadows from the front left, a soft ambient.
    commands.insert_resource(GlobalAmbientLight {
        color: Color::srgb(1.0, 0.95, 0.88),
        brightness: 300.0,
        ..default()
    });
    commands.insert_resource(ClearColor(Color::srgb(0.08, 0.06, 0.05)));
    commands.spawn((
        DirectionalLight {
            illuminance: 9_000.0,
            shadow_maps_enabled: true,
            color: Color::srgb(1.0, 0.96, 0.9),
            ..default()
        },
        Transform::from_xyz(-6.0, 14.0, 8.0).looking_at(Vec3::ZERO, Vec3::Y),
        bevy::light::CascadeShadowConfigBuilder {
            num_cascades: 1,
            maximum_distance: 30.0,
            ..default()
        }
        .build(),
    ));

    // About 45° above the board, 12 units away (or nearer, for a close-up).
    let (eye, target) = if plan.close {
        (Vec3::new(0.0, 4.3, 7.6), Vec3::new(0.0, 0.3, 1.3))
    } else {
        (Vec3::new(0.0, 8.5, 8.5), Vec3::new(0.0, 0.0, 0.3))
    };
    commands.spawn((
        Camera3d::default(),
        Transform::from_translation(eye).looking_at(target, Vec3::Y),
    ));
}

/// A few frames in, the screenshot; once it is saved, the end.
fn screenshot(
    mut commands: Commands,
    mut plan: ResMut<Plan>,
    mut exit: MessageWriter<AppExit>,
    mut saved: Local<Option<std::sync::Arc<std::sync::atomic::AtomicBool>>>,
) {
    plan.frame += 1;
    if plan.frame == SHOT_AT {
        let path = plan.out.clone();
        let done = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(false));
        *saved = Some(done.clone());
        commands.spawn(Screenshot::primary_window()).observe(
            move |shot: On<ScreenshotCaptured>| {
                match shot.image.clone().try_into_dynamic() {
                    Ok(img) => match img.to_rgb8().save(&path) {
                        Ok(()) => info!("screenshot saved to {}", path.display()),
                        Err(e) => error!("cannot save {}: {e}", path.display()),
                    },
                    Err(e) => error!("cannot convert the screenshot: {e}"),
                }
                done.store(true, std::sync::atomic::Ordering::Relaxed);
            },
        );
    }
    let done = saved
        .as_ref()
        .is_some_and(|d| d.load(std::sync::atomic::Ordering::Relaxed));
    if done || plan.frame > SHOT_AT + 300 {
        exit.write(if done {
            AppExit::Success
        } else {
            AppExit::error()
        });
    }
}
