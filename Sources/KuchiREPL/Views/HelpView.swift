import KuchiCore

/// The REPL's `:help` text.
public enum HelpView {
    /// The text to print, showing the current settings.
    public static func render(style: TextStyle) -> String {
        let commands: [(String, String)] = [
            ("1–4", "answer with the number of a choice"),
            ("an answer", "or type it: a meaning in English; a reading or word in kana or romaji"),
            (":hint", "strike out half the wrong choices; when typing, see the first kana or letter of the answer"),
            (":skip", "show another word (not counted)"),
            (":easy / :hard", "re-grade the word you just got right (it comes back later / sooner)"),
            (":accept", "“I was right”: count the wrong answer just given as right, and accept it from now on"),
            (":score", "show the score so far"),
            (":set", "show the settings"),
            (":set questions N", "correct answers per session, from the next session (1–100)"),
            (":set mode M", "choice, meaning, reading, word, mixed or flashcard, from the next session"),
            (":set scheduler S", "random, or srs for spaced repetition (what kuchi review does)"),
            (":set choices N", "choices per multiple-choice question, from the next session (2–8)"),
            (":help", "show this help"),
            (":quit", "end the session (Ctrl-D does too); every answer is already saved"),
        ]
        let width = commands.map(\.0.count).max() ?? 0
        let lines = commands.map { "  " + style.accent($0.0.padding(to: width)) + "  " + $0.1 }
        return (["Commands (Tab completes them; Ctrl-C clears the line):"] + lines).joined(separator: "\n") + "\n"
    }
}

extension String {
    func padding(to width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}
