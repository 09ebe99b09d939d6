import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Starts programs with `posix_spawn`: the one way Kuchi starts a child process (the REPL's sound player, and the
/// tests, simulations and benchmarks).
///
/// Not `Foundation.Process`: on Linux, `Process.run()` of Swift 6.3.1 reads past a buffer when it lists
/// `/proc/self/fd`, and crashed a whole test run about once in many hundred launches (swift-corelibs-foundation pull
/// request 5472, fixed after this toolchain).
public enum Spawn {
    /// A child that could not be started, or waited for.
    public struct Failure: Error, CustomStringConvertible {
        /// What went wrong.
        public var description: String

        /// A failure saying `description`.
        public init(description: String) {
            self.description = description
        }
    }

    /// Starts `arguments` (the first an executable's path) with exactly `environment`, the given descriptors as standard
    /// input, output and error (`nil`: this process's own), an empty signal mask and default signal actions (test threads
    /// block signals, and children would inherit that), and every other descriptor closed; in `folder` when given
    /// (glibc's `posix_spawn_file_actions_addchdir_np`); in a process group of its own with `ownGroup` (a player the
    /// terminal's Ctrl-C must not reach). Returns the child's process id, for ``wait(_:)`` or ``poll(_:)``.
    public static func start(_ arguments: [String], environment: [String: String], stdin: Int32?, stdout: Int32?, stderr: Int32?,
                             folder: String? = nil, ownGroup: Bool = false) throws -> pid_t {
        guard let executable = arguments.first else { throw Failure(description: "nothing to run") }
        var actions = posix_spawn_file_actions_t()
        var attributes = posix_spawnattr_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for (descriptor, target) in [(stdin, Int32(0)), (stdout, 1), (stderr, 2)] {
            if let descriptor { posix_spawn_file_actions_adddup2(&actions, descriptor, target) }
        }
        typealias AddCloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
        if let symbol = dlsym(dlopen(nil, RTLD_NOW), "posix_spawn_file_actions_addclosefrom_np") {
            _ = unsafeBitCast(symbol, to: AddCloseFrom.self)(&actions, 3)
        }
        if let folder {
            typealias AddChdir = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, UnsafePointer<CChar>) -> Int32
            guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "posix_spawn_file_actions_addchdir_np") else {
                throw Failure(description: "cannot run \(executable) in \(folder): no posix_spawn_file_actions_addchdir_np")
            }
            _ = folder.withCString { unsafeBitCast(symbol, to: AddChdir.self)(&actions, $0) }
        }
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t(), allSignals = sigset_t()
        sigemptyset(&noSignals)
        sigfillset(&allSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setsigdefault(&attributes, &allSignals)
        if ownGroup { posix_spawnattr_setpgroup(&attributes, 0) }
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF | (ownGroup ? POSIX_SPAWN_SETPGROUP : 0)))
        let argv = arguments.map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var pid = pid_t()
        let result = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
        guard result == 0 else { throw Failure(description: "cannot run \(executable): \(String(cString: strerror(result)))") }
        return pid
    }

    /// The exit status of a wait status, as a shell gives it: the code, or 128 + the signal number.
    public static func exitStatus(_ status: Int32) -> Int32 {
        status & 0x7f == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
    }

    /// Waits for `pid` and reaps it; returns its exit status (``exitStatus(_:)``).
    public static func wait(_ pid: pid_t) throws -> Int32 {
        exitStatus(try waitStatus(pid))
    }

    /// Waits for `pid` and reaps it; returns its raw wait status.
    static func waitStatus(_ pid: pid_t) throws -> Int32 {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 {
            guard errno == EINTR else { throw Failure(description: "waitpid failed: \(String(cString: strerror(errno)))") }
        }
        return status
    }

    /// The exit status of `pid` if it has exited (then reaped), without waiting.
    public static func poll(_ pid: pid_t) -> Int32? {
        var status: Int32 = 0
        return waitpid(pid, &status, WNOHANG) == pid ? exitStatus(status) : nil
    }
}
