import Foundation
import KuchiCore
import KuchiData
import Testing

/// The answer key compiled into the binary (Data/BundledAnswerKey.swift, made by scripts/update-everyday-answers
/// from Data/everyday-answers.tsv): every line a bundled word's, as the judge's binary search needs them, and every
/// answer one the key's source gives.
@Suite("The bundled answer key")
struct BundledAnswerKeyTests {
    private let lines = BundledAnswerKey.everyday.description.split(separator: "\n").map { $0.split(separator: "\t").map(String.init) }

    /// Each bundled word by its written forms paired with its readings (やはり/やっぱり read やはり/やっぱり: two pairs).
    private let wordsBySpelling: [String: Word] = {
        var found: [String: Word] = [:]
        for (key, word) in Array(BundledJudge.words) + Array(BundledJudge.levelWords) {
            let parts = key.split(separator: "\t").map { $0.split(separator: "/").map(String.init) }
            guard parts.count == 2 else { continue }
            let pairs = parts[0].count == parts[1].count ? zip(parts[0], parts[1]).map { $0 + "\t" + $1 }
                : parts[0].flatMap { form in parts[1].map { form + "\t" + $0 } }
            for pair in pairs where found[pair] == nil { found[pair] = word }
        }
        return found
    }()

    private var bundled: Set<String> { Set(wordsBySpelling.keys) }

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

    /// No answer is both one the key gives a word and a synonym it refuses for that word: a teacher decides each one
    /// way (articles, a leading "to", case, spaces and hyphens set aside).
    @Test func noAnswerIsBothGivenAndRefusedForOneWord() {
        func answers(_ text: StaticString) -> [String: Set<String>] {
            var found: [String: Set<String>] = [:]
            for fields in text.description.split(separator: "\n").map({ $0.split(separator: "\t").map(String.init) }) where fields.count == 3 {
                found[fields[0] + "\t" + fields[1], default: []].formUnion(fields[2].split(separator: "/").map { answer in
                    var words = answer.lowercased().split(whereSeparator: { $0 == " " || $0 == "-" }).map(String.init)
                    while words.count > 1, ["to", "a", "an", "the"].contains(words[0]) { words.removeFirst() }
                    return words.joined()
                })
            }
            return found
        }
        let refused = answers(BundledAnswerKey.refusedSynonyms)
        let both = answers(BundledAnswerKey.everyday).flatMap { word, given in
            given.intersection(refused[word] ?? []).map { "\(word.replacingOccurrences(of: "\t", with: " ")) ← \($0)" }
        }
        #expect(both.isEmpty, "\(both.sorted())")
    }

    /// Every key answer is judged right for its word: none is lost to a rule that runs before the key (a verb typed for
    /// a noun) or to another reading's line. A few may be met by a gloss first, which is right as well.
    @Test func everyKeyAnswerIsJudgedRightForItsWord() throws {
        var judged = 0, refused: [String] = []
        for fields in lines where fields.count == 3 {
            guard let word = wordsBySpelling[fields[0] + "\t" + fields[1]] else { continue }
            for answer in fields[2].split(separator: "/").map(String.init) {
                judged += 1
                if !BundledJudge.accepts(answer, for: word) { refused.append("\(fields[0]) ← \(answer)") }
            }
        }
        print("answer key: \(judged - refused.count) of \(judged) answers judged right; refused: \(refused.prefix(40).joined(separator: ", "))")
        #expect(judged > 40_000)
        #expect(Double(refused.count) <= Double(judged) * 0.002, "refused: \(refused.prefix(200).joined(separator: ", "))")
    }

    /// An answer of Data/everyday-answers.tsv that the compiled key leaves out as a repeat of a gloss is right for its word
    /// all the same: the gloss it repeats is the word's own entry's, never another reading's (土産 とさん "souvenir" left
    /// 土産 みやげ refusing "souvenir" and "present": walk-through 17).
    @Test func anAnswerLeftOutAsAGlossesRepeatIsRightAllTheSame() throws {
        let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Data/everyday-answers.tsv")
        var compiled: [String: Set<String>] = [:]
        for fields in lines where fields.count == 3 { compiled[fields[0] + "\t" + fields[1]] = Set(fields[2].split(separator: "/").map(String.init)) }
        var refused: [String] = []
        // The script leaves out the word's own reading in romaji ("kawaii", "kohai") and answers without a letter ("%")
        // on purpose: a reading is no meaning.
        func sound(_ kana: String) -> String { KanaScript.hiragana(kana).filter { $0 != "う" && $0 != "ー" } }
        func isLeftOutOnPurpose(_ answer: String, reading: String) -> Bool {
            !answer.contains(where: \.isLetter) || sound(Romaji.toKana(answer.lowercased())) == sound(reading)
        }
        for line in try String(contentsOf: source, encoding: .utf8).split(separator: "\n").dropFirst() {
            let fields = line.split(separator: "\t").map(String.init)
            guard fields.count == 3, !fields[0].contains("/"), let word = wordsBySpelling[fields[0] + "\t" + fields[1]] else { continue }
            for answer in fields[2].split(separator: ";").map({ $0.trimmingCharacters(in: .whitespaces) }) where !answer.isEmpty
                && compiled[fields[0] + "\t" + fields[1]]?.contains(answer) != true && !isLeftOutOnPurpose(answer, reading: fields[1])
                && !BundledJudge.accepts(answer, for: word) {
                refused.append("\(fields[0]) \(fields[1]) ← \(answer)")
            }
        }
        #expect(refused.isEmpty, "\(refused.count): \(refused.prefix(100).joined(separator: ", "))")
        for answer in ["souvenir", "a souvenir", "souvenirs", "present"] {
            #expect(try BundledJudge.accepts(answer, text: "土産", reading: "みやげ"), "\(answer) for 土産")
        }
    }

