import Foundation
import Testing
@testable import KuchiCore

/// Kana → `fromKana` → `toKana` gives back the hiragana of the input, up to
/// the spellings Hepburn itself merges.
@Suite struct RoundTripTests {
    /// Words that exercise every rule, used whether or not the word list exists.
    static let builtIn = [
        "がっこう", "しんぶん", "てんいん", "こんにちは", "おんな", "きんようび", "こんや", "ほんや",
        "まっちゃ", "ざっし", "みっつ", "ちょっと", "きょう", "りょこう", "じゅぎょう", "べんきょう",
        "ひゃく", "ろっぴゃく", "コーヒー", "パーティー", "フィルム", "フォーク", "シャワー",
        "ヴァイオリン", "ウィスキー", "チェック", "ジェット", "ニュース", "ベッド", "ワイシャツ",
        "はなぢ", "つづく", "ほんをよむ", "おおきい", "おにいさん", "せんせい", "あっ", "んん",
        "ディズニー", "トゥ", "ドゥ", "デュエット", "ウォーター", "ツァー", "ゐど", "カタカナ",
        "きゃっ", "うんっ", "あっあ", "あっっ", "ねっ、", "エッ", "フィルム", "ちぢむ", "つづき",
    ]

    /// Every kana reading in Data/jlpt-n5.tsv (alternatives split at "/"), or none if it is missing.
    static let wordList: [String] = {
        let file = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Data/jlpt-n5.tsv")
        guard let text = try? String(contentsOf: file, encoding: .utf8) else { return [] }
        let rows = text.split(separator: "\n").dropFirst().map { $0.split(separator: "\t", omittingEmptySubsequences: false) }
        let readings = rows.compactMap { $0.count > 1 ? $0[1] : nil }
        return readings.flatMap { $0.split(whereSeparator: { "/、".contains($0) }) }
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { KanaScript.isKana($0) }
    }()

    @Test(arguments: builtIn + wordList)
    func kanaSurvivesRomajiAndBack(_ reading: String) {
        let romaji = Romaji.fromKana(reading)
        #expect(Romaji.toKana(romaji) == Self.hepburnFold(reading), "via \(romaji)")
    }

    @Test func wordListIsReadWhenPresent() throws {
        let present = FileManager.default.fileExists(atPath: URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Data/jlpt-n5.tsv").path)
        #expect(!present || Self.wordList.count > 500)
    }

    /// Kana pairs Hepburn spells like other kana, and what toKana reads them back as
    /// (ティ is written "ti", which reads back as ち).
    static let mergedPairs: [String: String] = [
        "てぃ": "ち", "でぃ": "ぢ", "てゅ": "ちゅ", "でゅ": "ぢゅ", "とぅ": "つ", "どぅ": "づ", "うぉ": "を",
    ]

    /// Single kana Hepburn spells like other kana (ぢ is "ji", を is "o").
    static let mergedKana: [Character: Character] = ["ぢ": "じ", "づ": "ず", "を": "お", "ゐ": "い", "ゑ": "え"]

    /// What toKana should make of fromKana's spelling of `kana`: its hiragana with
    /// the merges above, applied in one pass, and ー written out as the vowel
    /// before it (コーヒー → こおひい).
    static func hepburnFold(_ kana: String) -> String {
        let chars = Array(KanaScript.hiragana(kana))
        var result = ""
        var index = 0
        while index < chars.count {
            let char = chars[index]
            if index + 1 < chars.count, let merged = mergedPairs[String(char) + String(chars[index + 1])] {
                result += merged
                index += 2
                continue
            }
            if char == "ー", let last = result.last, let vowel = vowelKana(after: last) {
                result.append(vowel)
            } else {
                result.append(mergedKana[char] ?? char)
            }
            index += 1
        }
        return result
    }

    /// The plain vowel kana that ー repeats after `kana`, if it has one.
    private static func vowelKana(after kana: Character) -> Character? {
        let columns: [(String, Character)] = [
            ("あかがさざただなはばぱまやらわぁゃゎ", "あ"), ("いきぎしじちぢにひびぴみりぃ", "い"),
            ("うくぐすずつづぬふぶぷむゆるぅゅゔ", "う"), ("えけげせぜてでねへべぺめれぇ", "え"),
            ("おこごそぞとどのほぼぽもよろをぉょ", "お"),
        ]
        return columns.first { $0.0.contains(kana) }?.1
    }
}
