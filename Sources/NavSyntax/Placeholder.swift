import NavSource