    /// カップ is any cup one drinks from, and the measuring cup (EDICT: "cup (drinking vessel, measure, brassiere, prize,
    /// etc.)"): a learner's "teacup" is right, as "coffee cup" already was. "mug" stays out, the first walk-through's wrong
    /// answers holding it (マグカップ is the mug), as "cup of tea" does (LearnerShapeTests).
    @Test(arguments: ["teacup", "a teacup", "coffee cup", "drinking cup", "measuring cup"])
    func everydayCupsAreRightForKappu(answer: String) throws {
        #expect(try BundledJudge.accepts(answer, text: "カップ", reading: "カップ"), "\(answer) for カップ")
    }

    /// The key gives no reading another bundled reading's meaning, where that is another word: 重役 おもやく is a heavy
    /// responsibility, never "executive" or "director" (重役 じゅうやく's); 氏 し is "Mr" or a clan, never "family name"
    /// (氏 うじ's). Review 22; each reading keeps its own.
    @Test(arguments: [
        ("重役", "おもやく", "executive", false), ("重役", "おもやく", "director", false), ("氏", "し", "family name", false),
        ("重役", "じゅうやく", "executive", true), ("重役", "じゅうやく", "director", true), ("氏", "うじ", "family name", true),
        ("氏", "し", "Mr", true),
    ])
    func anotherBundledReadingsMeaningIsNoKeyAnswer(text: String, reading: String, answer: String, right: Bool) throws {
        #expect(try BundledJudge.accepts(answer, text: text, reading: reading) == right, "\(answer) for \(text) \(reading)")
    }
}

/// The answer key's refused synonyms (Data/refused-synonyms.tsv): WordNet synonyms of another sense of a gloss than the
/// bundled word's, reviewed word by word, which the thesaurus lends no more for that word; the synonyms of its own
/// sense it still lends.
@Suite("Synonyms the answer key refuses")
struct RefusedSynonymTests {
    @Test(arguments: [
        ("泳ぐ", "およぐ", "to float", false), ("美味しい", "おいしい", "bitter", false), ("明らか", "あきらか", "flawless", false),
        ("鳴く", "なく", "to weep", false), ("木", "き", "forest", false),
        ("入る", "はいる", "to go in", true), ("村", "むら", "settlement", true), ("寝る", "ねる", "to retire", true),
    ])
    func anotherSensesSynonymIsRefusedAndTheWordsOwnIsKept(text: String, reading: String, answer: String, right: Bool) throws {
        #expect(try BundledJudge.accepts(answer, text: text, reading: reading) == right, "\(answer) for \(text)")
    }

    /// The refusal is the word's own: another word whose gloss lends the same synonym in its sense keeps it.
    @Test func aSynonymRefusedForOneWordIsKeptForAnother() throws {
        let refused = WordDictionary(entries: [
            DictionaryEntry(form: "泳ぐ", reading: "およぐ", glosses: ["to swim"]),
            DictionaryEntry(form: "浮く", reading: "うく", glosses: ["to swim"]),
        ], synonyms: [WordDictionary.simpleKey("to swim"): ["float"]],
           refusedSynonyms: [AnswerKeyLine(form: "泳ぐ", reading: "およぐ", answers: ["float"])])
        func accepts(_ typed: String, _ word: Word) -> Bool {
            let challenge = Challenge(word: word, kind: .meaning, choices: [], correctIndex: 0)
            guard case let .answer(verdict) = AnswerJudge.judge(typed, for: challenge, dictionary: refused) else { return false }
            return verdict.judgement.isCorrect
        }
        #expect(!accepts("to float", Word(id: 1, text: "泳ぐ", reading: "およぐ", meanings: ["to swim"])))
        #expect(accepts("to float", Word(id: 2, text: "浮く", reading: "うく", meanings: ["to swim"])))
    }
}
