import Foundation

/// A meaning spelled right that no deck gave: the dictionary's glosses of the word, the thesaurus's synonyms of them,
/// and the shapes a gloss takes when said another way (a verb for a verbal noun, a gerund, a passive, a kind of it).
extension AnswerJudge {
    /// `input` matched, spelled right, against the dictionary's glosses of the word, then the thesaurus's
    /// synonyms of its meanings and glosses (the gloss it is a synonym of is given as matched).
    static func spelledMeaning(_ input: String, of word: Word, in dictionary: WordDictionary,
                               known: DictionaryKnowledge) -> MeaningMatcher.Match? {
        if !known.glosses.isEmpty {
            // A gloss its note narrows to examples ("to fall (e.g. in status)") is met as written, never by what was typed
            // made plainer: "to fall down" says another verb.
            let spelled = MeaningMatcher.match(input, glosses: known.glosses, forgivingTypos: false,
                                               asWritten: Set(known.glosses.filter(Self.isNarrowedToExamples)))
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
        // What the thesaurus lends a gloss; the answer key's refusals for this word (another sense's synonym) are weighed
        // only for a synonym that meets the answer: a word of many glosses has hundreds.
        func lent(_ gloss: String) -> [String] {
            dictionary.synonyms(of: gloss, inSenseWith: sense(of: gloss), amongKeys: keys(), verbalNoun: known.isVerbalNoun)
        }
        let mainKeys = WordDictionary.glossKeys([word.primaryMeaning] + known.glosses.prefix(1))
        // The thesaurus's synonyms are lower case, without notes: only spaces and hyphens to set aside. None the word's
        // other glosses say is another thing: a broader gloss's other kinds, a synonym its glosses bind to a preposition
        // (``OwnGlossNarrowing``: "sculptor" for 画家 "painter; artist", "to be thirsty" for 飢える "to be thirsty for").
        for gloss in glosses where lent(gloss).contains(where: {
            let key = MeaningMatcher.compact($0)
            return typed.contains(key) && !known.refusedSynonyms.contains(key)
                && !OwnGlossNarrowing.leavesOut($0, lentBy: gloss, ownKeys: keys(), senseKeys: WordDictionary.glossKeys(sense(of: gloss)),
                                               mainKeys: mainKeys, in: dictionary)
        }) {
            return MeaningMatcher.Match(judgement: .normalised, gloss: gloss)
        }
        // A verb with what its note names, or a kind of it ("to play (a stringed or keyboard instrument)": play
        // the piano), listed under the gloss with its note's words.
        for gloss in word.answerMeanings + known.glosses {
            guard let kept = GlossVariants.withNoteWords(gloss) else { continue }
            if dictionary.synonyms(of: kept).contains(where: {
                let key = MeaningMatcher.compact($0)
                return typed.contains(key) && !known.refusedSynonyms.contains(key)
            }) {
                return MeaningMatcher.Match(judgement: .normalised, gloss: gloss)
            }
        }
        // A verb for a verbal noun's gloss: "to concentrate" for "concentration". Not for a noun made of a
        // Japanese verb (違い "difference", 集まり "gathering"): the verb (違う "to differ") is another word.
        if !Self.isVerbStemNoun(word) || known.isVerbalNoun,
           let gloss = ActionNoun.gloss(for: input, among: word.answerMeanings + known.glosses, verbalNoun: known.isVerbalNoun) {
            return MeaningMatcher.Match(judgement: .normalised, gloss: gloss)
        }
        // The verbs of an act and the kinds of a gloss below lend synonyms: none the key refuses for the word.
        let refused = isRefusedSynonym(input, known: known)
        // A verbal noun said as the verb it is the act of, or a synonym of that verb: "to set off" or "setting off" for
        // 出発 "departure", "get divorced" for 離婚 "divorce" (``ActionNoun/verbPhrases(of:)``).
        if known.isVerbalNoun, !Self.isVerbStemNoun(word), !refused {
            let phrases = Set(ActionNoun.verbPhrases(of: input).map(MeaningMatcher.compact))
            if !phrases.isEmpty, let gloss = (word.answerMeanings + known.glosses).first(where: { gloss in
                dictionary.verbs(ofAct: gloss).contains { phrases.contains(MeaningMatcher.compact(MeaningMatcher.normalize($0))) }
            }) {
                return MeaningMatcher.Match(judgement: .normalised, gloss: gloss)
            }
        }
        // A transitive verb said with a stand-in for its object: "visit someone" for 訪ねる "to visit".
        if !known.isIntransitive, !known.glosses.isEmpty, let gloss = objectStandInLeftOut(input, among: word.answerMeanings + known.glosses) {
            return MeaningMatcher.Match(judgement: .normalised, gloss: gloss)
        }
        // A verb's gerund typed alone or with the rest of its gloss: "paying" for 払う "to pay", "putting up with it" for
        // 耐える "to put up with"; of the word's own verbs only, the answer key's among them ("thinking about" for 考える's
        // "to think about"), never a synonym's. A key answer "be X" is the key's "to be X" ("being jobless" for 失業's "be
        // jobless").
        let keyVerbs = known.everydayAnswers.compactMap { answer -> String? in
            let lowered = answer.lowercased()
            return lowered.hasPrefix("to ") ? answer : lowered.hasPrefix("be ") ? "to " + answer : nil
        }
        let verbs = word.answerMeanings + known.glosses + keyVerbs
        if let gloss = ActionNoun.verbGloss(forGerund: input, among: verbs, objectMayFollow: !known.isIntransitive && !known.glosses.isEmpty) {
            return MeaningMatcher.Match(judgement: .normalised, gloss: gloss)
        }
        // A verbal noun's key answer that is a verb phrase, said with its verb as a gerund: "going overseas to study" for
        // 留学's "go overseas to study" (``ActionNoun/keyAnswer(saidAsGerund:among:)``).
        if known.isVerbalNoun, !Self.isVerbStemNoun(word), ActionNoun.keyAnswer(saidAsGerund: input, among: known.everydayAnswers) != nil {
            return MeaningMatcher.Match(judgement: .normalised, gloss: word.primaryMeaning)
        }
        // A verb of beginning or going on said with "doing": "start doing" for 始める "to start" (``StandInObject``).
        if !known.isIntransitive, !known.glosses.isEmpty, let verb = StandInObject.aspectVerb(input),
           let gloss = (word.answerMeanings + known.glosses).first(where: { MeaningMatcher.normalizedGloss($0) == verb && $0.lowercased().hasPrefix("to ") }) {
            return MeaningMatcher.Match(judgement: .normalised, gloss: gloss)
        }
        // A verbal noun's one-word answer said as its gerund: "talking" for 会話's "talk" (``NounAnswerForms``).
        if known.isVerbalNoun, !Self.isVerbStemNoun(word),
           let gloss = NounAnswerForms.gerund(input, of: word.answerMeanings + known.glosses + known.everydayAnswers, in: dictionary) {
            return MeaningMatcher.Match(judgement: .normalised, gloss: gloss)
        }
        // A shop said as English names it after its keeper: "the barber's" for 床屋 "barbershop; barber" (``KeepersShop``).
        if let gloss = KeepersShop.gloss(for: input, senses: senses) {
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
        // An adjective with a negative prefix said with "not": "not convenient" for 不便 "inconvenience" (its adjective
        // "inconvenient"), "not happy" for "unhappy" (``ReshapedAnswer/prefixedNegations(of:)``).
        // Only an adjective's own gloss ("inconvenient"), or an adjectival or verbal noun's adjective: never a verb's or a
        // noun's gloss that happens to begin alike (収入 "income" is no "not come", 割引 "discount" no "not count").
        let negations = ReshapedAnswer.prefixedNegations(of: input)
        let isAdjective = known.isAdjectivalNoun || word.reading.hasSuffix("い")
        if !negations.isEmpty, let gloss = (word.answerMeanings + known.glosses).first(where: { gloss in
            (isAdjective && !gloss.hasPrefix("to ") && negations.contains(MeaningMatcher.compact(MeaningMatcher.normalizedGloss(gloss))))
                || ((known.isAdjectivalNoun || known.isVerbalNoun) && dictionary.adjectives(of: gloss).contains { negations.contains($0) })
        }) {
            return MeaningMatcher.Match(judgement: .normalised, gloss: gloss)
        }
        // A gloss in another shape of its own words, as typed: "AC" for "air conditioning", "not at all" for "at all"
        // (``ReshapedAnswer``).
        if let gloss = ReshapedAnswer.gloss(for: input, among: word.answerMeanings + known.glosses) {
            return MeaningMatcher.Match(judgement: .normalised, gloss: gloss)
        }
        // "Easy to confuse" for "easily confused", and back (``EasePhrase``): the main sense's glosses and the key's answers;
        // "soon after" for "immediately following" (``TimePreposition/closeGloss(for:among:)``).
        if let gloss = EasePhrase.gloss(for: input, among: word.answerMeanings + known.mainGlosses + known.everydayAnswers)
            ?? TimePreposition.closeGloss(for: input, among: word.answerMeanings + known.glosses + known.everydayAnswers) {
            return MeaningMatcher.Match(judgement: .normalised, gloss: gloss)
        }
        guard !refused else { return nil }
        // A verb with a preposition naming what or whom the act is about, with or against ("to learn about" for "to learn",
        // ``TrailingPreposition``); "make" and an adjective for a verb made of it with -en ("to make looser" for "to loosen",
        // ``MadeAdjective``), for a word the dictionary knows to be no intransitive verb.
        let ownVerbs = word.answerMeanings + known.glosses + known.everydayAnswers
        if let gloss = TrailingPreposition.gloss(for: input, among: ownVerbs, intransitive: known.isIntransitive, in: dictionary)
            ?? (known.isIntransitive || known.glosses.isEmpty ? nil : MadeAdjective.gloss(for: input, among: ownVerbs, in: dictionary)) {
            return MeaningMatcher.Match(judgement: .normalised, gloss: gloss)
        }
        // A stand-in in the object's slot a verb leaves empty: "make something fly" for "to make fly", "let someone have it"
        // for the key's "to let someone have" (``ObjectSlot``), for a word the dictionary knows to be no intransitive verb.
        if !known.isIntransitive, !known.glosses.isEmpty,
           let gloss = ObjectSlot.causativeGloss(for: input, among: ownVerbs, in: dictionary) ?? ObjectSlot.filledGloss(for: input, among: ownVerbs) {
            return MeaningMatcher.Match(judgement: .normalised, gloss: gloss)
        }
        // A noun gloss said with "-style" after its origin: "a Japanese-style hotel" for 旅館 "Japanese hotel"; never a
        // person's noun ("a Chinese-style character" is no 漢字, "a Japanese-style person" no Japanese person).
        if let gloss = StandInObject.styledGloss(input, among: word.answerMeanings + known.glosses),
           let head = MeaningMatcher.normalizedGloss(gloss).split(separator: " ").last.map(String.init),
           !dictionary.isPersonNoun(head), !["person", "people"].contains(head) {
            return MeaningMatcher.Match(judgement: .normalised, gloss: gloss)
        }
        // A person noun said as a definition: "someone who works in a shop" for 店員's key "shop worker" (``PersonDefinition``).
        if let gloss = personGloss(input, word: word, known: known, in: dictionary) {
            return MeaningMatcher.Match(judgement: .normalised, gloss: gloss)
        }
        // A verb with an object its gloss's note lists: "recommend a book" for "to recommend (a book, etc.)" (``NoteExampleObject``);
        // a "-less" noun gloss said with "without": "a child without parents" for "parentless child" (``LackPhrase``).
        if let gloss = (known.isIntransitive ? nil : NoteExampleObject.gloss(for: input, among: word.answerMeanings + known.glosses))
            ?? LackPhrase.gloss(for: input, among: word.answerMeanings + known.glosses + known.everydayAnswers, in: dictionary) {
            return MeaningMatcher.Match(judgement: .normalised, gloss: gloss)
        }
        // A noun gloss with a qualifier that names the word's own sense of it: "ceiling of a room" (``QualifiedGloss``).
        if let gloss = QualifiedGloss.gloss(for: input, senses: senses + [known.everydayAnswers], in: dictionary) {
            return MeaningMatcher.Match(judgement: .normalised, gloss: gloss)
        }
        // A gloss with a phrase after it that keeps its meaning: "a story for children" for "children's story", "cut with a
        // knife" for "to cut" (``PurposePhrase``).
        let own = word.answerMeanings + known.glosses + known.everydayAnswers
        if let gloss = PurposePhrase.compoundGloss(for: input, among: own, in: dictionary)
            ?? PurposePhrase.instrumentGloss(for: input, among: own, in: dictionary) {
            return MeaningMatcher.Match(judgement: .normalised, gloss: gloss)
        }
        // A noun gloss's modifiers in another order: "traditional Japanese clothing" for "Japanese traditional clothing"
        // (``ReorderedModifiers``); the key's answers too, not the thesaurus's.
        if let gloss = ReorderedModifiers.gloss(for: input, among: word.answerMeanings + known.glosses + known.everydayAnswers,
                                                in: dictionary) {
            return MeaningMatcher.Match(judgement: .normalised, gloss: gloss)
        }
        // A gloss its note narrows to examples has no kinds: "art show" is no "show (of power, ability, etc.)".
        return (narrowed(input, glosses: glosses.filter { !Self.isNarrowedToExamples($0) }, in: dictionary, synonyms: lent) ?? combined(input, glosses: word.answerMeanings + known.glosses, in: dictionary)
            ?? narrowedSynonym(input, glosses: glosses, in: dictionary, refused: known.refusedSynonyms, synonyms: lent))
            .map { MeaningMatcher.Match(judgement: .normalised, gloss: $0) }
    }
}
