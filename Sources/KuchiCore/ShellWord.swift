/// Text written into a command a learner can copy and run (`mkdir -p …`, `kuchi restore … FILE`,
/// `kuchi config set answer_mode …`).
public enum ShellWord {
    /// `text` as one shell word: unchanged when it is made of safe characters, else in single quotes.
    public static func quoted(_ text: String) -> String {
        let safe = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789/._-+:=@,%")
        if !text.isEmpty, text.allSatisfy({ safe.contains($0) }) { return text }
        return "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
