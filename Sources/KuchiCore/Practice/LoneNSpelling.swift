/// A line right only by reading a lone n before a vowel as ん (`kinen` for 禁煙 きんえん), whose reading as typed (the n
/// starting a syllable of the n row: きねん) is another word of the bank's (記念). A teacher hears きねん: the learner
/// may have taken 禁煙 for 記念. So the line is neither judged nor counted; the learner is told how each is typed and
/// types it again (``ChallengesViewModel``). Where no other word reads so (`genin` for 原因), the lone n stays ん.
public struct LoneNSpelling: Equatable, Sendable {
    /// What was typed (its spaces tidied).
    public var typed: String
    /// The kana the line reads as typed (きねん).
    public var asTyped: String
    /// The other word of the bank read so (記念).
    public var otherWord: String
    /// The reading of the word asked that the lone n reached (きんえん).
    public var meant: String

    /// `typed`, read `asTyped` as `otherWord` is, and right as `meant` only with its lone n read as ん.
    public init(typed: String, asTyped: String, otherWord: String, meant: String) {
        self.typed = typed
        self.asTyped = asTyped
        self.otherWord = otherWord
        self.meant = meant
    }

    /// The romaji that types `meant` unmistakably: Kuchi's own (`kin'en`), and with nn as an input method takes it
    /// (`kinnen`).
    public var spellings: [String] {
        let shown = Romaji.fromKana(meant)
        let doubled = shown.replacingOccurrences(of: "n'", with: "nn")
        return doubled == shown ? [shown] : [shown, doubled]
    }

    /// "“kinen” reads きねん (記念); for きんえん, type kin'en or kinnen." (`quoted` shows a text as the front end shows it,
    /// made safe and short; `plain` shows a word or reading made safe.)
    public func sentence(quoted: (String) -> String, plain: (String) -> String) -> String {
        let other = otherWord == asTyped ? "" : " (\(plain(otherWord)))"
        return "\(quoted(typed)) reads \(plain(asTyped))\(other); for \(plain(meant)), type \(spellings.map(plain).joined(separator: " or "))."
    }
}
