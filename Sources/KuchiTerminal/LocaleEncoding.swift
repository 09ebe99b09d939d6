#if canImport(Glibc)
import Glibc
#endif
import Foundation
import KuchiCore

/// The encoding of the user's locale, which says how their terminal decodes what Kuchi writes. Kuchi reads and writes
/// UTF-8 whatever the locale (readline is switched to a UTF-8 locale for it), so a terminal set to another encoding
/// shows Japanese garbled: said once at start, so the learner knows why and what to do.
public enum LocaleEncoding {
    /// The line to write on standard error at start, or nil: only when standard input and output are a terminal (never
    /// on a pipe, where the bytes are a file's or a program's, not shown) and the locale's codeset is neither UTF-8 nor
    /// plain ASCII. An ASCII locale (`C`, `POSIX`, or none set) is the usual unset case, says nothing of what the
    /// terminal decodes (which is then most often UTF-8), and Kuchi works in it: no line there.
    public static func noticeAtStart() -> String? {
        guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1, let locale = userLocale() else { return nil }
        return notice(locale: locale.name, codeset: locale.codeset, variable: choosingVariable(ProcessInfo.processInfo.environment))
    }

    /// The environment variable that chose the locale for characters, the one to set: `LC_ALL` when set, else
    /// `LC_CTYPE`, else `LANG` (setting `LANG` changes nothing while `LC_ALL` names another locale).
    public static func choosingVariable(_ environment: [String: String]) -> String {
        ["LC_ALL", "LC_CTYPE"].first { !(environment[$0] ?? "").isEmpty } ?? "LANG"
    }

    /// The notice for a locale named `locale` whose codeset is `codeset` (as `nl_langinfo(CODESET)` names it), chosen by
    /// the environment variable `variable` (``choosingVariable(_:)``), or nil when that codeset is UTF-8 or ASCII.
    public static func notice(locale: String, codeset: String, variable: String = "LANG") -> String? {
        let plain = codeset.uppercased().filter { $0 != "-" && $0 != "_" }
        guard !["UTF8", "ANSIX3.41968", "ASCII", "USASCII"].contains(plain) else { return nil }
        let name = SafeText.singleLine(locale)
        return "kuchi: the locale \(name) is \(SafeText.singleLine(codeset)), but Kuchi writes UTF-8, so Japanese would show "
            + "garbled here: set a UTF-8 locale (such as \(variable)=\(utf8Name(of: name)) or C.UTF-8) and a terminal set to UTF-8."
    }

    /// `ja_JP.EUC-JP` → `ja_JP.UTF-8`: the same language and country in UTF-8 (a modifier such as `@euro` dropped).
    static func utf8Name(of locale: String) -> String {
        let language = locale.prefix { $0 != "." && $0 != "@" }
        return (language.isEmpty ? "C" : String(language)) + ".UTF-8"
    }

    /// The name and codeset of the locale the environment sets for characters (`LC_ALL`, `LC_CTYPE`, `LANG`), read
    /// without changing the process's own: its `LC_CTYPE` is put back after.
    private static func userLocale() -> (name: String, codeset: String)? {
        guard let current = setlocale(LC_CTYPE, nil).map({ String(cString: $0) }) else { return nil }
        defer { _ = setlocale(LC_CTYPE, current) }
        guard let chosen = setlocale(LC_CTYPE, "").map({ String(cString: $0) }), let codeset = nl_langinfo(nl_item(CODESET)) else { return nil }
        return (chosen, String(cString: codeset))
    }
}
