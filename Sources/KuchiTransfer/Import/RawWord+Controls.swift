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
        for meaning in meanings {
            if let problem = Self.controlProblem("meaning", meaning) { return problem }
        }
        for tag in tags {
            if let problem = Self.controlProblem("tag", tag) { return problem }
        }
        return Self.controlProblem("deck name", deck ?? defaultDeck) ?? Self.controlProblem("level", level ?? "")
            ?? Self.controlProblem("example", example) ?? Self.controlProblem("example's translation", exampleEnglish)
    }

    /// The problem of the field `name` holding `text`, when it holds a control character.
    private static func controlProblem(_ name: StaticString, _ text: String) -> RowProblem? {
        guard let control = TerminalControl.firstInField(text) else { return nil }
        return RowProblem("the \(name) “\(shortened(text))” holds the control character \(TerminalControl.name(of: control)), "
                          + "as terminal escape sequences do: Kuchi stores no control characters, so remove it from the file")
    }

    /// At most 60 characters of `text`, on one line, as a message quotes it.
    private static func shortened(_ text: String) -> String {
        let line = text.map { $0.isNewline || $0 == "\t" ? " " : $0 }
        return line.count > 60 ? String(line.prefix(59)) + "…" : String(line)
    }
}
