@preconcurrency import CReadline
import KuchiCore
#if canImport(Glibc)
import Glibc
#endif

/// Interactive input through GNU readline: line editing, persistent history and Tab completion.
///
/// Ctrl-C discards the line being typed and shows a fresh prompt; on an empty line it says how to leave,
/// and a second Ctrl-C there ends input as Ctrl-D does. SIGHUP (the terminal closed) and SIGTERM end input
/// too, dropping the line half typed: ``endingSignal`` tells them apart, for the caller to end the session
/// and then the process as the signal would (``raiseEndingSignal()``).
/// Keep one instance, on one thread: readline's state is global.
public final class ReadlineLineReader: LineReader {
    private let historyPath: String?
    private var lastEntry: String?

    /// Lines kept in the history file.
    public static let historyLimit: Int32 = 1000

    /// Sets up readline; `historyPath` (already created 0600) is read now and appended to after each line.
    public init(historyPath: String?) {
        self.historyPath = historyPath
        kuchi_readline_setup("kuchi", { text, start, _ in Completion.matches(for: text, start: start) })
        if isatty(STDOUT_FILENO) != 1 {
            // Output piped to a file or a program (`kuchi | tee log`): no terminal control codes in it.
            rl_variable_bind("enable-bracketed-paste", "off")
        }
        using_history()
        if let historyPath {
            read_history(historyPath)
        }
    }

    deinit {
        kuchi_readline_teardown()
    }

    /// Said when the lines after the first of a paste were dropped.
    public static let pasteDropped = "(Only the first line of what you pasted was taken: the rest was dropped, one answer at a time.)"

    public func readLine(prompt: String) -> String? {
        guard var line = read(prompt: prompt) else { return nil }
        // A bracketed paste of several lines (readline's, one edit, ended by Enter) answers with its first line that
        // holds anything: the rest would answer questions not yet shown, so it is dropped, and the learner told. Lines
        // that arrive one by one (typed ahead, or pasted by a terminal that does not bracket pastes) cannot be told
        // from typing, and each answers in turn: input a learner typed is never dropped.
        var dropped = false
        if let pasted = Self.firstLine(ofPaste: line) {
            // One line pasted with its line break drops nothing: only another line that is not blank is dropped.
            dropped = line.split(whereSeparator: \.isNewline).filter { !$0.allSatisfy { $0 == " " || $0 == "\t" } }.count > 1
            line = pasted
        }
        if dropped {
            let notice = Array((Self.pasteDropped + "\n").utf8)
            _ = notice.withUnsafeBytes { write(STDOUT_FILENO, $0.baseAddress, $0.count) }
        }
        // A line the session refuses (too long, a control character) is not kept: Up would bring it back.
        if InputLimits.problem(in: line) == nil { remember(line) }
        return line
    }

    /// The first line of `line` that holds anything but spaces, when `line` is several (a bracketed paste); `nil` for one line.
    static func firstLine(ofPaste line: String) -> String? {
        let lines = line.split(omittingEmptySubsequences: true) { $0 == "\n" || $0 == "\r" || $0 == "\r\n" }
        guard lines.count > 1 || (lines.count == 1 && lines[0].count < line.count) else { return nil }
        return String(lines.first { !$0.allSatisfy { $0 == " " || $0 == "\t" } } ?? lines.first ?? "")
    }

    public var endingSignal: Int32? {
        let signal = kuchi_hangup()
        return signal == 0 ? nil : signal
    }

    /// Ends the process as ``endingSignal`` would have (its status tells a parent so), the line editor's
    /// signal handling given back first; does nothing when no signal ended input.
    public func raiseEndingSignal() {
        guard let signal = endingSignal else { return }
        kuchi_readline_teardown()
        kuchi_raise_default(signal)
    }

    public func readReply(prompt: String) -> String? {
        read(prompt: prompt)
    }

    public func readReply(prompt: String, reminder: String) -> String? {
        reminder.withCString { hint in
            kuchi_set_interrupt_hint(hint)
            defer { kuchi_set_interrupt_hint(nil) }
            return read(prompt: prompt)
        }
    }

    private func read(prompt: String) -> String? {
        guard endingSignal == nil else { return nil }
        kuchi_read_begins()
        guard let pointer = readline(prompt) else { return nil }
        defer { free(pointer) }
        return String(cString: pointer)
    }

    /// Adds a non-blank line to the history, skipping an immediate repeat, and appends it to the file
    /// at once so a killed process keeps it.
    private func remember(_ line: String) {
        let trimmed = line.trimmingCharacters(in: [" ", "\t"])
        guard !trimmed.isEmpty, trimmed != lastEntry else { return }
        lastEntry = trimmed
        add_history(trimmed)
        guard let historyPath else { return }
        append_history(1, historyPath)
        history_truncate_file(historyPath, Self.historyLimit)
    }
}

extension String {
    func trimmingCharacters(in set: Set<Character>) -> String {
        var slice = Substring(self)
        while let first = slice.first, set.contains(first) { slice.removeFirst() }
        while let last = slice.last, set.contains(last) { slice.removeLast() }
        return String(slice)
    }
}
