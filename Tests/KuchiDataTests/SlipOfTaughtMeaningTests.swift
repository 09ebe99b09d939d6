import Testing
import KuchiCore

/// A slip of the meaning a deck teaches that happens to spell a gloss of another of the word's senses.
@Suite("A slip that spells another sense's gloss")
struct SlipOfTaughtMeaningTests {
    private func verdict(_ answer: String, _ text: String, _ reading: String) throws -> Verdict {
        let word = try #require(BundledJudge.word(text, reading))
        let challenge = Challenge(word: word, kind: .meaning, choices: [], correctIndex: 0)
        let reading = AnswerJudge.judge(answer, for: challenge, dictionary: BundledJudge.dictionary)
        guard case let .answer(verdict) = reading else { throw Unjudged(answer: answer) }
        return verdict
    }

    private struct Unjudged: Error { let answer: String }

    /// Walk-through 31 (D12): "calender" for カレンダー was right and shown "calender (machine for flattening things)", a
    /// JMdict sense of the loanword; the learner misspelt "calendar". Still right, shown as a typo of the deck's meaning.
    @Test func calenderForCalendarIsShownAsATypoOfCalendar() throws {
        let calender = try verdict("calender", "カレンダー", "カレンダー")
        #expect(calender.judgement == .typo, "\(calender)")
        #expect(calender.expected == "calendar", "\(calender)")
        // The deck's meaning spelt right, and another sense named in full, are judged as before.
        #expect(try verdict("calendar", "カレンダー", "カレンダー").judgement == .exact)
        #expect(try verdict("calender (machine for flattening things)", "カレンダー", "カレンダー").expected != "calendar")
        // Another form of the deck's word names the other sense on purpose: right, and shown as that sense (no typo).
        for (answer, text, reading) in [("healthy", "健康", "けんこう"), ("robber", "強盗", "ごうとう"), ("infinity", "無限", "むげん"),
                                        ("to await", "待つ", "まつ")] {
            let other = try verdict(answer, text, reading)
            #expect(other.judgement.isCorrect && other.judgement != .typo, "\(text) ← \(answer): \(other)")
        }
        // 暦 "calendar; almanac" has no such sense: "calender" stays wrong there.
        #expect(try verdict("calender", "暦", "こよみ").judgement == .wrong)
    }
}
