/// Makes challenges: a random word not yet answered this session, plus distinct distractor meanings.
struct ChallengeGenerator {
    private var sampler: WordSampler
    /// How many words the bank held when the session started, counted up to ``countLimit``.
    let wordCount: Int
    /// Every word, for banks small enough that sampling could miss distinct distractors.
    private let smallBank: [Word]?

    /// Banks up to this size are held in memory, so every possible distractor is considered.
    static let smallBankLimit = 64
    /// Words are counted no further than this: enough to know whether the bank is small and whether it
    /// holds a whole session's words (at most 100), without a full scan of a large bank.
    static let countLimit = max(smallBankLimit, QuestionsPerSessionKey.validRange.upperBound) + 1
    /// Draws tried before settling for fewer distractors in a bank of many identical meanings.
    private static let distractorDraws = 256

    /// Creates a generator, or returns `nil` when the bank is empty.
    init?(lookup: any WordLookup) throws {
        let count = try lookup.wordCount(limit: Self.countLimit)
        guard count > 0, let sampler = try WordSampler(lookup: lookup) else { return nil }
        self.sampler = sampler
        wordCount = count
        smallBank = count <= Self.smallBankLimit ? try lookup.allWordIDs().compactMap { try lookup.word(id: $0) } : nil
    }

    /// Draws before a reading challenge settles for another kind, in a bank with few kanji words.
    private static let kanjiWordDraws = 64

    /// A new challenge in `mode` whose word is not in `excluded`, with up to `choiceCount` choices for
    /// multiple choice; `nil` when every word is excluded.
    mutating func next(mode: AnswerMode = .choice, choiceCount: Int, excluding excluded: Set<Int64>,
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
    mutating func challenge(for word: Word, kind: ChallengeKind, choiceCount: Int, in lookup: any WordLookup,
                            using rng: inout some RandomNumberGenerator) throws -> Challenge {
        guard kind == .choice else { return Challenge(word: word, kind: kind, choices: [], correctIndex: 0) }
        var used = Set(word.meanings.map(Self.key))
        var choices = [word.primaryMeaning]
        if let smallBank {
            for candidate in smallBank.shuffled(using: &rng) where choices.count < choiceCount {
                if used.insert(Self.key(candidate.primaryMeaning)).inserted { choices.append(candidate.primaryMeaning) }
            }
        } else {
            for _ in 0..<Self.distractorDraws where choices.count < choiceCount {
                guard let meaning = try sampler.randomPrimaryMeaning(in: lookup, using: &rng) else { break }
                if used.insert(Self.key(meaning)).inserted { choices.append(meaning) }
            }
        }
        choices.shuffle(using: &rng)
        let correctIndex = choices.firstIndex(of: word.primaryMeaning) ?? 0
        return Challenge(word: word, kind: .choice, choices: choices, correctIndex: correctIndex)
    }

    private mutating func pickWord(excluding excluded: Set<Int64>, in lookup: any WordLookup,
                                   using rng: inout some RandomNumberGenerator) throws -> Word? {
        if let smallBank {
            return smallBank.filter { !excluded.contains($0.id) }.randomElement(using: &rng)
        }
        guard excluded.count < wordCount else { return nil }
        while true {
            guard let word = try sampler.randomWord(in: lookup, using: &rng) else { return nil }
            if !excluded.contains(word.id) { return word }
        }
    }

    /// Meanings that differ only in case or spacing count as the same choice.
    private static func key(_ meaning: String) -> String {
        MeaningMatcher.normalize(meaning)
    }
}
