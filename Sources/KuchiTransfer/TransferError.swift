import Foundation
import KuchiCore

/// Why an import, export or report could not be done. Each message names the file and says what to do.
public enum TransferError: KuchiError, Equatable {
    /// The output file exists and `--force` was not given.
    case outputExists(path: String)
    /// The output path is a symbolic link, which Kuchi never writes through.
    case outputIsSymlink(path: String)
    /// The output file could not be created.
    case cannotCreate(path: String, reason: String)
    /// The output file could not be created for want of permission, or on a read-only file system (exit 77, as
    /// `kuchi --help` lists it, so a script tells it from a missing folder).
    case notPermitted(path: String, reason: String)
    /// Writing failed (a full disk, an I/O error); no partial file is left.
    case writeFailed(path: String, reason: String)
    /// Writing to standard output failed (`> /dev/full`); what went out before the failure stays there.
    case standardOutputFailed(reason: String)
    /// Writing into a device or a named pipe (`--output /dev/full`) failed; it was written into, never replaced.
    case streamFailed(path: String, reason: String)
    /// A word list to import is not a regular file (a named pipe, a device, a socket) or is a symbolic link
    /// to nothing; `kind` says what, after "it is". Nothing was opened.
    case notARegularInput(path: String, kind: String)
    /// A word list to import is a folder; the message asks for a file in it.
    case inputIsFolder(path: String)
    /// An input file could not be read.
    case cannotRead(path: String, reason: String)
    /// An input file may not be read: permission denied (exit 77, as `kuchi --help` lists it).
    case readNotPermitted(path: String, reason: String)
    /// An input file is not there.
    case missingInput(path: String)
    /// Rows of the input are bad; nothing was imported. Each problem is `file:line: reason`.
    case invalidRows([String], more: Int)
    /// With `--skip-invalid`, every row was bad: nothing was imported (nor would a dry run import anything).
    case everyRowRejected([String], more: Int)
    /// A whole file cannot be read as a word list (empty, not JSON, no usable header): `place` is
    /// `file` or `file:line`. Nothing was imported; skipping rows would not help.
    case unusableList(place: String, reason: String)
    /// The input's format could not be told; `--format` names it.
    case unknownFormat(path: String)
    /// The input is a compressed archive (an Anki package, a zipped dictionary), not a word list.
    case archive(path: String, kind: Archive)
    /// The input is an image, a sound, a video or a document (told by its first bytes), not a word list.
    case mediaFile(path: String, kind: MediaFile)
    /// The input stops being text in the encoding its first lines were in, at `line`.
    case undecodable(path: String, line: Int, encoding: String)
    /// An option value is not valid.
    case invalidOption(String)
    /// An Anki package refused (damaged, no collection, unsafe), listed with the other files refused beside it.
    case package(AnkiPackageError)
    /// Several files refused, each for its own reason (at least two), listed at once; nothing was imported.
    case several([TransferError])

    /// The lines of several errors, each said without its own closing "Nothing was imported.", which is said once at the
    /// end (unless a line still says it, with advice).
    static func sayingNothingImportedOnce(_ descriptions: [String]) -> String {
        let lines = descriptions.joined(separator: "\n").split(separator: "\n", omittingEmptySubsequences: false).compactMap { line -> String? in
            if line == "Nothing was imported." { return nil }
            for ending in [" Nothing was imported.", "; nothing was imported."] where line.hasSuffix(ending) {
                return String(line.dropLast(ending.count)) + (ending.hasPrefix(";") ? "." : "")
            }
            return String(line)
        }
        let saysIt = lines.contains { $0.localizedCaseInsensitiveContains("nothing was imported") }
        return (lines + (saysIt ? [] : ["Nothing was imported."])).joined(separator: "\n")
    }

    /// `errors` as one: the only one, or ``several(_:)`` (nested lists flattened, repeats dropped).
    static func combined(_ errors: [TransferError]) -> TransferError? {
        var flat: [TransferError] = []
        for error in errors {
            let inner: [TransferError] = if case let .several(inner) = error { inner } else { [error] }
            // The same refusal of each file (a --columns that names no column) is said once.
            for one in inner where !flat.contains(one) { flat.append(one) }
        }
        return flat.count > 1 ? .several(flat) : flat.first
    }

