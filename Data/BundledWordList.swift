import Foundation

/// The starter word list shipped with Kuchi (`Data/jlpt-n5.tsv`): its location at run time.
public enum BundledWordList {
    /// The file name of the list inside the resource bundle.
    public static let fileName = "jlpt-n5.tsv"

    /// Where the bundled list is, or `nil` when the resource bundle was not installed beside the binary.
    ///
    /// Looks beside the executable first (how SwiftPM lays out a build), then at the path the build
    /// recorded, so the list is found from any working directory. Never traps, unlike `Bundle.module`.
    public static var url: URL? {
        let bundleName = "Kuchi_KuchiData.resources"
        let executableDirectory = URL(fileURLWithPath: CommandLine.arguments.first ?? "")
            .resolvingSymlinksInPath().deletingLastPathComponent()
        let candidates = [
            Bundle.main.bundleURL.appendingPathComponent(bundleName),
            executableDirectory.appendingPathComponent(bundleName),
            Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent(bundleName),
        ]
        for directory in candidates {
            let file = directory.appendingPathComponent(fileName)
            if FileManager.default.isReadableFile(atPath: file.path) { return file }
        }
        return nil
    }
}
