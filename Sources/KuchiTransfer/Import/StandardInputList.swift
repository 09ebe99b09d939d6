import Foundation

/// A word list piped to `kuchi import -`, copied whole into a private temporary file (0600, in a 0700 folder)
/// before anything is imported: the import reads its input more than once (its format from the first bytes,
/// then its rows), and an import is all or nothing, so it never starts on half a list.
///
/// The copy is unlinked as soon as it is created and kept open: the import reads it through `stdin`, a symbolic
/// link to `/proc/self/fd/N`, so the kernel frees its bytes however the process ends (a SIGKILL included); only
/// the empty folder and its dangling link can be left behind then, and they are in `$TMPDIR`, which the system
/// clears. Where `/proc` cannot reopen the copy, the copy itself is named `stdin` and removed when the list is
/// released, at exit, and by a signal that ends the process. `stdin` is also the deck its words go into unless
/// `--deck` names one. At most ``maximumBytes`` are copied: a list larger than that is refused (exit 65), with
/// the advice to save it to a file, which is imported with no such limit.
final class StandardInputList {
    /// The path that stands for standard input on the command line.
    static let argument = "-"
    /// How messages name standard input (never by its copy's path).
    static let name = "standard input"
    /// The most standard input may give: 256 MiB, over ten times EDICT, the largest word list Kuchi reads, while a
    /// command that never stops writing (`yes | kuchi import -`) is refused long before it fills a disk.
    static let maximumBytes = 256 << 20

    /// The copy's path.
    let path: String
    private let folder: ScratchFolder
    /// The copy, kept open for as long as the list lives (its only name, once unlinked).
    private let held: Int32

    /// Copies everything `descriptor` gives until its end, at most `limit` bytes.
    /// - Throws: ``TransferError/invalidOption(_:)`` when it is a terminal (nothing piped in would make the import
    ///   wait for typing); ``TransferError/unusableList(place:reason:)`` when nothing came, or more than `limit`;
    ///   ``TransferError/cannotRead(path:reason:)`` when reading or the copy fails.
    init(descriptor: Int32 = STDIN_FILENO, limit: Int = maximumBytes) throws {
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
        let made = folder.file("stdin-copy")
        let output = open(made, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard output >= 0 else { throw Self.failure("cannot create its copy at \(made)") }
        held = output
        guard Self.linkKeepingOpen(output, made: made, at: path) else {
            throw Self.failure("cannot name its copy \(path): \(String(cString: strerror(errno)))")
        }
        try copy(from: descriptor, limit: limit)
    }

    deinit { close(held) }

    /// Names the copy made at `made` `path`: a symbolic link to its open descriptor, and the file unlinked, when `/proc`
    /// reopens it as the same file and the folder takes a link; else the file itself, renamed. `false` when neither worked.
    private static func linkKeepingOpen(_ descriptor: Int32, made: String, at path: String) -> Bool {
        let reopening = "/proc/self/fd/\(descriptor)"
        var viaProc = stat(), opened = stat()
        if stat(reopening, &viaProc) == 0, fstat(descriptor, &opened) == 0, viaProc.st_ino == opened.st_ino,
           viaProc.st_dev == opened.st_dev, symlink(reopening, path) == 0 {
            unlink(made)
            return true
        }
        return rename(made, path) == 0
    }

    private func copy(from descriptor: Int32, limit: Int) throws {
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        var total = 0
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { throw Self.failure(String(cString: strerror(errno))) }
            if count == 0 { break }
            total += count
            guard total <= limit else {
                throw TransferError.unusableList(place: Self.name, reason: "more than \(Self.sizeText(limit)) was piped in, the most Kuchi copies "
                                                 + "from standard input; save the list to a file and import the file (kuchi import words.csv), which has no such limit")
            }
            var written = 0
            while written < count {
                let step = buffer[written..<count].withUnsafeBytes { write(held, $0.baseAddress, $0.count) }
                if step < 0, errno == EINTR { continue }
                guard step > 0 else { throw Self.failure("copying it into \(path): \(String(cString: strerror(errno)))") }
                written += step
            }
        }
        guard total > 0 else { throw TransferError.unusableList(place: Self.name, reason: "nothing was piped in") }
    }

    /// `bytes` as MiB (or KiB, below one MiB), as the limit is said.
    private static func sizeText(_ bytes: Int) -> String {
        bytes >= 1 << 20 ? "\(bytes >> 20) MiB" : "\(max(1, bytes >> 10)) KiB"
    }

    private static func failure(_ reason: String) -> TransferError {
        .cannotRead(path: "standard input", reason: reason)
    }

    /// `paths` with the one `-` replaced by a copy of standard input (kept alive in `copies`).
    /// - Throws: ``TransferError/invalidOption(_:)`` when `-` is given more than once; what ``init(descriptor:limit:)`` throws.
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
