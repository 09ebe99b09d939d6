import Foundation
import KuchiStore

/// The sounds of an Anki package's notes, copied into the bank's media folder as their words' sounds.
///
/// Only a file a note references (`[sound:neko.mp3]`) in a field that is not about a sentence is copied, under
/// a safe name (``MediaFolder/keptName(for:)``). A reference with a path, to a file the package lacks, to a file
/// over ``MediaFolder/maximumFileSize`` or of a type that is no sound is skipped, and named once in the summary.
/// The copies are undone when the import is not committed (``discard()``).
final class AnkiSounds {
    private let package: AnkiPackage
    /// Where the sounds go; `nil` for an in-memory bank.
    private let folder: MediaFolder?
    private let dryRun: Bool
    private lazy var entries = package.mediaEntries()
    /// Each reference met, and the name it is kept under (`nil`: skipped).
    private var kept: [String: String?] = [:]
    /// Files this import created, to remove if it is not committed.
    private(set) var created: [String] = []
    /// Skipped references with why, in the order met.
    private var skipped: [(reference: String, reason: String)] = []
    /// Sounds in sentence fields, which are not the word's.
    private(set) var sentenceSounds = 0
    /// Words given a sound.
    private(set) var words = 0
    /// References not looked at: the bank is in memory, with no media folder.
    private var withoutFolder = 0

    init(package: AnkiPackage, folder: MediaFolder?, dryRun: Bool) {
        self.package = package
        self.folder = folder
        self.dryRun = dryRun
    }

    /// The references of a note's `fields` (named `names`) to the word's own sound, and how many references
    /// its fields about a sentence or an example hold (left out); counts nothing (``countSentenceSounds(_:)`` does).
    static func wordReferences(fields: [String], names: [String]) -> (references: [String], sentenceSounds: Int) {
        var own: [String] = []
        var sentenceSounds = 0
        for (index, field) in fields.enumerated() where mayHoldReference(field) {
            let found = Self.references(in: field)
            let name = index < names.count ? names[index].lowercased() : ""
            if ByteSearch.contains(Self.sentenceMarker, in: name) || ByteSearch.contains(Self.exampleMarker, in: name) {
                sentenceSounds += found.count
            } else {
                own += found
            }
        }
        return (own, sentenceSounds)
    }

    /// Counts `count` sounds of sentence fields, left out.
    func countSentenceSounds(_ count: Int) {
        sentenceSounds += count
    }

    /// Whether the bytes `[sound:` are in `field`: a field without them holds no reference (an ASCII text is
    /// found only as its own bytes), so only the others are searched (four fields a note, tens of thousands of notes).
    static func mayHoldReference(_ field: String) -> Bool {
        ByteSearch.contains(soundMarker, in: field)
    }

    /// The file names `[sound:…]` references in `field` name, in order: found in its UTF-8 bytes (the markers are ASCII).
    static func references(in field: String) -> [String] {
        var field = field
        return field.withUTF8 { bytes in
            var names: [String] = []
            var offset = 0
            while let start = ByteSearch.firstOffset(of: soundMarker, in: bytes, from: offset),
                  let end = ByteSearch.firstOffset(of: closingMarker, in: bytes, from: start + soundMarker.count) {
                names.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[(start + soundMarker.count)..<end]), as: UTF8.self))
                offset = end + 1
            }
            return names
        }
    }

    private static let soundMarker = Array("[sound:".utf8), closingMarker = Array("]".utf8)
    private static let sentenceMarker = Array("sentence".utf8), exampleMarker = Array("example".utf8)

    /// The name in the media folder of the sound `reference` names, copying it the first time; `nil` when it is
    /// skipped (and named in the summary). In a dry run nothing is copied, and the name is the one it would have.
    func keep(_ reference: String) throws -> String? {
        // A dry run into a bank not there yet checks against one in memory: the sound is judged as the real
        // import will judge it (it copies it into the new bank's media folder), copying nothing.
        guard folder != nil || dryRun else {
            withoutFolder += 1
            return nil
        }
        if let known = kept[reference] { return known }
        let name = try copy(reference)
        kept[reference] = .some(name)
        return name
    }

    /// Whether the package holds any media file: one its media map names that is there. A package exported from Anki
    /// without media has an empty map (and no files).
    var packageHoldsMedia: Bool {
        entries.values.contains { package.entries[$0] != nil }
    }

    /// Counts a word given its sound.
    func gaveSound() {
        words += 1
    }

    private func copy(_ reference: String) throws -> String? {
        func skip(_ reason: String) -> String? {
            skipped.append((reference, reason))
            return nil
        }
        let name: String
        do {
            name = try MediaFolder.keptName(for: reference)
        } catch .path {
            return skip("a path, not a file name")
        } catch {
            return skip("not a sound file")
        }
        guard let entry = entries[reference] else { return skip("not in the package") }
        switch package.mediaFile(entry: entry, limit: MediaFolder.maximumFileSize) {
        case .failure(.missing): return skip("not in the package")
        case .failure(.tooLarge): return skip("over \(MediaFolder.maximumFileSize >> 20) MiB")
        case .failure(.damaged): return skip("damaged in the package")
        case let .success(bytes):
            guard !dryRun, let folder else { return name }
            let result = try folder.keep(bytes, as: name)
            if result.created { created.append(result.name) }
            return result.name
        }
    }

    /// Makes the files this import copied durable, before the bank commits the words that name them.
    func sync() throws {
        if !created.isEmpty { try folder?.sync(created) }
    }

    /// Removes every file this import copied (the import was not committed).
    func discard() {
        folder?.remove(created)
        created.removeAll()
    }

    /// Removes the files this import copied that no word plays (their words had a sound already).
    func discard(keeping referenced: Set<String>) {
        folder?.remove(created.filter { !referenced.contains($0) })
        created.removeAll { !referenced.contains($0) }
    }

    /// The summary's lines: sounds kept, skipped (each reference named once) and left out.
    func summary(folderShown: String?) -> [String] {
        var lines: [String] = []
        if words > 0 {
            let verb = dryRun ? "would play" : words == 1 ? "plays" : "play"
            lines.append("\(words.groupedDigits) word\(words == 1 ? "" : "s") \(verb) \(words == 1 ? "its" : "their") sound from the package"
                         + (folderShown.map { " (in \($0))" } ?? "") + ".")
        }
        if !skipped.isEmpty {
            let named = skipped.prefix(20).map { "\(Self.shown($0.reference)) (\($0.reason))" }.joined(separator: ", ")
            let more = skipped.count > 20 ? " and \((skipped.count - 20).groupedDigits) more" : ""
            lines.append("\(skipped.count.groupedDigits) audio reference\(skipped.count == 1 ? "" : "s") skipped: \(named)\(more).")
        }
        if withoutFolder > 0 {
            lines.append("\(withoutFolder.groupedDigits) audio reference\(withoutFolder == 1 ? "" : "s") skipped: the bank is in memory, with no media folder.")
        }
        if sentenceSounds > 0 {
            lines.append("\(sentenceSounds.groupedDigits) sentence audio reference\(sentenceSounds == 1 ? "" : "s") left out: a word plays its own sound.")
        }
        return lines
    }

    /// A reference as the summary names it: on one line, control characters made visible, at most 60 characters.
    private static func shown(_ reference: String) -> String {
        let visible = String(reference.unicodeScalars.map { CharacterSet.controlCharacters.contains($0) ? "?" : Character($0) })
        return "“" + (visible.count > 60 ? visible.prefix(59) + "…" : visible) + "”"
    }
}
