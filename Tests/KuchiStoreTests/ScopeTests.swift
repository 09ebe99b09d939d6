import Foundation
import Testing
@testable import KuchiCore
@testable import KuchiStore

@Suite("Practising part of the bank")
struct ScopeTests {
    /// 200 words: 語1…語100 in deck "Core 2k" (N5, tag Café for the first 20), 語101…語200 in deck edict (N3).
    private func bank() throws -> KuchiDatabase {
        try KuchiDatabase.inMemory(seedWords: (1...200).map { number in
            WordEntry(text: "語\(number)", reading: "ご\(number)", meanings: ["meaning \(number)"],
                      level: number <= 100 ? "N5" : "N3", deck: number <= 100 ? "Core 2k" : "edict",
                      tags: number <= 20 ? ["Cafe\u{301}"] : [])
        })
    }

    private func session(_ database: KuchiDatabase, _ scope: WordScope, mode: AnswerMode = .choice,
                         scheduler: SchedulerKind = .random) throws -> ChallengesViewModel {
        let profile = try database.practice.useProfile(named: "Ann")
        var environment = EnvironmentValues()
        environment.wordScope = scope
        environment.answerMode = mode
        environment.scheduler = scheduler
        environment.questionsPerSession = 20
        return ChallengesViewModel(bank: database.practice, profileID: profile.id, environment: environment, seed: 5)
    }

    /// The numbers of the words asked, and of the words whose meanings were offered, over `count` challenges.
    private func play(_ viewModel: ChallengesViewModel, challenges count: Int) throws -> (asked: Set<Int>, offered: Set<Int>) {
        try viewModel.start()
        var asked = Set<Int>(), offered = Set<Int>()
        for _ in 0..<count {
            guard let challenge = viewModel.challenge else { break }
            asked.insert(Int(challenge.word.text.dropFirst()) ?? 0)
            offered.formUnion(challenge.choices.compactMap { Int($0.split(separator: " ").last ?? "") })
            try viewModel.skip()
        }
        return (asked, offered)
    }

    @Test func aDeckNamedInAnotherCaseGivesOnlyItsWordsAndItsDistractors() throws {
        let (asked, offered) = try play(session(try bank(), WordScope(decks: ["core 2K"])), challenges: 60)
        #expect(asked.count > 20 && asked.allSatisfy { $0 <= 100 })
        #expect(offered.allSatisfy { $0 <= 100 }, "a scope of 100 words gives its own distractors")
    }

    @Test func kindsCombineAndNamesWithinAKindAreAlternatives() throws {
        let database = try bank()
        let bothDecksAtN3 = try play(session(database, WordScope(decks: ["Core 2k", "EDICT"], levels: ["N3"])), challenges: 40).asked
        #expect(bothDecksAtN3.allSatisfy { $0 > 100 })
        let taggedInCore = try play(session(database, WordScope(decks: ["Core 2k"], tags: ["café"])), challenges: 40).asked
        #expect(!taggedInCore.isEmpty && taggedInCore.allSatisfy { $0 <= 20 }, "tags compare after NFC and case folding")
    }

    @Test func aSmallScopeTakesItsDistractorsFromTheWholeBank() throws {
        let database = try bank()
        let profile = try database.practice.useProfile(named: "Ann")
        try database.practice.setFavorite(true, profileID: profile.id, wordIDs: [150, 151], at: Date())
        let (asked, offered) = try play(session(database, WordScope(favoritesOnly: true)), challenges: 10)
        #expect(asked == [150, 151])
        #expect(offered.count > 2, "two favourites cannot make four choices alone")
    }

    @Test func aParentDeckSelectsTheDecksUnderItInAnyCaseAndNoOtherDeck() throws {
        let decks = ["Japanese::JLPT N3", "Japanese::JLPT N4::Nouns", "Japanese learners", "Japanese:JLPT N5"]
        let database = try KuchiDatabase.inMemory(seedWords: (1...80).map { number in
            WordEntry(text: "語\(number)", reading: "ご\(number)", meanings: ["meaning \(number)"], level: "N3",
                      deck: decks[(number - 1) / 20])
        })
        let asked = try play(session(database, WordScope(decks: ["japanese"])), challenges: 60).asked
        #expect(asked.contains { $0 <= 20 } && asked.contains { (21...40).contains($0) }, "both decks under Japanese")
        #expect(asked.allSatisfy { $0 <= 40 }, "not 'Japanese learners' nor 'Japanese:JLPT N5'")
        let nouns = try play(session(database, WordScope(decks: ["Japanese::JLPT N4"])), challenges: 30).asked
        #expect(!nouns.isEmpty && nouns.allSatisfy { (21...40).contains($0) })
        #expect(try database.maintenance.deckRemovalPlan(named: "Japanese") == nil, "removing a deck never takes the decks under it")
    }

