import Foundation
import Testing

/// Walk-through 21: `kuchi due --deck nosuch` said "Due now for Ann: 0" and exited 0, where `kuchi review --deck nosuch`
/// is refused (64) naming the real decks; and a bank with no tags was said to have one named "none".
@Suite("kuchi due given a scope with no words")
struct DueScopeCommandTests {
    @Test func dueRefusesAnEmptyDeckOrTagAsReviewDoes() throws {
        let home = try KuchiBinary.Home()
        #expect(try KuchiBinary.run(["--name", "Ann"], input: ":quit\n", home: home).status == 0)
        for scope in [["--deck", "nosuch"], ["--tag", "nosuch"]] {
            let due = try KuchiBinary.run(["due", "--name", "Ann"] + scope, home: home)
            let review = try KuchiBinary.run(["review", "--name", "Ann"] + scope, input: ":quit\n", home: home)
            #expect(due.status == 64 && review.status == 64, "\(scope): due \(due.status), review \(review.status)")
            #expect(!due.stdout.contains("Due now"), "\(due.stdout)")
            #expect(due.stderr == review.stderr && !due.stderr.isEmpty, "the same message: \(due.stderr) | \(review.stderr)")
        }
        let deck = try KuchiBinary.run(["due", "--deck", "nosuch"], home: home)
        #expect(deck.stderr.contains("No words in deck 'nosuch'. Decks: jlpt-n5"), "\(deck.stderr)")
        let tag = try KuchiBinary.run(["due", "--tag", "none"], home: home)
        #expect(tag.stderr.contains("No words in tag 'none'. There are no tags yet."), "\(tag.stderr)")
        #expect(!tag.stderr.contains("Tags: none"), "\(tag.stderr)")
    }
}
