//! The WebAssembly module's exports: the page writes a request's bytes into the buffer
//! [`ed_input`] gives, calls [`ed_handle`], and reads the answer's bytes at [`ed_output`].
//! The buffers belong to this module and stay valid until the next call; the page copies
//! what it reads.

use std::cell::RefCell;

use crate::Session;

thread_local! {
    static SESSION: RefCell<Session> = RefCell::new(Session::new());
    static INPUT: RefCell<Vec<u8>> = const { RefCell::new(Vec::new()) };
    static OUTPUT: RefCell<Vec<u8>> = const { RefCell::new(Vec::new()) };
}

// Exported symbols must not be mangled, which the `unsafe_code` lint counts as unsafe: these
// three functions only hand out pointers to this module's own buffers and read them as bytes.

/// A buffer of `len` bytes for the next request; returns where it starts.
#[allow(unsafe_code)]
#[no_mangle]
pub extern "C" fn ed_input(len: usize) -> *mut u8 {
    INPUT.with(|i| {
        let mut i = i.borrow_mut();
        i.clear();
        i.resize(len, 0);
        i.as_mut_ptr()
    })
}

/// Answers the request in the input buffer; returns the answer's length in bytes.
#[allow(unsafe_code)]
#[no_mangle]
pub extern "C" fn ed_handle() -> usize {
    let request = INPUT.with(|i| String::from_utf8_lossy(&i.borrow()).into_owned());
    let answer = SESSION.with(|s| s.borrow_mut().handle(&request));
    OUTPUT.with(|o| {
        let mut o = o.borrow_mut();
        *o = answer.into_bytes();
        o.len()
    })
}

/// Where the last answer's bytes start.
#[allow(unsafe_code)]
#[no_mangle]
pub extern "C" fn ed_output() -> *const u8 {
    OUTPUT.with(|o| o.borrow().as_ptr())
}
