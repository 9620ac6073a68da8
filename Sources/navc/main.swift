import NavTool

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The `navc` executable: everything happens in `NavTool`, which the tests drive in-process.
exit(NavTool.main())
