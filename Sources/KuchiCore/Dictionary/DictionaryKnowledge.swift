/// What the dictionary knows of one word of the bank: the right answers its decks do not list.
public struct DictionaryKnowledge: Sendable, Equatable {
    /// Every gloss of every sense of the word's own entries (its written form with its reading).
    public var glosses: [String] = []
    /// The glosses of the first sense of the word's own entries: its main meanings, whose synonyms count too.
    public var mainGlosses: [String] = []
    /// The glosses of each sense of the word's own entries, in order: what a gloss means beside its sense's
    /// others ("stem" beside "stalk", ``WordDictionary/synonyms(of:inSenseWith:)``).
    public var senses: [[String]] = []
    /// The register letters of each of ``senses``, in order (``DictionaryEntry/senseRegisters``: 参る's first sense "h",
    /// humble); empty for a sense with none.
    public var senseRegisters: [String] = []
    /// The written forms and readings of the word's own entries (終る beside 終わる), for a word question.
    public var spellings: [String] = []
    /// The readings of the word's own entries, for its written form (明日 あした: あす, みょうにち), and the common
    /// readings of the form whose entry's first sense has one of the word's meanings (家 いえ "house": うち);
    /// never a rare reading of another entry (人 と "person", a suffix, for 人 ひと), one JMdict marks out-dated or
    /// irregular (案内 あない, 原因 げいいん), or a learner's slip of the word's own (``ReadingSlip``: 女 おな).
    public var readings: [String] = []
    /// The other hiragana spellings of the word's own entries (七日 なのか: なぬか; 今日 きょう: こんち): right,
    /// but too rare to list among the readings a word is shown with.
    public var variantReadings: [String] = []
    /// The answer key's everyday answers for the word, its written form with its reading (``AnswerKeyLine``): right,
    /// never shown, and lending no synonyms.
    public var everydayAnswers: [String] = []
    /// ``everydayAnswers`` as a word-for-word comparison takes them (``MeaningMatcher/wordForWordKeys(_:)``), worked
    /// out once with the rest.
    var everydayKeys = WordForWordKeys()
    /// The thesaurus's synonyms the answer key refuses for the word, compact (lower case, spaces and hyphens set aside:
    /// "free lance" and "freelance" are one): lent from another sense of a gloss than the word's (泳ぐ "to swim": no "float").
    public var refusedSynonyms: Set<String> = []
    /// Whether one of the word's own entries is a verbal noun (a noun that takes する: 掃除 "cleaning", to clean).
    public var isVerbalNoun = false
    /// Whether the word's own entries are all intransitive verbs (焼ける "to burn": "to be burned", ``PassiveAnswer``).
    public var isIntransitive = false
    /// Whether one of the word's own entries is an adjectival noun (な: 危険 "danger", also "dangerous").
    public var isAdjectivalNoun = false

    /// Knowledge of nothing.
    public init() {}
}

extension WordDictionary {
    /// What the dictionary knows of `word`.
    ///
    /// The word's own entries are those written as it is and read as it is (katakana and hiragana equal; a
    /// する the bank added to a noun's reading set aside); for a word written in kana only, see
    /// ``kanaWordsOwn(_:of:)`` (たぶん finds 多分 "perhaps", never 他聞). Other readings of the written form count
    /// when the word's own entries list them (明日 あした: あす and みょうにち), or when JMdict marks them common
    /// and their entry's first sense has one of the word's meanings (家 "house": うち); never a rare reading of
    /// another entry (人 と, a suffix "person") or one that means something else (上手 うわて "upper part"). No
    /// reading JMdict marks out-dated or irregular for the form counts (案内 あない, 原因 げいいん, 上手 じょうて), and
    /// none that is the word's own reading with a sound left out (``ReadingSlip``: 女 おな for おんな), in its readings,
    /// hiragana spellings or variant readings, unless JMdict marks it common for the form (茶道 ちゃどう, 皆 みな).
    public func knowledge(of word: Word) -> DictionaryKnowledge {
        // Worked out once per word: a challenge and every judgement of an answer to it ask again.
        knownWords.value(for: word) { workedOutKnowledge(of: word) }
    }

