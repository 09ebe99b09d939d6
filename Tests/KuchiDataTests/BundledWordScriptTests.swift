import KuchiCore
import KuchiData
import Testing

/// Every bundled word is written in Japanese: the source shipped 対立 as "Ͼ立" (U+03FE, mojibake) at N2, taught as a
/// word to learn (walk-through 17); and no bundled meaning is only the English word a loanword came from.
@Suite("The bundled words are Japanese")
struct BundledWordScriptTests {
    @Test func everyWrittenFormAndReadingIsJapanese() {
        let words = Array(BundledJudge.words.values) + Array(BundledJudge.levelWords.values)
        #expect(words.count > 8_000)
        var foreign: [String] = []
        for word in words {
            for part in (word.text.split(separator: "/") + word.reading.split(separator: "/")).map(String.init)
            where !JapaneseScript.isJapanese(part) {
                foreign.append("\(word.text) \(word.reading)")
            }
        }
        #expect(foreign.isEmpty, "not Japanese: \(foreign.sorted())")
    }

    @Test func confrontationIsWrittenWithItsKanjiAtN2() {
        #expect(BundledLevelWords.text.text.contains("\n対立\tたいりつ\tconfrontation; opposition; antagonism\tN2"))
        #expect(!BundledLevelWords.text.text.contains("Ͼ"))
        #expect(!BundledDictionary.text.description.contains("Ͼ"))
    }

    /// The script lets through what Japanese words are written with, and nothing else.
    @Test(arguments: [
        ("対立", true), ("たいりつ", true), ("コーヒー", true), ("人々", true), ("ヶ月", true), ("より、ほう", true), ("〆切", true),
        ("Ͼ立", false), ("Tシャツ", false), ("", false), ("ねこ ", false), ("１", false),
    ])
    func japaneseScriptTellsMojibake(text: String, japanese: Bool) {
        #expect(JapaneseScript.isJapanese(text) == japanese)
    }

    /// カンニング is cheating in an exam; "cunning", the English it came from, is a false friend (EDICT: "(eng: cunning)").
    @Test(arguments: [
        ("カンニング", "カンニング", "cunning", false), ("カンニング", "カンニング", "cheating", true),
        ("カンニング", "カンニング", "cheating on an exam", true), ("バット", "バット", "vat", false), ("バット", "バット", "bat", true),
    ])
    func aLoanwordsEtymonIsNoMeaning(text: String, reading: String, answer: String, right: Bool) throws {
        #expect(try BundledJudge.accepts(answer, text: text, reading: reading) == right, "\(answer) for \(text)")
    }

    /// 潜る is "to dive": the bundled meanings said "to drive", a one-letter misspelling of EDICT's gloss that took "to
    /// drive" as exactly right (review 22). It is now at most a typo of "to dive", shown with the right spelling.
    @Test(arguments: [("潜る", "もぐる"), ("潜る", "くぐる")])
    func aMisspeltMeaningIsNoExactAnswer(text: String, reading: String) throws {
        let word = try #require(BundledJudge.word(text, reading))
        #expect(!word.meanings.contains("to drive"), "\(word.meanings)")
        let challenge = Challenge(word: word, kind: .meaning, choices: [], correctIndex: 0)
        guard case let .answer(verdict) = AnswerJudge.judge("to drive", for: challenge, sameWritten: [], dictionary: BundledJudge.dictionary) else {
            Issue.record("no verdict")
            return
        }
        #expect(verdict.judgement == .typo || verdict.judgement == .wrong, "\(verdict.judgement)")
        #expect(try BundledJudge.accepts("to dive", text: text, reading: reading))
    }

    /// Other bundled meanings one letter off their entry's EDICT gloss, and another English word, are corrected: the word
    /// is taught its gloss ("ordnance", not "ordinance", a law) and バッグ, a bag, is no "bug" (バグ).
    @Test(arguments: [
        ("武器", "ぶき", "ordinance", "ordnance"), ("兵器", "へいき", "ordinance", "ordnance"), ("郡", "ぐん", "country", "county"),
        ("分かれる", "わかれる", "to dispense", "to disperse"), ("バッグ", "バッグ", "bug", "bag"),
    ])
    func aMeaningOneLetterOffItsGlossIsCorrected(text: String, reading: String, misspelt: String, gloss: String) throws {
        let word = try #require(BundledJudge.word(text, reading))
        #expect(!word.meanings.contains(misspelt) && word.meanings.contains(gloss), "\(word.meanings)")
        #expect(try BundledJudge.accepts(gloss, text: text, reading: reading))
    }

    @Test func aBagIsNoBug() throws {
        #expect(try !BundledJudge.accepts("bug", text: "バッグ", reading: "バッグ"))
    }
}
