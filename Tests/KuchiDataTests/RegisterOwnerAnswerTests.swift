import Testing
import KuchiCore

/// Judging round 18: the strict review's leftovers on register (review 23). A register note in parentheses on a plain
/// noun ("husband (humble)" for 夫), "my" or "your" said against whose the word is (奥さん is someone else's wife: "my
/// wife" is wrong; 家内 is one's own: "your wife" is wrong), and EDICT's register tags a teacher reads otherwise
/// (差し上げる's lifting is plain, 召す is honorific in every sense). The refusals were written before the rules.
@Suite("A register or an owner said against the word's") struct RegisterOwnerAnswerTests {
    /// Wrong: a register note on a word that has none; "my" for someone else's (honorific) word, "your" for one's own
    /// (humble) word; a humble note on a sense that is no keigo.
    static let mustRefuse: [(String, String, String)] = [
        ("夫", "おっと", "husband (humble)"),
        ("夫", "おっと", "husband (honorific)"),
        ("夫", "おっと", "husband (polite)"),
        ("家", "いえ", "house (polite)"),
        ("本", "ほん", "book (humble)"),
        ("従兄弟", "いとこ", "cousin (honorific)"),
        ("奥さん", "おくさん", "my wife"),
        ("夫人", "ふじん", "my wife"),
        ("御主人", "ごしゅじん", "my husband"),
        ("お宅", "おたく", "my house"),
        ("家内", "かない", "your wife"),
        ("妻", "つま", "your wife"),
        ("兄", "あに", "your older brother"),
        ("お嬢さん", "おじょうさん", "my daughter"),
        ("差し上げる", "さしあげる", "to lift up humbly"),
        ("差し上げる", "さしあげる", "to raise humbly"),
        ("差し上げる", "さしあげる", "to hold up (humble)"),
    ]

    /// Right, and right before the round: the word's own owner and register, a note on who the word names.
    static let mustAccept: [(String, String, String)] = [
        ("お嬢さん", "おじょうさん", "your daughter"),
        ("夫", "おっと", "husband"),
        ("夫", "おっと", "my husband"),
        ("奥さん", "おくさん", "your wife"),
        ("奥さん", "おくさん", "someone else's wife"),
        ("奥さん", "おくさん", "wife (honorific)"),
        ("家内", "かない", "my wife"),
        ("家内", "かない", "wife (humble)"),
        ("妻", "つま", "my wife"),
        ("御主人", "ごしゅじん", "your husband"),
        ("お宅", "おたく", "your house"),
        ("兄", "あに", "my older brother"),
        ("従兄弟", "いとこ", "cousin (male)"),
        ("差し上げる", "さしあげる", "to give humbly"),
        ("差し上げる", "さしあげる", "to lift up"),
        ("召す", "めす", "to wear (honorific)"),
        ("召す", "めす", "to call respectfully"),
    ]

    @Test(arguments: mustRefuse) func refused(text: String, reading: String, answer: String) throws {
        #expect(try !BundledJudge.accepts(answer, text: text, reading: reading), "\(text) ← \(answer)")
    }

    @Test(arguments: mustAccept) func accepted(text: String, reading: String, answer: String) throws {
        #expect(try BundledJudge.accepts(answer, text: text, reading: reading), "\(text) ← \(answer)")
    }
}
