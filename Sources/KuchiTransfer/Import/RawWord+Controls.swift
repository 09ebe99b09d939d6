import KuchiCore

/// Words come from files anyone can write: a field holding a terminal control character (an escape or
/// title sequence, a bell, a NUL, a bidirectional override) refuses its row whole, so that no part of a
/// sequence is ever stored, merged into a word or judged as an answer. Tab, line feed and carriage return
/// are white space, not controls.
extension RawWord {
    /// Why the row is refused when one of its fields (or the deck it would join) holds a control character;
    /// `nil` when none does.
    func controlProblem(defaultDeck: String) -> RowProblem? {
        var fields: [(name: String, text: String)] = [("word", text), ("reading", reading)]
        fields += meanings.map { ("meaning", $0) }
        fields += tags.map { ("tag", $0) }
        fields += [("deck name", deck ?? defaultDeck), ("level", level ?? ""), ("example", example), ("example's translation", exampleEnglish)]
        for field in fields {
            guard let control = TerminalControl.firstInField(field.text) else { continue }
            return RowProblem("the \(field.name) “\(Self.shortened(field.text))” holds the control character \(TerminalControl.name(of: control)), "
                              + "as terminal escape sequences do: Kuchi stores no control characters, so remove it from the file")
        }
        return nil
    }

    /// At most 60 characters of `text`, on one line, as a message quotes it.
    private static func shortened(_ text: String) -> String {
        let line = text.map { $0.isNewline || $0 == "\t" ? " " : $0 }
        return line.count > 60 ? String(line.prefix(59)) + "…" : String(line)
    }
}
