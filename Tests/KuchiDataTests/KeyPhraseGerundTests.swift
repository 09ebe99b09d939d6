import Testing
import KuchiCore

/// Judging round 21 (issue 19): a verbal noun's answer-key verb phrase said with its verb as a gerund ("going overseas to
/// study" for 留学's "go overseas to study"). The must-refuse rows were written before the rule.
@Suite("A key's verb phrase as a gerund") struct KeyPhraseGerundTests {
    /// Two nouns are no verb phrase: their first word made a gerund names another thing or nothing ("commanding form" for
    /// 命令's "command form"); a gerund with other words than the key's says another act ("going abroad to work").
    @Test(arguments: [
        ("命令", "めいれい", "commanding form"), ("防火", "ぼうか", "firing safety"), ("予習", "よしゅう", "advancing study"),
        ("交番", "こうばん", "policing station"), ("救援", "きゅうえん", "rescuing operation"),
        ("留学", "りゅうがく", "going abroad to work"), ("留学", "りゅうがく", "studying at home"),
        ("留学", "りゅうがく", "going overseas"), ("実験", "じっけん", "doing an exam"),
        ("実験", "じっけん", "running a test"), ("発表", "はっぴょう", "giving a present"),
        ("進学", "しんがく", "going to work"), ("到着", "とうちゃく", "getting out"), ("署名", "しょめい", "signing up"),
        ("無視", "むし", "paying attention to"), ("乗換", "のりかえ", "changing clothes"),
    ])
    func aGerundOfAnotherPhraseIsWrong(word: String, reading: String, answer: String) throws {
        #expect(try !BundledJudge.accepts(answer, text: word, reading: reading), "\(word) ← \(answer)")
    }

    /// The key's own verb phrases said with a gerund, short verbs ("going", "doing") among them.
    @Test(arguments: [
        ("留学", "りゅうがく", "going overseas to study"), ("留学", "りゅうがく", "studying in another country"),
        ("留学", "りゅうがく", "going abroad to study"), ("実験", "じっけん", "doing an experiment"),
        ("実験", "じっけん", "conducting an experiment"), ("発表", "はっぴょう", "giving a presentation"),
        ("進学", "しんがく", "continuing one's education"), ("無視", "むし", "taking no notice of"),
    ])
    func aGerundOfTheKeysPhraseIsRight(word: String, reading: String, answer: String) throws {
        #expect(try BundledJudge.accepts(answer, text: word, reading: reading), "\(word) ← \(answer)")
    }
}
