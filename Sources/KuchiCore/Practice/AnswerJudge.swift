import Foundation

/// How an answer was judged; stored with every answer.
public enum Judgement: String, Sendable, Equatable, CaseIterable {
    /// Exactly an accepted answer (or the right choice).
    case exact
    /// An accepted answer once case, width, script, romaji, articles and notes are set aside.
    case normalised
    /// An English meaning with a small typo, accepted with the right spelling shown.
    case typo
    /// Not an accepted answer.
    case wrong
    /// Judged wrong, then accepted by the learner (`:accept`: "I was right").
    case accepted
    /// Not an answer: the word shown whole in a lesson (Enter), its card's first exposure, graded Again
    /// as FSRS grades a word not yet known. Neither right nor a wrong try, and never scored.
    case taught

    /// Whether the answer counts as correct.
    public var isCorrect: Bool { self != .wrong }
}

/// The judge's decision on one typed line.
public struct Verdict: Equatable, Sendable {
    /// How the line was judged.
    public var judgement: Judgement
    /// The accepted answer the line matched, or the main accepted answer when it matched none.
    public var expected: String
    /// What to record as given: the text typed, or the meaning chosen by its number.
    public var given: String
    /// Every accepted answer, to show after a wrong typed answer.
    public var accepted: [String]
    /// The kana that typed romaji became, when the challenge asks for Japanese.
    public var typedKana: String?
    /// The line answers the other question (the reading when the meaning was asked, or the reverse):
    /// not counted, the learner is told what was asked.
    public var answersOtherQuestion = false
    /// Another word with the meaning asked for, which the line named instead of the challenge's word: a word of the
    /// bank (みっつ for "three" when 三 was meant) or of the dictionary (ともに for 一緒 "together"): counted as correct.
    public var synonym: SynonymWord?
    /// The 1-based number of the choice the line picked, when it was a choice number: ``given`` is then
    /// that choice's text, not words the learner typed.
    public var choiceNumber: Int?
    /// Whether the line held a control character (a tab) among its words, which ``given`` shows as a space:
    /// such a line is judged as typed but never kept as an accepted answer (``AcceptedAnswerText``).
    public var typedControls = false
    /// For a wrong answer at a word question: the written form the line spelt with some of its kanji in kana of
    /// the word's reading (土よう日 for 土曜日, ``PartialKanaSpelling``), to say so.
    public var partlyInKana: String?
    /// For a wrong meaning: a slip refused only because another meaning in play is as close ("blak": black or
    /// blank?); the session asks the learner to type it again instead of grading it.
    public var slip: AmbiguousSlip?
    /// The wrong choice picked, or the wrong text typed, was given before at this question (not a new try).
    public var pickedBefore = false
    /// For a right answer only by reading a lone n before a vowel or y as ん (`kinen` for きんえん): the kana the line
    /// reads as typed (きねん), which a session checks against its bank's other words (``spellsOtherWord``).
    public var loneNKana: String?
    /// Set by a session where ``loneNKana`` is another word of its bank's reading (記念 きねん): the line is then
    /// neither judged nor counted, and the learner is told how to type each (``LoneNSpelling``).
    public var spellsOtherWord: LoneNSpelling?
}

/// Decides whether a typed line answers a challenge.
public enum AnswerJudge {
    /// The outcome of reading a line for a challenge.
    public enum Reading: Equatable, Sendable {
        /// Nothing was typed.
        case empty
        /// A number that names none of the choices.
        case outOfRange(choices: Int)
        /// Romaji that does not convert completely into kana ("okirru", "nekoz"): the kana it became.
        case unreadableRomaji(kana: String)
        /// An answer, with its verdict.
        case answer(Verdict)
    }

