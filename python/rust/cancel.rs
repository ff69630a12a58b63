//! `Cancel`: a flag another Python thread sets to stop a long call (the
//! C API's `cancel` field), read by the library while the GIL is free.

use std::sync::Arc;
use std::sync::atomic::{AtomicI32, Ordering};

use pyo3::prelude::*;

/// A cancel flag: pass it as `cancel=` to `generate`, `Variant.solve`,
/// `count`, `rate` or `generate`, and call `cancel()` from another thread;
/// the call raises `Cancelled` within 10 ms. `reset()` makes it usable
/// again.
#[pyclass(module = "libsudoku", name = "Cancel", frozen)]
#[derive(Default)]
pub struct Cancel {
    flag: Arc<AtomicI32>,
}

#[pymethods]
impl Cancel {
    #[new]
    fn new() -> Cancel {
        Cancel::default()
    }

    /// Stops the calls that read this flag.
    fn cancel(&self) {
        self.flag.store(1, Ordering::SeqCst);
    }

    /// Clears the flag.
    fn reset(&self) {
        self.flag.store(0, Ordering::SeqCst);
    }

    /// Whether `cancel()` was called since the last `reset()`.
    #[getter]
    fn is_set(&self) -> bool {
        self.flag.load(Ordering::SeqCst) != 0
    }
}

/// A flag a call holds on to (None: no flag), as the C API reads it.
#[derive(Clone, Default)]
pub struct Flag(Option<Arc<AtomicI32>>);

impl Flag {
    /// The flag of `cancel=`, when one was given.
    pub fn of(cancel: Option<&Bound<'_, Cancel>>) -> Flag {
        Flag(cancel.map(|c| Arc::clone(&c.get().flag)))
    }

    /// The pointer for the C API's `cancel` field: NULL for none; valid
    /// while `self` lives.
    pub fn ptr(&self) -> *const i32 {
        self.0
            .as_ref()
            .map_or(std::ptr::null(), |flag| flag.as_ptr().cast_const())
    }
}
