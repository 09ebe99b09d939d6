import Testing
@testable import KuchiCore

@Suite("JSONValue and JSONString: the JSON Kuchi writes")
struct JSONValueTests {
    private let value = JSONValue.object([
        ("word", .string("猫")), ("share", .fraction(2.0 / 3)), ("whole", .fraction(1)), ("none", .null),
        ("tags", .strings(["a", "b"])), ("empty", .array([])), ("inner", .object([("ok", .bool(true))])),
    ])

    @Test func compactIsOneLineInTheGivenKeyOrder() {
        #expect(value.compact
            == #"{"word":"猫","share":0.6667,"whole":1,"none":null,"tags":["a","b"],"empty":[],"inner":{"ok":true}}"#)
    }

    @Test func prettyIndentsByTwoSpacesAndEndsWithANewline() {
        let expected = """
            {
              "word": "猫",
              "share": 0.6667,
              "whole": 1,
              "none": null,
              "tags": [
                "a",
                "b"
              ],
              "empty": [],
              "inner": {
                "ok": true
              }
            }

            """
        #expect(value.pretty == expected)
    }

    @Test func notANumberIsWrittenAsZero() {
        #expect(JSONValue.fraction(.nan).compact == "0")
        #expect(JSONValue.fraction(.infinity).compact == "0")
    }

    @Test func theByteWriterEscapesExactlyAsTheStringWriter() {
        let samples = [
            "plain", "猫 cat", "quote \" backslash \\", "tab\tnew\nline\rreturn", "\u{1B}[31mred", "\u{7F}\u{85}\u{9F}",
            "bidi \u{202E}gnp.exe\u{202C} \u{2066}x\u{2069} \u{200F}", "sep \u{2028} \u{2029}", "emoji 🎌", "",
        ]
        for sample in samples {
            var bytes: [UInt8] = []
            Array(sample.utf8).withUnsafeBufferPointer { JSONString.writeLiteral(utf8: $0, to: &bytes) }
            #expect(String(decoding: bytes, as: UTF8.self) == JSONString.literal(sample), "\(sample.debugDescription)")
        }
    }

    @Test func malformedUTF8BecomesTheReplacementCharacter() {
        var bytes: [UInt8] = []
        [0x61, 0xFF, 0x62, 0xE2, 0x80].withUnsafeBufferPointer { JSONString.writeLiteral(utf8: $0, to: &bytes) }
        #expect(String(decoding: bytes, as: UTF8.self) == "\"a\u{FFFD}b\u{FFFD}\u{FFFD}\"")
    }
}