    /// ``knowledge(of:)`` worked out.
    private func workedOutKnowledge(of word: Word) -> DictionaryKnowledge {
        var knowledge = DictionaryKnowledge()
        var outdated: Set<String> = [], common: Set<String> = []
        var intransitive: Bool?
        // An adverb listed with its と is looked up without it (``lookupForms(of:)``), so read without it too.
        let adverbReadings = word.hasKanji ? [] : word.readings.filter { $0.hasSuffix("と") && $0.count > 3 }.map { String($0.dropLast()) }
        let listed = word.readings.flatMap(Self.listedParts)
        let ownReadings = Set((word.readings + listed + adverbReadings).flatMap(Self.comparableReadings))
        for form in Self.lookupForms(of: word) {
            let sameReading = { (reading: String) in !ownReadings.isDisjoint(with: Self.comparableReadings(reading)) }
            Self.append(everydayAnswers(writtenAs: form, sameReading: sameReading), to: &knowledge.everydayAnswers)
            knowledge.refusedSynonyms.formUnion(refusedSynonyms(writtenAs: form, sameReading: sameReading).map { MeaningMatcher.compact($0.lowercased()) })
            let found = entries(writtenAs: form)
            for entry in found where entry.isOutdatedReading { outdated.insert(entry.reading) }
            for entry in found where entry.isCommon { common.insert(entry.reading) }
            let reads = found.filter { !ownReadings.isDisjoint(with: Self.comparableReadings($0.reading)) }
            for entry in word.hasKanji ? reads : Self.kanaWordsOwn(reads, of: word) {
                Self.append(entry.glosses, to: &knowledge.glosses)
                knowledge.isVerbalNoun = knowledge.isVerbalNoun || entry.isVerbalNoun
                knowledge.isAdjectivalNoun = knowledge.isAdjectivalNoun || entry.isAdjectivalNoun
                intransitive = (intransitive ?? true) && entry.isIntransitive
                Self.append(Array(entry.firstSense), to: &knowledge.mainGlosses)
                for (index, sense) in entry.senses.map(Array.init).enumerated() {
                    let register = index < entry.senseRegisters.count ? entry.senseRegisters[index] : ""
                    if let known = knowledge.senses.firstIndex(of: sense) {
                        knowledge.senseRegisters[known] += register.filter { !knowledge.senseRegisters[known].contains($0) }
                    } else {
                        knowledge.senses.append(sense)
                        knowledge.senseRegisters.append(register)
                    }
                }
                Self.append([entry.form, entry.reading] + entry.otherSpellings, to: &knowledge.spellings)
                // The entry's readings in hiragana: 七日 なのか is also なぬか, 明日 あした also みょうにち.
                if word.hasKanji { Self.append(entry.otherSpellings.filter(Self.isHiragana), to: &knowledge.variantReadings) }
            }
            guard word.hasKanji else { continue }
            // Readings of the entries that hold the word's own reading (明日 あした: あす); of another entry
            // written alike, a common reading whose first sense has one of the word's meanings (家 "house":
            // うち; 後 "afterwards": のち), never a rare one (人 と "person", a suffix).
            let readingsOfForm = Set(found.map(\.reading))
            for entry in reads {
                Self.append([entry.reading] + entry.otherSpellings.filter(readingsOfForm.contains), to: &knowledge.readings)
            }
            for entry in found where entry.isCommon && MeaningMatcher.sharesMeaning(entry.firstSense, with: word.answerMeanings) {
                Self.append([entry.reading], to: &knowledge.readings)
            }
        }
        // A reading JMdict marks common, for this form or another of the entry, is a reading in its own right (皆
        // みんな: みな; 面倒臭い めんどうくさい: めんどくさい, common as 面倒くさい).
        let otherForms = knowledge.spellings.filter { Word.containsKanji($0) && !word.writtenForms.contains($0) }
        func isNoAnswer(_ reading: String) -> Bool {
            guard !common.contains(reading), ownReadings.isDisjoint(with: Self.comparableReadings(reading)),
                  outdated.contains(reading) || ownReadings.contains(where: { ReadingSlip.isSlip(reading, of: $0) }) else { return false }
            return !otherForms.contains { form in entries(writtenAs: form).contains { $0.reading == reading && $0.isCommon } }
        }
        knowledge.readings.removeAll(where: isNoAnswer)
        knowledge.variantReadings.removeAll(where: isNoAnswer)
        if word.hasKanji { knowledge.spellings.removeAll { Self.isHiragana($0) && isNoAnswer($0) } }
        knowledge.isIntransitive = intransitive ?? false
        knowledge.everydayKeys = MeaningMatcher.wordForWordKeys(knowledge.everydayAnswers)
        return knowledge
    }

