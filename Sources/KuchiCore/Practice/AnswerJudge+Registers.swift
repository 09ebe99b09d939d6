/// Judging a word's register or use note said in words (``RegisterNote``): right when the gloss is right and its sense
/// carries the register said, wrong when the note says a register the sense does not carry.
extension AnswerJudge {

    /// The verdict of `input` as a gloss with its register or use note said in words ("to go humbly", "I, used by
    /// boys", "someone else's husband"), when the gloss alone is right and the sense it is of carries that note (or
    /// the word's own meanings do); nil otherwise. Asked only once every cheaper rule has refused the answer.
    static func notedVerdict(_ input: String, word: Word, in dictionary: WordDictionary, known: DictionaryKnowledge,
                             competitors: [String]) -> Verdict? {
        for reading in RegisterNote.readings(of: input) {
            let verdict = phrasedMeaningVerdict(reading.rest, word: word, in: dictionary, known: known, competitors: competitors)
            guard verdict.judgement == .exact || verdict.judgement == .normalised,
                  registers(of: verdict.expected, word: word, known: known).contains(where: reading.needs.contains) else { continue }
            return Verdict(judgement: .normalised, expected: verdict.expected, given: input, accepted: verdict.accepted)
        }
        // The hearer's or another's "your" said as whose it is: a gloss "your N" of an honorific or polite sense. The
        // gloss itself must say "your": normalised glosses drop a possessive, and お茶 "tea" is nobody's.
        if let yours = RegisterNote.asYours(input) {
            let key = MeaningMatcher.normalizedGloss(yours)
            let glosses = known.senses.flatMap { $0 } + word.answerMeanings
            if let gloss = glosses.first(where: { MeaningMatcher.person(of: $0) == "your" && MeaningMatcher.normalizedGloss($0) == key }),
               registers(of: gloss, word: word, known: known).contains(where: "rp".contains) {
                return Verdict(judgement: .normalised, expected: gloss, given: input, accepted: word.meanings)
            }
        }
        return nil
    }

    /// Whether `input`, judged right as a gloss with words around it, says a register or use note the gloss's sense
    /// does not carry: "to go (respectful)" for humble 参る, "humbly eat" for honorific 召し上がる, "to eat (polite)" for
    /// plain 食べる, "I (female)" for 僕. A speaker's sex is weighed only for a word that has one (a note on who the word
    /// names stays: "cousin (male)"), and a register on a plain word only for a verb's gloss ("a polite request" is a
    /// kind of request) or in parentheses ("husband (humble)" for 夫).
    static func saysAnotherRegister(_ input: String, word: Word, in dictionary: WordDictionary, known: DictionaryKnowledge,
                                    competitors: [String]) -> Bool {
        let readings = RegisterNote.readings(of: input)
        guard !readings.isEmpty else { return false }
        let own = known.senseRegisters.joined() + RegisterNote.registers(ofMeanings: word.answerMeanings)
        for reading in readings {
            if reading.isSpeaker, !own.contains(where: "mw".contains) { continue }
            let verdict = meaningVerdict(reading.rest, word: word, in: dictionary, known: known, competitors: competitors)
            guard verdict.judgement == .exact || verdict.judgement == .normalised else { continue }
            let registers = registers(of: verdict.expected, word: word, known: known)
            if registers.contains(where: reading.needs.contains) { return false }
            // A plain word is refused only keigo said of its verb ("to dress casually" may be a verb's manner) or a note
            // in parentheses, which says a register whatever the gloss ("husband (humble)" for 夫).
            if own.isEmpty, !input.contains("("), reading.needs == "f" || !saysAVerb(verdict.expected) { continue }
            return true
        }
        return false
    }

    /// Whether `input` says "my" or "your" against whose the word is: "my" for an honorific sense (奥さん "(honorable)
    /// wife" is someone else's: no "my wife"), "your" for a humble one (家内 "(my) wife", 妻 "(humble) wife": no "your
    /// wife"). A gloss that says the owner itself, a meaning or the answer key's wording as written, and a word with both
    /// registers are right as they are. A place's preposition before the owner changes nothing: "at my house" is no お宅
    /// "your house" either (judging round 24).
    static func saysAnotherOwner(_ input: String, expected: String, word: Word, known: DictionaryKnowledge) -> Bool {
        guard let owned = ownedPhrase(of: input), let owner = MeaningMatcher.person(of: owned), MeaningMatcher.person(of: expected) != owner,
              !isOwnMeaningAsWritten(input, word: word, known: known),
              known.everydayKeys.exact.isEmpty || !MeaningMatcher.saysWordForWord(input, in: known.everydayKeys) else { return false }
        if saysOnlyOtherOwners(of: owned, owner: owner, word: word, known: known) { return true }
        let letters = registers(of: expected, word: word, known: known)
        return owner == "my" ? letters.contains("r") && !letters.contains("h") : letters.contains("h") && !letters.contains("r")
    }

