import Foundation
import KuchiFiles
import Testing

@Suite("Whole writes and what a path names")
struct DescriptorWriterTests {
    @Test func aPipeGetsEveryByteEvenBeyondItsBuffer() throws {
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        let bytes = [UInt8](repeating: 0x61, count: 300_000)
        let readEnd = ends[0]
        let reader = Thread {
            var total = 0
            var chunk = [UInt8](repeating: 0, count: 65536)
            while true {
                let count = chunk.withUnsafeMutableBytes { read(readEnd, $0.baseAddress, $0.count) }
                if count <= 0 { break }
                total += count
            }
            close(readEnd)
            #expect(total == 300_000)
        }
        reader.start()
        #expect(DescriptorWriter.writeAll(ends[1], bytes) == .written)
        close(ends[1])
    }

    @Test func aPipeWhoseReaderWentAwayIsAClosedPipeNotAFailure() {
        let previous = signal(SIGPIPE, SIG_IGN)
        defer { signal(SIGPIPE, previous) }
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        close(ends[0])
        #expect(DescriptorWriter.writeAll(ends[1], "neko\n") == .closedPipe)
        close(ends[1])
    }

    @Test(.enabled(if: FileManager.default.isWritableFile(atPath: "/dev/full"), "no writable /dev/full here"))
    func aFullDeviceIsAFailureWithItsReason() {
        let descriptor = open("/dev/full", O_WRONLY | O_CLOEXEC)
        defer { close(descriptor) }
        #expect(DescriptorWriter.writeAll(descriptor, "neko\n") == .failed(errno: ENOSPC))
    }

    @Test func aClosedDescriptorIsAFailure() {
        #expect(DescriptorWriter.writeAll(987, "neko") == .failed(errno: EBADF))
    }

    @Test func pathKindsAreToldWithoutOpeningAnything() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kuchi-files-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(FileManager.default.createFile(atPath: folder + "/file", contents: Data("x".utf8)))
        #expect(mkfifo(folder + "/fifo", 0o600) == 0)
        #expect(symlink(folder + "/nowhere", folder + "/dangling") == 0)
        #expect(symlink(folder + "/loop", folder + "/loop") == 0)
        #expect(symlink(folder + "/file", folder + "/link") == 0)
        #expect(PathKind(of: folder + "/file") == .regularFile)
        #expect(PathKind(of: folder + "/link") == .regularFile)
        #expect(PathKind(of: folder) == .folder)
        #expect(PathKind(of: folder + "/fifo") == .fifo)
        #expect(PathKind(of: "/dev/null") == .device)
        #expect(PathKind(of: folder + "/dangling") == .brokenLink)
        #expect(PathKind(of: folder + "/loop") == .brokenLink)
        #expect(PathKind(of: folder + "/missing") == .missing)
        #expect(PathKind(of: folder + "/fifo").refusal?.contains("named pipe") == true)
        #expect(PathKind(of: folder + "/file").refusal == nil)
    }
}

@Suite("Temporary files of killed writers")
struct WriterLockTests {
    @Test func aFileWhoseWriterHoldsTheLockStaysAndAnAbandonedOneGoesWithItsJournal() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kuchi-lock-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let live = folder + "/.tmp-live", dead = folder + "/.tmp-dead"
        let descriptor = open(live, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        #expect(WriterLock.claim(descriptor, at: live))
        #expect(FileManager.default.createFile(atPath: dead, contents: Data("x".utf8)))
        #expect(FileManager.default.createFile(atPath: dead + "-journal", contents: Data("j".utf8)))
        #expect(!WriterLock.removeIfAbandoned(live))
        #expect(WriterLock.removeIfAbandoned(dead))
        #expect(FileManager.default.fileExists(atPath: live))
        #expect(!FileManager.default.fileExists(atPath: dead))
        #expect(!FileManager.default.fileExists(atPath: dead + "-journal"))
        close(descriptor)
        // Its writer gone (as after SIGKILL), the file is abandoned. A child another test forks at that moment holds
        // the lock's open file until it execs (the descriptor is close-on-exec): asked again for up to a second.
        var removed = WriterLock.removeIfAbandoned(live)
        for _ in 0..<50 where !removed {
            usleep(20_000)
            removed = WriterLock.removeIfAbandoned(live)
        }
        #expect(removed)
    }

    @Test func anAbandonedCopyInWALModeGoesWithItsLogAndIndex() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kuchi-lock-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let dead = folder + "/.tmp-backup.sqlite-Ab12Cd"
        for file in [dead, dead + "-wal", dead + "-shm"] { #expect(FileManager.default.createFile(atPath: file, contents: Data("x".utf8))) }
        #expect(WriterLock.removeIfAbandoned(dead))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == [])
        #expect(WriterLock.companionOwner(".tmp-a-Ab12Cd-wal") == ".tmp-a-Ab12Cd")
        #expect(WriterLock.companionOwner(".tmp-a-Ab12Cd") == nil && WriterLock.companionOwner("-shm") == nil)
    }

    @Test func aSymbolicLinkOrAFolderIsNeverRemoved() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kuchi-lock-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder + "/.tmp-folder", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(FileManager.default.createFile(atPath: folder + "/target", contents: Data("x".utf8)))
        #expect(symlink(folder + "/target", folder + "/.tmp-link") == 0)
        #expect(!WriterLock.removeIfAbandoned(folder + "/.tmp-link"))
        #expect(!WriterLock.removeIfAbandoned(folder + "/.tmp-folder"))
        #expect(FileManager.default.fileExists(atPath: folder + "/target"))
    }
}
