bidbase::system!(Bad = "../../../../bidbase/tests/ui/unknown_convention.bb");
fn main() {}
