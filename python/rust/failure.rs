//! A failed library call, with the message of `sudoku_last_error`, and its
//! Python exception (the classes of `libsudoku/_errors.py`).

use pyo3::prelude::*;
use sudoku::ffi::{
    SUDOKU_CANCELLED, SUDOKU_CONFLICT, SUDOKU_ERR_BUDGET, SUDOKU_ERR_CANCELLED, SUDOKU_ERR_PARSE,
    SUDOKU_LIMIT_REACHED, SUDOKU_NO_SOLUTION, SUDOKU_NOT_UNIQUE, SUDOKU_OK, sudoku_last_error,
};

/// A library status other than SUDOKU_OK and what went wrong.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Failure {
    pub status: i32,
    pub message: String,
}

impl Failure {
    /// `status` with the calling thread's `sudoku_last_error` message: call
    /// it on the thread that made the failed call, right after it.
    pub fn last(status: i32) -> Failure {
        // SAFETY: NULL with cap 0 only asks for the length.
        let len = unsafe { sudoku_last_error(std::ptr::null_mut(), 0) };
        let mut buf = vec![0u8; len + 1];
        // SAFETY: `buf` is writable for its length.
        unsafe { sudoku_last_error(buf.as_mut_ptr().cast(), buf.len()) };
        buf.truncate(len);
        Failure {
            status,
            message: String::from_utf8_lossy(&buf).into_owned(),
        }
    }

    /// A failure found here, before any library call.
    pub fn new(status: i32, message: impl Into<String>) -> Failure {
        Failure {
            status,
            message: message.into(),
        }
    }
}

/// Ok for SUDOKU_OK, else the failure with its message.
pub fn checked(status: i32) -> Result<(), Failure> {
    if status == SUDOKU_OK {
        Ok(())
    } else {
        Err(Failure::last(status))
    }
}

/// The exception class (in `libsudoku._errors`) of `status`.
fn class_name(status: i32) -> &'static str {
    match status {
        SUDOKU_ERR_PARSE => "ParseError",
        SUDOKU_NO_SOLUTION | SUDOKU_CONFLICT => "NoSolution",
        SUDOKU_NOT_UNIQUE => "NotUnique",
        SUDOKU_LIMIT_REACHED | SUDOKU_ERR_BUDGET => "LimitReached",
        SUDOKU_CANCELLED | SUDOKU_ERR_CANCELLED => "Cancelled",
        s if s < 0 && s != sudoku::ffi::SUDOKU_ERR_PANIC => "RangeError",
        _ => "SudokuError",
    }
}

impl From<Failure> for PyErr {
    fn from(failure: Failure) -> PyErr {
        Python::attach(|py| {
            let made = py
                .import("libsudoku._errors")
                .and_then(|errors| errors.getattr(class_name(failure.status)))
                .and_then(|class| class.call1((failure.message, failure.status)));
            match made {
                Ok(exception) => PyErr::from_value(exception),
                Err(err) => err,
            }
        })
    }
}
