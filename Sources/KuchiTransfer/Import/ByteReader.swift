#if canImport(Glibc)
import Glibc
#endif

/// Reads a file in 64 KiB chunks, byte by byte, counting lines: imports stream with bounded memory.
struct ByteReader {
    private let descriptor: Int32
    private var buffer = [UInt8](repeating: 0, count: 1 << 16)
    private var position = 0
    private var filled = 0
    /// Bytes consumed so far, for progress.
    private(set) var bytesRead = 0
    /// An errno value if a read failed.
    private(set) var failure: Int32?

    /// Reads from an open descriptor (not closed by the reader).
    init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    /// The next byte, or `nil` at the end of the file.
    mutating func next() -> UInt8? {
        if position == filled {
            guard refill() else { return nil }
        }
        let byte = buffer[position]
        position += 1
        bytesRead += 1
        return byte
    }

    /// The next byte without consuming it.
    mutating func peek() -> UInt8? {
        if position == filled {
            guard refill() else { return nil }
        }
        return buffer[position]
    }

    private mutating func refill() -> Bool {
        while true {
            let count = buffer.withUnsafeMutableBytes { bytes -> Int in
                guard let base = bytes.baseAddress else { return 0 }
                return read(descriptor, base, bytes.count)
            }
            if count < 0, errno == EINTR { continue }
            if count < 0 { failure = errno }
            guard count > 0 else { return false }
            position = 0
            filled = count
            return true
        }
    }
}

/// Splits bytes into lines (LF or CRLF), refusing lines over a limit without holding them in memory.
struct LineSplitter {
    private var reader: ByteReader
    /// The number of the line last returned (1-based).
    private(set) var lineNumber = 0
    /// The longest line accepted.
    static let maximumLineLength = 1 << 20

    /// Why a line over the limit is refused, and what to do: one message for every format.
    static let tooLongReason = "the line is longer than 1 MiB, which no row of a word list needs (the limit keeps a file that is "
        + "no word list from filling memory): check that this is a word list, and that its fields are separated (and quoted) "
        + "as its format says"

    init(reader: ByteReader) {
        self.reader = reader
    }

    var bytesRead: Int { reader.bytesRead }
    var failure: Int32? { reader.failure }

    /// The next line's bytes without its line end, `.tooLong` for a line over the limit, `nil` at the end.
    mutating func next() -> Line? {
        var bytes: [UInt8] = []
        var tooLong = false
        var sawAny = false
        while let byte = reader.next() {
            sawAny = true
            if byte == 0x0A { break }
            if tooLong { continue }
            if bytes.count >= Self.maximumLineLength {
                tooLong = true
                bytes = []
                continue
            }
            bytes.append(byte)
        }
        guard sawAny else { return nil }
        lineNumber += 1
        if tooLong { return .tooLong }
        if bytes.last == 0x0D { bytes.removeLast() }
        return .bytes(bytes)
    }

    enum Line {
        case bytes([UInt8])
        case tooLong
    }
}
