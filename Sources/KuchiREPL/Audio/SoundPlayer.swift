import Foundation
import KuchiCore
import KuchiSpawn
import KuchiTerminal

/// Something that plays a sound file without waiting for it: the REPL hands it each sound to play.
public protocol SoundPlaying: AnyObject {
    /// The program that plays, for messages; `nil` when none was found.
    var programName: String? { get }
    /// Starts playing the file at `path`; returns whether the player was started. Never waits for it.
    func play(_ path: String) -> Bool
}

/// Plays sounds through an external program: the `audio_player` setting, else the first of `mpv`, `ffplay`,
/// `paplay` and `aplay` found on `PATH`.
///
/// Each sound is its own process, spawned detached (its own process group, standard input, output and error on
/// `/dev/null`): playing never blocks input nor writes on the terminal. Finished players are reaped at the
/// next sound and when this value goes away.
public final class SoundPlayer: SoundPlaying {
    /// The players looked for, in order, with the options that make them play one file quietly and exit.
    public static let knownPlayers: [(name: String, options: [String])] = [
        ("mpv", ["--no-video", "--really-quiet", "--no-terminal"]),
        ("ffplay", ["-nodisp", "-autoexit", "-loglevel", "quiet"]),
        ("paplay", []),
        ("aplay", ["-q"]),
    ]

    /// The player's path, and the options before the file.
    private let program: (path: String, options: [String])?
    /// Players started and not yet reaped.
    private var running: [pid_t] = []

    /// The player `configured` names (a name found on `PATH`, or a path; empty to look for a known one), looked up
    /// in `environment`'s `PATH`.
    public init(configured: String, environment: [String: String]) {
        let path = environment["PATH"] ?? "/usr/bin:/bin"
        if configured.isEmpty {
            program = Self.knownPlayers.lazy.compactMap { player in
                Self.find(player.name, path: path).map { ($0, player.options) }
            }.first
        } else {
            let name = (configured as NSString).lastPathComponent
            let options = Self.knownPlayers.first { $0.name == name }?.options ?? []
            program = Self.find(configured, path: path).map { ($0, options) }
        }
    }

    deinit { reap() }

    public var programName: String? { program.map { ($0.path as NSString).lastPathComponent } }

    public func play(_ file: String) -> Bool {
        reap()
        guard let program else { return false }
        // Its own process group: Ctrl-C at the prompt is the REPL's, and the terminal is never the player's.
        let null = open("/dev/null", O_RDWR)
        guard null >= 0 else { return false }
        defer { close(null) }
        guard let pid = try? Spawn.start([program.path] + program.options + [file], environment: ProcessInfo.processInfo.environment,
                                         stdin: null, stdout: null, stderr: null, ownGroup: true) else { return false }
        running.append(pid)
        return true
    }

    /// Collects the players that have finished, without waiting for the others.
    private func reap() {
        running.removeAll { pid in
            var status: Int32 = 0
            let result = waitpid(pid, &status, WNOHANG)
            return result == pid || (result < 0 && errno == ECHILD)
        }
    }

    /// The executable `name` names: itself when it holds a `/`, else the first in `path`'s folders.
    static func find(_ name: String, path: String) -> String? {
        if name.contains("/") { return FileManager.default.isExecutableFile(atPath: name) ? name : nil }
        for folder in path.split(separator: ":") where !folder.isEmpty {
            let candidate = "\(folder)/\(name)"
            var status = stat()
            if stat(candidate, &status) == 0, status.st_mode & S_IFMT == S_IFREG, access(candidate, X_OK) == 0 { return candidate }
        }
        return nil
    }
}

/// The sounds of a session's words: where their files are, what plays them, and when (``EnvironmentValues/audio``).
public final class WordSounds {
    /// The bank's media folder.
    public let folder: String
    /// The player for an `audio_player` setting (empty: look one up).
    private let makePlayer: (String) -> any SoundPlaying
    /// The player made last, and the setting it was made for (`:set player` changes it).
    private var current: (setting: String, player: any SoundPlaying)?
    /// Whether `audio = on` has said once that no player was found.
    private var saidNoPlayer = false

    /// Sounds of words whose files are in `folder`, played by the player `makePlayer` gives for the `audio_player` setting.
    public init(folder: String, makePlayer: @escaping (String) -> any SoundPlaying) {
        self.folder = folder
        self.makePlayer = makePlayer
    }

    private func player(for settings: EnvironmentValues) -> any SoundPlaying {
        if let current, current.setting == settings.audioPlayer { return current.player }
        let player = makePlayer(settings.audioPlayer)
        current = (settings.audioPlayer, player)
        return player
    }

    /// The path of `word`'s sound file, `nil` when it has none.
    public func path(of word: Word) -> String? {
        word.audio.map { folder + "/" + $0 }
    }

    /// Plays `word`'s sound on its own (after a lesson or an answer) as `mode` says; returns a line to show, if any
    /// (`audio = on` without a player, said once).
    func playOnItsOwn(_ word: Word, settings: EnvironmentValues) -> String? {
        guard settings.audio != .off, let file = path(of: word) else { return nil }
        if player(for: settings).play(file) { return nil }
        guard settings.audio == .on, !saidNoPlayer else { return nil }
        saidNoPlayer = true
        return Self.noPlayer
    }

    /// Plays `word`'s sound for `:play`; returns the line to show.
    func playAsked(_ word: Word, settings: EnvironmentValues) -> String {
        guard let file = path(of: word) else { return "This word has no sound." }
        let player = player(for: settings)
        guard player.play(file) else { return Self.noPlayer }
        return "♪ \(SafeText.singleLine(word.text)) (\(SafeText.singleLine(player.programName ?? "player")))"
    }

    static let noPlayer = "No sound player found: install mpv, ffplay, paplay or aplay, or name one with audio_player in config.toml."
}
