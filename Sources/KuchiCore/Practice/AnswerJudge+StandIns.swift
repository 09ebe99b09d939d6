/// Stand-ins a learner puts where a gloss leaves the object implicit (judging round 19, issue 19): tried only after the
/// answer as typed was refused, each judged again in the plainer shape it stands for.
extension AnswerJudge {

    /// The verdict of `input` read as a plainer answer the stand-in only fills out, when that is right; `nil` otherwise.
    /// - "printing something out", "to print it out" for 印刷's "to print out", "to raise something up" for 持ち上げる: a
    ///   thing's stand-in before a particle, when the word's own gloss or key answer says the phrasal verb as written (with
    ///   no note but for "out", round 19's) and the verb alone is right (``StandInObject``): 閉める's "to shut" takes no "to
    ///   shut something out", which is 閉め出す, 作る's "to make up (one's face)" no "to make something up". "Back" needs no
    ///   verb alone (judging round 25: "to get something back" for 取り戻す "to get back"): a thing got, taken or given back
    ///   is the phrasal verb's one transitive sense, and an intransitive word's "to get back" (戻る) takes no stand-in.
    /// - "to show people around" for 案内's "to show someone around": "people" for "someone" where a gloss or key answer of
    ///   the word says "someone" or "somebody" (a verb whose meanings take no person takes no "people").
    /// - "count things", "making things" for 数える "to count", 作る "to make": "things" or "stuff" after a verb, for a word
    ///   with a verb gloss, judged as the verb alone ("building things" is no 建物 "building", which has none), unless
    ///   a meaning gives that verb a person for its whole object (育てる "to raise children", かける "to call by phone").
    /// - "to get started" for 始める: "to start", where the word's glosses say "to start" and "to begin".
    static func standInVerdict(_ input: String, word: Word, in dictionary: WordDictionary, known: DictionaryKnowledge,
                               competitors: [String]) -> Verdict? {
        let out = StandInObject.phrasalWithoutStandIn(input), things = StandInObject.thingsAsObject(input)
        let people = StandInObject.peopleAsSomeone(input), started = StandInObject.saysGetStarted(input)
        // The shapes are read first, from the words alone: most refused answers have none, and cost no more here.
        guard out != nil || things != nil || people != nil || started,
              !known.isIntransitive, !known.glosses.isEmpty, !isRefusedSynonym(input, known: known) else { return nil }
        func rightly(_ plain: String) -> Verdict? {
            var other = meaningVerdict(plain, word: word, in: dictionary, known: known, competitors: competitors)
            guard other.judgement == .exact || other.judgement == .normalised else { return nil }
            other.judgement = .normalised
            other.given = input
            return other
        }
        let meanings = word.answerMeanings + known.glosses + known.everydayAnswers
        if let (phrasal, verb, particle) = out, StandInObject.saysAsWritten(phrasal, among: meanings, noteless: particle != "out"),
           particle == "back" || rightly(verb) != nil {
            return rightly(phrasal)
        }
        if let plain = things, meanings.contains(where: { $0.lowercased().hasPrefix("to ") }),
           !StandInObject.namesItsObject(plain, among: meanings) {
            return rightly(plain)
        }
        if let plain = people,
           meanings.contains(where: { meaning in
               let words = meaning.lowercased().split(whereSeparator: { !$0.isLetter })
               return words.dropLast().contains { $0 == "someone" || $0 == "somebody" }
           }) {
            return rightly(plain)
        }
        if started {
            let verbs = Set(meanings.map { $0.lowercased() })
            guard verbs.contains("to start"), verbs.contains("to begin") else { return nil }
            return rightly("to start")
        }
        return nil
    }
}
