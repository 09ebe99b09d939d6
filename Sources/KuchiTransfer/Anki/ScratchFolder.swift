import Foundation

/// A private temporary folder (mode 0700) for an unpacked collection, removed by ``remove()``, when it is
/// released, and by Ctrl-C (SIGINT) or SIGTERM: the signal handler unlinks the files it may hold and the
/// folder, then lets the signal end the process as it would have.
final class ScratchFolder {
    /// The folder's path.
    let path: String
    /// The names of the files it may hold: the collection and SQLite's side files.
    static let names = ["collection", "collection-journal", "collection-wal", "collection-shm"]
    private var removed = false

    /// Creates a new folder under `base`, by default `$TMPDIR` (or `/tmp`).
    init(base: String? = nil) throws {
        let base = base ?? ProcessInfo.processInfo.environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        var template = Array((base + "/kuchi-anki.XXXXXX").utf8CString)
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
            signal(SIGINT, handler)
            signal(SIGTERM, handler)
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

    /// Unlinks and removes what is registered (only async-signal-safe calls), then re-raises the signal.
    private static let handler: @convention(c) (Int32) -> Void = { signalNumber in
        if let list = ScratchRegistry.snapshot {
            var index = 0
            while let path = list[index] {
                if unlink(path) != 0 { rmdir(path) }
                index += 1
            }
        }
        signal(signalNumber, SIG_DFL)
        raise(signalNumber)
    }
}
