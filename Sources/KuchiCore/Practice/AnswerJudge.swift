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
    /// Another word of the bank with the meaning asked for, which the line named instead of the
    /// challenge's word (みっつ for "three" when 三 was meant): counted as correct.
    public var synonym: Word?
    /// The 1-based number of the choice the line picked, when it was a choice number: ``given`` is then
    /// that choice's text, not words the learner typed.
    public var choiceNumber: Int?
    /// Whether the line held a control character (a tab) among its words, which ``given`` shows as a space:
    /// such a line is judged as typed but never kept as an accepted answer (``AcceptedAnswerText``).
    public var typedControls = false
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
        if let own = challenge.word.acceptedByLearner.first(where: { MeaningMatcher.normalize($0) == MeaningMatcher.normalize(trimmed) }) {
            let expected = challenge.kind == .choice ? challenge.correctChoice : own
            return .answer(listingExpected(Verdict(judgement: .normalised, expected: expected, given: trimmed, accepted: [own])))
        }
        let word = challenge.word
        let known = dictionary.knowledge(of: word)
        let asksJapanese = challenge.kind == .reading || challenge.kind == .word
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
            return .answer(otherQuestionNoted(meaningVerdict(trimmed, word: word, in: dictionary, known: known, competitors: others), trimmed, word,
                                              known: known, dictionary: dictionary))
        case .meaning, .flashcard:   // a flashcard is graded, not judged; judged as a meaning if asked
            return .answer(otherQuestionNoted(meaningVerdict(trimmed, word: word, in: dictionary, known: known, competitors: competitors),
                                              trimmed, word, known: known, dictionary: dictionary))
        case .reading:
            let readings = unique(acceptedReadings(for: word, sameWritten: sameWritten, dictionary: dictionary, known: known) + known.readings)
            let all = unique(readings + known.variantReadings)
            var verdict = japaneseVerdict(trimmed, accepted: all, exactForms: all)
            if !verdict.judgement.isCorrect, let whole = alternativesVerdict(trimmed, accepted: all) { verdict = whole }
            verdict.accepted = readings.contains(verdict.expected) || !verdict.judgement.isCorrect ? readings : readings + [verdict.expected]
            if !verdict.judgement.isCorrect, MeaningMatcher.match(trimmed, glosses: word.answerMeanings).judgement != .wrong {
                verdict.answersOtherQuestion = true
            }
            return .answer(verdict)
        case .word:
            let readings = SuruReading.addingNounReadings(word.readings, writtenForms: word.writtenForms)
            let forms = unique(word.writtenForms + readings + known.spellings + known.readings + known.variantReadings)
            var verdict = japaneseVerdict(trimmed, accepted: forms, exactForms: forms)
            if !verdict.judgement.isCorrect, let whole = alternativesVerdict(trimmed, accepted: forms) { verdict = whole }
            if !verdict.judgement.isCorrect, let other = dictionaryWord(trimmed, meaning: word.promptedMeanings, in: dictionary) {
                verdict.judgement = .normalised
                verdict.expected = other
            }
            // The English shown, typed back: the question asks for the Japanese.
            if !verdict.judgement.isCorrect, [.exact, .normalised].contains(MeaningMatcher.match(trimmed, glosses: word.answerMeanings).judgement) {
                verdict.answersOtherQuestion = true
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

    /// Another word the dictionary knows, written as `input`, whose first gloss is one of the meanings
    /// asked: 鶏肉 when "chicken meat" was asked for とり肉 (a word question asks for a Japanese word with
    /// that meaning), never 合う ("to come together", later "to meet") for 会う "to meet".
    private static func dictionaryWord(_ input: String, meaning: ArraySlice<String>, in dictionary: WordDictionary) -> String? {
        let written = input.precomposedStringWithCompatibilityMapping
        guard Word.containsKanji(written) || KanaScript.isKana(written) else { return nil }
        let found = dictionary.entries(writtenAs: written) + (KanaScript.isKana(written) ? dictionary.entries(writtenAs: KanaScript.hiragana(written)) : [])
        return found.contains { MeaningMatcher.sharesMeaning($0.glosses.prefix(1), with: meaning) } ? written : nil
    }

    /// `verdict` with the answer it matched among its accepted answers when it is right: what a session
    /// reports as expected (a dictionary gloss, a synonym's gloss, another written form) is an answer it accepts.
    private static func listingExpected(_ verdict: Verdict) -> Verdict {
        guard verdict.judgement.isCorrect, !verdict.accepted.contains(verdict.expected) else { return verdict }
        var listed = verdict
        listed.accepted.append(verdict.expected)
        return listed
    }

    private static func unique(_ items: [String]) -> [String] {
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
        let written = input.precomposedStringWithCompatibilityMapping
        let forms: [String]
        if ReadingMatcher.isRomaji(written) {
            let kana = ReadingMatcher.romajiSpellings(written)
            forms = kana + kana.map(KanaScript.katakana)
        } else {
            forms = [written, KanaScript.hiragana(written), KanaScript.katakana(written)]
        }
        return unique(forms).contains { form in
            dictionary.entries(writtenAs: form).contains { MeaningMatcher.sharesMeaning($0.firstSense, with: word.answerMeanings) }
        }
    }

    /// Any deck's meaning of the word is right, any gloss the dictionary gives it, and any synonym the
    /// thesaurus gives of either, spelled right; a typo is forgiven only for what the decks taught, and only
    /// when what was typed is no meaning in its own right ("grandfather" is no typo of "grandmother"). A
    /// wrong answer is shown the meanings the word shows.
    private static func meaningVerdict(_ input: String, word: Word, in dictionary: WordDictionary, known: DictionaryKnowledge,
                                       competitors: [String]) -> Verdict {
        if typesAVerbForANoun(input, word: word, known: known) {
            return listingExpected(Verdict(judgement: .wrong, expected: word.primaryMeaning, given: input, accepted: word.meanings))
        }
        var match = MeaningMatcher.match(input, glosses: word.answerMeanings, competitors: competitors)
        if match.judgement == .wrong || match.judgement == .typo {
            if let spelled = spelledMeaning(input, of: word, in: dictionary, known: known) {
                match = spelled
            } else if match.judgement == .typo, isMeaningInItsOwnRight(input, in: dictionary) {
                match = MeaningMatcher.Match(judgement: .wrong, gloss: nil)
            } else if match.judgement == .wrong, let gloss = longGlossTypo(input, glosses: known.glosses, competitors: competitors,
                                                                           in: dictionary) {
                match = MeaningMatcher.Match(judgement: .typo, gloss: gloss)
            }
        }
        if match.judgement == .normalised, let gloss = match.gloss,
           namesActOfOtherSense(input, gloss: gloss, word: word, known: known, in: dictionary) {
            match = MeaningMatcher.Match(judgement: .wrong, gloss: nil)
        }
        return listingExpected(Verdict(judgement: match.judgement, expected: match.gloss ?? word.primaryMeaning, given: input,
                                       accepted: word.meanings))
    }

    /// Whether `input`, one word in -ing, is the gerund of a verb WordNet derives from a sense of the noun gloss `gloss`
    /// that is not the word's: "ironing" for 鉄 "iron" (the verb is the appliance's), "waving" for 波 "wave" (a signal
    /// with the hand), where "snowing" is 雪's "snow" and "resting" 休み's "rest" beside "respite"
    /// (``WordDictionary/namesOtherSense(_:of:amongKeys:)``). A verbal noun keeps its gerunds: Xする is "to do X".
    static func namesActOfOtherSense(_ input: String, gloss: String, word: Word, known: DictionaryKnowledge,
                                     in dictionary: WordDictionary) -> Bool {
        let typed = MeaningMatcher.words(of: input)
        guard !known.isVerbalNoun, typed.hasSuffix("ing"), !typed.contains(" ") else { return false }
        return dictionary.namesOtherSense(typed, of: gloss, amongKeys: WordDictionary.glossKeys(word.answerMeanings + known.glosses))
    }

    /// Whether `input` is a verb ("to change", "to hurt") for a word that is none: no meaning of the deck's and no
    /// gloss of the dictionary's is a verb, and it is no verbal noun (勉強 takes "to study"). The "to" a verb's
    /// gloss may leave out is then no slip: おつり "change" is no "to change", 傷 "hurt" no "to hurt". "To be"
    /// with what follows stays an answer ("to be happy" for 嬉しい), as does a verb for an adjective, which English
    /// often says with one: 欲しい "want" takes "to want", 好き (an adjectival noun) "to like". An adjective is
    /// told by its い (some nouns end so too, and keep their "to": the rule only ever refuses). A word the dictionary
    /// does not know keeps the "to" as a slip: whether it is a verbal noun is not known.
    static func typesAVerbForANoun(_ input: String, word: Word, known: DictionaryKnowledge) -> Bool {
        let typed = input.lowercased().split(whereSeparator: \.isWhitespace)
        // Only for a word the dictionary knows: without it, whether the word is a verbal noun is not known.
        guard typed.count >= 2, typed[0] == "to", typed[1] != "be", !known.glosses.isEmpty, !known.isVerbalNoun, !known.isAdjectivalNoun,
              !word.readings.contains(where: { $0.hasSuffix("い") || $0.hasSuffix("イ") }) else { return false }
        func isVerb(_ gloss: String) -> Bool {
            MeaningMatcher.withoutNotes(gloss).lowercased().split(whereSeparator: \.isWhitespace).first == "to"
        }
        return !word.answerMeanings.contains(where: isVerb) && !known.glosses.contains(where: isVerb)
    }

    /// The dictionary gloss of seven letters or more that `input` misspells by one edit ("accomodation" for 宿泊's
    /// "accommodation"), when `input` is no meaning in its own right and no meaning in play (`competitors`) is as
    /// close: a long word mistyped once names no other word. A verb typed is no typo of a gloss that is none.
    static func longGlossTypo(_ input: String, glosses: [String], competitors: [String], in dictionary: WordDictionary) -> String? {
        let typed = MeaningMatcher.words(of: input)
        guard typed.filter(\.isLetter).count >= longTypoLetters else { return nil }
        let typedVerb = input.lowercased().split(whereSeparator: \.isWhitespace).first == "to"
        let gloss = glosses.first { gloss in
            let words = MeaningMatcher.words(of: gloss)
            return words.filter(\.isLetter).count >= longTypoLetters && (!typedVerb || gloss.lowercased().hasPrefix("to "))
                && EditDistance.between(typed, words, limit: 1) == 1
        }
        guard let gloss, !isMeaningInItsOwnRight(input, in: dictionary),
              !competitors.contains(where: { EditDistance.between(typed, MeaningMatcher.words(of: $0), limit: 1) != nil })
        else { return nil }
        return gloss
    }

    /// The letters a dictionary gloss and an answer need for one edit to be forgiven (``longGlossTypo(_:glosses:competitors:in:)``).
    static let longTypoLetters = 7

    /// Whether `input`, or it with its last word singular ("stars": star), is some entry's gloss: a meaning in its
    /// own right, never a typo of another ("stars" is 星's meaning, no typo of 階段's "stairs").
    static func isMeaningInItsOwnRight(_ input: String, in dictionary: WordDictionary) -> Bool {
        if dictionary.isGloss(input) { return true }
        let words = MeaningMatcher.words(of: input).split(separator: " ").map(String.init)
        guard let last = words.last else { return false }
        let singular = EnglishSpelling.singular(last)
        return singular != last && dictionary.isGloss((words.dropLast() + [singular]).joined(separator: " "))
    }

    /// `input` matched, spelled right, against the dictionary's glosses of the word, then the thesaurus's
    /// synonyms of its meanings and glosses (the gloss it is a synonym of is given as matched).
    private static func spelledMeaning(_ input: String, of word: Word, in dictionary: WordDictionary,
                                       known: DictionaryKnowledge) -> MeaningMatcher.Match? {
        if !known.glosses.isEmpty {
            let spelled = MeaningMatcher.match(input, glosses: known.glosses, forgivingTypos: false)
            if spelled.judgement != .wrong { return spelled }
        }
        // Synonyms are compared as written, without spelling rules: the thesaurus's "bike" (motorcycle) is
        // no "bicycle", its "movies" (the cinema) no "movie". A gloss of a later sense narrowed to a field
        // by a note listing examples ("to develop (talent, skill)") lends none: WordNet's synonyms of the
        // word alone drift too far ("to get" for 上げる "to give").
        // What a note says a gloss usually names has synonyms of its own ("university student": college student).
        let glosses = unique(word.answerMeanings + known.mainGlosses + known.glosses.filter { !Self.isNarrowedToExamples($0) }
            + known.glosses.flatMap(GlossVariants.narrowedPhrases))
        let typed = synonymKeys(of: input)
        // A gloss beside another gloss of its sense lends only that sense's synonyms (茎 "stem" beside "stalk": no
        // linguist's "root"); the deck's meanings count as one sense, each dictionary sense as one.
        let senses = [word.answerMeanings] + known.senses
        func sense(of gloss: String) -> [String] { senses.filter { $0.contains(gloss) }.flatMap { $0 } }
        // Of a gloss's later WordNet senses, only those another gloss of the word bears out (水 "water" beside
        // "liquid": no "urine"): the word's glosses' keys, worked out when a line first weighs them.
        var wordKeys: Set<String>?
        func keys() -> Set<String> {
            if let wordKeys { return wordKeys }
            let found = WordDictionary.glossKeys(word.answerMeanings + known.glosses)
            wordKeys = found
            return found
        }
        // The thesaurus's synonyms are lower case, without notes: only spaces and hyphens to set aside.
        for gloss in glosses where dictionary.synonyms(of: gloss, inSenseWith: sense(of: gloss), amongKeys: keys(),
                                                                  verbalNoun: known.isVerbalNoun)
            .contains(where: { typed.contains(MeaningMatcher.compact($0)) }) {
            return MeaningMatcher.Match(judgement: .normalised, gloss: gloss)
        }
        // A verb with what its note names, or a kind of it ("to play (a stringed or keyboard instrument)": play
        // the piano), listed under the gloss with its note's words.
        for gloss in word.answerMeanings + known.glosses {
            guard let kept = GlossVariants.withNoteWords(gloss) else { continue }
            if dictionary.synonyms(of: kept).contains(where: { typed.contains(MeaningMatcher.compact($0)) }) {
                return MeaningMatcher.Match(judgement: .normalised, gloss: gloss)
            }
        }
        // A verb for a verbal noun's gloss: "to concentrate" for "concentration". Not for a noun made of a
        // Japanese verb (違い "difference", 集まり "gathering"): the verb (違う "to differ") is another word.
        if !Self.isVerbStemNoun(word) || known.isVerbalNoun,
           let gloss = ActionNoun.gloss(for: input, among: word.answerMeanings + known.glosses, verbalNoun: known.isVerbalNoun) {
            return MeaningMatcher.Match(judgement: .normalised, gloss: gloss)
        }
        // A verbal noun said as the verb it is the act of, or a synonym of that verb: "to set off" or "setting off" for
        // 出発 "departure", "get divorced" for 離婚 "divorce" (``ActionNoun/verbPhrases(of:)``).
        if known.isVerbalNoun, !Self.isVerbStemNoun(word) {
            let phrases = Set(ActionNoun.verbPhrases(of: input).map(MeaningMatcher.compact))
            if !phrases.isEmpty, let gloss = (word.answerMeanings + known.glosses).first(where: { gloss in
                dictionary.verbs(ofAct: gloss).contains { phrases.contains(MeaningMatcher.compact(MeaningMatcher.normalize($0))) }
            }) {
                return MeaningMatcher.Match(judgement: .normalised, gloss: gloss)
            }
        }
        // A verb's gerund typed alone: "paying" for 払う "to pay".
        if let gloss = ActionNoun.verbGloss(forGerund: input, among: word.answerMeanings + known.glosses) {
            return MeaningMatcher.Match(judgement: .normalised, gloss: gloss)
        }
        // An intransitive verb said as a passive or a change of state: "to be burned" for 焼ける "to burn".
        if known.isIntransitive, let gloss = PassiveAnswer.gloss(for: input, among: word.answerMeanings + known.glosses) {
            return MeaningMatcher.Match(judgement: .normalised, gloss: gloss)
        }
        // An adjectival noun's gloss said as its adjective: "dangerous" for 危険 "danger", "peaceful" for 平和 "peace";
        // a verbal noun's too ("popular" for 流行 "popularity").
        if known.isAdjectivalNoun || known.isVerbalNoun,
           let gloss = (word.answerMeanings + known.glosses).first(where: { gloss in
               dictionary.adjectives(of: gloss).contains { typed.contains(MeaningMatcher.compact($0)) }
           }) {
            return MeaningMatcher.Match(judgement: .normalised, gloss: gloss)
        }
        // A gloss in another shape of its own words, as typed: "AC" for "air conditioning", "not at all" for "at all"
        // (``ReshapedAnswer``).
        if let gloss = ReshapedAnswer.gloss(for: input, among: word.answerMeanings + known.glosses) {
            return MeaningMatcher.Match(judgement: .normalised, gloss: gloss)
        }
        return (narrowed(input, glosses: glosses, in: dictionary) ?? combined(input, glosses: word.answerMeanings + known.glosses, in: dictionary)
            ?? narrowedSynonym(input, glosses: glosses, in: dictionary) { dictionary.synonyms(of: $0, inSenseWith: sense(of: $0), amongKeys: keys(), verbalNoun: known.isVerbalNoun) })
            .map { MeaningMatcher.Match(judgement: .normalised, gloss: $0) }
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

    /// Whether `word` is written with kanji and ends in hiragana (違い, 集まり, 願い): a noun made of a verb's
    /// stem, whose verb is a word of its own, unlike a verbal noun of kanji (集中, 説明).
    static func isVerbStemNoun(_ word: Word) -> Bool {
        guard word.hasKanji, let last = word.text.unicodeScalars.last else { return false }
        return (0x3041...0x309F).contains(last.value)
    }

    /// Whether `gloss` has a note listing examples ("to develop (talent, skill)", "to fly (a kite, etc.)").
    static func isNarrowedToExamples(_ gloss: String) -> Bool {
        guard let open = gloss.firstIndex(of: "("), let close = gloss[open...].firstIndex(of: ")") else { return false }
        let note = gloss[open..<close]
        // "etc" as a word of its own: "(sketch)" lists nothing.
        let words = note.split(whereSeparator: { !$0.isLetter }).map { $0.lowercased() }
        return note.contains(",") || words.contains("etc") || note.contains("e.g.")
    }

    /// What `input` may be in the thesaurus, as compact keys: its words as typed (no article, no leading
    /// "to"), without a leading "be" ("to be present": present), and with its last word singular (kids: kid,
    /// veggies: veggie), as WordNet lists its words.
    static func synonymKeys(of input: String) -> Set<String> {
        var words = MeaningMatcher.words(of: input).split(separator: " ").map(String.init)
        var keys: Set<String> = [MeaningMatcher.compact(words.joined(separator: " "))]
        if words.count > 1, words[0] == "be" {
            words.removeFirst()
            keys.insert(MeaningMatcher.compact(words.joined(separator: " ")))
        }
        if let last = words.last, last.utf8.count >= 4, last.hasSuffix("s"), !last.hasSuffix("ss") {
            for singular in [String(last.dropLast()), EnglishSpelling.singular(last)] {
                keys.insert(MeaningMatcher.compact((words.dropLast() + [singular]).joined(separator: " ")))
            }
        }
        return keys
    }

    /// The noun gloss that `input` names with a word or two before it ("public park", "cold water", "little
    /// girl"), when `input` is no meaning in its own right: "hot water" is お湯's, so never 水's. A verb with the
    /// noun as its object ("to eat money", "to walk a dog") names no kind of it, nor does WordNet's name of a sense of
    /// the gloss English seldom uses ("hot dog" for "dog", ``WordDictionary/namesOtherSense(_:of:)``).
    private static func narrowed(_ input: String, glosses: [String], in dictionary: WordDictionary) -> String? {
        let typed = MeaningMatcher.normalize(input).split(separator: " ")
        guard typed.count > 1, typed.first != "not", !dictionary.isGloss(input),
              input.split(whereSeparator: \.isWhitespace).first?.lowercased() != "to" else { return nil }
        return glosses.first { gloss in
            guard !gloss.lowercased().hasPrefix("to ") else { return false }
            let words = MeaningMatcher.normalizedGloss(gloss).split(separator: " ")
            return !words.isEmpty && (1...2).contains(typed.count - words.count) && typed.suffix(words.count).elementsEqual(words)
                && !dictionary.namesOtherSense(input, of: gloss)
        }
    }

    /// The noun gloss one of whose one-word synonyms `input` names with one word before it ("work trip" for 出張's
    /// "tour", whose synonym is "trip"), when `input` is no meaning in its own right, as ``narrowed(_:glosses:in:)``
    /// takes the gloss itself. A word that counts, points or negates changes what is named ("8 days" is no "seventh
    /// day", "next week" no "week", "not easy" no "easy"), and a preposition makes no compound: never such a modifier
    /// (``countingWords``).
    private static func narrowedSynonym(_ input: String, glosses: [String], in dictionary: WordDictionary,
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
                    && !dictionary.namesOtherSense(input, of: $0)
            }
        }
    }

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

    /// Judges typed Japanese: kanji as written, or a reading in kana or romaji.
    private static func japaneseVerdict(_ input: String, accepted: [String], exactForms: [String]) -> Verdict {
        let spellings = ReadingMatcher.romajiSpellings(input)
        let kana = spellings.first
        let primary = accepted.first ?? ""
        if let exact = exactForms.first(where: { $0 == input }) {
            return Verdict(judgement: .exact, expected: exact, given: input, accepted: accepted, typedKana: kana)
        }
        let folded = input.precomposedStringWithCompatibilityMapping
        if let written = accepted.first(where: { $0 == folded }) ?? ReadingMatcher.match(input, readings: accepted) {
            // Show the reading the romaji matched: tōi → とおい (not とうい), sutōbu → ストーブ.
            let matched = spellings.isEmpty ? nil : written
            return Verdict(judgement: .normalised, expected: written, given: input, accepted: accepted, typedKana: matched)
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
