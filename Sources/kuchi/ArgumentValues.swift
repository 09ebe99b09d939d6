import ArgumentParser
import KuchiCore
import KuchiStore
import KuchiTransfer

/// An option value from a fixed set, typed so that `--help`, errors and shell completions list its
/// values; matched without regard to case.
protocol ArgumentChoice: ExpressibleByArgument, CaseIterable, RawRepresentable where RawValue == String {}

extension ArgumentChoice {
    public init?(argument: String) {
        self.init(rawValue: argument.lowercased())
    }
}

extension AnswerMode: ExpressibleByArgument, ArgumentChoice {}
extension SchedulerKind: ExpressibleByArgument, ArgumentChoice {}
extension ExportTable: ExpressibleByArgument, ArgumentChoice {}
extension ExportFormat: ExpressibleByArgument, ArgumentChoice {}
extension ImportFormat: ExpressibleByArgument, ArgumentChoice {}
extension ImportEncoding: ExpressibleByArgument, ArgumentChoice {}

extension ReportFormat: ExpressibleByArgument {
    /// `markdown` (or `md`), `html` or `json`.
    public init?(argument: String) {
        self.init(name: argument)
    }
}
