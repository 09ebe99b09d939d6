import KuchiCore
import KuchiStore
import KuchiTerminal

/// `kuchi doctor`'s look at the media folder: sound files words play that are missing, and files no word plays.
enum DoctorMediaCheck {
    /// Names shown before "…".
    static let shownNames = 5

    /// The line `kuchi doctor` prints, and the problem it reports (missing files; files no word plays are only
    /// named, since they harm nothing).
    static func check(_ database: KuchiDatabase) throws -> (line: String?, problem: String?) {
        guard let folder = database.mediaFolder else { return (nil, nil) }
        let media = try database.maintenance.checkMedia()
        let files = folder.files().count
        guard !media.isClean else {
            let played = files == 1 ? "1 sound file in \(folder.path), played by a word" : "\(files) sound files in \(folder.path), each played by a word"
            return (files == 0 ? nil : "  media:        " + played, nil)
        }
        var parts: [String] = []
        if !media.missing.isEmpty { parts.append("\(media.missing.count) missing (\(names(media.missing)))") }
        if !media.unreferenced.isEmpty {
            parts.append("\(media.unreferenced.count) no word plays (\(names(media.unreferenced)): delete them if you like)")
        }
        let line = SafeText.visible("  media:        \(files) sound file\(files == 1 ? "" : "s") in \(folder.path); " + parts.joined(separator: "; "))
        let missing = media.missing.count == 1 ? "1 sound file that a word plays is" : "\(media.missing.count) sound files that words play are"
        let problem = media.missing.isEmpty ? nil
            : "\(missing) missing from \(folder.path) (restored from a backup "
                + "made before a deck was removed, or deleted by hand). Import the deck's Anki package again to bring them back."
        return (line, problem.map(SafeText.visible))
    }

    private static func names(_ files: [String]) -> String {
        files.prefix(shownNames).joined(separator: ", ") + (files.count > shownNames ? ", …" : "")
    }
}
