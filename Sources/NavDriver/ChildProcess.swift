import NavSource

#if canImport(Darwin)
    import Foundation
#endif
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs another program to its end and collects what it writes: `navc diff` reads an older
/// revision of a file through git.
///
/// It uses `posix_spawn` rather than Foundation's `Process`: navc does not link Foundation on
/// Linux, so that it starts sooner (see `ARCHITECTURE.md`, "Starting up").
public enum ChildProcess {
    /// What a finished program left behind.
    public struct Outcome: Sendable {
        /// The exit status, or nil when a signal ended the program.
        public var exitStatus: Int32?
        /// Everything it wrote to standard output.
        public var output: [UInt8]
        /// Everything it wrote to standard error.
        public var errors: [UInt8]
    }

    /// Runs `program` (found on `PATH`, as `env` finds it) with `arguments`, standard input
    /// empty, and waits for it; fails when it cannot be started or read.
    public static func run(_ program: String, _ arguments: [String]) -> Result<Outcome, SystemError> {
        var output: [Int32] = [-1, -1]
        var errors: [Int32] = [-1, -1]
        guard pipe(&output) == 0 else { return .failure(.current) }
        guard pipe(&errors) == 0 else {
            let failure = SystemError.current
            closeAll(output)
            return .failure(failure)
        }
        // Only the child's standard output and error (the `dup2` copies) stay open in it.
        for descriptor in output + errors { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }

        #if canImport(Darwin)
            var actions: posix_spawn_file_actions_t?
        #else
            var actions = posix_spawn_file_actions_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, output[1], STDOUT_FILENO)
        posix_spawn_file_actions_adddup2(&actions, errors[1], STDERR_FILENO)

        let argv = ["env", program] + arguments
        let environment = currentEnvironment()
        let spawned = withCStrings(argv) { argv in
            withCStrings(environment) { environment in
                var child = pid_t()
                let status = posix_spawn(&child, "/usr/bin/env", &actions, nil, argv, environment)
                return status == 0 ? Result.success(child) : .failure(SystemError(status))
            }
        }
        close(output[1])
        close(errors[1])
        let child: pid_t
        switch spawned {
        case .success(let started): child = started
        case .failure(let error):
            close(output[0])
            close(errors[0])
            return .failure(error)
        }
        // Standard error is read on another thread so that neither pipe can fill up and block
        // the program.
        let errorDescriptor = errors[0]
        let errorText = BackgroundWork { SourceLoader.readAll(errorDescriptor) }
        let outputBytes = SourceLoader.readAll(output[0])
        let errorBytes = errorText.take()
        close(output[0])
        close(errors[0])
        var status: Int32 = 0
        while waitpid(child, &status, 0) == -1 {
            guard errno == EINTR else { return .failure(.current) }
        }
        switch (outputBytes, errorBytes) {
        case (.failure(let error), _), (_, .failure(let error)):
            return .failure(error)
        case (.success(let output), .success(let errors)):
            // The low seven bits are zero when the program exited, and its status is the next
            // eight (POSIX's `WIFEXITED` and `WEXITSTATUS`, macros Swift cannot import).
            let exitStatus = status & 0x7F == 0 ? (status >> 8) & 0xFF : nil
            return .success(Outcome(exitStatus: exitStatus, output: output, errors: errors))
        }
    }

    /// This process's environment, as `NAME=value` entries.
    private static func currentEnvironment() -> [String] {
        #if canImport(Darwin)
            // Darwin's C library does not declare `environ` to Swift; Foundation is part of the
            // system there and costs nothing to start.
            return ProcessInfo.processInfo.environment.map { "\($0)=\($1)" }
        #else
            var entries: [String] = []
            var entry = environ
            while let pointer = entry.pointee {
                entries.append(String(cString: pointer))
                entry += 1
            }
            return entries
        #endif
    }

    /// Closes both ends of a pipe.
    private static func closeAll(_ descriptors: [Int32]) {
        for descriptor in descriptors { close(descriptor) }
    }

    /// Calls `body` with `strings` as a null-terminated array of C strings.
    private static func withCStrings<Result>(
        _ strings: [String], _ body: ([UnsafeMutablePointer<CChar>?]) -> Result
    ) -> Result {
        let pointers = strings.map { strdup($0) } + [nil]
        defer { for pointer in pointers { free(pointer) } }
        return body(pointers)
    }
}
