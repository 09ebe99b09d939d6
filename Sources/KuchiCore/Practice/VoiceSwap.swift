/// A verb said in the active voice where the word's gloss is a passive: "to cut" for 切れる "to be cut", "to raise"
/// for 育つ "to be raised". Both lose "to be" when compared, but the active verb names the word's transitive partner
/// (切る, 育てる), no meaning of its own. A word with a gloss saying the verb actively keeps it (当たる "to hit").
enum VoiceSwap {
    /// Whether `input` is the active verb of a passive gloss of `own` (the word's meanings, glosses and key answers:
    /// "to be cut", "to be raised (e.g. child)"), whatever gloss it met: its first word a base form of the gloss's
    /// participle and its other words the gloss's, a stand-in object after them or not; and no gloss of `own` says
    /// that verb in the active voice. A passive typed ("to be cut") is the gloss itself.
    static func saysActiveForPassive(_ input: String, own: [String]) -> Bool {
        guard var typed = activeVerbWords(input) else { return false }
        if typed.count > 1, let last = typed.last, MeaningMatcher.placeholders.contains(last) { typed.removeLast() }
        guard let verb = typed.first else { return false }
        let isPassiveOfTyped = own.contains { gloss in
            guard let passive = passiveWords(gloss), let participle = passive.first else { return false }
            return passive.count == typed.count && PassiveAnswer.baseForms(of: participle).contains(verb)
                && typed.dropFirst().elementsEqual(passive.dropFirst())
        }
        guard isPassiveOfTyped else { return false }
        return !own.contains { gloss in
            guard var active = activeVerbWords(gloss) else { return false }
            if active.count > 1, let last = active.last, MeaningMatcher.placeholders.contains(last) { active.removeLast() }
            return active == typed
        }
    }

    /// The words after "to" of a verb said in the active voice ("to cut": cut; "to hit something": hit something),
    /// notes set aside; `nil` for any other text ("to be cut", "cut", "to get cut").
    static func activeVerbWords(_ text: String) -> [String]? {
        let words = MeaningMatcher.wordForWordWords(text)
        let raw = MeaningMatcher.withoutNotes(text).lowercased().split(whereSeparator: \.isWhitespace)
        guard raw.first == "to", let first = words.first, !["be", "get", "become", "been"].contains(first) else { return nil }
        return words
    }

    /// The participle and the words after it of a passive verb gloss ("to be raised (e.g. child)": raised), `nil` for
    /// a gloss of another shape; a participle must be one (PassiveAnswer's base forms), never an adjective ("to be open").
    static func passiveWords(_ gloss: String) -> [String]? {
        let raw = MeaningMatcher.withoutNotes(gloss).lowercased().split(whereSeparator: \.isWhitespace).map(String.init)
        guard raw.count >= 3, raw[0] == "to", raw[1] == "be" else { return nil }
        let words = Array(MeaningMatcher.wordForWordWords(gloss).dropFirst())
        guard let participle = words.first, !PassiveAnswer.baseForms(of: participle).isEmpty else { return nil }
        return words
    }
}
