import KuchiCore

/// Why an Anki package (`.apkg`, `.colpkg`) cannot be imported. Nothing is written to the bank; the exit
/// status is 65 for every package that is itself at fault.
public enum AnkiPackageError: KuchiError, Equatable {
    /// The ZIP is cut short or damaged.
    case damagedZip(path: String)
    /// A ZIP without an Anki collection inside.
    case notAnkiPackage(path: String)
    /// A file named as a package (`.apkg`, `.colpkg`) that is no ZIP archive at all.
    case notZip(path: String)
    /// The collection fails SQLite's `quick_check`, or is not SQLite at all.
    case corruptCollection(path: String, detail: String)
    /// The collection has a schema version Kuchi does not know.
    case unknownSchema(path: String, version: Int)
    /// Unpacking would take more than the limit, or compresses suspiciously well (a ZIP bomb).
    case tooLarge(path: String, reason: String)
    /// An entry's name climbs out of the folder (`..`) or is absolute.
    case unsafeEntry(path: String, entry: String)
    /// No note of the package is a word to practise: it holds none (an empty deck exported), or only cloze notes and
    /// notes without kana or kanji; `reason` says which. Refused as an empty word list is.
    case noWords(path: String, reason: String)
    /// The temporary folder could not be made or written.
    case scratch(reason: String)

    public var description: String {
        switch self {
        case let .damagedZip(path):
            "\(path) is a damaged or truncated ZIP file. Export the package from Anki again. Nothing was imported."
        case let .notAnkiPackage(path):
            "\(path) is a ZIP file but not an Anki package: it holds no collection (collection.anki2, .anki21 or .anki21b). Nothing was imported."
        case let .notZip(path):
            "\(path) is not an Anki package: it is not a ZIP archive, as every .apkg and .colpkg file is. Export the deck from Anki "
                + "again (File › Export, Anki Deck Package); if the file is a word list, name its format with --format. Nothing was imported."
        case let .corruptCollection(path, detail):
            "\(path): the Anki collection inside is damaged (\(detail)). In Anki, run Tools › Check Database, then export again. Nothing was imported."
        case let .unknownSchema(path, version):
            "\(path): the collection has schema version \(version), which Kuchi does not know (it reads 11 to 18). "
                + "Export with “Support older Anki versions” ticked. Nothing was imported."
        case let .tooLarge(path, reason):
            "\(path) was not unpacked: \(reason). Nothing was imported."
        case let .unsafeEntry(path, entry):
            "\(path) holds an entry named “\(entry)”, which points outside its folder; Kuchi does not unpack such packages. Nothing was imported."
        case let .noWords(path, reason):
            "\(path): \(reason). Nothing was imported."
        case let .scratch(reason):
            "Cannot unpack the package into a temporary folder: \(reason). Set TMPDIR to a folder with free space."
        }
    }

    public var exitCode: KuchiExitCode {
        switch self {
        case .scratch: .cannotCreate
        default: .dataError
        }
    }
}
