import Foundation
import Testing

/// Walk-through 21: at a choice question, a meaning typed wrong at the first try (the right choice not shown) was
/// accepted by `:accept`, scored right; a meaning question refuses it. Now a choice question does too.
@Suite("`:accept` at a choice question before the answer is shown")
struct ChoiceAcceptCommandTests {
    private func homeWithFavorite() throws -> KuchiBinary.Home {
        let home = try KuchiBinary.Home()
        #expect(try KuchiBinary.run(["--name", "Ann"], input: ":quit\n", home: home).status == 0)
        #expect(try KuchiBinary.run(["words", "fav", "いす"], home: home).status == 0)
        return home
    }

    @Test func theTerminalRefusesItUntilTheAnswerIsShown() throws {
        let home = try homeWithFavorite()
        let run = try KuchiBinary.run(["--name", "Ann", "--favorites", "--mode", "choice", "--questions", "1"],
                                      input: "my umbrella\n:accept\nmy umbrella\n:quit\n", home: home)
        #expect(run.stdout.contains("Nothing was accepted: you have not seen the right answer yet. Type “my umbrella” again to see it"),
                "\(run.stdout)")
        #expect(run.stdout.contains("means “chair”, not “my umbrella”."), "the second try shows the right choice: \(run.stdout)")
        #expect(!run.stdout.contains("Accepted"), "\(run.stdout)")
    }

    @Test func jsonLinesRefusesItAndTheSummaryCountsTheWrongTry() throws {
        let home = try homeWithFavorite()
        let input = "{\"answer\":\"my umbrella\"}\n{\"command\":\"accept\"}\n{\"command\":\"quit\"}\n"
        let run = try KuchiBinary.run(["practice", "--json", "--favorites", "--mode", "choice", "--questions", "1"], input: input, home: home)
        let events = run.stdout.split(separator: "\n").compactMap {
            try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
        }
        let outcome = events.first { $0["type"] as? String == "outcome" }
        #expect(outcome?["result"] as? String == "wrong" && outcome?["shows_answer"] as? Bool == false, "\(run.stdout)")
        #expect(!events.contains { $0["type"] as? String == "accepted" }, "\(run.stdout)")
        #expect(events.contains { $0["type"] as? String == "error" }, "\(run.stdout)")
        let summary = events.last { $0["type"] as? String == "summary" }
        #expect(summary?["correct"] as? Int == 0 && summary?["wrong"] as? Int == 1, "\(run.stdout)")
    }
}
