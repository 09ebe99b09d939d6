/// Exit statuses, in the BSD `sysexits.h` tradition, documented in the README.
public enum KuchiExitCode: Int32, Sendable, CaseIterable {
    /// Everything went well.
    case success = 0
    /// Something unexpected failed.
    case failure = 1
    /// The command line or a setting was wrong (EX_USAGE).
    case usage = 64
    /// An input file or the database holds bad data (EX_DATAERR).
    case dataError = 65
    /// A file to read is not there: a word list, a backup, the word bank (EX_NOINPUT).
    case noInput = 66
    /// A file or directory could not be created (EX_CANTCREAT).
    case cannotCreate = 73
    /// Reading or writing failed (EX_IOERR).
    case ioError = 74
    /// Another process holds the database; try again (EX_TEMPFAIL).
    case busy = 75
    /// Permission denied, or the database is read-only (EX_NOPERM).
    case permission = 77
}

/// An error Kuchi reports to the learner: a message that says what to do next, and an exit status.
public protocol KuchiError: Error, CustomStringConvertible {
    /// The process exit status for this error.
    var exitCode: KuchiExitCode { get }
}

extension SettingError: KuchiError {
    /// Settings errors are usage errors, whichever layer they come from.
    public var exitCode: KuchiExitCode { .usage }
}
