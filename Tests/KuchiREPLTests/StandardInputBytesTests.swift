import Foundation
import KuchiJSONLines
import Testing

/// Issue 23: JSON Lines requests are read with each byte looked at once, and a line over the limit is kept
/// only to one byte past it, so memory stays bounded and the caller can refuse it.
@Suite("Reading request lines")
struct StandardInputBytesTests {
    /// A reader on a pipe that a thread fills with `bytes`, then closes.
    private func reader(of bytes: [UInt8], limit: Int) -> StandardInputBytes {
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        let writeEnd = ends[1]
        Thread {
            bytes.withUnsafeBytes { buffer in
                var offset = 0
                while offset < buffer.count {
                    let written = write(writeEnd, buffer.baseAddress! + offset, buffer.count - offset)
                    if written <= 0 { break }
                    offset += written
                }
            }
            close(writeEnd)
        }.start()
        return StandardInputBytes(limit: limit, descriptor: ends[0])
    }

    @Test func linesComeBackWholeAndALastLineWithoutNewlineToo() {
        let input = reader(of: Array("one\n\ntwo\r\nthree".utf8), limit: 100)
        #expect(input.readLine() == Array("one".utf8))
        #expect(input.readLine() == [])
        #expect(input.readLine() == Array("two\r".utf8))
        #expect(input.readLine() == Array("three".utf8))
        #expect(input.readLine() == nil)
    }

    @Test func aTenMegabyteLineIsCutOneBytePastTheLimitAndTheNextLineIsIntact() {
        let long = [UInt8](repeating: 0x61, count: 10_000_000)
        let input = reader(of: long + Array("\n{\"answer\": \"neko\"}\n".utf8), limit: 65536)
        let first = input.readLine()
        #expect(first?.count == 65537)
        #expect(input.readLine() == Array("{\"answer\": \"neko\"}".utf8))
        #expect(input.readLine() == nil)
    }
}
