import GRDB
import Testing
@testable import KuchiStore

@Suite("Any error about a bank as a store error")
struct StoreErrorMappingTests {
    struct Other: Error {}

    @Test func sqliteErrorsMapByResultCodeStoreErrorsStayAndOthersAreIOErrors() {
        let busy: any Error = DatabaseError(resultCode: .SQLITE_BUSY)
        #expect(StoreError(busy, path: "/b") == .busy(path: "/b"))
        let full: any Error = DatabaseError(resultCode: .SQLITE_FULL)
        #expect(StoreError(full, path: "/b") == .full(path: "/b"))
        let store: any Error = StoreError.readOnly(path: "/elsewhere")
        #expect(StoreError(store, path: "/b") == .readOnly(path: "/elsewhere"))
        guard case .io(path: "/b", _) = StoreError(Other() as any Error, path: "/b") else {
            Issue.record("another error is an input/output error")
            return
        }
    }

    @Test func learnersNamesInMessagesStayOnOneLineAreCutAndQuotedOneByOne() {
        let long = String(repeating: "x", count: 300)
        let unknown = StoreError.unknownLearner(path: "/b", name: "Nobody", known: ["Line1\nLine2", "Robert'); DROP, x", long]).description
        #expect(!unknown.contains("\n"), "one line: \(unknown)")
        #expect(unknown.contains("learners: “Line1␊Line2”, “Robert'); DROP, x”, “\(String(repeating: "x", count: 39))…” (kuchi"), "\(unknown)")
        let taken = StoreError.learnerNameTaken(name: "Tab\tName", by: long).description
        #expect(!taken.contains("\t") && taken.contains("“Tab␉Name”") && !taken.contains(long), "\(taken)")
        let ambiguous = StoreError.ambiguousLearner(name: "ＣＨＩＥ", matches: ["Chie", "Ｃｈｉｅ\r"]).description
        #expect(ambiguous.contains("“Chie”, “Ｃｈｉｅ␍”"), "\(ambiguous)")
    }
}
