import Foundation
import KuchiStore

/// Where a bank's sound files are, as front ends name them (an absolute path).
enum MediaPaths {
    /// The absolute path of the media folder `mediaFolder`; `nil` for an in-memory bank (which has none).
    static func folder(of mediaFolder: MediaFolder?) -> String? {
        guard let folder = mediaFolder?.path else { return nil }
        return folder.hasPrefix("/") ? folder : FileManager.default.currentDirectoryPath + "/" + folder
    }
}