    /// Judges `input` for `challenge`; `competitors` are the other meanings in play this session.
    ///
    /// `sameWritten` are other words of the bank written as the challenge's word (``WordLookup/words(withText:limit:)``):
    /// at a reading question, the reading of any of them that shares a meaning the question shows counts
    /// too (``acceptedReadings(for:sameWritten:dictionary:known:)``). What `dictionary` knows of the word counts as well
    /// (``WordDictionary/knowledge(of:)``: its glosses, spellings and readings), and so do the thesaurus's
    /// synonyms of its meanings.
    public static func judge(_ input: String, for challenge: Challenge, competitors: [String] = [],
                             sameWritten: [Word] = [], dictionary: WordDictionary = .empty) -> Reading {
        let reading = judgeLine(input, for: challenge, competitors: competitors, sameWritten: sameWritten, dictionary: dictionary)
        guard case var .answer(verdict) = reading,
              input.trimmingCharacters(in: .whitespacesAndNewlines).unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
        else { return reading }
        verdict.typedControls = true
        return .answer(verdict)
    }

    /// ``judge(_:for:competitors:sameWritten:dictionary:)`` of the line with its white space collapsed.
    private static func judgeLine(_ input: String, for challenge: Challenge, competitors: [String],
                                  sameWritten: [Word], dictionary: WordDictionary) -> Reading {
        let trimmed = input.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        if trimmed.isEmpty { return .empty }
        return judgingWithoutTrailingPunctuation(trimmed, for: challenge) { line in
            judgeTrimmed(line, for: challenge, competitors: competitors, sameWritten: sameWritten, dictionary: dictionary)
        }
    }

