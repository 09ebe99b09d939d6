import KuchiCore
import KuchiTerminal

/// At the start after a session ended before it was finished (Kuchi was killed, or could not save an answer: the bank
/// busy, the disk full): says so (``InterruptedSession/notice(subject:)``), and offers to resume it.
///
/// Resuming starts a session of the questions that were left (its target minus the correct answers
/// already given); the interrupted session keeps its answers and stays marked interrupted. A review (`srs`) resumed
/// asks what is due now, which need not be what the interrupted one had left: its offer names no number. With piped
/// input nothing is asked (a script does not expect the question): a new session starts.
public enum ResumePrompt {
    /// What the learner chose.
    public enum Choice: Equatable, Sendable {
        /// Continue the interrupted session (``ChallengesViewModel/resume(_:)``).
        case resume
        /// A new session with the usual settings.
        case startAnew
        /// End of input at the question: leave.
        case leave
    }

    /// The question asked: a random session's names the questions left; a review's says it asks what is due now (its
    /// count is the review queue's, made once the session starts). Both fit in 80 columns, so `[Y/n]` is never broken.
    public static func question(left: Int, review: Bool) -> String {
        review ? "Resume it with the cards due now? (n starts a new session) [Y/n] "
            : "Resume it with the \(left) question\(left == 1 ? "" : "s") left? (n starts a new session) [Y/n] "
    }

    /// Tells about the interrupted session and, when `interactive` and there is something to resume, asks; `review`
    /// when the session to start is a review (`srs`).
    public static func offer(_ interrupted: InterruptedSession, review: Bool, reader: any LineReader, console: Console,
                             interactive: Bool) -> Choice {
        console.line(console.style.muted(interrupted.notice(subject: "Your last session")))
        let left = interrupted.questionsLeft
        guard interactive, interrupted.canResume else { return .startAnew }
        // `n` starts a new session here: only the keys leave.
        let reply = { (prompt: String) in reader.readReply(prompt: prompt, reminder: InterruptReminder.keysOnly) }
        switch console.confirm(question(left: left, review: review), default: true, readLine: reply) {
        case true?: return .resume
        case false?: return .startAnew
        case nil: return .leave
        }
    }
}
