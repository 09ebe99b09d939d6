import Testing
import KuchiCore

/// Judging round 17: a word's register or use note (JMdict's `hum`, `hon`, `pol`, `fam`, `male`; the bundled meanings'
/// "(humble)", "(respectful)", "(used by males)") said in a learner's words: "to go humbly", "do, in humble speech",
/// "I, used by boys", "you, to a friend", "someone else's husband". The refusals were written before any rule was built:
/// each is what a teacher marks wrong, in exactly the shape the rules open.
@Suite("A word's register and use notes in words") struct RegisterNoteAnswerTests {
    /// Wrong answers in the shapes the rules open: a register the word's sense does not carry (humble for a respectful
    /// word, respectful for a humble one, any for a plain word or for a familiar one), a register said with another
    /// verb, a register on a sense that has none, a use note that contradicts the word's, a note naming another sense,
    /// "someone else's" for a word of one's own family or of no register, a comparative of another state.
    static let mustRefuse: [(String, String, String)] = [
        // Respectful said of a humble word.
        ("参る", "まいる", "to go respectfully"),
        ("参る", "まいる", "to come respectfully"),
        ("参る", "まいる", "respectfully go"),
        ("参る", "まいる", "to go (respectful)"),
        ("参る", "まいる", "honorific form of go"),
        ("参る", "まいる", "honorific go"),
        ("申し上げる", "もうしあげる", "to say respectfully"),
        ("申し上げる", "もうしあげる", "respectfully say"),
        ("申し上げる", "もうしあげる", "to say (honorific)"),
        ("致す", "いたす", "to do respectfully"),
        ("致す", "いたす", "honorific form of do"),
        ("致す", "いたす", "do (respectful)"),
        ("伺う", "うかがう", "to visit respectfully"),
        ("伺う", "うかがう", "to ask, in honorific speech"),
        ("いただく", "いただく", "to receive respectfully"),
        // Humble said of a respectful word.
        ("いらっしゃる", "いらっしゃる", "to go humbly"),
        ("いらっしゃる", "いらっしゃる", "to come humbly"),
        ("いらっしゃる", "いらっしゃる", "humble form of go"),
        ("いらっしゃる", "いらっしゃる", "to be, in humble speech"),
        ("おっしゃる", "おっしゃる", "to say humbly"),
        ("おっしゃる", "おっしゃる", "humbly say"),
        ("おっしゃる", "おっしゃる", "to say (humble)"),
        ("ごらんになる", "ごらんになる", "to see humbly"),
        ("ごらんになる", "ごらんになる", "to watch humbly"),
        ("ごらんになる", "ごらんになる", "humble form of see"),
        ("召し上がる", "めしあがる", "to eat humbly"),
        ("召し上がる", "めしあがる", "humbly eat"),
        ("召し上がる", "めしあがる", "humble way to say eat"),
        ("なさる", "なさる", "to do humbly"),
        ("なさる", "なさる", "do (humble)"),
        ("くださる", "くださる", "to give humbly"),
        ("くださる", "くださる", "humble give"),
        // A register on a plain word: another word's meaning.
        ("行く", "いく", "to go humbly"),
        ("行く", "いく", "to go politely"),
        ("行く", "いく", "humbly go"),
        ("行く", "いく", "polite way to say go"),
        ("行く", "いく", "to go (humble)"),
        ("言う", "いう", "to say politely"),
        ("言う", "いう", "to say humbly"),
        ("言う", "いう", "honorific form of say"),
        ("言う", "いう", "respectfully say"),
        ("食べる", "たべる", "to eat politely"),
        ("食べる", "たべる", "to eat (polite)"),
        ("食べる", "たべる", "humbly eat"),
        ("する", "する", "to do humbly"),
        ("する", "する", "do politely"),
        ("来る", "くる", "to come humbly"),
        ("来る", "くる", "to come politely"),
        ("あげる", "あげる", "to give humbly"),
        ("もらう", "もらう", "to receive humbly"),
        // A register said with another verb.
        ("参る", "まいる", "to eat humbly"),
        ("参る", "まいる", "to say humbly"),
        ("参る", "まいる", "to give humbly"),
        ("申し上げる", "もうしあげる", "to go humbly"),
        ("申し上げる", "もうしあげる", "to eat humbly"),
        ("致す", "いたす", "to go humbly"),
        ("致す", "いたす", "to say humbly"),
        ("召し上がる", "めしあがる", "to go politely"),
        ("ごらんになる", "ごらんになる", "to eat politely"),
        ("ごらんになる", "ごらんになる", "to say politely"),
        // A register on a sense that carries none (参る's "to be defeated").
        ("参る", "まいる", "to be defeated humbly"),
        ("参る", "まいる", "to collapse humbly"),
        // Polite said of a familiar word.
        ("君", "きみ", "you, politely"),
        ("君", "きみ", "polite you"),
        ("うん", "うん", "yes, politely"),
        ("俺", "おれ", "I, politely"),
        // A use note that contradicts the word's.
        ("僕", "ぼく", "I, used by girls"),
        ("僕", "ぼく", "I, for girls"),
        ("僕", "ぼく", "I (female)"),
        ("僕", "ぼく", "I, used by women"),
        ("僕", "ぼく", "me, for women"),
        ("僕", "ぼく", "I (used by females)"),
        ("俺", "おれ", "I, used by women"),
        ("俺", "おれ", "me, for girls"),
        ("君", "きみ", "you, used by women"),
        ("君", "きみ", "you, for girls"),
        ("君", "きみ", "you, to a superior"),
        ("君", "きみ", "you, to your boss"),
        ("君", "きみ", "you, formal"),
        ("君", "きみ", "you, respectful"),
        // A note naming another sense of the gloss.
        ("僕", "ぼく", "I, the letter"),
        ("僕", "ぼく", "I, the Roman numeral"),
        // "Someone else's" for a word of one's own family, or of no register, or another thing.
        ("妻", "つま", "someone else's wife"),
        ("夫", "おっと", "someone else's husband"),
        ("御主人", "ごしゅじん", "someone else's wife"),
        ("お宅", "おたく", "someone else's car"),
        ("奥さん", "おくさん", "someone else's husband"),
        // Found by the review of round 17: a polite or honorific word whose gloss says no "your".
        ("お茶", "おちゃ", "someone else's tea"),
        ("お休み", "おやすみ", "someone else's holiday"),
        ("皆さん", "みなさん", "someone else's everyone"),
        ("方", "かた", "someone else's person"),
        // Found while probing, after the rules were built: a note in parentheses after a key answer.
        ("よろしい", "よろしい", "OK (humble)"),
        ("よろしい", "よろしい", "all right (humble)"),
        ("妹", "いもうと", "younger sister (honorific)"),
        ("存じる", "ぞんじる", "to know respectfully"),
        ("僕", "ぼく", "I, female speech"),
        // A comparative of another state.
        ("老ける", "ふける", "grow younger"),
        ("老ける", "ふける", "to grow taller"),
        ("太る", "ふとる", "to become thinner"),
    ]