    /// ``judgeLine(_:for:competitors:sameWritten:dictionary:)`` of a line trimmed, not empty.
    private static func judgeTrimmed(_ trimmed: String, for challenge: Challenge, competitors: [String],
                                     sameWritten: [Word], dictionary: WordDictionary) -> Reading {
        let asksJapanese = challenge.kind == .reading || challenge.kind == .word
        if let own = learnersAnswer(trimmed, of: challenge.word, asksJapanese: asksJapanese) {
            let expected = challenge.kind == .choice ? challenge.correctChoice : own
            let kana = asksJapanese && ReadingMatcher.isRomaji(trimmed) && !ReadingMatcher.isRomaji(own) ? own : nil
            return .answer(listingExpected(Verdict(judgement: .normalised, expected: expected, given: trimmed, accepted: [own],
                                                   typedKana: kana)))
        }
        let word = challenge.word
        let known = dictionary.knowledge(of: word)
        if asksJapanese, ReadingMatcher.isRomaji(trimmed), !Romaji.isComplete(trimmed.lowercased()),
           !Romaji.isComplete(ReadingMatcher.longOSpelling(trimmed)),
           !word.writtenForms.contains(trimmed), MeaningMatcher.match(trimmed, glosses: word.answerMeanings).judgement == .wrong {
            return .unreadableRomaji(kana: ReadingMatcher.kana(from: trimmed).first ?? trimmed)
        }
        switch challenge.kind {
        case .choice:
            if let number = Int(trimmed) {
                guard challenge.choices.indices.contains(number - 1) else { return .outOfRange(choices: challenge.choices.count) }
                let chosen = challenge.choices[number - 1]
                return .answer(Verdict(judgement: number - 1 == challenge.correctIndex ? .exact : .wrong,
                                       expected: challenge.correctChoice, given: chosen, accepted: [challenge.correctChoice],
                                       choiceNumber: number))
            }
            // Another choice typed out is that choice picked: wrong, as its number is (a synonym the thesaurus
            // gives the word, "card" for 案's "bill", never makes a wrong choice right).
            let typedKey = MeaningMatcher.normalize(trimmed)
            if MeaningMatcher.normalize(challenge.correctChoice) != typedKey,
               let index = challenge.choices.indices.first(where: { $0 != challenge.correctIndex && MeaningMatcher.normalize(challenge.choices[$0]) == typedKey }) {
                return .answer(Verdict(judgement: .wrong, expected: challenge.correctChoice, given: challenge.choices[index],
                                       accepted: [challenge.correctChoice], choiceNumber: index + 1))
            }
            let others = challenge.choices.filter { $0 != challenge.correctChoice } + competitors
            return .answer(otherQuestionNoted(phrasedMeaningVerdict(trimmed, word: word, in: dictionary, known: known, competitors: others), trimmed, word,
                                              known: known, dictionary: dictionary))
        case .meaning, .flashcard:   // a flashcard is graded, not judged; judged as a meaning if asked
            return .answer(otherQuestionNoted(phrasedMeaningVerdict(trimmed, word: word, in: dictionary, known: known, competitors: competitors),
                                              trimmed, word, known: known, dictionary: dictionary))
        case .reading:
            let readings = unique(acceptedReadings(for: word, sameWritten: sameWritten, dictionary: dictionary, known: known) + known.readings)
            let all = unique(readings + known.variantReadings)
            var verdict = japaneseVerdict(trimmed, accepted: all, exactForms: all, said: particleSaid(all, of: word, known: known))
            if !verdict.judgement.isCorrect, let whole = alternativesVerdict(trimmed, accepted: all) { verdict = whole }
            verdict.accepted = readings.contains(verdict.expected) || !verdict.judgement.isCorrect ? readings : readings + [verdict.expected]
            if !verdict.judgement.isCorrect, MeaningMatcher.match(trimmed, glosses: word.answerMeanings).judgement != .wrong
                || isChoiceNumber(trimmed) {
                verdict.answersOtherQuestion = true
            }
            return .answer(verdict)
        case .word:
            let readings = SuruReading.addingNounReadings(word.readings, writtenForms: word.writtenForms)
            let forms = unique(word.writtenForms + word.otherWrittenForms + readings + known.spellings + known.readings
                               + known.variantReadings)
            var verdict = japaneseVerdict(trimmed, accepted: forms, exactForms: forms, said: particleSaid(forms, of: word, known: known))
            if !verdict.judgement.isCorrect, let whole = alternativesVerdict(trimmed, accepted: forms) { verdict = whole }
            if !verdict.judgement.isCorrect, let spelling = okuriganaSpelling(trimmed, of: word, known: known, in: dictionary) {
                verdict.judgement = .normalised
                verdict.expected = spelling
            }
            if !verdict.judgement.isCorrect, let other = dictionaryWord(trimmed, meaning: word.promptedMeanings, in: dictionary) {
                verdict.judgement = .normalised
                verdict.expected = other.written
                verdict.synonym = SynonymWord(text: other.entry.form, reading: other.entry.reading)
                if ReadingMatcher.isRomaji(trimmed) { verdict.typedKana = other.written }
            }
            // The English shown, typed back: the question asks for the Japanese.
            if !verdict.judgement.isCorrect, [.exact, .normalised].contains(MeaningMatcher.match(trimmed, glosses: word.answerMeanings).judgement)
                || isChoiceNumber(trimmed) {
                verdict.answersOtherQuestion = true
            }
            if !verdict.judgement.isCorrect {
                verdict.partlyInKana = PartialKanaSpelling.writtenForm(of: trimmed, forms: word.writtenForms, readings: readings)
            }
            return .answer(listingExpected(verdict))
        }
    }

