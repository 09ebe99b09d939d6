import Foundation
import Testing
@testable import KuchiCore

@Suite("Favourites in a session")
struct FavoriteTests {
    private func session() throws -> (ChallengesViewModel, InMemoryWordBank) {
        let bank = InMemoryWordBank.sample()
        var environment = EnvironmentValues()
        environment.questionsPerSession = 1
        let viewModel = ChallengesViewModel(bank: bank, profileID: 7, environment: environment, seed: 3,
                                            now: { Date(timeIntervalSince1970: 1_000) })
        try viewModel.start()
        return (viewModel, bank)
    }

    @Test func favStarsTheWordOnScreenAndSaysWhich() throws {
        let (viewModel, bank) = try session()
        let word = try #require(viewModel.challenge).word
        try viewModel.submit(":fav")
        #expect(bank.favorites[7] == [word.id])
        #expect(viewModel.feedback == .favorite(word: word, isFavorite: true))
        #expect(viewModel.challenge?.word == word, "starring does not move on")
        #expect(viewModel.score.wrong == 0 && bank.answers.isEmpty, "nor count as an answer")
    }

    @Test func unfavUnstarsIt() throws {
        let (viewModel, bank) = try session()
        try viewModel.submit(":fav")
        try viewModel.submit(":unfav")
        #expect(bank.favorites[7]?.isEmpty == true)
        if case .favorite(_, false)? = viewModel.feedback {} else { Issue.record("expected an unstar, got \(String(describing: viewModel.feedback))") }
    }

    @Test func afterTheLastAnswerFavStarsTheWordJustAnswered() throws {
        let (viewModel, bank) = try session()
        let challenge = try #require(viewModel.challenge)
        try viewModel.submit(String(challenge.correctIndex + 1))
        #expect(viewModel.isFinished)
        try viewModel.submit(":fav")
        #expect(bank.favorites[7] == [challenge.word.id])
    }

    @Test func withNoWordAtAllFavSaysSo() throws {
        let viewModel = ChallengesViewModel(bank: InMemoryWordBank.sample(), profileID: 7, environment: EnvironmentValues())
        try viewModel.submit(":fav")
        #expect(viewModel.lastError == .noWordToStar)
    }

    @Test(arguments: [("neko", "猫", true), ("ネコ", "猫", true), ("猫", "猫", true), ("benkyō", "勉強", true),
                      ("benkyou", "勉強", true), ("今日[きょう]", "今日", true), ("今日[こんにち]", "今日", false)])
    func aWordIsNamedByKanjiKanaOrRomaji(name: String, text: String, matches: Bool) throws {
        let kyou = Word(id: 1, text: text, reading: ["猫": "ねこ", "勉強": "べんきょう", "今日": "きょう"][text] ?? "", meanings: ["x"])
        #expect(try #require(WordName(name)).matches(kyou) == matches)
    }

    @Test func aKanaWordLabelledWithItsReadingIsNotTheKanjiReadAlike() throws {
        let chopsticks = Word(id: 1, text: "はし", reading: "はし", meanings: ["chopsticks"])
        let bridge = Word(id: 2, text: "橋", reading: "はし", meanings: ["bridge"])
        let bare = try #require(WordName("はし"))
        #expect(bare.matches(chopsticks) && bare.matches(bridge))
        let labelled = try #require(WordName(WordName.label(of: chopsticks)))
        #expect(labelled.matches(chopsticks) && !labelled.matches(bridge))
    }
}
