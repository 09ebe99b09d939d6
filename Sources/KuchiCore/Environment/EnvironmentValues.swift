/// A collection of settings keyed by ``EnvironmentKey`` types.
///
/// A value that was never set reads as its key's ``EnvironmentKey/defaultValue``.
/// `EnvironmentValues` is a value type: copying it and changing the copy leaves the original alone,
/// which is how a setting changed during a session applies only to the next one.
public struct EnvironmentValues: Sendable {
    private var storage: [ObjectIdentifier: any Sendable] = [:]

    /// Creates an environment in which every key has its default value.
    public init() {}

    /// The value for `key`, or its default when none was set.
    public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
        get { storage[ObjectIdentifier(key)] as? Key.Value ?? Key.defaultValue }
        set { storage[ObjectIdentifier(key)] = newValue }
    }
}
