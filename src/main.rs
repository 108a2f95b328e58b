fn main() {
    let p = shatra_engine::Position::default();
    println!("{p}");
}
