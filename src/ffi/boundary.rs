//! The one boundary every exported function runs behind: panics become a
//! fallback value, failures store their message for `sudoku_last_error`,
//! and raw pointers become checked references.

use std::any::Any;
use std::ffi::CStr;

use std::alloc::{Layout, alloc};
use std::ffi::c_char;
use std::panic::{AssertUnwindSafe, catch_unwind};

use super::last_error::{Fail, fail, null, out_of_range, record};
use super::status::{SUDOKU_ERR_PANIC, SUDOKU_OK, SudokuStatus};

/// Runs `body`, returning `on_panic` if it panics. Every `extern "C"`
/// function of the crate runs behind this call, directly (functions that
/// cannot fail: the free functions, static texts) or through
/// [`guard_status`] and [`guard_value`].
pub(crate) fn guard<T>(on_panic: T, body: impl FnOnce() -> T) -> T {
    catch_unwind(AssertUnwindSafe(|| {
        #[cfg(test)]
        panic_probe::trip();
        body()
    }))
    .unwrap_or(on_panic)
}

/// The text of a caught panic.
fn panic_text(payload: &(dyn Any + Send)) -> &str {
    payload
        .downcast_ref::<&str>()
        .copied()
        .or_else(|| payload.downcast_ref::<String>().map(String::as_str))
        .unwrap_or("a panic")
}

/// Runs `body` behind the boundary and returns its status: a failure (an
/// `Err`, or an `Ok` status other than SUDOKU_OK) first stores its message
/// for `sudoku_last_error`, and a panic becomes SUDOKU_ERR_PANIC with an
/// "internal error" message. `function` is the exported name.
pub(crate) fn guard_status(
    function: &str,
    body: impl FnOnce() -> Result<SudokuStatus, Fail>,
) -> SudokuStatus {
    match caught(body) {
        Ok(Ok(SUDOKU_OK)) => SUDOKU_OK,
        Ok(Ok(status)) => record(function, Fail::from(status)),
        Ok(Err(failure)) => record(function, failure),
        Err(payload) => record(function, internal(&*payload)),
    }
}

/// [`guard_status`] for functions that return a value (a count, a digit)
/// or a negative status.
pub(crate) fn guard_value<T: From<SudokuStatus>>(
    function: &str,
    body: impl FnOnce() -> Result<T, Fail>,
) -> T {
    match caught(body) {
        Ok(Ok(value)) => value,
        Ok(Err(failure)) => T::from(record(function, failure)),
        Err(payload) => T::from(record(function, internal(&*payload))),
    }
}

/// `body`'s result, or the payload of its panic.
fn caught<T>(body: impl FnOnce() -> T) -> Result<T, Box<dyn Any + Send>> {
    catch_unwind(AssertUnwindSafe(|| {
        #[cfg(test)]
        panic_probe::trip();
        body()
    }))
}

/// The failure a caught panic becomes.
fn internal(payload: &(dyn Any + Send)) -> Fail {
    fail(
        SUDOKU_ERR_PANIC,
        format_args!(
            "internal error ({}); nothing was changed",
            panic_text(payload)
        ),
    )
}

/// Moves `value` to the heap for C, or returns NULL when memory cannot be
/// allocated (instead of aborting the host as `Box::new` would). Free the
/// pointer with `Box::from_raw`.
pub(crate) fn new_handle<T>(value: T) -> *mut T {
    let layout = Layout::new::<T>();
    assert!(layout.size() > 0, "handles are not zero-sized");
    // SAFETY: the layout is not zero-sized (checked above).
    let ptr = unsafe { alloc(layout) }.cast::<T>();
    if !ptr.is_null() {
        // SAFETY: ptr is freshly allocated with T's layout.
        unsafe { ptr.write(value) };
    }
    ptr
}

/// Moves `value` to the heap ([`new_handle`]) and writes the handle to
/// `*out`: SUDOKU_OK, or SUDOKU_ERR_PANIC (nothing written) when memory
/// ran out.
///
/// # Safety
/// `out` must be non-NULL and writable.
pub(crate) unsafe fn hand_out<T>(value: T, out: *mut *mut T) -> Result<SudokuStatus, Fail> {
    let ptr = new_handle(value);
    if ptr.is_null() {
        return Err(fail(SUDOKU_ERR_PANIC, "out of memory"));
    }
    // SAFETY: non-NULL and writable per this function's contract.
    unsafe { out.write(ptr) };
    Ok(SUDOKU_OK)
}

/// Borrows the handle argument `name`, or fails with `SUDOKU_ERR_NULL`.
///
/// # Safety
/// `ptr` must be NULL or a live handle not used mutably elsewhere for `'a`.
pub(crate) unsafe fn borrow<'a, T>(ptr: *const T, name: &str) -> Result<&'a T, Fail> {
    // SAFETY: the caller promises NULL or a valid, unaliased-for-writes pointer.
    unsafe { ptr.as_ref() }.ok_or_else(|| null(name))
}

/// Borrows the handle argument `name` mutably, or fails with
/// `SUDOKU_ERR_NULL`.
///
/// # Safety
/// `ptr` must be NULL or a live handle used by no one else for `'a`.
pub(crate) unsafe fn borrow_mut<'a, T>(ptr: *mut T, name: &str) -> Result<&'a mut T, Fail> {
    // SAFETY: the caller promises NULL or a valid, exclusive pointer.
    unsafe { ptr.as_mut() }.ok_or_else(|| null(name))
}

