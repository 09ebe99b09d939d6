import Foundation
import KuchiFiles

/// The folder beside a bank that holds the sound files its words play (`kuchi.sqlite.media/` beside
/// `kuchi.sqlite`): mode 0700, each file 0600, written whole or not at all (a private temporary file linked
/// under its name, which never replaces a file), and made durable all at once by ``sync()`` before the bank
/// commits the words that name them.
///
/// A file is never changed once written: another file of the same name but other bytes gets a new name
/// (`neko-2.mp3`), so a bank and its backups that name a file always mean the same sound.
public struct MediaFolder: Sendable, Equatable {
    /// The folder's path.
    public let path: String

    /// The largest sound file kept (a word's recording is a few seconds: tens of KiB).
    public static let maximumFileSize = 16 << 20
    /// The extensions of the sound files kept, in lower case: what `mpv`, `ffplay`, `paplay` and `aplay` play.
    public static let soundExtensions: Set<String> = ["mp3", "ogg", "oga", "opus", "wav", "m4a", "aac", "flac", "spx", "webm"]
    /// The longest file name kept, in UTF-8 bytes (file systems allow 255).
    static let maximumNameBytes = 120

    /// The media folder of the bank at `databasePath`; `nil` for an in-memory bank, which has no folder.
    public init?(databasePath: String) {
        guard databasePath != ":memory:", !databasePath.isEmpty else { return nil }
        path = databasePath + ".media"
    }

    private init(path: String) {
        self.path = path
    }

    /// Where ``retire(_:)`` keeps the sounds no word plays any more: `media/` in the bank's backup folder
    /// (`kuchi.sqlite.backups/media/`), so that a backup restored from before a deck's removal plays them again.
    public var retired: MediaFolder {
        MediaFolder(path: String(path.dropLast(".media".count)) + ".backups/media")
    }

    /// Why a reference names no file Kuchi keeps.
    public enum Refusal: Error, Equatable, Sendable {
        /// It holds a folder (`../`, `/`, `\`), or is `.`/`..` or empty.
        case path
        /// Its extension is not one of ``MediaFolder/soundExtensions``.
        case unknownType
    }

