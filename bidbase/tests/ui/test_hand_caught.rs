bidbase::system!(Bad = "../../../../bidbase/tests/ui/test_hand_caught.bb");
fn main() {}
