import Foundation
import KuchiSpawn

/// A `kuchi … --json` process: requests written to its standard input, events read from its standard
/// output one JSON object a line (docs/protocol.md). Standard error goes to a file, read when it exits.
final class JSONLinesProcess {
    private let process: ChildProcess
    private let input: FileHandle
    private let output: FileHandle
    private let errorPath: String
    private var buffer: [UInt8] = []
    private var inputClosed = false

    /// Starts `executable` with `arguments` and exactly `environment`; its standard error goes to `errorPath`.
    init(executable: String, arguments: [String], environment: [String: String], errorPath: String) throws {
        self.errorPath = errorPath
        do {
            process = try ChildProcess(executable, arguments, environment: environment, input: .pipe, output: .pipe, errors: .file(errorPath))
        } catch {
            throw SimulationError.binary("cannot run \(executable): \(error)")
        }
        guard let input = process.input, let output = process.output else { throw SimulationError.binary("no pipes to \(executable)") }
        (self.input, self.output) = (input, output)
    }

    /// Writes `line` and a newline. A process that has already exited is not an error here: its events tell.
    func send(_ line: String) {
        guard !inputClosed else { return }
        let bytes = Array((line + "\n").utf8)
        bytes.withUnsafeBufferPointer { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = write(input.fileDescriptor, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
                if written <= 0 {
                    if written < 0, errno == EINTR { continue }
                    return   // EPIPE: the process has ended (SIGPIPE is ignored by the driver)
                }
                offset += written
            }
        }
    }

    /// The next event, or `nil` at the end of the output.
    func nextEvent() throws -> [String: Any]? {
        while let line = try nextLine() {
            guard !line.isEmpty else { continue }
            guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] else {
                throw SimulationError.binary("not a JSON object: \(line)")
            }
            return object
        }
        return nil
    }

    /// The next line of the output (without its newline), or `nil` at its end.
    func nextLine() throws -> String? {
        while true {
            if let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: buffer[..<newline], as: UTF8.self)
                buffer.removeSubrange(...newline)
                return line
            }
            var chunk = [UInt8](repeating: 0, count: 65_536)
            let count = read(output.fileDescriptor, &chunk, chunk.count)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else {
                guard !buffer.isEmpty else { return nil }
                buffer.append(UInt8(ascii: "\n"))
                continue
            }
            buffer.append(contentsOf: chunk[..<count])
        }
    }

    /// Closes standard input, waits for the process, and returns its exit status and standard error.
    func finish() -> (status: Int32, standardError: String) {
        if !inputClosed {
            inputClosed = true
            try? input.close()
        }
        while (try? nextLine()) != nil {}
        try? process.waitUntilExit()
        let text = (try? String(contentsOfFile: errorPath, encoding: .utf8)) ?? ""
        return (process.terminationStatus, text.trimmingCharacters(in: .whitespacesAndNewlines))
    }
}
