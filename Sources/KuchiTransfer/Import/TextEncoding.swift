import Foundation
import KuchiFiles

/// The encodings `kuchi import --encoding` names, for a list whose encoding its first lines do not tell.
public enum ImportEncoding: String, CaseIterable, Sendable {
    /// UTF-8, read as it is.
    case utf8 = "utf-8"
    /// Shift_JIS as Windows writes it (Japanese Excel's CSV).
    case shiftJIS = "shift-jis"
    /// EUC-JP.
    case eucJP = "euc-jp"

    /// The conversion a list in this encoding needs, `nil` for none.
    var conversion: TextEncoding? {
        switch self {
        case .utf8: nil
        case .shiftJIS: .shiftJIS
        case .eucJP: .eucJP
        }
    }
}

/// The character encodings of word lists that are not UTF-8, as spreadsheets and older Japanese tools save
/// them, and their conversion to UTF-8 before parsing.
enum TextEncoding: String {
    /// UTF-16 with a byte-order mark (Excel's "Unicode Text", Windows Notepad's "Unicode").
    case utf16 = "UTF-16"
    /// EUC-JP (older Unix tools; EDICT has its own reader and never comes here).
    case eucJP = "EUC-JP"
    /// Shift_JIS as Windows writes it (Japanese Excel's CSV).
    case shiftJIS = "CP932"

    /// The encoding of a file that begins with `head`, or `nil` for UTF-8 (with or without a BOM) and ASCII.
    /// EUC-JP is tried before Shift_JIS: Shift_JIS kana (`0x82 0xA0`…) are never valid EUC-JP, while EUC-JP
    /// would often pass as Shift_JIS half-width katakana.
    static func detect(_ head: [UInt8]) -> TextEncoding? {
        if head.starts(with: [0xFF, 0xFE]) || head.starts(with: [0xFE, 0xFF]) { return .utf16 }
        let sample = wholeLines(head)
        if String(validating: sample, as: UTF8.self) != nil { return nil }
        if let whole = [TextEncoding.eucJP, .shiftJIS].first(where: { $0.canDecode(Array(sample)) }) { return whole }
        // A bad byte somewhere: the encoding that decodes the most of the first lines that are not ASCII is the file's
        // (UTF-8 when it decodes at least as many), so that the file is refused at its bad line, not on every one. A
        // line of UTF-8 kanji often passes as Shift_JIS too, but a line of Shift_JIS kana is never UTF-8.
        let lines = nonASCIILines(sample).prefix(200)
        let utf8Lines = lines.count { String(validating: $0, as: UTF8.self) != nil }
        let best = [TextEncoding.eucJP, .shiftJIS].map { encoding in
            (encoding, lines.count { encoding.canDecode(Array($0)) })
        }.max { $0.1 < $1.1 }
        guard let best, best.1 > utf8Lines else { return nil }
        return best.0
    }

    /// Whether a file beginning with `head`, read as EUC-JP by ``detect(_:)``, is as likely Shift_JIS: its first lines are
    /// valid in both, and only Shift_JIS finds kana in them. Shift_JIS half-width katakana (`ｺｰﾋｰ`) pair up into
    /// EUC-JP kanji (`紺飽`), so a list of kanji and half-width kana reads as kanji alone; a list nearly always has kana
    /// (its readings), so EUC-JP without any is no safe guess, and the import is refused rather than garbled.
    static func mayBeShiftJIS(_ head: [UInt8]) -> Bool {
        let sample = Array(wholeLines(head))
        guard let euc = TextEncoding.eucJP.decoded(sample), let shiftJIS = TextEncoding.shiftJIS.decoded(sample) else { return false }
        let kana = { (text: String) in
            text.unicodeScalars.contains { (0x3041...0x30FA).contains($0.value) || (0xFF66...0xFF9D).contains($0.value) }
        }
        return !kana(euc) && kana(shiftJIS)
    }

