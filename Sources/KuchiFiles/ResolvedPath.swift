#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A path with its symbolic links followed, so that two names of one file (a link to the word bank, `./`, `..`)
/// are told to be the same before Kuchi decides what a file is: the bank, its SQLite log, its backup folder.
public enum ResolvedPath {
    /// `path` with every link and `.`/`..` resolved, or `nil` when it names nothing (or a dangling link).
    public static func existing(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Where the file `path` is, or would be made: the resolved path of the file, else that of its folder joined with
    /// its name (a file not made yet); `nil` when neither exists.
    public static func target(_ path: String) -> String? {
        if let real = existing(path) { return real }
        let slash = path.lastIndex(of: "/")
        let folder = slash.map { String(path[..<$0]) } ?? "."
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        guard !name.isEmpty, let realFolder = existing(folder.isEmpty ? "/" : folder) else { return nil }
        return (realFolder == "/" ? "" : realFolder) + "/" + name
    }

    /// The word bank's path to decide by: `path` itself when following its links changes nothing but its spelling
    /// (a relative path stays relative, for messages), else the file a link leads to, as SQLite follows it to name
    /// the bank's log and journal. A bank not made yet is resolved through its folder; `:memory:` and a path that
    /// leads nowhere are kept as given.
    public static func bank(_ path: String) -> String {
        guard path != ":memory:", !path.isEmpty, let real = target(path) else { return path }
        return real == lexicallyAbsolute(path) ? path : real
    }

    /// `path` made absolute against the current folder with `.` and `..` taken out by their spelling, links left alone.
    static func lexicallyAbsolute(_ path: String) -> String {
        var base = ""
        if !path.hasPrefix("/") {
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            guard getcwd(&buffer, buffer.count) != nil else { return path }
            base = String(cString: buffer)
        }
        var parts: [Substring] = []
        for part in (base + "/" + path).split(separator: "/") {
            switch part {
            case ".": continue
            case "..": _ = parts.popLast()
            default: parts.append(part)
            }
        }
        return "/" + parts.joined(separator: "/")
    }
}
