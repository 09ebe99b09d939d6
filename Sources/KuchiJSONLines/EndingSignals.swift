#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CEndingSignals

/// SIGHUP (the terminal or the client went away) and SIGTERM for the JSON Lines front end: once
/// ``install()`` has run, either signal ends the wait for input (``StandardInputBytes/readLine()`` returns
/// `nil`, the line half sent dropped) instead of killing the process, so the session gets its end and
/// status; ``endProcessIfSignalled()`` then ends the process as the signal would have (exit status 128 + its number).
public enum EndingSignals {
    /// Catches SIGHUP and SIGTERM from now on; a signal ignored when Kuchi started (`nohup`, a shell's
    /// background job) stays ignored. Returns why they could not be caught (the default action then stays,
    /// and a signal ends the process without ending the session), or `nil`.
    public static func install() -> String? {
        guard kuchi_ending_signals_install() != 0 else { return nil }
        return String(cString: strerror(errno))
    }

    /// The signal received since ``install()``, or `nil`.
    public static var received: Int32? {
        let signal = kuchi_ending_signal()
        return signal == 0 ? nil : signal
    }

    /// Ends the process as the signal received would have (its default action, raised); does nothing without one.
    public static func endProcessIfSignalled() {
        guard let signal = received else { return }
        kuchi_raise_default_action(signal)
    }

    /// From now on SIGINT (Ctrl-C), SIGHUP and SIGTERM write `line` on standard error before they end the process as
    /// they would have (exit status 130 for Ctrl-C): a command that stops without harm says so ("Interrupted: nothing
    /// was imported; …"). Called again, only the line changes. A signal ignored when Kuchi started stays ignored.
    /// Returns why it could not be caught, or `nil`.
    @discardableResult
    public static func noticeOnInterrupt(_ line: String) -> String? {
        guard kuchi_interrupt_notice_install(line + "\n") != 0 else { return nil }
        return String(cString: strerror(errno))
    }

    /// From now on the notice of ``noticeOnInterrupt(_:)`` also removes `paths`, in order (what an import set up aside,
    /// and the folders made for it): one ending in `/` only when it is an empty folder, any other as a file; `[]`
    /// removes nothing (once the import's bank is in place).
    public static func removeOnInterrupt(_ paths: [String]) {
        guard !paths.isEmpty else {
            _ = kuchi_interrupt_removes(nil, 0)
            return
        }
        var copies = paths.map { strdup($0) }
        defer { copies.forEach { free($0) } }
        copies.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress?.withMemoryRebound(to: UnsafePointer<CChar>?.self, capacity: buffer.count) { pointer in
                _ = kuchi_interrupt_removes(pointer, Int32(buffer.count))
            }
        }
    }

    /// SIGINT, SIGHUP and SIGTERM end the process silently again, as before ``noticeOnInterrupt(_:)``: once the notice would no longer be
    /// true (an import about to commit).
    public static func interruptWithoutNotice() {
        kuchi_interrupt_notice_remove()
    }

    /// Holds SIGINT, SIGHUP and SIGTERM until ``releaseInterrupts()``: the first to arrive meanwhile is kept, then acted
    /// on as ``noticeOnInterrupt(_:)`` says (with the notice set by then). For steps a signal must not come between: a
    /// new bank's import linked into place, and its scope written to the config file.
    public static func holdInterrupts() {
        kuchi_interrupt_hold()
    }

    /// Ends ``holdInterrupts()``: a signal kept meanwhile ends the process now, with the notice. Harmless without a hold.
    public static func releaseInterrupts() {
        kuchi_interrupt_release()
    }

    /// The signal's usual name, for a message: `SIGTERM`, `SIGHUP`, else its number.
    static func name(of signal: Int32) -> String {
        switch signal {
        case 1: "SIGHUP"
        case 15: "SIGTERM"
        default: "signal \(signal)"
        }
    }
}
