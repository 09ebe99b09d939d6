import Foundation
import KuchiCore
import KuchiStore
import KuchiTerminal

/// The tags a `tag` setting names, checked against the word bank's, as `:set tag` and `config set deck` check theirs.
enum ConfigTags {
    /// Refuses a `tag` value naming a tag no word of the bank at `bankPath` has (tags compare without case), listing
    /// the bank's tags: a setting no practice could use is never written. A bank not created yet is not checked.
    static func refuseUnknown(_ value: String, bankPath: String) throws {
        var scratch = EnvironmentValues()
        try Setting.tag.apply(value, from: .configCommand, to: &scratch)
        let tags = scratch.wordScope.tags
        guard !tags.isEmpty, FileManager.default.fileExists(atPath: bankPath) else { return }
        let known = try KuchiDatabase.openForReading(path: bankPath).practice.scopeCounts().tags
        let knownNames = Set(known.map { $0.name.lowercased() })
        let missing = tags.filter { !knownNames.contains($0.lowercased()) }
        guard !missing.isEmpty else { return }
        let names = missing.map { "'\(SafeText.singleLine($0))'" }.joined(separator: ", ")
        let listed = known.isEmpty ? "There are no tags yet."
            : "Tags: " + known.map { "\(SafeText.singleLine($0.name)) (\($0.words.groupedDigits))" }.joined(separator: ", ") + "."
        throw CommandError.usage("No words in tag \(names) in the word bank \(SafeText.singleLine(bankPath)): nothing was set. \(listed) "
            + "The config file is shared by every bank; --database PATH (or KUCHI_DATABASE) checks another.")
    }
}
