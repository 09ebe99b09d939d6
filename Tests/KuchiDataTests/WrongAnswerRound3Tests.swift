import Testing
import KuchiCore

/// Wrong answers the judge took, round 3 (issue 19, docs/decisions.md): a light verb with a bare noun is no way of
/// saying the verb the noun is spelt as, while a light verb with an article, "do" with one noun, and what the answer
/// key says stay right. The rule that refused the first kind was measured and not merged (it also refused "to take
/// walk"), so those cases are known issues until a source of light-verb phrases tells the two apart.
@Suite("Wrong answers the judge took, round 3") struct WrongAnswerRound3Tests {
    /// Round 33's probes (降る "to do falls", 咲く "to take bloom") and WordNet's idioms of the same shape: "to take place"
    /// is happening, not 置く's placing; "to make do" no する, "to take charge" no 取る.
    @Test(arguments: [
        ("降る", "ふる", "to do falls"), ("咲く", "さく", "to take bloom"), ("咲く", "さく", "take bloom"),
        ("置く", "おく", "to take place"), ("する", "する", "to make do"), ("する", "する", "to make pass"),
        ("取る", "とる", "to take charge"), ("打つ", "うつ", "to make do"),
    ])
    func aLightVerbWithABareNounIsWrong(word: String, reading: String, answer: String) throws {
        let accepted = try BundledJudge.accepts(answer, text: word, reading: reading)
        withKnownIssue("taken: a light verb is left out before its noun, which then meets a verb gloss (decisions.md, round 3)") {
            #expect(!accepted, "\(word) ← \(answer)")
        }
    }

    /// The verb itself, a light verb with an article, "do" with one noun, and the key's own light-verb phrases with or
    /// without their article ("to take rest" for 休む's "to take a rest").
    @Test(arguments: [
        ("咲く", "さく", "to bloom"), ("降る", "ふる", "to fall"), ("休む", "やすむ", "to take a rest"),
        ("休む", "やすむ", "to have a rest"), ("泳ぐ", "およぐ", "to have a swim"), ("歩く", "あるく", "to take a walk"),
        ("働く", "はたらく", "to do work"), ("飛ぶ", "とぶ", "to take flight"), ("休む", "やすむ", "to take rest"),
        ("泳ぐ", "およぐ", "to have swim"),
    ])
    func theVerbOrALightVerbWithAnArticleIsRight(word: String, reading: String, answer: String) throws {
        #expect(try BundledJudge.accepts(answer, text: word, reading: reading), "\(word) ← \(answer)")
    }
}