    /// `input` when it begins with "my" or "your", else what follows a preposition of place that begins it, when that does
    /// ("at my house": my house); `nil` when neither says whose.
    static func ownedPhrase(of input: String) -> String? {
        if MeaningMatcher.person(of: input) != nil { return input }
        let words = input.split(whereSeparator: \.isWhitespace)
        guard words.count >= 3, ["at", "in", "into", "to", "from"].contains(words[0].lowercased()) else { return nil }
        let rest = words.dropFirst().joined(separator: " ")
        return MeaningMatcher.person(of: rest) != nil ? rest : nil
    }

    /// Whether the word's glosses and key answers name the owner of `input`'s noun, and never as `owner`: お嬢さん's
    /// key says "your daughter" and "someone's daughter" (JMdict's "(another's) daughter", tagged polite, not honorific),
    /// so "my daughter" is wrong; a word whose meanings say "my N" says whose it is for "your" in the same way.
    private static func saysOnlyOtherOwners(of input: String, owner: String, word: Word, known: DictionaryKnowledge) -> Bool {
        let noun = MeaningMatcher.normalizedGloss(input)
        let others = owner == "my" ? ["your ", "someone's ", "someone else's ", "another's ", "(another's) ", "other people's "]
            : ["my ", "(my) ", "one's own "]
        var named = false
        for meaning in known.glosses + word.answerMeanings + known.everydayAnswers {
            let text = meaning.lowercased()
            if MeaningMatcher.person(of: text) == owner, MeaningMatcher.normalizedGloss(text) == noun { return false }
            if let other = others.first(where: text.hasPrefix),
               MeaningMatcher.normalizedGloss(String(text.dropFirst(other.count))) == noun { named = true }
        }
        return named
    }

    /// Whether `input` is, word for word with its notes (case, spacing and a leading "to" aside), one of the word's
    /// glosses or meanings: "to decline politely" written so by the dictionary says no register of its own.
    static func isOwnMeaningAsWritten(_ input: String, word: Word, known: DictionaryKnowledge) -> Bool {
        func plain(_ text: String) -> String {
            let words = text.lowercased().split(whereSeparator: \.isWhitespace)
            return (words.first == "to" ? words.dropFirst() : words[...]).joined(separator: " ")
        }
        let typed = plain(input)
        return (known.glosses + word.answerMeanings).contains { plain($0) == typed }
    }

    /// Whether `gloss`, past any note before it, is a verb's ("(humble) to go", "to eat").
    private static func saysAVerb(_ gloss: String) -> Bool {
        var text = Substring(gloss.lowercased())
        while text.hasPrefix("("), let close = text.firstIndex(of: ")") { text = text[text.index(after: close)...].drop { $0 == " " } }
        return text.hasPrefix("to ")
    }

    /// The register letters of the sense `gloss` is of: each of the word's dictionary senses that holds it, and the
    /// word's own meanings' notes when it is one of them ("(humble) to go"). A meaning no sense holds word for word (存じる
    /// "to know", whose one sense JMdict writes "to think, feel, consider, know, etc.") has the registers every sense
    /// carries.
    static func registers(of gloss: String, word: Word, known: DictionaryKnowledge) -> String {
        let key = MeaningMatcher.normalizedGloss(gloss)
        var letters = "", held = false
        for (index, sense) in known.senses.enumerated() where index < known.senseRegisters.count
            && sense.contains(where: { MeaningMatcher.normalizedGloss($0) == key }) {
            letters += known.senseRegisters[index]
            held = true
        }
        if !held, let first = known.senseRegisters.first {
            letters += first.filter { letter in known.senseRegisters.allSatisfy { $0.contains(letter) } }
        }
        if word.answerMeanings.contains(where: { MeaningMatcher.normalizedGloss($0) == key }) {
            letters += RegisterNote.registers(ofMeanings: word.answerMeanings)
        }
        return letters
    }
}
