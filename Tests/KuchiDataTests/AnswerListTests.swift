import Foundation
import KuchiCore
import Testing

/// The answer lists of Fixtures/ (see its README) judged for the bundled words with the bundled dictionary
/// and thesaurus, as a session judges them. docs/japanese.md gives the figures these tests print.
@Suite("Answer lists for the bundled words")
struct AnswerListTests {
    /// The rows of `file` and those judged right, at a question of the row's `mode` (meaning when none).
    private func judge(_ file: String) throws -> (rows: [[String: String]], accepted: [[String: String]]) {
        let rows = try BundledJudge.rows(file)
        var accepted: [[String: String]] = []
        for row in rows {
            let word = try #require(BundledJudge.word(row["word"] ?? "", row["reading"] ?? ""), "\(file): no bundled word \(row)")
            let kind: ChallengeKind = row["mode"] == "reading" ? .reading : row["mode"] == "word" ? .word : .meaning
            if BundledJudge.accepts(row["answer"] ?? "", for: word, kind: kind) { accepted.append(row) }
        }
        return (rows, accepted)
    }

    private func listed(_ rows: [[String: String]]) -> String {
        rows.prefix(200).map { "\($0["word"] ?? "") ← \($0["answer"] ?? "")" }.joined(separator: ", ")
    }

    private func percent(_ part: Int, _ whole: Int) -> String {
        String(format: "%.1f%%", 100 * Double(part) / Double(max(whole, 1)))
    }

    private func refused(_ rows: [[String: String]], accepted: [[String: String]]) -> [[String: String]] {
        let right = Set(accepted.map { "\($0["word"] ?? "")\t\($0["answer"] ?? "")" })
        return rows.filter { !right.contains("\($0["word"] ?? "")\t\($0["answer"] ?? "")") }
    }

    /// Prints how many of `rows` were accepted, by label (`gloss`, `natural`) and in all, under `title`.
    private func printCounts(of title: String, _ rows: [[String: String]], accepted: [[String: String]]) {
        // Each label the list uses: "gloss", and "natural" or "phrasing" for the rest, as the list's writer named them.
        for label in ["gloss", "natural", "phrasing"] where rows.contains(where: { $0["label"] == label }) {
            let labelled = rows.filter { $0["label"] == label }
            let ok = accepted.filter { $0["label"] == label }
            print("\(title), \(label): \(ok.count) of \(labelled.count) accepted (\(percent(ok.count, labelled.count)))")
        }
        print("\(title), all: \(accepted.count) of \(rows.count) accepted (\(percent(accepted.count, rows.count)))")
    }

    @Test func everyDictionaryGlossAndAtLeast98PercentOfNaturalAnswersAreAccepted() throws {
        let (rows, accepted) = try judge("natural-answers.tsv")
        #expect(rows.count >= 1_000, "the list holds at least 1,000 answers")
        // Each label the list uses: "gloss", and "natural" or "phrasing" for the rest, as the list's writer named them.
        for label in ["gloss", "natural", "phrasing"] where rows.contains(where: { $0["label"] == label }) {
            let labelled = rows.filter { $0["label"] == label }
            let ok = accepted.filter { $0["label"] == label }
            print("natural answers, \(label): \(ok.count) of \(labelled.count) accepted (\(percent(ok.count, labelled.count)))")
            let rate = Double(ok.count) / Double(max(labelled.count, 1))
            #expect(rate >= (label == "gloss" ? 1.0 : 0.98), "\(label) refused: \(listed(refused(labelled, accepted: ok)))")
        }
        print("natural answers, all: \(accepted.count) of \(rows.count) accepted (\(percent(accepted.count, rows.count)))")
        // Not held out: the refused rows are printed, to find the general rules they miss.
        print("natural answers refused: \(listed(refused(rows, accepted: accepted)))")
        #expect(Double(accepted.count) / Double(rows.count) >= 0.98, "the issue's target")
    }

    @Test func atMostOnePercentOfOtherWordsMeaningsAreAccepted() throws {
        let (rows, accepted) = try judge("wrong-answers.tsv")
        #expect(rows.count >= 300, "the control list holds at least 300 answers")
        print("wrong answers: \(accepted.count) of \(rows.count) accepted (\(percent(accepted.count, rows.count)))")
        #expect(Double(accepted.count) / Double(rows.count) <= 0.01, "accepted: \(listed(accepted))")
    }

