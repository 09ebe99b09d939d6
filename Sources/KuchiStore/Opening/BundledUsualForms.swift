import Foundation
import GRDB
import KuchiCore
import KuchiData

/// Migration `v40-bundled-usual-forms-merged`: the five bundled rows v39 stopped shipping because their spelling is another
/// word's (下る さがる is 下がる), where a learner had met one and v39 kept it beside the usual form it added; and migration
/// `v43-bundled-common-readings`: the rows read with a rare reading of a word the bank holds under its usual one (弟 おと
/// beside 弟 おとうと), and two more spellings (藍褸 → 襤褸), which mending kept because a learner had met them; and migration
/// `v44-bundled-okurigana`: the rows written without okurigana their usual spelling has (起す beside 起こす).
///
/// A learner who has no card of the usual form takes it with everything of theirs that pointed at the old row: answers
/// (each keeps the text it expected), cards and baselines, stars, accepted answers, suspensions. A learner who has cards of
/// both keeps the usual form's cards: the old row's cards of a kind the usual form has go (as `kuchi decks remove` takes a
/// removed word's), and its answers of those kinds stay on it for reports; its cards of a kind the usual form lacks (a
/// reading card beside the usual form's recognition card) move to it with their baselines and their answers, so that no
/// schedule is lost and a replay of the answers still gives every card; its stars, accepted answers and suspensions join the usual form. The old row then leaves the
/// bank when nothing is left on it, or stays out of sight (`removed_at`, as a removed deck's answered words) when answers
/// are: either way it is never taught again, nor offered as another question's wrong choice. Only a row that the bundled
/// decks alone hold is touched; one a learner's own deck lists stays theirs.
enum BundledUsualForms {
    /// A row in a spelling of another word (or under a rare reading of its own), and the usual spelling and reading.
    struct Pair: Equatable {
        var text: String
        var reading: String
        var usual: String
        /// The usual reading: the row's own, unless the row was a rare reading of the word (弟 おと is 弟 おとうと).
        var usualReading: String

        init(text: String, reading: String, usual: String, usualReading: String? = nil) {
            self.text = text
            self.reading = reading
            self.usual = usual
            self.usualReading = usualReading ?? reading
        }

        /// How the upgrade's message names the move: "下る さがる → 下がる", "弟 おと → おとうと".
        var move: String {
            "\(text) \(reading) → " + (usual == text ? usualReading : usual + (usualReading == reading ? "" : " " + usualReading))
        }

        /// The usual word as the message names it: "下がる", "弟 おとうと".
        var usualWord: String { usualReading == reading ? usual : usual + " " + usualReading }
    }

    /// `FORM_CORRECTIONS` in scripts/bundled_levels.py, the rows migration v39 replaced.
    static let pairs = [
        Pair(text: "下る", reading: "さがる", usual: "下がる"),
        Pair(text: "上る", reading: "あがる", usual: "上がる"),
        Pair(text: "下す", reading: "おろす", usual: "下ろす"),
        Pair(text: "後", reading: "うしろ", usual: "後ろ"),
        Pair(text: "重なる", reading: "おもなる", usual: "主なる"),
    ]

    /// The rows migration `v43-bundled-common-readings` replaces: the two spellings the five writers' review found
    /// (`FORM_CORRECTIONS`: 藍褸 is no spelling of 襤褸 ぼろ, 卒直 an old one of 率直), and every bundled row whose reading was
    /// corrected to another (`BundledLevelCorrections.readingsText`): a rare reading of a word a learner knows by the usual
    /// one (弟 おと, 昼間 ちゅうかん), where the bank holds that word already, so the row could not be read anew.
    static func commonReadingPairs(corrections: [BundledLevelReadings.Correction] = BundledLevelReadings.corrections()) -> [Pair] {
        reviewedForms + corrections.compactMap { correction in
            correction.reading.map { Pair(text: correction.text, reading: correction.shipped, usual: correction.text, usualReading: $0) }
        }
    }

    /// `FORM_CORRECTIONS` added by the five writers' review (2026-12-02).
    static let reviewedForms = [
        Pair(text: "藍褸", reading: "ぼろ", usual: "襤褸"),
        Pair(text: "卒直", reading: "そっちょく", usual: "率直"),
    ]

    /// The rows migration `v44-bundled-okurigana` replaces: every row dropped from the bundled lists
    /// (`BundledLevelCorrections.readingsText`) whose reading a bundled word has, written as the row with kana put in (起す
    /// おこす is 起こす, N5's 曲る まがる 曲がる): the spellings that leave out okurigana EDICT's common spelling writes
    /// (scripts/usual_forms.py). The five rows v40 moved (下る さがる 下がる) are left to it.
    static func okuriganaPairs(corrections: [BundledLevelReadings.Correction] = BundledLevelReadings.corrections(),
                               words: [(text: String, reading: String)]) -> [Pair] {
        let v40 = Set(pairs.map { $0.text + "\t" + $0.reading })
        var byReading: [String: [String]] = [:]
        for word in words { byReading[word.reading, default: []].append(word.text) }
        var found: [Pair] = []
        for correction in corrections where correction.reading == nil && !v40.contains(correction.text + "\t" + correction.shipped) {
            let usual = Set((byReading[correction.shipped] ?? []).filter { withKanaPutIn(correction.text, $0) })
            guard usual.count == 1, let form = usual.first,
                  !found.contains(where: { $0.text == correction.text && $0.reading == correction.shipped }) else { continue }
            found.append(Pair(text: correction.text, reading: correction.shipped, usual: form))
        }
        return found
    }