/// The bytes of the NUL-terminated string argument `name`, or
/// `SUDOKU_ERR_NULL`.
///
/// # Safety
/// `ptr` must be NULL or point to a NUL-terminated string that stays
/// unchanged for `'a`.
pub(crate) unsafe fn c_string<'a>(ptr: *const c_char, name: &str) -> Result<&'a [u8], Fail> {
    if ptr.is_null() {
        return Err(null(name));
    }
    // SAFETY: non-NULL and NUL-terminated per the caller's contract.
    Ok(unsafe { CStr::from_ptr(ptr) }.to_bytes())
}

/// Fails with `SUDOKU_ERR_NULL` when the output argument `name` is NULL.
pub(crate) fn non_null<T>(ptr: *const T, name: &str) -> Result<(), Fail> {
    if ptr.is_null() {
        Err(null(name))
    } else {
        Ok(())
    }
}

/// The argument `name` as a 1-based row, column or digit in `1..=max`
/// (`0..=max` with `zero_ok`), or `SUDOKU_ERR_RANGE`.
pub(crate) fn one_based(name: &str, value: i32, zero_ok: bool, max: usize) -> Result<usize, Fail> {
    let low = usize::from(!zero_ok);
    match usize::try_from(value) {
        Ok(v) if (low..=max).contains(&v) => Ok(v),
        _ => Err(out_of_range(name, value, &format!("{low}..{max}"))),
    }
}

/// A C `limit` argument as a count limit: at least 1, else
/// `SUDOKU_ERR_RANGE`.
pub(crate) fn positive_limit(limit: i64) -> Result<u64, Fail> {
    match u64::try_from(limit) {
        Ok(limit) if limit > 0 => Ok(limit),
        _ => Err(out_of_range("limit", limit, "at least 1")),
    }
}

/// Test-only switch that makes [`guard`] panic inside its body, to prove
/// that every exported function sits behind the boundary. It is a
/// thread-local compiled into test builds only.
#[cfg(test)]
pub(crate) mod panic_probe {
    use std::cell::Cell;

    thread_local! {
        static ARMED: Cell<bool> = const { Cell::new(false) };
    }

    pub(crate) fn trip() {
        if ARMED.get() {
            panic!("panic probe tripped");
        }
    }

    /// Runs `f` with the probe armed on this thread.
    pub(crate) fn armed<T>(f: impl FnOnce() -> T) -> T {
        ARMED.set(true);
        let result = f();
        ARMED.set(false);
        result
    }
}

#[cfg(test)]
mod tests {
    use super::super::last_error::last_message;
    use super::super::status::{SUDOKU_ERR_NULL, SUDOKU_ERR_RANGE, SUDOKU_NO_SOLUTION};
    use super::*;

    #[test]
    fn guard_turns_a_panic_into_the_fallback() {
        let value = guard(-5, || -> i32 { panic!("boom") });
        assert_eq!(value, -5);
        assert_eq!(guard(-5, || 7), 7);
    }

    #[test]
    fn failures_and_panics_store_their_message() {
        let status = guard_status("sudoku_f", || -> Result<SudokuStatus, Fail> {
            panic!("boom")
        });
        assert_eq!(status, SUDOKU_ERR_PANIC);
        assert_eq!(
            last_message(),
            "sudoku_f: internal error (boom); nothing was changed"
        );
        assert_eq!(guard_status("sudoku_f", || Ok(SUDOKU_NO_SOLUTION)), 1);
        assert_eq!(last_message(), "sudoku_f: no solution");
        // Success leaves the message as it was.
        assert_eq!(guard_value("sudoku_g", || Ok(5i64)), 5);
        assert_eq!(guard_status("sudoku_g", || Ok(SUDOKU_OK)), SUDOKU_OK);
        assert_eq!(last_message(), "sudoku_f: no solution");
        let count: i64 = guard_value("sudoku_g", || Err(positive_limit(0).unwrap_err()));
        assert_eq!(count, i64::from(SUDOKU_ERR_RANGE));
        assert_eq!(last_message(), "sudoku_g: limit is 0, expected at least 1");
    }

    #[test]
    fn ranges() {
        assert_eq!(one_based("row", 9, false, 9), Ok(9));
        assert_eq!(one_based("num", 0, true, 9), Ok(0));
        let err = one_based("row", 0, false, 9).unwrap_err();
        assert_eq!(err.status, SUDOKU_ERR_RANGE);
        assert_eq!(err.message.as_deref(), Some("row is 0, expected 1..9"));
        assert!(one_based("col", i32::MIN, true, 16).is_err());
    }

    #[test]
    fn limits_must_be_positive() {
        assert_eq!(positive_limit(1), Ok(1));
        assert_eq!(positive_limit(i64::MAX), Ok(i64::MAX as u64));
        for bad in [0, -1, i64::MIN] {
            assert_eq!(positive_limit(bad).unwrap_err().status, SUDOKU_ERR_RANGE);
        }
    }

    #[test]
    fn null_pointers_are_reported() {
        unsafe {
            let err = borrow::<u8>(std::ptr::null(), "s").unwrap_err();
            assert_eq!(err.status, SUDOKU_ERR_NULL);
            assert_eq!(err.message.as_deref(), Some("s is NULL"));
            assert!(borrow_mut::<u8>(std::ptr::null_mut(), "g").is_err());
            assert!(c_string(std::ptr::null(), "puzzle").is_err());
            assert_eq!(c_string(c"ab".as_ptr(), "puzzle"), Ok(&b"ab"[..]));
        }
    }
}
