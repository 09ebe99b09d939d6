import ArgumentParser
import Foundation
import KuchiCore
import KuchiStore
import KuchiTerminal
import KuchiFiles

/// `kuchi restore FILE`: puts a backup back in place of the word bank; `kuchi restore` lists the backups.
struct RestoreCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "restore",
        abstract: "Replace the word bank with a backup, keeping the current one as a backup.",
        discussion: HelpExamples.after("""
            FILE must pass SQLite's quick_check and be a Kuchi database this Kuchi can open; otherwise nothing \
            is replaced (exit 65). The current word bank is backed up into its backup folder first (if it \
            cannot be read, the file itself is moved there, named …-damaged.sqlite-damaged), then the pages \
            of FILE are copied into the word bank in one transaction. A Kuchi practising on the word bank \
            meanwhile stops at its next answer and says why. Without FILE, the backups in the backup folder \
            <database>.backups/ are listed, newest first, with their times and sizes (exit 0); a bare file name \
            from that list (or from ls <database>.backups/) is found there.
            """, [
                ("kuchi restore", "the backups, newest first"),
                ("kuchi restore ~/kuchi-copy.sqlite", "put back a copy kuchi backup wrote")
            ], exitCodes: "65 when FILE is no Kuchi word bank (nothing is replaced), 66 when there is no such file.")
    )

    @Argument(help: ArgumentHelp("The backup to restore: a path, or a file name in the backup folder (none: list them).",
                                 valueName: "file"),
              completion: .file())
    var file: String?

    @OptionGroup var databaseOptions: DatabaseOptions

    func run() throws {
        try reportingErrors(ifFull: fullDiskOutcome("Nothing was restored")) { environment in
            let path = databaseOptions.path(environment: environment)
            let folder = BackupFolder(databasePath: path)
            guard let named = file else {
                return list(folder, commands: BankCommand.typed(databaseOption: databaseOptions.database, environment: environment))
            }
            // A bare name that is no file here is the backup folder's, as `ls <database>.backups/` shows it.
            let file = !named.contains("/") && access(named, F_OK) != 0 ? folder.backup(named: named) ?? named : named
            let result: DatabaseRestore.Result
            do {
                result = try DatabaseRestore.restore(from: file, to: path)
            } catch StoreError.readOnly(let readOnly) {
                // Another --database would restore another bank: the next step is making this one writable.
                throw StoreError.restoreTargetReadOnly(path: readOnly)
            }
            StandardStream.output.line("Restored \(SafeText.singleLine(path)) from \(SafeText.singleLine(file)).")
            if let kept = result.keptAs {
                StandardStream.output.line("The database it replaced was kept as \(SafeText.singleLine(kept)).")
            }
            // Sounds a removed deck's words played wait in the backup folder; the restored words play them again.
            // The restore is done: a full disk now costs only the sounds, and is said so (not "Nothing was restored").
            let sounds: [String]
            do {
                sounds = try KuchiDatabase.openExisting(path: path).maintenance.recoverSounds()
            } catch StoreError.full {
                StandardStream.output.line("Sounds its words play that wait in the backup folder were not brought back: the disk is full.")
                return
            }
            if !sounds.isEmpty {
                StandardStream.output.line("\(sounds.count) sound file\(sounds.count == 1 ? "" : "s") came back into the media folder from the backup folder.")
            }
        }
    }

    /// The backups of the bank, newest first, each with its time and size, and how to restore one.
    private func list(_ folder: BackupFolder, commands: BankCommand) {
        let bank = SafeText.singleLine(folder.databasePath)
        let backups = folder.list()
        guard let newest = backups.first else {
            let place = FileManager.default.fileExists(atPath: folder.path)
                ? "its backup folder, \(SafeText.singleLine(folder.path)), holds none" : "none were made: there is no \(SafeText.singleLine(folder.path))"
            StandardStream.output.line("No backups of \(bank) yet (\(place)): kuchi backup makes one.")
            return
        }
        StandardStream.output.wrappedLine("Backups of \(bank), newest first (in \(SafeText.singleLine(folder.path))/):")
        // Aligned on the names as printed (a control character in a name is printed escaped, wider); on a terminal too
        // narrow for the table, a record per backup.
        let names = backups.map { SafeText.singleLine($0.name) }
        let width = names.map(\.count).max() ?? 0
        let sizes = backups.map { $0.size.map(DoctorReport.bytes) ?? "?" }
        let aligned = backups.indices.map { index in
            names[index] + String(repeating: " ", count: max(0, width - names[index].count)) + "  "
                + BackupFolder.describe(backups[index].date) + "  " + String(repeating: " ", count: max(0, 10 - sizes[index].count)) + sizes[index]
        }
        let records = backups.indices.map { [names[$0], BackupFolder.describe(backups[$0].date), sizes[$0]] }
        for line in RecordLayout.table(aligned, orRecords: records, labels: [], width: Terminal.columns(STDOUT_FILENO), indent: "  ") {
            StandardStream.output.line(line)
        }
        let restore = commands.line(["restore", newest.name])
        StandardStream.output.wrappedLine("Restore one with: \(SafeText.singleLine(restore)) "
                                          + "(the bank as it is now is kept as a backup first).")
    }
}
