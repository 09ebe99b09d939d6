import Foundation
import Testing
@testable import KuchiCore

/// What a learner who has met every word of their scope is told: how many, and how to go on.
@Suite("Every word of the scope met")
struct ScopeMetTests {
    @Test func aFinishedJLPTLevelNamesTheNextLevelWithTheRealConfigSyntax() {
        let met = ScopeMet(scope: WordScope(levels: ["N5"]), words: 662)
        #expect(met.nextLevel == "N4")
        #expect(met.sentence == "You have met all 662 N5 words: only reviews are left. "
                + "To go on, kuchi config set level N5,N4 adds the N4 words.")
        let two = ScopeMet(scope: WordScope(levels: ["N5", "N4"]), words: 1_294)
        #expect(two.sentence.contains("all 1,294 N5 and N4 words") && two.sentence.contains("kuchi config set level N5,N4,N3 adds the N3 words"))
    }

    /// Walk-through 34 (L): the words of the scope the learner suspended are named beside those met, as `kuchi decks`
    /// counts them in the deck.
    @Test func suspendedWordsOfTheScopeAreNamedBesideThoseMet() {
        var met = ScopeMet(scope: WordScope(decks: ["Core"]), words: 7)
        met.suspended = 1
        #expect(met.sentence.hasPrefix("You have met all 7 words of deck 'Core' (1 more is suspended: kuchi words unsuspend WORD "
                                       + "brings it back): only reviews are left."), "\(met.sentence)")
        met.suspended = 2
        #expect(met.sentence.contains("(2 more are suspended: kuchi words unsuspend WORD brings one back)"), "\(met.sentence)")
        met.suspended = 0
        #expect(met.sentence.hasPrefix("You have met all 7 words of deck 'Core': only reviews are left."))
    }

    /// The level suggested is the easiest one left out, not the one after the hardest: N5 and N3 met go on with N4.
    @Test func theNextLevelIsTheEasiestLeftOut() {
        let gap = ScopeMet(scope: WordScope(levels: ["N5", "N3"]), words: 1_900)
        #expect(gap.nextLevel == "N4")
        #expect(gap.sentence.hasSuffix("To go on, kuchi config set level N5,N4,N3 adds the N4 words."), "\(gap.sentence)")
        #expect(ScopeMet(scope: WordScope(levels: ["N4"]), words: 632).nextLevel == "N3")
        #expect(ScopeMet(scope: WordScope(levels: ["N2", "N1"]), words: 5_000).nextLevel == nil, "no harder level is left")
    }

    @Test func theLastLevelADeckAndTheWholeBankSayHowToGoOnWithoutALevel() {
        let n1 = ScopeMet(scope: WordScope(levels: ["N1"]), words: 3_439)
        #expect(n1.nextLevel == nil && !n1.sentence.contains("config set level"))
        let deck = ScopeMet(scope: WordScope(decks: ["fruit"]), words: 3)
        #expect(deck.nextLevel == nil)
        #expect(deck.sentence.hasPrefix("You have met all 3 words of deck 'fruit': only reviews are left."))
        #expect(deck.sentence.contains("kuchi decks"))
        #expect(ScopeMet(scope: WordScope(), words: 8_334).sentence.contains("kuchi import"))
    }

    /// One word is "the 1 word", not "all 1 words".
    @Test func aScopeOfOneWordIsNamedInTheSingular() {
        let one = ScopeMet(scope: WordScope(decks: ["fruit"]), words: 1)
        #expect(one.sentence.hasPrefix("You have met the 1 word of deck 'fruit': only reviews are left."), "\(one.sentence)")
        let level = ScopeMet(scope: WordScope(levels: ["N5"]), words: 1)
        #expect(level.sentence.hasPrefix("You have met the 1 N5 word: "), "\(level.sentence)")
    }

    /// The advice changes the setting where it came from: `kuchi config set level N5,N4` changes nothing when
    /// `--level N5` or `KUCHI_LEVEL=N5` set the level (walk 13's review: the config already said N5,N4).
    @Test func theAdviceNamesTheOptionVariableOrConfigThatSetTheScope() throws {
        func sentence(_ scope: WordScope, _ key: String, _ source: SettingSource) -> String {
            ScopeMet(scope: scope, words: 662, sources: [key: source]).sentence
        }
        let n5 = WordScope(levels: ["N5"])
        #expect(sentence(n5, "level", .commandLine(flag: "--level")).hasSuffix("To go on, --level N5,N4 adds the N4 words."))
        #expect(sentence(n5, "level", .commandLine(flag: "--set")).hasSuffix("To go on, --set level=N5,N4 adds the N4 words."))
        #expect(sentence(n5, "level", .environmentVariable("KUCHI_LEVEL")).hasSuffix("To go on, KUCHI_LEVEL=N5,N4 adds the N4 words."))
        #expect(sentence(n5, "level", .configFile(path: "/c.toml", line: 2))
            .hasSuffix("To go on, kuchi config set level N5,N4 adds the N4 words."))
        let starred = WordScope(favoritesOnly: true)
        #expect(sentence(starred, "favorites_only", .configFile(path: "/c.toml", line: 1))
            .hasSuffix("or kuchi config set favorites_only false practises every word."))
        #expect(sentence(starred, "favorites_only", .commandLine(flag: "--favorites")).hasSuffix("or practise without --favorites."))
        #expect(sentence(starred, "favorites_only", .environmentVariable("KUCHI_FAVORITES_ONLY"))
            .hasSuffix("or unset KUCHI_FAVORITES_ONLY."))
        // The settings resolved say where the scope came from: the variable over the config file's level.
        let resolved = try SettingsResolver(configEntries: [ConfigEntry(key: "level", value: "N5,N4", source: .configFile(path: "/c.toml", line: 1))],
                                            environment: ["KUCHI_LEVEL": "N5"]).resolve()
        #expect(resolved.scopeSources["level"] == .environmentVariable("KUCHI_LEVEL"))
    }

    @Test func nothingDueWithTheScopeMetSaysSoInsteadOfComeBackTomorrow() {
        let met = ScopeMet(scope: WordScope(levels: ["N5"]), words: 662)
        let nothing = NothingDue(next: nil, now: Date(timeIntervalSince1970: 0), canPractiseRandom: true, scopeMet: met)
        let message = nothing.message(in: TimeZone(identifier: "UTC") ?? .current)
        #expect(message.contains("You have met all 662 N5 words") && !message.contains("Come back tomorrow"))
    }
}
