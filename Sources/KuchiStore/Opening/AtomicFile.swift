import Foundation
import KuchiFiles

/// Writes a new file all or nothing: exports, reports, backups and restores all go through here.
///
/// The content goes to a private temporary file (mode 0600 whatever the umask) named `.tmp-<name>-XXXXXX`
/// in the destination's folder. Only once it is complete and synced does it get its name: with `link`,
/// which refuses a name that exists (even one that appeared a moment ago), or with `rename` when replacing
/// was asked for. The folder is then synced so that the new name survives a crash. Whatever fails,
/// the temporary file is removed: readers never see half a file, and no stray file is left. One left by a writer
/// killed with SIGKILL (with SQLite's journal, log and index beside it) is removed by the next write of that name
/// into that folder.
public enum AtomicFile {
    /// Why a file could not be written. Each caller words it for its own command.
    public enum Failure: Error, Equatable {
        /// A file of that name exists (perhaps one that appeared while this one was written), and
        /// replacing it was not asked for.
        case exists
        /// The name was given to something that is not a regular file (a device, a pipe) while this file
        /// was written: it is never renamed over.
        case notARegularFile
        /// A system call failed with `code` (an `errno` value) at `step`.
        case system(code: Int32, step: Step)

        /// What was being done when a system call failed.
        public enum Step: Sendable {
            /// Creating the temporary file.
            case create
            /// Syncing the finished content to the disk.
            case sync
            /// Giving the finished file its name.
            case name
        }
    }

    /// What already has a destination's name.
    public enum Obstacle: Sendable, Equatable {
        /// A symbolic link, which Kuchi never writes through (nor replaces).
        case symbolicLink
        /// A folder.
        case folder
        /// A file, which only an explicit replace may replace.
        case file
        /// A character device or a named pipe, perhaps through symbolic links (`/dev/stdout`, a FIFO): never
        /// replaced, but written into as a stream (``StreamTarget``).
        case stream
        /// Something else that is not a regular file (a block device, a socket): never replaced.
        case special
    }

    /// Where a write is, for ``observer``.
    public enum Phase: Sendable, Equatable {
        /// The temporary file is being made: a signal should wait until it is known (``writing(path:)``).
        case creating
        /// The content is being written to the temporary file at `path` (a SQLite copy keeps its journal beside it,
        /// `path-journal`).
        case writing(path: String)
        /// The finished file is being given its name: a signal should wait for the next phase.
        case naming
        /// The write is over: the file has its name (`named`), or the temporary file was removed.
        case done(named: Bool)
    }

    /// Told where every write is, from the temporary file's creation to its end: a command that must clear up after a
    /// signal (`kuchi backup FILE`, `kuchi export --output FILE`) sets it once, before it writes anything, on the
    /// thread that writes; nothing else reads or sets it.
    nonisolated(unsafe) public static var observer: ((Phase) -> Void)?

    /// The temporary file that receives the content: its path, and a descriptor open for writing.
    public struct TemporaryFile {
        /// Where the content is written until it is complete.
        public let path: String
        /// A descriptor on ``path``, open for writing; the writer closes it, never the body.
        public let descriptor: Int32
    }

