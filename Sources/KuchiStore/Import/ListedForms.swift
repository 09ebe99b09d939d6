import Foundation
import GRDB

/// The bank's words that list several forms or readings with a slash, as the bundled N5 list writes some
/// (`川/河 かわ`, `何 なん/なに`), found by each form and reading they list: an imported `川 かわ` is that word, so its
/// meanings and its history join it instead of a second word beside it. A pair some word of the bank is written
/// and read exactly (`いい いい`) stays that word's.
struct ListedForms {
    /// The listing word's text and reading by each pair of a listed form and a listed reading (`川\tかわ`).
    private var words: [String: (text: String, reading: String)] = [:]
    /// The listed forms (a set checked first: most imported words are none).
    private var forms: Set<String> = []
    /// The readings listed beside each listed form (川: かわ; 何: なん, なに), in the listing word's order.
    private var readingsByForm: [String: [String]] = [:]

    /// None: every word found as it is written and read.
    init() {}

    /// The listing words of the bank behind `db`.
    init(_ db: Database) throws {
        let rows = try Row.fetchAll(db, sql: """
            SELECT text, reading FROM word
            WHERE (instr(text, '/') > 0 OR instr(reading, '/') > 0) AND removed_at IS NULL
            """)
        let exact = try db.makeStatement(sql: "SELECT 1 FROM word WHERE text = ? AND reading = ?")
        for row in rows {
            let text: String = row["text"], reading: String = row["reading"]
            for form in Self.parts(text) {
                for listed in Self.parts(reading) where words[form + "\t" + listed] == nil {
                    guard (form, listed) != (text, reading),
                          try Bool.fetchOne(exact, arguments: [form, listed]) == nil else { continue }
                    words[form + "\t" + listed] = (text, reading)
                    forms.insert(form)
                    // A word written as the form itself (何 なん/なに) is found by its text already.
                    if form != text, !readingsByForm[form, default: []].contains(listed) { readingsByForm[form, default: []].append(listed) }
                }
            }
        }
    }

    /// `entry` written and read as the bank's word that lists its form and reading, if one does; else as it is.
    func resolving(_ entry: WordEntry) -> WordEntry {
        guard let word = word(text: entry.text, reading: entry.reading) else { return entry }
        var resolved = entry
        (resolved.text, resolved.reading) = word
        return resolved
    }

    /// The text and reading of the bank's word that lists `text` and `reading`, if one does.
    func word(text: String, reading: String) -> (text: String, reading: String)? {
        guard !forms.isEmpty, forms.contains(text) else { return nil }
        return words[text + "\t" + reading]
    }

    /// The readings listed for the form `text` (見る of 見る/観る みる: みる), for a word imported without its reading;
    /// empty when no word lists it.
    func readings(of text: String) -> [String] {
        guard !forms.isEmpty, forms.contains(text) else { return [] }
        return readingsByForm[text] ?? []
    }

    /// The forms a text lists (`川/河`: 川, 河), or the text alone.
    private static func parts(_ text: String) -> [String] {
        let parts = text.split(separator: "/").map { String($0).trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        return parts.isEmpty ? [text] : parts
    }
}
