import Foundation

/// A text column's bytes in SQLite's buffer (``RawStatement/utf8(_:)``), compared with a stored text as SQLite
/// compares texts (the BINARY collation: byte order, then the shorter first), with `memcmp`, for the loops that
/// read many rows without making a string of each.
extension UnsafeBufferPointer<UInt8> {
    /// Negative, zero or positive as these bytes sort before, with or after `other`.
    @inline(__always) func storedOrder(_ other: [UInt8]) -> Int {
        let common = Swift.min(count, other.count)
        let order = other.withUnsafeBufferPointer { theirs -> Int32 in
            guard common > 0, let mine = baseAddress, let their = theirs.baseAddress else { return 0 }
            return memcmp(mine, their, common)
        }
        return order != 0 ? Int(order) : count - other.count
    }

    /// Whether these bytes are `other`'s.
    @inline(__always) func isStored(_ other: [UInt8]) -> Bool { count == other.count && storedOrder(other) == 0 }
}
