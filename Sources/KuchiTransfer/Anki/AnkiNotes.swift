import Foundation
import KuchiCore

/// How Anki notes become words, and Anki cards Kuchi card kinds.
enum AnkiNotes {
    /// Media references found in fields, which leave the text: images are dropped (and counted in the summary);
    /// sounds are kept as their words' by ``AnkiSounds``, which reads the fields themselves.
    struct Media {
        var sounds = 0
        var images = 0
    }

    /// The word a note gives: fields chosen by name (`--columns` first, then the usual names: Expression,
    /// Vocab, Word, Kanji, Front → word; Reading, Kana, Furigana → reading; Meaning, English, Glossary,
    /// Back → meanings), or told apart by their text when the names say nothing; HTML as text, sound and
    /// image references removed (and counted), furigana giving the reading; the deck's tree as the deck,
    /// tags as tags, and a JLPT level from a tag or a deck name.
    static func word(plainFields plain: [String], mapping: ColumnMapping?, tags: [String], deck: String?, deckLevel: String?) -> RawWord {
        var raw = mapping?.word(from: plain).sidesArranged()
            ?? AnkiWordSource.guess(CardFields.expand(plain), skipping: [])
        if let (word, reading) = Furigana.split(raw.text) {
            raw.text = word
            // The word's furigana also stands in for a Reading field that spells no kana (`祈る` in it).
            if raw.reading.isEmpty || (Furigana.kana(of: raw.reading) == nil && !ReadingMatcher.isRomaji(raw.reading)
                                       && KanaScript.isReading(reading)) {
                raw.reading = reading
            }
        }
        raw.deck = deck
        raw.tags = tags
        raw.level = raw.level ?? LevelNames.level(tags: tags, deck: nil) ?? deckLevel
        return raw
    }

    /// The fields of a note type mapped by name (`--columns` first), or `nil` when the names say nothing.
    static func mapping(names: [String], overrides: [ColumnMapping.Field: String]) -> ColumnMapping? {
        let mapping = (try? ColumnMapping(header: names, overrides: overrides)) ?? (try? ColumnMapping(header: names))
        return mapping?.isUsable == true ? mapping : nil
    }

