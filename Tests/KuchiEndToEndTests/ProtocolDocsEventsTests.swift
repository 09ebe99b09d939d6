import Foundation
import Testing

/// docs/protocol.md shows what a client receives: every event line it shows must be one the schema accepts, so
/// a client written from the docs does not look for a member the binary never sends (`scope_met` in a summary)
/// or miss one it does (`audio` in a lesson).
@Suite("The protocol docs' events match the schema")
struct ProtocolDocsEventsTests {
    @Test func everyEventLineOfTheProtocolDocsIsValid() throws {
        let text = try String(contentsOfFile: ExternalTool.repositoryRoot + "/docs/protocol.md", encoding: .utf8)
        let events = text.split(separator: "\n").map(String.init).filter { $0.hasPrefix(#"{"type":"#) }
        #expect(events.count >= 30, "the docs show an example of every event")
        #expect(events.contains { $0.hasPrefix(#"{"type":"summary""#) })
        try SchemaCheck.validate(events)
    }
}
