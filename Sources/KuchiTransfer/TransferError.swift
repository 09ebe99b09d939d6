import KuchiCore

/// Why an import, export or report could not be done. Each message names the file and says what to do.
public enum TransferError: KuchiError, Equatable {
    /// The output file exists and `--force` was not given.
    case outputExists(path: String)
    /// The output path is a symbolic link, which Kuchi never writes through.
    case outputIsSymlink(path: String)
    /// The output file could not be created.
    case cannotCreate(path: String, reason: String)
    /// Writing failed (a full disk, an I/O error); no partial file is left.
    case writeFailed(path: String, reason: String)
    /// An input file could not be read.
    case cannotRead(path: String, reason: String)
    /// Rows of the input are bad; nothing was imported. Each problem is `file:line: reason`.
    case invalidRows([String], more: Int)
    /// The input's format could not be told; `--format` names it.
    case unknownFormat(path: String)
    /// An option value is not valid.
    case invalidOption(String)

    public var description: String {
        switch self {
        case let .outputExists(path):
            "\(path) already exists. Choose another file, or add --force to replace it."
        case let .outputIsSymlink(path):
            "\(path) is a symbolic link; Kuchi does not write through links. Give the real path."
        case let .cannotCreate(path, reason):
            "Cannot create \(path): \(reason)."
        case let .writeFailed(path, reason):
            "Writing \(path) failed: \(reason). No partial file was left."
        case let .cannotRead(path, reason):
            "Cannot read \(path): \(reason)."
        case let .invalidRows(problems, more):
            (problems + (more > 0 ? ["… and \(more) more"] : []) + [
                "Nothing was imported. Fix these rows, or add --skip-invalid to import the good rows and list the rest.",
            ]).joined(separator: "\n")
        case let .unknownFormat(path):
            "Cannot tell the format of \(path). Name it with --format (csv, tsv, json, jsonl, anki, edict, jlpt)."
        case let .invalidOption(message):
            message
        }
    }

    public var exitCode: KuchiExitCode {
        switch self {
        case .outputExists, .outputIsSymlink, .cannotCreate: .cannotCreate
        case .writeFailed, .cannotRead: .ioError
        case .invalidRows, .unknownFormat: .dataError
        case .invalidOption: .usage
        }
    }
}
