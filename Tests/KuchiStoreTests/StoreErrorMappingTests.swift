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
}
