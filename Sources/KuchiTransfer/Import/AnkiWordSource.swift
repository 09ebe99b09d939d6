import Foundation
import KuchiCore

/// Anki's "Notes in Plain Text" export: `#key:value` header lines (`#separator:`, `#html:`, `#columns:`,
/// `#deck:`, `#tags column:`, …), then one note per line, fields separated as the header says.
///
/// Fields are matched to columns by the `#columns:` names when present (Front/Back, Expression/Reading/
/// Meaning, …); otherwise the first field with Japanese text is the word, a kana-only Japanese field is
/// the reading, and the first field without Japanese is the meaning. `漢字[かんじ]` furigana gives both.
struct AnkiWordSource: WordSource {
    private var parser: DelimitedParser
    private let mapping: ColumnMapping?
    private let html: Bool
    private let tagsColumn: Int?
    private let deckColumn: Int?
    /// Anki's note id and note type columns: never part of a word.
    private let ignoredColumns: [Int]
    private let headerDeck: String?
    private let headerLines: Int
    /// What the `#columns:` line's names became, before the notes were read (``columnUse``).
    private let columnsRead: String?
    /// Notes whose word column held no Japanese and whose meaning column did: read the other way round.
    private var sidesSwapped = 0

    /// What the `#columns:` line's names became, with the notes read the other way round (``RawWord/sidesArranged()``).
    var columnUse: String? {
        guard let columnsRead else { return nil }
        guard sidesSwapped > 0 else { return columnsRead }
        let notes = sidesSwapped == 1 ? "1 note held its" : "\(sidesSwapped.groupedDigits) notes held their"
        return columnsRead + " \(notes) English in the word's column and Japanese in the meanings': read the other way round."
    }

    /// The deck named by a `#deck:` header, if any.
    var deck: String? { headerDeck }
    private(set) var skippedClozeNotes = 0

    init(data header: [String], reader: ByteReader) throws {
        var separator: UInt8 = 0x09
        var html = false
        var columns: [String]?
        var tagsColumn: Int?, deckColumn: Int?, deck: String?
        var ignoredColumns: [Int] = []
        for line in header {
            let body = line.dropFirst()
            guard let colon = body.firstIndex(of: ":") else { continue }
            let key = body[..<colon].lowercased().trimmingWhitespace
            let value = String(body[body.index(after: colon)...])
            switch key {
            case "separator": separator = Self.separator(named: value)
            case "html": html = value.trimmingWhitespace.lowercased() == "true"
            case "columns": columns = value.split(separator: Character(UnicodeScalar(separator)), omittingEmptySubsequences: false).map(String.init)
            case "tags column": tagsColumn = Int(value.trimmingWhitespace).map { $0 - 1 }
            case "deck column": deckColumn = Int(value.trimmingWhitespace).map { $0 - 1 }
            case "guid column", "notetype column":
                if let column = Int(value.trimmingWhitespace) { ignoredColumns.append(column - 1) }
            case "deck": deck = value.trimmingWhitespace
            default: break
            }
        }
        self.html = html
        self.tagsColumn = tagsColumn
        self.deckColumn = deckColumn
        self.ignoredColumns = ignoredColumns
        headerDeck = deck
        headerLines = header.count
        parser = DelimitedParser(reader: reader, delimiter: separator)
        let named = columns.flatMap { try? ColumnMapping(header: $0) }
        mapping = named?.isUsable == true ? named : nil
        columnsRead = columns.map { Self.columnUse(names: $0, mapping: named?.isUsable == true ? named : nil,
                                                 other: [tagsColumn, deckColumn].compactMap { $0 } + ignoredColumns) }
    }

    /// The summary's sentence on the `#columns:` line's `names`: which became which field of a word through `mapping`, and
    /// which were not imported (`other` columns, read by their own header lines, left unsaid): "Anki's #columns: line was
    /// read: Front as the word, Back as the meanings, Tags as tags." Without a usable mapping, each note's fields were told
    /// apart by their text, and the sentence says so.
    static func columnUse(names: [String], mapping: ColumnMapping?, other: [Int]) -> String {
        let shown = names.map { ReportText.singleLine($0.trimmingWhitespace) }
        guard let mapping else {
            return "Anki's #columns: line names no column Kuchi reads (\(shown.joined(separator: ", "))): each note's fields "
                + "were told apart by their text (kuchi import --help lists the names Kuchi reads)."
        }
        let fields = ColumnMapping.Field.allCases.compactMap { field in mapping.columns[field].map { (field, $0) } }
            .sorted { $0.1 < $1.1 }
        let used = fields.compactMap { field, column in
            shown.indices.contains(column) ? "\(shown[column]) as \(field.phrase)" : nil
        }
        let read = Set(fields.map(\.1) + other)
        let unread = shown.indices.filter { !read.contains($0) && !shown[$0].isEmpty }.map { shown[$0] }
        return "Anki's #columns: line was read: " + used.joined(separator: ", ")
            + (unread.isEmpty ? "." : "; not imported: \(unread.joined(separator: ", ")).")
    }

