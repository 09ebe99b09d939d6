import Foundation
import GRDB
import KuchiCore
import KuchiFiles

/// Why the word bank could not be opened, read or written. Each message names the file and says what to do.
public enum StoreError: KuchiError, Equatable {
    /// The file is not a SQLite database (or is truncated or damaged).
    case notADatabase(path: String)
    /// The file is a SQLite database of another program.
    case otherProgramsDatabase(path: String)
    /// The file is Anki's collection (`collection.anki2`, `collection.anki21`: Anki's `col` and `notes` tables), given
    /// as the word bank; its words come into Kuchi through `kuchi import` of Anki's export.
    case ankiCollection(path: String)
    /// The database was written by a newer Kuchi.
    case newerSchema(path: String)
    /// The database file, or its directory, cannot be written.
    case readOnly(path: String)
    /// Another process holds a lock on the database.
    case busy(path: String)
    /// An answer could not be stored: another process held the bank's write lock past the wait. The answers before it
    /// were stored; the session ends.
    case answerBusy(path: String)
    /// A file or directory could not be created.
    case cannotCreate(path: String, reason: String)
    /// The disk or the database's size limit is full.
    case full(path: String)
    /// A new word bank could not be set up at `path` for want of room: what was made of it was removed, and about
    /// `toFree` more bytes would let it be made. Nothing was saved in it (no answer, no imported word).
    case fullAtCreation(path: String, toFree: Int)
    /// Reading or writing failed.
    case io(path: String, reason: String)
    /// SQLite's own check found damage (`problem` is its first message), or the file is shorter than its header says.
    case damaged(path: String, problem: String)
    /// The database file was deleted, moved or replaced while Kuchi had it open.
    case moved(path: String)
    /// A spaced-repetition card holds a date that is no time in range (`problem` names it): `kuchi doctor
    /// --rebuild-cards` rebuilds the cards from the answers, losing nothing.
    case cardDateOutOfRange(path: String, problem: String)
    /// `kuchi restore` put a backup in place of the bank while Kuchi had it open; `keptAs` is the backup the restore
    /// made of the bank it replaced (`…-before-restore.sqlite`), which holds every answer saved before, when found.
    case restored(path: String, keptAs: String?)
    /// There is no database at this path (for commands that never create one).
    case noDatabase(path: String)
    /// A file offered to `kuchi restore` is not a usable Kuchi backup; `reason` says why.
    case unusableBackup(path: String, reason: String)
    /// A copy of the word bank (`kuchi backup FILE`) cannot be written at `path`; the bank is untouched.
    case cannotWriteCopy(path: String, reason: String)
    /// A copy of the word bank cannot be written at `path` for want of permission (or on a read-only file system):
    /// exit 77, as `kuchi --help` lists it.
    case copyNotPermitted(path: String, reason: String)
    /// `kuchi backup` (no FILE) cannot write into the bank's backup folder: `path` (the folder, or the folder it would
    /// be made in) is read-only. Exit 77; the next step is a backup to a file elsewhere, of the same bank: with
    /// `databaseOption`, the `--database` the command was given, repeated in the command it suggests.
    case backupFolderReadOnly(path: String, databaseOption: String?)
    /// `kuchi restore` cannot replace the bank: `path` (the bank or its folder) is read-only. Exit 77; nothing was
    /// restored, and the next step is to make it writable (another `--database` would restore another bank).
    case restoreTargetReadOnly(path: String)
    /// Committed changes could not be copied from the write-ahead log (`path-wal`) into the bank; they stay
    /// in the log, and the next checkpoint copies them.
    case checkpointFailed(path: String, reason: String)
    /// The write-ahead log beside the bank holds changes that cannot be read: its index (`-shm`) is missing
    /// and cannot be created, because the folder is read-only.
    case logUnreadable(path: String)
    /// The word bank's path names something that is not a regular file (a named pipe, a device, a socket)
    /// or a symbolic link to nothing; `kind` says what, after "it is". Nothing was opened.
    case notARegularFile(path: String, kind: PathKind)
    /// A command named a learner not in the bank at `path`; `known` are the bank's learners, by name. The one
    /// wording of an unknown learner, whichever command met it.
    case unknownLearner(path: String, name: String, known: [String])
    /// A learner cannot be given the name `name`: the learner `by` has it, or a name ``Profile/match(_:among:)``
    /// could not tell from it (case or full-width letters aside).
    case learnerNameTaken(name: String, by: String)
    /// A learner's name names several stored learners (`matches`, by name), none of them exactly: an earlier Kuchi
    /// stored `Chie` and `Ｃｈｉｅ` apart, and `ＣＨＩＥ` could be either.
    case ambiguousLearner(name: String, matches: [String])
    /// `kuchi learners remove` or `rename` read the learner `name`, and another process removed it (`now` is `nil`)
    /// or renamed it to `now` before the change was written: nothing was changed.
    case learnerChangedMeanwhile(name: String, now: String?)
    /// The learner of a practice or review session was removed (by `kuchi learners remove` in another process) while
    /// the session ran, so its answer could not be saved.
    case learnerRemoved(path: String)
    /// The word a session asked was removed from the bank (its deck removed by `kuchi decks remove` in another process)
    /// while the session ran, so its answer (or the learner's star or suspension of it) could not be saved.
    case wordRemoved(path: String)
    /// Another process created the bank at `path` while an import wrote a new one under another name: nothing was
    /// imported, and that bank was left as it is.
    case createdMeanwhile(path: String)
    /// `kuchi restore` found an import writing into the bank: nothing was restored (the backup would have replaced the
    /// import's words, and the import reported them imported).
    case importRunning(path: String)

