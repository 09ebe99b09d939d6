import KuchiCore
import KuchiTerminal

/// The REPL's `:help` text.
public enum HelpView {
    /// The width help lines keep to, so they fit an 80-column terminal without breaking a word.
    public static let width = 80

    /// The text to print: each command and what it does, the description wrapped at spaces to ``width``
    /// columns and its further lines indented under its first.
    public static func render(style: TextStyle) -> String {
        let commands: [(String, String)] = [
            ("1–4", "answer with the number of a choice"),
            ("an answer", "or type it: a meaning in English; a reading or word in kana or romaji"),
            (":hint", "strike out half the wrong choices; when typing, see the first kana or letter of the answer"),
            (":skip", "show another word (not counted)"),
            (":easy / :hard", "re-grade the word you just got right (it comes back later / sooner)"),
            (":known", "at a new word's lesson: you know it already (graded Easy, not asked this session)"),
            (":undo", "take back the last answer or grade (again for the one before); the card's memory goes back too"),
            (":accept", "“I was right”: count the typed answer just marked wrong as right, and accept it from now on"),
            (":example", "a sentence using the word on screen (its meaning left out when the question asks for it)"),
            (":play", "play the sound of the word on screen (from an Anki package; audio = auto|on|off plays it after lessons and answers)"),
            (":score", "show the score so far"),
            (":fav / :unfav", "star the word on screen as a favourite, or unstar it"),
            (":suspend", "put the word on screen aside: out of practice and reviews (kuchi words unsuspend brings it back)"),
            (":set", "show the settings"),
            (":set questions N", "correct answers per session, from the next session (1–100)"),
            (":set mode M", "choice, meaning, reading, word, mixed or flashcard, from the next session"),
            (":set scheduler S", "random, or srs for spaced repetition (what kuchi review does)"),
            (":set choices N", "choices per multiple-choice question, from the next session (2–8)"),
            (":set deck NAME,…", "only words of these decks and the decks under them (also level N5,…, tag T,…, favorites true); all for every word"),
            (":help", "show this help"),
            (":quit", "end the session (Ctrl-D does too); every answer is already saved"),
        ]
        let nameWidth = commands.map { DisplayWidth.columns($0.0) }.max() ?? 0
        let indent = String(repeating: " ", count: 2 + nameWidth + 2)
        let lines = commands.flatMap { name, description in
            let wrapped = DisplayWidth.wrap(description, width: width - indent.count)
            let first = "  " + style.accent(name.padding(to: nameWidth)) + "  " + wrapped[0]
            return [first] + wrapped.dropFirst().map { indent + $0 }
        }
        return (["Commands (Tab completes them; Ctrl-C clears the line):"] + lines).joined(separator: "\n") + "\n"
    }
}

extension String {
    func padding(to width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}
