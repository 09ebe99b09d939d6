#if canImport(Glibc)
import Glibc
#endif

/// EDICT, as the Debian `edict` package ships it (`/usr/share/edict/edict`, EUC-JP):
/// `漢字 [かな] /(pos) gloss/gloss/(P)/` or `かな /gloss/`. EDICT2's `漢字;感じ [かんじ;かんし]`
/// alternatives and `EntL…` ids are read too. `(P)` marks a common word; part-of-speech and other
/// parenthesised tags at the start of a gloss are dropped.
/// A UTF-8 copy (as some distributions and converters ship it) is read too, told from its first lines.
struct EdictWordSource: WordSource {
    private var lines: LineSplitter
    /// `nil` for a file in UTF-8.
    private let decoder: EUCJPDecoder?

    /// EUC-JP, for lines of a UTF-8 file that are not UTF-8.
    private let fallback: EUCJPDecoder
    /// Entries with no gloss (`４° [しど] /`, as the Debian file has one), passed over: a dictionary's entry with nothing
    /// to practise, not a bad row of a learner's list.
    private(set) var skippedWithoutMeaning = 0

    init(reader: ByteReader, head: [UInt8]) throws {
        lines = LineSplitter(reader: reader)
        fallback = try EUCJPDecoder()
        decoder = Self.isUTF8(head) ? nil : fallback
    }

    /// Whether the first lines are UTF-8 with something beyond ASCII (EUC-JP's kana and kanji are not
    /// valid UTF-8, so a whole sample of Japanese is never both).
    private static func isUTF8(_ head: [UInt8]) -> Bool {
        let sample = TextEncoding.wholeLines(head)
        return sample.contains { $0 >= 0x80 } && String(validating: sample, as: UTF8.self) != nil
    }

    var bytesRead: Int { lines.bytesRead }
    var readFailure: Int32? { lines.failure }

    mutating func next() throws -> SourceItem? {
        while let line = lines.next() {
            let number = lines.lineNumber
            guard case let .bytes(bytes) = line else {
                return SourceItem(line: number, word: .failure(RowProblem(LineSplitter.tooLongReason)))
            }
            if bytes.isEmpty { continue }
            // The file's encoding first, then the other: one odd line does not condemn the rest.
            let utf8 = { String(validating: bytes, as: UTF8.self) }
            guard let text = decoder.flatMap({ $0.decode(bytes) }) ?? utf8() ?? fallback.decode(bytes) else {
                return SourceItem(line: number, word: .failure(RowProblem("not valid EUC-JP or UTF-8 text")))
            }
            if number == 1, text.contains("EDICT") { continue }   // the file's own header line
            let word = Self.parse(text)
            if case let .success(raw) = word, raw.meanings.isEmpty {
                skippedWithoutMeaning += 1
                continue
            }
            return SourceItem(line: number, word: word)
        }
        return nil
    }

    /// One EDICT line as a word.
    static func parse(_ line: String) -> Result<RawWord, RowProblem> {
        guard let slash = line.firstIndex(of: "/") else { return .failure(RowProblem("no /glosses/ in an EDICT line")) }
        let head = String(line[..<slash]).trimmingCharacters(in: " ")
        var raw = RawWord()
        if let open = head.firstIndex(of: "["), let close = head.firstIndex(of: "]"), open < close {
            raw.text = firstAlternative(head[..<open])
            raw.otherForms = otherAlternatives(head[..<open])
            raw.reading = firstAlternative(head[head.index(after: open)..<close])
        } else {
            raw.text = firstAlternative(Substring(head))
            raw.otherForms = otherAlternatives(Substring(head))
        }
        for part in line[line.index(after: slash)...].split(separator: "/") {
            let gloss = String(part).trimmingCharacters(in: " ")
            if gloss == "(P)" { raw.isCommon = true; continue }
            if gloss.hasPrefix("EntL") || gloss.isEmpty { continue }
            let cleaned = stripTags(gloss)
            if !cleaned.isEmpty { raw.meanings.append(cleaned) }
        }
        return .success(raw)
    }

    private static func firstAlternative(_ text: Substring) -> String {
        let first = text.split(separator: ";").first.map(String.init) ?? ""
        return first.removingParenthesised().trimmingCharacters(in: " ")
    }

    /// The headwords after the first (鯖魚 of `鯖;鯖魚`): the word is found by them too.
    private static func otherAlternatives(_ text: Substring) -> [String] {
        text.split(separator: ";").dropFirst().map { String($0).removingParenthesised().trimmingCharacters(in: " ") }
    }

    /// Drops leading `(n)`, `(v5r,vt)`, `(1)`, `{comp}` tags.
    private static func stripTags(_ gloss: String) -> String {
        var text = Substring(gloss)
        while let first = text.first, first == "(" || first == "{" {
            let closer: Character = first == "(" ? ")" : "}"
            guard let end = text.firstIndex(of: closer) else { break }
            text = text[text.index(after: end)...].drop { $0 == " " }
        }
        return String(text)
    }
}

extension String {
    /// Without `(…)` notes, as EDICT2 appends them to readings: `かんじ(P)`.
    fileprivate func removingParenthesised() -> String {
        var result = self
        while let open = result.firstIndex(of: "("), let close = result[open...].firstIndex(of: ")") {
            result.removeSubrange(open...close)
        }
        return result
    }

    func trimmingCharacters(in characters: String) -> String {
        var slice = Substring(self)
        while let first = slice.first, characters.contains(first) { slice.removeFirst() }
        while let last = slice.last, characters.contains(last) { slice.removeLast() }
        return String(slice)
    }
}

/// Decodes EUC-JP with the C library's iconv.
final class EUCJPDecoder {
    private let converter: iconv_t

    init() throws {
        guard let handle = iconv_open("UTF-8", "EUC-JP"), handle != iconv_t(bitPattern: -1) else {
            throw TransferError.cannotRead(path: "EUC-JP text", reason: "this system's iconv has no EUC-JP converter (install the locales or libc-bin package)")
        }
        converter = handle
    }

    deinit {
        iconv_close(converter)
    }

    /// The text, or `nil` when the bytes are not valid EUC-JP.
    func decode(_ bytes: [UInt8]) -> String? {
        if bytes.allSatisfy({ $0 < 0x80 }) { return String(decoding: bytes, as: UTF8.self) }
        var input = bytes.map { CChar(bitPattern: $0) }
        var output = [CChar](repeating: 0, count: bytes.count * 3 + 4)
        iconv(converter, nil, nil, nil, nil)
        let ok = input.withUnsafeMutableBufferPointer { inBuffer -> Bool in
            output.withUnsafeMutableBufferPointer { outBuffer -> Bool in
                var inPointer = inBuffer.baseAddress
                var inLeft = inBuffer.count
                var outPointer = outBuffer.baseAddress
                var outLeft = outBuffer.count
                return iconv(converter, &inPointer, &inLeft, &outPointer, &outLeft) != -1 && inLeft == 0
            }
        }
        guard ok else { return nil }
        return String(validating: output.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