    /// The held-out lists: written for 100 random bundled words after the main lists, and never used to tune the
    /// judge (Fixtures/README.md).
    @Test func heldOutListsAreJudgedAsWell() throws {
        let (natural, accepted) = try judge("natural-answers-heldout.tsv")
        printCounts(of: "held-out natural answers", natural, accepted: accepted)
        // Only counts are printed: the rows refused stay out of sight unless the threshold fails, so that no rule
        // is made from them.
        #expect(Double(accepted.count) / Double(natural.count) >= 0.98, "refused: \(listed(refused(natural, accepted: accepted)))")
        let (wrong, wronglyAccepted) = try judge("wrong-answers-heldout.tsv")
        print("held-out wrong answers: \(wronglyAccepted.count) of \(wrong.count) accepted (\(percent(wronglyAccepted.count, wrong.count)))")
        #expect(Double(wronglyAccepted.count) / Double(wrong.count) <= 0.01, "accepted: \(listed(wronglyAccepted))")
    }

    /// The N4–N1 lists: 80 words drawn at random from the levels Kuchi bundles besides N5 (Fixtures/README.md).
    @Test func levelListsAreJudgedAsWell() throws {
        let (natural, accepted) = try judge("natural-answers-levels.tsv")
        printCounts(of: "N4–N1 natural answers", natural, accepted: accepted)
        // Not held out: the refused rows are printed, as the main list's are when its threshold fails.
        print("N4–N1 natural answers refused: \(listed(refused(natural, accepted: accepted)))")
        #expect(accepted.count >= 226, "refused: \(listed(refused(natural, accepted: accepted)))")
        let (wrong, wronglyAccepted) = try judge("wrong-answers-levels.tsv")
        print("N4–N1 wrong answers: \(wronglyAccepted.count) of \(wrong.count) accepted (\(percent(wronglyAccepted.count, wrong.count)))")
        // 茎 ← "root" was accepted until "stem" lent only the synonyms of its sense beside "stalk" (docs/japanese.md).
        #expect(wronglyAccepted.isEmpty, "accepted: \(listed(wronglyAccepted))")
    }

    /// The held-out N4–N1 lists: 80 other words of those levels, written after the lists above and never used to
    /// tune the judge (Fixtures/README.md).
    @Test func heldOutLevelListsAreJudgedAsWell() throws {
        let (natural, accepted) = try judge("natural-answers-heldout-levels.tsv")
        printCounts(of: "held-out N4–N1 natural answers", natural, accepted: accepted)
        // Counts only, as for the held-out N5 list: the refused rows are printed only when the threshold fails.
        #expect(accepted.count >= 234, "refused: \(listed(refused(natural, accepted: accepted)))")
        let (wrong, wronglyAccepted) = try judge("wrong-answers-heldout-levels.tsv")
        print("held-out N4–N1 wrong answers: \(wronglyAccepted.count) of \(wrong.count) accepted (\(percent(wronglyAccepted.count, wrong.count)))")
        #expect(wronglyAccepted.isEmpty, "accepted: \(listed(wronglyAccepted))")
    }

    /// The fresh N4–N1 lists: 60 more words of those levels, written (issue 19, judging accuracy) before the rules that
    /// followed them and never used to tune the judge (Fixtures/README.md). Counts only, as for the other held-out lists.
    @Test func freshLevelListsAreJudgedAsWell() throws {
        let (natural, accepted) = try judge("natural-answers-fresh-levels.tsv")
        #expect(natural.count >= 150 && Set(natural.map { $0["word"] ?? "" }).count == 60)
        printCounts(of: "fresh N4–N1 natural answers", natural, accepted: accepted)
        // 236, not 237: the list counts 別に ← "especially" as a gloss, but JMdict writes it "(not) especially" (judging
        // round 8 keeps EDICT's leading negating notes; "not especially" is right).
        #expect(accepted.count >= 239, "refused: \(listed(refused(natural, accepted: accepted)))")
        let (wrong, wronglyAccepted) = try judge("wrong-answers-fresh-levels.tsv")
        #expect(wrong.count >= 100)
        print("fresh N4–N1 wrong answers: \(wronglyAccepted.count) of \(wrong.count) accepted (\(percent(wronglyAccepted.count, wrong.count)))")
        // 3 of 120 (2.5%) on its first run, above the issue's 1%: synonyms WordNet gives another sense of a gloss
        // (docs/japanese.md). The count is held, not the target.
        #expect(wronglyAccepted.isEmpty, "accepted: \(listed(wronglyAccepted))")
    }

