import Foundation

/// A practice scope whose every word the learner has met: no new word is left to teach in it, so a review
/// asks only what is due until the learner widens the scope. Said once, plainly, with how to go on: a
/// learner told only "0 new words left today" waits for tomorrow, for weeks.
public struct ScopeMet: Equatable, Sendable {
    /// The scope practised (the config's level, deck, tag or favourites).
    public var scope: WordScope
    /// How many words the scope holds, every one met.
    public var words: Int
    /// How many words of the scope the learner suspended, beside ``words`` (which leaves them out): `kuchi decks`
    /// counts them in the deck, so the sentence names them.
    public var suspended = 0
    /// Where the scope's parts came from (``EnvironmentValues/scopeSources``): the advice names the option, the
    /// environment variable or the `kuchi config set` that widens it.
    public var sources: [String: SettingSource]

    /// A scope of `words` words, all met, its parts set as `sources` says (the config file when absent).
    public init(scope: WordScope, words: Int, sources: [String: SettingSource] = [:]) {
        self.scope = scope
        self.words = words
        self.sources = sources
    }

    /// The easiest JLPT level the scope leaves out above the easiest it names (`N4` after `N5`, and after `N5,N3`),
    /// when the scope is only levels and such a level is left.
    public var nextLevel: String? {
        guard !scope.levels.isEmpty, scope.decks.isEmpty, scope.tags.isEmpty, !scope.favoritesOnly else { return nil }
        let order = WordScope.knownLevels
        guard let easiest = scope.levels.compactMap({ order.firstIndex(of: $0) }).min() else { return nil }
        return order[easiest...].first { !scope.levels.contains($0) }
    }

    /// The scope's words as the sentence names them: "all 662 N5 words", "all 120 words of deck 'mine'",
    /// "the 1 word of deck 'mine'".
    private var wordsNamed: String {
        let count = words == 1 ? "the 1" : "all \(words.groupedDigits)"
        let noun = words == 1 ? "word" : "words"
        if scope.isWholeBank { return "\(count) \(noun) of the word bank" }
        if !scope.levels.isEmpty, scope.decks.isEmpty, scope.tags.isEmpty, !scope.favoritesOnly {
            return "\(count) \(scope.levels.joined(separator: " and ")) \(noun)"
        }
        return "\(count) \(noun) of \(scope.summary)"
    }

    /// What the learner is told: "You have met all 662 N5 words: only reviews are left. To go on,
    /// kuchi config set level N5,N4 adds the N4 words." (`--level N5,N4` when the level was typed so,
    /// `KUCHI_LEVEL=N5,N4` when that variable set it.)
    public var sentence: String {
        let aside = suspended == 0 ? ""
            : suspended == 1 ? " (1 more is suspended: kuchi words unsuspend WORD brings it back)"
            : " (\(suspended.groupedDigits) more are suspended: kuchi words unsuspend WORD brings one back)"
        let met = "You have met \(wordsNamed)\(aside): only reviews are left."
        if let next = nextLevel {
            let levels = WordScope.knownLevels.filter { scope.levels.contains($0) || $0 == next }.joined(separator: ",")
            return met + " To go on, \(change(.level, to: levels)) adds the \(next) words."
        }
        if scope.isWholeBank { return met + " To go on, kuchi import FILE adds words of your own." }
        if scope.favoritesOnly {
            let off = switch sources[Setting.favoritesOnly.configKey] {
            case let .commandLine(flag)? where flag == Setting.assignmentFlag: "practise without \(flag) favorites_only=true"
            case .commandLine?: "practise without \(Setting.favoritesOnly.flag)"
            case let .environmentVariable(name)?: "unset \(name)"
            default: "kuchi config set favorites_only false practises every word"
            }
            return met + " To go on, kuchi words fav WORD stars more words, or \(off)."
        }
        return met + " To go on, widen the scope with kuchi config set (kuchi decks lists the decks, levels and tags)."
    }

    /// What sets `setting` to `value` where its value came from: the option typed (`--level N5,N4`), the
    /// environment variable (`KUCHI_LEVEL=N5,N4`), else the config file's command.
    private func change(_ setting: Setting, to value: String) -> String {
        switch sources[setting.configKey] {
        case let .commandLine(flag)? where flag == Setting.assignmentFlag: "\(flag) \(setting.configKey)=\(value)"
        case .commandLine?: "\(setting.flag) \(value)"
        case let .environmentVariable(name)?: "\(name)=\(value)"
        default: "kuchi config set \(setting.configKey) \(value)"
        }
    }

    /// Whether the learner has met every word of `scope` in the ways `kinds` train (a word they suspended
    /// is in no scope): `nil` when a word is left to meet, or the scope is empty. For `kuchi due` and the report.
    public static func find(scope: WordScope, kinds: [CardKind], profileID: Int64, in lookup: any WordLookup) throws -> ScopeMet? {
        let hasSuspended = try !lookup.suspendedWordIDs(profileID: profileID).isEmpty
        let scopeIDs = scope.isWholeBank && !hasSuspended ? nil : try lookup.wordIDs(in: scope, profileID: profileID)
        return try check(scope: scope, scopeIDs: scopeIDs, kinds: kinds, profileID: profileID, in: lookup)
    }

    /// Whether the learner has met every word of the scope in the ways `kinds` train: `nil` when a word is
    /// left to meet (or the scope is empty).
    /// - Parameters:
    ///   - scopeIDs: the scope's word ids, or `nil` for the whole bank.
    static func check(scope: WordScope, scopeIDs: [Int64]?, kinds: [CardKind], profileID: Int64,
                      in lookup: any WordLookup) throws -> ScopeMet? {
        if let scopeIDs {
            guard !scopeIDs.isEmpty else { return nil }
            // From the end of the study order, where a word not yet met is: one look-up when the scope is not met,
            // not one for every word met before it.
            for wordID in scopeIDs.reversed() {
                for kind in kinds where try lookup.card(profileID: profileID, wordID: wordID, kind: kind) == nil {
                    // A word written in kana alone has no reading to ask: it never gets a reading card (as the
                    // whole bank's look-up leaves it out).
                    if kind == .reading, try lookup.word(id: wordID)?.hasDistinctWrittenForm == false { continue }
                    return nil
                }
            }
            var met = ScopeMet(scope: scope, words: scopeIDs.count)
            if try !lookup.suspendedWordIDs(profileID: profileID).isEmpty {
                met.suspended = try lookup.suspendedWordCount(in: scope, profileID: profileID)
            }
            return met
        }
        for kind in kinds where try lookup.hasNewWord(profileID: profileID, kind: kind) { return nil }
        let count = try lookup.wordCount(limit: Int.max)
        return count == 0 ? nil : ScopeMet(scope: scope, words: count)
    }
}