    /// The longest a learner's name is shown in a message, in characters (a stored name can be longer than
    /// ``Profile/validatedName(_:)`` allows: an earlier Kuchi, or an edited bank).
    static let shownNameLength = 40

    /// `name` in quotes, made visible on one line (``SafeText/singleLine(_:)``: a newline shown as ␊) and cut to
    /// ``shownNameLength`` characters with "…".
    static func shown(_ name: String) -> String {
        let line = SafeText.singleLine(name)
        return "“" + (line.count > shownNameLength ? line.prefix(shownNameLength - 1) + "…" : line) + "”"
    }

    /// A name as typed, its runs of white space as one space (as the lookup reads it).
    static func typed(_ name: String) -> String { name.split(whereSeparator: \.isWhitespace).joined(separator: " ") }

    /// `names`, each quoted and cut as ``shown(_:)``, joined by ", ".
    static func shown(_ names: [String]) -> String { names.map { shown($0) }.joined(separator: ", ") }

    /// The reason ``unusableBackup(path:reason:)`` gives for a file that is not there.
    static let noSuchFile = "there is no such file"

    public var description: String {
        switch self {
        case let .notADatabase(path):
            ForeignFile.refusal(path: path)
                ?? "\(path) is not a Kuchi database, or it is damaged. The file was left untouched. " + BackupFolder.restoreHint(for: path)
        case let .otherProgramsDatabase(path):
            "\(path) is a SQLite database of another program, not a Kuchi word bank. It was left untouched. Point Kuchi at its own file with --database PATH (or leave it out to use the default)."
        case let .ankiCollection(path):
            "\(path) looks like an Anki collection (Anki's own database of notes and cards), not a Kuchi word bank. It was left "
                + "untouched. To add its words to your bank, save it in Anki with File › Export… as a .colpkg (or a deck as an "
                + ".apkg) and run kuchi import FILE.colpkg. Point Kuchi at a word bank with --database PATH (a new name creates "
                + "one), or leave it out to use your own."
        case let .damaged(path, problem):
            "\(path) is damaged (\(problem)). The file was left untouched. " + BackupFolder.restoreHint(for: path)
        case let .cardDateOutOfRange(path, problem):
            "\(path) holds a spaced-repetition card this Kuchi cannot read (\(problem)). Nothing is lost: rebuild the cards "
                + "from the answers with \(BankCommand(database: path).line(["doctor", "--rebuild-cards"])) (a backup is made first)."
        case let .moved(path):
            "\(path) was deleted, moved or replaced while Kuchi was using it, so this answer was not saved. The answers given before it were saved in the file that was there when Kuchi started: if it was moved, they are in it; if it was deleted, they went with it. Start Kuchi again to go on."
        case let .restored(path, keptAs):
            "\(path) was replaced by kuchi restore while Kuchi was using it, so this answer was not saved. "
                + "The answers given before it are in the copy the restore kept of the bank it replaced"
                + (keptAs.map { ", \($0)" } ?? "") + " (kuchi restore lists the backups and puts one back). "
                + "Start Kuchi again to go on with the restored bank."
        case let .noDatabase(path):
            "There is no word bank at \(path). Practise first (run kuchi), or name the file with --database PATH."
        case let .unusableBackup(path, reason):
            "\(path) cannot be restored: \(reason). Nothing was replaced."
        case let .notARegularFile(path, kind):
            "\(path) cannot be a word bank: it is \(kind.refusal ?? "not a regular file"). Nothing was opened. "
                + "Point Kuchi at a word bank file with --database PATH (a new name creates one)."
        case let .cannotWriteCopy(path, reason):
            "Cannot write the backup to \(path): \(reason). Choose another file; the word bank was not changed."
        case let .copyNotPermitted(path, reason):
            "Cannot write the backup to \(path): \(reason). Choose a file in a folder you may write in; the word bank was not changed."
        case let .newerSchema(path):
            "\(path) was written by a newer version of Kuchi. Upgrade Kuchi to use it; the file was left untouched."
                + (BankUpgrade.newestBackup(of: path).map { backup in
                    " To go back to this version instead, the newest backup taken before an upgrade that this version can open "
                        + "(\(BackupFolder.describe(backup.date))): \(BankCommand(database: path).line(["restore", backup.path])) puts it back "
                        + "(what was practised since is lost; the newer bank is kept in the backup folder)."
                } ?? "")
        case let .backupFolderReadOnly(path, databaseOption):
            "Cannot write a backup into \(path): it is read-only. Back up to a file in a folder you may write in instead: "
                + "\(Self.backupCommand(databaseOption)) FILE (such as \(Self.backupCommand(databaseOption)) ~/kuchi-backup.sqlite). "
                + "The word bank was not changed."
        case let .restoreTargetReadOnly(path):
            "Cannot restore the word bank: \(path) is read-only. Make it writable (chmod u+w) and restore again; "
                + "the word bank was not changed."
        case let .readOnly(path) where ReadOnlyMount.holds(path):
            "Cannot write to \(path): the file system it is on is mounted read-only, so it cannot be made writable there. Copy the "
                + "word bank to a place you may write (\(BankCommand(database: path).line(["backup"])) ~/kuchi.sqlite, which reads it where "
                + "it is) and practise with the copy (kuchi --database ~/kuchi.sqlite); kuchi export and kuchi report read it where it is."
        case let .readOnly(path):
            "Cannot write to \(path): it (or its folder) is read-only. Make it writable (chmod u+w), or choose another file with --database PATH."
        case let .busy(path):
            "\(path) is busy: another Kuchi is writing to it. Try again in a moment."
        case let .answerBusy(path):
            "\(path) is busy: another program has held its write lock for more than \(Int(KuchiDatabase.defaultBusyTimeout)) "
                + "seconds, so this answer was not saved. The answers given before it are saved. Start Kuchi again to go on."
        case let .cannotCreate(path, reason):
            "Cannot create \(path): \(reason). Choose another location (for the word bank: --database PATH)."
        case let .fullAtCreation(path, _) where Self.fileSizeLimitMet(besides: path) != nil:
            "Could not create the word bank \(path): the file-size limit (\(Self.fileSizeLimitMet(besides: path) ?? "")) is below the "
                + "\(DatabaseFile.newBankRoom / 1_000_000) MB a new bank needs while it is set up. Nothing was saved, and no half-made "
                + "bank was left. Raise the limit (ulimit -f unlimited) and run again."
        case let .fullAtCreation(path, toFree):
            "Could not create the word bank \(path): the disk is full. Nothing was saved, and no half-made bank was left. "
                + "Free \(max(1, (toFree + 999_999) / 1_000_000)) MB and run again (or choose a bank on another disk with --database PATH)."
        case .full:
            description(ifFull: "Everything answered before this was saved. Free some space and start again.")
        case let .checkpointFailed(path, reason):
            "Cannot copy the changes in \(path)-wal into \(path): \(reason). Nothing was lost: they are saved in \(path)-wal, and Kuchi copies them the next time it opens the bank (or run kuchi doctor). Free some space and start again."
        case let .logUnreadable(path):
            "Cannot read \(path): the changes of a Kuchi that stopped without closing it are in \(path)-wal, and SQLite needs to create \(path)-shm to read them, but the folder is read-only. Make the folder writable (chmod u+w) and run kuchi doctor; nothing is lost."
        case let .unknownLearner(path, name, known):
            "There is no learner called \(Self.shown(Self.typed(name))) in \(path); "
                + (known.isEmpty ? "nobody has practised with it yet (kuchi --name NAME starts a learner)."
                                 : "learners: \(Self.shown(known)) (kuchi learners lists them).")
        case let .learnerNameTaken(name, other):
            other == name
                ? "There is already a learner called \(Self.shown(name)). Choose another name (kuchi learners lists them)."
                : "\(Self.shown(name)) cannot be told apart from the learner \(Self.shown(other)) (case and full-width letters aside), so --name could not choose between them. Choose another name (kuchi learners lists them)."
        case let .ambiguousLearner(name, matches):
            "Several learners match \(Self.shown(Self.typed(name))): \(Self.shown(matches)). Type the name exactly as stored."
        case let .learnerChangedMeanwhile(name, now):
            "The learner \(Self.shown(name)) was "
                + (now.map { "renamed to \(Self.shown($0))" } ?? "removed")
                + " by another Kuchi meanwhile, so nothing was changed. Check with kuchi learners and run the command again."
        case .learnerRemoved:
            "The learner of this session was removed (kuchi learners remove) while it ran, so this answer was not saved; "
                + "the answers before it went with the learner. Start Kuchi again to go on: kuchi learners lists the learners left, "
                + "and the same name starts a new learner."
        case .wordRemoved:
            "The word was removed from the word bank with its deck (kuchi decks remove) while this session ran, "
                + "so this answer, star or suspension was not saved; the answers before it are saved. "
                + "Start Kuchi again to go on with the words left."
        case let .importRunning(path):
            "Nothing was restored: an import is writing into \(path). Run kuchi restore again once the import has ended "
                + "(it would otherwise put the backup over the words being imported)."
        case let .createdMeanwhile(path):
            "Another Kuchi created \(path) while this import was writing a new word bank: nothing was imported, and that bank was left as it is. Run the import again to import into it."
        case let .io(path, reason):
            "Reading or writing \(path) failed: \(reason). Everything saved before this is kept; check the disk and start again."
        }
    }

