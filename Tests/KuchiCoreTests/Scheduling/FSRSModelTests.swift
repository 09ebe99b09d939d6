import Foundation
import Testing
import KuchiCore

@Suite("FSRS-6 model formulas")
struct FSRSModelTests {
    let model = FSRSParameters.default

    @Test func initialStabilityIsTheWeightOfTheRating() {
        #expect(Rating.allCases.map(model.initialStability) == [0.212, 1.2931, 2.3065, 8.2956])
    }

    @Test func initialDifficultyFallsWithTheRatingAndIsClamped() {
        #expect(close(model.initialDifficulty(.again), 6.4133))
        #expect(close(model.initialDifficulty(.hard), 5.112170705601055))
        #expect(close(model.initialDifficulty(.good), 2.118103970459015))
        // 7.4133 − e^2.5002 is negative: clamped to 1.
        #expect(model.initialDifficulty(.easy) == 1)
    }

    @Test func difficultyMovesWithDampingAndMeanReversion() {
        #expect(close(model.nextDifficulty(2.118103970459015, rating: .good), 2.1112142357853942))
        #expect(close(model.nextDifficulty(2.1043313908464474, rating: .again), 7.389975788014609))
        #expect(close(model.nextDifficulty(5.112170705601055, rating: .again), 8.378632117467106))
        #expect(model.nextDifficulty(9.9, rating: .again) <= 10)
        #expect(model.nextDifficulty(1.5, rating: .easy) == 1)
    }

    @Test func retrievabilityIsNinetyPercentWhenElapsedTimeEqualsStability() {
        #expect(close(model.retrievability(elapsedDays: 10, stability: 10), 0.9, within: 1e-12))
        #expect(close(model.retrievability(elapsedDays: 2, stability: 2.3065), 0.9094932559773545))
        #expect(model.retrievability(elapsedDays: 0, stability: 3) == 1)
        #expect(model.retrievability(elapsedDays: -5, stability: 3) == 1)
    }

    @Test func sameDayStabilityNeverShrinksUnlessForgotten() {
        // e^(w17·w18)·S^(−w19) is below 1 for S = 2.3065, so good leaves it unchanged.
        #expect(model.shortTermStability(2.3065, rating: .good) == 2.3065)
        #expect(close(model.shortTermStability(1.2931, rating: .again), 0.4514029154253082))
        #expect(close(model.shortTermStability(10.971048263078137, rating: .again), 3.3271887571254206))
    }

    @Test func recallAndForgetStability() {
        let r = 0.9094932559773545
        #expect(close(model.nextStability(difficulty: 2.1112142357853942, stability: 2.3065, retrievability: r, rating: .good),
                      10.971048263078137))
        #expect(close(model.nextStability(difficulty: 2.1112142357853942, stability: 2.3065, retrievability: r, rating: .hard),
                      7.5173593254151925))
        #expect(close(model.nextStability(difficulty: 2.1112142357853942, stability: 2.3065, retrievability: r, rating: .easy),
                      18.534332441919044))
        #expect(close(model.nextStability(difficulty: 2.1043313908464474, stability: 10.971048263078137,
                                          retrievability: 0.7886463443168922, rating: .again), 1.8485224045987183))
    }

    @Test func intervalsFollowDesiredRetention() {
        #expect(model.interval(stability: 8.2956, desiredRetention: 0.9, maximumDays: 36_500) == 8)
        #expect(model.interval(stability: 2.3065, desiredRetention: 0.8, maximumDays: 36_500) == 8)
        #expect(model.interval(stability: 2.3065, desiredRetention: 0.99, maximumDays: 36_500) == 1)
        #expect(model.interval(stability: 1e9, desiredRetention: 0.9, maximumDays: 36_500) == 36_500)
        #expect(model.interval(stability: .infinity, desiredRetention: 0.9, maximumDays: 36_500) == 36_500)
    }

    @Test func parametersAreChecked() throws {
        #expect(throws: FSRSError.wrongParameterCount(20)) { try FSRSParameters(weights: Array(repeating: 1, count: 20)) }
        var weights = FSRSParameters.default.weights
        weights[20] = 0.9
        #expect(throws: FSRSError.parameterOutOfBounds(index: 20, value: 0.9, bounds: 0.1...0.8)) {
            try FSRSParameters(weights: weights)
        }
        weights[20] = 0.5
        #expect(try FSRSParameters(weights: weights).decay == -0.5)
        #expect(throws: FSRSError.desiredRetentionOutOfRange(0.995)) { try FSRSScheduler(desiredRetention: 0.995) }
        #expect(throws: FSRSError.desiredRetentionOutOfRange(0.69)) { try FSRSScheduler(desiredRetention: 0.69) }
        #expect(throws: FSRSError.nonPositiveStep(0)) { try FSRSScheduler(learningSteps: [0]) }
        #expect(throws: FSRSError.maximumIntervalTooShort(0)) { try FSRSScheduler(maximumInterval: 0) }
        #expect(try FSRSScheduler(desiredRetention: 0.7).desiredRetention == 0.7)
        #expect(try FSRSScheduler() == .default)
    }
}