    var bytesRead: Int { parser.bytesRead }
    var readFailure: Int32? { parser.failure }

    mutating func next() throws -> SourceItem? {
        var record = parser.next()
        // A cloze note (`{{c1::猫}}が好き`) is a sentence with a gap, not a word: passed over and counted, as a package's are.
        while case let .fields(fields)? = record, fields.contains(where: Self.holdsClozeDeletion) {
            skippedClozeNotes += 1
            record = parser.next()
        }
        guard let record else { return nil }
        let line = parser.recordLine + headerLines
        guard case let .fields(rawFields) = record else {
            if case let .invalid(reason) = record { return SourceItem(line: line, word: .failure(RowProblem(reason))) }
            return nil
        }
        // Anki's editor records audio into the field edited (`mirage[sound:rec.mp3]`): the reference leaves the text, as a
        // package's do (a text file brings no sound files).
        var sounds = 0
        let fields = rawFields.map { CardFields.plainText(AnkiNotes.removingSounds($0, count: &sounds) ?? $0, isHTML: html) }
        let skipped = [tagsColumn, deckColumn].compactMap { $0 } + ignoredColumns
        let mapped = mapping?.word(from: fields)
        var raw = mapped?.sidesArranged()
            ?? Self.guess(CardFields.expand(fields.enumerated().filter { !skipped.contains($0.offset) }.map(\.element)), skipping: [])
        if let mapped, Furigana.hasJapanese(raw.text), !Furigana.hasJapanese(mapped.text) { sidesSwapped += 1 }
        if let tagsColumn, fields.indices.contains(tagsColumn) {
            raw.tags = fields[tagsColumn].split(separator: " ").map(String.init)
        }
        if let deckColumn, fields.indices.contains(deckColumn) { raw.deck = fields[deckColumn] }
        if raw.reading.isEmpty, let (word, reading) = Furigana.split(raw.text) {
            raw.text = word
            raw.reading = reading
        }
        return SourceItem(line: line, word: .success(raw))
    }

