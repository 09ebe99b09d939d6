import Foundation

/// A learner: the name asked at the first start, and the owner of sessions.
public struct Profile: Sendable, Equatable {
    /// The profile id.
    public var id: Int64
    /// The learner's name, as typed.
    public var name: String

    /// Creates a profile.
    public init(id: Int64, name: String) {
        self.id = id
        self.name = name
    }

    /// The shortest name accepted, as in the Kuchi sample's registration form: one stray key (a "y" typed at the
    /// name prompt) is no name. A name of one kanji or kana (栞, 光) is accepted: it is a whole given name, and
    /// typing it takes a deliberate conversion.
    public static let minimumNameLength = 2

    /// What learner names are matched by: white space tidied, compatibility forms folded (NFKC: the full-width
    /// `Ｃｈｉｅ` an input method types is `Chie`) and case ignored. Both sides are folded, so a learner stored
    /// under a full-width name is found by either spelling.
    public static func matchKey(_ name: String) -> String {
        name.split(whereSeparator: \.isWhitespace).joined(separator: " ").precomposedStringWithCompatibilityMapping.lowercased()
    }

    /// The learners of `learners` that `name` names: the one place learner names are matched. Tried in turn, and the
    /// first that finds anyone decides: the name exactly as stored (white space tidied), then case aside, then
    /// ``matchKey(_:)``. Learners an earlier Kuchi stored apart (`Chie` and `Ｃｈｉｅ`) are each found by their own
    /// spelling; a name only folding finds, shared by several of them, names them all (``NameMatch/several(_:)``).
    public static func match(_ name: String, among learners: [Profile]) -> NameMatch {
        let typed = name.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        let steps: [(Profile) -> Bool] = [
            { $0.name == typed },
            { $0.name.lowercased() == typed.lowercased() },
            { matchKey($0.name) == matchKey(typed) },
        ]
        for step in steps {
            let found = learners.filter(step)
            if found.count == 1, let only = found.first { return .one(only) }
            if found.count > 1 { return .several(found) }
        }
        return .none
    }

    /// What ``match(_:among:)`` found.
    public enum NameMatch: Sendable, Equatable {
        /// No learner has the name.
        case none
        /// The learner the name names.
        case one(Profile)
        /// Several learners have the name at the closest step that found any: which one is meant is not known.
        case several([Profile])
    }

    /// The name with white space tidied, or the reason it is not acceptable.
    public static func validatedName(_ text: String) -> Result<String, ProfileNameError> {
        let name = text.split(whereSeparator: \.isWhitespace).joined(separator: " ").precomposedStringWithCanonicalMapping
        if name.isEmpty || (name.count < minimumNameLength && !isJapanese(name)) { return .failure(.tooShort) }
        if name.count > 40 { return .failure(.tooLong) }
        if name.unicodeScalars.contains(where: { $0.properties.generalCategory == .control || $0.properties.generalCategory == .format }) {
            return .failure(.controlCharacters)
        }
        return .success(name)
    }

    /// Whether every character of `name` is a kanji or kana.
    private static func isJapanese(_ name: String) -> Bool {
        name.unicodeScalars.allSatisfy { scalar in
            switch scalar.value {
            // Kana letters (no ー, ・ or sound marks, each one key of an input method) and kanji.
            case 0x3041...0x3096, 0x30A1...0x30FA, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x20000...0x3134F: true
            default: false
            }
        }
    }
}

/// Why a name was refused.
public enum ProfileNameError: Error, Equatable, CustomStringConvertible {
    /// Fewer than ``Profile/minimumNameLength`` characters.
    case tooShort
    /// More than 40 characters.
    case tooLong
    /// Contains control or invisible formatting characters.
    case controlCharacters

    /// The reason as a sentence of its own: `A name needs at least 2 characters (…).`
    public var description: String {
        clause.prefix(1).uppercased() + clause.dropFirst() + "."
    }

    /// The reason as the end of a longer sentence, after a colon: `“H” cannot be a learner's name: a name needs at
    /// least 2 characters (…)`.
    public var clause: String {
        switch self {
        case .tooShort: "a name needs at least \(Profile.minimumNameLength) characters (or one kanji or kana, as 栞)"
        case .tooLong: "a name can have at most 40 characters"
        case .controlCharacters: "a name cannot contain control characters"
        }
    }
}