    /// The entries a word written in kana only is: a kana headword (ズボン) always; of the kanji words read
    /// as it is, the only one, else those whose glosses share the most words with its meanings (かかる
    /// "to take time" is 掛かる, not 罹る "to contract (a disease)"), and none when no gloss shares a word.
    private static func kanaWordsOwn(_ entries: [DictionaryEntry], of word: Word) -> [DictionaryEntry] {
        let kana = entries.filter { !$0.otherSpellings.contains(where: Word.containsKanji) }
        let kanji = entries.filter { $0.otherSpellings.contains(where: Word.containsKanji) }
        guard kanji.count > 1 else { return kana + kanji }
        let meaningWords = contentWords(word.answerMeanings)
        let scored = kanji.map { ($0, contentWords($0.glosses).intersection(meaningWords).count) }
        let best = scored.map(\.1).max() ?? 0
        return kana + (best > 0 ? scored.filter { $0.1 == best }.map(\.0) : [])
    }

    /// The words of `glosses` that carry meaning, normalised (no "to", "the", "of" …).
    private static func contentWords(_ glosses: [String]) -> Set<String> {
        let minor: Set<String> = ["be", "to", "of", "the", "a", "an", "or", "and", "for", "in", "on", "at", "with", "one", "used", "something", "someone"]
        return Set(glosses.flatMap { MeaningMatcher.normalize($0).split(separator: " ").map(String.init) }.filter { !minor.contains($0) })
    }

    /// The forms to look the word up by: each written form, each word of a form that lists several with
    /// a Japanese comma (より、ほう: より and ほう), and without a trailing する the bank gives a verbal noun
    /// (勉強する is in the dictionary as 勉強) or a と an adverb (ゆっくりと).
    private static func lookupForms(of word: Word) -> [String] {
        var forms: [String] = []
        for form in word.writtenForms {
            append([form] + listedParts(form), to: &forms)
            if form.hasSuffix("する"), form.count > 2 { append([String(form.dropLast(2))], to: &forms) }
            // An adverb listed with its と (ゆっくりと) is in the dictionary without it.
            if !word.hasKanji, form.hasSuffix("と"), form.count > 3 { append([String(form.dropLast())], to: &forms) }
        }
        return forms
    }

    /// The words of a form or reading that lists several with a Japanese comma (より、ほう: より, ほう);
    /// empty for one word.
    static func listedParts(_ text: String) -> [String] {
        guard text.contains("、") else { return [] }
        let parts = text.split(separator: "、").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        return parts.count > 1 ? parts : []
    }

    /// A reading in comparable kana, and without a trailing する.
    private static func comparableReadings(_ reading: String) -> [String] {
        let kana = ReadingMatcher.comparable(reading)
        return kana.hasSuffix("する") && kana.count > 2 ? [kana, String(kana.dropLast(2))] : [kana]
    }

    private static func isHiragana(_ text: String) -> Bool {
        !text.isEmpty && text.unicodeScalars.allSatisfy { (0x3041...0x309F).contains($0.value) }
    }

    private static func append(_ items: [String], to list: inout [String]) {
        for item in items where !item.isEmpty && !list.contains(item) { list.append(item) }
    }
}
