import Testing
import KuchiCore

/// Judging round 14 (issue 19): a verb gloss said with a stand-in object, a person noun said as "someone who …", a
/// gloss said with its origin. The refusals were written before any rule was built: a stand-in object after another
/// word's verb, a particle that makes a phrasal verb of another meaning, a definition of another person, a qualifier
/// that picks another sense.
@Suite("Stand-in objects and person definitions") struct ObjectAndPersonPhrasingTests {
    /// Each is wrong for the word.
    static let mustRefuse: [(String, String, String)] = [
        // A stand-in object after a verb that then says another word (the transitive partner, another sense).
        ("止む", "やむ", "to stop something"),
        ("止む", "やむ", "stopping something"),
        ("始まる", "はじまる", "to begin something"),
        ("始まる", "はじまる", "beginning something"),
        ("閉まる", "しまる", "to close something"),
        ("壊れる", "こわれる", "to break something"),
        ("落ちる", "おちる", "to drop something"),
        ("変わる", "かわる", "changing something"),
        ("燃える", "もえる", "burning something"),
        ("走る", "はしる", "to run something"),
        ("走る", "はしる", "running something"),
        ("歩く", "あるく", "to walk someone"),
        ("治る", "なおる", "to heal someone"),
        ("消える", "きえる", "to disappear someone"),
        // A particle after the stand-in that makes a phrasal verb of another meaning.
        ("作る", "つくる", "to make something up"),
        ("作る", "つくる", "making something up"),
        ("見る/観る", "みる", "looking down on someone"),
        ("見る/観る", "みる", "seeing someone off"),
        ("立つ", "たつ", "to stand someone up"),
        ("書く", "かく", "writing someone off"),
        ("落とす", "おとす", "dropping someone off"),
        ("持つ", "もつ", "holding something up"),
        ("回す", "まわす", "to turn something down"),
        ("走る", "はしる", "running someone over"),
        ("寝る", "ねる", "sleeping something off"),
        ("置く", "おく", "to put someone up"),
        ("話す", "はなす", "talking someone into something"),
        ("押す", "おす", "pushing someone around"),
        ("待つ", "まつ", "waiting on someone"),
        ("渡す", "わたす", "handing something down"),
        ("切る", "きる", "cutting someone off"),
        ("印刷", "いんさつ", "printing someone out"),
        ("育てる", "そだてる", "bringing something up"),
        ("泊める", "とめる", "putting something up"),
        // A definition of another person.
        ("同僚", "どうりょう", "someone who works for you"),
        ("同僚", "どうりょう", "someone you work for"),
        ("同僚", "どうりょう", "someone who works against you"),
        ("店員", "てんいん", "someone who owns a shop"),
        ("店員", "てんいん", "someone who shops"),
        ("店員", "てんいん", "someone who works in a factory"),
        ("店員", "てんいん", "someone who breaks into a shop"),
        ("客", "きゃく", "someone you visit"),
        ("客", "きゃく", "someone who sells things"),
        ("先生", "せんせい", "someone who learns"),
        ("先生", "せんせい", "someone you teach"),
        ("学生", "がくせい", "someone who teaches"),
        ("医者", "いしゃ", "someone who is sick"),
        ("後輩", "こうはい", "someone senior to you"),
        ("先輩", "せんぱい", "someone junior to you"),
        ("警官", "けいかん", "someone who steals"),
        ("歌手", "かしゅ", "someone who listens to songs"),
        ("患者", "かんじゃ", "someone who treats patients"),
        ("作家", "さっか", "someone who reads books"),
        ("運転手", "うんてんしゅ", "someone who rides in a car"),
        ("友達", "ともだち", "someone you don't know"),
        ("部下", "ぶか", "someone you work for"),
        ("上司", "じょうし", "someone who works for you"),
        ("近い", "ちかい", "someone close to you"),
        ("暖房", "だんぼう", "someone who heats"),
        ("入れ物", "いれもの", "someone who holds"),
        ("個", "こ", "someone who counts"),
        ("目印", "めじるし", "someone who marks"),
        ("塔", "とう", "someone who tows"),
        ("下水", "げすい", "someone who sews"),
        ("担架", "たんか", "someone who stretches"),
        ("親しい", "したしい", "someone close to you"),
        // "Doing" after a verb the word is not, or not in that sense.
        ("始まる", "はじまる", "start doing"),
        ("続く", "つづく", "continue doing"),
        ("止める", "とめる", "stop doing"),
        ("止める", "とどめる", "stop doing"),
        // A qualifier or origin that picks another thing.
        ("旅館", "りょかん", "a Western-style hotel"),
        ("旅館", "りょかん", "a Japanese-style room"),
        ("漢字", "かんじ", "a Chinese-style character"),
        ("旅館", "りょかん", "a Chinese-style hotel"),
        ("時代", "じだい", "a period in school"),
        ("目次", "もくじ", "list of prices"),
        ("幽霊", "ゆうれい", "spirit of a team"),
        ("幽霊", "ゆうれい", "spirit of a drink"),
    ]

    @Test(arguments: mustRefuse)
    func anotherWordsPhrasingIsWrong(word: String, reading: String, answer: String) throws {
        #expect(try !BundledJudge.accepts(answer, text: word, reading: reading), "\(word) ← \(answer)")
    }

    /// The shapes the walk-throughs' learners typed: the word's own gloss or key answer said with a stand-in object, a
    /// person's definition made of the word's own noun, a gloss with "-style" after its origin.
    @Test(arguments: [
        ("店員", "てんいん", "someone who works in a shop"),
        ("先生", "せんせい", "someone who teaches"),
        ("歌手", "かしゅ", "someone who sings"),
        ("運転手", "うんてんしゅ", "a person who drives"),
        ("同僚", "どうりょう", "someone you work with"),
        ("同僚", "どうりょう", "a person you work with"),
        ("後悔", "こうかい", "regretting something"),
        ("後悔", "こうかい", "to regret something"),
        ("旅館", "りょかん", "a Japanese-style hotel"),
        ("似合う", "にあう", "to look good on someone"),
        ("後輩", "こうはい", "someone junior to you"),
        ("先輩", "せんぱい", "someone senior to you"),
        ("始める", "はじめる", "start doing"),
        ("続ける", "つづける", "to continue doing something"),
        ("怒鳴る", "どなる", "yell at someone"),
    ])
    func theWordsOwnPhrasingIsRight(word: String, reading: String, answer: String) throws {
        #expect(try BundledJudge.accepts(answer, text: word, reading: reading), "\(word) ← \(answer)")
    }

    /// Wrong, and accepted before this round: 開く あく is intransitive ("to become open"), but the judge reads its
    /// plain "to open" as taking an object.
    @Test(arguments: [("開く", "あく", "to open something"), ("開く", "あく", "opening something")])
    func anIntransitiveVerbsObjectIsStillTaken(word: String, reading: String, answer: String) throws {
        let accepted = try BundledJudge.accepts(answer, text: word, reading: reading)
        withKnownIssue("accepted before judging round 14; not this round's rules") {
            #expect(!accepted, "\(word) ← \(answer)")
        }
    }
}
