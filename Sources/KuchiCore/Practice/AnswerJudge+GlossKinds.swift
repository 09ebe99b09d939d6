import Foundation

/// A gloss said with more words around it: a person's definition, a stand-in for the object, two glosses combined,
/// a kind of a noun gloss ("public park"), and the words that name no kind.
extension AnswerJudge {
    /// The gloss or key answer `input` names as a person's definition (``PersonDefinition``), said word for word: no
    /// synonym or kind of it, and a noun whose first WordNet sense is a person's ("someone who heats" is no 暖房 "heater").
    /// Not for a word written in katakana alone or naming a machine (機, 器): WordNet's first "printer" prints by trade, and
    /// プリンター is the machine.
    static func personGloss(_ input: String, word: Word, known: DictionaryKnowledge, in dictionary: WordDictionary) -> String? {
        func isPerson(_ noun: String) -> Bool { noun.split(separator: " ").last.map { dictionary.isPersonNoun(String($0)) } ?? false }
        let nounGlosses = (word.answerMeanings + known.glosses).filter { !$0.lowercased().hasPrefix("to ") }
        // "Someone junior to you": a noun gloss of a noun (never an adjective's: "someone close to you" is no 近い).
        if let relation = PersonDefinition.relation(of: input), isPerson(relation), !known.isAdjectivalNoun, !word.text.hasSuffix("い") {
            let match = MeaningMatcher.match(relation, glosses: nounGlosses, forgivingTypos: false)
            return match.judgement == .wrong ? nil : match.gloss
        }
        let nouns = PersonDefinition.nouns(of: input)
        guard !nouns.isEmpty, word.hasKanji, !word.text.hasSuffix("機"), !word.text.hasSuffix("器") else { return nil }
        for noun in nouns where isPerson(noun) {
            let match = MeaningMatcher.match(noun, glosses: nounGlosses, forgivingTypos: false)
            if match.judgement != .wrong { return match.gloss }
            if MeaningMatcher.saysWordForWord(noun, in: known.everydayKeys) { return word.primaryMeaning }
        }
        return nil
    }

    /// The verb gloss `input` says with a stand-in for the verb's object after it ("visit someone", "to deliver something":
    /// "to visit", "to deliver"), for a word that is no intransitive verb only: "to stop something" says 止める, never 止む
    /// (the caller weighs that). A stand-in after a preposition is the gloss's own shape (``MeaningMatcher/plainerKeys(of:)``).
    static func objectStandInLeftOut(_ input: String, among glosses: [String]) -> String? {
        let words = MeaningMatcher.normalize(input).split(separator: " ").map(String.init)
        guard words.count >= 2, let last = words.last, MeaningMatcher.placeholders.contains(last),
              !MeaningMatcher.prepositions.contains(words[words.count - 2]) else { return nil }
        let verb = words.dropLast().joined(separator: " ")
        return glosses.first { $0.lowercased().hasPrefix("to ") && MeaningMatcher.normalizedGloss($0) == verb }
    }

    /// The noun gloss whose last word `input` ends with, when the words before it are another gloss of the
    /// word, and `input` is no meaning in its own right: "rural community" for 農村 ("agricultural community",
    /// "rural"), "rural village" ("farm village"). Verbs' glosses are never combined.
    static func combined(_ input: String, glosses: [String], in dictionary: WordDictionary) -> String? {
        let typed = MeaningMatcher.normalize(input).split(separator: " ").map(String.init)
        guard (2...3).contains(typed.count), !dictionary.isGloss(input) else { return nil }
        let nouns = glosses.filter { !$0.lowercased().hasPrefix("to ") }.map { ($0, MeaningMatcher.normalizedGloss($0)) }
        let modifier = typed.dropLast().joined(separator: " ")
        guard nouns.contains(where: { $0.1 == modifier }) else { return nil }
        return nouns.first { _, normalised in
            let words = normalised.split(separator: " ")
            return words.count > 1 && words.last.map(String.init) == typed.last && normalised != modifier
        }?.0
    }

