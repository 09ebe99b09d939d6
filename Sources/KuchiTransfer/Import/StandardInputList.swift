import Foundation

/// A word list piped to `kuchi import -`, copied whole into a private temporary file (0600, in a 0700 folder)
/// before anything is imported: the import reads its input more than once (its format from the first bytes,
/// then its rows), and an import is all or nothing, so it never starts on half a list. The copy is named
/// `stdin`, which is also the deck its words go into unless `--deck` names one; it is removed when the list
/// is released, at exit, and by a signal that ends the process.
final class StandardInputList {
    /// The path that stands for standard input on the command line.
    static let argument = "-"
    /// How messages name standard input (never by its copy's path).
    static let name = "standard input"

    /// The copy's path.
    let path: String
    private let folder: ScratchFolder

    /// Copies everything `descriptor` gives until its end.
    /// - Throws: ``TransferError/invalidOption(_:)`` when it is a terminal (nothing piped in would make the import
    ///   wait for typing); ``TransferError/unusableList(place:reason:)`` when nothing came;
    ///   ``TransferError/cannotRead(path:reason:)`` when reading or the copy fails.
    init(descriptor: Int32 = STDIN_FILENO) throws {
        guard isatty(descriptor) == 0 else {
            throw TransferError.invalidOption("kuchi import - reads a word list from standard input, which is a terminal here. "
                                              + "Pipe a list in (cat words.csv | kuchi import -) or name its file.")
        }
        do {
            folder = try ScratchFolder(prefix: "kuchi-stdin")
        } catch {
            throw TransferError.cannotRead(path: "standard input", reason: "no temporary folder for its copy (\(error)); set TMPDIR to a folder with free space")
        }
        path = folder.file("stdin")
        let output = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard output >= 0 else { throw Self.failure("cannot create its copy at \(path)") }
        defer { close(output) }
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        var total = 0
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { throw Self.failure(String(cString: strerror(errno))) }
            if count == 0 { break }
            total += count
            var written = 0
            while written < count {
                let step = buffer[written..<count].withUnsafeBytes { write(output, $0.baseAddress, $0.count) }
                if step < 0, errno == EINTR { continue }
                guard step > 0 else { throw Self.failure("copying it into \(path): \(String(cString: strerror(errno)))") }
                written += step
            }
        }
        guard total > 0 else { throw TransferError.unusableList(place: "standard input", reason: "nothing was piped in") }
    }

    private static func failure(_ reason: String) -> TransferError {
        .cannotRead(path: "standard input", reason: reason)
    }

    /// `paths` with the one `-` replaced by a copy of standard input (kept alive in `copies`).
    /// - Throws: ``TransferError/invalidOption(_:)`` when `-` is given more than once; what ``init(descriptor:)`` throws.
    static func resolving(_ paths: [String], into copies: inout [StandardInputList]) throws -> [String] {
        let count = paths.filter { $0 == argument }.count
        guard count > 0 else { return paths }
        guard count == 1 else {
            throw TransferError.invalidOption("Standard input (-) can be imported once: name it once, and the other lists by their files.")
        }
        let copy = try StandardInputList()
        copies.append(copy)
        return paths.map { $0 == argument ? copy.path : $0 }
    }
}