    /// Every bundled word's written form and reading: N5's and the levels'.
    static func bundledWords() throws -> [(text: String, reading: String)] {
        try (WordListTSV.parse(BundledWordList.text, deck: BundledWordList.deck) + BundledLevels.entries()).map { ($0.text, $0.reading) }
    }

    /// Whether `long` is `short` with one or more kana put in and nothing else changed (起す, 起こす; 売上, 売り上げ).
    static func withKanaPutIn(_ short: String, _ long: String) -> Bool {
        guard long.count > short.count else { return false }
        var rest = Substring(short)
        for character in long {
            if let next = rest.first, next == character {
                rest = rest.dropFirst()
            } else if !KanaScript.isKana(String(character)) {
                return false
            }
        }
        return rest.isEmpty
    }

    /// What became of one old row.
    struct Outcome: Equatable {
        var pair: Pair
        /// Answers that now belong to the usual form.
        var movedAnswers: Int
        /// Answers left on the old row, out of sight (a learner had cards of both); 0 when the row left the bank.
        var keptAnswers: Int
    }

    /// Mends every pair in the bank, and returns what it did (nothing for a bank that holds none of the old rows).
    @discardableResult
    static func merge(_ db: Database, pairs: [Pair] = pairs, now: Date = Date()) throws -> [Outcome] {
        let decks = BundledLevelReadings.bundledDecks.map { "'\($0)'" }.joined(separator: ", ")
        var outcomes: [Outcome] = []
        for pair in pairs {
            guard let old = try Int64.fetchOne(db, sql: """
                    SELECT id FROM word w WHERE text = ? AND reading = ? AND removed_at IS NULL
                        AND NOT EXISTS (SELECT 1 FROM word_source s WHERE s.word_id = w.id AND s.deck NOT IN (\(decks)))
                    """, arguments: [pair.text, pair.reading]),
                  let usual = try Int64.fetchOne(db, sql: "SELECT id FROM word WHERE text = ? AND reading = ? AND removed_at IS NULL",
                                                 arguments: [pair.usual, pair.usualReading]),
                  usual != old
            else { continue }
            outcomes.append(try merge(old: old, into: usual, pair: pair, db: db, now: now))
        }
        return outcomes
    }

