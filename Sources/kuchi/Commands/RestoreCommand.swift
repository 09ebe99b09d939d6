import ArgumentParser
import Foundation
import KuchiCore
import KuchiStore
import KuchiTerminal
import KuchiFiles

/// `kuchi restore FILE`: puts a backup back in place of the word bank.
struct RestoreCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "restore",
        abstract: "Replace the word bank with a backup, keeping the current one as a backup.",
        discussion: """
            FILE must pass SQLite's quick_check and be a Kuchi database this Kuchi can open; otherwise nothing \
            is replaced (exit 65). The current word bank is backed up into its backup folder first (if it \
            cannot be read, the file itself is moved there, named …-damaged.sqlite-damaged), then the pages \
            of FILE are copied into the word bank in one transaction. A Kuchi practising on the word bank \
            meanwhile stops at its next answer and says why. List the backups with: ls <database>.backups/
            """
    )

    @Argument(help: ArgumentHelp("The backup to restore.", valueName: "file"))
    var file: String

    @OptionGroup var databaseOptions: DatabaseOptions

    func run() throws {
        try reportingErrors { environment in
            let path = databaseOptions.path(environment: environment)
            let result = try DatabaseRestore.restore(from: file, to: path)
            StandardStream.output.line("Restored \(SafeText.singleLine(path)) from \(SafeText.singleLine(file)).")
            if let kept = result.keptAs {
                StandardStream.output.line("The database it replaced was kept as \(SafeText.singleLine(kept)).")
            }
            // Sounds a removed deck's words played wait in the backup folder; the restored words play them again.
            let sounds = try KuchiDatabase.openExisting(path: path).maintenance.recoverSounds()
            if !sounds.isEmpty {
                StandardStream.output.line("\(sounds.count) sound file\(sounds.count == 1 ? "" : "s") came back into the media folder from the backup folder.")
            }
        }
    }
}