    /// Word, reading and meaning from unnamed fields, by what their text looks like: the word is the first
    /// Japanese field that is not a sentence (decks such as Core 6k put an example sentence first), its
    /// reading the next field in kana, its meaning the first other text that is not a sentence.
    static func guess(_ fields: [String], skipping skipped: [Int]) -> RawWord {
        var raw = RawWord()
        let candidates = fields.enumerated().filter { !skipped.contains($0.offset) }.map(\.element)
        let japanese = candidates.indices.filter { Furigana.hasJapanese(candidates[$0]) }
        let wordIndex = japanese.first { !isSentence(candidates[$0]) } ?? japanese.first
        if let wordIndex {
            raw.text = candidates[wordIndex]
            let kana = japanese.filter { $0 != wordIndex && !isSentence(candidates[$0]) && RawWord.isKanaOnly(Furigana.strip(candidates[$0])) }
            raw.reading = (kana.first { $0 > wordIndex } ?? kana.first).map { candidates[$0] } ?? ""
        }
        // Numbers (a row number, an id) and JLPT levels are not meanings.
        let level = candidates.first { $0.range(of: #"^\s*(jlpt[ _-]?)?n[1-5]\s*$"#, options: [.regularExpression, .caseInsensitive]) != nil }
        raw.level = level
        let texts = candidates.filter { field in !Furigana.hasJapanese(field) && field.contains(where: \.isLetter) && field != level }
        if let meaning = texts.first(where: { !isSentence($0) }) ?? texts.first {
            raw.meanings = ColumnMapping.splitMeanings(meaning)
        }
        return raw
    }

    /// Whether a field holds a cloze deletion as Anki writes it: `{{c1::` (any number), the marker of a cloze note.
    static func holdsClozeDeletion(_ field: String) -> Bool {
        guard field.utf8.count > 5, let start = field.range(of: "{{c") else { return false }
        let rest = field[start.upperBound...]
        let digits = rest.prefix { $0.isASCII && $0.isNumber }
        return !digits.isEmpty && rest.dropFirst(digits.count).hasPrefix("::")
    }

    /// Whether a field reads as a sentence rather than a word or a gloss: Japanese with 。！？ in it, or
    /// several words ending in `.`, `!` or `?` ("He drinks beer.").
    static func isSentence(_ field: String) -> Bool {
        let text = field.trimmingWhitespace
        if text.contains(where: { $0 == "。" || $0 == "！" || $0 == "？" }) { return true }
        guard let last = text.last, last == "." || last == "!" || last == "?" else { return false }
        return text.contains(" ")
    }

    private static func separator(named name: String) -> UInt8 {
        switch name.trimmingWhitespace.lowercased() {
        case "tab", "\t", "": 0x09
        case "comma", ",": 0x2C
        case "semicolon", ";": 0x3B
        case "pipe", "|": 0x7C
        case "space", " ": 0x20
        case "colon", ":": 0x3A
        default: name.utf8.first ?? 0x09
        }
    }
}

/// Fields of cards and lists with no column names, made ready for ``AnkiWordSource/guess(_:skipping:)``.
enum CardFields {
    /// A field as plain text: HTML (declared, as an Anki note's fields are, or recognised by ``HTMLText/isMarkup(_:)``,
    /// as Anki's "Cards in Plain Text" writes both sides) turned into text, keeping only a card's answer side. Text
    /// that merely holds `<` or `&` (`shark <noun>`, `whale &c;`) stays as typed.
    static func plainText(_ field: String, isHTML: Bool = false) -> String {
        isHTML || HTMLText.isMarkup(field) ? HTMLText.plain(answerSide(field)) : field
    }

    /// The answer side of a card: Anki repeats the question before `<hr id=answer>`.
    private static func answerSide(_ field: String) -> String {
        field.range(of: "<hr id=answer>", options: .caseInsensitive).map { String(field[$0.upperBound...]) } ?? field
    }

    /// Each field split where it joins Japanese and English (`くじら; whale`, `くじら whale`), so that the
    /// reading and the meaning of a card's answer side are told apart; a reading before the first of several meanings
    /// (`こーひーてん coffee house; cafe`) is split from it as from a single one, and every meaning is kept.
    static func expand(_ fields: [String]) -> [String] {
        fields.flatMap { field -> [String] in
            let parts = field.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            let japanese = parts.filter(Furigana.hasJapanese)
            if parts.count > 1, !japanese.isEmpty, japanese.count < parts.count {
                let pieces = parts.flatMap(splitAtScript)
                return pieces.filter(Furigana.hasJapanese) + [pieces.filter { !Furigana.hasJapanese($0) }.joined(separator: "; ")]
            }
            return splitAtScript(field)
        }
    }

    /// `くじら whale` (or `くじら - whale`) as `くじら` and `whale`: Japanese first, then Latin text with no
    /// Japanese in it; the space, dash or colon between them goes.
    static func splitAtScript(_ field: String) -> [String] {
        guard Furigana.hasJapanese(field), let latin = field.firstIndex(where: { $0.isASCII && $0.isLetter }) else { return [field] }
        let head = field[..<latin].trimmingCharacters(in: CharacterSet(charactersIn: " -–—:：、,")), tail = String(field[latin...])
        guard !head.isEmpty, Furigana.hasJapanese(head), !Furigana.hasJapanese(tail) else { return [field] }
        return [head, tail]
    }
}

/// Anki fields with `#html:true` hold HTML: this turns them into plain text.
enum HTMLText {
    /// Whether a field of a plain word list (CSV, TSV, JSON) is HTML, as Anki's exports and lists copied from web
    /// pages write it: it holds a tag a card uses (`<br>`, `<div>`, `<b>`, `<span …>`, …), a whole script or style
    /// element (`<script>…</script>`) or comment (`<!-- … -->`), or a character entity (`&amp;`, `&nbsp;`, `&lt;`, `&#39;`, …). A tag's name comes right after `<` (or `</`) and is followed by `>`,
    /// `/>`, or white space and an attribute (`<span class="x">`, `<td nowrap>`). Text that merely holds `<` or `&`
    /// (`a < b`, `x < a and b > y`, `salt & pepper`, `<noun>`, `&c;`) is no HTML and stays as typed.
    static func isMarkup(_ field: String) -> Bool {
        guard field.utf8.contains(where: { $0 == 0x3C || $0 == 0x26 }) else { return false }
        return field.range(of: markupPattern, options: [.regularExpression, .caseInsensitive]) != nil
    }

    private static let markupPattern = #"</?(br|div|p|b|i|u|s|em|strong|span|font|ruby|rt|rp|li|ul|ol|hr|img|sub|sup|a|"#
        + #"table|tr|td|th|h[1-6]|small|big|mark|code|pre|blockquote)(\s*/?>|\s+[a-z][a-z0-9:_-]*(\s*=[^<>]*|\s*/?)>)"#
        + #"|&(amp|nbsp|lt|gt|quot|apos|#[0-9]{1,7}|#x[0-9a-f]{1,6});"#
        + #"|<script\b[^>]*>[\s\S]*?</script\s*>|<style\b[^>]*>[\s\S]*?</style\s*>|<!--[\s\S]*?-->"#

    /// `field` as text when it is HTML (``isMarkup(_:)``): converted as Anki's fields are (``plain(_:)``: line
    /// breaks and block ends separate meanings, entities decoded before meanings are split, so `&amp;` never
    /// splits one); `nil` when it is plain text.
    static func plainIfMarkup(_ field: String) -> String? {
        isMarkup(field) ? plain(field) : nil
    }

    /// Whether a field's plain text (``plain(_:)``) shows nothing: only white space and the `; ` its line breaks became
    /// (`<b></b>`, `<script>…</script>`, `<br>&nbsp;`).
    static func leavesNoText(_ plain: String) -> Bool {
        plain.allSatisfy { $0.isWhitespace || $0 == ";" }
    }

    /// Tags removed, entities decoded, white space collapsed. A line break is a `<br>` or either edge of a block
    /// (`<div>`, `<p>`, `<li>`, `<tr>`: Anki's editor writes `movie<div>film</div>` for two lines) and becomes `; `,
    /// which separates meanings; an empty line (`<div><br></div>`) leaves no empty meaning. Ruby
    /// annotations become furigana (`<ruby>泳<rt>およ</rt></ruby>ぐ` → `泳[およ]ぐ`), which gives the reading.
    /// Scripts, style sheets and comments go with what they hold: a browser never shows it as text.
    static func plain(_ html: String) -> String {
        var text = html
        if text.range(of: "<script", options: .caseInsensitive) != nil || text.range(of: "<style", options: .caseInsensitive) != nil
            || text.contains("<!--") {
            // An element left open runs to the end of the field, as a browser reads it.
            text = text.replacingOccurrences(of: #"(?is)<\s*(script|style)\b[^>]*>.*?(<\s*/\s*\1\s*>|$)|<!--.*?(-->|$)"#, with: "",
                                             options: .regularExpression)
        }
        if text.range(of: "<rt", options: .caseInsensitive) != nil {
            let options: String.CompareOptions = [.regularExpression, .caseInsensitive]
            text = text.replacingOccurrences(of: #"<\s*rp\b[^>]*>[^<]*<\s*/\s*rp\s*>"#, with: "", options: options)
            text = text.replacingOccurrences(of: #"<\s*rt\b[^>]*>([^<]*)<\s*/\s*rt\s*>"#, with: "[$1]", options: options)
            // A space before each annotated word, as Anki writes furigana, so that the reading in brackets
            // stands for that word alone.
            text = text.replacingOccurrences(of: #"<\s*ruby\b[^>]*>"#, with: " ", options: options)
        }
        text = text.replacingOccurrences(of: #"<\s*(br|/?div|/?p|/?li|/?tr)\b[^>]*>"#, with: "; ", options: [.regularExpression, .caseInsensitive])
        text = text.replacingOccurrences(of: #"<[^>]*>"#, with: "", options: .regularExpression)
        for (entity, character) in [("&nbsp;", " "), ("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&#39;", "'"), ("&apos;", "'"), ("&amp;", "&")] {
            text = text.replacingOccurrences(of: entity, with: character)
        }
        text = decodeNumericEntities(text)
        let collapsed = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        // Line breaks became separators; drop empty ones ("a; ; b", a trailing "; ").
        return collapsed.split(separator: ";").map { String($0).trimmingCharacters(in: " ") }.filter { !$0.isEmpty }.joined(separator: "; ")
    }

    /// `text` with `&` and `<` written as character references (`cow &lt;b>`): what ``plain(_:)`` reads back as `text`
    /// when it holds no `;` (which separates meanings) and no run of white space, for an export whose cell an import
    /// would otherwise read as HTML (``isMarkup(_:)``).
    static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
    }

    /// `&#26085;` and `&#x65E5;` as the characters they stand for.
    private static func decodeNumericEntities(_ text: String) -> String {
        guard text.contains("&#") else { return text }
        var result = ""
        var rest = Substring(text)
        while let start = rest.range(of: "&#") {
            result += rest[..<start.lowerBound]
            let after = rest[start.upperBound...]
            guard let end = after.firstIndex(of: ";"), after.distance(from: after.startIndex, to: end) <= 8 else {
                result += "&#"
                rest = after
                continue
            }
            let body = after[..<end]
            let value = body.first == "x" || body.first == "X" ? UInt32(body.dropFirst(), radix: 16) : UInt32(body)
            if let value, let scalar = Unicode.Scalar(value) { result.unicodeScalars.append(scalar) } else { result += "&#" + body + ";" }
            rest = after[after.index(after: end)...]
        }
        return result + rest
    }
}
