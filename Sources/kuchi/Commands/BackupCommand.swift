import ArgumentParser
import Foundation
import KuchiCore
import KuchiStore
import KuchiTerminal
import KuchiFiles

/// `kuchi backup [FILE]`: a consistent copy of the word bank, made with SQLite's online backup.
struct BackupCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "backup",
        abstract: "Back up the word bank: into its backup folder, or to FILE.",
        discussion: HelpExamples.after("""
            Without FILE, the backup goes to the folder <database>.backups/ beside the database, where Kuchi \
            also backs up automatically before a migration, before every import and at the first practice of \
            the day; the newest \(BackupFolder.kept) are kept, and the latest of each kind. FILE is written \
            atomically, mode 0600; an existing FILE is replaced only with --force, and a symbolic link never. \
            Every backup is checked with SQLite's quick_check before it is kept. Put one back with \
            kuchi restore FILE.
            """, [
                ("kuchi backup", "into the backup folder"),
                ("kuchi backup ~/kuchi-copy.sqlite", "to a file of your own")
            ], exitCodes: "73 when FILE exists (--force replaces it).")
    )

    @Argument(help: ArgumentHelp("Write the backup to this new file instead of the backup folder.", valueName: "file"),
              completion: .file())
    var file: String?

    @Flag(help: "Replace FILE if it exists.")
    var force = false

    @OptionGroup var databaseOptions: DatabaseOptions

    func validate() throws {
        if force, file == nil {
            throw ValidationError("--force only applies with FILE (it lets kuchi backup FILE replace an existing FILE); "
                                  + "a backup into the backup folder never replaces one, so it needs no --force.")
        }
    }

    func run() throws {
        try reportingErrors(ifFull: "No backup was made; the word bank was not changed. Free some space and back up again.") { environment in
            // Copying only reads the bank: a bank that cannot be written can still be backed up to FILE.
            let database = try KuchiDatabase.openForReading(path: databaseOptions.path(environment: environment))
            InterruptedWrite.sayOnInterrupt("Interrupted: no backup was made.")
            if let file {
                try database.maintenance.backUp(to: file, force: force)
                // A backup streamed into standard output (`kuchi backup /dev/stdout`) is not followed by text.
                (StreamTarget.isStream(file) ? StandardStream.error : .output).line("Backed up \(SafeText.singleLine(database.path)) to \(SafeText.singleLine(file)).")
            } else {
                let backup: BackupFolder.Backup
                do {
                    backup = try database.maintenance.backUp(reason: .manual)
                } catch StoreError.readOnly(let path) {
                    // Not another bank: the same bank (its --database repeated) backed up to a file elsewhere.
                    throw StoreError.backupFolderReadOnly(path: path, databaseOption: databaseOptions.database)
                }
                StandardStream.output.line("Backed up \(SafeText.singleLine(database.path)) to \(SafeText.singleLine(backup.path)).")
            }
        }
    }
}
