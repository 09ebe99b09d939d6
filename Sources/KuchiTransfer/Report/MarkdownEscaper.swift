/// Backslash-escapes the characters of one text that Markdown (CommonMark with the GitHub extensions) would read as
/// markup where they stand, and no others, so ordinary words print as typed (`{{}}`, `Tom & Jerry`, `a < b`,
/// `snake_case`, `C#`, `Hi!`) while nothing in a word can open emphasis, code, a link, HTML, or a new table cell.
///
/// The text is placed inline, inside a table cell, a list item or a heading, next to other texts of the report. What
/// lies beyond its ends is unknown, so the edges are treated as the riskiest neighbour (punctuation).
enum MarkdownEscaper {
    /// `text` (already on one line) with the markup characters escaped:
    ///
    /// - `|` (a table cell) and `` ` `` (code) everywhere;
    /// - `*`, `_`, `~` and `$` (emphasis, strikethrough, math) unless they have a space on both sides, or, for `_`,
    ///   a letter or digit on both sides (`snake_case`), where Markdown reads them as text;
    /// - `]` before `(` or `[` (a link or image), `<` before a letter, `/`, `!` or `?` (HTML, an autolink), `&` that
    ///   starts an entity (`&amp;`, `&#39;`), and a run of `#` that ends the text after a space
    ///   (it would close a heading);
    /// - `\` before ASCII punctuation or at the end, where it would escape what follows.
    static func escape(_ text: String) -> String {
        let characters = Array(text)
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for (index, character) in characters.enumerated() {
            let previous = index > 0 ? characters[index - 1] : nil
            let next = index + 1 < characters.count ? characters[index + 1] : nil
            if needsEscape(character, previous: previous, next: next, rest: characters[(index + 1)...]) {
                result.append("\\")
            }
            result.append(character)
        }
        return result
    }

    private static func needsEscape(_ character: Character, previous: Character?, next: Character?,
                                    rest: ArraySlice<Character>) -> Bool {
        switch character {
        case "|", "`": return true
        case "*", "~", "$": return !(isSpace(previous) && isSpace(next))
        case "_": return !(isSpace(previous) && isSpace(next)) && !(isWordCharacter(previous) && isWordCharacter(next))
        case "]": return next == "(" || next == "["
        case "<": return next.map { $0.isASCII && $0.isLetter || "/!?".contains($0) } ?? false
        case "&": return startsEntity(rest)
        case "#": return rest.allSatisfy { $0 == "#" } && (previous == nil || isSpace(previous))
        case "\\": return next.map(isASCIIPunctuation) ?? true
        default: return false
        }
    }

    /// The characters a Markdown backslash escapes: ASCII punctuation and symbols.
    private static func isASCIIPunctuation(_ character: Character) -> Bool {
        character.isASCII && (character.isPunctuation || character.isSymbol)
    }

    private static func isSpace(_ character: Character?) -> Bool {
        character?.isWhitespace ?? false
    }

    private static func isWordCharacter(_ character: Character?) -> Bool {
        character.map { $0.isLetter || $0.isNumber } ?? false
    }

    /// Whether the text after an `&` makes it an entity or character reference: `amp;`, `#39;`, `#x1F600;`.
    private static func startsEntity(_ rest: ArraySlice<Character>) -> Bool {
        guard let semicolon = rest.prefix(34).firstIndex(of: ";") else { return false }
        let body = rest[rest.startIndex..<semicolon]
        if body.first == "#" {
            let number = body.dropFirst()
            if number.first == "x" || number.first == "X" {
                let hex = number.dropFirst()
                return (1...6).contains(hex.count) && hex.allSatisfy { $0.isASCII && $0.isHexDigit }
            }
            return (1...7).contains(number.count) && number.allSatisfy { $0.isASCII && $0.isNumber }
        }
        guard let first = body.first, first.isASCII, first.isLetter else { return false }
        return body.count <= 32 && body.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
    }
}
