import Foundation

/// The words a session draws from: any subset of the bank by deck, JLPT level, tag and favourites.
///
/// Names within one kind are alternatives (deck A or deck B); kinds combine (a deck, and a level).
/// Deck and tag names are compared case-insensitively after NFC normalisation, and a deck name also
/// selects the decks under it (`Japanese` selects `Japanese::JLPT N3`, as in Anki). Empty lists mean "any".
public struct WordScope: Sendable, Equatable {
    /// Decks, as given (NFC).
    public var decks: [String] = []
    /// JLPT levels, `N5`…`N1`.
    public var levels: [String] = []
    /// Tags, as given (NFC).
    public var tags: [String] = []
    /// Only the learner's favourite words.
    public var favoritesOnly = false

    /// The whole bank.
    public init(decks: [String] = [], levels: [String] = [], tags: [String] = [], favoritesOnly: Bool = false) {
        self.decks = decks
        self.levels = levels
        self.tags = tags
        self.favoritesOnly = favoritesOnly
    }

    /// The JLPT levels a scope may name.
    public static let knownLevels = ["N5", "N4", "N3", "N2", "N1"]

    /// Whether the scope is the whole bank (nothing narrows it).
    public var isWholeBank: Bool { decks.isEmpty && levels.isEmpty && tags.isEmpty && !favoritesOnly }

    /// The form deck and tag names are compared in: NFC, trimmed, case folded.
    public static func comparable(_ name: String) -> String {
        name.precomposedStringWithCanonicalMapping.trimmingWhitespace.lowercased()
    }

    /// Whether `name` is given but names no deck: only `::` separators, colons and white space (`::`, ` :: `, `   `).
    /// An empty name is not given (a file's deck, or no scope, is meant) and is not one of these.
    public static func isNoDeckName(_ name: String) -> Bool {
        !name.isEmpty && name.unicodeScalars.allSatisfy { $0 == ":" || $0.properties.isWhitespace }
    }

    /// Whether the deck name `wanted` (as a scope gives it) selects the deck `deck` (as the bank spells
    /// it): the same name, or a deck under it (`wanted::…`), compared as ``comparable(_:)`` forms.
    public static func deck(_ wanted: String, selects deck: String) -> Bool {
        let (parent, stored) = (comparable(wanted), comparable(deck))
        return stored == parent || stored.hasPrefix(parent + "::")
    }

    /// Whether a word of `deck`, `level` and space-separated `tags` is in the scope (favourites aside).
    public func admits(deck: String, level: String?, tags wordTags: String) -> Bool {
        if !decks.isEmpty, !decks.contains(where: { Self.deck($0, selects: deck) }) { return false }
        if !levels.isEmpty, !levels.contains(level ?? "") { return false }
        return admits(tags: wordTags)
    }

    /// Whether a word's space-separated `tags` include one of the scope's (always, when it names none).
    public func admits(tags wordTags: String) -> Bool {
        guard !tags.isEmpty else { return true }
        let own = Set(wordTags.split(separator: " ").map { Self.comparable(String($0)) })
        return tags.contains { own.contains(Self.comparable($0)) }
    }

    /// The scope in words, as `:set` and messages show it: `deck jlpt-n5, level N5 or N4, favourites`;
    /// `all words` for the whole bank.
    public var summary: String {
        var parts: [String] = []
        if !decks.isEmpty { parts.append("deck " + decks.map { "'\($0)'" }.joined(separator: " or ")) }
        if !levels.isEmpty { parts.append("level " + levels.joined(separator: " or ")) }
        if !tags.isEmpty { parts.append("tag " + tags.map { "'\($0)'" }.joined(separator: " or ")) }
        if favoritesOnly { parts.append("favourites") }
        return parts.isEmpty ? "all words" : parts.joined(separator: ", ")
    }

