/// When a session plays a word's sound (a file imported with its Anki note): `:play` plays it in any case.
public enum AudioMode: String, Sendable, CaseIterable, Equatable {
    /// After a lesson and after an answer, when a player is found (the default).
    case auto
    /// After a lesson and after an answer; a missing player is said once.
    case on
    /// Only on `:play`.
    case off
}

/// When sounds play on their own.
public enum AudioModeKey: EnvironmentKey {
    /// When a player is found.
    public static let defaultValue = AudioMode.auto
}

/// The program that plays sounds (`audio_player`): a name looked up on `PATH` or a path; empty for the first of
/// `mpv`, `ffplay`, `paplay` and `aplay` found.
public enum AudioPlayerKey: EnvironmentKey {
    /// Look the player up.
    public static let defaultValue = ""
}

extension EnvironmentValues {
    /// When sounds play on their own (default ``AudioMode/auto``).
    public var audio: AudioMode {
        get { self[AudioModeKey.self] }
        set { self[AudioModeKey.self] = newValue }
    }

    /// The program that plays sounds, empty to look one up (``AudioPlayerKey``).
    public var audioPlayer: String {
        get { self[AudioPlayerKey.self] }
        set { self[AudioPlayerKey.self] = newValue }
    }
}

extension Setting {
    /// When a word's sound plays on its own.
    public static let audio = oneOf(configKey: "audio", environmentVariable: "KUCHI_AUDIO", flag: "--audio", replName: "audio",
                                    keyPath: \.audio)

    /// The program that plays sounds: a name or a path, or `auto` to look one up.
    public static let audioPlayer = Setting(
        configKey: "audio_player", environmentVariable: "KUCHI_AUDIO_PLAYER", flag: "--audio-player", replName: "player",
        expectation: "a program's name or path, such as mpv or /usr/bin/aplay (or auto)",
        store: { text, values in
            if text.isEmpty || text.lowercased() == "auto" {
                values.audioPlayer = ""
                return true
            }
            // One program, no arguments: a name of safe characters, or a path.
            guard text.utf8.count <= 4096, !text.contains(where: { $0.isWhitespace }),
                  text.unicodeScalars.allSatisfy({ $0.value >= 0x20 && $0.value != 0x7F }), !text.hasPrefix("-") else { return false }
            values.audioPlayer = text
            return true
        },
        describe: { $0.audioPlayer.isEmpty ? "auto" : $0.audioPlayer }
    )
}