    /// The readings a reading question for `word` accepts: the word's own, then those of the words in
    /// `sameWritten` that are written as it is and share a meaning the question shows (明日 "tomorrow":
    /// あした, あす, みょうにち — a bank often holds one written word as several entries, one per reading,
    /// from different decks). A reading whose meanings are all different is another word (上手 うわて
    /// "upper part" is no reading of 上手 "skilful"). A reading `dictionary` lists for the written form counts
    /// only as the dictionary counts it (``WordDictionary/knowledge(of:)``: 上手 うわて "skillful (in comparisons)",
    /// another entry and not common, does not), and a reading that is the word's own with a sound left out
    /// never does (``ReadingSlip``: あない for 案内 あんない). A reading a list gave with する to a noun written
    /// without it counts without する too (経験 けいけんする: けいけん, ``SuruReading``).
    /// `known` is what `dictionary` knows of `word`, when the caller has it already.
    public static func acceptedReadings(for word: Word, sameWritten: [Word], dictionary: WordDictionary = .empty,
                                        known: DictionaryKnowledge? = nil) -> [String] {
        var readings = SuruReading.addingNounReadings(word.readings, writtenForms: word.writtenForms)
        let own = readings
        let forms = Set(word.writtenForms + [word.text])
        var known = known
        for other in sameWritten where other.id != word.id && !forms.isDisjoint(with: other.writtenForms + [other.text])
            && MeaningMatcher.sharesMeaning(other.answerMeanings, with: word.promptedMeanings) {
            for reading in SuruReading.addingNounReadings(other.readings, writtenForms: other.writtenForms)
            where !readings.contains(reading) {
                let kana = ReadingMatcher.comparable(reading)
                let listed = forms.contains { form in
                    dictionary.entries(writtenAs: form).contains { ReadingMatcher.comparable($0.reading) == kana }
                }
                if listed {
                    let knowledge = known ?? dictionary.knowledge(of: word)
                    known = knowledge
                    guard (knowledge.readings + knowledge.variantReadings).contains(where: { ReadingMatcher.comparable($0) == kana })
                    else { continue }
                } else if own.contains(where: { ReadingSlip.isSlip(reading, of: $0) }) {
                    continue
                }
                readings.append(reading)
            }
        }
        return readings
    }

    /// Whether `other` means what a word question for `word` asks: it shares a meaning the question shows,
    /// or the dictionary makes each word's main meaning a right answer for the other (トイレ "toilet" and
    /// お手洗い "bathroom": JMdict gives both words both meanings). Typos and looser matches do not count.
    public static func meansTheSame(_ other: Word, as word: Word, dictionary: WordDictionary) -> Bool {
        if MeaningMatcher.sharesMeaning(other.answerMeanings, with: word.promptedMeanings) { return true }
        func accepts(_ meaning: String, for target: Word) -> Bool {
            let match = MeaningMatcher.match(meaning, glosses: target.answerMeanings + dictionary.knowledge(of: target).glosses,
                                             forgivingTypos: false)
            return match.judgement != .wrong
        }
        return accepts(word.primaryMeaning, for: other) && accepts(other.primaryMeaning, for: word)
    }

    /// Another word the dictionary knows, written as `input` (in kanji, kana, or romaji read as kana), whose first
    /// gloss is one of the meanings asked: 鶏肉 when "chicken meat" was asked for とり肉 (a word question asks for a
    /// Japanese word with that meaning), never 合う ("to come together", later "to meet") for 会う "to meet". The
    /// entry found, and the form it was found by: the line as typed, or the kana its romaji became (`tomoni`: ともに).
    private static func dictionaryWord(_ input: String, meaning: ArraySlice<String>,
                                       in dictionary: WordDictionary) -> (written: String, entry: DictionaryEntry)? {
        let written = input.precomposedStringWithCompatibilityMapping
        let forms = ReadingMatcher.isRomaji(written) ? typedForms(written)
            : Word.containsKanji(written) || KanaScript.isKana(written) ? unique([written, KanaScript.hiragana(written)]) : []
        for form in forms {
            if let entry = dictionary.entries(writtenAs: form).first(where: { MeaningMatcher.sharesMeaning($0.glosses.prefix(1), with: meaning) }) {
                return (ReadingMatcher.isRomaji(written) ? form : written, entry)
            }
        }
        return nil
    }

    /// `input` when it is a spelling of `word` the dictionary lists with other kana between or after its kanji: the
    /// same kanji, first and last character as one of the word's written forms (``OkuriganaSpelling``), and the first
    /// sense of one of the word's own entries (`known`). 引越す for 引っ越す "to move house", which EDICT files under
    /// ひきこす and so lists apart from ひっこす's spellings; never 上げる "to raise" for 上がる "to rise".
    private static func okuriganaSpelling(_ input: String, of word: Word, known: DictionaryKnowledge,
                                          in dictionary: WordDictionary) -> String? {
        let written = input.precomposedStringWithCompatibilityMapping
        guard !known.mainGlosses.isEmpty, (word.writtenForms + known.spellings).contains(where: { OkuriganaSpelling.sameKanji($0, written) })
        else { return nil }
        let listed = dictionary.entries(writtenAs: written).contains { entry in
            !entry.firstSense.isEmpty && entry.firstSense.allSatisfy(known.mainGlosses.contains)
        }
        return listed ? written : nil
    }

