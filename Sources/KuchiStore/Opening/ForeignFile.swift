import Foundation
import KuchiCore

/// A file given as the word bank that never was one: no SQLite header and no backups beside it (a word
/// list, a text file). Restoring a backup is no advice for it.
enum ForeignFile {
    /// What to tell the user when `path` is such a file: that it is not a Kuchi word bank and, when it holds
    /// text, that `kuchi import` reads word lists; `nil` when it may be a damaged bank (it starts as a SQLite
    /// database, cannot be read, or has backups).
    static func refusal(path: String) -> String? {
        guard path != ":memory:", BackupFolder(databasePath: path).newest == nil,
              let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        guard let start = try? handle.read(upToCount: 4096), !start.isEmpty,
              !start.starts(with: Array("SQLite format 3".utf8)) else { return nil }
        var message = "\(path) is not a Kuchi database (a word bank): it is not a SQLite file at all. The file was left untouched."
        if looksLikeText(start) {
            message += " If it is a word list, add its words to your bank with kuchi import \(ShellWord.quoted(path))."
        }
        return message + " Point Kuchi at a word bank with --database PATH (a new name creates one), or leave it out to use your own."
    }

    /// Whether `bytes` read as text: no NUL, and UTF-8 (a character cut at the end aside).
    private static func looksLikeText(_ bytes: Data) -> Bool {
        guard !bytes.contains(0) else { return false }
        for cut in 0...3 where bytes.count > cut {
            if String(validating: bytes.dropLast(cut), as: UTF8.self) != nil { return true }
        }
        return false
    }
}
