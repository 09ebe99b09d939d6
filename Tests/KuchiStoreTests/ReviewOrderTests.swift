import Foundation
import Testing
@testable import KuchiCore
@testable import KuchiStore

@Suite("Review order read from the bank")
struct ReviewOrderTests {
    private let now = Date(timeIntervalSince1970: 1_795_000_000)

    /// A bank of 300 words where learner Ann has 250 review cards: stabilities and last reviews vary, so does
    /// retrievability; every fifth is not due yet.
    /// With `fractionalDays`, last reviews fall at any time of day, so whole and exact days differ.
    private func bank(fractionalDays: Bool = false) throws -> (KuchiDatabase, Int64, [Int64: CardMemory]) {
        let database = try KuchiDatabase.inMemory(seedWords: (1...300).map {
            WordEntry(text: "語\($0)", reading: "ご\($0)", meanings: ["meaning \($0)"])
        })
        let profile = try database.practice.useProfile(named: "Ann")
        var rng = SeededRandomNumberGenerator(seed: 4)
        var memories: [Int64: CardMemory] = [:]
        try database.write { db in
            for wordID in Int64(1)...250 {
                let days = Double(Int.random(in: 1...90, using: &rng))
                    + (fractionalDays ? Double(Int.random(in: 0..<86_400, using: &rng)) / 86_400 : 0.3)
                let stability: Double = [0.5, 2, 7, 30, 90].randomElement(using: &rng) ?? 1
                let lastReview = now.addingTimeInterval(-days * 86_400)
                let due: Date = wordID % 5 == 0 ? now.addingTimeInterval(3_600) : now.addingTimeInterval(-60 * Double(wordID))
                let memory = CardMemory(state: .review, step: nil, stability: stability,
                                        difficulty: Double(Int.random(in: 10...100, using: &rng)) / 10, due: due,
                                        lastReview: lastReview, reps: 3, lapses: 0)
                memories[wordID] = memory
                try CardColumns.upsert(CardUpdate(profileID: profile.id, wordID: wordID, kind: .recognition, memory: memory),
                                       introducedAt: lastReview, in: db)
            }
        }
        return (database, profile.id, memories)
    }

    private func read(_ database: KuchiDatabase, _ profileID: Int64, _ order: ReviewOrder) throws -> [Int64] {
        try database.practice.lookingUp { lookup in
            try lookup.reviewCards(profileID: profileID, kinds: [.recognition], dueBy: now, order: order, limit: 1_000) { _, _ in true }
        }.map(\.wordID)
    }

    @Test func dueCardsComeInEachOrderAsFSRSComputesIt() throws {
        let (database, profileID, memories) = try bank()
        func recall(_ id: Int64) -> Double { FSRSScheduler.default.retrievability(of: memories[id] ?? .new(due: now), at: now) }
        let lowest = try read(database, profileID, .lowestRetrievability)
        #expect(lowest.count == 200)   // the 50 not yet due are left out
        #expect(lowest.allSatisfy { $0 % 5 != 0 })
        #expect(lowest.map(recall) == lowest.map(recall).sorted())
        #expect(Set(lowest.map(recall)).count > 10)
        let highest = try read(database, profileID, .highestRetrievability)
        #expect(highest.map(recall) == highest.map(recall).sorted(by: >))
        #expect(Set(highest) == Set(lowest))
        let easiest = try read(database, profileID, .difficulty)
        let difficulty = easiest.map { memories[$0]?.difficulty ?? 0 }
        #expect(difficulty == difficulty.sorted() && Set(difficulty).count > 10)
        let overdue = try read(database, profileID, .relativeOverdueness)
        let relative = overdue.compactMap { id in memories[id].map { memory in
            now.timeIntervalSince(memory.due) / memory.due.timeIntervalSince(memory.lastReview ?? memory.due)
        } }
        #expect(zip(relative, relative.dropFirst()).allSatisfy { $0 >= $1 - 1e-9 })
        #expect(Set([lowest, highest, easiest, overdue]).count == 4)
    }

    @Test func theBanksOrderIsCoresOrderForEveryOrder() throws {
        let (database, profileID, memories) = try bank(fractionalDays: true)
        for order in ReviewOrder.allCases {
            let core = memories.filter { $0.value.due <= now }
                .map { (id: $0.key, key: order.sortKey(for: $0.value, at: now), due: $0.value.due) }
                .sorted { ($0.key, $0.due, $0.id) < ($1.key, $1.due, $1.id) }.map(\.id)
            let read = try read(database, profileID, order)
            #expect(read.count == 200)
            #expect(read == core, "\(order.rawValue): the SQL order and Core's sortKey disagree")
        }
    }

    @Test func aLimitAndAFilterTakeTheFirstWantedCardsOnly() throws {
        let (database, profileID, _) = try bank()
        let (all, even) = try database.practice.lookingUp { lookup in
            (try lookup.reviewCards(profileID: profileID, kinds: [.recognition], dueBy: now, order: .lowestRetrievability,
                                    limit: 1_000) { _, _ in true },
             try lookup.reviewCards(profileID: profileID, kinds: [.recognition], dueBy: now, order: .lowestRetrievability,
                                    limit: 7) { id, _ in id % 2 == 0 })
        }
        let evenOfAll: [Int64] = Array(all.map(\.wordID).filter { $0 % 2 == 0 }.prefix(7))
        #expect(even.map(\.wordID) == evenOfAll)
    }

    @Test func aSessionAsksEveryDueCardOnceInOrderAcrossBatches() throws {
        let (database, profileID, _) = try bank()
        var environment = EnvironmentValues()
        environment.scheduler = .srs
        environment.newWordsPerDay = 0
        environment.questionsPerSession = 100
        let session = ChallengesViewModel(bank: database.practice, profileID: profileID, environment: environment, seed: 1, now: { now })
        try session.start()
        var asked: [Int64] = []
        while let challenge = session.challenge, !session.isFinished {
            asked.append(challenge.word.id)
            try session.skip()
        }
        #expect(ReviewQueue.reviewBatch < 200)
        #expect(asked == (try read(database, profileID, .highestRetrievability)), "highest retrievability first by default")
        environment.reviewOrder = .lowestRetrievability
        let lowestFirst = ChallengesViewModel(bank: database.practice, profileID: profileID, environment: environment, seed: 1, now: { now })
        try lowestFirst.start()
        #expect(lowestFirst.challenge?.word.id == (try read(database, profileID, .lowestRetrievability)).first)
    }
}
