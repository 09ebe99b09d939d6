#if canImport(Glibc)
import Glibc
#endif

/// Facts about the process's terminal.
public enum Terminal {
    /// Whether the file descriptor is a terminal.
    public static func isTerminal(_ descriptor: Int32) -> Bool {
        isatty(descriptor) == 1
    }

    /// The columns of the terminal `descriptor` is, as it is now (a window may be resized at any time);
    /// `nil` when it is no terminal or does not say.
    public static func columns(_ descriptor: Int32) -> Int? {
        var size = winsize()
        guard isatty(descriptor) == 1, ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
    }
}
