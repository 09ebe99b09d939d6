import Foundation
import KuchiCore
import KuchiData
import Testing

/// The answer key compiled into the binary (Data/BundledEverydayAnswers.swift, made by scripts/update-everyday-answers
/// from Data/everyday-answers.tsv): every line a bundled word's, as the judge's binary search needs them, and every
/// answer one the key's source gives.
@Suite("The bundled answer key")
struct BundledAnswerKeyTests {
    private let lines = BundledEverydayAnswers.text.description.split(separator: "\n").map { $0.split(separator: "\t").map(String.init) }

    /// Each bundled word's written forms paired with its readings (やはり/やっぱり read やはり/やっぱり: two pairs).
    private let bundled: Set<String> = Set((Array(BundledJudge.words.keys) + Array(BundledJudge.levelWords.keys)).flatMap { key in
        let parts = key.split(separator: "\t").map { $0.split(separator: "/").map(String.init) }
        guard parts.count == 2 else { return [String]() }
        if parts[0].count == parts[1].count { return zip(parts[0], parts[1]).map { $0 + "\t" + $1 } }
        return parts[0].flatMap { form in parts[1].map { form + "\t" + $0 } }
    })

    @Test func everyLineIsABundledWordsAndSortedForTheSearch() {
        #expect(lines.count > 5_000, "the key covers most bundled words")
        for fields in lines {
            #expect(fields.count == 3, "form, reading and answers: \(fields)")
            guard fields.count == 3 else { continue }
            #expect(bundled.contains(fields[0] + "\t" + fields[1]), "\(fields[0]) \(fields[1]) is a bundled word")
        }
        let forms = lines.map { Array(($0.first ?? "").utf8) }
        #expect(zip(forms, forms.dropFirst()).allSatisfy { !$1.lexicographicallyPrecedes($0) }, "sorted by form, in UTF-8 byte order")
    }

    @Test func everyAnswerIsShortPlainTextFromTheKeysSource() throws {
        let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Data/everyday-answers.tsv")
        let written = try String(contentsOf: source, encoding: .utf8).split(separator: "\n").dropFirst()
            .flatMap { line in (line.split(separator: "\t").last ?? "").split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) } }
        let sourceAnswers = Set(written)
        for answer in lines.compactMap(\.last).flatMap({ $0.split(separator: "/").map(String.init) }) {
            #expect(answer.count <= 40 && !answer.unicodeScalars.contains { $0.properties.generalCategory == .control },
                    "\(answer) is at most 40 characters of plain text")
            #expect(sourceAnswers.contains(answer), "\(answer) is in Data/everyday-answers.tsv: run scripts/update-everyday-answers")
        }
    }
}
