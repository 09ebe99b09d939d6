import Foundation
import Testing
import KuchiCore

/// Whatever romaji Kuchi prints for a word can be typed back: each reading of every word of
/// Data/jlpt-n5.tsv, written by `Romaji.fromKana` in both styles, is a right answer to the word's reading
/// question (its word question when it has no kanji).
@Suite("Typing back the romaji Kuchi prints")
struct PrintedRomajiTests {
    /// The words of Data/jlpt-n5.tsv, or none when it is missing.
    static let words: [Word] = {
        let file = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Data/jlpt-n5.tsv")
        guard let text = try? String(contentsOf: file, encoding: .utf8) else { return [] }
        return text.split(separator: "\n").dropFirst().enumerated().compactMap { index, line in
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count > 2 else { return nil }
            return Word(id: Int64(index + 1), text: fields[0], reading: fields[1], meanings: Word.meanings(fromColumn: fields[2]))
        }
    }()

    @Test func theWholeBundledListIsRead() {
        #expect(Self.words.count == 662)
    }

    @Test(arguments: words)
    func printedRomajiIsAcceptedInBothStyles(_ word: Word) {
        let challenge = Challenge(word: word, kind: word.hasKanji ? .reading : .word, choices: [], correctIndex: 0)
        for reading in word.readings {
            for style in [RomajiStyle.asWritten, .macrons] {
                let romaji = Romaji.fromKana(reading, style: style)
                guard case let .answer(verdict) = AnswerJudge.judge(romaji, for: challenge) else {
                    Issue.record("\(romaji) for \(word.text) \(reading) is not judged")
                    continue
                }
                #expect(verdict.judgement == .normalised, "\(romaji) for \(word.text) \(reading)")
                #expect(verdict.expected == reading, "\(romaji) for \(word.text) \(reading)")
            }
        }
    }

    /// The romaji beside a word on screen is `Word.pronunciation`: for a word with one reading, the same as above.
    @Test func theRomajiShownForPaatiiIsAccepted() {
        let party = Word(id: 1, text: "パーティー", reading: "パーティー", meanings: ["party"])
        #expect(party.pronunciation == "paatii")
        let challenge = Challenge(word: party, kind: .word, choices: [], correctIndex: 0)
        guard case let .answer(verdict) = AnswerJudge.judge(party.pronunciation, for: challenge) else {
            Issue.record("paatii is not judged")
            return
        }
        #expect(verdict.judgement == .normalised)
        #expect(verdict.typedKana == "パーティー")
    }
}
