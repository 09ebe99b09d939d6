import KuchiCore
import KuchiTerminal

/// A source of input lines: readline on a terminal, plain lines from a pipe, a script in tests.
public protocol LineReader: AnyObject {
    /// Shows `prompt` and reads one line without its newline; `nil` at end of input (Ctrl-D).
    func readLine(prompt: String) -> String?
    /// As ``readLine(prompt:)``, for a reply to a question (a name, yes or no): not kept in the line history, which
    /// holds answers and commands.
    func readReply(prompt: String) -> String?
    /// As ``readReply(prompt:)``, where a Ctrl-C on the empty line says `reminder` (``InterruptReminder``: the
    /// question's own way out) in place of the session's `:quit` reminder.
    func readReply(prompt: String, reminder: String) -> String?
    /// The signal (SIGHUP: the terminal closed; SIGTERM) that ended input, or `nil`: the session ends as at
    /// the end of input, with nothing more written to a terminal that may be gone.
    var endingSignal: Int32? { get }
}

/// What a Ctrl-C on an empty line says at a yes-or-no question, where `:quit` is no answer.
public enum InterruptReminder {
    /// At a question whose `n` leaves (`Play again?`, `Practise random words instead?`).
    public static let answerNo = "(Press Ctrl-C again or type n to stop; Ctrl-D stops too.)"
    /// At a question whose answers both go on (resume the session, or start a new one).
    public static let keysOnly = "(Press Ctrl-C again or Ctrl-D to stop.)"
}

extension LineReader {
    /// Input read this way ends only at its end.
    public var endingSignal: Int32? { nil }

    /// A reader without a history reads a reply as any line.
    public func readReply(prompt: String) -> String? {
        readLine(prompt: prompt)
    }

    /// Input with no Ctrl-C reminder reads such a reply as any other.
    public func readReply(prompt: String, reminder: String) -> String? {
        readReply(prompt: prompt)
    }
}

/// Lines given in advance, for tests; the transcript shows each prompt followed by its line.
public final class ScriptedLineReader: LineReader {
    private var lines: [String]
    private let console: Console

    /// Reads `lines` in order, echoing them to `console` as a terminal would.
    public init(_ lines: [String], echoingTo console: Console) {
        self.lines = lines
        self.console = console
    }

    public func readLine(prompt: String) -> String? {
        console.write(prompt)
        guard !lines.isEmpty else {
            console.line()
            return nil
        }
        let line = lines.removeFirst()
        console.line(SafeText.singleLine(line))
        return line
    }
}

/// Plain lines from standard input when it is not a terminal: no line editing, no history, and no
/// Tab completion of tabs in the data. Each line is echoed after its prompt, so the output reads as a
/// clean transcript of the session.
public final class StandardInputLineReader: LineReader {
    private let console: Console

    /// Reads standard input, echoing to `console`.
    public init(echoingTo console: Console) {
        self.console = console
    }

    public func readLine(prompt: String) -> String? {
        console.write(prompt)
        guard let line = Swift.readLine(strippingNewline: true) else {
            console.line()
            return nil
        }
        let trimmed = line.hasSuffix("\r") ? String(line.dropLast()) : line
        // A line too long to take is echoed by its start, as the message about it does.
        console.line(SafeText.singleLine(trimmed.utf8.count > InputLimits.answerBytes ? InputLimits.echo(trimmed) : trimmed))
        return trimmed
    }
}
