import Testing
import KuchiCore

/// Judging round 15 (issue 19): what a gloss's WordNet sense means, beyond its words. A rule that reads a sense's
/// definition, its synonyms or its broader words would open these shapes; they were written before any such rule was
/// tried, and each must stay wrong. The round measured the rules and built none (docs/japanese.md, round 15).
@Suite("Sense definitions") struct SenseDefinitionTests {
    /// Each is wrong for the word: 108 answers.
    static let mustRefuse: [(String, String, String)] = [
        // A bare broader word (WordNet's hypernym of the gloss's sense), or a word of the sense's definition alone.
        ("コンサート", "コンサート", "music"),
        ("コンサート", "コンサート", "performance"),
        ("コンサート", "コンサート", "singers"),
        ("コンサート", "コンサート", "theatrical staging"),
        ("掃除", "そうじ", "dirt"),
        ("掃除", "そうじ", "improvement"),
        ("生産", "せいさん", "process"),
        ("教会", "きょうかい", "worship"),
        ("教会", "きょうかい", "altar"),
        ("屋根", "やね", "covering"),
        ("屋根", "やね", "building"),
        ("辞典", "じてん", "reference book"),
        ("辞典", "じてん", "words"),
        ("辞典", "じてん", "alphabetical list"),
        ("火山", "かざん", "mountain"),
        ("火山", "かざん", "volcanic material"),
        ("耕す", "たがやす", "soil"),
        ("耕す", "たがやす", "glacier"),
        ("漬ける", "つける", "liquid"),
        ("漬ける", "つける", "water"),
        ("煮る", "にる", "broth"),
        ("煮る", "にる", "kitchen"),
        ("治す", "なおす", "illness"),
        ("治す", "なおす", "medicine"),
        ("配る", "くばる", "cards"),
        ("儲かる", "もうかる", "money"),
        ("会議室", "かいぎしつ", "meeting"),
        ("会議室", "かいぎしつ", "conference"),
        ("花壇", "かだん", "flowers"),
        ("ハンドバッグ", "ハンドバッグ", "container"),
        ("ハンドバッグ", "ハンドバッグ", "money"),
        ("放送", "ほうそう", "radio"),
        ("水道", "すいどう", "pipe"),
        ("国際", "こくさい", "nation"),
        ("売り場", "うりば", "customer"),
        ("演奏", "えんそう", "instrument"),
        ("換気", "かんき", "air"),
        ("鍛える", "きたえる", "strength"),
        ("剥がす", "はがす", "sticker"),
        ("エンジン", "エンジン", "machine"),
        // A neighbour's definition: the gloss's head or a definition word with words that say another thing.
        ("コンサート", "コンサート", "music lesson"),
        ("コンサート", "コンサート", "music class"),
        ("掃除", "そうじ", "wash the dishes"),
        ("掃除", "そうじ", "making a mess"),
        ("生産", "せいさん", "buying things"),
        ("生産", "せいさん", "selling things"),
        ("裏切る", "うらぎる", "to let someone in"),
        ("取り出す", "とりだす", "put something into a bag"),
        ("取り出す", "とりだす", "to put away"),
        ("揃える", "そろえる", "to scatter"),
        ("揃える", "そろえる", "to get everything dirty"),
        ("会議室", "かいぎしつ", "bedroom"),
        ("花壇", "かだん", "flower shop"),
        ("地理", "ちり", "geology"),
        ("地理", "ちり", "map"),
        ("ハンドバッグ", "ハンドバッグ", "wallet"),
        ("ハンドバッグ", "ハンドバッグ", "suitcase"),
        ("水道", "すいどう", "water bottle"),
        ("入学", "にゅうがく", "to leave school"),
        ("入学", "にゅうがく", "graduation"),
        ("国際", "こくさい", "domestic"),
        ("売り場", "うりば", "warehouse"),
        ("演奏", "えんそう", "to listen to music"),
        ("換気", "かんき", "to close the window"),
        ("見逃す", "みのがす", "to watch closely"),
        ("取り寄せる", "とりよせる", "to send back"),
        ("剥がす", "はがす", "to stick on"),
        ("涼む", "すずむ", "to catch a cold"),
        ("儲かる", "もうかる", "to lose money"),
        ("エンジン", "エンジン", "motor vehicle"),
        // A synonym, compound or definition of another WordNet sense of a gloss (the bank, the plant, the spring, the till).
        ("生産", "せいさん", "stage show"),
        ("生産", "せいさん", "presentation"),
        ("裏切る", "うらぎる", "to reveal"),
        ("裏切る", "うらぎる", "to disclose"),
        ("裏切る", "うらぎる", "to sell"),
        ("裏切る", "うらぎる", "to give away"),
        ("植物", "しょくぶつ", "power plant"),
        ("植物", "しょくぶつ", "factory"),
        ("春", "はる", "spring water"),
        ("春", "はる", "coil"),
        ("春", "はる", "to jump"),
        ("女王", "じょおう", "insect"),
        ("土手", "どて", "bank account"),
        ("土手", "どて", "money"),
        ("鎖", "くさり", "mountain range"),
        ("真空", "しんくう", "vacuum cleaner"),
        ("真空", "しんくう", "to hoover"),
        ("両替", "りょうがえ", "change of clothes"),
        ("始める", "はじめる", "first time"),
        ("渡す", "わたす", "to go across"),
        ("耕す", "たがやす", "cash register"),
        ("耕す", "たがやす", "boulder clay"),
        ("漬ける", "つける", "to rip off"),
        ("漬ける", "つける", "to get drunk"),
        ("漬ける", "つける", "to pawn"),
        ("煮る", "にる", "to fume"),
        ("治す", "なおす", "to smoke"),
        ("治す", "なおす", "to salt"),
        ("配る", "くばる", "to trade"),
        ("配る", "くばる", "to cope"),
        ("花壇", "かだん", "bed"),
        ("放送", "ほうそう", "to spread seeds"),
        ("放送", "ほうそう", "to scatter seeds"),
        ("スイッチ", "スイッチ", "whip"),
        ("スイッチ", "スイッチ", "change"),
        ("銀行", "ぎんこう", "slope"),
        // A kind of a sense English seldom uses, which the thesaurus lent a gloss alone in its sense before this round.
        ("客", "きゃく", "no-show"),
        ("窓", "まど", "dialog box"),
    ]

