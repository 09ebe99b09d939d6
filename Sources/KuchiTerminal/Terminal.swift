#if canImport(Glibc)
import Glibc
#endif

/// Facts about the process's terminal.
public enum Terminal {
    /// Whether the file descriptor is a terminal.
    public static func isTerminal(_ descriptor: Int32) -> Bool {
        isatty(descriptor) == 1
    }
}
