/// A small, fast, seedable generator (SplitMix64), so a session can be replayed from its seed.
public struct SeededRandomNumberGenerator: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// Creates a generator whose sequence is determined by `seed`.
    public init(seed: UInt64) {
        state = seed
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// A type-erased generator, so the view model can hold either a seeded or the system generator.
public struct AnyRandomNumberGenerator: RandomNumberGenerator {
    private var base: any RandomNumberGenerator

    /// Wraps `base`.
    public init(_ base: some RandomNumberGenerator) {
        self.base = base
    }

    public mutating func next() -> UInt64 {
        base.next()
    }
}
