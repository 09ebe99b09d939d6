@preconcurrency import CReadline
import Foundation
import KuchiCore
#if canImport(Glibc)
import Glibc
#endif

/// Tab completion for the REPL: command names after a colon, setting names after `:set`, then a setting's fixed values
/// or the names the bank holds (`:set deck ` offers its decks).
public enum Completion {
    /// Whether the session on screen teaches new words (a review): only there is `:known` offered, as `:help` lists it.
    nonisolated(unsafe) static var teachesLessons = true

    /// The bank's names a `:set` setting takes (decks and their parents, levels, tags), read when Tab is pressed; the
    /// program that opened the bank sets it (``PracticeREPL``), from the source the shell's completion reads too.
    nonisolated(unsafe) static var bankNames: @Sendable (Setting) -> [String] = { _ in [] }

    /// The words that complete `prefix`, given the text of the line before it; `:known` only where lessons come.
    /// A setting that takes names (`:set deck Genki::Lesson 1,経済`) completes the name after the last comma, which
    /// may hold spaces: each candidate is the text that replaces `prefix`, so readline's word (cut at spaces) can be
    /// part of the name.
    public static func candidates(lineBeforeWord: String, prefix: String, teachesLessons: Bool = true,
                                  bankNames: (Setting) -> [String] = { _ in [] }) -> [String] {
        let words = lineBeforeWord.split(separator: " ")
        if words.isEmpty {
            return SessionCommand.names.filter { $0.hasPrefix(prefix) && (teachesLessons || $0 != ":known") }
        }
        if words.count == 1, words[0] == ":set" {
            return SessionCommand.settingNames.filter { $0.hasPrefix(prefix) }
        }
        guard words.count >= 2, words[0] == ":set", let setting = Setting.all.first(where: { $0.replName == words[1] }) else { return [] }
        if !setting.choices.isEmpty {
            return words.count == 2 ? setting.choices.filter { $0.hasPrefix(prefix) } : []
        }
        guard setting.takesSeveral else { return [] }
        // What follows `:set NAME ` up to the word being completed.
        let typed = lineBeforeWord.drop { $0 == " " }.dropFirst(":set".count).drop { $0 == " " }.dropFirst(words[1].count).drop { $0 == " " }
        // A name that printing would change (a control or line-break character) cannot be typed, and is not offered; one
        // with a comma or a quote is offered in quotes, as `:set` reads it (`"Tom, Dick"`).
        let typable = bankNames(setting).filter { SafeText.singleLine($0) == $0 }
        return completingName(typed: String(typed), prefix: prefix, names: typable)
    }

    /// The replacements of `prefix` that make the last comma-separated name of `typed + prefix` one of `names` (or
    /// `all`, for the first), leaving out the names chosen already. Compared byte by byte, as readline counts. A name
    /// `:set` reads only in quotes (a comma or a quote in it) is offered quoted, also when its start was typed bare.
    static func completingName(typed: String, prefix: String, names: [String]) -> [String] {
        let value = Array((typed + prefix).utf8)
        let wordStart = value.count - prefix.utf8.count
        let comma = value.lastIndex(of: UInt8(ascii: ","))
        var nameStart = comma.map { $0 + 1 } ?? 0
        while nameStart < value.count, value[nameStart] == UInt8(ascii: " ") { nameStart += 1 }
        let started = value[nameStart...]
        // The names chosen already, before the last comma, are not offered again.
        var seen = Set(String(decoding: value[..<(comma ?? 0)], as: UTF8.self).split(separator: ",")
            .map { $0.trimmingCharacters(in: .whitespaces) })
        return (names + (comma == nil ? ["all"] : [])).compactMap { name in
            let shown = name == "all" ? name : WordScope.listText([name], literalAll: true)
            let bytes = Array(shown.utf8)
            let quotedNow = shown != name && nameStart >= wordStart && Array(name.utf8).starts(with: started)
            guard bytes.starts(with: started) || quotedNow, seen.insert(name).inserted else { return nil }
            let replacement = nameStart >= wordStart ? Array(value[wordStart..<nameStart]) + bytes : Array(bytes.dropFirst(wordStart - nameStart))
            return String(decoding: replacement, as: UTF8.self)
        }
    }

    /// Candidates for the generator below; readline asks for them one at a time.
    nonisolated(unsafe) private static var pending: [String] = []

    /// readline's attempted-completion function.
    static func matches(for text: UnsafePointer<CChar>?, start: Int32) -> UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? {
        kuchi_completion_done()
        guard let text, let buffer = kuchi_line_buffer() else { return nil }
        let line = Array(String(cString: buffer).utf8)
        let before = String(decoding: line.prefix(Int(start)), as: UTF8.self)
        pending = candidates(lineBeforeWord: before, prefix: String(cString: text), teachesLessons: teachesLessons, bankNames: bankNames)
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
