/// At the start after a session was interrupted (Kuchi was killed): says so, and offers to resume it.
///
/// Resuming starts a session of the questions that were left (its target minus the correct answers
/// already given); the interrupted session keeps its answers and stays marked interrupted. With piped
/// input nothing is asked (a script does not expect the question): a new session starts.
public enum ResumePrompt {
    /// What the learner chose.
    public enum Choice: Equatable, Sendable {
        /// A first session of the `questions` left, continuing from `alreadyCorrect` correct answers.
        case resume(questions: Int, alreadyCorrect: Int)
        /// A new session with the usual settings.
        case startAnew
        /// End of input at the question: leave.
        case leave
    }

    /// The question asked.
    public static func question(left: Int) -> String {
        "Resume it with the \(left) question\(left == 1 ? "" : "s") left? (n starts a new session) [Y/n] "
    }

    /// Tells about the interrupted session (`correct` of `target` correct answers) and, when `interactive`
    /// and there is something to resume, asks.
    public static func offer(correct: Int, target: Int, reader: any LineReader, console: Console, interactive: Bool) -> Choice {
        console.line(console.style.muted(
            "Your last session was interrupted (\(correct) of \(target) correct answers); the answers you gave in it are saved."))
        let left = target - correct
        guard interactive, correct > 0, left > 0 else { return .startAnew }
        while true {
            guard let line = reader.readLine(prompt: question(left: left)) else { return .leave }
            switch line.trimmingCharacters(in: [" ", "\t"]).lowercased() {
            case "", "y", "yes": return .resume(questions: left, alreadyCorrect: correct)
            case "n", "no": return .startAnew
            default: console.line("Please answer y or n.")
            }
        }
    }
}
