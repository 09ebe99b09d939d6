/// Reads CSV (RFC 4180) or TSV records: fields separated by a delimiter, optionally in double quotes, where
/// a quoted field may hold delimiters, doubled quotes and line breaks. Lines end at LF, CRLF or a lone CR.
struct DelimitedParser {
    private var reader: ByteReader
    private let delimiter: UInt8
    /// The line on which the current record started.
    private(set) var recordLine = 0
    private var line = 1
    private var atStart = true

    /// The longest field or record accepted.
    static let maximumRecordLength = 1 << 20

    /// A parser of what `reader` holds, whose first line is line `firstLine` of the file (2 after a line
    /// read before it).
    init(reader: ByteReader, delimiter: UInt8, firstLine: Int = 1) {
        self.reader = reader
        self.delimiter = delimiter
        line = firstLine
    }

    /// Bytes to read again before the reader's: the lines a quote never closed had swallowed.
    private var replay: [UInt8] = []
    private var replayPosition = 0

    var bytesRead: Int { reader.bytesRead }
    var failure: Int32? { reader.failure }

    /// One parsed record.
    enum Record {
        /// The fields, each as text.
        case fields([String])
        /// A record that cannot be read, with the reason.
        case invalid(String)
    }

    /// The next byte: one to read again first, else the reader's.
    private mutating func nextByte() -> UInt8? {
        if replayPosition < replay.count {
            replayPosition += 1
            return replay[replayPosition - 1]
        }
        return reader.next()
    }

    /// The next byte without consuming it.
    private mutating func peekByte() -> UInt8? {
        replayPosition < replay.count ? replay[replayPosition] : reader.peek()
    }

    /// The next record, or `nil` at the end. Blank lines are skipped.
    mutating func next() -> Record? {
        if atStart {
            atStart = false
            skipByteOrderMark()
        }
        while true {
            guard peekByte() != nil else { return nil }
            recordLine = line
            let record = readRecord()
            if case let .fields(fields) = record, fields.count == 1, fields[0].isEmpty { continue }
            return record
        }
    }

    private mutating func skipByteOrderMark() {
        guard reader.peek() == 0xEF else { return }
        var probe = reader
        if probe.next() == 0xEF, probe.next() == 0xBB, probe.next() == 0xBF { reader = probe }
    }

    /// The bytes of the record being read, its fields one after another (kept from record to record: a large
    /// import reads millions, and a new array for each field, grown byte by byte, cost more than the reading).
    private var recordBytes: [UInt8] = []
    /// Where each field of the record ends in ``recordBytes``.
    private var fieldEnds: [Int] = []

    private mutating func readRecord() -> Record {
        recordBytes.removeAll(keepingCapacity: true)
        fieldEnds.removeAll(keepingCapacity: true)
        var fieldStart = 0
        var total = 0
        var problem: String?
        while true {
            guard let byte = nextByte() else {
                fieldEnds.append(recordBytes.count)
                break
            }
            total += 1
            if total > Self.maximumRecordLength, problem == nil { problem = LineSplitter.tooLongReason }
            // A line ends at LF, CRLF, or a CR alone (as Excel for Mac's "CSV (Macintosh)" writes).
            if byte == 0x0A || byte == 0x0D {
                if byte == 0x0D, peekByte() == 0x0A { _ = nextByte() }
                line += 1
                fieldEnds.append(recordBytes.count)
                break
            }
            if byte == delimiter {
                fieldEnds.append(recordBytes.count)
                fieldStart = recordBytes.count
            } else if byte == 0x22, recordBytes.count == fieldStart {
                if let failure = readQuoted(total: &total) {
                    problem = problem ?? failure
                    if failure.hasPrefix("unbalanced") { return .invalid(failure) }
                }
            } else if problem == nil {
                recordBytes.append(byte)
            }
        }
        if let problem { return .invalid(problem) }
        var texts: [String] = []
        texts.reserveCapacity(fieldEnds.count)
        let valid = recordBytes.withUnsafeBufferPointer { bytes in
            var start = 0
            for end in fieldEnds {
                guard let text = String(validating: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self) else { return false }
                texts.append(text)
                start = end
            }
            return true
        }
        return valid ? .fields(texts) : .invalid("invalid UTF-8")
    }

    /// Reads a quoted field after its opening quote; returns a problem, if any.
    /// The field's bytes go on at the end of ``recordBytes``. A quote never closed swallowed every line after its
    /// own: those lines are read again as rows of their own, so that a stray quote costs its line alone.
    private mutating func readQuoted(total: inout Int) -> String? {
        let start = line
        var swallowed: [UInt8] = []
        while let byte = nextByte() {
            total += 1
            if total > Self.maximumRecordLength {
                return "unbalanced quote: the quoted field that starts on line \(start) does not end within 1 MiB"
            }
            if byte == 0x22 {
                if peekByte() == 0x22 {
                    _ = nextByte()
                    recordBytes.append(0x22)
                    if line != start { swallowed += [0x22, 0x22] }
                    continue
                }
                // Text after the closing quote, up to the delimiter, is kept as it is (lenient), unless the field
                // ran over a line break: then a stray quote has swallowed the lines up to another field's quote.
                // The lines it swallowed are read again, the closing quote's line whole.
                if line != start, let after = peekByte(), after != delimiter, after != 0x0A, after != 0x0D {
                    let end = line
                    readAgain(swallowed + [0x22], from: start)
                    return "unbalanced quote: the quoted field that starts on line \(start) runs to line \(end), "
                        + "where text follows its closing quote: a quote is missing or one too many" + Self.readAgainNote
                }
                return nil
            }
            if line != start { swallowed.append(byte) }
            if byte == 0x0A || (byte == 0x0D && peekByte() != 0x0A) { line += 1 }
            recordBytes.append(byte)
        }
        let problem = "unbalanced quote: the quoted field that starts on line \(start) never ends"
        guard line != start else { return problem }
        readAgain(swallowed, from: start)
        return problem + ": a quote is missing or one too many" + Self.readAgainNote
    }

    private static let readAgainNote = " (the lines after it are read as rows of their own)"

    /// Reads `bytes`, the lines after line `start` that a stray quote swallowed, again before the rest of the file.
    private mutating func readAgain(_ bytes: [UInt8], from start: Int) {
        replay = bytes + replay[replayPosition...]
        replayPosition = 0
        line = start + 1
    }
}
