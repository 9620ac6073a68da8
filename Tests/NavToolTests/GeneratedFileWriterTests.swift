import Foundation
import NavDriver
import NavSource
import Testing

/// The streaming writer of generated files: whatever the file held before and however the text
/// is cut into pieces, the file ends up holding the text, is left untouched (date included)
/// when it already did, and no temporary file is left behind.
@Suite struct GeneratedFileWriterTests {
    /// What the file holds before (nil: no file) and the new text.
    static let cases: [(name: String, old: String?, new: String)] = [
        ("missing", nil, "let a = 1\nlet b = 2\n"),
        ("same", "let a = 1\nlet b = 2\n", "let a = 1\nlet b = 2\n"),
        ("first byte differs", "xet a = 1\nlet b = 2\n", "let a = 1\nlet b = 2\n"),
        ("middle differs", "let a = 1\nlet c = 2\n", "let a = 1\nlet b = 2\n"),
        ("last byte differs", "let a = 1\nlet b = 3\n", "let a = 1\nlet b = 2\n"),
        ("old is shorter", "let a = 1\n", "let a = 1\nlet b = 2\n"),
        ("old is longer", "let a = 1\nlet b = 2\nlet c = 3\n", "let a = 1\nlet b = 2\n"),
        ("new is empty", "let a = 1\n", ""),
        ("both empty", "", ""),
        (
            "long", String(repeating: "line of text\n", count: 20_000),
            String(repeating: "line of text\n", count: 19_999) + "end\n"
        ),
    ]

    private static let old = Date(timeIntervalSince1970: 946_684_800)

    /// Writes `text` through a writer in pieces of `pieceSize` bytes.
    private func write(
        _ text: String, to path: String, pieceSize: Int, checkOnly: Bool = false,
        prepare: @escaping () -> LoadError? = { nil }
    ) -> Result<GeneratedFileWriter.Outcome, LoadError> {
        var writer = GeneratedFileWriter(path: path, checkOnly: checkOnly, prepare: prepare)
        let bytes = Array(text.utf8)
        var start = 0
        while start < bytes.count {
            let end = min(bytes.count, start + pieceSize)
            bytes[start..<end].withUnsafeBytes { writer.write($0) }
            start = end
        }
        return writer.finish()
    }

    private func temporaries(in directory: TemporaryDirectory) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory.url.path).filter {
            $0.contains(".navc-")
        }
    }

    /// A pipe (or a device, as with `-o /dev/null`) at the output path is written in place: it
    /// stays what it is, instead of being replaced by a regular file, and its reader gets the text.
    @Test func aPipeAtTheOutputPathIsWrittenInPlace() throws {
        try withTemporaryDirectory { directory in
            let path = directory.path("Out.swift")
            try #require(mkfifo(path, 0o644) == 0)
            let text = String(repeating: "let a = 1\n", count: 2_000)
            let received = PipeReader(path: path)
            let outcome = write(text, to: path, pieceSize: 100)
            #expect(try outcome.get() == .changed)
            let got = received.wait()
            #expect(
                got.map { $0 == Array(text.utf8) } == true,
                "the reader got \(got.map { "\($0.count) bytes" } ?? "nothing")")
            var status = stat()
            #expect(stat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFIFO)
            #expect(try temporaries(in: directory).isEmpty)
        }
    }

    @Test(arguments: [1, 3, 64, 100_000])
    func theFileHoldsTheTextAndIsTouchedOnlyWhenItChanges(pieceSize: Int) throws {
        for example in Self.cases {
            try withTemporaryDirectory { directory in
                let path = directory.path("Out.swift")
                if let old = example.old {
                    _ = try directory.write(old, to: "Out.swift")
                    try FileManager.default.setAttributes([.modificationDate: Self.old], ofItemAtPath: path)
                }
                var prepared = 0
                let outcome = write(example.new, to: path, pieceSize: pieceSize) {
                    prepared += 1
                    return nil
                }
                let unchanged = example.old == example.new
                #expect(outcome == .success(unchanged ? .unchanged : .changed), "\(example.name)")
                #expect(text(of: path) == example.new, "\(example.name)")
                #expect(prepared == (unchanged ? 0 : 1), "\(example.name): prepared only to write")
                let date = try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date
                #expect((date == Self.old) == unchanged, "\(example.name)")
                #expect(try temporaries(in: directory).isEmpty, "\(example.name)")
            }
        }
    }

    @Test(arguments: [1, 64])
    func checkingComparesAndWritesNothing(pieceSize: Int) throws {
        for example in Self.cases {
            try withTemporaryDirectory { directory in
                let path = directory.path("Out.swift")
                if let old = example.old { _ = try directory.write(old, to: "Out.swift") }
                var prepared = false
                let outcome = write(example.new, to: path, pieceSize: pieceSize, checkOnly: true) {
                    prepared = true
                    return nil
                }
                #expect(
                    outcome == .success(example.old == example.new ? .unchanged : .changed), "\(example.name)"
                )
                #expect(text(of: path) == example.old, "\(example.name)")
                #expect(!prepared)
                #expect(try temporaries(in: directory).isEmpty, "\(example.name)")
            }
        }
    }

    @Test func aFailedPreparationWritesNothing() throws {
        try withTemporaryDirectory { directory in
            let path = try directory.write("old\n", to: "Out.swift")
            let failure = LoadError(code: .unwritableFile, path: "Out", reason: "no")
            #expect(write("new\n", to: path, pieceSize: 2) { failure } == .failure(failure))
            #expect(text(of: path) == "old\n")
            #expect(try temporaries(in: directory).isEmpty)
        }
    }
}

/// Reads a named pipe to its end on another thread, from as soon as it is created.
private final class PipeReader: @unchecked Sendable {
    /// What was read; written before `done` is signalled and read after it, never at once.
    private var bytes: [UInt8] = []
    private let done = DispatchSemaphore(value: 0)

    init(path: String) {
        Thread.detachNewThread { [self] in
            // Opening a pipe to read waits until a writer opens it.
            let descriptor = open(path, O_RDONLY | O_CLOEXEC)
            if descriptor >= 0 {
                var buffer = [UInt8](repeating: 0, count: 4096)
                while true {
                    let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress!, $0.count) }
                    if count < 0 && errno == EINTR { continue }
                    if count <= 0 { break }
                    bytes += buffer[..<count]
                }
                close(descriptor)
            }
            done.signal()
        }
    }

    /// What the reader read, once the writer has closed the pipe (nil after 30 seconds).
    func wait() -> [UInt8]? {
        done.wait(timeout: .now() + 30) == .success ? bytes : nil
    }
}
