import Foundation
import KuchiCore

/// Words come from files anyone can write: a field holding a terminal control character (an escape or
/// title sequence, a bell, a NUL, a bidirectional override) refuses its row whole, so that no part of a
/// sequence is ever stored, merged into a word or judged as an answer. Tab, line feed and carriage return
/// are white space, not controls.
extension RawWord {
    /// Why the row is refused when one of its fields (or the deck it would join) holds a control character;
    /// `nil` when none does.
    ///
    /// Every field of every row of an import is checked, so the fields are looked at where they are, in the
    /// order a message names them (word, reading, meanings, tags, deck, level, example, its translation):
    /// nothing is collected or allocated for a row that holds none.
    func controlProblem(defaultDeck: String) -> RowProblem? {
        if let problem = Self.controlProblem("word", text) ?? Self.controlProblem("reading", reading) { return problem }
        for form in otherForms {
            if let problem = Self.controlProblem("word", form) { return problem }
        }
        for meaning in meanings {
            if let problem = Self.controlProblem("meaning", meaning) { return problem }
        }
        for tag in tags {
            if let problem = Self.controlProblem("tag", tag) { return problem }
        }
        return Self.controlProblem("deck name", deck ?? defaultDeck) ?? Self.controlProblem("level", level ?? "")
            ?? Self.controlProblem("example", example) ?? Self.controlProblem("example's translation", exampleEnglish)
    }

    /// The most characters a deck name or a tag may have. Real ones are far shorter (a nested Anki deck seldom passes
    /// 100); a longer one is no name to type with `--deck`, and every list that shows it (`kuchi decks` pads its
    /// table to the longest name) would be pushed off the screen by it.
    static let maximumNameLength = 250

    /// Why the row is refused when its deck name (or the deck it would join) or one of its tags is longer than
    /// ``maximumNameLength``; `nil` otherwise.
    func nameLengthProblem(defaultDeck: String) -> RowProblem? {
        // Counted in bytes first (a name of 250 bytes or fewer has no more characters): nothing is counted for most rows.
        func tooLong(_ text: String) -> Bool { text.utf8.count > Self.maximumNameLength && text.count > Self.maximumNameLength }
        func problem(_ name: StaticString, _ text: String) -> RowProblem {
            RowProblem("the \(name) “\(Self.shortened(text))” is \(text.count.groupedDigits) characters long, more than the "
                       + "\(Self.maximumNameLength) a \(name) may have: shorten it in the file")
        }
        let deck = deck ?? defaultDeck
        if tooLong(deck) {
            var refused = problem("deck name", deck)
            refused.longDeckName = deck
            return refused
        }
        if let tag = tags.first(where: tooLong) { return problem("tag", tag) }
        return nil
    }

    /// The most characters a word or its reading may have: the longest headword of EDICT has 64 (with its reading), a
    /// proverb a few dozen; a longer one is no word to type, and would fill the screen at its question.
    static let maximumWordLength = 200
    /// The most characters one meaning may have, as it is read (HTML turned into text): a gloss with a note of pages (usage,
    /// examples, as shared Anki decks write them) is kept whole, and sessions, lists and reports show it cut. A longer one
    /// is no meaning (judging an answer against one of 100,000 characters took about 0.3 s on a debug build, and grows
    /// with its length); a line of a CSV or TSV list and a field of an Anki note hold at most 1 MiB.
    static let maximumMeaningLength = 100_000

    /// Why the row is refused when its word or its reading is longer than ``maximumWordLength``, or one of its meanings
    /// longer than ``maximumMeaningLength``; `nil` otherwise. Counted in bytes first, so nothing is counted for most rows.
    func fieldLengthProblem() -> RowProblem? {
        func tooLong(_ text: String, _ limit: Int) -> Bool { text.utf8.count > limit && text.count > limit }
        func problem(_ name: StaticString, _ text: String, _ limit: Int) -> RowProblem {
            RowProblem("the \(name) “\(Self.shortened(text))” is \(text.count.groupedDigits) characters long, more than the "
                       + "\(limit.groupedDigits) a \(name) may have: shorten it in the file")
        }
        if tooLong(text, Self.maximumWordLength) { return problem("word", text, Self.maximumWordLength) }
        if tooLong(reading, Self.maximumWordLength) { return problem("reading", reading, Self.maximumWordLength) }
        if let meaning = meanings.first(where: { tooLong($0, Self.maximumMeaningLength) }) {
            return problem("meaning", meaning, Self.maximumMeaningLength)
        }
        return nil
    }

    /// Why the row is refused when its deck name (or the deck it would join) is only separators or spaces (`::`,
    /// ` :: `, `   `): no deck anyone could name with `--deck`. An empty deck field means the file's deck.
    func deckNameProblem(defaultDeck: String) -> RowProblem? {
        let deck = deck.flatMap { $0.isEmpty ? nil : $0 } ?? defaultDeck
        guard WordScope.isNoDeckName(deck) else { return nil }
        return RowProblem("the deck name “\(Self.shortened(deck))” is only '::' separators or spaces, no name: write the deck's "
                          + "name (such as Genki::Lesson 1), or leave the field empty for the file's deck")
    }

