/// What the dictionary knows of one word of the bank: the right answers its decks do not list.
public struct DictionaryKnowledge: Sendable, Equatable {
    /// Every gloss of every sense of the word's own entries (its written form with its reading).
    public var glosses: [String] = []
    /// The written forms and readings of the word's own entries (終る beside 終わる), for a word question.
    public var spellings: [String] = []
    /// Readings of the word's written form whose entry means what the word means (明日: あす beside あした).
    public var readings: [String] = []

    /// Knowledge of nothing.
    public init() {}
}

extension WordDictionary {
    /// What the dictionary knows of `word`.
    ///
    /// The word's own entries are those written as it is and read as it is (katakana and hiragana equal; a
    /// する the bank added to a noun's reading set aside). A word written in kana only has as its own the
    /// kana entries with its reading and the kanji entries read so whose glosses share one of its meanings
    /// (たぶん finds 多分 "perhaps", never 他聞). Other readings of the written form count when their entry's
    /// first gloss is one of the word's meanings: 明日 "tomorrow" is also あす, while 上手 "skilful" is
    /// never うわて, whose entry starts "upper part".
    public func knowledge(of word: Word) -> DictionaryKnowledge {
        var knowledge = DictionaryKnowledge()
        let ownReadings = Set(word.readings.flatMap(Self.comparableReadings))
        let writtenInKana = !word.hasKanji
        for form in Self.lookupForms(of: word) {
            for entry in entries(writtenAs: form) {
                let readsAsWord = !ownReadings.isDisjoint(with: Self.comparableReadings(entry.reading))
                let isOwn = readsAsWord && (!writtenInKana || !entry.otherSpellings.contains(where: Word.containsKanji)
                    || MeaningMatcher.sharesMeaning(entry.glosses, with: word.answerMeanings))
                if isOwn {
                    Self.append(entry.glosses, to: &knowledge.glosses)
                    Self.append([entry.form, entry.reading] + entry.otherSpellings, to: &knowledge.spellings)
                }
                if word.hasKanji, isOwn || entry.glosses.first.map({ MeaningMatcher.sharesMeaning([$0], with: word.answerMeanings) }) == true {
                    Self.append([entry.reading], to: &knowledge.readings)
                }
            }
        }
        return knowledge
    }

    /// The forms to look the word up by: each written form, and without a trailing する the bank gives
    /// a verbal noun (勉強する is in the dictionary as 勉強).
    private static func lookupForms(of word: Word) -> [String] {
        var forms: [String] = []
        for form in word.writtenForms {
            append([form], to: &forms)
            if form.hasSuffix("する"), form.count > 2 { append([String(form.dropLast(2))], to: &forms) }
        }
        return forms
    }

    /// A reading in comparable kana, and without a trailing する.
    private static func comparableReadings(_ reading: String) -> [String] {
        let kana = ReadingMatcher.comparable(reading)
        return kana.hasSuffix("する") && kana.count > 2 ? [kana, String(kana.dropLast(2))] : [kana]
    }

    private static func append(_ items: [String], to list: inout [String]) {
        for item in items where !item.isEmpty && !list.contains(item) { list.append(item) }
    }
}
