import Testing
import KuchiCore

/// Judging round 26 (issue 19): shapes the twenty-third walk-through refused or wrongly took, each a table of wrong
/// answers written before its rule was tuned, beside the right ones it is for.
@Suite("Shapes of round 26") struct Round26ShapeTests {
    /// A gerund of five letters said for a verb the word does not have, or with words its verb gloss does not say.
    @Test(arguments: [
        ("行く", "いく", "doing"), ("死ぬ", "しぬ", "lying"), ("使う", "つかう", "owing"), ("絶滅", "ぜつめつ", "going out"),
        ("年", "とし", "aging"), ("行く", "いく", "going extinct"), ("絶滅", "ぜつめつ", "dying down"),
    ])
    func aShortGerundOfAnotherVerbIsWrong(word: String, reading: String, answer: String) throws {
        #expect(try !BundledJudge.accepts(answer, text: word, reading: reading), "\(word) ← \(answer)")
    }

    @Test(arguments: [
        ("絶滅", "ぜつめつ", "going extinct"), ("死ぬ", "しぬ", "dying"), ("使う", "つかう", "using"),
        // LearnerShapeTests' shape no rule took until this round (the key's "to go on a picnic").
        ("ピクニック", "ピクニック", "going on a picnic"),
    ])
    func aShortGerundOfTheWordsVerbIsRight(word: String, reading: String, answer: String) throws {
        #expect(try BundledJudge.accepts(answer, text: word, reading: reading), "\(word) ← \(answer)")
    }

    /// A stand-in in a causing verb's slot for a word that does not cause it (an intransitive verb, one without the
    /// gloss), or before a particle, article or preposition that makes another phrase.
    @Test(arguments: [
        ("飛ぶ", "とぶ", "make something fly"), ("冷める", "さめる", "let something cool down"),
        ("冷める", "さめる", "let it cool"), ("構成", "こうせい", "make someone up"),
        ("確かめる", "たしかめる", "make someone sure"), ("進歩", "しんぽ", "make something progress"),
        ("下ろす", "おろす", "make someone off"), ("飛ばす", "とばす", "let something fly off"),
        ("叱る", "しかる", "let someone have it"), ("渡す", "わたす", "let someone have it"),
        // Added while probing: a note names what fills the slot ("to let down (one's guard)"), and "make" before a noun
        // is a phrase of its own ("to make money").
        ("緩める", "ゆるめる", "let someone down"), ("稼ぐ", "かせぐ", "make somebody money"),
    ])
    func aStandInInAnotherVerbsSlotIsWrong(word: String, reading: String, answer: String) throws {
        #expect(try !BundledJudge.accepts(answer, text: word, reading: reading), "\(word) ← \(answer)")
    }

    @Test(arguments: [
        ("飛ばす", "とばす", "make something fly"), ("冷ます", "さます", "let something cool down"), ("冷ます", "さます", "let it cool"),
        ("下ろす", "おろす", "let someone off"), ("譲る", "ゆずる", "let someone have it"), ("任せる", "まかせる", "let someone do it"),
    ])
    func aStandInInTheWordsSlotIsRight(word: String, reading: String, answer: String) throws {
        #expect(try BundledJudge.accepts(answer, text: word, reading: reading), "\(word) ← \(answer)")
    }

    /// An adjective alone that no key answer says with "be": another word's state, or a part of a longer key answer; a
    /// past participle alone ("to be decided" is 未定's "yet to be decided").
    @Test(arguments: [
        ("未定", "みてい", "decided"), ("未定", "みてい", "announced"), ("勝つ", "かつ", "beaten"), ("負ける", "まける", "victorious"),
        ("終わる", "おわる", "started"), ("満足", "まんぞく", "unhappy"), ("感謝", "かんしゃ", "indignant"),
    ])
    func anAdjectiveNoKeyAnswerSaysIsWrong(word: String, reading: String, answer: String) throws {
        #expect(try !BundledJudge.accepts(answer, text: word, reading: reading), "\(word) ← \(answer)")
    }

    @Test(arguments: [
        ("憤慨", "ふんがい", "indignant"), ("感謝", "かんしゃ", "grateful"), ("感謝", "かんしゃ", "thankful"),
    ])
    func theKeysAdjectiveAloneIsRight(word: String, reading: String, answer: String) throws {
        #expect(try BundledJudge.accepts(answer, text: word, reading: reading), "\(word) ← \(answer)")
    }

    /// "Make someone money" for 稼ぐ "to make (money)" is taken by an older rule (the note's object after a stand-in),
    /// before this round as after it: a known issue.
    @Test func aNotesObjectAfterAStandInIsAKnownIssue() throws {
        let accepted = try BundledJudge.accepts("make someone money", text: "稼ぐ", reading: "かせぐ")
        withKnownIssue { #expect(!accepted) }
    }

    /// 増す increases in amount or degree; "to multiply" is 掛ける's arithmetic (the key listed it: mended there).
    @Test(arguments: [("増す", "ます", "to multiply"), ("増す", "ます", "multiply")])
    func anotherWordsMeaningIsWrong(word: String, reading: String, answer: String) throws {
        #expect(try !BundledJudge.accepts(answer, text: word, reading: reading), "\(word) ← \(answer)")
    }
}