    @Test func anEmptyScopeStopsBeforeASessionIsWritten() throws {
        let database = try bank()
        let viewModel = try session(database, WordScope(decks: ["Core 2k"], levels: ["N1"]))
        #expect(throws: PracticeError.emptyScope(WordScope(decks: ["Core 2k"], levels: ["N1"]))) { try viewModel.start() }
        #expect(try database.read { try Int.fetchOne($0, sql: "SELECT count(*) FROM session") } == 0)
    }

    @Test func aReviewOfADeckIntroducesOnlyItsNewWords() throws {
        let database = try bank()
        let viewModel = try session(database, WordScope(decks: ["edict"]), mode: .meaning, scheduler: .srs)
        try viewModel.start()
        for _ in 0..<5 {
            while let lesson = viewModel.lesson {
                #expect(Int(lesson.word.text.dropFirst()) ?? 0 > 100, "only the deck's words are taught")
                try viewModel.continueAfterLesson()
            }
            let word = try #require(viewModel.challenge).word
            #expect(Int(word.text.dropFirst()) ?? 0 > 100)
            try viewModel.submit(word.primaryMeaning)
        }
    }

    @Test func settingsParseListsAndRefuseUnknownLevelsAndEmptyNames() throws {
        var values = EnvironmentValues()
        try Setting.deck.apply("jlpt-n5, Core 2k", from: .repl, to: &values)
        try Setting.level.apply("n5,N4", from: .repl, to: &values)
        try Setting.favoritesOnly.apply("yes", from: .repl, to: &values)
        #expect(values.wordScope == WordScope(decks: ["jlpt-n5", "Core 2k"], levels: ["N5", "N4"], favoritesOnly: true))
        #expect(Setting.level.describe(values) == "N5, N4")
        #expect(throws: SettingError.self) { try Setting.level.apply("N6", from: .repl, to: &values) }
        #expect(throws: SettingError.self) { try Setting.tag.apply("travel,,food", from: .repl, to: &values) }
        try Setting.deck.apply("all", from: .repl, to: &values)
        #expect(values.wordScope.decks.isEmpty)
    }

    /// An Anki deck named `Vocab, Verbs` (walk-through 26's D5): `--deck 'Vocab, Verbs'` was split at the comma.
    @Test func aQuotedNameKeepsItsCommaAndAQuotedAllIsADeck() throws {
        var values = EnvironmentValues()
        try Setting.deck.apply(#""Vocab, Verbs", Core 2k"#, from: .repl, to: &values)
        #expect(values.wordScope.decks == ["Vocab, Verbs", "Core 2k"])
        #expect(Setting.deck.describe(values) == #""Vocab, Verbs", Core 2k"#)
        try Setting.deck.apply(#""All""#, from: .repl, to: &values)
        #expect(values.wordScope.decks == ["All"])
        try Setting.deck.apply(#""say ""hi"", then", x"#, from: .repl, to: &values)
        #expect(values.wordScope.decks == [#"say "hi", then"#, "x"])
        #expect(throws: SettingError.self) { try Setting.deck.apply(#""Vocab, Verbs"#, from: .repl, to: &values) }
        #expect(throws: SettingError.self) { try Setting.deck.apply(#""Vocab" Verbs"#, from: .repl, to: &values) }
        for names in [["Vocab, Verbs"], ["a", #"b "c""#, "d,e"], ["all"]] {
            try Setting.deck.apply(WordScope.listText(names), from: .repl, to: &values)
            #expect(values.wordScope.decks == (names == ["all"] ? [] : names))
        }
    }

    @Test func setRefusesAScopeWithNoWordsSoTheNextSessionCanStart() throws {
        let database = try bank()
        let viewModel = try session(database, WordScope())
        try viewModel.start()
        try viewModel.submit(":set deck Core 2k")
        try viewModel.submit(":set level N1")
        #expect(viewModel.feedback == .problem(.emptyScope(WordScope(decks: ["Core 2k"], levels: ["N1"]))))
        try viewModel.submit(":set favorites true")
        #expect(viewModel.feedback == .problem(.emptyScope(WordScope(decks: ["Core 2k"], favoritesOnly: true))))
        #expect(viewModel.settingValues.filter { ["deck", "level", "favorites"].contains($0.name) }.map(\.value)
                == ["Core 2k", "all", "false"])
        try database.practice.setFavorite(true, profileID: viewModel.profileID, wordIDs: [7], at: Date())
        try viewModel.submit(":set favorites true")
        #expect(viewModel.feedback == .settingChanged(name: "favorites", value: "true"))
        try viewModel.restart()
        #expect(viewModel.challenge?.word.id == 7)
    }

    @Test func decksLevelsAndTagsAreCounted() throws {
        let counts = try bank().practice.scopeCounts()
        #expect(counts.decks.map(\.name) == ["Core 2k", "edict"] && counts.decks.map(\.words) == [100, 100])
        #expect(counts.levels.map(\.name) == ["N5", "N3"])
        #expect(counts.tags.map(\.words) == [20])
    }
}
