import Testing
import KuchiCore

/// Judging round 34 (issue 19): a change of state said with "become" or "get" read as the "-en" verb of its adjective
/// ("become hard" for 固まる "to harden") was measured and not built (docs/decisions.md): the made verb is judged by the
/// thesaurus, whose other senses of "dampen", "weaken" and "lighten" ("to lessen", "to brighten") took other words'
/// states. These cases hold what a later rule of the shape must keep right and what it must refuse.
@Suite("Shapes of round 34") struct Round34ShapeTests {
    /// A change of state the word's own glosses say with "become", "get" or "grow", in any of those verbs.
    @Test(arguments: [
        ("固まる", "かたまる", "to become firm"), ("冷える", "ひえる", "to get cold"), ("暮れる", "くれる", "getting dark"),
        ("痩せる", "やせる", "to get thin"), ("太る", "ふとる", "becoming fat"),
    ])
    func theWordsOwnChangeOfStateIsRight(word: String, reading: String, answer: String) throws {
        #expect(try BundledJudge.accepts(answer, text: word, reading: reading), "\(word) ← \(answer)")
    }

    /// The transitive partner ("to harden" something is 固める, "to become hard" 固まる's), and states the made verb's
    /// other senses would give: "to dampen" is also "to lessen" (砕ける "to break", 冷める "to abate"), "to weaken" also
    /// "to go bad" (腐る).
    @Test(arguments: [
        ("固める", "かためる", "to become hard"), ("固める", "かためる", "becoming hard"), ("砕ける", "くだける", "to become damp"),
        ("冷める", "さめる", "to become damp"), ("腐る", "くさる", "to become weak"), ("固まる", "かたまる", "to become soft"),
    ])
    func thePartnerOrAnotherSensesStateIsWrong(word: String, reading: String, answer: String) throws {
        #expect(try !BundledJudge.accepts(answer, text: word, reading: reading), "\(word) ← \(answer)")
    }
}