    /// The lines of `sample` (each with its line feed) that hold a byte that is not ASCII, in order.
    private static func nonASCIILines(_ sample: ArraySlice<UInt8>) -> [ArraySlice<UInt8>] {
        var lines: [ArraySlice<UInt8>] = []
        var start = sample.startIndex
        while start < sample.endIndex {
            let next = sample[start...].firstIndex(of: 0x0A).map { $0 + 1 } ?? sample.endIndex
            if sample[start..<next].contains(where: { $0 >= 0x80 }) { lines.append(sample[start..<next]) }
            start = next
        }
        return lines
    }

    /// Whether a file beginning with `head` is no text at all (random bytes, an image, a program): not UTF-8, not
    /// decodable whole as any other encoding read here (a few lines of noise may pass as Shift_JIS), and at least 2%
    /// control bytes (other than tab, line feed, form feed and carriage return). A Latin-1 list is not UTF-8 either,
    /// but holds no controls: its rows are refused one by one.
    static func isBinary(_ head: [UInt8]) -> Bool {
        let controls = head.count { ($0 < 0x20 && $0 != 0x09 && $0 != 0x0A && $0 != 0x0C && $0 != 0x0D) || $0 == 0x7F }
        guard controls >= 4, controls * 50 >= head.count else { return false }
        let sample = wholeLines(head)
        guard String(validating: sample, as: UTF8.self) == nil else { return false }
        guard let encoding = detect(head) else { return true }
        return encoding != .utf16 && !encoding.canDecode(Array(sample))
    }

    /// The sample without a character cut at its end: up to its last line break, or, for a sample with
    /// none (a one-line file such as minified JSON), without an unfinished UTF-8 sequence at the end.
    static func wholeLines(_ head: [UInt8]) -> ArraySlice<UInt8> {
        guard head.count >= 8192 else { return head[...] }
        if let newline = head.lastIndex(of: 0x0A) { return head[...newline] }
        // Step back over continuation bytes to the last lead byte; drop it if its sequence is cut short.
        var start = head.count - 1
        while start > 0, head.count - start < 4, head[start] & 0xC0 == 0x80 { start -= 1 }
        let lead = head[start]
        let length = lead < 0x80 ? 1 : lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1
        return start + length > head.count ? head[..<start] : head[...]
    }

