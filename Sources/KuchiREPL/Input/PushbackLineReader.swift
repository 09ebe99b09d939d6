import KuchiCore
import KuchiTerminal

/// Wraps a reader so one line already read can be given back and read again.
public final class PushbackLineReader: LineReader {
    private let base: any LineReader
    private let console: Console
    private var pending: String?

    /// Wraps `base`; a given-back line is echoed to `console` after its prompt, like any other.
    public init(_ base: any LineReader, console: Console) {
        self.base = base
        self.console = console
    }

    /// Makes `line` the next line read.
    public func giveBack(_ line: String) {
        pending = line
    }

    public func readLine(prompt: String) -> String? {
        given(prompt: prompt) ?? base.readLine(prompt: prompt)
    }

    public func readReply(prompt: String) -> String? {
        given(prompt: prompt) ?? base.readReply(prompt: prompt)
    }

    public func readReply(prompt: String, reminder: String) -> String? {
        given(prompt: prompt) ?? base.readReply(prompt: prompt, reminder: reminder)
    }

    public var endingSignal: Int32? { base.endingSignal }

    /// The given-back line, echoed after `prompt`, if there is one.
    private func given(prompt: String) -> String? {
        guard let line = pending else { return nil }
        pending = nil
        console.write(prompt)
        console.line(SafeText.singleLine(line))
        return line
    }
}
