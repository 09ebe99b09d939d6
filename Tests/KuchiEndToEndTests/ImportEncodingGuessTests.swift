import Foundation
import Testing

/// A word list with one bad byte is still read in its own encoding: a UTF-8 list is refused as invalid UTF-8 at the
/// bad line (and `--skip-invalid` imports the good rows), even when that line is its first Japanese one; a Shift_JIS
/// list from Excel with a bad byte further on is still read as Shift_JIS.
@Suite("Importing a list with one bad byte keeps its encoding")
struct ImportEncodingGuessTests {
    /// `word<TAB>meaning` then 猫 犬 鳥 魚 本 in UTF-8, a stray 0x93 inside "cat" on line 2.
    private static let utf8WithABadFirstLine = Data("word\tmeaning\n猫\tc".utf8) + Data([0x93])
        + Data("at\n犬\tdog\n鳥\tbird\n魚\tfish\n本\tbook\n".utf8)

    /// A header and nine animals in Shift_JIS with CRLF line ends, line 8 holding a bad byte (`82 FF`).
    private static let shiftJISWithABadLine = Data(base64Encoded: "d29yZCxyZWFkaW5nLG1lYW5pbmcNCo/bLIK8gqQsZWxlcGhhbnQNCoxGLIKtgtwsYmVhcg0Kjq0sgrWCqSxkZWVyDQqJjiyCs4LpLG1vbmtleQ0Kk2UsgqSCs4KsLHJhYmJpdA0KjM8sgquCwoLLLGZveA0Kgv+CLHgseQ0Kkkssgr2CyoKrLHJhY2Nvb24gZG9nDQqRbCyCy4K4gt0sbW91c2UNCg==") ?? Data()

    @Test func aUTF8ListWithABadByteInItsFirstJapaneseLineIsRefusedAsInvalidUTF8AtThatLine() throws {
        let home = try KuchiBinary.Home()
        let list = home.root + "/animals.tsv"
        try Self.utf8WithABadFirstLine.write(to: URL(fileURLWithPath: list))
        let refused = try KuchiBinary.run(["import", list], home: home)
        #expect(refused.status == 65)
        #expect(refused.stderr.contains("animals.tsv:2: invalid UTF-8") && !refused.stderr.contains("Shift_JIS"), "\(refused.stderr)")
        let skipping = try KuchiBinary.run(["import", "--skip-invalid", list], home: home)
        #expect(skipping.status == 0, "\(skipping.stderr)")
        // 犬, 鳥 and 本 are merged into the built-in words; 魚 is refused for its two readings, as it would be in any list.
        #expect(skipping.stdout.contains("Imported: 0 added, 3 merged, 0 unchanged, 2 rejected.")
                && skipping.stderr.contains("animals.tsv:2: invalid UTF-8"), "\(skipping.stdout)\(skipping.stderr)")
    }

    /// Walk-through 26 (D11): Shift_JIS kanji and half-width katakana (`珈琲,ｺｰﾋｰ`) pass as EUC-JP kanji: the list is
    /// refused with the ways out, and read as the encoding `--encoding` names.
    @Test func aListShiftJISAndEUCJPAlikeIsRefusedUntilItsEncodingIsNamed() throws {
        let home = try KuchiBinary.Home()
        let list = home.root + "/coffee.csv"
        let row = Data([0xE0, 0xDB, 0xE0, 0xE8, 0x2C, 0xBA, 0xB0, 0xCB, 0xB0]) + Data(",coffee\n".utf8)
        try (Data("word,reading,meaning\n".utf8) + row).write(to: URL(fileURLWithPath: list))
        let refused = try KuchiBinary.run(["import", list], home: home)
        #expect(refused.status == 65)
        #expect(refused.stderr.contains("iconv -f SHIFT_JIS -t UTF-8") && refused.stderr.contains("--encoding shift-jis"), "\(refused.stderr)")
        let named = try KuchiBinary.run(["import", "--encoding", "shift-jis", list], home: home)
        #expect(named.status == 0, "\(named.stderr)")
        let words = try KuchiBinary.run(["words", "--deck", "coffee"], home: home)
        #expect(words.stdout.contains("珈琲") && words.stdout.contains("コーヒー"), "\(words.stdout)")
    }

    @Test func aShiftJISListWithABadByteMidFileIsStillShiftJISAndRefusedAtThatLine() throws {
        let home = try KuchiBinary.Home()
        let list = home.root + "/animals.csv"
        try Self.shiftJISWithABadLine.write(to: URL(fileURLWithPath: list))
        let refused = try KuchiBinary.run(["import", list], home: home)
        #expect(refused.status == 65)
        #expect(refused.stderr.contains("animals.csv:8: this line is not valid Shift_JIS text"), "\(refused.stderr)")
        let skipping = try KuchiBinary.run(["import", "--skip-invalid", list], home: home)
        #expect(skipping.status == 0 && skipping.stdout.contains("1 rejected"), "\(skipping.stdout)\(skipping.stderr)")
    }
}
