import Foundation
import Testing

/// The same wrong choice picked again at a multiple-choice question (walk-through 19, §8), or the same wrong text typed
/// again at a typed question (walk-through 23, D3): no new try, and said so, in the terminal and in JSON Lines, instead
/// of the same "Not quite" as if it were a new mistake.
@Suite("A wrong choice picked or a wrong text typed again", .timeLimit(.minutes(20)))
struct RepeatedWrongChoiceTests {
    /// Seed 4 asks a word whose first choice is wrong (呼ぶ with "to need" since v44; 取る with "department store" before).
    private let arguments = ["--mode", "choice", "--seed", "4", "--questions", "1", "--name", "Ann"]

    @Test func theTerminalSaysItWasTriedAlready() throws {
        let home = try KuchiBinary.Home()
        let run = try KuchiBinary.run(arguments, input: "1\n1\n:quit\n", home: home)
        // The word asked and its first choice, as the question shows them (the seeded draw follows the bundled words).
        let lines = run.stdout.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let word = try #require(lines.firstIndex(of: "Question 1 of 1").flatMap { lines[$0 + 1].split(separator: " ").first })
        let choice = try #require(lines.first { $0.hasPrefix("1) ") }).dropFirst(3)
        #expect(run.stdout.contains("✗ Not quite: \(word) does not mean “\(choice)”. Try again."), "\(run.stdout)")
        #expect(run.stdout.contains("✗ Not quite: “\(choice)” was tried already: \(word) does not mean it. Try another choice."),
                "\(run.stdout)")
        #expect(run.stdout.contains("Wrong tries: 1"), "recorded once: \(run.stdout)")
    }

    @Test func theSameWrongTextTypedAgainIsNoNewTry() throws {
        let home = try KuchiBinary.Home()
        let typed = ["--mode", "meaning", "--seed", "4", "--questions", "1", "--name", "Ann"]
        let run = try KuchiBinary.run(typed, input: "zzz\nzzz\n ZZZ \n:quit\n", home: home)
        #expect(run.stdout.components(separatedBy: ". Type one to go on. That was tried already: not counted again.").count == 3,
                "zzz again, and ZZZ: \(run.stdout)")
        #expect(run.stdout.contains("Wrong tries: 1"), "recorded once: \(run.stdout)")
        let json = try KuchiBinary.run(typed + ["--json"], input: "zzz\nzzz\n{\"command\":\"quit\"}\n", home: home)
        let lines = json.stdout.split(separator: "\n").map(String.init)
        try SchemaCheck.validate(lines)
        let wrong = lines.filter { $0.contains(#""result":"wrong""#) }
        #expect(wrong.count == 2 && (wrong.last ?? "").contains(#""tried_before":true"#), "\(wrong)")
        #expect(!(wrong.first ?? "").contains("tried_before"), "the first try is a new one: \(wrong)")
    }

    @Test func jsonLinesMarksItTriedBefore() throws {
        let home = try KuchiBinary.Home()
        let run = try KuchiBinary.run(arguments + ["--json"], input: "1\n1\n{\"command\":\"quit\"}\n", home: home)
        let lines = run.stdout.split(separator: "\n").map(String.init)
        try SchemaCheck.validate(lines)
        let wrong = lines.filter { $0.contains(#""result":"wrong""#) }
        #expect(wrong.count == 2, "\(run.stdout)")
        #expect(!(wrong.first ?? "").contains("tried_before") && (wrong.last ?? "").contains(#""tried_before":true"#), "\(wrong)")
    }
}