    private static func merge(old: Int64, into usual: Int64, pair: Pair, db: Database, now: Date) throws -> Outcome {
        let answersBefore = try count("answer WHERE word_id = ?", old, db)
        // Each answer keeps the text it expected: "the word's own" (`NULL`) is written out before it changes words.
        try db.execute(sql: """
            UPDATE answer SET expected = (SELECT \(AnswerExpected.wordsOwn(mode: "answer.mode", word: "w")) FROM word w WHERE w.id = answer.word_id)
            WHERE word_id = ? AND expected IS NULL
            """, arguments: [old])
        let learners = try Int64.fetchAll(db, sql: """
            SELECT profile_id FROM session WHERE id IN (SELECT session_id FROM answer WHERE word_id = ?1)
            UNION SELECT profile_id FROM card WHERE word_id = ?1 UNION SELECT profile_id FROM card_baseline WHERE word_id = ?1
            UNION SELECT profile_id FROM favorite WHERE word_id = ?1 UNION SELECT profile_id FROM accepted_answer WHERE word_id = ?1
            UNION SELECT profile_id FROM suspended_word WHERE word_id = ?1
            """, arguments: [old])
        let move: [(table: String, learner: String)] = [("favorite", "profile_id"), ("accepted_answer", "profile_id"),
                                                        ("suspended_word", "profile_id")]
        for learner in learners {
            let arguments: StatementArguments = [usual, old, learner]
            // The kinds of card the learner has of the usual form are the ones taught: the old row's cards of those kinds go
            // (their baselines first, so that deleting the card copies nothing into them), and the answers that graded them
            // stay on it. Every other card of the old row, with its baseline and its answers, moves to the usual form, so
            // no schedule is lost and a replay of the answers still gives each card (`kuchi doctor`'s check).
            let taught = try Int64.fetchAll(db, sql: "SELECT kind FROM card WHERE word_id = ? AND profile_id = ?",
                                            arguments: [usual, learner])
            let taughtKinds = taught.compactMap { CardKindCode.codes.value($0) }
            let modes = AnswerModeCode.storedValues(ChallengeKind.allCases.filter { taughtKinds.contains(CardKind($0)) })
            let kinds = StatementArguments(taught)
            let ofTaught = taught.isEmpty ? "" : " AND kind IN (\(placeholders(taught.count)))"
            let notOfTaught = taught.isEmpty ? "" : " AND kind NOT IN (\(placeholders(taught.count)))"
            if !taught.isEmpty {
                for table in ["card_baseline", "card"] {
                    try db.execute(sql: "DELETE FROM \(table) WHERE word_id = ? AND profile_id = ?" + ofTaught,
                                   arguments: [old, learner] + kinds)
                }
            }
            let otherModes = modes.isEmpty ? "" : " AND mode NOT IN (\(placeholders(modes.count)))"
            try db.execute(sql: """
                UPDATE answer SET word_id = ?1 WHERE word_id = ?2 AND session_id IN (SELECT id FROM session WHERE profile_id = ?3)
                """ + otherModes, arguments: arguments + StatementArguments(modes))
            // Baselines before cards: a compact baseline (`state` NULL) then still reads as its card's.
            for table in ["card_baseline", "card"] {
                try db.execute(sql: "UPDATE OR IGNORE \(table) SET word_id = ?1 WHERE word_id = ?2 AND profile_id = ?3" + notOfTaught,
                               arguments: arguments + kinds)
                try db.execute(sql: "DELETE FROM \(table) WHERE word_id = ? AND profile_id = ?", arguments: [old, learner])
            }
            for (table, column) in move {
                try db.execute(sql: "UPDATE OR IGNORE \(table) SET word_id = ?1 WHERE word_id = ?2 AND \(column) = ?3", arguments: arguments)
                try db.execute(sql: "DELETE FROM \(table) WHERE word_id = ? AND \(column) = ?", arguments: [old, learner])
            }
        }
        // Answers expecting exactly what the usual form holds read "the word's own" again.
        try db.execute(sql: """
            UPDATE answer SET expected = NULL WHERE word_id = ?1
                AND expected = (SELECT \(AnswerExpected.wordsOwn(mode: "answer.mode", word: "w")) FROM word w WHERE w.id = ?1)
            """, arguments: [usual])
        let kept = try count("answer WHERE word_id = ?", old, db)
        for table in ["word_example", "word_audio"] {
            try db.execute(sql: "UPDATE OR IGNORE \(table) SET word_id = ? WHERE word_id = ?", arguments: [usual, old])
        }
        try db.execute(sql: "DELETE FROM word_source WHERE word_id = ?", arguments: [old])
        if kept == 0 {
            // Foreign keys are off during a migration (checked at its end): the word's own rows go first (its search rows
            // by trigger), its other written forms too (an import's `word_form`, from v42 on).
            for table in ["word_example", "word_audio"] + (try db.tableExists("word_form") ? ["word_form"] : []) {
                try db.execute(sql: "DELETE FROM \(table) WHERE word_id = ?", arguments: [old])
            }
            try db.execute(sql: "DELETE FROM word WHERE id = ?", arguments: [old])
        } else {
            try WordSearchIndex.remove(idsSelectedBy: "SELECT ?", arguments: [old], in: db)
            try db.execute(sql: "UPDATE word SET removed_at = ? WHERE id = ?", arguments: [UTCTime(now).stored, old])
        }
        return Outcome(pair: pair, movedAnswers: answersBefore - kept, keptAnswers: kept)
    }

    private static func placeholders(_ count: Int) -> String {
        Array(repeating: "?", count: count).joined(separator: ", ")
    }

    private static func count(_ from: String, _ id: Int64, _ db: Database) throws -> Int {
        try Int.fetchOne(db, sql: "SELECT count(*) FROM \(from)", arguments: [id]) ?? 0
    }

    /// One line for the upgrade's message, or `nil` when nothing changed.
    static func summary(_ outcomes: [Outcome],
                        lead: String = "Bundled words in another word's spelling now go by the usual one: ") -> String? {
        let moved = outcomes.filter { $0.movedAnswers > 0 || $0.keptAnswers == 0 }.map { outcome in
            "\(outcome.pair.move) (\(answers(outcome.movedAnswers)) moved)"
        }
        // A row some of whose answers moved (a card of a kind the usual form lacked) keeps its "other" answers.
        let kept = outcomes.filter { $0.keptAnswers > 0 }.map { outcome in
            "\(outcome.pair.text) \(outcome.pair.reading) is no longer taught beside \(outcome.pair.usualWord), which its learner has "
                + "cards of (its \(answers(outcome.keptAnswers, other: outcome.movedAnswers > 0)) "
                + "\(outcome.keptAnswers == 1 ? "stays" : "stay") in reports)"
        }
        guard !moved.isEmpty || !kept.isEmpty else { return nil }
        return lead
            + [moved.joined(separator: ", "), kept.joined(separator: "; ")].filter { !$0.isEmpty }.joined(separator: "; ") + "."
    }

    private static func answers(_ count: Int, other: Bool = false) -> String {
        "\(count) \(other ? "other " : "")" + (count == 1 ? "answer" : "answers")
    }
}
