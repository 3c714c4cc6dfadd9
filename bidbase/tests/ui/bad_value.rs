bidbase::system!(Bad = "../../../../bidbase/tests/ui/bad_value.bb");
fn main() {}
