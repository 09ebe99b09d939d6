import Foundation
import Testing
import KuchiCore
@testable import KuchiStore

/// A first start that cannot set up its new bank for want of room removes what it made, and only that: a bank another
/// Kuchi made at the same path meanwhile stays. The full disk is injected: the built-in words' step throws it.
@Suite("A new bank removed after a full disk, and only its own")
struct NewBankRemovalTests {
    @Test func aBankThisStartCreatedAndCouldNotSetUpIsRemoved() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path + "/kuchi.sqlite"
        #expect {
            _ = try KuchiDatabase.open(path: path, seedWords: { throw StoreError.full(path: path) })
        } throws: { error in
            guard case .fullAtCreation(path, _) = error as? StoreError else { return false }
            return true
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty, "no half-made bank or log is left")
    }

    @Test func aBankAnotherKuchiMadeAtThatPathMeanwhileStays() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path + "/kuchi.sqlite"
        let theirs = Data("another Kuchi's bank".utf8)
        // While this start sets up its bank, another takes the path: this one's file goes, another is made there.
        #expect(throws: StoreError.full(path: path)) {
            _ = try KuchiDatabase.open(path: path, seedWords: {
                unlink(path)
                FileManager.default.createFile(atPath: path, contents: theirs)
                throw StoreError.full(path: path)
            })
        }
        #expect(FileManager.default.contents(atPath: path) == theirs, "the other Kuchi's bank is left as it was")
    }

    @Test func aFileThatWasThereIsNeverCreatedByThisStart() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path + "/kuchi.sqlite"
        #expect(try DatabaseFile.prepare(path: path) == DatabaseFile.CreatedFile(at: path))
        // Another start finds the file made (empty: not yet set up), so it did not create it and removes nothing.
        #expect(try DatabaseFile.prepare(path: path) == nil)
        #expect(throws: StoreError.full(path: path)) {
            _ = try KuchiDatabase.open(path: path, seedWords: { throw StoreError.full(path: path) })
        }
        #expect(FileManager.default.fileExists(atPath: path))
    }
}