    /// The message, with `outcome` saying what a full disk (``full(path:)``) cost the command that met it and what to
    /// do, in place of a practice session's words (its answers before were saved): "Nothing was imported; …".
    public func description(ifFull outcome: String) -> String {
        guard case let .full(path) = self else { return description }
        if let limit = Self.fileSizeLimitMet(besides: path) {
            return "Cannot write to \(path): the file-size limit (\(limit)) was reached. "
                + outcome.replacingOccurrences(of: "Free some space", with: "Raise the limit (ulimit -f unlimited)")
        }
        return "Cannot write to \(path): the disk (or the database's size limit) is full. " + outcome
    }

    /// The file-size limit this process runs under (`ulimit -f`, RLIMIT_FSIZE), as "ulimit -f, 500 KiB", when there is
    /// one and the disk of `path` has room: then a failed write met the limit (EFBIG), not a full disk.
    static func fileSizeLimitMet(besides path: String) -> String? {
        guard let bytes = fileSizeLimit, !hasNoFreeSpace(besides: path) else { return nil }
        return "ulimit -f, \(max(1, bytes / 1024).groupedDigits) KiB"
    }

    /// The file-size limit this process runs under (RLIMIT_FSIZE), in bytes; `nil` when there is none.
    static var fileSizeLimit: Int? {
        var limit = rlimit()
        guard getrlimit(Int32(RLIMIT_FSIZE.rawValue), &limit) == 0, limit.rlim_cur != rlim_t.max else { return nil }
        return Int(clamping: limit.rlim_cur)
    }

