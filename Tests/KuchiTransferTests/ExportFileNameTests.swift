import Testing
import KuchiTransfer

/// Walk-through 33 (D2): `kuchi export words --output words.pdf` wrote CSV into a file named .pdf, exit 0.
@Suite("Export file names")
struct ExportFileNameTests {
    @Test func aDocumentPageOrImageNameIsNoTableToWrite() {
        for path in ["words.pdf", "out/History.HTML", "notes.md", "list.docx", "chart.png"] {
            #expect(ExportFormat.unwritableDocument(path) != nil, "\(path)")
        }
        #expect(ExportFormat.unwritableDocument("words.pdf") == "pdf")
    }

    @Test func aTableOrAnUnknownNameIsWritten() {
        for path in ["words.csv", "words.tsv", "h.json", "h.jsonl", "h.ndjson", "words", "words.txt", "a.b/words"] {
            #expect(ExportFormat.unwritableDocument(path) == nil, "\(path)")
        }
    }
}