    public var description: String {
        switch self {
        case let .outputExists(path):
            "\(path) already exists. Choose another file, or add --force to replace it."
        case let .outputIsSymlink(path):
            "\(path) is a symbolic link; Kuchi does not write through links. Give the real path."
        case let .cannotCreate(path, reason):
            "Cannot create \(path): \(reason). Choose another file or folder; nothing was written."
        case let .notPermitted(path, reason):
            "Cannot create \(path): \(reason). Choose a file in a folder you may write in; nothing was written."
        case let .writeFailed(path, reason):
            "Writing \(path) failed: \(reason). No partial file was left."
        case let .standardOutputFailed(reason):
            "Writing to standard output failed: \(reason). What it received may be incomplete; write with --output FILE to get a whole file or none."
        case let .streamFailed(path, reason):
            "Writing \(path) failed: \(reason). It is a device or a pipe, so it was written into, not replaced."
        case let .cannotRead(path, reason):
            "Cannot read \(path): \(reason)."
        case let .readNotPermitted(path, reason):
            "Cannot read \(path): \(reason). Nothing was imported."
        case let .notARegularInput(path, kind):
            "Cannot import \(path): it is \(kind). Save the word list to a file and import that; nothing was imported."
        case let .inputIsFolder(path):
            "Cannot import \(path): it is a folder. Name a word list file in it (kuchi import \(Self.inFolder(path, "words.csv"))); nothing was imported."
        case let .missingInput(path):
            "There is no file \(path). Check its name and folder."
        case let .invalidRows(problems, more):
            (problems + (more > 0 ? ["… and \(more) more"] : []) + [
                "Nothing was imported. Fix these rows, or add --skip-invalid to import the good rows and list the rest.",
            ]).joined(separator: "\n")
        case let .everyRowRejected(problems, more):
            (problems + (more > 0 ? ["… and \(more) more"] : []) + ["Nothing was imported: every row was rejected."]).joined(separator: "\n")
        case let .several(errors):
            Self.sayingNothingImportedOnce(errors.map(\.description))
        case let .package(error):
            error.description
        case let .unusableList(place, reason):
            "\(place): \(reason). Nothing was imported."
        case let .unknownFormat(path):
            "Cannot tell the format of \(path). Name it with --format (\(ImportFormat.allCases.map(\.rawValue).joined(separator: ", ")))."
        case let .archive(path, kind):
            "\(path) is \(kind.description), not a word list. \(kind.advice)"
        case let .mediaFile(path, kind):
            "\(path) is \(kind.description), not a word list. \(kind.advice) Nothing was imported."
        case let .undecodable(path, line, encoding):
            "\(path):\(line): this line is not valid \(encoding) text\(line > 1 ? ", though the lines before it were" : ""). "
                + "Nothing was imported. Save the file as UTF-8 and import it again."
        case let .invalidOption(message):
            message
        }
    }

    /// The same error with the path `path` (the private copy standard input was read into) called `name`
    /// (“standard input”) wherever it is named, file:line places and listed rows included.
    func naming(_ path: String, as name: String) -> TransferError {
        func named(_ text: String) -> String { text.replacingOccurrences(of: path, with: name) }
        return switch self {
        case let .notARegularInput(input, kind): .notARegularInput(path: named(input), kind: kind)
        case let .inputIsFolder(input): .inputIsFolder(path: named(input))
        case let .cannotRead(input, reason): .cannotRead(path: named(input), reason: named(reason))
        case let .readNotPermitted(input, reason): .readNotPermitted(path: named(input), reason: named(reason))
        case let .missingInput(input): .missingInput(path: named(input))
        case let .invalidRows(problems, more): .invalidRows(problems.map(named), more: more)
        case let .everyRowRejected(problems, more): .everyRowRejected(problems.map(named), more: more)
        case let .several(errors): .several(errors.map { $0.naming(path, as: name) })
        case let .unusableList(place, reason): .unusableList(place: named(place), reason: reason)
        case let .unknownFormat(input): .unknownFormat(path: named(input))
        case let .archive(input, kind): .archive(path: named(input), kind: kind)
        case let .mediaFile(input, kind): .mediaFile(path: named(input), kind: kind)
        case let .undecodable(input, line, encoding): .undecodable(path: named(input), line: line, encoding: encoding)
        case .outputExists, .outputIsSymlink, .cannotCreate, .notPermitted, .writeFailed, .standardOutputFailed, .streamFailed,
             .invalidOption, .package: self
        }
    }

