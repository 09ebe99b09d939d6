#if canImport(Glibc)
import Glibc
#endif
import KuchiFiles

/// A buffered byte writer on a file descriptor: exports and reports write through it in 1 MiB chunks.
public final class OutputSink {
    private let descriptor: Int32
    private var buffer: [UInt8] = []
    /// Bytes gathered before a write to the file.
    static let capacity = 1 << 20
    /// The first write error, as an errno value.
    private(set) var failure: Int32?
    /// Whether written data is handed to the disk as the file grows (for a file that will be synced).
    private let startsWriteback: Bool
    /// Bytes written so far, and where the last writeback began.
    private var written: Int64 = 0
    private var writebackStart: Int64 = 0
    /// Bytes written between two writebacks.
    static let writebackInterval: Int64 = 8 << 20

    /// A sink on `descriptor`. With `startsWriteback`, every 8 MiB written is handed to the disk at once
    /// (without waiting), so the final `fsync` has only the tail to wait for: writing and syncing overlap.
    init(descriptor: Int32, startsWriteback: Bool = false) {
        self.descriptor = descriptor
        self.startsWriteback = startsWriteback
        buffer.reserveCapacity(Self.capacity)
    }

    /// Appends text.
    public func write(_ text: String) {
        buffer.append(contentsOf: text.utf8)
        if buffer.count >= Self.capacity { flush() }
    }

    /// Appends raw bytes.
    public func write<Bytes: Sequence>(bytes: Bytes) where Bytes.Element == UInt8 {
        buffer.append(contentsOf: bytes)
        if buffer.count >= Self.capacity { flush() }
    }

    /// Appends one byte.
    @inline(__always)
    public func write(byte: UInt8) {
        buffer.append(byte)
        if buffer.count >= Self.capacity { flush() }
    }

    /// Writes out everything buffered.
    public func flush() {
        guard failure == nil else { buffer.removeAll(keepingCapacity: true); return }
        switch DescriptorWriter.writeAll(descriptor, buffer) {
        case .written: written += Int64(buffer.count)
        case .closedPipe: failure = EPIPE
        case let .failed(code): failure = code
        }
        buffer.removeAll(keepingCapacity: true)
        if startsWriteback, written - writebackStart >= Self.writebackInterval {
            Writeback.start(descriptor, from: writebackStart, count: written - writebackStart)
            writebackStart = written
        }
    }
}

/// Linux's `sync_file_range(SYNC_FILE_RANGE_WRITE)`: starts writing a range of a file to the disk and
/// returns at once. Glibc declares it only for `_GNU_SOURCE`, so Swift does not see it: it is looked up
/// by name, and skipped where it does not exist (the final `fsync` then does all the work, as before).
enum Writeback {
    private typealias SyncFileRange = @convention(c) (Int32, Int64, Int64, UInt32) -> Int32
    private static let syncFileRange: SyncFileRange? = dlsym(dlopen(nil, RTLD_NOW), "sync_file_range")
        .map { unsafeBitCast($0, to: SyncFileRange.self) }
    private static let write: UInt32 = 2   // SYNC_FILE_RANGE_WRITE

    static func start(_ descriptor: Int32, from offset: Int64, count: Int64) {
        _ = syncFileRange?(descriptor, offset, count, write)
    }
}