    /// Right answers in those shapes: the word's own register (or "politely", which humble and respectful speech both
    /// are), its own use note, its honorific "your" as "someone else's", a change of state said as a comparative.
    static let mustAccept: [(String, String, String)] = [
        ("参る", "まいる", "to go humbly"),
        ("参る", "まいる", "come humbly"),
        ("参る", "まいる", "to humbly go"),
        ("参る", "まいる", "go (humble)"),
        ("参る", "まいる", "humble form of go"),
        ("参る", "まいる", "to go in humble speech"),
        ("参る", "まいる", "to go politely"),
        ("参る", "まいる", "humble way to say go"),
        ("申し上げる", "もうしあげる", "to say something politely"),
        ("申し上げる", "もうしあげる", "to tell someone politely"),
        ("申し上げる", "もうしあげる", "humbly say"),
        ("申し上げる", "もうしあげる", "to say humbly"),
        ("申し上げる", "もうしあげる", "humble form of say"),
        ("致す", "いたす", "do, in humble speech"),
        ("致す", "いたす", "to humbly do"),
        ("致す", "いたす", "do politely"),
        ("致す", "いたす", "humble form of do"),
        ("ごらんになる", "ごらんになる", "to watch, politely"),
        ("ごらんになる", "ごらんになる", "honorific for see"),
        ("ごらんになる", "ごらんになる", "to see respectfully"),
        ("ごらんになる", "ごらんになる", "honorific form of see"),
        ("いらっしゃる", "いらっしゃる", "to go respectfully"),
        ("いらっしゃる", "いらっしゃる", "to come (honorific)"),
        ("いらっしゃる", "いらっしゃる", "honorific form of go"),
        ("おっしゃる", "おっしゃる", "to say respectfully"),
        ("おっしゃる", "おっしゃる", "respectful form of say"),
        ("召し上がる", "めしあがる", "to eat respectfully"),
        ("召し上がる", "めしあがる", "honorific form of eat"),
        ("召し上がる", "めしあがる", "to eat politely"),
        ("伺う", "うかがう", "to visit humbly"),
        ("伺う", "うかがう", "to ask humbly"),
        ("差し上げる", "さしあげる", "to give humbly"),
        ("いただく", "いただく", "to receive humbly"),
        ("僕", "ぼく", "I, used by boys"),
        ("僕", "ぼく", "me, for boys"),
        ("僕", "ぼく", "I (male)"),
        ("僕", "ぼく", "I, used by men"),
        ("俺", "おれ", "I, used by men"),
        ("君", "きみ", "you, familiar"),
        ("君", "きみ", "you, to a friend"),
        ("君", "きみ", "you (informal)"),
        ("君", "きみ", "you, used by men"),
        ("御主人", "ごしゅじん", "someone else's husband"),
        ("御主人", "ごしゅじん", "another person's husband"),
        ("奥さん", "おくさん", "someone else's wife"),
        ("お宅", "おたく", "someone else's house"),
        ("老ける", "ふける", "grow older"),
        ("老ける", "ふける", "to get older"),
        ("太る", "ふとる", "to become fatter"),
        ("いらっしゃる", "いらっしゃる", "to be, politely"),
        ("伺う", "うかがう", "to hear humbly"),
        ("うん", "うん", "yes, casual"),
        ("よろしい", "よろしい", "OK, politely"),
        ("妹", "いもうと", "younger sister (humble)"),
        ("存じる", "ぞんじる", "to know humbly"),
        ("僕", "ぼく", "I, male speech"),
        // Glosses that hold a register word stay right; a note on who the word names is no use note.
        ("丁寧", "ていねい", "polite"),
        ("謙虚", "けんきょ", "humble"),
        ("従兄弟", "いとこ", "cousin (male)"),
        ("従兄弟", "いとこ", "male cousin"),
    ]

    @Test("wrong answers in the shapes the register and use-note rules open are refused", arguments: mustRefuse)
    func refused(_ row: (String, String, String)) throws {
        #expect(try !BundledJudge.accepts(row.2, text: row.0, reading: row.1), "\(row.0) ← \(row.2)")
    }

    @Test("a word's own register or use note said in words is right", arguments: mustAccept)
    func accepted(_ row: (String, String, String)) throws {
        #expect(try BundledJudge.accepts(row.2, text: row.0, reading: row.1), "\(row.0) ← \(row.2)")
    }
}
