bidbase::system!(Bad = "../../../../bidbase/tests/ui/illegal_call.bb");
fn main() {}