    /// The mixed lists: 70 words, 14 from each of N5 to N1, written (issue 19, second judging round) before that round
    /// changed any rule, with wrong answers that are synonyms of another sense of a gloss (Fixtures/README.md). Never
    /// used to tune the judge: counts only, the rows printed only when a threshold fails.
    @Test func mixedLevelListsAreJudgedAsWell() throws {
        let (natural, accepted) = try judge("natural-answers-mixed-levels.tsv")
        #expect(natural.count >= 200 && Set(natural.map { $0["word"] ?? "" }).count == 70)
        printCounts(of: "mixed N5–N1 natural answers", natural, accepted: accepted)
        #expect(accepted.count >= 331, "refused: \(listed(refused(natural, accepted: accepted)))")
        let (wrong, wronglyAccepted) = try judge("wrong-answers-mixed-levels.tsv")
        #expect(wrong.count >= 150)
        print("mixed N5–N1 wrong answers: \(wronglyAccepted.count) of \(wrong.count) accepted (\(percent(wronglyAccepted.count, wrong.count)))")
        // 26 of 227 (11.5%) on its first run, far above the issue's 1%: the count is held, not the target.
        #expect(wronglyAccepted.count <= 3, "accepted: \(listed(wronglyAccepted))")
    }

    /// The walk-through lists: answers helpers typed into the release binary as new users, judged by a teacher's
    /// eye before the judge's data were read (Fixtures/README.md). Not held out: rules were made from them.
    /// - The first (N5 to N2): narrower words (犬 ← "puppy", 魚 ← "salmon") were accepted until a narrower word
    ///   that is a Japanese word's own main meaning stopped counting (docs/japanese.md); most wrong answers left
    ///   are glosses JMdict gives the word.
    /// - The second (mostly N4–N2; the ten answers it marked arguable and the wrong ones that are JMdict glosses
    ///   of the word left out): most wrong answers accepted are WordNet synonyms of another sense of an English
    ///   gloss (秋 "fall" → "drop").
    /// - The third (mostly N4–N1, typed into the release binary; six wrong answers it marked arguable left out) probes
    ///   WordNet on purpose: 90 of its wrong answers are synonyms of another sense of a gloss (犬 ← "frankfurter").
    /// - The fourth (86 words across N5–N1 that no other list has) was written before the judging round that
    ///   followed it, and first measured after it: held out from that round's rules.
    /// - The fifth (104 words at N4–N1 that no other list has) was held out in the same way from the next round.
    /// - The sixth (125 words at N4–N1 that no other list has, adverbs, set phrases and counters among them) too.
    /// - The seventh (126 words at N4–N1, everyday and informal phrasings among them) from the round after it.
    /// - The eighth (131 words across N5–N1 no other list has) from the answer key's writers and this stop's judging
    ///   helper; two rules were made from it afterwards (a "(not)" gloss, a negating prefix never a typo).
    /// - The ninth (130 words, 26 at each level) from the next stop's judging helper.
    /// - The tenth (130 words no other list has, N4–N1, two thirds of its natural answers paraphrases) from every
    ///   round so far.
    /// - The eleventh (100 words no other list has, N4–N1, at least one everyday phrasing a word) from the answer key's
    ///   fifth pass and every round after it.
    /// - The twelfth (100 words no other list has, 25 at each of N4–N1, 215 phrasings of 374) from rounds 11 and 12; seen
    ///   from round 13 on.
    /// - The thirteenth (100 words no other list has, 25 at each of N4–N1, 253 phrasings of 392) from round 13; seen from
    ///   round 14 on.
    /// - The fourteenth (100 words no other list has, 25 at each of N4–N1, 209 phrasings of 377) from round 14; seen from
    ///   round 15 on.
    /// - The fifteenth (100 words no other list has, 40 at N4 and 20 at each of N3–N1: every N5 word had been used; 217
    ///   phrasings of 387) from round 15; seen from round 16 on.
    /// - The sixteenth (100 words no other list has, 40 at N4 and 20 at each of N3–N1; 288 phrasings of 397) from round 16
    ///   and the fixes of the seventeenth walk-through's defects; seen from round 17 on.
    /// - The seventeenth (100 words no other list has: the last 14 unused N4 words, 31 N3, 30 N2, 25 N1; 199 phrasings of
    ///   373) from round 17; seen from round 18 on.
    /// - The eighteenth (100 words no other list has: 35 N3, 35 N2, 30 N1; 253 phrasings of 383) from rounds 18 and 19,
    ///   written beside them, and every round up to 20; seen from round 21 on.
    /// - The twenty-first (N3–N1 words no other list has; 255 phrasings of 463) from round 23, written beside it; seen from
    ///   round 24 on.
    /// - The twenty-second (N3–N1 words no other list spells or reads; 293 phrasings of 476) from round 24, written
    ///   beside it; seen from round 25 on.
    /// - The twenty-third (N3–N1 words no other list spells or reads; 286 phrasings of 472) from round 25, written
    ///   beside it; seen from round 26 on.
    /// - The twenty-fourth (N3–N1 words no other list spells or reads; 264 phrasings of 447) from round 26 and the answer
    ///   key's sixth and seventh passes, written beside them.
    /// - The twenty-fifth (N3–N1 words no other list spells or reads; 275 phrasings of 487) from round 26, written after the
    ///   key's seventh pass landed.
    /// - The twenty-sixth (N3–N1 words no other list spells or reads; 291 phrasings of 489), written beside the key's ninth
    ///   and tenth passes; held out from every round up to 33, seen from round 34 on.
    /// - The twenty-seventh (N3–N1 words no other list spells or reads; 287 phrasings of 486), written beside the key's
    ///   twelfth pass and judging round 28; held out from every round up to 33, seen from round 34 on.
    /// - The twenty-eighth (N3–N1 words no other list spells or reads; 240 phrasings of 495), written beside the key's
    ///   fifteenth pass; held out from every round up to 34, seen from round 35 on.
    /// - The twenty-ninth (N3–N1 words no other list spells or reads; 294 phrasings of 577), written blind on main at
    ///   4bfe90b6, before any judging round after it; held out from every round up to 34, seen from round 35 on.
    /// - The thirtieth to the thirty-third (the same recipe, 100 words each that no other list spells or reads and no
    ///   other bundled word shares), each written blind before the judging round after it, and held out.
    @Test(arguments: [("walkthrough", "walk-through", 403, 11), ("walkthrough2", "second walk-through", 392, 3),
                      ("walkthrough3", "third walk-through", 153, 5), ("walkthrough4", "fourth walk-through", 211, 2),
                      ("walkthrough5", "fifth walk-through", 204, 1), ("walkthrough6", "sixth walk-through", 235, 1),
                      ("walkthrough7", "seventh walk-through", 291, 1), ("walkthrough8", "eighth walk-through", 270, 6),
                      ("walkthrough9", "ninth walk-through", 367, 1), ("walkthrough10", "tenth walk-through", 366, 1),
                      ("walkthrough11", "eleventh walk-through", 298, 0),
                      ("walkthrough12", "twelfth walk-through", 359, 0),
                      ("walkthrough13", "thirteenth walk-through", 372, 0),
                      ("walkthrough14", "fourteenth walk-through", 353, 0),
                      ("walkthrough15", "fifteenth walk-through", 375, 1),
                      ("walkthrough16", "sixteenth walk-through", 376, 0),
                      ("walkthrough17", "seventeenth walk-through", 353, 0),
                      ("walkthrough18", "eighteenth walk-through", 351, 3),
                      ("walkthrough19", "nineteenth walk-through", 493, 0),
                      ("walkthrough20", "twentieth walk-through", 482, 0),
                      ("walkthrough21", "twenty-first walk-through", 448, 0),
                      ("walkthrough22", "twenty-second walk-through", 449, 0),
                      ("walkthrough23", "twenty-third walk-through", 468, 0),
                      ("walkthrough24", "twenty-fourth walk-through", 430, 0),
                      ("walkthrough25", "twenty-fifth walk-through", 461, 2),
                      ("walkthrough26", "twenty-sixth walk-through", 470, 0),
                      ("walkthrough27", "twenty-seventh walk-through", 445, 3),
                      ("walkthrough28", "twenty-eighth walk-through", 473, 0),
                      ("walkthrough29", "twenty-ninth walk-through", 525, 1),
                      ("walkthrough30", "thirtieth walk-through", 539, 1),
                      ("walkthrough31", "thirty-first walk-through", 549, 2),
                      ("walkthrough32", "thirty-second walk-through", 538, 1),
                      ("walkthrough33", "thirty-third walk-through", 543, 0),
                      ("walkthrough34", "thirty-fourth walk-through", 542, 3)])
    func walkThroughListsAreJudgedAsWell(file: String, title: String, leastAccepted: Int, mostWronglyAccepted: Int) throws {
        // The eighth to the eleventh and the thirty-second to the thirty-fourth are held out from the judging rounds after
        // them: counts only, their rows printed only when a threshold fails. The twelfth is seen since judging round 13,
        // the thirteenth since round 14, the fourteenth since round 15, the fifteenth since round 16, the sixteenth since
        // round 17, the seventeenth since round 18, the eighteenth since round 21, the nineteenth since round 22, the
        // twentieth since round 23, the twenty-first since round 24, the twenty-second since round 25, the twenty-third
        // since round 26, the twenty-fourth since round 27, the twenty-fifth since round 28, the twenty-sixth and
        // twenty-seventh since round 34, the twenty-eighth and twenty-ninth since round 35, the thirtieth and
        // thirty-first since round 36: their refusals are printed.
        let heldOut = ["walkthrough8", "walkthrough9", "walkthrough10", "walkthrough11", "walkthrough32",
                       "walkthrough33", "walkthrough34"].contains(file)
        let (natural, accepted) = try judge("natural-answers-\(file).tsv")
        printCounts(of: "\(title) natural answers", natural, accepted: accepted)
        if !heldOut { print("\(title) natural answers refused: \(listed(refused(natural, accepted: accepted)))") }
        #expect(accepted.count >= leastAccepted, "refused: \(listed(refused(natural, accepted: accepted)))")
        let (wrong, wronglyAccepted) = try judge("wrong-answers-\(file).tsv")
        print("\(title) wrong answers: \(wronglyAccepted.count) of \(wrong.count) accepted (\(percent(wronglyAccepted.count, wrong.count)))"
            + (heldOut ? "" : ": \(listed(wronglyAccepted))"))
        #expect(wronglyAccepted.count <= mostWronglyAccepted, "accepted: \(listed(wronglyAccepted))")
    }

