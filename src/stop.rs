//! Stopping long work from outside the library: a deadline and a caller's
//! cancel test, asked between small pieces of work (a variant search asks
//! at every guess, a logical solve before every step and every forcing
//! chain's assumption).

use std::cell::Cell;
use std::time::{Duration, Instant};

use crate::error::Error;

/// Why a [`Stop`] ended the work.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Stopped {
    /// The cancel test said stop.
    Cancelled,
    /// The deadline passed.
    TimedOut,
}

/// When to stop: never, at a deadline, when a cancel test says so, or
/// whichever comes first. Once it has said stop it keeps saying it, and
/// remembers why. One `Stop` belongs to one call on one thread.
pub struct Stop<'a> {
    deadline: Option<Instant>,
    cancel: Option<&'a dyn Fn() -> bool>,
    stopped: Cell<Option<Stopped>>,
}

/// Whether this target has a clock: WebAssembly without an OS (the npm
/// package's target) has none, so a deadline cannot be kept there.
pub const HAS_CLOCK: bool = !cfg!(all(target_family = "wasm", target_os = "unknown"));

impl<'a> Stop<'a> {
    /// A stop that never happens.
    pub fn never() -> Self {
        Stop {
            deadline: None,
            cancel: None,
            stopped: Cell::new(None),
        }
    }

    /// Stops once `cancel` returns true.
    pub fn on_cancel(cancel: &'a dyn Fn() -> bool) -> Self {
        Stop {
            cancel: Some(cancel),
            ..Stop::never()
        }
    }

    /// Adds a deadline `after` from now. Needs a clock ([`HAS_CLOCK`]);
    /// without one the stop is returned unchanged.
    pub fn within(self, after: Duration) -> Self {
        if !HAS_CLOCK {
            return self;
        }
        Stop {
            deadline: Instant::now().checked_add(after),
            ..self
        }
    }

    /// Whether to stop now: the cancel test is asked, then the clock read.
    pub fn now(&self) -> bool {
        if self.stopped.get().is_some() {
            return true;
        }
        let why = if self.cancel.is_some_and(|cancel| cancel()) {
            Stopped::Cancelled
        } else if self.deadline.is_some_and(|d| Instant::now() >= d) {
            Stopped::TimedOut
        } else {
            return false;
        };
        self.stopped.set(Some(why));
        true
    }

    /// Why the work was stopped, when it was.
    pub fn reason(&self) -> Option<Stopped> {
        self.stopped.get()
    }

    /// The error of stopped work: [`Error::Cancelled`] for the cancel
    /// test, [`Error::Exhausted`] for the deadline; None when not stopped.
    pub fn error(&self) -> Option<Error> {
        self.reason().map(|why| match why {
            Stopped::Cancelled => Error::Cancelled,
            Stopped::TimedOut => Error::Exhausted,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_stop_remembers_why() {
        let never = Stop::never();
        assert!(!never.now());
        assert_eq!(never.reason(), None);
        let flag = Cell::new(false);
        let test = || flag.get();
        let stop = Stop::on_cancel(&test).within(Duration::from_secs(3600));
        assert!(!stop.now());
        flag.set(true);
        assert!(stop.now());
        flag.set(false);
        assert!(stop.now(), "a stop keeps saying stop");
        assert_eq!(stop.reason(), Some(Stopped::Cancelled));
        let late = Stop::never().within(Duration::ZERO);
        assert!(late.now());
        assert_eq!(late.reason(), Some(Stopped::TimedOut));
    }
}
