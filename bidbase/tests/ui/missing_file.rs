bidbase::system!(Bad = "no/such/rules.bb");
fn main() {}
