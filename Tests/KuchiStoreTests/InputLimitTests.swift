import Foundation
import KuchiCore
import KuchiStore
import Testing

/// Issue 23: a line too long to be an answer, or holding a NUL, is refused with a message that echoes at
/// most its first 80 characters, and nothing is stored.
@Suite("Lines too long or holding NUL")
struct InputLimitTests {
    private func startedSession() throws -> (ChallengesViewModel, KuchiDatabase) {
        let bank = try makeBank(words: 20)
        let profile = try bank.practice.useProfile(named: "Tester")
        let viewModel = ChallengesViewModel(bank: bank.practice, profileID: profile.id, environment: EnvironmentValues(), seed: 3)
        try viewModel.start()
        return (viewModel, bank)
    }

    @Test func aLineOverTheLimitIsRefusedEchoingItsFirst80CharactersAndNothingIsStored() throws {
        let (viewModel, bank) = try startedSession()
        let shown = viewModel.challenge
        try viewModel.submit(String(repeating: "a", count: InputLimits.answerBytes + 1))
        guard case let .problem(.lineTooLong(start, limit)) = viewModel.feedback else {
            Issue.record("expected lineTooLong, got \(String(describing: viewModel.feedback))")
            return
        }
        #expect(start.count == InputLimits.echoedCharacters)
        #expect(start.hasSuffix("…"))
        #expect(limit == 4096)
        #expect(viewModel.challenge == shown)
        #expect(try bank.practice.answerCount() == 0)
        // A line of exactly the limit is an answer like any other.
        try viewModel.submit(String(repeating: "a", count: InputLimits.answerBytes))
        #expect(try bank.practice.answerCount() == 1)
    }

    @Test func aCommandOfMegabytesIsRefusedAsALineAndNeverEchoedWhole() throws {
        let (viewModel, _) = try startedSession()
        try viewModel.submit(":" + String(repeating: "x", count: 10_000_000))
        guard case let .problem(.lineTooLong(start, _)) = viewModel.feedback else {
            Issue.record("expected lineTooLong, got \(String(describing: viewModel.feedback))")
            return
        }
        #expect(start.count == 80)
        // An unknown command under the limit is echoed cut to 80 characters too.
        try viewModel.submit(":" + String(repeating: "y", count: 4000))
        guard case let .problem(.unknownCommand(name)) = viewModel.feedback else {
            Issue.record("expected unknownCommand, got \(String(describing: viewModel.feedback))")
            return
        }
        #expect(name.count == 80)
    }

    /// NUL, ESC (a terminal's control sequences), DEL and a C1 control are refused; a tab and kana are not.
    @Test(arguments: ["a\u{0}b", "\u{1B}[31mcat", "ca\u{7F}t", "c\u{85}at"])
    func aLineHoldingAControlCharacterIsRefusedAndNothingIsStored(line: String) throws {
        let (viewModel, bank) = try startedSession()
        try viewModel.submit(line)
        #expect(viewModel.feedback == .problem(.controlCharacterInLine))
        #expect(try bank.practice.answerCount() == 0)
        #expect(InputLimits.problem(in: "meaning\t1") == nil && InputLimits.problem(in: "いぬ¢") == nil, "tab, kana and ¢ (C2 A2) are no controls")
    }

    /// A line read from bytes that were not UTF-8 holds U+FFFD where they were: refused, not judged.
    @Test func aLineThatWasNotUTF8IsRefusedAndNothingIsStored() throws {
        let (viewModel, bank) = try startedSession()
        try viewModel.submit(String(decoding: [0x63, 0x61, 0x66, 0xE9], as: UTF8.self))
        #expect(viewModel.feedback == .problem(.notUTF8))
        #expect(try bank.practice.answerCount() == 0)
        #expect(InputLimits.problem(in: "café ねこ") == nil, "UTF-8 é and kana are text")
    }

    @Test func echoKeepsShortTextAndCutsLongTextTo80Characters() {
        #expect(InputLimits.echo("neko") == "neko")
        #expect(InputLimits.echo(String(repeating: "猫", count: 80)) == String(repeating: "猫", count: 80))
        #expect(InputLimits.echo(String(repeating: "猫", count: 81)) == String(repeating: "猫", count: 79) + "…")
    }
}