    /// `file` in the folder `folder`, with one `/` between them.
    private static func inFolder(_ folder: String, _ file: String) -> String {
        folder.hasSuffix("/") ? folder + file : folder + "/" + file
    }

    public var exitCode: KuchiExitCode {
        switch self {
        case .outputExists, .outputIsSymlink, .cannotCreate: .cannotCreate
        case .notPermitted, .readNotPermitted: .permission
        case .writeFailed, .streamFailed, .standardOutputFailed, .cannotRead: .ioError
        case .missingInput, .notARegularInput, .inputIsFolder: .noInput
        case .invalidRows, .everyRowRejected, .unusableList, .unknownFormat, .archive, .mediaFile, .undecodable: .dataError
        case .invalidOption: .usage
        case let .package(error): error.exitCode
        case let .several(errors): errors.first?.exitCode ?? .dataError
        }
    }
}

/// Compressed files learners may try to import, each with what to do instead.
public enum Archive: Equatable, Sendable {
    /// An Anki deck package (`.apkg`, `.colpkg`).
    case ankiPackage
    /// A spreadsheet workbook (`.xlsx`, `.ods`).
    case spreadsheet
    /// Any other ZIP file (a Yomitan dictionary, a zipped word list).
    case zip
    /// A gzip-compressed file.
    case gzip
    /// An Anki collection as Anki keeps it (`collection.anki2`): an SQLite database, not a package.
    case ankiCollection
    /// Any other SQLite database (a Kuchi word bank, a backup of one).
    case database

    /// The kind of archive a file starting with `head` is, or `nil` for a plain file.
    static func kind(of head: [UInt8], path: String) -> Archive? {
        let ext = URL(fileURLWithPath: path).pathExtension.lowercased()
        if head.starts(with: [0x1F, 0x8B]) { return .gzip }
        if head.starts(with: sqliteHeader) {
            // Anki's own name for it, or its tables named in the schema on the first pages.
            let anki = ["anki2", "anki21", "anki21b"].contains(ext) || head.firstRange(of: Array("CREATE TABLE col ".utf8)) != nil
            return anki ? .ankiCollection : .database
        }
        guard head.starts(with: [0x50, 0x4B, 0x03, 0x04]) || head.starts(with: [0x50, 0x4B, 0x05, 0x06]) else { return nil }
        switch ext {
        case "apkg", "colpkg": return .ankiPackage
        case "xlsx", "xlsm", "ods": return .spreadsheet
        default: return .zip
        }
    }

    var description: String {
        switch self {
        case .ankiPackage: "an Anki deck package"
        case .spreadsheet: "a spreadsheet workbook"
        case .zip: "a ZIP archive"
        case .gzip: "a gzip-compressed file"
        case .ankiCollection: "an Anki collection database, not a package"
        case .database: "an SQLite database"
        }
    }

    /// The first 16 bytes of every SQLite database file.
    private static let sqliteHeader = Array("SQLite format 3\0".utf8)

    var advice: String {
        switch self {
        case .ankiPackage:
            "In Anki, use File › Export… › “Notes in Plain Text”, then import that .txt file."
        case .spreadsheet:
            "Save the sheet as CSV (UTF-8) and import the .csv file."
        case .zip:
            "Unzip it (unzip FILE) and import the word lists inside; for a Yomitan dictionary, import its term_bank_*.json files."
        case .gzip:
            "Decompress it first (gunzip FILE) and import the result."
        case .ankiCollection:
            "In Anki, use File › Export… to save the collection as a .colpkg (or a deck as an .apkg), and import that file."
        case .database:
            "A Kuchi word bank or its backup is brought back with kuchi restore FILE; an Anki collection is exported from Anki "
                + "with File › Export… as a .colpkg or .apkg, which kuchi import reads."
        }
    }
}
