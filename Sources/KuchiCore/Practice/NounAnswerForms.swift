/// A verbal noun's one-word answer said as its gerund: "talking" for 会話, whose answer key says "talk" (Xする is "to do X").
enum NounAnswerForms {
    /// The one-word answer of `answers` (glosses or key answers of a verbal noun) whose gerund `input` is: "talking" for
    /// "talk", "chatting" for "chat". Short words too, unlike ``ActionNoun``'s nouns of a verb: the answer is the word's
    /// own, not a noun the verb is guessed from. Never an adjective ("calming" is no のんびり "calm"), nor a thing's noun, whose gerund names another act ("loafing" is no
    /// パン "loaf"), nor a gerund that is a gloss in its own right ("wording" for 一言 "a word", "dealing" for 契約 "deal").
    static func gerund(_ input: String, of answers: [String], in dictionary: WordDictionary) -> String? {
        let typed = MeaningMatcher.words(of: input)
        guard typed.hasSuffix("ing"), typed.allSatisfy({ $0.isASCII && $0.isLetter }), !dictionary.isGloss(typed) else { return nil }
        let verbs = Set(gerundStems(typed))
        return answers.first { answer in
            let said = MeaningMatcher.words(of: answer)
            return !said.contains(" ") && !answer.lowercased().hasPrefix("to ") && verbs.contains(said) && !dictionary.isThingNoun(said)
                && !isAdjective(said, in: dictionary)
        }
    }

    /// Whether WordNet lists `word` as an adjective (``WordDictionary/partsOfSpeech(of:)``).
    private static func isAdjective(_ word: String, in dictionary: WordDictionary) -> Bool {
        let marks = dictionary.partsOfSpeech(of: word)
        return marks.contains("a") || marks.contains("j")
    }

    /// The verbs a gerund may be of, however short: talking: talk, making: make, chatting: chat.
    private static func gerundStems(_ word: String) -> [String] {
        let stem = String(word.dropLast(3))
        guard stem.count >= 2 else { return [] }
        var stems = [stem, stem + "e"]
        if let last = stem.last, stem.dropLast().last == last { stems.append(String(stem.dropLast())) }
        return stems
    }
}