    /// A field as plain text, without `[sound:…]` and `<img …>` references (counted in `media`).
    static func plainText(_ field: String, media: inout Media) -> String {
        // Most fields of a large deck are plain words: no markup, entities, separators or line breaks.
        if !field.utf8.contains(where: { $0 == 0x3C || $0 == 0x26 || $0 == 0x3B || $0 == 0x5B || $0 < 0x20 }), !hasDoubleSpace(field) {
            return field.trimmingWhitespace
        }
        var text = field
        if field.utf8.contains(0x5B), let withoutSounds = removingSounds(field, count: &media.sounds) {
            text = withoutSounds
            if !text.utf8.contains(where: { $0 == 0x3C || $0 == 0x26 || $0 == 0x3B || $0 < 0x20 }), !hasDoubleSpace(text) {
                return text.trimmingWhitespace
            }
        }
        if text.range(of: "<img", options: .caseInsensitive) != nil {
            media.images += text.lowercased().components(separatedBy: "<img").count - 1
            text = text.replacingOccurrences(of: #"<img[^>]*>"#, with: "", options: [.regularExpression, .caseInsensitive])
        }
        return CardFields.plainText(text, isHTML: true).trimmingWhitespace
    }

    /// Whether `text` has two spaces in a row (looked for byte by byte, not through Foundation's search).
    static func hasDoubleSpace(_ text: String) -> Bool {
        var afterSpace = false
        for byte in text.utf8 {
            if byte == 0x20, afterSpace { return true }
            afterSpace = byte == 0x20
        }
        return false
    }

    /// `text` without its `[sound:…]` references (a marker without its `]` stays), found byte by byte: every
    /// note of a deck with audio has one. `nil` when there is no marker at all.
    static func removingSounds(_ text: String, count: inout Int) -> String? {
        let marker = Array("[sound:".utf8)
        var bytes = Array(text.utf8)
        var kept = 0, index = 0, found = false
        while index < bytes.count {
            if bytes[index] == 0x5B, bytes[index...].starts(with: marker) {
                found = true
                if let end = bytes[(index + marker.count)...].firstIndex(of: 0x5D) {
                    count += 1
                    index = end + 1
                    continue
                }
            }
            bytes[kept] = bytes[index]
            kept += 1
            index += 1
        }
        guard found else { return nil }
        return kept == bytes.count ? text : String(decoding: bytes[..<kept], as: UTF8.self)
    }

    /// The kind of Kuchi card an Anki card trains, from its template's question: one that shows Japanese
    /// (in any field it names) is recognition; one that shows only other text (the meaning) asks for the
    /// Japanese, so it is writing. Cloze cards, and questions that show no field with text, are neither:
    /// their reviews are not imported (and are counted).
    static func kind(questionFormat: String, isCloze: Bool, names: [String], plainFields: [String]) -> CardKind? {
        shownFields(questionFormat: questionFormat, isCloze: isCloze, names: names).flatMap { kind(shown: $0, plainFields: plainFields) }
    }

    /// The indexes of the fields a question shows (the same for every card of a template, so found once
    /// for all of them), or `nil` for a cloze question.
    static func shownFields(questionFormat: String, isCloze: Bool, names: [String]) -> [Int]? {
        guard !isCloze, !questionFormat.contains("{{cloze:") else { return nil }
        var shown: [Int] = []
        var rest = Substring(questionFormat)
        while let open = rest.range(of: "{{"), let close = rest[open.upperBound...].range(of: "}}") {
            let reference = rest[open.upperBound..<close.lowerBound].trimmingCharacters(in: .whitespaces)
            rest = rest[close.upperBound...]
            guard let first = reference.first, !"#/^!".contains(first) else { continue }
            let name = reference.split(separator: ":").last.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
            if let index = names.firstIndex(of: name) { shown.append(index) }
        }
        return shown
    }

    /// The kind of a card whose question shows the fields `shown` (``shownFields(questionFormat:isCloze:names:)``)
    /// of a note with `plainFields`.
    static func kind(shown: [Int], plainFields: [String]) -> CardKind? {
        let texts = shown.filter(plainFields.indices.contains).map { plainFields[$0] }
        if texts.contains(where: Furigana.hasJapanese) { return .recognition }
        return texts.contains { !$0.isEmpty } ? .writing : nil
    }
}

/// JLPT levels named in tags and deck names.
enum LevelNames {
    /// `N1`…`N5` from a tag (`JLPT_N4`, `N4`, `jlpt::n4`) or a part of the deck tree (`JLPT N4`), else `nil`.
    static func level(tags: [String], deck: String?) -> String? {
        // Only a short part with a digit can name a level: skip the regular expression for the rest.
        guard tags.contains(where: mayNameLevel) || deck.map(mayNameLevel) == true else { return nil }
        let parts = tags.flatMap { $0.components(separatedBy: "::") } + (deck?.components(separatedBy: "::") ?? [])
        for part in parts {
            if let digit = levelDigit(part), (1...5).contains(digit) { return "N\(digit)" }
        }
        return nil
    }

    /// A level named but unknown to Kuchi (`N9`, `JLPT_N0`), as written, for the summary.
    static func unknownLevel(tags: [String], deck: String?) -> String? {
        guard tags.contains(where: mayNameLevel) || deck.map(mayNameLevel) == true else { return nil }
        let parts = tags.flatMap { $0.components(separatedBy: "::") } + (deck?.components(separatedBy: "::") ?? [])
        return parts.first { part in levelDigit(part).map { !(1...5).contains($0) } ?? false }
    }

    private static func mayNameLevel(_ text: String) -> Bool {
        text.utf8.contains { $0 >= 0x30 && $0 <= 0x39 } && text.utf8.contains { $0 == 0x4E || $0 == 0x6E }
    }

    /// The number of `N4`, `JLPT N4`, `jlpt_n4`, `JLPT-N4` (case-insensitively), or `nil` for other text.
    static func levelDigit(_ text: String) -> Int? {
        guard let match = text.range(of: #"^\s*(jlpt[ _-]?)?n(\d+)\s*$"#, options: [.regularExpression, .caseInsensitive]) else { return nil }
        return Int(text[match].filter(\.isNumber))
    }
}