    /// `kuchi backup` for the bank `--database` named (`databaseOption`), or for the default bank: the command a
    /// suggestion gives, so that typed as printed it backs up the same bank.
    static func backupCommand(_ databaseOption: String?) -> String {
        BankCommand(database: databaseOption).line(["backup"])
    }

    public var exitCode: KuchiExitCode {
        switch self {
        case .notADatabase, .otherProgramsDatabase, .ankiCollection, .newerSchema, .damaged, .cardDateOutOfRange: .dataError
        case let .unusableBackup(_, reason): reason == StoreError.noSuchFile ? .noInput : .dataError
        case .readOnly, .logUnreadable, .copyNotPermitted, .backupFolderReadOnly, .restoreTargetReadOnly: .permission
        case .busy, .answerBusy, .createdMeanwhile, .importRunning: .busy
        case .cannotCreate, .cannotWriteCopy: .cannotCreate
        case .full, .fullAtCreation, .io, .moved, .restored, .checkpointFailed: .ioError
        case .noDatabase: .noInput
        case .unknownLearner, .ambiguousLearner, .learnerNameTaken, .learnerChangedMeanwhile: .usage
        // Not the disk's fault (74), nor a wrong command line: the data the session answers into is gone.
        case .learnerRemoved, .wordRemoved: .dataError
        case let .notARegularFile(_, kind): kind == .brokenLink ? .noInput : .dataError
        }
    }