    /// The noun gloss that `input` names with a word or two before it ("public park", "cold water", "little
    /// girl"), when `input` is no meaning in its own right: "hot water" is お湯's, so never 水's. A verb with the
    /// noun as its object ("to eat money", "to walk a dog") names no kind of it, nor does WordNet's name of a sense of
    /// the gloss English seldom uses ("hot dog" for "dog", ``WordDictionary/namesOtherSense(_:of:)``), nor a synonym the
    /// thesaurus gives the gloss in a sense the word's `synonyms` leave out (冷たい "cold (to the touch)" beside "chilly":
    /// "common cold" is the illness's synonym, no kind of cold).
    static func narrowed(_ input: String, glosses: [String], in dictionary: WordDictionary,
                         synonyms: (String) -> [String]) -> String? {
        let typed = MeaningMatcher.normalize(input).split(separator: " ")
        // A clause names no kind: "someone who marks" is no 目印 "mark" (judging round 14).
        guard typed.count > 1, typed.first != "not", !typed.contains(where: { clauseWords.contains(String($0)) }), !dictionary.isGloss(input),
              input.split(whereSeparator: \.isWhitespace).first?.lowercased() != "to" else { return nil }
        return glosses.first { gloss in
            guard !gloss.lowercased().hasPrefix("to ") else { return false }
            let words = MeaningMatcher.normalizedGloss(gloss).split(separator: " ")
            guard !words.isEmpty, (1...2).contains(typed.count - words.count), typed.suffix(words.count).elementsEqual(words),
                  !dictionary.namesOtherSense(input, of: gloss) else { return false }
            // A preposition or pointing word has no kinds: "shortly before" is no 以前 "before" (judging round 25).
            guard words.count > 1 || !countingWords.contains(String(words[0])) else { return false }
            // The noun said twice makes an idiom of a phrase: "eye for an eye", "day by day", "hand in hand" (judging round 16).
            guard let head = words.last, !typed.dropLast(words.count).contains(head) else { return false }
            let keys = synonymKeys(of: input)
            func holds(_ list: [String]) -> Bool { list.contains { keys.contains(MeaningMatcher.compact($0)) } }
            return !holds(dictionary.synonyms(of: gloss)) || holds(synonyms(gloss))
        }
    }

    /// The noun gloss one of whose one-word synonyms `input` names with one word before it ("work trip" for 出張's
    /// "tour", whose synonym is "trip"), when `input` is no meaning in its own right, as ``narrowed(_:glosses:in:)``
    /// takes the gloss itself. A word that counts, points or negates changes what is named ("8 days" is no "seventh
    /// day", "next week" no "week", "not easy" no "easy"), and a preposition makes no compound: never such a modifier
    /// (``countingWords``).
    /// A synonym the answer key refuses for the word (`refused`, compact) is none.
    static func narrowedSynonym(_ input: String, glosses: [String], in dictionary: WordDictionary, refused: Set<String>,
                                synonyms: (String) -> [String]) -> String? {
        let typed = MeaningMatcher.normalize(input).split(separator: " ")
        guard typed.count == 2, let modifier = typed.first, !modifier.contains(where: \.isNumber),
              !countingWords.contains(String(modifier)), !dictionary.isGloss(input),
              input.split(whereSeparator: \.isWhitespace).first?.lowercased() != "to", let head = typed.last else { return nil }
        // A synonym is normalised only when it begins as the typed word does: a word of many glosses has hundreds.
        let initial = head.utf8.first
        return glosses.first { gloss in
            !gloss.lowercased().hasPrefix("to ") && synonyms(gloss).contains {
                $0.utf8.first == initial && !$0.contains(" ") && MeaningMatcher.normalize($0) == head
                    && !refused.contains(MeaningMatcher.compact($0)) && !dictionary.namesOtherSense(input, of: $0)
            }
        }
    }

    /// Words that begin a clause or stand for a person or thing: never part of a kind's name.
    static let clauseWords: Set<String> = ["who", "whom", "whose", "which", "someone", "somebody", "something"]

    /// Words before a noun that count, point or negate (as `scripts/update-thesaurus.py` sets them apart), and words
    /// that join rather than modify.
    static let countingWords: Set<String> = [
        "this", "that", "these", "those", "next", "last", "every", "each", "one", "two", "three", "four", "five", "six",
        "seven", "eight", "nine", "ten", "all", "some", "any", "no", "how", "what", "which", "where", "who", "very", "not",
        "previous", "following", "other", "another", "same", "own", "first", "second", "third", "half", "many", "few",
        // A preposition makes no compound: "before then" is no "then".
        "since", "before", "after", "until", "till", "from", "in", "on", "at", "by", "with", "without", "for", "of", "to",
        "into", "onto", "over", "under", "about", "than", "and", "or", "but",
    ]
}
