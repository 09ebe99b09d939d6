import Foundation
import KuchiCore

/// How Anki notes become words, and Anki cards Kuchi card kinds.
enum AnkiNotes {
    /// Media references found in fields, which Kuchi drops.
    struct Media {
        var sounds = 0
        var images = 0
    }

    /// The word a note gives: fields chosen by name (`--columns` first, then the usual names: Expression,
    /// Vocab, Word, Kanji, Front → word; Reading, Kana, Furigana → reading; Meaning, English, Glossary,
    /// Back → meanings), or told apart by their text when the names say nothing; HTML as text, sound and
    /// image references removed (and counted), furigana giving the reading; the deck's tree as the deck,
    /// tags as tags, and a JLPT level from a tag or a deck name.
    static func word(fields: [String], names: [String], tags: [String], deck: String?, overrides: [ColumnMapping.Field: String],
                     media: inout Media) -> RawWord {
        let plain = fields.map { plainText($0, media: &media) }
        let mapping = (try? ColumnMapping(header: names, overrides: overrides)) ?? (try? ColumnMapping(header: names))
        var raw = mapping.flatMap { $0.isUsable ? $0.word(from: plain) : nil }
            ?? AnkiWordSource.guess(CardFields.expand(plain), skipping: [])
        if let (word, reading) = Furigana.split(raw.text) {
            raw.text = word
            if raw.reading.isEmpty { raw.reading = reading }
        }
        raw.deck = deck
        raw.tags = tags
        raw.level = raw.level ?? LevelNames.level(tags: tags, deck: deck)
        return raw
    }

    /// A field as plain text, without `[sound:…]` and `<img …>` references (counted in `media`).
    static func plainText(_ field: String, media: inout Media) -> String {
        var text = field
        if text.contains("[sound:") {
            media.sounds += text.components(separatedBy: "[sound:").count - 1
            text = text.replacingOccurrences(of: #"\[sound:[^\]]*\]"#, with: "", options: .regularExpression)
        }
        if text.range(of: "<img", options: .caseInsensitive) != nil {
            media.images += text.lowercased().components(separatedBy: "<img").count - 1
            text = text.replacingOccurrences(of: #"<img[^>]*>"#, with: "", options: [.regularExpression, .caseInsensitive])
        }
        return CardFields.plainText(text, isHTML: true).trimmingWhitespaceAndControls
    }

    /// The kind of Kuchi card an Anki card trains, from its template's question: one that shows Japanese
    /// (in any field it names) is recognition; one that shows only other text (the meaning) asks for the
    /// Japanese, so it is writing. Cloze cards, and questions that show no field with text, are neither:
    /// their reviews are not imported (and are counted).
    static func kind(questionFormat: String, isCloze: Bool, names: [String], plainFields: [String]) -> CardKind? {
        guard !isCloze, !questionFormat.contains("{{cloze:") else { return nil }
        var shown: [String] = []
        var rest = Substring(questionFormat)
        while let open = rest.range(of: "{{"), let close = rest[open.upperBound...].range(of: "}}") {
            let reference = rest[open.upperBound..<close.lowerBound].trimmingCharacters(in: .whitespaces)
            rest = rest[close.upperBound...]
            guard let first = reference.first, !"#/^!".contains(first) else { continue }
            let name = reference.split(separator: ":").last.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
            if let index = names.firstIndex(of: name), plainFields.indices.contains(index) { shown.append(plainFields[index]) }
        }
        if shown.contains(where: Furigana.hasJapanese) { return .recognition }
        return shown.contains { !$0.isEmpty } ? .writing : nil
    }
}

/// JLPT levels named in tags and deck names.
enum LevelNames {
    /// `N1`…`N5` from a tag (`JLPT_N4`, `N4`, `jlpt::n4`) or a part of the deck tree (`JLPT N4`), else `nil`.
    static func level(tags: [String], deck: String?) -> String? {
        let parts = tags.flatMap { $0.components(separatedBy: "::") } + (deck?.components(separatedBy: "::") ?? [])
        for part in parts {
            if let digit = levelDigit(part), (1...5).contains(digit) { return "N\(digit)" }
        }
        return nil
    }

    /// A level named but unknown to Kuchi (`N9`, `JLPT_N0`), as written, for the summary.
    static func unknownLevel(tags: [String], deck: String?) -> String? {
        let parts = tags.flatMap { $0.components(separatedBy: "::") } + (deck?.components(separatedBy: "::") ?? [])
        return parts.first { part in levelDigit(part).map { !(1...5).contains($0) } ?? false }
    }

    /// The number of `N4`, `JLPT N4`, `jlpt_n4`, `JLPT-N4` (case-insensitively), or `nil` for other text.
    static func levelDigit(_ text: String) -> Int? {
        guard let match = text.range(of: #"^\s*(jlpt[ _-]?)?n(\d+)\s*$"#, options: [.regularExpression, .caseInsensitive]) else { return nil }
        return Int(text[match].filter(\.isNumber))
    }
}
