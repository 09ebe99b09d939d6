import KuchiCore

/// The REPL's `:help` text.
public enum HelpView {
    /// The text to print, showing the current settings.
    public static func render(style: TextStyle) -> String {
        let commands: [(String, String)] = [
            ("1–4", "answer with the number of a choice"),
            ("a meaning", "or type the meaning itself"),
            (":skip", "show another word (not counted)"),
            (":score", "show the score so far"),
            (":set", "show the settings"),
            (":set questions N", "correct answers per session, from the next session (1–100)"),
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
