import KuchiTerminal
import Testing

@Suite("Yes-or-no questions")
struct ConfirmationTests {
    /// Asks `question` with `lines` as the answers typed; returns the answer and what was written.
    private func ask(_ lines: [String], default defaultAnswer: Bool, alsoNo: Set<String> = []) -> (Bool?, String) {
        var output = ""
        let console = Console(style: .plain) { output += $0 }
        var remaining = lines[...]
        let answer = console.confirm("Go on? ", default: defaultAnswer, alsoNo: alsoNo) { prompt in
            output += prompt
            return remaining.popFirst()
        }
        return (answer, output)
    }

    @Test func enterTakesTheDefaultAndYesOrNoInAnyCaseAnswer() {
        #expect(ask([""], default: true).0 == true)
        #expect(ask([""], default: false).0 == false)
        #expect(ask([" YES "], default: false).0 == true)
        #expect(ask(["N"], default: true).0 == false)
    }

    @Test func anythingElseIsAskedAgainAndTheEndOfInputIsNil() {
        let (answer, output) = ask(["maybe", "y"], default: false)
        #expect(answer == true)
        #expect(output == "Go on? Please answer y or n.\nGo on? ")
        #expect(ask(["maybe"], default: true).0 == nil)
        #expect(ask([":quit"], default: true, alsoNo: [":quit"]).0 == false)
    }
}
