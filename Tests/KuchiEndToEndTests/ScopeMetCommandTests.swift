import Foundation
import Testing

/// A learner who has met every word of their scope is told so, with how to go on, by `kuchi review` (terminal
/// and JSON Lines), `kuchi due` and `kuchi report`: "0 new words left today" reads as today's quota used up.
@Suite("Every word of the scope met, from the command line", .timeLimit(.minutes(20)))
struct ScopeMetCommandTests {
    @Test func reviewDueAndReportSayEveryWordOfTheScopeIsMet() throws {
        let home = try KuchiBinary.Home()
        #expect(try KuchiBinary.run(["--name", "Amy"], input: ":quit\n", home: home).status == 0)
        let list = home.root + "/fruit.csv"
        try "word,reading,meanings\n林檎,りんご,apple\n蜜柑,みかん,mandarin orange\n葡萄,ぶどう,grape\n"
            .write(toFile: list, atomically: true, encoding: .utf8)
        #expect(try KuchiBinary.run(["import", "--deck", "fruit", list], home: home).status == 0)
        #expect(try KuchiBinary.run(["config", "set", "level", "all"], home: home).status == 0)
        #expect(try KuchiBinary.run(["config", "set", "deck", "fruit"], home: home).status == 0)
        let day1 = ["KUCHI_NOW": "2026-11-23T09:00:00+09:00"]
        // The learner knows all three words at their lessons: every word of the deck is met.
        let first = try KuchiBinary.run(["review", "--json"], input: String(repeating: #"{"command": "known"}"# + "\n", count: 3),
                                        home: home, environment: day1)
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stdout.contains(#""new_left":3"#) && first.stdout.contains(#""scope_met":null"#), "\(first.stdout)")
        let said = "You have met all 3 words of deck 'fruit': only reviews are left."
        // Nothing due an hour later: the notice says why no new word comes.
        let later = try KuchiBinary.run(["review", "--json"], home: home, environment: ["KUCHI_NOW": "2026-11-23T10:00:00+09:00"])
        #expect(later.stdout.contains(said), "\(later.stdout)")
        // A month later, with cards due: the header says it once, not "0 new words left today".
        let month = ["KUCHI_NOW": "2026-12-23T09:00:00+09:00"]
        let review = try KuchiBinary.run(["review"], input: ":quit\n", home: home, environment: month)
        #expect(review.stdout.contains("no new word left in your words") && !review.stdout.contains("0 new words left today"),
                "\(review.stdout)")
        #expect(review.stdout.components(separatedBy: said).count == 2, "said once: \(review.stdout)")
        let json = try KuchiBinary.run(["review", "--json"], input: #"{"command": "quit"}"# + "\n", home: home, environment: month)
        #expect(json.stdout.contains(#""scope_met":{"words":3,"next_level":null,"message":"You have met all 3 words"#), "\(json.stdout)")
        let due = try KuchiBinary.run(["due"], home: home, environment: month)
        #expect(due.stdout.contains(said), "\(due.stdout)")
        let dueJSON = try KuchiBinary.run(["due", "--format", "json"], home: home, environment: month)
        #expect(dueJSON.stdout.contains(#""scope_met":{"words":3"#), "\(dueJSON.stdout)")
        let report = try KuchiBinary.run(["report"], home: home, environment: month)
        #expect(report.stdout.contains(said), "\(report.stdout)")
    }

    /// Walk-through 34 (L): "You have met all 3 words of deck 'fruit'" beside `kuchi decks`' 4 (one suspended) left the
    /// learner to wonder where the fourth went: the sentence names the suspended word and how it comes back.
    @Test func theSentenceNamesTheScopesSuspendedWords() throws {
        let home = try KuchiBinary.Home()
        #expect(try KuchiBinary.run(["--name", "Amy"], input: ":quit\n", home: home).status == 0)
        let list = home.root + "/fruit.csv"
        try "word,reading,meanings\n林檎,りんご,apple\n蜜柑,みかん,mandarin orange\n葡萄,ぶどう,grape\n苺,いちご,strawberry\n"
            .write(toFile: list, atomically: true, encoding: .utf8)
        #expect(try KuchiBinary.run(["import", "--deck", "fruit", list], home: home).status == 0)
        #expect(try KuchiBinary.run(["words", "suspend", "苺"], home: home).status == 0)
        let decks = try KuchiBinary.run(["decks"], home: home)
        #expect(decks.stdout.contains("fruit") && decks.stdout.contains("4"), "\(decks.stdout)")
        let day1 = ["KUCHI_NOW": "2026-11-23T09:00:00+09:00"]
        let first = try KuchiBinary.run(["review", "--json", "--deck", "fruit"], input: String(repeating: #"{"command": "known"}"# + "\n", count: 3),
                                        home: home, environment: day1)
        #expect(first.status == 0, "\(first.stderr)")
        let due = try KuchiBinary.run(["due", "--deck", "fruit"], home: home, environment: ["KUCHI_NOW": "2026-12-23T09:00:00+09:00"])
        #expect(due.stdout.contains("You have met all 3 words of deck 'fruit' (1 more is suspended: kuchi words unsuspend WORD "
                                    + "brings it back): only reviews are left."), "\(due.stdout)")
    }

    @Test func dueTakesTheScopeOptionsReviewTakesAndAnswersForThatScope() throws {
        let home = try KuchiBinary.Home()
        let list = home.root + "/fruit.csv"
        try "word,reading,meanings\n林檎,りんご,apple\n蜜柑,みかん,mandarin orange\n葡萄,ぶどう,grape\n"
            .write(toFile: list, atomically: true, encoding: .utf8)
        #expect(try KuchiBinary.run(["import", "--deck", "fruit", list], home: home).status == 0)
        // The scope given on the command line only, as a learner who practises with --deck does.
        let first = try KuchiBinary.run(["review", "--json", "--deck", "fruit", "--name", "Amy"],
                                        input: String(repeating: #"{"command": "known"}"# + "\n", count: 3),
                                        home: home, environment: ["KUCHI_NOW": "2026-11-23T09:00:00+09:00"])
        #expect(first.status == 0, "\(first.stderr)")
        let month = ["KUCHI_NOW": "2026-12-23T09:00:00+09:00"]
        let scoped = try KuchiBinary.run(["due", "--deck", "fruit", "--name", "Amy"], home: home, environment: month)
        #expect(scoped.status == 0, "\(scoped.stderr)")
        #expect(scoped.stdout.contains("You have met all 3 words of deck 'fruit'"), "\(scoped.stdout)")
        let json = try KuchiBinary.run(["due", "--deck", "fruit", "--format", "json"], home: home, environment: month)
        #expect(json.stdout.contains(#""scope_met":{"words":3"#) && json.stdout.contains(#""due_now":3"#), "\(json.stdout)")
        // Another scope counts only its own cards: none of the fruit is an N1 word.
        let other = try KuchiBinary.run(["due", "--level", "N1", "--format", "json"], home: home, environment: month)
        #expect(other.status == 0, "\(other.stderr)")
        #expect(other.stdout.hasPrefix(#"{"learner":"Amy","due_now":0,"#) && other.stdout.contains(#""scope_met":null"#), "\(other.stdout)")
        let empty = try KuchiBinary.run(["due", "--deck", ""], home: home, environment: month)
        #expect(empty.status == 64 && empty.stderr.contains("--deck: a name cannot be empty"), "\(empty.stderr)")
    }
}
