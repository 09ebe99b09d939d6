import CZstd
import Foundation

/// Streaming zstd decompression (libzstd), for Anki's `collection.anki21b`, with a limit on what it may
/// produce so that a small file cannot expand without bound.
final class ZstdDecompressor {
    private let stream: OpaquePointer
    private var output = [UInt8](repeating: 0, count: ZSTD_DStreamOutSize())
    /// Bytes produced so far.
    private(set) var produced = 0
    private let limit: Int

    /// A decompressor that refuses to produce more than `limit` bytes.
    init(limit: Int) throws {
        guard let stream = ZSTD_createDStream() else { throw ZstdError.failed("out of memory") }
        self.stream = stream
        self.limit = limit
        ZSTD_initDStream(stream)
    }

    deinit { ZSTD_freeDStream(stream) }

    /// Decompresses `chunk`, handing each piece of output to `write`.
    func feed(_ chunk: Data, write: (UnsafeRawBufferPointer) throws -> Void) throws {
        try chunk.withUnsafeBytes { (input: UnsafeRawBufferPointer) in
            var inBuffer = ZSTD_inBuffer(src: input.baseAddress, size: input.count, pos: 0)
            var filled = false
            // Output may remain in zstd's buffers after the input is used up, while the output buffer fills.
            while inBuffer.pos < inBuffer.size || filled {
                try output.withUnsafeMutableBytes { out in
                    var outBuffer = ZSTD_outBuffer(dst: out.baseAddress, size: out.count, pos: 0)
                    let result = ZSTD_decompressStream(stream, &outBuffer, &inBuffer)
                    if ZSTD_isError(result) != 0 { throw ZstdError.failed(String(cString: ZSTD_getErrorName(result))) }
                    filled = outBuffer.pos == outBuffer.size
                    produced += outBuffer.pos
                    if produced > limit { throw ZstdError.tooLarge }
                    try write(UnsafeRawBufferPointer(rebasing: out[0..<outBuffer.pos]))
                }
            }
        }
    }
}

/// Why zstd data could not be decompressed.
enum ZstdError: Error {
    case failed(String)
    case tooLarge
}
