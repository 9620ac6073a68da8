import TestSupport
import Testing

/// What `navc` loads when it starts: every run of a build plugin starts it, so a library it
/// does not need costs every build. Foundation with its internationalization libraries (ICU)
/// took 4 of the 11 milliseconds a run that does nothing took, and 6 MB of memory, and
/// FoundationEssentials another 1.5 milliseconds; navc links the standard library and the C
/// library alone.
@Suite struct StartupLibrariesTests {
    @Test func theExecutableDoesNotLinkFoundation() throws {
        #if os(Linux)
            // With LD_TRACE_LOADED_OBJECTS set, glibc's dynamic loader lists the libraries it
            // loads for the program instead of running it (what `ldd` does).
            // The variable is set for navc alone, not for the shell that starts it.
            let listing = try NavcExecutable.shell("LD_TRACE_LOADED_OBJECTS=1 exec \"$NAVC\" --version")
            #expect(listing.status == 0, "\(listing)")
            let libraries = listing.stdout.split(separator: "\n").compactMap {
                $0.split(whereSeparator: \.isWhitespace).first
            }
            // The listing names the standard library, so an empty listing cannot pass.
            #expect(libraries.contains("libswiftCore.so"), "\(listing.stdout)")
            for unwanted in [
                "libFoundation.so", "libFoundationEssentials.so", "libFoundationInternationalization.so",
                "lib_FoundationICU.so",
            ] {
                #expect(
                    !libraries.contains(Substring(unwanted)), "navc links \(unwanted):\n\(listing.stdout)")
            }
        #endif
    }
}
