import Testing
import KuchiCore

/// Judging round 19 (issue 19): stand-in objects and generic nouns a learner adds, and compounds that name another thing.
/// The must-refuse rows were written before the round's rules; a teacher marks every one wrong.
@Suite("Stand-ins of round 19") struct StandInRound19Tests {
    /// A stand-in that picks another sense of a phrasal verb, a particle that makes another verb, "people" after a verb
    /// that takes no person, a real object that changes the meaning.
    @Test(arguments: [
        ("育てる", "そだてる", "to bring something up"), ("泊める", "とめる", "to put something up"),
        ("切る", "きる", "to cut someone off"), ("作る", "つくる", "to make something up"),
        ("消す", "けす", "to put someone out"), ("調べる", "しらべる", "to look someone up"),
        ("落とす", "おとす", "to let someone down"), ("休む", "やすむ", "to take something off"),
        ("脱ぐ", "ぬぐ", "to take someone off"), ("払う", "はらう", "to pay someone off"),
        ("数える", "かぞえる", "to count on someone"), ("数える", "かぞえる", "to count someone in"),
        ("数える", "かぞえる", "to count someone out"), ("漬ける", "つける", "to pickle people"),
        ("気付く", "きづく", "to come to someone"), ("出席", "しゅっせき", "to attend to something"),
        ("出席", "しゅっせき", "attending to someone"), ("案内", "あんない", "to show someone up"),
        ("案内", "あんない", "to show someone off"), ("案内", "あんない", "showing people up"),
        ("始める", "はじめる", "to start over"), ("始める", "はじめる", "to start someone off"),
        ("印刷", "いんさつ", "printing people"), ("読む", "よむ", "to read people"),
        ("飲む", "のむ", "to drink people"), ("聞く", "きく", "hearing things"), ("建物", "たてもの", "building things"),
        ("印刷", "いんさつ", "printing someone out"), ("育てる", "そだてる", "bringing it up"),
        ("止む", "やむ", "to stop things"), ("止む", "やむ", "stopping something out"),
        ("始める", "はじめる", "to get going"), ("始まる", "はじまる", "to start people"),
        // Review 25: "things" where the word's verb takes a person or a named object, and "out" the word never says.
        ("育てる", "そだてる", "to raise things"), ("育てる", "そだてる", "to raise stuff"),
        ("かける", "かける", "to call things"), ("かける", "かける", "to call stuff"),
        ("閉める", "しめる", "to shut something out"), ("閉める", "しめる", "to shut it out"), ("閉める", "しめる", "to shut out"),
    ])
    func aStandInThatNamesAnotherMeaningIsWrong(word: String, reading: String, answer: String) throws {
        #expect(try !BundledJudge.accepts(answer, text: word, reading: reading), "\(word) ← \(answer)")
    }

    /// A generic noun after an adjective gloss that names a different thing: a used car is 中古車, a kind person 親切な人,
    /// "type of thing" is another sense of "kind". Each is a word of its own, asked for by its own question.
    @Test(arguments: [
        ("中古", "ちゅうこ", "a used car"), ("中古", "ちゅうこ", "used bookstore"), ("中古", "ちゅうこ", "second-hand store"),
        ("親切", "しんせつ", "type of thing"), ("親切", "しんせつ", "a kind of thing"), ("親切", "しんせつ", "kind person"),
        ("古い", "ふるい", "old man"), ("高い", "たかい", "high school"), ("赤い", "あかい", "red light"),
        ("黒い", "くろい", "black tea"), ("暑い", "あつい", "hot dog"), ("甘い", "あまい", "sweet potato"),
        ("大きい", "おおきい", "big deal"), ("小さい", "ちいさい", "small talk"), ("有名", "ゆうめい", "famous person"),
    ])
    func anAdjectiveWithAnotherThingIsWrong(word: String, reading: String, answer: String) throws {
        #expect(try !BundledJudge.accepts(answer, text: word, reading: reading), "\(word) ← \(answer)")
    }

    /// A compound a qualifier makes of a noun gloss that names another thing, which the bundle already refuses.
    @Test(arguments: [
        ("年", "とし", "light year"), ("波", "なみ", "heat wave"), ("火", "ひ", "fire drill"), ("火", "ひ", "fire engine"),
        ("紙", "かみ", "white paper"), ("家", "いえ", "full house"), ("手紙", "てがみ", "capital letter"),
        ("机", "つくえ", "front desk"), ("木", "き", "family tree"),
    ])
    func aCompoundNamingAnotherThingIsWrong(word: String, reading: String, answer: String) throws {
        #expect(try !BundledJudge.accepts(answer, text: word, reading: reading), "\(word) ← \(answer)")
    }

    /// Compounds the bundle cannot tell from a kind of the gloss: WordNet knows each as its own noun, but the bundle holds
    /// neither the lemma nor its place in the taxonomy (docs/japanese.md, judging round 19). Known issues.
    @Test func compoundsTheBundleCannotTellApart() throws {
        let rows = [("波", "なみ", "brain wave"), ("火", "ひ", "friendly fire"), ("値段", "ねだん", "price tag"),
                    ("水", "みず", "toilet water"), ("手", "て", "farm hand"), ("目", "め", "black eye"),
                    ("目", "め", "private eye"), ("足", "あし", "athlete's foot"), ("紙", "かみ", "term paper"),
                    ("箱", "はこ", "penalty box"), ("部屋", "へや", "elbow room"), ("時計", "とけい", "body clock"),
                    ("電車", "でんしゃ", "gravy train"), ("星", "ほし", "film star"), ("鍵", "かぎ", "answer key"),
                    ("牛", "うし", "cash cow"), ("馬", "うま", "dark horse"), ("鳥", "とり", "early bird"),
                    ("石", "いし", "kidney stone"), ("口", "くち", "river mouth"), ("漬ける", "つける", "to soak up")]
        for (word, reading, answer) in rows {
            let accepted = try BundledJudge.accepts(answer, text: word, reading: reading)
            withKnownIssue("a WordNet compound the bundle does not hold: \(word) ← \(answer)") {
                #expect(!accepted)
            }
        }
    }

    /// Stand-ins and generic objects a teacher accepts: the learner fills in what the gloss leaves implicit.
    @Test(arguments: [
        ("数える", "かぞえる", "count things"), ("数える", "かぞえる", "to count something"),
        ("印刷", "いんさつ", "printing something out"), ("印刷", "いんさつ", "to print it out"),
        ("案内", "あんない", "to show people around"), ("案内", "あんない", "showing people around"),
        ("始める", "はじめる", "to get started"), ("始める", "はじめる", "getting started"),
        ("漬ける", "つける", "to soak something"), ("地図", "ちず", "road map"),
        ("作る", "つくる", "making things"), ("書く", "かく", "to write something out"),
        ("作る", "つくる", "to make it out"),
    ])
    func aStandInTheGlossLeavesImplicitIsRight(word: String, reading: String, answer: String) throws {
        #expect(try BundledJudge.accepts(answer, text: word, reading: reading), "\(word) ← \(answer)")
    }
}
