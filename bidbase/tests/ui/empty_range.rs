bidbase::system!(Bad = "../../../../bidbase/tests/ui/empty_range.bb");
fn main() {}
