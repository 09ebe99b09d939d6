import KuchiCore

/// The settings the REPL offers, taken from the core's list.
enum KuchiCoreSettings {
    static var names: [String] { Setting.all.map(\.replName) }
}
