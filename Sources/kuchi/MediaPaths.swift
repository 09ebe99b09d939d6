import Foundation
import KuchiStore

/// Where a bank's sound files are, as front ends name them (an absolute path).
enum MediaPaths {
    /// The absolute path of `database`'s media folder; `nil` for an in-memory bank.
    static func folder(of database: KuchiDatabase) -> String? {
        guard let folder = database.mediaFolder?.path else { return nil }
        return folder.hasPrefix("/") ? folder : FileManager.default.currentDirectoryPath + "/" + folder
    }
}
