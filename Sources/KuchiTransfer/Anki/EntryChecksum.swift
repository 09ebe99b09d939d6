import CZlib
import Foundation
import ZIPFoundation

/// The CRC-32 of a ZIP entry's bytes as they are extracted, worked out by zlib and checked against the one the ZIP
/// declares: a package whose bytes changed after it was written is refused, not read.
///
/// ZIPFoundation's extraction to a closure returns its own CRC-32 without checking it, and on Linux computes it in
/// Swift, byte by byte; its entries are therefore extracted with `skipCRC32: true` and summed here.
struct EntryChecksum {
    private var value: UInt = 0

    /// Adds `chunk`, the next bytes of the entry.
    mutating func add(_ chunk: Data) {
        value = chunk.withUnsafeBytes { bytes in
            guard let base = bytes.bindMemory(to: UInt8.self).baseAddress else { return value }
            // Chunks are ZIPFoundation's buffers (32 KiB), far below `uInt`'s limit.
            return crc32(value, base, uInt(bytes.count))
        }
    }

    /// Whether the bytes added are those the ZIP declares for `entry`.
    func matches(_ entry: Entry) -> Bool {
        UInt32(truncatingIfNeeded: value) == entry.checksum
    }
}