    /// The forms a line in Japanese may be written as in the dictionary: romaji as the kana it becomes, in hiragana
    /// and in katakana (loanwords: `miruku`, ミルク); kana and kanji as typed, and kana in either script.
    private static func typedForms(_ written: String) -> [String] {
        if ReadingMatcher.isRomaji(written) {
            let kana = ReadingMatcher.romajiSpellings(written)
            return unique(kana + kana.map(KanaScript.katakana))
        }
        return unique([written, KanaScript.hiragana(written), KanaScript.katakana(written)])
    }

    /// The answer `word`'s learner accepted (`:accept`) that `input` is: the same once normalised as meanings are, or,
    /// where Japanese is asked, a kana answer the romaji spells (`isshokuta` for いっしょくた).
    private static func learnersAnswer(_ input: String, of word: Word, asksJapanese: Bool) -> String? {
        let key = MeaningMatcher.normalize(input)
        if let own = word.acceptedByLearner.first(where: { MeaningMatcher.normalize($0) == key }) { return own }
        guard asksJapanese, ReadingMatcher.isRomaji(input) else { return nil }
        let kana = word.acceptedByLearner.filter { !$0.isEmpty && KanaScript.isKana($0) }
        return ReadingMatcher.match(input, readings: kana)
    }

    /// `verdict` with the answer it matched among its accepted answers when it is right: what a session
    /// reports as expected (a dictionary gloss, a synonym's gloss, another written form) is an answer it accepts.
    static func listingExpected(_ verdict: Verdict) -> Verdict {
        guard verdict.judgement.isCorrect, !verdict.accepted.contains(verdict.expected) else { return verdict }
        var listed = verdict
        listed.accepted.append(verdict.expected)
        return listed
    }

    static func unique(_ items: [String]) -> [String] {
        items.reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
    }

    /// A wrong meaning typed in Japanese answers another question (not counted) when it is the word itself
    /// or one of its readings, in kana or romaji alike (`neko`, ねこ, 猫 for 猫), when it names a word that
    /// means what the word means (ミルク or `miruku` for 牛乳 "milk"), or when one word mixes kana and Latin letters
    /// (an input method left on: `cあt`). Japanese that is only another word (いぬ or `inu` for 猫 "cat") is a
    /// wrong answer in either spelling, as a wrong meaning is: the learner took the word for another one.
    private static func otherQuestionNoted(_ verdict: Verdict, _ input: String, _ word: Word, known: DictionaryKnowledge,
                                           dictionary: WordDictionary) -> Verdict {
        guard !verdict.judgement.isCorrect else { return verdict }
        let folded = input.precomposedStringWithCompatibilityMapping
        let hasJapanese = Word.containsKanji(folded) || folded.unicodeScalars.contains { KanaScript.isKanaScalar($0.value) }
        // One word only: "dog いぬ" is two answers typed on purpose, no input method left on.
        let imeSlip = hasJapanese && ReadingMatcher.isRomaji(folded)
            && !folded.trimmingCharacters(in: .whitespaces).contains(where: \.isWhitespace)
        guard imeSlip || isJapanese(input, for: word, known: known)
                || namesSameMeaning(input, as: word, in: dictionary) else { return verdict }
        var noted = verdict
        noted.answersOtherQuestion = true
        noted.typedKana = ReadingMatcher.romajiSpellings(input).first
        return noted
    }