    /// What has the name `path` and stands in the way, or `nil` when the name is free or holds a file that
    /// `replace` allows replacing. Asked before any work, so that a refusal costs nothing;
    /// ``write(to:replace:_:)`` never replaces a file by accident anyway.
    public static func obstacle(at path: String, replace: Bool) -> Obstacle? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        if StreamTarget.isStream(path) { return .stream }
        switch info.st_mode & S_IFMT {
        case S_IFLNK: return .symbolicLink
        case S_IFDIR: return .folder
        case S_IFREG: return replace ? nil : .file
        default: return .special
        }
    }

    /// Writes the file at `path` through `body`, then syncs it and gives it its name.
    /// - Parameters:
    ///   - path: the file to create; its folder must exist.
    ///   - replace: replace a file of that name (with `rename`); otherwise one is never replaced.
    ///   - body: writes the content into the temporary file, through its descriptor or its path. A file
    ///     opened by path (a SQLite database) must be closed before `body` returns.
    /// - Throws: ``Failure`` for the file's own steps; whatever `body` throws, unchanged.
    public static func write<Value>(to path: String, replace: Bool, _ body: (TemporaryFile) throws -> Value) throws -> Value {
        let url = URL(fileURLWithPath: path)
        let directory = url.deletingLastPathComponent().path
        removeAbandonedTemporaries(in: directory, for: url.lastPathComponent)
        observer?(.creating)
        let temporary: TemporaryFile
        do {
            temporary = try createTemporary(in: directory, for: url.lastPathComponent)
        } catch {
            observer?(.done(named: false))
            throw error
        }
        let descriptor = temporary.descriptor
        var named = false
        observer?(.writing(path: temporary.path))
        defer {
            close(descriptor)
            if !named { unlink(temporary.path) }
            observer?(.done(named: named))
        }
        fchmod(descriptor, 0o600)
        let value = try body(temporary)
        guard fsync(descriptor) == 0 else { throw Failure.system(code: errno, step: .sync) }
        observer?(.naming)
        if replace {
            // Only a regular file is ever replaced: a device or a pipe that took the name meanwhile stays.
            var existing = stat()
            if lstat(path, &existing) == 0, existing.st_mode & S_IFMT != S_IFREG { throw Failure.notARegularFile }
            guard rename(temporary.path, path) == 0 else { throw Failure.system(code: errno, step: .name) }
        } else {
            guard link(temporary.path, path) == 0 else {
                throw errno == EEXIST ? Failure.exists : Failure.system(code: errno, step: .name)
            }
            unlink(temporary.path)
        }
        named = true
        syncDirectory(directory)
        return value
    }

    /// Removes the temporary files of earlier writes of `name` into `directory` that a killed writer left (SIGKILL, a
    /// power cut): `.tmp-<name>-XXXXXX` exactly, as this Kuchi makes them (this user's, mode 0600), untouched for a
    /// minute and more, that no living process holds the lock of (``WriterLock``), with what SQLite kept beside it (a
    /// backup's journal, or its log and index while the copy was in WAL mode). A write of the same name by another
    /// Kuchi at this moment holds its lock (an older Kuchi, which takes none, has touched its file within the minute);
    /// a file of that shape another program or the user made (another owner or mode) and other names are never touched.
    /// A companion whose temporary file is gone (an older Kuchi removed only the file) goes under the same conditions.
    static func removeAbandonedTemporaries(in directory: String, for name: String) {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return }
        let now = time(nil)
        let prefix = Array((".tmp-" + name + "-").utf8)
        for entry in entries {
            let owner = WriterLock.companionOwner(entry)
            let bytes = Array((owner ?? entry).utf8)
            // mkstemp's six characters are ASCII letters and digits.
            guard bytes.count == prefix.count + 6, bytes.starts(with: prefix),
                  bytes[prefix.count...].allSatisfy({ (0x30...0x39).contains($0) || (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) })
            else { continue }
            var info = stat()
            let path = directory + "/" + entry
            guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_uid == geteuid(),
                  info.st_mode & 0o7777 == 0o600, now - info.st_mtim.tv_sec >= 60 else { continue }
            if let owner {
                if access(directory + "/" + owner, F_OK) != 0 { unlink(path) }
            } else {
                WriterLock.removeIfAbandoned(path)
            }
        }
    }

    /// A new private temporary file `.tmp-<name>-XXXXXX` in `directory`, locked for as long as it is open
    /// (``WriterLock``), so that one left by a killed writer can be told apart and removed.
    private static func createTemporary(in directory: String, for name: String) throws -> TemporaryFile {
        for _ in 0..<3 {
            var template = Array((directory + "/.tmp-" + name + "-XXXXXX").utf8CString)
            let descriptor = template.withUnsafeMutableBufferPointer { buffer in buffer.baseAddress.map { mkstemp($0) } ?? -1 }
            guard descriptor >= 0 else { throw Failure.system(code: errno, step: .create) }
            let path = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            if WriterLock.claim(descriptor, at: path) { return TemporaryFile(path: path, descriptor: descriptor) }
            // A cleaner took it for abandoned between its creation and the lock: make another.
            close(descriptor)
        }
        throw Failure.system(code: EAGAIN, step: .create)
    }

    /// Makes a new name in `directory` durable (a rename or a link is a change to the folder).
    public static func syncDirectory(_ directory: String) {
        let descriptor = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        fsync(descriptor)
        close(descriptor)
    }
}