    @Test(arguments: mustRefuse)
    func aWordOfTheSenseIsNotTheWord(word: String, reading: String, answer: String) throws {
        #expect(try !BundledJudge.accepts(answer, text: word, reading: reading), "\(word) ← \(answer)")
    }

    /// The seen lists' answers made of a gloss's sense: the gloss's noun with a word of its definition or compound
    /// ("water tap", "medical treatment", "swimming pool"), a synonym in the gloss's own sense ("take hold of", "come
    /// near"). Each is right, and must stay right under any sense rule.
    @Test(arguments: [
        ("お茶", "おちゃ", "green tea"),
        ("コート", "コート", "tennis court"),
        ("プール", "プール", "swimming pool"),
        ("マスク", "マスク", "face mask"),
        ("乗り換える", "のりかえる", "change trains"),
        ("事務所", "じむしょ", "business office"),
        ("医者", "いしゃ", "medical doctor"),
        ("塩", "しお", "table salt"),
        ("宴会", "えんかい", "dinner party"),
        ("店員", "てんいん", "store clerk"),
        ("掴む", "つかむ", "take hold of"),
        ("映画館", "えいがかん", "movie theater"),
        ("暴れる", "あばれる", "to act violently"),
        ("治療", "ちりょう", "medical treatment"),
        ("混ぜる", "まぜる", "mix together"),
        ("箸", "はし", "a pair of chopsticks"),
        ("続く", "つづく", "keep going"),
        ("蛇口", "じゃぐち", "water tap"),
        ("見物", "けんぶつ", "going sightseeing"),
        ("近付く", "ちかづく", "come near"),
        ("逃げ出す", "にげだす", "to run away"),
        ("駅", "えき", "train station"),
    ])
    func theGlosssOwnSenseIsRight(word: String, reading: String, answer: String) throws {
        #expect(try BundledJudge.accepts(answer, text: word, reading: reading), "\(word) ← \(answer)")
    }

    /// Wrong, and accepted before this round: a compound or narrower word of another WordNet sense of the gloss that the
    /// thesaurus or the kind rule lends ("queen bee", the insect's queen, for 女王; "river bank" for 銀行). Left for a
    /// later round (the word's own sense of "bank" is not WordNet's first).
    @Test(arguments: [("女王", "じょおう", "queen bee"), ("銀行", "ぎんこう", "river bank")])
    func anotherSensesCompoundIsStillTaken(word: String, reading: String, answer: String) throws {
        let accepted = try BundledJudge.accepts(answer, text: word, reading: reading)
        withKnownIssue("accepted before judging round 15; no rule of this round reaches it") {
            #expect(!accepted, "\(word) ← \(answer)")
        }
    }
}