    /// Whether `input`, in kana, kanji or romaji, is a word the dictionary knows whose first sense shares a
    /// meaning of `word` (ミルク for 牛乳 "milk"): the meaning is known, only the language is not the one asked.
    private static func namesSameMeaning(_ input: String, as word: Word, in dictionary: WordDictionary) -> Bool {
        typedForms(input.precomposedStringWithCompatibilityMapping).contains { form in
            dictionary.entries(writtenAs: form).contains { MeaningMatcher.sharesMeaning($0.firstSense, with: word.answerMeanings) }
        }
    }
    /// Each of `readings` (kanji forms set aside) whose last は or へ is the particle, as it is said (こんにちわ for
    /// こんにちは, ``ParticleEnding``), with the reading: `konnichiwa` and `dewa` are how they are pronounced.
    private static func particleSaid(_ readings: [String], of word: Word, known: DictionaryKnowledge) -> [(said: String, reading: String)] {
        let spellings = word.particleSpellings + known.spellings
        return readings.filter { !Word.containsKanji($0) }.compactMap { reading in
            ParticleEnding.spokenReading(reading, text: word.text, spellings: spellings).map { ($0, reading) }
        }
    }

    /// Judges typed Japanese: kanji as written, or a reading in kana or romaji; `said` holds readings whose last
    /// particle is said otherwise (``particleSaid(_:of:known:)``), right typed either way.
    private static func japaneseVerdict(_ input: String, accepted: [String], exactForms: [String],
                                        said: [(said: String, reading: String)] = []) -> Verdict {
        let spellings = ReadingMatcher.romajiSpellings(input)
        let kana = spellings.first
        let primary = accepted.first ?? ""
        if let exact = exactForms.first(where: { $0 == input }) {
            return Verdict(judgement: .exact, expected: exact, given: input, accepted: accepted, typedKana: kana)
        }
        let folded = input.precomposedStringWithCompatibilityMapping
        let saidReading = { ReadingMatcher.match(input, readings: said.map(\.said)).flatMap { spoken in said.first { $0.said == spoken }?.reading } }
        if let (written, loneN) = accepted.first(where: { $0 == folded }).map({ ($0, false) })
            ?? ReadingMatcher.matchNotingLoneN(input, readings: accepted) ?? saidReading().map({ ($0, false) }) {
            // Show the reading the romaji matched: tōi → とおい (not とうい), sutōbu → ストーブ.
            let matched = spellings.isEmpty ? nil : written
            var verdict = Verdict(judgement: .normalised, expected: written, given: input, accepted: accepted, typedKana: matched)
            if loneN { verdict.loneNKana = kana }
            return verdict
        }
        return Verdict(judgement: .wrong, expected: primary, given: input, accepted: accepted, typedKana: kana)
    }

    /// A line of `/`-separated alternatives, each right (いい/よい, `ii/yoi`, as Kuchi shows いい/よい): right
    /// as a whole, exact when every part is; `nil` when the line has no `/` or a part is wrong.
    private static func alternativesVerdict(_ input: String, accepted: [String]) -> Verdict? {
        let parts = input.precomposedStringWithCompatibilityMapping.split(separator: "/")
            .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        guard parts.count > 1 else { return nil }
        let verdicts = parts.map { japaneseVerdict($0, accepted: accepted, exactForms: accepted) }
        guard verdicts.allSatisfy(\.judgement.isCorrect) else { return nil }
        let typed = verdicts.compactMap(\.typedKana)
        return Verdict(judgement: verdicts.allSatisfy { $0.judgement == .exact } ? .exact : .normalised,
                       expected: verdicts.map(\.expected).joined(separator: "/"), given: input, accepted: accepted,
                       typedKana: typed.isEmpty ? nil : typed.joined(separator: "/"))
    }

    /// Whether `input` is the word itself or its reading (typed for a meaning question), in kana or romaji:
    /// the bank's, or the dictionary's for the same word (明日: あす; お茶: 御茶).
    private static func isJapanese(_ input: String, for word: Word, known: DictionaryKnowledge) -> Bool {
        let folded = input.precomposedStringWithCompatibilityMapping
        let forms = word.writtenForms + [word.text] + known.spellings
        if forms.contains(input) || forms.contains(folded) { return true }
        let readings = SuruReading.addingNounReadings(word.readings, writtenForms: word.writtenForms) + known.readings + known.variantReadings
        return ReadingMatcher.match(input, readings: readings) != nil
    }
}
