import Foundation
import KuchiSpawn
import Testing

/// A first import big enough to be caught mid-way: 150,000 rows into a home without a bank, started in the background
/// and returned once its new bank is being set up aside (the hidden `.kuchi.sqlite.new-…` file growing), for the
/// tests that interrupt it there.
enum FirstImportAside {
    /// Starts `kuchi import` of a big list in `home` and waits (up to 20 s) until the new bank is being set up aside;
    /// returns the process, for the caller to signal and wait on.
    /// `errors`: a file that takes the import's standard error (else it goes nowhere).
    static func start(in home: KuchiBinary.Home, errors: String? = nil) throws -> pid_t {
        let list = home.root + "/big.csv"
        var text = "word,reading,meanings\n"
        for index in 0..<150_000 { text += "大語\(index),だいご\(KuchiBinary.kana(index)),big meaning \(index)\n" }
        try text.write(toFile: list, atomically: false, encoding: .utf8)
        let none = open("/dev/null", O_RDWR | O_CLOEXEC)
        let errorFile = errors.map { open($0, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600) } ?? none
        defer {
            close(none)
            if errorFile != none { close(errorFile) }
        }
        let pid = try Spawn.start([KuchiBinary.path, "import", list], environment: home.environment, stdin: none, stdout: none, stderr: errorFile)
        let folder = home.root + "/data/kuchi"
        let deadline = Date().addingTimeInterval(20)
        var settingUp = false
        while Date() < deadline, !settingUp {
            let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
            settingUp = entries.contains { entry in
                let size = (try? FileManager.default.attributesOfItem(atPath: folder + "/" + entry)[.size] as? Int) ?? 0
                return entry.hasPrefix(".kuchi.sqlite.new-") && (size ?? 0) > 0
            }
            if !settingUp { usleep(2000) }
        }
        #expect(settingUp, "the import set up its new bank aside")
        return pid
    }
}
