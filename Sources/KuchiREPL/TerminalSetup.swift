@preconcurrency import CReadline
#if canImport(Glibc)
import Glibc
#endif

/// Process-wide terminal set-up for readline.
public enum TerminalSetup {
    /// Switches the C library to a UTF-8 locale (the user's, else C.UTF-8) so readline accepts Japanese.
    @discardableResult
    public static func useUTF8Locale() -> Bool {
        kuchi_use_utf8_locale() == 1
    }
}
