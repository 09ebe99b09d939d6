import KuchiCore
import KuchiTerminal

/// Asks a new learner's name, as the Kuchi sample's registration form does (2 characters or more).
public enum NamePrompt {
    /// The prompt shown.
    public static let prompt = "What's your name? "

    /// What is said to a learner who leaves before giving a name.
    public static let leftWithoutName = "See you! No learner was made; run kuchi again to start."

    /// Asks until a valid name is typed, after `intro`; `nil` at end of input (Ctrl-D) or `:quit`, after saying
    /// `goodbye`.
    public static func ask(reader: any LineReader, console: Console, intro: String = "Welcome to Kuchi! Let's get you set up.",
                           goodbye: String = leftWithoutName) -> String? {
        console.line(intro)
        while true {
            guard let line = reader.readReply(prompt: prompt) else {
                console.line(goodbye)
                return nil
            }
            // Commands are not names: :quit leaves (as the Ctrl-C reminder says), others are explained.
            if let command = SessionCommand.parse(line) {
                if command == .quit {
                    console.line(goodbye)
                    return nil
                }
                console.line("Type your name first; commands work once practice starts (:quit leaves).")
                continue
            }
            switch Profile.validatedName(line) {
            case let .success(name): return name
            case let .failure(reason): console.line(console.style.failure(reason.description))
            }
        }
    }

    /// For piped input: reads one line and uses it as the name when it is one (and says so); otherwise gives the line
    /// back (it is the first answer of a script that did not name its learner) and uses `fallback`.
    /// `nil` at end of input and for `:quit` (or `:q`): the learner leaves before any learner is made.
    public static func askOrFallBack(reader: PushbackLineReader, console: Console, fallback: String) -> String? {
        guard let line = reader.readReply(prompt: prompt), SessionCommand.parse(line) != .quit else {
            console.line(leftWithoutName)
            return nil
        }
        let looksLikeAnswer = line.hasPrefix(":") || Int(line.trimmingCharacters(in: [" ", "\t"])) != nil
        // A number or a command is no name: said, so that the line echoed after the name's prompt reads as what it is.
        var notAName = looksLikeAnswer ? " “\(SafeText.singleLine(line))” is taken as the first answer." : ""
        if !looksLikeAnswer {
            switch Profile.validatedName(line) {
            case let .success(name):
                // Said, so that a script whose first line was meant as an answer sees why its answers are one off.
                console.line(console.style.muted("The first line, “\(SafeText.singleLine(name))”, is taken as the new learner's name "
                                                 + "(with --name NAME every line is an answer)."))
                return name
            case let .failure(reason): notAName = " “\(SafeText.singleLine(line))” is taken as the first answer: \(reason.clause)."
            }
        }
        reader.giveBack(line)
        console.line(console.style.muted("Practising as “\(SafeText.singleLine(fallback))” (choose a name with --name NAME)." + notAName))
        return fallback
    }
}
