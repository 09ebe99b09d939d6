/// A noun phrase headed by one of the word's own meanings, with a preposition and a tail the word's own glosses or answer
/// key name (judging round 30, issue 19): "the foot of the mountain" for 麓 "foot (of a mountain or hill)", "the eye of the
/// storm" for 目 "eye (of a storm, needle, etc.)". The head alone is right for the word, and the tail names something the
/// word's own meanings, glosses or key answers name, so the phrase says the word's own sense, not another thing the head
/// makes with a preposition ("head of state", "heart of gold", "cup of tea": nothing of 頭, 心 or カップ names a state, gold
/// or tea).
///
/// The tail must hold a content word (no article, pronoun, stand-in or other small word: "the eye of it all" names
/// nothing) that the head does not repeat ("eye for an eye", "hand to hand" are idioms); the head must be a noun phrase of
/// one to three words, never a verb's "to", a small word ("one of", "all of") or a noun that with its preposition names a
/// quantity, a kind or another sense (``DanglingPreposition/frameNouns``: "a kind of", "a lot of"); and no gloss of the
/// word may say the tail before the head ("tea for black" is 紅茶's "black tea" read backwards).
enum OwnHeadPhrase {
    /// The prepositions that join a head to what it is of, for, on or in.
    static let prepositions: Set<String> = [
        "of", "for", "on", "in", "at", "to", "from", "with", "about", "by", "into", "onto", "under", "over", "between",
        "among", "near", "inside", "behind", "around", "through", "toward", "towards", "against", "within", "during",
        "across", "along", "beside", "beneath", "below", "above",
    ]

    /// The head of `input` as typed ("the foot"), its words singular without an article, and the content words of its
    /// tail, singular ("mountain"), when `input` is a noun phrase, a preposition and more words; `nil` for any other shape.
    static func parts(of input: String) -> (head: String, headWords: Set<String>, tail: [String])? {
        let typed = input.lowercased().split(whereSeparator: \.isWhitespace)
        let words = typed.map { $0.trimmingCharacters(in: .punctuationCharacters) }
        guard (3...8).contains(words.count), !words.contains(where: \.isEmpty),
              let at = words.indices.dropFirst().first(where: { prepositions.contains(words[$0]) }), at < words.count - 1
        else { return nil }
        var head = Array(words[..<at])
        if articles.contains(head[0]) { head.removeFirst() }
        guard (1...3).contains(head.count), let last = head.last, head[0] != "to",
              !head.contains(where: { smallWords.contains($0) || prepositions.contains($0) }),
              !DanglingPreposition.frameNouns.contains(last) else { return nil }
        let headWords = Set(head.map(singular))
        let tail = words[(at + 1)...].map(singular)
        guard !tail.contains(where: headWords.contains) else { return nil }
        let content = tail.filter { word in
            word.utf8.count > 2 && word.allSatisfy(\.isLetter) && !smallWords.contains(word) && !prepositions.contains(word)
        }
        guard !content.isEmpty else { return nil }
        return (typed[..<at].joined(separator: " "), headWords, content)
    }

    /// Whether one of the content words `tail` is a word of `own` (the word's meanings, its own entries' glosses, their notes
    /// included, and its answer key's answers: 目's "eye (of a storm, needle, etc.)" names a storm and a needle), singular
    /// or plural alike; never when one of `glosses` (the word's meanings and glosses) says a tail word just before a head
    /// word (`headWords`): "tea for black" reads 紅茶's "black tea" backwards, a compound no preposition says ("a story for
    /// children" is another rule's). The key's compounds are its own wording of a phrase ("kanji radical": "the radical in
    /// a kanji" is right), so only the dictionary's count.
    static func tailIsOwn(_ tail: [String], headWords: Set<String>, glosses: [String], keyAnswers: [String]) -> Bool {
        func words(_ text: String) -> [String] {
            text.lowercased().split(whereSeparator: { !$0.isLetter }).map { singular(String($0)) }
        }
        var ownWords = Set<String>()
        for gloss in glosses {
            let glossWords = words(gloss)
            if zip(glossWords, glossWords.dropFirst()).contains(where: { tail.contains($0) && headWords.contains($1) }) { return false }
            ownWords.formUnion(glossWords)
        }
        ownWords.formUnion(keyAnswers.flatMap(words))
        return tail.contains(where: ownWords.contains)
    }

    /// `word` singular: an irregular plural's singular ("teeth": tooth), else a plural's (``EnglishSpelling/singular(_:)``).
    private static func singular(_ word: String) -> String {
        EnglishSpelling.irregularSingular(word) ?? EnglishSpelling.singular(word)
    }

    private static let articles: Set<String> = ["a", "an", "the"]

    /// Words that name nothing of their own: articles, possessives, pronouns, stand-ins, quantifiers, conjunctions.
    private static let smallWords: Set<String> = articles.union(QualifiedGloss.possessives).union(MeaningMatcher.placeholders).union([
        "one", "ones", "some", "any", "all", "every", "each", "many", "much", "few", "several", "other", "another", "such",
        "this", "that", "these", "those", "what", "which", "who", "whom", "whose", "where", "when", "how", "why", "and", "or",
        "but", "nor", "not", "no", "i", "me", "you", "he", "him", "she", "we", "us", "they", "thing", "person", "people",
        "others", "somewhere", "something", "someone", "somebody", "anything", "anyone", "everything", "everyone", "etc",
        "be", "is", "are", "was", "were", "been", "being", "have", "has", "had", "do", "does", "did", "very", "more", "most",
        "less", "least", "own", "same", "there", "here", "then", "than", "so", "too", "also", "just", "only", "even",
    ])
}

extension AnswerJudge {
    /// The verdict on `input` as a phrase headed by one of the word's own meanings with a preposition and a tail its own
    /// meanings, glosses or answer key's answers name (``OwnHeadPhrase``): right, with the head's meaning shown, when the head alone is right
    /// (exactly or normalised, never a typo) and the whole is no other meaning in play (`competitors`), no other entry's
    /// gloss and no synonym the answer key refuses for the word; `nil` otherwise.
    static func ownHeadVerdict(_ input: String, word: Word, in dictionary: WordDictionary, known: DictionaryKnowledge,
                               competitors: [String]) -> Verdict? {
        guard let parts = OwnHeadPhrase.parts(of: input),
              OwnHeadPhrase.tailIsOwn(parts.tail, headWords: parts.headWords, glosses: word.answerMeanings + known.glosses,
                                      keyAnswers: known.everydayAnswers),
              !isMeaningInItsOwnRight(input, in: dictionary), !isRefusedSynonym(input, known: known) else { return nil }
        let whole = MeaningMatcher.normalize(input)
        guard !competitors.contains(where: { MeaningMatcher.normalize($0) == whole }) else { return nil }
        var verdict = phrasedMeaningVerdict(parts.head, word: word, in: dictionary, known: known, competitors: competitors)
        guard verdict.judgement == .exact || verdict.judgement == .normalised else { return nil }
        verdict.judgement = .normalised
        verdict.given = input
        return verdict
    }
}
