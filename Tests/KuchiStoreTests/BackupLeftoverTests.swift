import Foundation
import KuchiFiles
@testable import KuchiStore
import Testing

/// Issue 23: a backup killed midway (SIGKILL during the pre-import backup) leaves nothing after the next
/// start; one being made by a living Kuchi is left alone. Devices and pipes are never replaced.
@Suite("Backups left by a killed process")
struct BackupLeftoverTests {
    /// A bank of five words in `directory`, and its backup folder, made.
    private func bankWithBackupFolder(in directory: borrowing TemporaryDirectory) throws -> (path: String, folder: BackupFolder) {
        let path = directory.path + "/kuchi.sqlite"
        _ = try KuchiDatabase.open(path: path, seedWords: { numberedWords(5) })
        let folder = BackupFolder(databasePath: path)
        try PrivateFiles.createDirectory(folder.path)
        return (path, folder)
    }

    @Test func theNextOpenRemovesAKilledBackupsTemporaryFileAndJournalButNotALiveOne() throws {
        let directory = try TemporaryDirectory()
        let (path, folder) = try bankWithBackupFolder(in: directory)
        let killed = folder.path + "/.tmp-20260322T101500.250Z-import.sqlite-Ab12Cd"
        let live = folder.path + "/.tmp-20260322T101501.250Z-import.sqlite-Ef34Gh"
        #expect(FileManager.default.createFile(atPath: killed, contents: Data(repeating: 1, count: 4096)))
        #expect(FileManager.default.createFile(atPath: killed + "-journal", contents: Data(repeating: 2, count: 512)))
        #expect(FileManager.default.createFile(atPath: folder.path + "/.tmp-orphan.sqlite-Ij56Kl-journal", contents: Data()))
        let writer = open(live, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        defer { close(writer) }
        #expect(WriterLock.claim(writer, at: live))
        _ = try KuchiDatabase.open(path: path)
        let left = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(left == [URL(fileURLWithPath: live).lastPathComponent])
    }

    @Test func aKilledBackupsLogAndIndexGoButALiveBackupsStay() throws {
        let directory = try TemporaryDirectory()
        let (path, folder) = try bankWithBackupFolder(in: directory)
        // A backup killed while its copy was in WAL mode, one an older Kuchi half cleared (its file gone, its log and
        // index left), and one another Kuchi is writing now in WAL mode (its writer holds the file's lock, not its log's).
        let killed = folder.path + "/.tmp-20260322T101500.250Z-import.sqlite-Ab12Cd"
        let halfCleared = folder.path + "/.tmp-20260322T101400.250Z-import.sqlite-Mn78Op"
        let live = folder.path + "/.tmp-20260322T101501.250Z-import.sqlite-Ef34Gh"
        for file in [killed, killed + "-wal", killed + "-shm", halfCleared + "-wal", halfCleared + "-shm", live + "-wal", live + "-shm"] {
            #expect(FileManager.default.createFile(atPath: file, contents: Data(repeating: 1, count: 512)))
        }
        let writer = open(live, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        defer { close(writer) }
        #expect(WriterLock.claim(writer, at: live))
        _ = try KuchiDatabase.open(path: path)
        let left = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(left == [live, live + "-shm", live + "-wal"].map { URL(fileURLWithPath: $0).lastPathComponent })
    }

    @Test func aBackupReplacesAFileButNeverADeviceOrAPipe() throws {
        let directory = try TemporaryDirectory()
        let database = try existingBank(in: directory)
        let pipe = directory.path + "/pipe"
        #expect(mkfifo(pipe, 0o600) == 0)
        #expect(AtomicFile.obstacle(at: pipe, replace: true) == .stream)
        #expect(AtomicFile.obstacle(at: "/dev/null", replace: true) == .stream)
        // A name that became a pipe while the file was written is not renamed over.
        #expect(throws: AtomicFile.Failure.notARegularFile) {
            try AtomicFile.write(to: pipe, replace: true) { _ in }
        }
        #expect(PathKind(of: pipe) == .fifo)
        _ = database
    }
}
