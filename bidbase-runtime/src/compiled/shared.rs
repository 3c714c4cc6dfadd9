//! A fixed-size cache shared by every thread, without locks or allocation: what a compiled
//! system works out about one auction (the patterns that match a view, what a call showed) is
//! the same on every board that reaches that auction, and a simulation reaches the same
//! auctions board after board, on all its threads.
//!
//! Each slot is a sequence lock over atomic words: a writer makes the slot's version odd,
//! writes the key and the value, and makes it even again; a reader copies the key and value
//! between two reads of the version and keeps them only when the version was even and did not
//! change. A reader that meets a slot being written, and a writer that meets another writer,
//! give up (a miss, a value not kept): the cache may forget, but it never answers with a value
//! that was not stored for exactly the key asked. All in safe code, on `core`'s atomics.

use core::sync::atomic::{fence, AtomicU64, Ordering};

/// One slot: its version (0 while never written, odd while being written), key and value.
#[derive(Debug)]
struct Slot<const K: usize, const V: usize> {
    version: AtomicU64,
    key: [AtomicU64; K],
    value: [AtomicU64; V],
}

impl<const K: usize, const V: usize> Slot<K, V> {
    #[allow(clippy::declare_interior_mutable_const)]
    const EMPTY: Slot<K, V> = Slot {
        version: AtomicU64::new(0),
        key: [const { AtomicU64::new(0) }; K],
        value: [const { AtomicU64::new(0) }; V],
    };
}

/// A direct-mapped cache of `N` slots (a power of two) from keys of `K` words to values of `V`
/// words, shared by every thread (see the module documentation). All zeros when new, so a
/// `static` of it takes no room in the binary.
pub struct SharedCache<const K: usize, const V: usize, const N: usize> {
    slots: [Slot<K, V>; N],
}

/// A hash of a key's words, for its slot.
#[inline]
fn hash_words(key: &[u64]) -> u64 {
    const M: u64 = 0x9E37_79B9_7F4A_7C15;
    let mut h = 0u64;
    for &w in key {
        h = (h.rotate_left(23) ^ w).wrapping_mul(M);
    }
    h ^ h >> 31
}

impl<const K: usize, const V: usize, const N: usize> SharedCache<K, V, N> {
    /// An empty cache, for a `static`.
    pub const fn new() -> SharedCache<K, V, N> {
        SharedCache { slots: [Slot::EMPTY; N] }
    }

    #[inline]
    fn slot(&self, key: &[u64; K]) -> Option<&Slot<K, V>> {
        self.slots.get(hash_words(key) as usize & (N - 1))
    }

    /// The value stored for `key`, if its slot holds it.
    #[inline]
    pub fn get(&self, key: &[u64; K]) -> Option<[u64; V]> {
        let s = self.slot(key)?;
        let before = s.version.load(Ordering::Acquire);
        if before == 0 || before & 1 == 1 {
            return None;
        }
        if s.key.iter().zip(key).any(|(a, &b)| a.load(Ordering::Relaxed) != b) {
            return None;
        }
        let mut out = [0u64; V];
        for (o, v) in out.iter_mut().zip(&s.value) {
            *o = v.load(Ordering::Relaxed);
        }
        fence(Ordering::Acquire);
        (s.version.load(Ordering::Relaxed) == before).then_some(out)
    }

    /// Stores `value` for `key` in its slot, in place of what the slot held; does nothing when
    /// another thread is writing the slot.
    #[inline]
    pub fn put(&self, key: &[u64; K], value: &[u64; V]) {
        let Some(s) = self.slot(key) else { return };
        let v = s.version.load(Ordering::Relaxed);
        if v & 1 == 1 || s.version.compare_exchange(v, v + 1, Ordering::Acquire, Ordering::Relaxed).is_err() {
            return;
        }
        fence(Ordering::Release);
        for (a, &b) in s.key.iter().zip(key) {
            a.store(b, Ordering::Relaxed);
        }
        for (a, &b) in s.value.iter().zip(value) {
            a.store(b, Ordering::Relaxed);
        }
        s.version.store(v + 2, Ordering::Release);
    }
}

impl<const K: usize, const V: usize, const N: usize> core::fmt::Debug for SharedCache<K, V, N> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_struct("SharedCache").field("slots", &N).finish_non_exhaustive()
    }
}

impl<const K: usize, const V: usize, const N: usize> Default for SharedCache<K, V, N> {
    fn default() -> SharedCache<K, V, N> {
        SharedCache::new()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn answers_only_what_was_stored_for_the_key() {
        let c: SharedCache<2, 1, 4> = SharedCache::new();
        assert_eq!(c.get(&[1, 2]), None);
        c.put(&[1, 2], &[7]);
        assert_eq!(c.get(&[1, 2]), Some([7]));
        assert_eq!(c.get(&[2, 1]), None);
        // Four slots: of 64 other keys some share the slot, and replace the value.
        for k in 0..64 {
            c.put(&[k, 9], &[k + 100]);
        }
        for k in 0..64 {
            if let Some([v]) = c.get(&[k, 9]) {
                assert_eq!(v, k + 100);
            }
        }
        assert!((0..64).filter(|&k| c.get(&[k, 9]).is_some()).count() <= 4);
    }

    #[test]
    fn threads_read_only_whole_values() {
        static C: SharedCache<1, 3, 8> = SharedCache::new();
        std::thread::scope(|s| {
            for t in 0..4u64 {
                s.spawn(move || {
                    for i in 0..20_000u64 {
                        let k = (i * 7 + t) % 16;
                        C.put(&[k], &[k, k * 3, k ^ 0x55]);
                        if let Some(v) = C.get(&[(i + t) % 16]) {
                            let k = (i + t) % 16;
                            assert_eq!(v, [k, k * 3, k ^ 0x55]);
                        }
                    }
                });
            }
        });
    }
}
