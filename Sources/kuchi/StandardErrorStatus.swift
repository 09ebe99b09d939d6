import Foundation
import KuchiFiles
import KuchiTerminal

/// One line on standard error saying what long work is under way (a backup, indexing every word), only when it is a
/// terminal and not in CI: drawn in place, never wider than the terminal, and erased before the result is printed.
/// Nothing when standard error is a pipe or a file.
struct StandardErrorStatus {
    init?(environment: [String: String]) {
        guard Terminal.isTerminal(STDERR_FILENO), environment["CI"] == nil else { return nil }
    }

    /// Draws `text` (no wide characters: each of its characters is a column) in place of the line before.
    func show(_ text: String) {
        let columns = Terminal.columns(STDERR_FILENO) ?? Int.max
        StandardStream.error.write("\r\u{1B}[2K" + String(text.prefix(max(0, columns - 1))))
    }

    /// Erases the line.
    func clear() {
        StandardStream.error.write("\r\u{1B}[2K")
    }
}
