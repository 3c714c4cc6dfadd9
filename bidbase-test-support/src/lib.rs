//! # bidbase-test-support
//!
//! What the test suites of `bidbase`, `bidbase-systems`, the rules loader, the command line and
//! the C ABI share, as a dev-dependency:
//!
//! - [`alloc`]: a global allocator that counts each thread's allocations and bytes, installed in a test
//!   binary with [`count_allocations!`], and the checks that a compiled system's lookups,
//!   descriptions and simulate loop allocate nothing;
//! - [`agree`]: a compiled system against the interpreter on random positions: the same
//!   decisions and the same descriptions;
//! - [`sound`]: self-play checked against what each call and each player is described to
//!   hold;
//! - [`hostile`]: rules texts that ask a loader for too much time, memory, stack or output.
//!
//! Implementing `GlobalAlloc` is `unsafe` by definition, so this crate denies unsafe code
//! rather than forbidding it, and allows it on that one impl.
#![deny(unsafe_code)]
#![warn(missing_docs, rust_2018_idioms)]

pub mod agree;
pub mod alloc;
pub mod hostile;
pub mod sound;
