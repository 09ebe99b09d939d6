import Foundation

/// What the meaning judge asks of a typed English answer and of the word: whether it is a meaning in its own right, a
/// synonym the answer key refuses, a verb for a noun, a thing said as a doer, a long gloss mistyped once.
extension AnswerJudge {
    /// Whether `input` is `gloss`, a one-word noun in -er or -or, said as who does it ("someone who tows": tower,
    /// ``GlossVariants/doerPhrases(of:)``) where WordNet's first sense of the noun is no person's (a thing spelt as a
    /// doer). A noun the parts-of-speech lines do not hold keeps its doer's phrase.
    static func namesAThingAsADoer(_ input: String, gloss: String, in dictionary: WordDictionary) -> Bool {
        let noun = MeaningMatcher.normalizedGloss(gloss)
        guard !noun.contains(" "), noun.hasSuffix("er") || noun.hasSuffix("or"),
              GlossVariants.doerPhrases(of: noun).contains(MeaningMatcher.compact(MeaningMatcher.normalize(input))) else { return false }
        let marks = dictionary.partsOfSpeech(of: noun)
        return !marks.isEmpty && !marks.contains("h")
    }

    /// Whether `input`, as the thesaurus would list it (no article, no leading "to", its last word singular too), is a
    /// synonym the answer key refuses for the word (``DictionaryKnowledge/refusedSynonyms``).
    static func isRefusedSynonym(_ input: String, known: DictionaryKnowledge) -> Bool {
        !known.refusedSynonyms.isEmpty && !synonymKeys(of: input).isDisjoint(with: known.refusedSynonyms)
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

    /// The dictionary gloss `input` says with one of its words slipped on the keys, every other word as the gloss has it
    /// (walk-through 35): a word of four letters with two neighbours swapped or a letter doubled ("lfet", "lefft" for
    /// 左's "left"), one of five or six with one edit, and one of five or more with a letter moved two places
    /// ("techaer" for "teacher"). Never when `input` is a meaning in its own right, its slipped word an English word the
    /// dictionary knows (a gloss, or a noun or adjective of the parts-of-speech lines: "felt" for "left", "dairy" for
    /// "diary"), nor when a meaning in play (`competitors`) is as near: the slip may be of that meaning.
    static func shortGlossTypo(_ input: String, glosses: [String], competitors: [String], in dictionary: WordDictionary) -> String? {
        let typed = MeaningMatcher.words(of: input).split(separator: " ").map(String.init)
        let typedVerb = input.lowercased().split(whereSeparator: \.isWhitespace).first == "to"
        var slipped: String?
        let gloss = glosses.first { gloss in
            guard !typedVerb || gloss.lowercased().hasPrefix("to ") else { return false }
            let words = MeaningMatcher.words(of: gloss).split(separator: " ").map(String.init)
            guard words.count == typed.count else { return false }
            let differing = words.indices.filter { words[$0] != typed[$0] }
            guard differing.count == 1, let at = differing.first, isKeySlip(typed[at], of: words[at]) else { return false }
            slipped = typed[at]
            return true
        }
        guard let gloss, let slipped, !isKnownWord(slipped, in: dictionary), !isMeaningInItsOwnRight(input, in: dictionary) else { return nil }
        let typedWords = typed.joined(separator: " ")
        let rival = competitors.contains { competitor in
            let words = MeaningMatcher.words(of: competitor)
            return EditDistance.between(typedWords, words, limit: 1) != nil || EditDistance.movesOneLetter(typedWords, words)
        }
        return rival ? nil : gloss
    }

    /// Whether `word` is an English word the dictionary knows, or one of them inflected: a gloss, a noun or adjective of
    /// the parts-of-speech lines, or such a word with -s, -ed, -ing, -er or -ly ("worked" for 手's "worker", "voiced"
    /// for 声's "voice": no slips, though one edit away).
    static func isKnownWord(_ word: String, in dictionary: WordDictionary) -> Bool {
        func known(_ stem: String) -> Bool { stem.utf8.count >= 3 && (dictionary.isGloss(stem) || !dictionary.partsOfSpeech(of: stem).isEmpty) }
        if known(word) { return true }
        for ending in ["s", "es", "d", "ed", "ing", "er", "r", "ly"] where word.hasSuffix(ending) {
            let stem = String(word.dropLast(ending.utf8.count))
            // "rubbed": rub, its last letter doubled before the ending.
            let undoubled = stem.count > 3 && stem.last == stem.dropLast().last ? String(stem.dropLast()) : stem
            if known(stem) || known(undoubled) { return true }
        }
        return false
    }

    /// Whether `typed` is `word` (a gloss's word, letters only) slipped on the keys, as ``shortGlossTypo(_:glosses:competitors:in:)``
    /// forgives it: two neighbours swapped or a letter doubled at four letters, one edit at five or six, a letter
    /// moved two places at five or more.
    static func isKeySlip(_ typed: String, of word: String) -> Bool {
        guard word.utf8.allSatisfy({ $0 >= 0x61 && $0 <= 0x7A }), typed.utf8.allSatisfy({ $0 >= 0x61 && $0 <= 0x7A }) else { return false }
        let letters = word.utf8.count
        if letters >= 5, EditDistance.movesOneLetter(typed, word) { return true }
        switch letters {
        case 4:
            guard EditDistance.between(typed, word, limit: 1) == 1 else { return false }
            // One edit between the same letters is a swap of neighbours; one letter more, next to itself, a doubling.
            let letters = Array(typed)
            return letters.count == 4 && letters.sorted() == word.sorted()
                || letters.count == 5 && (1..<5).contains { letters[$0] == letters[$0 - 1] && String(letters[0..<$0] + letters[($0 + 1)...]) == word }
        case 5...6:
            return EditDistance.between(typed, word, limit: 1) == 1
        default:
            return false
        }
    }

    /// Whether `input`, or it with its last word singular ("stars": star), is some entry's gloss: a meaning in its
    /// own right, never a typo of another ("stars" is 星's meaning, no typo of 階段's "stairs"). A singular of three
    /// letters counts only when it is a noun the parts-of-speech lines hold or the thesaurus gives synonyms of ("cats"),
    /// not a bare interjection: "wahs" is a slip of "wash", no plural of "wah".
    static func isMeaningInItsOwnRight(_ input: String, in dictionary: WordDictionary) -> Bool {
        if dictionary.isGloss(input) { return true }
        let words = MeaningMatcher.words(of: input).split(separator: " ").map(String.init)
        guard let last = words.last else { return false }
        let singular = EnglishSpelling.singular(last)
        guard singular != last, dictionary.isGloss((words.dropLast() + [singular]).joined(separator: " ")) else { return false }
        return words.count > 1 || singular.utf8.count >= 4 || !dictionary.partsOfSpeech(of: singular).isEmpty
            || !dictionary.synonyms(of: singular).isEmpty
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
}
