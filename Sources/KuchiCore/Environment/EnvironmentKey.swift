/// A key for a value that flows down through ``EnvironmentValues``, in the manner of SwiftUI's environment.
///
/// Declare a key as a type with a ``defaultValue``; then add a computed property on
/// ``EnvironmentValues`` that reads and writes `self[Key.self]`.
public protocol EnvironmentKey {
    /// The type of value the key holds.
    associatedtype Value: Sendable
    /// The value used when no layer has set one.
    static var defaultValue: Value { get }
}
