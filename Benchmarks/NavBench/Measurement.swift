import Foundation
import NavSource
import NavSyntax

/// The times of repeated runs of one piece of work over one file.
struct Measurement {
    /// Every run's wall-clock duration, in the order they ran.
    let samples: [Duration]
    /// Every run's CPU time on the measuring thread, in the order they ran. Other processes
    /// competing for the cores inflate wall-clock times but hardly these, so comparing the two
    /// tells a slow parser from a busy machine.
    let cpuSamples: [Duration]
    /// The size of the input in bytes.
    let byteCount: Int

    /// The fastest run.
    var best: Duration { samples.min() ?? .zero }

    /// The middle run (the mean of the two middle runs for an even count).
    var median: Duration { Self.median(of: samples) }

    /// The median CPU time of a run.
    var cpuMedian: Duration { Self.median(of: cpuSamples) }

    /// The middle value of `durations` (the mean of the two middle values for an even count).
    static func median(of durations: [Duration]) -> Duration {
        let sorted = durations.sorted()
        guard !sorted.isEmpty else { return .zero }
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    /// Throughput in megabytes (10^6 bytes) per second for a run that took `duration`.
    func megabytesPerSecond(_ duration: Duration) -> Double {
        let seconds = duration.seconds
        return seconds > 0 ? Double(byteCount) / 1_000_000 / seconds : .infinity
    }

    /// Runs `work` `iterations` times, timing each run with `ContinuousClock` and the thread's
    /// CPU-time clock.
    ///
    /// `work` returns its result so that releasing it (freeing a large token array or tree)
    /// happens after the clock stops: the benchmark measures building the result, not freeing it.
    static func run<Result>(iterations: Int, byteCount: Int, _ work: () -> Result) -> Measurement {
        let clock = ContinuousClock()
        var samples: [Duration] = []
        var cpuSamples: [Duration] = []
        samples.reserveCapacity(iterations)
        cpuSamples.reserveCapacity(iterations)
        for _ in 0..<iterations {
            let cpuStart = threadCPUTime()
            let start = clock.now
            let result = work()
            withExtendedLifetime(result) {
                samples.append(clock.now - start)
                cpuSamples.append(threadCPUTime() - cpuStart)
            }
        }
        return Measurement(samples: samples, cpuSamples: cpuSamples, byteCount: byteCount)
    }

    /// The CPU time the calling thread has used so far, in user and kernel mode.
    private static func threadCPUTime() -> Duration {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return .seconds(time.tv_sec) + .nanoseconds(time.tv_nsec)
    }
}

extension Duration {
    /// The duration as a floating-point number of seconds.
    var seconds: Double {
        let parts = components
        return Double(parts.seconds) + Double(parts.attoseconds) * 1e-18
    }

    /// The duration in whole nanoseconds.
    var nanoseconds: Int64 {
        let parts = components
        return parts.seconds * 1_000_000_000 + parts.attoseconds / 1_000_000_000
    }

    /// The duration in milliseconds, formatted with three decimals.
    var millisecondsText: String {
        formatDecimal(seconds * 1000, places: 3)
    }
}

/// Formats `value` with exactly `places` decimals, without Foundation's locale machinery.
func formatDecimal(_ value: Double, places: Int) -> String {
    guard value.isFinite else { return value > 0 ? "inf" : "nan" }
    var scale = 1.0
    for _ in 0..<places { scale *= 10 }
    let scaled = (abs(value) * scale).rounded()
    let whole = Int(scaled / scale)
    let fraction = Int(scaled - Double(whole) * scale)
    let sign = value < 0 && scaled != 0 ? "-" : ""
    guard places > 0 else { return "\(sign)\(whole)" }
    let digits = String(fraction)
    return "\(sign)\(whole).\(String(repeating: "0", count: places - digits.count))\(digits)"
}

/// Describes the first `limit` diagnostics of `source` as `path:line:column: NAVxxx message`.
func describe(_ diagnostics: [Diagnostic], in source: SourceFile, limit: Int = 10) -> String {
    var lines = diagnostics.prefix(limit).map { diagnostic in
        let location = source.location(of: diagnostic.range.start)
        return
            "\(source.path):\(location.line):\(location.column): \(diagnostic.code.id) \(diagnostic.message)"
    }
    if diagnostics.count > limit { lines.append("... and \(diagnostics.count - limit) more") }
    return lines.joined(separator: "\n")
}
