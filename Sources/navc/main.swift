import Foundation
import NavTool

/// The `navc` executable: everything happens in `NavTool`, which the tests drive in-process.
exit(NavTool.main())
