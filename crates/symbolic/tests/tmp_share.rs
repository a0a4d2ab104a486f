use tass_symbolic::*;
include!("/tmp/lq.rs");
#[test]
fn show() {
    for (pc, p) in loop_queries() {
        let s = Simplifier::new(&pc).unwrap();
        let a = s.valid(&p);
        if a == Answer::Maybe {
            println!("MAYBE  {}  =>  {}   [{}]", pc, p, s.simplify(&p));
        }
    }
}
