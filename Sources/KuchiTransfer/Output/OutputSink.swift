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

    /// A sink on `descriptor`.
    init(descriptor: Int32) {
        self.descriptor = descriptor
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
        case .written: break
        case .closedPipe: failure = EPIPE
        case let .failed(code): failure = code
        }
        buffer.removeAll(keepingCapacity: true)
    }
}
