import Foundation
import Testing

/// A slip one letter from the word's meaning and from another meaning in play (walk-through 19, defect 4): "blak" at
/// 黒 "black" after 空ろ "blank" was asked. Through the real binary, in JSON Lines and in the terminal alike: said
/// so, not graded Again, and the same question stays to be typed again.
@Suite("A slip near two meanings is typed again", .timeLimit(.minutes(20)))
struct AmbiguousSlipCommandTests {
    /// A bank whose deck `t` holds 黒 "black" and 空ろ "blank"; seed 1 asks 空ろ first.
    private func bank() throws -> (KuchiBinary.Home, String) {
        let home = try KuchiBinary.Home()
        let list = home.root + "/t.csv", database = home.root + "/t.sqlite"
        try "word,reading,meanings\n黒,くろ,black\n空ろ,うつろ,blank\n".write(toFile: list, atomically: true, encoding: .utf8)
        #expect(try KuchiBinary.run(["--database", database, "import", list, "--deck", "t"], home: home).status == 0)
        return (home, database)
    }

    private let said = "“blak” is one letter from this word's meaning and from another word's: type it again, spelt out. Not counted."

    @Test func jsonLinesSaysItAndGradesNothing() throws {
        let (home, database) = try bank()
        let input = [#"{"answer":"blank"}"#, #"{"answer":"blak"}"#, #"{"answer":"black"}"#].joined(separator: "\n") + "\n"
        let run = try KuchiBinary.run(["--database", database, "practice", "--json", "--mode", "meaning", "--seed", "1",
                                       "--questions", "2", "--name", "Ann", "--deck", "t"], input: input, home: home)
        #expect(run.status == 0, "\(run.stderr)")
        let lines = run.stdout.split(separator: "\n").map(String.init)
        try SchemaCheck.validate(lines)
        let slip = try #require(lines.first { $0.contains(#""result":"ambiguous_slip""#) }, "\(run.stdout)")
        #expect(slip.contains(#""given":"blak","message":"\#(said)","score""#), "\(slip)")
        let summary = try #require(lines.last)
        #expect(summary.contains(#""status":"completed","correct":2,"target":2,"wrong":0"#), "the retyped answer is a right first answer: \(summary)")
    }

    @Test func theTerminalSaysItAndAsksAgain() throws {
        let (home, database) = try bank()
        let run = try KuchiBinary.run(["--database", database, "practice", "--mode", "meaning", "--seed", "1", "--questions", "2",
                                       "--name", "Ann", "--deck", "t"], input: "blank\nblak\nblack\n", home: home)
        #expect(run.stdout.contains("> blak\n\(said)\n> black\n✓ Correct! 黒 means “black”.  Score: 2/2"), "\(run.stdout)")
    }
}