    /// The name a file referenced as `reference` is kept under: letters, digits and `-_.` kept, anything
    /// else (spaces, control characters, quotes) `_`; no leading `.` or `-`; at most ``maximumNameBytes``,
    /// keeping the extension in lower case.
    /// - Throws: ``Refusal`` for a reference with a path or of another type than a sound.
    public static func keptName(for reference: String) throws(Refusal) -> String {
        let trimmed = Self.needsTrimming(reference) ? reference.trimmingCharacters(in: .whitespaces) : reference
        // An ASCII name's separators are its bytes (most references); other names are searched as before.
        let hasSeparator = trimmed.utf8.allSatisfy { $0 < 0x80 }
            ? trimmed.utf8.contains { $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "\\") || $0 == 0 }
            : trimmed.contains("/") || trimmed.contains("\\") || trimmed.contains("\0")
        if trimmed.isEmpty || trimmed == "." || trimmed == ".." || hasSeparator {
            throw .path
        }
        let dot = trimmed.lastIndex(of: ".")
        let fileExtension = dot.map { trimmed[trimmed.index(after: $0)...].lowercased() } ?? ""
        guard soundExtensions.contains(fileExtension), let dot else { throw .unknownType }
        var stem = String(trimmed[..<dot].unicodeScalars.map { scalar -> Character in
            Self.isAllowedInName(scalar) ? Character(scalar) : "_"
        })
        while stem.hasPrefix(".") || stem.hasPrefix("-") { stem = "_" + stem.dropFirst() }
        while stem.utf8.count > maximumNameBytes - fileExtension.utf8.count - 1 { stem.removeLast() }
        return (stem.isEmpty ? "_" : stem) + "." + fileExtension
    }

    /// Whether `reference` may start or end with white space (`CharacterSet.whitespaces`): not when it starts and
    /// ends with an ASCII character other than a space or a tab.
    private static func needsTrimming(_ reference: String) -> Bool {
        guard let first = reference.unicodeScalars.first, let last = reference.unicodeScalars.last else { return false }
        return [first, last].contains { !$0.isASCII || $0 == " " || $0 == "\t" }
    }

    /// Whether a name keeps `scalar` as it is: a letter or a digit (not a control character), `-`, `_` or `.`.
    /// ASCII is told without `CharacterSet` (its only letters and digits are A–Z, a–z and 0–9), as a package's
    /// thousands of references are mostly ASCII.
    private static func isAllowedInName(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII {
            switch scalar.value {
            case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, 0x2D, 0x5F, 0x2E: return true
            default: return false
            }
        }
        return (CharacterSet.letters.contains(scalar) || CharacterSet.decimalDigits.contains(scalar)) && !CharacterSet.controlCharacters.contains(scalar)
    }

    /// The path of the file `name` (a name from ``keptName(for:)``).
    public func file(_ name: String) -> String {
        path + "/" + name
    }

    /// The names of the files in the folder (no temporary files), sorted; empty when there is no folder.
    public func files() -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).filter { !$0.hasPrefix(".") }.sorted()
    }

    /// Keeps `bytes` as `name`, or under the name of a file holding the same bytes already; another file of that
    /// name gets `name-2`, `name-3`…: no file is ever replaced. Creates the folder (0700) when needed.
    /// - Returns: the name the bytes are kept under, and whether this call created that file.
    /// - Throws: ``StoreError`` when the folder or the file cannot be written.
    public func keep(_ bytes: Data, as name: String) throws(StoreError) -> (name: String, created: Bool) {
        try createFolder()
        let dot = name.lastIndex(of: ".") ?? name.endIndex
        for number in 1...1000 {
            let candidate = number == 1 ? name : "\(name[..<dot])-\(number)\(name[dot...])"
            let destination = file(candidate)
            if FileManager.default.fileExists(atPath: destination) {
                if FileManager.default.contents(atPath: destination) == bytes { return (candidate, false) }
                continue
            }
            if try write(bytes, to: destination) { return (candidate, true) }
        }
        throw StoreError.cannotCreate(path: file(name), reason: "a thousand other files have that name")
    }

    /// Writes `bytes` into a new private temporary file of the folder, then links it as `destination`; `false`
    /// when a file took that name meanwhile. Not synced: ``sync()`` makes every new file durable at once.
    private func write(_ bytes: Data, to destination: String) throws(StoreError) -> Bool {
        let temporary = path + "/.tmp-" + UUID().uuidString
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0o600)
        guard descriptor >= 0 else { throw Self.failure(errno, destination) }
        defer { unlink(temporary) }
        fchmod(descriptor, 0o600)
        let outcome = DescriptorWriter.writeAll(descriptor, [UInt8](bytes))
        close(descriptor)
        if case let .failed(code) = outcome { throw Self.failure(code, destination) }
        guard link(temporary, destination) == 0 else {
            if errno == EEXIST { return false }
            throw Self.failure(errno, destination)
        }
        return true
    }

    private static func failure(_ code: Int32, _ path: String) -> StoreError {
        code == ENOSPC ? .full(path: path) : .io(path: path, reason: String(cString: strerror(code)))
    }

    /// Makes the files `names` and the folder's names durable: on Linux one `syncfs` of the folder's file system
    /// (two thousand files cost one journal commit, not two each), elsewhere each file, then the folder.
    /// - Throws: ``StoreError`` when they cannot be synced.
    public func sync(_ names: [String]) throws(StoreError) {
        let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return }   // no folder: nothing was written
        defer { close(descriptor) }
        #if os(Linux)
        guard linuxSyncFileSystem(descriptor) == 0 else { throw Self.failure(errno, path) }
        #else
        for name in names {
            let file = open(self.file(name), O_RDONLY | O_CLOEXEC)
            guard file >= 0 else { continue }
            defer { close(file) }
            guard fsync(file) == 0 else { throw Self.failure(errno, self.file(name)) }
        }
        guard fsync(descriptor) == 0 else { throw Self.failure(errno, path) }
        #endif
    }

    /// Removes the files `names` (those missing already are fine).
    public func remove(_ names: some Sequence<String>) {
        for name in names { unlink(file(name)) }
    }

    /// Moves the files `names` (sounds no word plays any more) into ``retired``, each removed from this folder only
    /// once its copy there is durable; a file that cannot be kept there stays here (`kuchi doctor` names it).
    /// A retired file of the same name and other bytes is kept: this one gets `name-2` there.
    /// - Returns: the names moved.
    @discardableResult
    public func retire(_ names: some Sequence<String>) -> [String] {
        let keeper = retired
        // The backup folder exists once a backup was made (a deck's removal makes one first); else it is made here.
        let backups = String(keeper.path.dropLast("/media".count))
        if mkdir(backups, 0o700) == 0 { chmod(backups, 0o700) }
        var moved: [String] = []
        for name in names {
            guard let bytes = FileManager.default.contents(atPath: file(name)),
                  (try? keeper.keep(bytes, as: name)) != nil else { continue }
            moved.append(name)
        }
        guard (try? keeper.sync(moved)) != nil else { return [] }
        remove(moved)
        return moved
    }

    /// Brings back from ``retired`` the files among `names` that this folder lacks (a bank restored from a backup
    /// made before a deck's removal names them).
    /// - Returns: the names brought back, sorted.
    public func recover(_ names: some Sequence<String>) -> [String] {
        let present = Set(files())
        var back: [String] = []
        for name in Set(names).subtracting(present).sorted() {
            guard let bytes = FileManager.default.contents(atPath: retired.file(name)),
                  let kept = try? keep(bytes, as: name), kept.name == name else { continue }
            back.append(name)
        }
        if !back.isEmpty { try? sync(back) }
        return back
    }

    private func createFolder() throws(StoreError) {
        var status = stat()
        if lstat(path, &status) == 0 {
            guard status.st_mode & S_IFMT == S_IFDIR else { throw StoreError.cannotCreate(path: path, reason: "something that is not a folder has its name") }
            return
        }
        guard mkdir(path, 0o700) == 0 || errno == EEXIST else {
            throw StoreError.cannotCreate(path: path, reason: String(cString: strerror(errno)))
        }
        chmod(path, 0o700)
    }
}

#if os(Linux)
/// `syncfs(2)`, which Glibc's module map leaves out (it needs `_GNU_SOURCE`).
@_silgen_name("syncfs")
private func linuxSyncFileSystem(_ descriptor: Int32) -> Int32
#endif
