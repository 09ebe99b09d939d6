import Foundation

/// A private temporary folder (mode 0700) for an unpacked collection or a list read from standard input,
/// removed by ``remove()``, when it is
/// released, at exit, and by a signal that ends the process (Ctrl-C, SIGTERM, SIGHUP, SIGQUIT, and a
/// crash: SIGILL, SIGTRAP, SIGABRT, SIGSEGV, SIGBUS, SIGFPE): the signal handler unlinks the files it may
/// hold and the folder, then lets the signal do what it would have done.
final class ScratchFolder {
    /// The folder's path.
    let path: String
    /// The names of the files it may hold: the collection and SQLite's side files, or standard input's copy (and its name while it is made).
    static let names = ["collection", "collection-journal", "collection-wal", "collection-shm", "stdin", "stdin-copy"]
    private var removed = false

    /// Creates a new folder under `base`, by default `$TMPDIR` (or `/tmp`), named `prefix` and six random characters.
    init(base: String? = nil, prefix: String = "kuchi-anki") throws {
        let base = base ?? ProcessInfo.processInfo.environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        var template = Array((base + "/" + prefix + ".XXXXXX").utf8CString)
        guard let made = mkdtemp(&template) else {
            throw AnkiPackageError.scratch(reason: "\(base): \(String(cString: strerror(errno)))")
        }
        path = String(cString: made)
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
        ScratchRegistry.unregister(path)
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