    /// A UTF-8 copy of the open file `descriptor` in an unlinked temporary file, positioned at its start. When
    /// `skipping` (`--skip-invalid`), a line that is not valid text in this encoding is copied as it is, so that the
    /// parser refuses that row alone and the rest are read.
    /// - Throws: ``TransferError/undecodable(path:line:encoding:)`` naming the first line that is not
    ///   valid text in this encoding; ``TransferError/cannotRead(path:reason:)`` when the copy cannot be made.
    func utf8Copy(of descriptor: Int32, path: String, skipping: Bool = false) throws -> Int32 {
        let converter = try Converter(from: self)
        var template = Array((NSTemporaryDirectory() + "/kuchi-import-XXXXXX").utf8CString)
        let copy = template.withUnsafeMutableBufferPointer { buffer in buffer.baseAddress.map { mkstemp($0) } ?? -1 }
        guard copy >= 0 else { throw TransferError.cannotRead(path: path, reason: "cannot make a temporary file: \(String(cString: strerror(errno)))") }
        unlink(String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))   // gone when closed
        var input = [UInt8](), chunk = [UInt8](repeating: 0, count: 1 << 16), lines = 1, skippingLine = false
        do {
            while true {
                let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
                if count < 0, errno == EINTR { continue }
                guard count >= 0 else { throw TransferError.cannotRead(path: path, reason: String(cString: strerror(errno))) }
                input += chunk[0..<count]
                while true {
                    if skippingLine {
                        // The bad line's bytes as they are, up to its end: the parser refuses that row.
                        guard let newline = input.firstIndex(of: 0x0A) else {
                            if count == 0 { try Self.writeAll(input, to: copy, path: path); input = [] }
                            break
                        }
                        try Self.writeAll(Array(input[...newline]), to: copy, path: path)
                        input.removeFirst(newline + 1)
                        lines += 1
                        skippingLine = false
                        converter.reset()
                    }
                    let (output, used, invalid) = converter.convert(input, final: count == 0)
                    lines += output.lazy.filter { $0 == 0x0A }.count
                    if invalid, !skipping {
                        throw TransferError.undecodable(path: path, line: lines, encoding: description)
                    }
                    input.removeFirst(used)
                    try Self.writeAll(output, to: copy, path: path)
                    guard invalid else { break }
                    skippingLine = true
                }
                if count == 0 { break }
            }
        } catch {
            close(copy)
            throw error
        }
        lseek(copy, 0, SEEK_SET)
        return copy
    }

    /// How the encoding is named to the learner.
    var description: String {
        switch self {
        case .utf16: "UTF-16"
        case .eucJP: "EUC-JP"
        case .shiftJIS: "Shift_JIS"
        }
    }

    /// `bytes` as text, when they are valid in this encoding whole (a character cut at their end aside).
    private func decoded(_ bytes: [UInt8]) -> String? {
        guard let converter = try? Converter(from: self) else { return nil }
        let (output, used, invalid) = converter.convert(bytes, final: false)
        guard !invalid, bytes.count - used < 4 else { return nil }
        return String(decoding: output, as: UTF8.self)
    }

    private func canDecode(_ bytes: [UInt8]) -> Bool {
        guard let converter = try? Converter(from: self) else { return false }
        let (_, used, invalid) = converter.convert(bytes, final: false)
        return !invalid && bytes.count - used < 4   // all but a character cut at the end of the sample
    }

    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32, path: String) throws {
        switch DescriptorWriter.writeAll(descriptor, bytes) {
        case .written: return
        case .closedPipe: throw TransferError.cannotRead(path: path, reason: "cannot write a temporary copy: \(String(cString: strerror(EPIPE)))")
        case let .failed(code): throw TransferError.cannotRead(path: path, reason: "cannot write a temporary copy: \(String(cString: strerror(code)))")
        }
    }

    /// One iconv conversion to UTF-8.
    private final class Converter {
        private let handle: iconv_t

        init(from encoding: TextEncoding) throws {
            guard let handle = iconv_open("UTF-8", encoding.rawValue), handle != iconv_t(bitPattern: -1) else {
                throw TransferError.cannotRead(path: "\(encoding.description) text",
                                               reason: "this system's iconv has no converter for it (install the locales or libc-bin package)")
            }
            self.handle = handle
        }

        deinit {
            iconv_close(handle)
        }

        /// Forgets any shift state, to start again at a line's beginning.
        func reset() {
            iconv(handle, nil, nil, nil, nil)
        }

        /// The UTF-8 for as much of `bytes` as makes whole characters, and how many bytes that used;
        /// `invalid` when it stopped at an invalid sequence (or, when `final`, a character cut short).
        func convert(_ bytes: [UInt8], final: Bool) -> (output: [UInt8], used: Int, invalid: Bool) {
            var output = [UInt8](repeating: 0, count: bytes.count * 3 + 16)
            var input = bytes
            let (result, failure, inLeft, outLeft) = input.withUnsafeMutableBytes { inBuffer in
                output.withUnsafeMutableBytes { outBuffer in
                    var inPointer = inBuffer.baseAddress?.assumingMemoryBound(to: CChar.self)
                    var inLeft = inBuffer.count
                    var outPointer = outBuffer.baseAddress?.assumingMemoryBound(to: CChar.self)
                    var outLeft = outBuffer.count
                    let result = iconv(handle, &inPointer, &inLeft, &outPointer, &outLeft)
                    return (result, errno, inLeft, outLeft)
                }
            }
            let invalid = result == -1 && (failure == EILSEQ || (failure == EINVAL && final))
            return (Array(output[0..<(output.count - outLeft)]), bytes.count - inLeft, invalid)
        }
    }
}
