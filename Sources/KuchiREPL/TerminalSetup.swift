@preconcurrency import CReadline
#if canImport(Glibc)
import Glibc
#endif

/// Process-wide terminal facts and set-up.
public enum TerminalSetup {
    /// Switches the C library to a UTF-8 locale (the user's, else C.UTF-8) so readline accepts Japanese.
    @discardableResult
    public static func useUTF8Locale() -> Bool {
        kuchi_use_utf8_locale() == 1
    }

    /// Whether the file descriptor is a terminal.
    public static func isTerminal(_ descriptor: Int32) -> Bool {
        isatty(descriptor) == 1
    }
}