    /// Parses a list setting: names separated by commas (`jlpt-n5, Core 2k`); `nil` when a name is empty or a quote is
    /// left open. A name in double quotes is taken whole, commas and all (`"Vocab, Verbs", Core 2k`; `""` inside for a
    /// quote), and a quoted `"All"` is a deck of that name. An empty text (or a bare `all`) clears the list.
    static func names(_ text: String) -> [String]? {
        let trimmed = text.trimmingWhitespace
        if trimmed.isEmpty || trimmed.lowercased() == "all" { return [] }
        var names: [String] = []
        var rest = Substring(trimmed)
        while true {
            rest = rest.drop(while: \.isWhitespace)
            let name: String
            if rest.first == "\"" {
                guard let (quoted, after) = quotedName(rest.dropFirst()) else { return nil }
                rest = after.drop(while: \.isWhitespace)
                guard rest.isEmpty || rest.first == "," else { return nil }
                name = quoted
            } else {
                let end = rest.firstIndex(of: ",") ?? rest.endIndex
                name = String(rest[..<end])
                rest = rest[end...]
            }
            let clean = name.precomposedStringWithCanonicalMapping.trimmingWhitespace
            if clean.isEmpty { return nil }
            names.append(clean)
            if rest.isEmpty { return names }
            rest = rest.dropFirst()
        }
    }

    /// The name inside a quote opened just before `text`, `""` read as one quote, and what follows the closing quote;
    /// `nil` when the quote is never closed.
    private static func quotedName(_ text: Substring) -> (String, Substring)? {
        var name = ""
        var index = text.startIndex
        while index < text.endIndex {
            let next = text.index(after: index)
            if text[index] == "\"" {
                guard next < text.endIndex, text[next] == "\"" else { return (name, text[next...]) }
                name.append("\"")
                index = text.index(after: next)
            } else {
                name.append(text[index])
                index = next
            }
        }
        return nil
    }

    /// `names` as a list setting's text that ``names(_:)`` reads back as the same names: comma-separated, a name that
    /// holds a comma or a quote in double quotes (`"Vocab, Verbs",Core 2k`). A lone `all` stays the word that clears the
    /// list, as `:set deck all`, unless `literalAll` (a deck named `All`, written `"All"`).
    public static func listText(_ names: [String], separator: String = ",", literalAll: Bool = false) -> String {
        names.map { name in
            name.contains(",") || name.contains("\"") || (literalAll && name.trimmingWhitespace.lowercased() == "all")
                ? "\"" + name.replacingOccurrences(of: "\"", with: "\"\"") + "\"" : name
        }.joined(separator: separator)
    }

    /// Parses a list of JLPT levels (`N5, n4`); `nil` for an unknown level.
    static func levels(_ text: String) -> [String]? {
        guard let names = names(text) else { return nil }
        let levels = names.map { $0.uppercased() }
        return levels.allSatisfy(knownLevels.contains) ? levels : nil
    }
}

/// The words the next session draws from.
public enum WordScopeKey: EnvironmentKey {
    /// The whole bank.
    public static let defaultValue = WordScope()
}

extension EnvironmentValues {
    /// The words the next session draws from (default: the whole bank).
    public var wordScope: WordScope {
        get { self[WordScopeKey.self] }
        set { self[WordScopeKey.self] = newValue }
    }
}

/// Where each part of the word scope came from, keyed by ``Setting/configKey`` (`level`, `favorites_only`…);
/// absent for a default.
public enum ScopeSourcesKey: EnvironmentKey {
    /// No part set.
    public static let defaultValue: [String: SettingSource] = [:]
}

extension EnvironmentValues {
    /// Where each part of ``wordScope`` came from (the config file, a `KUCHI_…` variable, an option), so that
    /// advice on widening the scope names what changes it.
    public var scopeSources: [String: SettingSource] {
        get { self[ScopeSourcesKey.self] }
        set { self[ScopeSourcesKey.self] = newValue }
    }
}
