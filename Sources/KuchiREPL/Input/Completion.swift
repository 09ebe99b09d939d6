@preconcurrency import CReadline
import KuchiCore
#if canImport(Glibc)
import Glibc
#endif

/// Tab completion for the REPL: command names after a colon, then setting names after `:set`.
public enum Completion {
    /// Whether the session on screen teaches new words (a review): only there is `:known` offered, as `:help` lists it.
    nonisolated(unsafe) static var teachesLessons = true

    /// The words that complete `prefix`, given the text of the line before it; `:known` only where lessons come.
    public static func candidates(lineBeforeWord: String, prefix: String, teachesLessons: Bool = true) -> [String] {
        let words = lineBeforeWord.split(separator: " ")
        if words.isEmpty {
            return SessionCommand.names.filter { $0.hasPrefix(prefix) && (teachesLessons || $0 != ":known") }
        }
        if words.count == 1, words[0] == ":set" {
            return SessionCommand.settingNames.filter { $0.hasPrefix(prefix) }
        }
        if words.count == 2, words[0] == ":set", let setting = Setting.all.first(where: { $0.replName == words[1] }) {
            return setting.choices.filter { $0.hasPrefix(prefix) }
        }
        return []
    }

    /// Candidates for the generator below; readline asks for them one at a time.
    nonisolated(unsafe) private static var pending: [String] = []

    /// readline's attempted-completion function.
    static func matches(for text: UnsafePointer<CChar>?, start: Int32) -> UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? {
        kuchi_completion_done()
        guard let text, let buffer = kuchi_line_buffer() else { return nil }
        let line = Array(String(cString: buffer).utf8)
        let before = String(decoding: line.prefix(Int(start)), as: UTF8.self)
        pending = candidates(lineBeforeWord: before, prefix: String(cString: text), teachesLessons: teachesLessons)
        guard !pending.isEmpty else { return nil }
        return rl_completion_matches(text) { _, state in
            if state == 0 { Completion.pendingIndex = 0 }
            guard Completion.pendingIndex < Completion.pending.count else { return nil }
            defer { Completion.pendingIndex += 1 }
            return strdup(Completion.pending[Completion.pendingIndex])
        }
    }

    nonisolated(unsafe) private static var pendingIndex = 0
}
