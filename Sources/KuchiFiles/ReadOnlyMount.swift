#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Whether a file lies on a file system mounted read-only (a CD, a read-only bind mount, a disk remounted read-only
/// after errors): no `chmod` makes it writable there, so advice to write it must be to copy it elsewhere.
public enum ReadOnlyMount {
    /// Whether the file system holding `path` (or, when `path` is not there, its nearest existing folder) is mounted
    /// read-only (`statvfs`'s `ST_RDONLY`); `false` when that cannot be told.
    public static func holds(_ path: String) -> Bool {
        var current = path
        while true {
            var info = statvfs()
            if statvfs(current, &info) == 0 { return info.f_flag & UInt(ST_RDONLY) != 0 }
            guard errno == ENOENT || errno == ENOTDIR, let slash = current.lastIndex(of: "/") else { return false }
            let parent = String(current[..<slash])
            guard parent != current, !parent.isEmpty else { return statvfs("/", &info) == 0 && info.f_flag & UInt(ST_RDONLY) != 0 }
            current = parent
        }
    }
}