    /// The problem of the field `name` holding `text`, when it holds a control character.
    private static func controlProblem(_ name: StaticString, _ text: String) -> RowProblem? {
        guard let control = TerminalControl.firstInField(text) else { return nil }
        if control == "\0" {
            // No text holds a NUL: the file is most likely no text file (binary, or UTF-16 without its byte-order mark).
            return RowProblem("the \(name) “\(shortened(text))” holds a NUL byte (U+0000), which no text file holds: the file may "
                              + "not be text (a binary file, or UTF-16 without its byte-order mark); save the word list as UTF-8 text")
        }
        return RowProblem("the \(name) “\(shortened(text))” holds the control character \(TerminalControl.name(of: control)), "
                          + "as terminal escape sequences do: Kuchi stores no control characters, so remove it from the file")
    }

    /// `text` (a word or a reading) without invisible formatting characters (``TerminalControl/isInvisible(_:)``:
    /// a zero-width space a web page left, a bidirectional mark, a soft hyphen), which carry no meaning in Japanese
    /// and would make a look-alike of a word (a zero-width joiner inside an emoji sequence, 👨‍👩‍👧, is part of the emoji
    /// and stays: ``TerminalControl/isInvisible(at:in:)``); a line or paragraph separator becomes a space, as a line break in a
    /// field does. A word differing from another only by them is that word, so stripping (rather than refusing the
    /// row) merges it where it belongs; the import's summary counts the words it changed.
    static func withoutInvisibles(_ text: String) -> String {
        guard TerminalControl.holdsHidden(text) else { return text }
        let scalars = text.unicodeScalars
        var kept = String.UnicodeScalarView()
        for index in scalars.indices where !TerminalControl.isInvisible(at: index, in: scalars) {
            kept.append(TerminalControl.isLineSeparator(scalars[index]) ? " " : scalars[index])
        }
        return String(kept)
    }

    /// `meaning` with each line or paragraph separator (U+2028, U+2029) as `;`: a line break, which separates meanings.
    static func lineSeparatorsAsSemicolons(_ meaning: String) -> String {
        guard meaning.utf8.contains(0xE2), meaning.unicodeScalars.contains(where: TerminalControl.isLineSeparator) else { return meaning }
        return String(String.UnicodeScalarView(meaning.unicodeScalars.map { TerminalControl.isLineSeparator($0) ? ";" : $0 }))
    }

    /// Why a row's word is refused, or `nil`: when it is a spreadsheet formula or error value (``isSpreadsheetJunk(_:)``:
    /// `=SUM(A1)`, `=A1+1`, `#REF!`), or when it holds no kana or kanji and its reading is not Japanese either (a gloss
    /// in the word column). A Japanese reading is enough for any other word to be vocabulary, however Japanese writes
    /// it: `CD`, `Wi-Fi`, `ＣＤ`, `〇`, and words of symbols (`%` パーセント, `+α` プラスアルファ, `C++`, `C#`, `$` ドル).
    static func notJapanese(_ text: String, reading: String) -> RowProblem? {
        let japanese = Furigana.mayHoldJapanese(text)
        if isSpreadsheetJunk(text) {
            if japanese {
                return RowProblem("the word “\(shortened(text))” is a spreadsheet formula, not a word: write the word in kana "
                                  + "or kanji, or remove the row")
            }
        } else if japanese || (!reading.isEmpty && Furigana.mayHoldJapanese(reading)) {
            return nil
        }
        return RowProblem("the word “\(shortened(text))” has no kana or kanji: a word to learn is written in Japanese (a formula "
                          + "or a meaning in the word column is not); write the word in kana or kanji, or remove the row")
    }

    /// Whether `text` is what a spreadsheet leaves in a cell in place of a word: a formula (`=` then a function call
    /// or a cell reference: `=SUM(A1)`, `=A1+1`, `=$B$2`, `=Sheet1!A1`, `=HYPERLINK(…)`) or an error value (`#REF!`,
    /// `#N/A`, `#VALUE!`, `#NAME?`, `#DIV/0!`, `#NULL!`, `#NUM!`, …). A lone `=` or `+α` is no formula.
    static func isSpreadsheetJunk(_ text: String) -> Bool {
        let cell = text.trimmingWhitespace
        if cell.hasPrefix("#") { return isSpreadsheetError(cell) }
        guard cell.hasPrefix("=") else { return false }
        return cell.range(of: spreadsheetFormula, options: .regularExpression) != nil
    }

    /// Whether `text` is a spreadsheet's error value (`#N/A`, `#REF!`, `#VALUE!`, …): what a sheet shows, and saves, where a
    /// formula broke.
    static func isSpreadsheetError(_ text: String) -> Bool {
        spreadsheetErrors.contains(text.trimmingWhitespace.uppercased())
    }

    private static let spreadsheetErrors: Set<String> = [
        "#REF!", "#N/A", "#VALUE!", "#NAME?", "#DIV/0!", "#NULL!", "#NUM!", "#SPILL!", "#CALC!", "#GETTING_DATA", "#ERROR!",
    ]

    /// `=` then a function's name and `(`, or a cell reference (`A1`, `$B$2`, `Sheet1!A1`, `'My sheet'!A1`, `A1:B2`).
    private static let spreadsheetFormula = #"^=\s*([A-Za-z_][A-Za-z0-9_.]*\s*\(|(('[^']+'|[A-Za-z_][A-Za-z0-9_.]*)!)?\$?[A-Za-z]{1,3}\$?[0-9]+(?![A-Za-z0-9_]))"#

    /// At most 60 characters of `text`, on one line, as a message quotes it.
    static func shortened(_ text: String) -> String {
        let line = text.map { $0.isNewline || $0 == "\t" ? " " : $0 }
        return line.count > 60 ? String(line.prefix(59)) + "…" : String(line)
    }
}
