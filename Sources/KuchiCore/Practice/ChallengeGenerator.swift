import HashTreeCollections

/// Makes challenges: a random word not yet answered this session, plus distinct distractor meanings.
struct ChallengeGenerator {
    private var sampler: WordSampler
    /// The sampler of distractors: the scope's when it holds enough words, else the whole bank's.
    private var distractorSampler: WordSampler
    /// How many words the bank held when the session started, counted up to ``countLimit``.
    let wordCount: Int
    /// Every word, for banks small enough that sampling could miss distinct distractors.
    private let smallBank: [Word]?
    /// The decks of the session's scope, whose meanings its words show (empty: each word's home deck).
    let shownDecks: [String]
    /// The dictionary whose glosses of a word are right answers, and so never its wrong choices.
    var dictionary = WordDictionary.empty

    /// Banks up to this size are held in memory, so every possible distractor is considered.
    static let smallBankLimit = 64
    /// Words are counted no further than this: enough to know whether the bank is small and whether it
    /// holds a whole session's words (at most 100), without a full scan of a large bank.
    static let countLimit = max(smallBankLimit, QuestionsPerSessionKey.validRange.upperBound) + 1
    /// Draws tried before settling for fewer distractors in a bank of many identical meanings.
    private static let distractorDraws = 256

    /// Creates a generator, or returns `nil` when the bank (or the scope) is empty.
    /// - Parameters:
    ///   - scope: the ids of the words to ask (a session's ``WordScope``); `nil` for the whole bank.
    ///   - decks: the scope's decks: a word in one of them shows that deck's meanings.
    init?(lookup: any WordLookup, scope: [Int64]? = nil, decks: [String] = []) throws {
        shownDecks = decks
        let bankCount = try lookup.wordCount(limit: Self.countLimit)
        guard bankCount > 0, let bankSampler = try WordSampler(lookup: lookup) else { return nil }
        guard let scope else {
            sampler = bankSampler
            distractorSampler = bankSampler
            wordCount = bankCount
            smallBank = bankCount <= Self.smallBankLimit ? try lookup.allWordIDs().compactMap { try lookup.word(id: $0, shownFrom: decks) } : nil
            return
        }
        guard let scopeSampler = WordSampler(ids: scope) else { return nil }
        sampler = scopeSampler
        wordCount = min(scope.count, Self.countLimit)
        // Distractors come from the scope when it has enough words to make them varied, else from the bank.
        let scopeHasEnough = scope.count >= Self.scopeDistractorMinimum
        distractorSampler = scopeHasEnough ? scopeSampler : bankSampler
        let small = scopeHasEnough ? scope : (bankCount <= Self.smallBankLimit ? try lookup.allWordIDs() : [])
        smallBank = small.count <= Self.smallBankLimit && !small.isEmpty ? try small.compactMap { try lookup.word(id: $0, shownFrom: decks) } : nil
        pickable = Set(scope)
    }

    /// A scope of at least this many words gives its own distractors.
    static let scopeDistractorMinimum = 16
    /// The words a challenge may ask, when the session has a scope (`smallBank` may hold others, as distractors).
    private var pickable: Set<Int64>?

    /// Draws before a reading challenge settles for another kind, in a bank with few kanji words.
    private static let kanjiWordDraws = 64

    /// A new challenge in `mode` whose word is not in `excluded`, with up to `choiceCount` choices for
    /// multiple choice; `nil` when every word is excluded.
    mutating func next(mode: AnswerMode = .choice, choiceCount: Int, excluding excluded: TreeSet<Int64>,
                       in lookup: any WordLookup, using rng: inout some RandomNumberGenerator) throws -> Challenge? {
        let kind = Self.kind(for: mode, using: &rng)
        guard var word = try pickWord(excluding: excluded, in: lookup, using: &rng) else { return nil }
        if kind == .reading, !word.hasKanji {
            // A kana-only word would show its own answer: look for a kanji word, else ask another way.
            for _ in 0..<Self.kanjiWordDraws {
                guard let candidate = try pickWord(excluding: excluded, in: lookup, using: &rng) else { break }
                word = candidate
                if candidate.hasKanji { break }
            }
            if !word.hasKanji { return Challenge(word: word, kind: mode == .mixed ? .word : .meaning, choices: [], correctIndex: 0) }
        }
        return try challenge(for: word, kind: kind, choiceCount: choiceCount, in: lookup, using: &rng)
    }

    /// The kind of question a session in `mode` asks next (a mixed session draws one of the typed kinds).
    static func kind(for mode: AnswerMode, using rng: inout some RandomNumberGenerator) -> ChallengeKind {
        switch mode {
        case .choice: .choice
        case .meaning: .meaning
        case .reading: .reading
        case .word: .word
        case .flashcard: .flashcard
        case .mixed: [ChallengeKind.meaning, .reading, .word].randomElement(using: &rng) ?? .meaning
        }
    }

    /// A challenge of `kind` about `word`: for multiple choice, with up to `choiceCount` distinct choices.
    mutating func challenge(for asked: Word, kind: ChallengeKind, choiceCount: Int, in lookup: any WordLookup,
                            using rng: inout some RandomNumberGenerator) throws -> Challenge {
        // The dictionary's spellings tell whether a last は is the particle (こんにちは, 今日は: konnichiwa).
        let word = dictionary.withParticleSpellings(asked)
        guard kind == .choice else { return Challenge(word: word, kind: kind, choices: [], correctIndex: 0) }
        // No other deck's meaning of the word, nor a dictionary gloss of it, as a wrong choice.
        var used = Set((word.answerMeanings + dictionary.knowledge(of: word).glosses).map(Self.key))
        var choices = [word.primaryMeaning]
        if let smallBank {
            for candidate in smallBank.shuffled(using: &rng) where choices.count < choiceCount {
                if used.insert(Self.key(candidate.primaryMeaning)).inserted { choices.append(candidate.primaryMeaning) }
            }
        } else {
            for _ in 0..<Self.distractorDraws where choices.count < choiceCount {
                guard let meaning = try distractorSampler.randomPrimaryMeaning(in: lookup, shownFrom: shownDecks, using: &rng) else { break }
                if used.insert(Self.key(meaning)).inserted { choices.append(meaning) }
            }
        }
        choices.shuffle(using: &rng)
        let correctIndex = choices.firstIndex(of: word.primaryMeaning) ?? 0
        return Challenge(word: word, kind: .choice, choices: choices, correctIndex: correctIndex)
    }

    private mutating func pickWord(excluding excluded: TreeSet<Int64>, in lookup: any WordLookup,
                                   using rng: inout some RandomNumberGenerator) throws -> Word? {
        if let smallBank, pickable == nil || smallBank.count == pickable?.count {
            return smallBank.filter { !excluded.contains($0.id) }.randomElement(using: &rng)
        }
        guard excluded.count < wordCount else { return nil }
        while true {
            guard let word = try sampler.randomWord(in: lookup, shownFrom: shownDecks, using: &rng) else { return nil }
            if !excluded.contains(word.id) { return word }
        }
    }

    /// Meanings that differ only in case or spacing count as the same choice.
    private static func key(_ meaning: String) -> String {
        MeaningMatcher.normalize(meaning)
    }
}
