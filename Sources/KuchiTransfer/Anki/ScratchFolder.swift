import Foundation
import KuchiFiles

/// A private temporary folder (mode 0700) for an unpacked collection or a list read from standard input,
/// removed by ``remove()``, when it is
/// released, at exit, and by a signal that ends the process (Ctrl-C, SIGTERM, SIGHUP, SIGQUIT, and a
/// crash: SIGILL, SIGTRAP, SIGABRT, SIGSEGV, SIGBUS, SIGFPE): the signal handler unlinks the files it may
/// hold and the folder, then lets the signal do what it would have done.
///
/// SIGKILL (the OOM killer's, likeliest for a large package) leaves the folder. Its file `owner` is locked
/// (``WriterLock``) for as long as the folder is used, so the next scratch folder made removes those of the
/// same prefix whose lock no living process holds.
final class ScratchFolder {
    /// The folder's path.
    let path: String
    /// The names of the files it may hold: the lock, the collection and SQLite's side files, or standard input's copy
    /// (and its name while it is made).
    static let names = [owner, "collection", "collection-journal", "collection-wal", "collection-shm", "stdin", "stdin-copy"]
    /// The file whose lock says the folder is in use.
    private static let owner = "owner"
    /// The lock file, open (its `flock` held) until the folder is removed.
    private let ownerDescriptor: Int32
    private var removed = false

    /// Creates a new folder under `base`, by default `$TMPDIR` (or `/tmp`), named `prefix` and six random characters,
    /// after removing those of `prefix` that killed processes left there.
    init(base: String? = nil, prefix: String = "kuchi-anki") throws {
        let base = base ?? ProcessInfo.processInfo.environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        Self.removeAbandoned(in: base, prefix: prefix)
        var made: (path: String, owner: Int32)?
        // A cleaner that found the folder before its lock was taken removes it: another is made.
        for _ in 0..<3 where made == nil {
            var template = Array((base + "/" + prefix + ".XXXXXX").utf8CString)
            guard let name = mkdtemp(&template) else {
                throw AnkiPackageError.scratch(reason: "\(base): \(String(cString: strerror(errno)))")
            }
            let folder = String(cString: name), lockPath = folder + "/" + Self.owner
            let descriptor = open(lockPath, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
            if descriptor >= 0, WriterLock.claim(descriptor, at: lockPath) {
                made = (folder, descriptor)
            } else if descriptor >= 0 {
                close(descriptor)
            }
        }
        guard let made else { throw AnkiPackageError.scratch(reason: "\(base): no folder could be kept for this import") }
        (path, ownerDescriptor) = made
        ScratchRegistry.register(path)
    }

    deinit { remove() }

    /// A file inside the folder.
    func file(_ name: String) -> String { path + "/" + name }

    /// Removes the files and the folder.
    func remove() {
        guard !removed else { return }
        removed = true
        for name in Self.names { unlink(file(name)) }
        rmdir(path)
        close(ownerDescriptor)
        ScratchRegistry.unregister(path)
    }

    /// Removes the folders of `base` named `prefix` and six characters, this user's, whose `owner` lock no living process
    /// holds: left by a Kuchi killed with SIGKILL. A folder without that file (a Kuchi of before, or one made this
    /// instant) is left.
    static func removeAbandoned(in base: String, prefix: String) {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: base) else { return }
        for name in entries where name.hasPrefix(prefix + ".") && name.count == prefix.count + 7 {
            let folder = base + "/" + name
            var info = stat()
            guard lstat(folder, &info) == 0, info.st_mode & S_IFMT == S_IFDIR, info.st_uid == geteuid(),
                  WriterLock.removeIfAbandoned(folder + "/" + owner) else { continue }
            for file in names { unlink(folder + "/" + file) }
            rmdir(folder)
        }
    }
}

/// The scratch folders alive, as C strings prepared in advance, for the signal handler.
enum ScratchRegistry {
    private static let lock = NSLock()
    /// Each folder's files and then the folder itself, as paths to unlink and rmdir.
    nonisolated(unsafe) private static var entries: [String: [UnsafeMutablePointer<CChar>]] = [:]
    /// A snapshot the handler reads: a null-terminated array of paths (files first, folders last).
    nonisolated(unsafe) private static var snapshot: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
    nonisolated(unsafe) private static var installed = false

    static func register(_ folder: String) {
        lock.lock()
        defer { lock.unlock() }
        entries[folder] = (ScratchFolder.names.map { folder + "/" + $0 } + [folder]).compactMap { strdup($0) }
        publish()
        if !installed {
            installed = true
            install()
        }
    }

    static func unregister(_ folder: String) {
        lock.lock()
        defer { lock.unlock() }
        let old = entries.removeValue(forKey: folder)
        publish()
        old?.forEach { free($0) }
    }

    private static func publish() {
        let paths = entries.values.flatMap { $0 }
        let array = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(capacity: paths.count + 1)
        for (index, path) in paths.enumerated() { array[index] = path }
        array[paths.count] = nil
        let previous = snapshot
        snapshot = array
        previous?.deallocate()
    }

    /// The signals that end the process: the handler removes the folders first. A signal ignored stays ignored.
    private static let signals = [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGILL, SIGTRAP, SIGABRT, SIGSEGV, SIGBUS, SIGFPE]
    /// The action each signal had before, by signal number, restored by the handler.
    nonisolated(unsafe) private static let previous = UnsafeMutablePointer<sigaction>.allocate(capacity: 65)

    private static func install() {
        atexit { ScratchRegistry.removeAll() }
        for number in signals {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = handler
            sigemptyset(&action.sa_mask)
            guard sigaction(number, nil, previous + Int(number)) == 0 else { continue }
            if unsafeBitCast(previous[Int(number)].__sigaction_handler.sa_handler, to: Int.self) == 1 { continue }   // SIG_IGN
            sigaction(number, &action, nil)
        }
    }

    /// Unlinks the registered files and removes the folders (only async-signal-safe calls).
    private static func removeAll() {
        if let list = ScratchRegistry.snapshot {
            var index = 0
            while let path = list[index] {
                if unlink(path) != 0 { rmdir(path) }
                index += 1
            }
        }
    }

    /// Removes what is registered, then gives the signal back to the action it had (a crash handler, or the
    /// default that ends the process).
    private static let handler: @convention(c) (Int32) -> Void = { signalNumber in
        removeAll()
        sigaction(signalNumber, previous + Int(signalNumber), nil)
        raise(signalNumber)
    }
}
