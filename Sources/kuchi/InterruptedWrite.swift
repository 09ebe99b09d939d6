import KuchiFiles
import KuchiJSONLines
import KuchiStore

/// A file a command writes atomically (`kuchi backup FILE`, `kuchi export --output FILE`) and a signal that ends it
/// early: SIGINT, SIGHUP or SIGTERM while the temporary file is written removes it (and SQLite's journal, log and index beside it)
/// and says so in one line, then ends the process as the signal would (exit 128 + its number), as a first import does.
enum InterruptedWrite {
    /// From now on every atomic write of this process clears up after a signal and says `line` (such as
    /// "Interrupted: no backup was made."). While the temporary file is made, and while the finished file is given its
    /// name, a signal waits; once the file has its name, a signal ends the process silently again (the file is written).
    static func sayOnInterrupt(_ line: String) {
        // Nothing is written yet: a signal from now on says so (a signal is held only where a handler is installed).
        EndingSignals.noticeOnInterrupt(line)
        AtomicFile.observer = { phase in
            switch phase {
            case .creating:
                EndingSignals.noticeOnInterrupt(line)
                EndingSignals.holdInterrupts()
            case let .writing(path):
                // A backup copies the bank in WAL mode before it goes back to a journal: its log and index go too.
                EndingSignals.removeOnInterrupt(WriterLock.sqliteCompanions.map { path + $0 } + [path])
                EndingSignals.noticeOnInterrupt(line)
                EndingSignals.releaseInterrupts()
            case .naming:
                EndingSignals.holdInterrupts()
            case let .done(named):
                EndingSignals.removeOnInterrupt([])
                if named { EndingSignals.interruptWithoutNotice() }
                EndingSignals.releaseInterrupts()
            }
        }
    }
}
