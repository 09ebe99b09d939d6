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

    /// The shortest name accepted, as in the Kuchi sample's registration form.
    public static let minimumNameLength = 2

    /// The name with white space tidied, or the reason it is not acceptable.
    public static func validatedName(_ text: String) -> Result<String, ProfileNameError> {
        let name = text.split(whereSeparator: \.isWhitespace).joined(separator: " ").precomposedStringWithCanonicalMapping
        if name.count < minimumNameLength { return .failure(.tooShort) }
        if name.count > 40 { return .failure(.tooLong) }
        if name.unicodeScalars.contains(where: { $0.properties.generalCategory == .control || $0.properties.generalCategory == .format }) {
            return .failure(.controlCharacters)
        }
        return .success(name)
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

    public var description: String {
        switch self {
        case .tooShort: "A name needs at least \(Profile.minimumNameLength) characters."
        case .tooLong: "A name can have at most 40 characters."
        case .controlCharacters: "A name cannot contain control characters."
        }
    }
}

