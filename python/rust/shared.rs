//! A library handle carried into a call made without the GIL.

/// A pointer to a handle that outlives the call it is carried into (its
/// owner is borrowed meanwhile), and that the library lets any thread use.
pub struct Shared<T>(*const T);

// SAFETY: per the type's contract: the handle outlives the call, and the
// library's variants and games have no tie to a thread.
unsafe impl<T> Send for Shared<T> {}

impl<T> Shared<T> {
    pub fn new(ptr: *const T) -> Shared<T> {
        Shared(ptr)
    }

    /// The pointer (a method, so that a closure takes the whole `Shared`).
    pub fn get(&self) -> *const T {
        self.0
    }
}
