/// A state said with "being" before it (judging round 27, issue 19): "being neutral" for 中立 when "neutral" is right,
/// "being secure" for 安全, "being off guard" for 油断. A learner names a state noun's state as the act of being in it.
/// Never a thing or a person: "being friends" is no 友達 and "being a doctor" no 医者, however right "friends" and "a
/// doctor" are; the state must be an adjective's, a participle's or a phrase's that begins with neither an article nor
/// a noun that is no adjective.
enum BeingState {
    /// What `input` says is the state ("being neutral": "neutral"), when it is "being" and a state; `nil` for any other
    /// shape.
    static func state(of input: String, in dictionary: WordDictionary) -> String? {
        let words = input.lowercased().split(whereSeparator: \.isWhitespace).map(String.init)
        guard words.count >= 2, words.count <= 6, words[0] == "being", !notStates.contains(words[1]),
              !dictionary.isPersonNoun(words[1]), !isThingOnly(words[1], in: dictionary) else { return nil }
        return words.dropFirst().joined(separator: " ")
    }

    /// Whether `word` names a thing and is no adjective as well ("friends", "doctor"; not "neutral", "secure").
    private static func isThingOnly(_ word: String, in dictionary: WordDictionary) -> Bool {
        let marks = dictionary.partsOfSpeech(of: word)
        return dictionary.isThingNoun(word) && !marks.contains("a") && !marks.contains("j")
    }

    /// Words after "being" that make no state: an article or a possessive names a thing or a person ("being a member"),
    /// "being human" is a person's nature (人間 is the person), and "being" again is no answer.
    private static let notStates: Set<String> = [
        "a", "an", "the", "my", "your", "his", "her", "its", "our", "their", "one's", "someone's", "being", "human",
    ]
}
