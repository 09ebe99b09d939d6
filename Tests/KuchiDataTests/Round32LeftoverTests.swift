import Testing
import KuchiCore

/// Leftovers of judging round 32 (issue 19, ``PlacePhrase``): a gerund's phrasal verb is its verb's, and a phrasal verb
/// whose every synonym is the same verb with another particle says nothing the verb with its place does not.
@Suite("Leftovers of round 32") struct Round32LeftoverTests {
    /// Said as a gerund, a phrasal verb of its own is still one: "going into hospital" is "go into" (come in, get into),
    /// 入院's stay, no いく with a place; "breaking into a house" is burgling.
    @Test(arguments: [
        ("いく", "いく", "going into hospital"), ("行く", "いく", "going into the room"), ("いく", "いく", "going into the room"),
        ("壊す", "こわす", "breaking into a house"),
    ])
    func aGerundsPhrasalVerbOfItsOwnIsWrong(word: String, reading: String, answer: String) throws {
        #expect(try !BundledJudge.accepts(answer, text: word, reading: reading), "\(word) ← \(answer)")
    }

    /// "Fall into" has one synonym, "fall under": the verb again, so "to fall into the river" is 落ちる's "to fall" with
    /// where; a gerund with a place stays right as before.
    @Test(arguments: [
        ("落ちる", "おちる", "to fall into the river"), ("落ちる", "おちる", "falling into the sea"), ("落ちる", "おちる", "to fall in the river"),
        ("泳ぐ", "およぐ", "swimming in the sea"), ("住む", "すむ", "living in Tokyo"),
    ])
    func aPhrasalVerbThatIsOnlyItsVerbIsRight(word: String, reading: String, answer: String) throws {
        #expect(try BundledJudge.accepts(answer, text: word, reading: reading), "\(word) ← \(answer)")
    }
}
