#if canImport(Glibc)
import Glibc
#endif
import CEndingSignals

/// A line typed at standard input in the terminal's own line editing, not readline's: what a command asks to have
/// typed in full before it acts (`kuchi learners remove`'s name).
public enum TypedLine {
    /// Reads one line (`nil` at the end of input) with the terminal's Backspace erasing whole characters: its `IUTF8`
    /// flag is set while the line is typed, then put back, also when Ctrl-C ends the process meanwhile (after
    /// `EndingSignals.noticeOnInterrupt`, KuchiJSONLines). A terminal not set up for UTF-8 has the flag off, and its Backspace then
    /// erases one byte of a kanji, leaving the rest in the line unseen: 花子 typed with a slip and corrected was no
    /// longer 花子 (walk-through 40). Kuchi reads and writes UTF-8 whatever the locale, so the flag only makes the
    /// terminal agree with it. Standard input that is no terminal, or already has the flag, is read as it is.
    public static func read() -> String? {
        var saved = termios()
        guard isatty(STDIN_FILENO) == 1, tcgetattr(STDIN_FILENO, &saved) == 0, saved.c_iflag & tcflag_t(IUTF8) == 0 else {
            return readLine()
        }
        var characters = saved
        characters.c_iflag |= tcflag_t(IUTF8)
        kuchi_interrupt_restores_terminal(STDIN_FILENO, &saved)
        defer {
            _ = tcsetattr(STDIN_FILENO, TCSANOW, &saved)
            kuchi_interrupt_restores_terminal(-1, nil)
        }
        guard tcsetattr(STDIN_FILENO, TCSANOW, &characters) == 0 else { return readLine() }
        return readLine()
    }
}
