/// The longest lines Kuchi acts on, so that no line costs more than a look at each of its bytes and no
/// message repeats a huge line back.
public enum InputLimits {
    /// The longest line a learner may type at a question, in UTF-8 bytes (4 KiB: far beyond any answer).
    public static let answerBytes = 4096
    /// The longest JSON Lines request, in UTF-8 bytes (64 KiB).
    public static let requestBytes = 65536
    /// The most characters of a line a message echoes back.
    public static let echoedCharacters = 80

    /// The start of `text` as a message echoes it: at most ``echoedCharacters`` characters, ending with
    /// "…" when it was cut. Only the start of `text` is looked at.
    public static func echo<Text: StringProtocol>(_ text: Text) -> String {
        let start = text.prefix(echoedCharacters)
        if start.endIndex == text.endIndex { return String(start) }
        return String(text.prefix(echoedCharacters - 1)) + "…"
    }

    /// What is wrong with a line typed at a question, or `nil` when it can be acted on: too long, or
    /// holding a control character (NUL, which C strings and SQLite's text functions cut at, ESC, which starts
    /// a terminal's control sequences, or any other C0 or C1 control but tab), which no answer has and which
    /// would be stored and later exported as typed), or holding U+FFFD, the replacement character a line that
    /// was not UTF-8 is read with (a byte of another encoding: `caf\xE9`), which would be stored as a wrong answer.
    public static func problem(in line: String) -> SessionProblem? {
        if line.utf8.count > answerBytes { return .lineTooLong(start: echo(line), limit: answerBytes) }
        if holdsControlCharacter(line) { return .controlCharacterInLine }
        if line.utf8.contains(0xEF), line.unicodeScalars.contains("\u{FFFD}") { return .notUTF8 }
        return nil
    }

    /// Whether `line` holds a C0 control other than tab, DEL, or a C1 control (U+0080–U+009F), looked at byte by byte.
    static func holdsControlCharacter(_ line: String) -> Bool {
        var afterC2 = false
        for byte in line.utf8 {
            if (byte < 0x20 && byte != 0x09) || byte == 0x7F || (afterC2 && byte < 0xA0) { return true }
            afterC2 = byte == 0xC2
        }
        return false
    }
}
