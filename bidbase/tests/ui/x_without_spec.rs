bidbase::system!(Bad = "../../../../bidbase/tests/ui/x_without_spec.bb");
fn main() {}