    /// The N5 other-sense probes: synonyms of another sense of a basic word's gloss (美味しい ← "bitter", 座る ← "to
    /// baby-sit"), written as a probe after the sixth walk-through (Fixtures/README.md). Seen: rules were made with it.
    @Test func otherSenseProbesOfBasicWordsAreJudgedAsWell() throws {
        let (wrong, wronglyAccepted) = try judge("wrong-answers-n5-other-senses.tsv")
        #expect(wrong.count >= 25)
        print("N5 other-sense probes: \(wronglyAccepted.count) of \(wrong.count) accepted (\(percent(wronglyAccepted.count, wrong.count))): \(listed(wronglyAccepted))")
        // 23 of 29 when written: the count is held, not the target.
        #expect(wronglyAccepted.count <= 5, "accepted: \(listed(wronglyAccepted))")
    }

    @Test func typedJapaneseIsJudgedAsATeacherWould() throws {
        let (rows, accepted) = try judge("japanese-answers.tsv")
        let acceptedKeys = Set(accepted.map { "\($0["word"] ?? "")\t\($0["mode"] ?? "")\t\($0["answer"] ?? "")" })
        let misjudged = rows.filter { ($0["expect"] == "right") != acceptedKeys.contains("\($0["word"] ?? "")\t\($0["mode"] ?? "")\t\($0["answer"] ?? "")") }
        for expect in ["right", "wrong"] {
            let expected = rows.filter { $0["expect"] == expect }
            let wrongly = misjudged.filter { $0["expect"] == expect }
            print("Japanese answers expected \(expect): \(expected.count - wrongly.count) of \(expected.count) judged so")
        }
        #expect(misjudged.isEmpty, "misjudged: \(misjudged.map { "\($0["mode"] ?? "") \($0["word"] ?? "") ← \($0["answer"] ?? "") (\($0["expect"] ?? ""))" })")
    }
}