    /// The store error for a system call on `path` that failed with `systemError` (an `errno` value).
    init(systemError: Int32, path: String) {
        switch systemError {
        case ENOSPC, EFBIG, EDQUOT: self = .full(path: path)
        case EACCES, EPERM, EROFS: self = .readOnly(path: path)
        default: self = .cannotCreate(path: path, reason: String(cString: strerror(systemError)))
        }
    }

    /// Any error about the database at `path` as a store error: a ``StoreError`` as it is, a SQLite error
    /// by its result code, anything else as an input/output error naming it.
    init(_ error: any Error, path: String) {
        switch error {
        case let error as StoreError: self = error
        case let error as UndecodableValue where error.isCardDate: self = .cardDateOutOfRange(path: path, problem: error.problem)
        case let error as UndecodableValue: self = .damaged(path: path, problem: error.problem)
        case let error as DatabaseError: self.init(error, path: path, systemError: 0)   // the SQLite initialiser, not this one
        default: self = .io(path: path, reason: "\(error)")
        }
    }

    /// Whether the file system holding `path` has less than 64 KiB left for this user.
    private static func hasNoFreeSpace(besides path: String) -> Bool {
        var info = statvfs()
        let folder = (path as NSString).deletingLastPathComponent
        guard statvfs(folder.isEmpty ? "." : folder, &info) == 0 else { return false }
        return UInt64(info.f_bavail) * UInt64(info.f_frsize) < 64 * 1024
    }

    /// The store error for a SQLite error on the database at `path`; `systemError` is the errno of a
    /// failed system call, when known (a write failing with ENOSPC or EFBIG means the disk or a size limit is full).
    init(_ error: DatabaseError, path: String, systemError: Int32 = 0) {
        if error.extendedResultCode == .SQLITE_READONLY_DBMOVED {
            self = .moved(path: path)
            return
        }
        // SQLite does not always keep the errno of a failed write (setting up the write-ahead log's files on a
        // full disk gives a bare I/O error, and so does a write past the file-size limit): the folder's free space
        // tells, or a file-size limit set for this process (a write past it fails with EFBIG, named as such).
        if error.resultCode == .SQLITE_IOERR, [ENOSPC, EFBIG, EDQUOT].contains(systemError)
            || (systemError == 0 && (Self.hasNoFreeSpace(besides: path) || Self.fileSizeLimit != nil)) {
            self = .full(path: path)
            return
        }
        switch error.resultCode {
        case .SQLITE_NOTADB: self = .notADatabase(path: path)
        case .SQLITE_CORRUPT: self = .damaged(path: path, problem: error.message ?? "the database disk image is malformed")
        case .SQLITE_READONLY, .SQLITE_PERM, .SQLITE_AUTH: self = .readOnly(path: path)
        case .SQLITE_BUSY, .SQLITE_LOCKED: self = .busy(path: path)
        case .SQLITE_FULL: self = .full(path: path)
        case .SQLITE_CANTOPEN: self = .cannotCreate(path: path, reason: error.message ?? "SQLite could not open it")
        default: self = .io(path: path, reason: error.message ?? "\(error.resultCode)")
        }
    }
}
