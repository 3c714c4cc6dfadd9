bidbase::system!(pub Bad "rules/examples.bb");
fn main() {}
