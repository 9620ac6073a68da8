import Foundation

/// The one golden-file helper every data-driven test uses.
///
/// A test renders its output and asks ``mismatch(_:golden:)`` whether it matches the checked-in
/// golden file. With `NAVC_UPDATE_GOLDENS=1` in the environment the golden file is rewritten
/// from the output instead (review the result with `git diff` before committing).
public enum Golden {
    /// Whether goldens are being rewritten rather than compared.
    public static var updating: Bool { ProcessInfo.processInfo.environment["NAVC_UPDATE_GOLDENS"] == "1" }

    /// Compares `actual` with the golden file at `golden`, or rewrites the file when updating.
    ///
    /// Returns nil when the output matches (or the golden was rewritten), and otherwise a message
    /// naming the file and the first line that differs, or saying that the golden is missing.
    public static func mismatch(_ actual: String, golden: URL) -> String? {
        if updating {
            do {
                try FileManager.default.createDirectory(
                    at: golden.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(actual.utf8).write(to: golden)
                return nil
            } catch {
                return "cannot write golden file \(golden.path): \(error)"
            }
        }
        guard let data = try? Data(contentsOf: golden) else {
            return "missing golden file \(golden.path); run with NAVC_UPDATE_GOLDENS=1"
        }
        let expected = String(decoding: data, as: UTF8.self)
        guard actual != expected else { return nil }
        let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
        let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let line =
            zip(actualLines, expectedLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset
            ?? min(actualLines.count, expectedLines.count)
        let got = line < actualLines.count ? String(actualLines[line]) : "<end of output>"
        let wanted = line < expectedLines.count ? String(expectedLines[line]) : "<end of golden>"
        return """
            output differs from golden \(golden.lastPathComponent) at line \(line + 1):
              golden: \(wanted)
              output: \(got)
            (run with NAVC_UPDATE_GOLDENS=1 to accept the output, then review it with git diff)
            """
    }
}
