import Foundation

// The FSRS-6 memory model: the formulas of open-spaced-repetition's FSRS-6 (Jarrett Ye and contributors),
// written from the published description and checked against PyPI `fsrs` 6.3.2 (see docs/fsrs.md).
// G is the rating as a number (again 1 … easy 4), S stability in days, D difficulty, R retrievability.
// e^x is computed as pow(e, x), the reference's own arithmetic, so that both agree bit for bit
// (exp(x) can differ in the last place, which shifted stabilities by up to 1e-10 in scripts/check-fsrs).

extension FSRSParameters {
    /// R(t, S) = (1 + factor · t / S)^decay: the probability of recall `elapsedDays` after the last review.
    /// Negative elapsed time counts as none.
    public func retrievability(elapsedDays: Double, stability: Double) -> Double {
        pow(1 + factor * max(0, elapsedDays) / stability, decay)
    }

    /// S0(G) = w[G−1], at least ``minimumStability``: the stability after a card's first review.
    public func initialStability(_ rating: Rating) -> Double {
        max(weights[rating.rawValue - 1], Self.minimumStability)
    }

    /// D0(G) = w4 − e^(w5·(G−1)) + 1, clamped to 1…10: the difficulty after a card's first review.
    public func initialDifficulty(_ rating: Rating) -> Double {
        clampDifficulty(unclampedInitialDifficulty(rating))
    }

    func unclampedInitialDifficulty(_ rating: Rating) -> Double {
        weights[4] - pow(M_E, weights[5] * Double(rating.rawValue - 1)) + 1
    }

    func clampDifficulty(_ difficulty: Double) -> Double {
        min(max(difficulty, Self.difficultyRange.lowerBound), Self.difficultyRange.upperBound)
    }

    /// D' = w7·D0(easy) + (1 − w7)·(D + ΔD·(10 − D)/9) with ΔD = −w6·(G − 3), clamped to 1…10:
    /// linear damping slows change near 10, mean reversion pulls towards the easy card's difficulty.
    public func nextDifficulty(_ difficulty: Double, rating: Rating) -> Double {
        let delta = -weights[6] * Double(rating.rawValue - 3)
        let damped = difficulty + (10 - difficulty) * delta / 9
        let reverted = weights[7] * unclampedInitialDifficulty(.easy) + (1 - weights[7]) * damped
        return clampDifficulty(reverted)
    }

    /// The stability after a review on the same day as the last one:
    /// S' = S · e^(w17·(G − 3 + w18)) · S^(−w19), where the growth factor is at least 1 unless G is again.
    public func shortTermStability(_ stability: Double, rating: Rating) -> Double {
        var growth = pow(M_E, weights[17] * (Double(rating.rawValue) - 3 + weights[18])) * pow(stability, -weights[19])
        if rating != .again { growth = max(growth, 1) }
        return max(stability * growth, Self.minimumStability)
    }

    /// The stability after a review a day or more after the last one, at retrievability `retrievability`:
    /// recall stability for hard, good and easy, forget stability for again.
    public func nextStability(difficulty: Double, stability: Double, retrievability: Double, rating: Rating) -> Double {
        let next = rating == .again
            ? forgetStability(difficulty: difficulty, stability: stability, retrievability: retrievability)
            : recallStability(difficulty: difficulty, stability: stability, retrievability: retrievability, rating: rating)
        return max(next, Self.minimumStability)
    }

    /// S'r = S · (1 + e^w8 · (11 − D) · S^(−w9) · (e^(w10·(1 − R)) − 1) · w15 [hard] · w16 [easy]).
    public func recallStability(difficulty: Double, stability: Double, retrievability: Double, rating: Rating) -> Double {
        let hardPenalty = rating == .hard ? weights[15] : 1
        let easyBonus = rating == .easy ? weights[16] : 1
        let growth = pow(M_E, weights[8]) * (11 - difficulty) * pow(stability, -weights[9])
            * (pow(M_E, (1 - retrievability) * weights[10]) - 1) * hardPenalty * easyBonus
        return stability * (1 + growth)
    }

    /// S'f = min(w11 · D^(−w12) · ((S + 1)^w13 − 1) · e^(w14·(1 − R)), S / e^(w17·w18)):
    /// after a lapse, never more than the same-day formula would give.
    public func forgetStability(difficulty: Double, stability: Double, retrievability: Double) -> Double {
        let longTerm = weights[11] * pow(difficulty, -weights[12]) * (pow(stability + 1, weights[13]) - 1)
            * pow(M_E, (1 - retrievability) * weights[14])
        let shortTerm = stability / pow(M_E, weights[17] * weights[18])
        return min(longTerm, shortTerm)
    }

    /// The interval in whole days at which retrievability falls to `desiredRetention`:
    /// I = S / factor · (r^(1/decay) − 1), rounded half to even, then kept within 1…`maximumDays`.
    public func interval(stability: Double, desiredRetention: Double, maximumDays: Int) -> Int {
        let days = stability / factor * (pow(desiredRetention, 1 / decay) - 1)
        let rounded = days.rounded(.toNearestOrEven)
        // Written so that a huge (or not-a-number) value gives the maximum rather than trapping in Int(_:).
        guard rounded < Double(maximumDays) else { return maximumDays }
        return max(Int(rounded), 1)
    }
}
